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

t.test('a page rendered before the latest load is told to reload as soon as it connects (its reload event was sent before it listened)', async (t) => {
  const dir = frameworkFolder(t);
  const served = await serveFolder(dir, dir);
  t.teardown(served.stop);
  const html = await (await fetch(`${served.url}/`)).text();
  const version = Number(/EventSource\("\/__vitrine\/live" \+ '\?version=' \+ (\d+)\)/.exec(html)?.[1]);
  t.ok(version >= 1, `the page carries its version (${version})`);
  /** The live stream's text until `enough` says so (the two writes of a connection may come as one chunk or two). */
  const read = async (v: number, enough: (text: string) => boolean) => {
    const controller = new AbortController();
    const res = await fetch(`${served.url}/__vitrine/live?version=${v}`, { signal: controller.signal });
    const reader = res.body!.getReader();
    let text = '';
    while (!enough(text)) text += new TextDecoder().decode((await reader.read()).value);
    controller.abort();
    return text;
  };
  t.match(await read(version - 1, (s) => s.includes('event: reload')), /^: vitrine \d+\n\nevent: reload\n/, 'an older version: reload at once');
  // The current version: the connection's first write is the comment alone, no reload with it.
  t.match(await read(version, (s) => s.includes('\n\n')), /^: vitrine \d+\n\n$/, 'the current version: no reload');
});
