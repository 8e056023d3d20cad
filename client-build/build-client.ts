/**
 * The browser bundles, built with esbuild: the shopper widgets
 * (client/entry.ts, one minified script held to a gzip budget) and the owner
 * dashboard (client/dashboard/, with uPlot). `npm run build` writes both to
 * dist/bundles/ for `npm start`; run from the sources, the server builds them
 * in memory at start instead (server/client-bundles.ts).
 *
 *   npm run build:client    writes the widgets' bundle and checks its budget
 */
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUNDLES_DIR, fromRoot } from '../site/project-root.js';

export const ENTRY = fromRoot('client', 'entry.ts');
export const DASHBOARD_ENTRY = fromRoot('client', 'dashboard', 'telemetry-dashboard.ts');
export const OUTFILE = join(BUNDLES_DIR, 'vitrine.js');
export const DASHBOARD_OUTFILE = join(BUNDLES_DIR, 'dashboard.js');
/**
 * The shopper widgets, React included, stay within this many gzip bytes.
 * Raised from 80 KB when checkout, forms, accounts, instalments and Quick
 * View joined the one script; loading the widgets a page lacks as separate
 * chunks is the next step (issue 23).
 */
export const WIDGETS_GZIP_BUDGET_BYTES = 104 * 1024;
/** Telemetry (client/telemetry.ts: tracking, error reporter, performance records) adds at most this many gzip bytes. */
export const TELEMETRY_GZIP_BUDGET_BYTES = 8 * 1024;
/** The whole bundle stays within this many gzip bytes. */
export const GZIP_BUDGET_BYTES = WIDGETS_GZIP_BUDGET_BYTES + TELEMETRY_GZIP_BUDGET_BYTES;

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

export interface ClientBundle {
  code: string;
  bytes: number;
  gzipBytes: number;
}

/** Replaces the telemetry module with a no-op, to measure what telemetry adds. */
const withoutTelemetry: Plugin = {
  name: 'without-telemetry',
  setup(b) {
    b.onResolve({ filter: /^\.\/telemetry\.js$/ }, () => ({ path: 'telemetry', namespace: 'stub' }));
    b.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: 'export function startTelemetry() {}', loader: 'js' }));
  },
};

/** Builds the bundle in memory; `write` also writes dist/bundles/vitrine.js. */
export async function buildClient(write = false, telemetry = true): Promise<ClientBundle> {
  const result = await build({
    ...BROWSER_BUNDLE,
    plugins: telemetry ? [] : [withoutTelemetry],
    entryPoints: [ENTRY],
  });
  const code = result.outputFiles[0]!.text;
  if (write) {
    mkdirSync(dirname(OUTFILE), { recursive: true });
    writeFileSync(OUTFILE, code);
  }
  return { code, bytes: Buffer.byteLength(code), gzipBytes: gzipSync(code, { level: 9 }).length };
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

/** Gzip bytes the telemetry module adds to the bundle. */
export async function telemetryGzipBytes(): Promise<number> {
  const [all, bare] = await Promise.all([buildClient(false), buildClient(false, false)]);
  return all.gzipBytes - bare.gzipBytes;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const b = await buildClient(true);
  const telemetry = await telemetryGzipBytes();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`dist/bundles/vitrine.js: ${kb(b.bytes)} minified, ${kb(b.gzipBytes)} gzip (budget ${kb(GZIP_BUDGET_BYTES)}); telemetry ${kb(telemetry)} gzip (budget ${kb(TELEMETRY_GZIP_BUDGET_BYTES)})`);
  if (b.gzipBytes > GZIP_BUDGET_BYTES || telemetry > TELEMETRY_GZIP_BUDGET_BYTES) {
    console.error('The client bundle is over its gzip budget.');
    process.exitCode = 1;
  }
}
