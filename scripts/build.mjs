#!/usr/bin/env node
/**
 * `npm run build` (also run by `npm install` as `prepare`, and before `npm
 * start` and `npm test`): compiles the TypeScript of engine/, editor/, site/, server/, cli/, client/, client-build/
 * and scripts/ to plain JavaScript in dist/ (same layout, esbuild, one file per
 * module), copies the data files those folders read, and writes the browser
 * bundles to dist/bundles/ and what `npm start` runs to dist/start/, and the `vitrine` command's bundle to dist/start-cli/ (scripts/build-start.mjs). Plain JavaScript itself, so it needs only esbuild
 * (a dependency): `npm ci --omit=dev` can build. Skips the work when dist/ is
 * newer than every source.
 */
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { CODE, MODULE_BUILD, SOURCE_DIRS } from './build-options.mjs';
import { DIST, ROOT, STAMP, distIsCurrent, sourceFiles } from './build-stamp.mjs';

const files = sourceFiles();
const force = process.argv.includes('--force');
if (!force && distIsCurrent(files)) process.exit(0);

const started = performance.now();
const { build } = await import('esbuild');
for (const d of [...SOURCE_DIRS, 'start', 'start-cli']) rmSync(join(DIST, d), { recursive: true, force: true });
await build({
  entryPoints: files.filter((f) => CODE.test(f) && !f.endsWith('.d.ts')),
  outdir: DIST,
  outbase: ROOT,
  ...MODULE_BUILD,
});
// Data files the modules read beside themselves (LESS modules, schemas, stand-in scripts, placeholder images).
for (const f of files.filter((f) => !CODE.test(f))) {
  const to = join(DIST, relative(ROOT, f));
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(f, to);
}
const bundles = await import(new URL('../dist/client-build/build-client.js', import.meta.url).href);
const editor = await import(new URL('../dist/client-build/build-editor.js', import.meta.url).href);
const { buildStart } = await import('./build-start.mjs');
await Promise.all([bundles.buildClient(true), bundles.buildDashboard(true), editor.writeEditorBundles(), buildStart(DIST)]);
writeFileSync(STAMP, new Date().toISOString());
console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
