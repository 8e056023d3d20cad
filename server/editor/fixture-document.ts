/**
 * The site fixture as one JSON document, for the first import into the
 * content store: `site.json` with `collections/*.json` merged in (the
 * demo store's form), or a single SiteContent file, kept as written (its
 * passwords included: the renderer takes them out at every load, as it
 * does from the files). Other fixture forms (saved live pages) are
 * imported as the loader reads them, their passwords put back.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from '../../site/content/load-content.js';
import { isLivePage } from '../../site/content/live-pages.js';
import { formatSiteDiagnostic } from '../../site/diagnostics.js';
import type { Json } from './content-store.js';
import { SITE_LOCK_ID } from '../../site/content/secrets.js';
import type { SiteContent } from '../../site/content/types.js';

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
  return withLocks(loaded.content);
}

/** A fixture read by the loader (saved live pages), with its passwords put back where the loader took them from. */
function withLocks(content: SiteContent): Json {
  const { locks, ...rest } = content;
  const doc = structuredClone(rest) as unknown as Json;
  const collections = (doc.collections as Json[]) ?? [];
  for (const [target, secret] of locks ?? []) {
    const owner = target === SITE_LOCK_ID ? (doc.website as Json) : collections.find((c) => c.id === target);
    if (!owner) continue;
    if (secret.kind === 'hash') owner.passwordHash = secret.hash;
    else owner.password = secret.text;
  }
  return doc;
}
