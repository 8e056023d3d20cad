#!/usr/bin/env node
/**
 * `npm test` runs this after scripts/build.mjs: compiles test/ to plain
 * JavaScript in dist/test/ (same layout as the sources in dist/), so tap runs
 * every test file with plain node instead of paying a TypeScript loader's
 * start and a compile of the sources in each test process. A test's relative
 * imports of the sources land on their build beside it in dist/.
 *
 * Tests find their fixtures (and the repository, and ../shared) from
 * `import.meta.url`; in the compiled file it is the source file's URL, so
 * those paths stay what the source says and fixtures are not copied.
 * Skips the work when dist/test/ is newer than every test source.
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CODE, MODULE_BUILD, walk } from './build-options.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TESTS = join(ROOT, 'test');
const OUT = join(ROOT, 'dist', 'test');
const STAMP = join(OUT, '.build-stamp');
const IMPORT_META_URL = /\bimport\.meta\.url\b/g;

const files = [...walk(TESTS)].filter((f) => CODE.test(f) && !f.endsWith('.d.ts'));
const newest = Math.max(...[fileURLToPath(import.meta.url), fileURLToPath(new URL('./build-options.mjs', import.meta.url)), ...files].map((f) => statSync(f).mtimeMs));
if (!process.argv.includes('--force') && existsSync(STAMP) && statSync(STAMP).mtimeMs >= newest) process.exit(0);

const started = performance.now();
const { build } = await import('esbuild');
rmSync(OUT, { recursive: true, force: true });

/** Gives each compiled test its source file's URL as `import.meta.url`. */
const sourceUrl = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: CODE }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replace(IMPORT_META_URL, JSON.stringify(pathToFileURL(args.path).href)),
      loader: args.path.endsWith('x') ? 'tsx' : 'ts',
    }));
  },
};

await build({
  entryPoints: files,
  outdir: OUT,
  outbase: TESTS,
  ...MODULE_BUILD,
  plugins: [sourceUrl],
});
writeFileSync(STAMP, new Date().toISOString());
console.log(`built dist/test/ in ${Math.round(performance.now() - started)} ms`);
