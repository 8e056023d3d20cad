/**
 * What each page loads of the shopper widgets' script, from esbuild's
 * metafile: the entry module (vitrine.js) and its static imports, and for
 * each widget the chunks of its island module (client/islands/<widget>)
 * with their static imports, less the entry's. The server names a page's
 * chunks in modulepreload links (server/site-http/client-preloads.ts), so
 * they load at once rather than one import level at a time; the budget test
 * and the bench add up a page's bytes with it.
 */
import type { Metafile } from 'esbuild';

/** Where the chunks are, relative to the entry module. */
export const CHUNKS_DIR = 'chunks';
/** The entry module's file name. */
export const ENTRY_FILE = 'vitrine.js';
/** Widgets that can add to cart, and so load the added-to-cart popover's module too (client/start-page.ts). */
export const POPOVER_WIDGETS: readonly string[] = ['add-to-cart', 'quick-view'];
const POPOVER_MODULE = 'added-popover';

export interface ClientManifest {
  /** The entry's static imports (chunk file names), loaded on every page. */
  entry: string[];
  /** Each widget's chunk file names beyond the entry's, its own module first. */
  widgets: Record<string, string[]>;
}

/** The chunk file names `widgets` load beside the entry, the entry's own imports first, each once. */
export function pageChunks(manifest: ClientManifest, widgets: Iterable<string>): string[] {
  const out = new Set(manifest.entry);
  for (const w of widgets) for (const f of manifest.widgets[w] ?? []) out.add(f);
  return [...out];
}

/** The manifest of an esbuild build with splitting into `outdir` (entry `vitrine`, chunks under chunks/). */
export function manifestOf(metafile: Metafile, outdir: string): ClientManifest {
  const prefix = `${outdir.replace(/\\/g, '/').replace(/\/+$/, '')}/`;
  const rel = (p: string) => (p.replace(/\\/g, '/').startsWith(prefix) ? p.replace(/\\/g, '/').slice(prefix.length) : p);
  const chunkName = (p: string) => rel(p).slice(CHUNKS_DIR.length + 1);
  const outputs = metafile.outputs;
  const staticImports = (file: string) => (outputs[file]?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => i.path);
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    for (const f of staticImports(file)) closure(f, into);
    return into;
  };
  const entryFile = Object.keys(outputs).find((f) => rel(f) === ENTRY_FILE);
  if (!entryFile) throw new Error(`the client build has no ${ENTRY_FILE}`);
  const entryClosure = closure(entryFile);
  const byModule = new Map<string, string>();
  for (const [file, out] of Object.entries(outputs)) {
    const m = out.entryPoint?.replace(/\\/g, '/').match(/client\/islands\/([a-z0-9-]+)\.tsx?$/);
    if (m && file !== entryFile) byModule.set(m[1]!, file);
  }
  const beyondEntry = (file: string) => [...closure(file)].filter((f) => !entryClosure.has(f)).map(chunkName);
  const popover = byModule.has(POPOVER_MODULE) ? beyondEntry(byModule.get(POPOVER_MODULE)!) : [];
  const widgets: Record<string, string[]> = {};
  for (const [name, file] of byModule) {
    if (name === POPOVER_MODULE) continue;
    const own = beyondEntry(file);
    widgets[name] = POPOVER_WIDGETS.includes(name) ? [...new Set([...own, ...popover])] : own;
  }
  return { entry: [...entryClosure].filter((f) => f !== entryFile).map(chunkName), widgets };
}
