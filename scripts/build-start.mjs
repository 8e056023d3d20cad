/**
 * The bundle `npm start` runs (dist/start/main.js): dist/server/main.js with
 * the project's own modules and kysely (whose ES build is 262 files) in one
 * file, the other packages left to Node. A start loaded some 740 modules one
 * by one (resolve, read, compile, link each), the largest part of its CPU
 * time: bundled, a start with a new database took a quarter less CPU
 * (1.16 s against 1.54 s, render workers included, at load average 16).
 *
 * Each bundled module keeps reading the files beside it in dist/ (LESS
 * modules, the render worker, placeholder images): its `import.meta.url`
 * is rewritten to its own file's URL, found from the bundle's place.
 * Dynamic imports become chunks beside the bundle. The tests and the CLI
 * keep running the modules of dist/ one by one.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/** Packages bundled in: plain ES modules that read no files of their own. */
const BUNDLED_PACKAGES = /^kysely(\/|$)/;

/** Writes dist/start/ from the modules in `dist` (built first). */
export async function buildStart(dist) {
  const { build } = await import('esbuild');
  const out = join(dist, 'start');
  const own = (path) => path.startsWith(dist + sep) && !path.includes(`${sep}node_modules${sep}`);
  await build({
    entryPoints: [join(dist, 'server', 'main.js')],
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'vitrine-start',
        setup(b) {
          // Bare specifiers are packages: Node loads them from node_modules as before, but for BUNDLED_PACKAGES.
          b.onResolve({ filter: /^[^./]/ }, (args) => (BUNDLED_PACKAGES.test(args.path) ? undefined : { path: args.path, external: true }));
          b.onLoad({ filter: /\.js$/ }, async (args) => {
            if (!own(args.path)) return undefined;
            const text = await readFile(args.path, 'utf8');
            if (!text.includes('import.meta.url')) return undefined;
            const self = JSON.stringify(relative(out, args.path).split(sep).join('/'));
            return { contents: text.replaceAll('import.meta.url', `new URL(${self}, import.meta.url).href`), loader: 'js', resolveDir: dirname(args.path) };
          });
        },
      },
    ],
  });
}
