/**
 * What scripts/build.mjs (the sources) and scripts/build-tests.mjs (the
 * tests) share: how a folder is walked, and how each TypeScript module
 * becomes one plain ES module for Node 20 in dist/.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const CODE = /\.tsx?$/;

/** The folders of sources that scripts/build.mjs builds into dist/ (and the tests' bundles take in). */
export const SOURCE_DIRS = ['engine', 'editor', 'site', 'server', 'cli', 'client', 'client-build', 'scripts'];

/** Every file under `dir`, depth first. */
export function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** esbuild options: one module in, one module out, source maps beside it. */
export const MODULE_BUILD = { format: 'esm', platform: 'node', target: 'node20', jsx: 'automatic', sourcemap: 'linked', logLevel: 'warning' };
