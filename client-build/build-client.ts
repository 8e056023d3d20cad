/**
 * The browser bundles, built with esbuild: the shopper widgets (client/entry.ts,
 * ES modules split per widget: the entry and, for each widget on a page, its
 * island's chunks, held to per-page gzip budgets) and the owner dashboard
 * (client/dashboard/, with uPlot). `npm run build` writes both to
 * dist/bundles/ for `npm start`; run from the sources, the server builds them
 * in memory at start instead (server/client-bundles.ts).
 *
 *   npm run build:client    writes the widgets' modules and prints each page's script weight
 */
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUNDLES_DIR, fromRoot } from '../site/project-root.js';
import { CHUNKS_DIR, ENTRY_FILE, manifestOf, pageChunks, type ClientManifest } from './client-manifest.js';

export const ENTRY = fromRoot('client', 'entry.ts');
export const DASHBOARD_ENTRY = fromRoot('client', 'dashboard', 'telemetry-dashboard.ts');
export const OUTFILE = join(BUNDLES_DIR, ENTRY_FILE);
/** Where `npm run build` writes the widgets' chunks and the manifest (beside the entry). */
export const CLIENT_CHUNKS_DIR = join(BUNDLES_DIR, 'client-chunks');
export const MANIFEST_FILE = join(BUNDLES_DIR, 'client-manifest.json');
export const DASHBOARD_OUTFILE = join(BUNDLES_DIR, 'dashboard.js');
/** A page with only the cart pill loads at most this many gzip bytes of script, telemetry included (issue 41). */
export const PILL_PAGE_GZIP_BUDGET_BYTES = 30 * 1024;
/**
 * A page with every widget (the renderer and all the islands: no page has
 * them all) stays within this many gzip bytes, each of its 60-odd files
 * compressed on its own as it is served (the one bundle before the split
 * was 105.6 KB compressed whole; with React DOM, split, 128.9 KB).
 */
export const WIDGETS_GZIP_BUDGET_BYTES = 80 * 1024;
/** The shared chunk holding the shopper widgets' renderer (Preact's compat layer, with what esbuild puts beside it) stays within this many gzip bytes. */
export const RENDERER_GZIP_BUDGET_BYTES = 10 * 1024;
/** Telemetry (client/telemetry.ts: tracking, error reporter, performance records) adds at most this many gzip bytes to every page. */
export const TELEMETRY_GZIP_BUDGET_BYTES = 8 * 1024;

/** How every browser bundle is built: one minified script for the browsers of the SPEC, in memory. */
export const BROWSER_BUNDLE = {
  bundle: true,
  minify: true,
  format: 'iife',
  target: ['es2020'],
  platform: 'browser',
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  write: false,
  logLevel: 'silent',
} as const satisfies BuildOptions;

/**
 * The shopper widgets render with Preact's compat layer in place of React
 * (issue 41): about 7 KB gzip of renderer instead of React DOM's 60-odd,
 * whose evaluation alone was a long task on a throttled phone. The widgets
 * keep importing 'react'; the owner's editor and dashboard keep React 19
 * (Puck and Radix need it). docs/development.md, "Why Preact renders the
 * shopper widgets"; scripts/build-tests.mjs maps the same for their tests.
 */
export const SHOPPER_RENDERER_ALIAS = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-runtime',
} as const;

export interface ClientBundle {
  /** The entry module (vitrine.js). */
  code: string;
  /** The chunks by file name (content-hashed), which the entry imports from ./chunks/. */
  chunks: Record<string, string>;
  manifest: ClientManifest;
}

/** Replaces the telemetry module with a no-op, to measure what telemetry adds. */
const withoutTelemetry: Plugin = {
  name: 'without-telemetry',
  setup(b) {
    b.onResolve({ filter: /^\.\/telemetry\.js$/ }, () => ({ path: 'telemetry', namespace: 'stub' }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: 'export function startTelemetry() {}', loader: 'js' }));
  },
};

/** Builds the widgets' modules in memory; `write` also writes dist/bundles/vitrine.js, its chunks and the manifest. */
export async function buildClient(write = false, telemetry = true): Promise<ClientBundle> {
  const outdir = 'out';
  const result = await build({
    ...BROWSER_BUNDLE,
    alias: SHOPPER_RENDERER_ALIAS,
    format: 'esm',
    splitting: true,
    metafile: true,
    plugins: telemetry ? [] : [withoutTelemetry],
    entryPoints: { vitrine: ENTRY },
    chunkNames: `${CHUNKS_DIR}/[name]-[hash]`,
    outdir,
  });
  const at = (f: { path: string }) => f.path.replace(/\\/g, '/').split(`/${outdir}/`)[1] ?? '';
  const code = result.outputFiles.find((f) => at(f) === ENTRY_FILE)?.text ?? '';
  const chunks: Record<string, string> = {};
  for (const f of result.outputFiles) if (at(f).startsWith(`${CHUNKS_DIR}/`)) chunks[at(f).slice(CHUNKS_DIR.length + 1)] = f.text;
  const bundle = { code, chunks, manifest: manifestOf(result.metafile, outdir) };
  if (write) {
    mkdirSync(dirname(OUTFILE), { recursive: true });
    writeFileSync(OUTFILE, code);
    rmSync(CLIENT_CHUNKS_DIR, { recursive: true, force: true });
    mkdirSync(CLIENT_CHUNKS_DIR, { recursive: true });
    for (const [name, text] of Object.entries(chunks)) writeFileSync(join(CLIENT_CHUNKS_DIR, name), text);
    writeFileSync(MANIFEST_FILE, JSON.stringify(bundle.manifest));
  }
  return bundle;
}

/**
 * The same entry as one classic script, each widget's module inside it
 * (esbuild keeps the import() calls, resolved within the script): for
 * jsdom, which runs no ES modules (test/client/demo-page.test.ts).
 */
export async function buildClientScript(): Promise<string> {
  const result = await build({ ...BROWSER_BUNDLE, alias: SHOPPER_RENDERER_ALIAS, entryPoints: [ENTRY] });
  return result.outputFiles[0]!.text;
}

export interface PageScript {
  files: number;
  bytes: number;
  gzipBytes: number;
}

const gzipBytes = (text: string) => gzipSync(text).length;

/** The script a page with these widgets loads: the entry and the chunks (each file gzip-compressed on its own, as served). */
export function pageScript(b: ClientBundle, widgets: Iterable<string>): PageScript {
  const texts = [b.code, ...pageChunks(b.manifest, widgets).map((f) => b.chunks[f] ?? '')];
  return { files: texts.length, bytes: texts.reduce((n, t) => n + Buffer.byteLength(t), 0), gzipBytes: texts.reduce((n, t) => n + gzipBytes(t), 0) };
}

/** The dashboard's script: its own small bundle with uPlot; `write` also writes dist/bundles/dashboard.js. */
export async function buildDashboard(write = false): Promise<string> {
  const result = await build({
    ...BROWSER_BUNDLE,
    entryPoints: [DASHBOARD_ENTRY],
  });
  const code = result.outputFiles[0]!.text;
  if (write) {
    mkdirSync(dirname(DASHBOARD_OUTFILE), { recursive: true });
    writeFileSync(DASHBOARD_OUTFILE, code);
  }
  return code;
}

/** A string only the renderer's code holds (Preact's MathML namespace): which chunk is the renderer's. */
export const RENDERER_MARK = 'http://www.w3.org/1998/Math/MathML';

/** The gzip bytes of the renderer's chunk (0 if none holds it). */
export function rendererGzipBytes(b: ClientBundle): number {
  const name = Object.keys(b.chunks).find((f) => b.chunks[f]!.includes(RENDERER_MARK));
  return name ? gzipBytes(b.chunks[name]!) : 0;
}

/** Gzip bytes telemetry adds to a page with only the cart pill (the entry loads it on every page). */
export async function telemetryGzipBytes(): Promise<number> {
  const [all, bare] = await Promise.all([buildClient(false), buildClient(false, false)]);
  return pageScript(all, ['cart-pill']).gzipBytes - pageScript(bare, ['cart-pill']).gzipBytes;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const b = await buildClient(true);
  const telemetry = await telemetryGzipBytes();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const pill = pageScript(b, ['cart-pill']);
  const all = pageScript(b, Object.keys(b.manifest.widgets));
  console.log(`dist/bundles/vitrine.js and ${Object.keys(b.chunks).length} chunks. A page with only the cart pill: ${pill.files} files, ${kb(pill.bytes)}, ${kb(pill.gzipBytes)} gzip (budget ${kb(PILL_PAGE_GZIP_BUDGET_BYTES)}); every widget: ${kb(all.bytes)}, ${kb(all.gzipBytes)} gzip (budget ${kb(WIDGETS_GZIP_BUDGET_BYTES)}); telemetry ${kb(telemetry)} gzip (budget ${kb(TELEMETRY_GZIP_BUDGET_BYTES)})`);
  if (pill.gzipBytes > PILL_PAGE_GZIP_BUDGET_BYTES || all.gzipBytes > WIDGETS_GZIP_BUDGET_BYTES || telemetry > TELEMETRY_GZIP_BUDGET_BYTES) {
    console.error('The client script is over its gzip budget.');
    process.exitCode = 1;
  }
}
