// A framework folder names `<squarespace:script src="site-bundle.js">`, a
// webpack output it does not commit (issue 21). `vitrine serve` answers
// with the folder's build when there is one (build/scripts/), else a
// stand-in that does nothing: no 404 and no script error in the console;
// `render --site` writes the same files.
// Our own fixture folders, in Chromium.
import t, { type Test } from 'tap';
import type { Browser, Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveFolder } from '../cli/serve-helpers.js';
import { vitrine } from '../cli/run-cli.js';

// Serve processes and Chromium: minutes on a busy machine, never ten (the suite-wide limit).
t.setTimeout(240_000);

const FOLDERS = 'test/fixtures/devmode/script-builds';

let browser: Browser;
t.before(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  t.teardown(() => browser.close());
});

/** Opens the folder's home page, recording every failed request, console message and page error. */
async function open(t: Test, folder: string): Promise<{ page: Page; url: string; failed: string[]; errors: string[]; infos: string[] }> {
  const served = await serveFolder(folder, `${FOLDERS}/${folder}`);
  t.teardown(served.stop);
  const page = await browser.newPage();
  t.teardown(() => page.close());
  const failed: string[] = [];
  const errors: string[] = [];
  const infos: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => (m.type() === 'error' ? errors : infos).push(m.text()));
  await page.goto(`${served.url}/`, { waitUntil: 'load' });
  return { page, url: served.url, failed, errors, infos };
}

t.test('no build: a stand-in answers, the console stays clean', async (t) => {
  const { page, url, failed, errors, infos } = await open(t, 'unbuilt');
  await page.waitForFunction(() => document.readyState === 'complete');
  t.same(failed, [], 'no request fails');
  t.same(errors, [], 'no console error and no page error');
  const bundle = await page.request.get(`${url}/scripts/site-bundle.js`);
  t.equal(bundle.status(), 200);
  t.equal(bundle.headers()['cache-control'], 'no-store', 'not cached: a build shows up at once');
  t.match(bundle.headers()['content-type'], /^text\/javascript/);
  await t.resolves(until(() => infos.some((m) => m.includes('scripts/site-bundle.js is not in the template folder'))), 'the stand-in says what it is, at the information level');
  t.equal(await page.locator('#bundle-report').textContent(), 'no bundle ran');
  t.equal((await page.request.get(`${url}/scripts/missing.css`)).status(), 404, 'only scripts get a stand-in');
  t.equal((await page.request.get(`${url}/scripts/..%2Ftemplate.conf.js`)).status(), 200, 'a path out of the folder gets the stand-in, never a file outside');
  t.notMatch(await (await page.request.get(`${url}/scripts/..%2Ftemplate.conf.js`)).text(), /"layouts"/);
});

t.test('a built bundle under build/scripts/ is served and runs', async (t) => {
  const { page, url, failed, errors } = await open(t, 'built');
  await page.waitForFunction(() => document.getElementById('bundle-report')?.textContent === 'the built bundle ran');
  t.same(failed, []);
  t.same(errors, []);
  const bundle = await page.request.get(`${url}/scripts/site-bundle.js`);
  t.match(bundle.headers()['cache-control'], /max-age/, 'a real file is cached like the other assets');
});

t.test('render --site writes the built bundle, else the stand-in, where the pages load it', async (t) => {
  const out = mkdtempSync(join(tmpdir(), 'vitrine-bundles-'));
  t.teardown(() => rmSync(out, { recursive: true, force: true }));
  for (const folder of ['built', 'unbuilt']) {
    const r = await vitrine(['render', '--site', `${FOLDERS}/${folder}`, '--out', join(out, folder)]);
    t.equal(r.status, 0, r.stderr);
    t.match(readFileSync(join(out, folder, 'index.html'), 'utf8'), '<script src="/scripts/site-bundle.js"></script>');
  }
  t.match(readFileSync(join(out, 'built', 'scripts', 'site-bundle.js'), 'utf8'), "'the built bundle ran'");
  t.match(readFileSync(join(out, 'unbuilt', 'scripts', 'site-bundle.js'), 'utf8'), /^\/\* Vitrine: this script is not in the template folder/);
});

/** Resolves once `check` holds (polled; console messages arrive asynchronously). */
function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const poll = () => (check() ? resolve() : Date.now() > end ? reject(new Error('timed out')) : setTimeout(poll, 25));
    poll();
  });
}
