/**
 * The bundle `npm start` runs (dist/start/main.js): dist/server/main.js with
 * the project's own modules and kysely (whose ES build is 262 files) in one
 * file, the other packages left to Node. A start loaded some 740 modules one
 * by one (resolve, read, compile, link each), the largest part of its CPU
 * time: bundled, a start with a new database took a quarter less CPU
 * (1.16 s against 1.54 s, render workers included, at load average 16).
 * Fastify, pino, ajv and the other packages the server imports at start
 * came next (355 CommonJS files): bundled too, importing dist/start/main.js
 * took 0.45 s of CPU instead of 0.80 s (median of 4 alternating runs, load
 * average 23). A bundled package's require() calls come in with it (Node's
 * own modules through the `require` the banner makes); native addons and
 * the packages loaded only on demand (esbuild, LESS, sharp, pg, argon2) stay
 * in node_modules, as does @fastify/cookie, whose import() of `cookie`
 * would get only a default export from a chunk.
 *
 * Each bundled module keeps reading the files beside it in dist/ (LESS
 * modules, the render worker, placeholder images): its `import.meta.url`
 * is rewritten to its own file's URL, found from the bundle's place.
 * Dynamic imports become chunks beside the bundle. The tests keep running
 * the modules of dist/ one by one.
 *
 * The `vitrine` command runs dist/start-cli/main.js (bin/vitrine.js) the
 * same way: dist/cli/main.js bundled, each command's modules in chunks.
 * `vitrine check FILE` loaded 109 modules one by one (resolve, read,
 * compile, link each), the most of its time after Node's own start.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/** Packages bundled in, with what they require: plain JavaScript that reads no files of its own at start (pino's transports, which would, are not used). */
const BUNDLED_PACKAGES = /^(kysely|fastify|pino|@fastify\/(accepts|rate-limit|compress|ajv-compiler|fast-json-stringify-compiler|proxy-addr|formbody)|helmet|luxon|ajv)(\/|$)/;

/** Required by bundled packages, yet left to Node: native addons and what is loaded only on demand. */
const NATIVE = /^(better-sqlite3|argon2|pg|ioredis|nodemailer|sharp|esbuild|less)(\/|$)/;

/** Packages bundled into the `vitrine` command's bundle: commander (every run parses its arguments) and luxon (the engine's dates). */
const CLI_PACKAGES = /^(commander|luxon)(\/|$)/;

/**
 * The render worker's entry with the project's modules it imports in one
 * file (dist/server/render/worker-bundle.js; packages stay in node_modules).
 * Every server starts its render workers (a spare besides), and each
 * thread loaded some 90 modules of dist/ one by one: about 90 ms of CPU
 * per worker, 45 ms bundled (an empty worker thread costs 30), for
 * `npm start` as for the hundreds of servers the tests start.
 * server/render/pool.ts starts it where it exists.
 */
async function bundleWorker(dist) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [join(dist, 'server', 'render', 'worker.js')],
    outfile: join(dist, 'server', 'render', 'worker-bundle.js'),
    bundle: true,
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
}

/** Writes dist/start/ (`npm start`), dist/start-cli/ (the `vitrine` command) and the render worker's bundle from the modules in `dist` (built first). */
export async function buildStart(dist) {
  await Promise.all([
    bundleWorker(dist),
    bundle(dist, join(dist, 'server', 'main.js'), join(dist, 'start'), BUNDLED_PACKAGES),
    // Each command's modules in a chunk of their own (program.ts imports them on demand): `vitrine check FILE` reads the parser's, not the LSP's or the server's.
    bundle(dist, join(dist, 'cli', 'main.js'), join(dist, 'start-cli'), CLI_PACKAGES),
  ]);
}

/** Bundles `entry` into `out`: the project's modules, and the packages `packages` matches with what they require. */
async function bundle(dist, entry, out, packages) {
  const { build } = await import('esbuild');
  const own = (path) => path.startsWith(dist + sep) && !path.includes(`${sep}node_modules${sep}`);
  await build({
    entryPoints: [entry],
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    banner: { js: "import { createRequire as __vitrineRequire } from 'node:module'; const require = __vitrineRequire(import.meta.url);" },
    plugins: [
      {
        name: 'vitrine-start',
        setup(b) {
          // Bare specifiers are packages: Node loads them from node_modules, but for BUNDLED_PACKAGES and what they require.
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            const inPackage = args.importer.includes(`${sep}node_modules${sep}`);
            // What a bundled package requires comes in with it, but native addons; an import() of its own is left to Node.
            const bundled = packages.test(args.path) || (inPackage && args.kind === 'require-call' && !NATIVE.test(args.path));
            return bundled ? undefined : { path: args.path, external: true };
          });
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
