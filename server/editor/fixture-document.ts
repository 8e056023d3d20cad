/**
 * The site fixture as one JSON document, for the first import into the
 * content store: `site.json` with `collections/*.json` merged in (the
 * demo store's form), or a single SiteContent file, kept as written (its
 * passwords included: the renderer takes them out at every load, as it
 * does from the files). Other fixture forms (saved live pages) are
 * imported as the loader reads them, without their passwords.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../site/content/load-content.js';
import { isLivePage } from '../site/content/live-pages.js';
import { formatSiteDiagnostic } from '../site/diagnostics.js';
import type { Json } from './content-store.js';

const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

export function fixtureDocument(path: string): Json {
  // The loader's checks first: a fixture it refuses is refused here too, with its diagnostics.
  const loaded = loadContent(path);
  if (!loaded.ok) throw new Error(`the site fixture at ${path} does not load:\n${loaded.diagnostics.map(formatSiteDiagnostic).join('\n')}`);
  if (statSync(path).isDirectory() && (existsSync(join(path, 'site.json')) || existsSync(join(path, 'collections')))) {
    const site = existsSync(join(path, 'site.json')) ? obj(readJson(join(path, 'site.json'))) : {};
    const collections: unknown[] = Array.isArray(site.collections) ? [...site.collections] : [];
    const dir = join(path, 'collections');
    if (existsSync(dir)) for (const f of readdirSync(dir).sort()) if (f.endsWith('.json')) collections.push(readJson(join(dir, f)));
    return { ...site, collections };
  }
  if (!statSync(path).isDirectory()) {
    const raw = readJson(path);
    if (!isLivePage(raw)) return obj(raw);
  }
  const { locks: _locks, ...content } = loaded.content;
  return content as unknown as Json;
}
