#!/usr/bin/env node
/**
 * `npm test` runs this after scripts/build.mjs: compiles test/ to plain
 * JavaScript in dist/test/, so each test file runs with plain node instead
 * of paying a TypeScript loader's start and a compile of the sources in
 * each test process.
 *
 * Each test file is bundled with the sources it imports, which go into
 * chunks that the tests share (dist/test/chunks/); packages but kysely stay in
 * node_modules. Loading some six hundred modules one by one cost a test
 * process about 0.9 s of CPU before its first test.
 *
 * Tests find their fixtures (and the repository, and ../shared) from
 * `import.meta.url`, so in the bundle each module keeps the one it had:
 * a test its source file's URL (fixtures are not copied), a source module
 * its build's URL in dist/, where the files it reads beside itself are
 * (the render worker, the platform's scripts, the styles).
 * Skips the work when dist/test/ is newer than every test and source file.
 */
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CODE, MODULE_BUILD, SOURCE_DIRS, walk } from './build-options.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TESTS = join(ROOT, 'test');
const OUT = join(ROOT, 'dist', 'test');
const STAMP = join(OUT, '.build-stamp');
const IMPORT_META_URL = /\bimport\.meta\.url\b/g;

const files = [...walk(TESTS)].filter((f) => CODE.test(f) && !f.endsWith('.d.ts'));
// The bundles hold the sources too: a change to either makes them stale.
const sources = SOURCE_DIRS.flatMap((d) => [...walk(join(ROOT, d))]);
const newest = Math.max(...[join(ROOT, 'package.json'), fileURLToPath(import.meta.url), fileURLToPath(new URL('./build-options.mjs', import.meta.url)), join(TESTS, 'client', 'react-as-preact.mjs'), ...files, ...sources].map((f) => statSync(f).mtimeMs));
if (!process.argv.includes('--force') && existsSync(STAMP) && statSync(STAMP).mtimeMs >= newest) process.exit(0);

const started = performance.now();
const { build } = await import('esbuild');
rmSync(OUT, { recursive: true, force: true });

/**
 * `import.meta.url` as each module had it unbundled: a test's own source
 * file (its fixtures sit beside it), a source module's build in dist/ (the
 * worker, the platform files and the styles it reads sit beside that).
 */
const sourceUrl = {
  name: 'module-import-meta-url',
  setup(b) {
    b.onLoad({ filter: CODE }, (args) => {
      const inTests = !relative(TESTS, args.path).startsWith('..');
      const url = inTests ? pathToFileURL(args.path).href : pathToFileURL(join(ROOT, 'dist', relative(ROOT, args.path).replace(CODE, '.js'))).href;
      return { contents: readFileSync(args.path, 'utf8').replace(IMPORT_META_URL, JSON.stringify(url)), loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * Packages go into the chunks too when they are plain ES modules in many
 * files that read nothing beside themselves: kysely's build is 262 modules,
 * about 0.12 s of CPU to load one by one in each of the 163 test files
 * that reach the store. Every other package stays in node_modules.
 */
const BUNDLED_PACKAGES = /^kysely(\/|$)/;
const packagesOutside = (bundled = BUNDLED_PACKAGES) => ({
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (bundled.test(args.path) ? undefined : { path: args.path, external: true }));
  },
});

/**
 * The shopper widgets' tests (test/client/ but its admin/ and editor-* files)
 * render with the renderer the shopper bundle ships: React's imports become
 * Preact's compat layer, as client-build/build-client.ts aliases them, 'react'
 * itself a module that adds Preact's act(). The other tests keep React 19.
 */
const SHOPPER_TESTS = /^client[\\/](?!admin[\\/]|editor-)[^\\/]+$/;
const isShopperTest = (f) => SHOPPER_TESTS.test(relative(TESTS, f));
const AS_PREACT = {
  react: join(TESTS, 'client', 'react-as-preact.mjs'),
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-runtime',
};
// Preact is bundled into these tests' chunks (esbuild must see its exports to re-export them), one copy for them all.
const SHOPPER_BUNDLED_PACKAGES = /^(kysely|preact)(\/|$)/;
const shopperRenderer = {
  name: 'shopper-renderer',
  setup(b) {
    b.onResolve({ filter: /^react(-dom)?(\/|$)/ }, (args) => {
      if (!Object.hasOwn(AS_PREACT, args.path)) return undefined;
      const to = AS_PREACT[args.path];
      return isAbsolute(to) ? { path: to } : b.resolve(to, { kind: args.kind, resolveDir: args.resolveDir });
    });
  },
};

// Each test file with the sources it imports in shared chunks (packages but kysely stay in node_modules):
// a test process loads a few files instead of some six hundred modules one by one.
const testBuild = (entryPoints, chunks, bundled, plugins = []) =>
  build({
    entryPoints,
    outdir: OUT,
    outbase: TESTS,
    ...MODULE_BUILD,
    bundle: true,
    splitting: true,
    chunkNames: `${chunks}/[name]-[hash]`,
    plugins: [...plugins, packagesOutside(bundled), sourceUrl],
  });
await Promise.all([
  testBuild(files.filter((f) => !isShopperTest(f)), 'chunks', BUNDLED_PACKAGES),
  testBuild(files.filter(isShopperTest), 'chunks-shopper', SHOPPER_BUNDLED_PACKAGES, [shopperRenderer]),
]);
writeFileSync(STAMP, new Date().toISOString());
console.log(`built dist/test/ in ${Math.round(performance.now() - started)} ms`);
