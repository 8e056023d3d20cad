/**
 * The package as an author gets it: `npm pack`, the tarball installed into
 * an empty folder outside the repository, and `vitrine check`, `render
 * --site`, `serve` and `lsp --stdio` run from there, plus
 * `import { compile } from 'vitrine/engine'` with its types.
 *
 * The install is offline. npm 11 asks the registry for whole package
 * documents when it resolves ranges, and the local cache holds only the
 * abbreviated ones, so the folder gets a lockfile made from the repository's
 * own (its runtime packages at the same versions, with their tarball
 * addresses, which the cache does hold) and `npm ci --offline` installs it.
 * Install scripts are skipped: the native modules that need them (SQLite,
 * argon2) are the server's, and the template commands must not load them.
 */
import t from 'tap';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-jsonrpc/node';
import { ROOT, builtModule } from '../helpers/built.js';
import { spawnOwned } from '../helpers/owned.js';
import { withoutTapHooks } from '../helpers/env.js';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';

// npm pack, an install of ~350 packages (mostly disk: ~25 s of CPU) and four commands: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(540_000);

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of a shell in the author's folder: no tap hooks, no npm settings inherited from an `npm test` around us. */
function authorEnv(): NodeJS.ProcessEnv {
  const env = withoutTapHooks();
  for (const key of Object.keys(env)) if (key.startsWith('npm_')) delete env[key];
  return env;
}

function run(command: string, args: string[], cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawnOwned(command, args, { cwd, env: authorEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr!.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

interface LockEntry {
  version?: string;
  resolved?: string;
  link?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  name?: string;
  [key: string]: unknown;
}

/** package.json and package-lock.json of an author's folder depending on the tarball, pinned to the repository's runtime packages. */
function authorProject(dir: string, tarball: string, registry: string): void {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, unknown>;
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const spec = `file:${tarball}`;
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  const packages: Record<string, LockEntry> = {
    '': { name: 'author-site', devDependencies: { vitrine: spec } },
    'node_modules/vitrine': {
      version: pkg.version as string,
      resolved: spec,
      integrity,
      dev: true,
      dependencies: pkg.dependencies,
      bin: pkg.bin,
      engines: pkg.engines,
    },
  };
  for (const [path, entry] of Object.entries(lock.packages)) {
    // The repository's development packages are not the package's: an install must not need them.
    if (path === '' || entry.dev || entry.link) continue;
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const { devOptional: _devOptional, ...rest } = entry;
    packages[path] = { ...rest, dev: true, resolved: entry.resolved ?? `${registry}${name}/-/${name.split('/').pop()}-${entry.version}.tgz` };
  }
  // The repository's overrides decided the locked versions; the folder states them so npm keeps the lock.
  const project = { name: 'author-site', private: true, type: 'module', devDependencies: { vitrine: spec }, overrides: pkg.overrides };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(project, null, 2)}\n`);
  writeFileSync(join(dir, 'package-lock.json'), `${JSON.stringify({ name: 'author-site', lockfileVersion: 3, requires: true, packages }, null, 1)}\n`);
}

t.test('npm pack, install the tarball elsewhere, run vitrine from there', async (t) => {
  builtModule('cli/main.js');
  const work = mkdtempSync(join(tmpdir(), 'vitrine-package-'));
  t.teardown(() => rmSync(work, { recursive: true, force: true }));

  const packed = await run('npm', ['pack', '--json', '--pack-destination', work], ROOT);
  t.equal(packed.status, 0, `npm pack: ${packed.stderr.slice(-2000)}`);
  const [info] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
  const files = info!.files.map((f) => f.path);
  t.ok(files.includes('dist/cli/main.js'), 'the built command is in the tarball');
  t.ok(files.includes('dist/engine/index.js') && files.includes('dist/types/engine/index.d.ts'), 'the engine and its types are in the tarball');
  t.ok(files.includes('dist/bundles/vitrine.js'), 'the prebuilt browser bundles are in the tarball');
  t.same(files.filter((f) => /^(test|fixtures|templates|dist\/test)\//.test(f) || (/\.tsx?$/.test(f) && !f.endsWith('.d.ts')) || f.endsWith('.map')), [], 'no tests, fixtures, sources or source maps');

  const author = join(work, 'author');
  cpSync(join(ROOT, 'fixtures/themes/minimal'), author, { recursive: true });
  // The tarballs' addresses on the registry npm is configured with (the cache knows them by address).
  const registry = (await run('npm', ['config', 'get', 'registry'], author)).stdout.trim().replace(/\/?$/, '/');
  authorProject(author, join(work, info!.filename), registry);
  const installed = await run('npm', ['ci', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], author);
  t.equal(installed.status, 0, `npm ci: ${installed.stderr.slice(-2000)}`);
  t.notOk(existsSync(join(author, 'node_modules/tsx')), 'no TypeScript loader installed');
  t.notOk(existsSync(join(author, 'node_modules/typescript')), 'no development packages installed');
  const bin = join(author, 'node_modules/.bin/vitrine');

  const checked = await run(bin, ['check', 'template'], author);
  t.equal(checked.status, 0, `check: ${checked.stdout}${checked.stderr}`);
  t.match(checked.stdout, /0 errors/);

  // As `npm install -g` runs it: through the bin link, from a folder of templates with no node_modules of its own.
  const elsewhere = join(work, 'elsewhere');
  cpSync(join(ROOT, 'fixtures/themes/minimal/template'), join(elsewhere, 'site'), { recursive: true });
  const global = await run(bin, ['check', 'site'], elsewhere);
  t.equal(global.status, 0, `check from a folder without node_modules: ${global.stdout}${global.stderr}`);
  t.match(global.stdout, /0 errors/);

  const rendered = await run(bin, ['render', '--site', 'template', '--out', 'out'], author);
  t.equal(rendered.status, 0, `render --site: ${rendered.stdout}${rendered.stderr}`);
  t.match(readFileSync(join(author, 'out/index.html'), 'utf8'), /<title>[^<]*Plain/);

  // serve: one page fetched, then the process stopped.
  const served = spawnOwned(bin, ['serve', 'template', '--port', '0'], { cwd: author, env: authorEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  const stopServe = () =>
    new Promise<void>((resolve) => {
      if (served.exitCode !== null || served.signalCode !== null) return resolve();
      served.once('exit', () => resolve());
      served.kill('SIGTERM');
    });
  t.teardown(stopServe);
  let out = '';
  served.stdout!.setEncoding('utf8').on('data', (s: string) => (out += s));
  served.stderr!.setEncoding('utf8').on('data', (s: string) => (out += s));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${out}`)), 60_000);
    served.stdout!.on('data', () => {
      const m = /listening on (http:\/\/\S+?)\/? /.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    served.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`serve exited:\n${out}`));
    });
  });
  const page = await fetch(`${url}/`);
  t.equal(page.status, 200);
  t.match(await page.text(), /Plain/);
  await stopServe();

  // lsp --stdio: initialize answers with the server's capabilities.
  const lsp = spawnOwned(bin, ['lsp', '--stdio'], { cwd: author, env: authorEnv(), stdio: ['pipe', 'pipe', 'pipe'] }) as ChildProcessWithoutNullStreams;
  const lspExited = new Promise<void>((resolve) => lsp.once('exit', () => resolve()));
  const connection = createMessageConnection(new StreamMessageReader(lsp.stdout), new StreamMessageWriter(lsp.stdin));
  t.teardown(async () => {
    connection.dispose();
    if (lsp.exitCode === null && lsp.signalCode === null) lsp.kill('SIGKILL');
    await lspExited;
  });
  connection.listen();
  const init = (await connection.sendRequest('initialize', { processId: process.pid, rootUri: `file://${author}`, capabilities: {} })) as { capabilities: Record<string, unknown> };
  t.ok(init.capabilities.hoverProvider && init.capabilities.completionProvider, 'the language server answers initialize');
  await connection.sendRequest('shutdown');
  await connection.sendNotification('exit');
  await lspExited;

  // The engine as a library, typed, and free of Node built-ins (so it bundles for browsers).
  writeFileSync(join(author, 'use-engine.ts'), "import { compile } from 'vitrine/engine';\nconst html: string = compile('Hi {name}!').render({ name: 'Ada' }).html;\nconsole.log(html);\n");
  writeFileSync(join(author, 'use-engine.mjs'), "import { compile } from 'vitrine/engine';\nconsole.log(compile('Hi {name}!').render({ name: 'Ada' }).html);\n");
  const used = await run(process.execPath, ['use-engine.mjs'], author);
  t.equal(used.stdout.trim(), 'Hi Ada!', `vitrine/engine: ${used.stderr}`);
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  const typed = await run(process.execPath, [tsc, '--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--lib', 'es2022,dom', '--types', '', 'use-engine.ts'], author);
  t.equal(typed.status, 0, `the engine's types resolve through the package's exports: ${typed.stdout}${typed.stderr}`);
  const engineFiles = files.filter((f) => f.startsWith('dist/engine/') && f.endsWith('.js'));
  const nodeImports = engineFiles.filter((f) => /from\s*["']node:|import\(["']node:/.test(readFileSync(join(author, 'node_modules/vitrine', f), 'utf8')));
  t.same(nodeImports, [], 'no engine module imports a Node built-in');
});
