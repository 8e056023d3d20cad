/**
 * Reads a site fixture: one JSON file in the SiteContent shape, or a folder
 * with `site.json` and `collections/*.json` (one collection with its items
 * each). Also pages saved from a live site at `?format=json`: one such
 * file, or a folder of them (live-pages.ts). Missing parts get empty
 * defaults; bad JSON is a diagnostic with the reader's line:col.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseJsonFile } from './json-file-cache.js';
import { DiagnosticList, type SiteDiagnostic } from '../diagnostics.js';
import type { CollectionContent, Json, SiteContent } from './types.js';
import { takeSecrets } from './secrets.js';
import { sanitizeLinks } from './safe-links.js';
import { fromLivePages, isLivePage } from './live-pages.js';

export type ContentResult = { ok: true; content: SiteContent; diagnostics: SiteDiagnostic[] } | { ok: false; diagnostics: SiteDiagnostic[] };

const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});

function readJson(path: string, diags: DiagnosticList): unknown {
  const r = parseJsonFile(path);
  if (r.ok) return r.value;
  diags.error('FIXTURE_JSON', basename(path), r.error.line, r.error.column, r.error.message);
  return undefined;
}

export function emptyContent(): SiteContent {
  return {
    website: {},
    websiteSettings: {},
    collections: [],
    navigations: {},
    blockFields: {},
    tweaks: {},
    injection: {},
    featureFlags: {},
    localizedStrings: {},
    templateRevision: 1,
  };
}

/** Normalises a parsed fixture object into SiteContent, checking the collections' required keys. */
export function toContent(raw: unknown, file: string, diags: DiagnosticList): SiteContent {
  const r = obj(raw);
  const c = emptyContent();
  c.website = obj(r.website);
  c.websiteSettings = obj(r.websiteSettings);
  c.navigations = obj(r.navigations) as SiteContent['navigations'];
  c.blockFields = obj(r.blockFields) as SiteContent["blockFields"];
  c.tweaks = obj(r.tweaks) as SiteContent['tweaks'];
  c.injection = obj(r.injection);
  c.featureFlags = obj(r.featureFlags);
  c.localizedStrings = obj(r.localizedStrings);
  if (typeof r.templateRevision === 'number') c.templateRevision = r.templateRevision;
  const seen = new Set<string>();
  for (const [i, col] of (Array.isArray(r.collections) ? r.collections : []).entries()) {
    const cc = obj(col);
    if (typeof cc.urlId !== 'string' || typeof cc.typeName !== 'string') {
      diags.error('FIXTURE_COLLECTION', file, 1, 1, `collection ${i} needs a urlId and a typeName`);
      continue;
    }
    // A translation may keep its original's urlId (/contact and /fr/contact): urlIds are unique per language.
    const key = `${typeof cc.language === 'string' ? cc.language : ''}\u0000${cc.urlId}`;
    if (seen.has(key)) {
      diags.warn('FIXTURE_COLLECTION_DUPLICATE', file, 1, 1, `collection '${cc.urlId}' appears twice; the first wins`);
      continue;
    }
    seen.add(key);
    if (typeof cc.id !== 'string') cc.id = cc.urlId;
    c.collections.push(cc as CollectionContent);
  }
  c.locks = takeSecrets(c);
  // Link fields hold only http(s), mailto, tel or relative URLs from here on.
  sanitizeLinks(c, file, diags);
  return c;
}

export function loadContent(path: string): ContentResult {
  const diags = new DiagnosticList();
  if (!existsSync(path)) {
    diags.error('FIXTURE_MISSING', path, 1, 1, `no fixture at ${path}`);
    return { ok: false, diagnostics: diags.items };
  }
  if (!statSync(path).isDirectory()) {
    const raw = readJson(path, diags);
    if (raw === undefined) return { ok: false, diagnostics: diags.items };
    if (isLivePage(raw)) return { ok: true, content: fromLivePages([{ file: basename(path), value: raw }], diags), diagnostics: diags.items };
    return { ok: true, content: toContent(raw, basename(path), diags), diagnostics: diags.items };
  }
  if (!existsSync(join(path, 'site.json')) && !existsSync(join(path, 'collections'))) {
    // A folder of saved live pages, in file-name order.
    const pages = livePageFiles(path).map((file) => ({ file: file.slice(path.length + 1), value: readJson(file, diags) }));
    if (diags.items.some((d) => d.severity === 'error')) return { ok: false, diagnostics: diags.items };
    return { ok: true, content: fromLivePages(pages, diags), diagnostics: diags.items };
  }
  const site = existsSync(join(path, 'site.json')) ? readJson(join(path, 'site.json'), diags) : {};
  const collections: unknown[] = [...(Array.isArray(obj(site).collections) ? (obj(site).collections as unknown[]) : [])];
  const dir = join(path, 'collections');
  if (existsSync(dir)) {
    for (const f of readdirSync(dir).sort()) {
      if (!f.endsWith('.json')) continue;
      const col = readJson(join(dir, f), diags);
      if (col !== undefined) collections.push(col);
    }
  }
  if (diags.items.some((d) => d.severity === 'error')) return { ok: false, diagnostics: diags.items };
  return { ok: true, content: toContent({ ...obj(site), collections }, 'site.json', diags), diagnostics: diags.items };
}

/** The .json files of a folder and its subfolders, sorted by path. */
function livePageFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...livePageFiles(p));
    else if (name.endsWith('.json')) out.push(p);
  }
  return out;
}

export type { CollectionContent };
