/**
 * Loads a developer-mode template folder. Only three conditions are fatal
 * (DEVELOPER-MODE.md section 8): template.conf missing, unreadable, or no
 * layout can be built; everything else is a diagnostic.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { readConf } from '../conf/lenient-json.js';
import { DiagnosticList, type SiteDiagnostic } from '../diagnostics.js';
import type { CollectionType, Layout, PageTemplate, SourceFile, TemplateConf, Theme } from './types.js';

export type ThemeResult = { ok: true; theme: Theme; diagnostics: SiteDiagnostic[] } | { ok: false; diagnostics: SiteDiagnostic[] };

/** Platform-maintained collection types (DEVELOPER-MODE.md 1.2). */
export const SYSTEM_COLLECTION_TYPES = ['album', 'blog', 'events', 'gallery', 'products', 'index'] as const;

/** Every file under a folder, recursively, in a stable order. */
export function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((e) => {
      const p = join(dir, e);
      return statSync(p).isDirectory() ? walk(p) : [p];
    });
}

const rel = (root: string, p: string) => relative(root, p).split(sep).join('/');

function asStrings(v: unknown): string[] {
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
}

function readTemplateConf(raw: Record<string, unknown>, diags: DiagnosticList): TemplateConf {
  const layouts: Layout[] = [];
  const rawLayouts = raw.layouts;
  if (rawLayouts && typeof rawLayouts === 'object' && !Array.isArray(rawLayouts)) {
    for (const [key, v] of Object.entries(rawLayouts as Record<string, unknown>)) {
      const l = (v ?? {}) as Record<string, unknown>;
      layouts.push({ key, name: typeof l.name === 'string' ? l.name : key, regions: asStrings(l.regions) });
    }
  }
  const navigations: { title: string; name: string }[] = [];
  const seen = new Set<string>();
  for (const n of Array.isArray(raw.navigations) ? raw.navigations : []) {
    const nav = n as Record<string, unknown>;
    if (typeof nav.name !== 'string') continue;
    if (seen.has(nav.name)) {
      diags.warn('CONF_DUPLICATE_NAVIGATION', 'template.conf', 1, 1, `navigation '${nav.name}' is declared twice; the first wins`);
      continue;
    }
    seen.add(nav.name);
    navigations.push({ name: nav.name, title: typeof nav.title === 'string' ? nav.title : nav.name });
  }
  return {
    name: typeof raw.name === 'string' ? raw.name : '',
    author: typeof raw.author === 'string' ? raw.author : '',
    layouts,
    navigations,
    stylesheets: asStrings(raw.stylesheets),
    systemCollections: asStrings(raw.systemCollections),
    customTypes: Array.isArray(raw.customTypes) ? raw.customTypes : [],
    systemPartials: asStrings(raw.systemPartials),
    raw,
  };
}

function readSource(root: string, path: string): SourceFile {
  return { path: rel(root, path), text: readFileSync(path, 'utf8') };
}

function readObjectConf(root: string, path: string, diags: DiagnosticList): Record<string, unknown> | null {
  const r = readConf(readFileSync(path, 'utf8'), rel(root, path));
  for (const d of r.diagnostics) diags.add(r.ok ? d : { ...d, severity: 'warning', message: `${d.message}; using defaults` });
  return r.ok && r.value && typeof r.value === 'object' && !Array.isArray(r.value) ? (r.value as Record<string, unknown>) : null;
}

export function loadTheme(root: string): ThemeResult {
  const diags = new DiagnosticList();
  const confPath = join(root, 'template.conf');
  if (!existsSync(confPath)) {
    diags.error('THEME_NO_CONF', 'template.conf', 1, 1, `no template.conf in ${root}`);
    return { ok: false, diagnostics: diags.items };
  }
  const read = readConf(readFileSync(confPath, 'utf8'), 'template.conf');
  for (const d of read.diagnostics) diags.add(d);
  if (!read.ok || !read.value || typeof read.value !== 'object' || Array.isArray(read.value)) {
    if (read.ok) diags.error('CONF_SYNTAX', 'template.conf', 1, 1, 'template.conf must hold an object');
    return { ok: false, diagnostics: diags.items };
  }
  const conf = readTemplateConf(read.value as Record<string, unknown>, diags);

  const regions = new Map<string, SourceFile>();
  for (const f of readdirSync(root).sort()) {
    if (f.endsWith('.region')) regions.set(f.slice(0, -'.region'.length), readSource(root, join(root, f)));
  }

  const collections = new Map<string, CollectionType>();
  const typeOf = (name: string): CollectionType => {
    let t = collections.get(name);
    if (!t) {
      t = { typeName: name, conf: null, list: null, item: null, system: conf.systemCollections.includes(name) };
      collections.set(name, t);
    }
    return t;
  };
  for (const path of walk(join(root, 'collections'))) {
    const name = path.slice(path.lastIndexOf(sep) + 1);
    const m = /^(.+)\.(conf|list|item)$/.exec(name);
    if (!m) continue;
    const type = typeOf(m[1]!);
    if (m[2] === 'conf') type.conf = readObjectConf(root, path, diags);
    else type[m[2] as 'list' | 'item'] = readSource(root, path);
  }
  for (const name of conf.systemCollections) typeOf(name);

  const blocks = new Map<string, SourceFile>();
  const blockTypeOverrides = new Map<string, string>();
  const blocksDir = join(root, 'blocks');
  for (const path of walk(blocksDir)) {
    const name = rel(blocksDir, path);
    if (name.endsWith('.block')) blocks.set(name, readSource(root, path));
    else if (name.endsWith('.block.conf')) {
      const c = readObjectConf(root, path, diags);
      if (c && typeof c.type === 'string') blockTypeOverrides.set(c.type, name.slice(0, -'.conf'.length));
    }
  }

  const pages = new Map<string, PageTemplate>();
  const pagesDir = join(root, 'pages');
  for (const path of walk(pagesDir)) {
    const name = rel(pagesDir, path);
    if (!name.endsWith('.page')) continue;
    const base = name.slice(0, -'.page'.length);
    const confFile = [join(pagesDir, `${base}.page.conf`), join(pagesDir, `${base}.conf`)].find((p) => existsSync(p));
    pages.set(base, { name: base, page: readSource(root, path), conf: confFile ? readObjectConf(root, confFile, diags) : null });
  }

  const strings = new Map<string, Record<string, unknown>>();
  for (const path of walk(join(root, 'strings'))) {
    const m = /(?:template|annotations)-([A-Za-z_-]+)\.json$/.exec(path);
    if (!m) continue;
    const c = readObjectConf(root, path, diags);
    if (c) strings.set(m[1]!, { ...strings.get(m[1]!), ...c });
  }

  const theme: Theme = {
    root,
    conf,
    regions,
    collections,
    blocks,
    blockTypeOverrides,
    pages,
    scripts: new Set(walk(join(root, 'scripts')).map((p) => rel(join(root, 'scripts'), p))),
    assets: new Set(walk(join(root, 'assets')).map((p) => rel(join(root, 'assets'), p))),
    strings,
  };
  const buildable = conf.layouts.some((l) => l.regions.some((r) => regions.has(r.replace(/\.region$/, ''))));
  if (!buildable) {
    diags.error('THEME_NO_LAYOUT', 'template.conf', 1, 1, 'no layout can be built: no layout names an existing region file');
    return { ok: false, diagnostics: diags.items };
  }
  return { ok: true, theme, diagnostics: diags.items };
}
