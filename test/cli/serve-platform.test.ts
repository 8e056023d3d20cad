/**
 * `vitrine serve` serves as the platform serves a developer's templates:
 * no Content-Security-Policy unless `--csp strict`; a script served as a
 * stand-in is explained (in the console output and the page's overlay),
 * naming the folder's build command; `--build` runs it first.
 */
import t, { type Test } from 'tap';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './run-cli.js';
import { serveFolder } from './serve-helpers.js';

t.setTimeout(180_000);

/** A copy of the unbuilt framework fixture, with a package.json whose build writes build/scripts/site-bundle.js. */
function frameworkFolder(t: Test): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'vitrine-framework-')), 'framework');
  t.teardown(() => rmSync(join(dir, '..'), { recursive: true, force: true }));
  cpSync(join(ROOT, 'test/fixtures/devmode/script-builds/unbuilt'), dir, { recursive: true });
  const build = `node -e "require('fs').mkdirSync('build/scripts',{recursive:true});require('fs').writeFileSync('build/scripts/site-bundle.js','/* built */')"`;
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ name: 'framework', private: true, scripts: { build } }, null, 2)}\n`);
  return dir;
}

t.test('no CSP by default; stand-in scripts explained with the build command', async (t) => {
  const dir = frameworkFolder(t);
  const served = await serveFolder(dir, dir);
  t.teardown(served.stop);
  t.match(served.output(), /scripts\/site-bundle\.js is not in the template folder, so Vitrine serves a stand-in that does nothing[^\n]*run `npm install && npm run build` \(or serve with --build\)/);
  const res = await fetch(`${served.url}/`);
  t.equal(res.status, 200);
  t.equal(res.headers.get('content-security-policy'), null, 'no policy: scripts, styles and fonts from other hosts and inline handlers run, as on the platform');
  const html = await res.text();
  t.match(html, /"severity":"warning","file":"scripts\/","line":0,"col":0,"message":"scripts\/site-bundle\.js is not in the template folder/, 'the overlay explains the stand-in');
  t.match(await (await fetch(`${served.url}/scripts/site-bundle.js`)).text(), /stand-in that does nothing/);
});

t.test('--csp strict: the storefront policy', async (t) => {
  const dir = frameworkFolder(t);
  const served = await serveFolder(dir, dir, ['--csp', 'strict']);
  t.teardown(served.stop);
  const res = await fetch(`${served.url}/`);
  t.match(res.headers.get('content-security-policy') ?? '', /script-src 'self' 'nonce-/);
});

t.test('--build runs the folder\'s build first: the built script is served, no stand-in', async (t) => {
  const dir = frameworkFolder(t);
  // node_modules present: the build alone runs (no npm install).
  cpSync(join(ROOT, 'test/fixtures/devmode/script-builds/unbuilt/styles'), join(dir, 'node_modules/placeholder'), { recursive: true });
  const served = await serveFolder(dir, dir, ['--build']);
  t.teardown(served.stop);
  t.match(served.output(), /running `npm run build`/);
  t.notMatch(served.output(), /stand-in/);
  t.equal(await (await fetch(`${served.url}/scripts/site-bundle.js`)).text(), '/* built */');
  t.notMatch(await (await fetch(`${served.url}/`)).text(), /stand-in that does nothing/);
});

t.test('a bad --csp value is a usage error', async (t) => {
  const { vitrine } = await import('./run-cli.js');
  const r = await vitrine(['serve', 'fixtures/themes/minimal/template', '--csp', 'loose']);
  t.equal(r.status, 2);
  t.match(r.stderr, /--csp/);
});

t.test('each live connection is told the current load first (a page showing an older one reloads: its request raced a reload)', async (t) => {
  const dir = frameworkFolder(t);
  const served = await serveFolder(dir, dir);
  t.teardown(served.stop);
  const html = await (await fetch(`${served.url}/`)).text();
  const version = Number(/var shown = (\d+);/.exec(html)?.[1]);
  t.ok(version >= 1, `the page carries the load it shows (${version})`);
  const controller = new AbortController();
  const res = await fetch(`${served.url}/__vitrine/live`, { signal: controller.signal });
  const reader = res.body!.getReader();
  let text = '';
  // The two writes of a connection may come as one chunk or two.
  while (!text.includes('event: hello')) text += new TextDecoder().decode((await reader.read()).value);
  while (!/event: hello\ndata: [^\n]*\n\n/.test(text)) text += new TextDecoder().decode((await reader.read()).value);
  controller.abort();
  t.match(text, `event: hello\ndata: {"version":${version}}\n\n`);
});
