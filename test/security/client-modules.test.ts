// Issue 41 item 3: pages load the shopper widgets as ES modules under their
// nonce CSP: one module script carrying the response's nonce, and
// modulepreload links (with it too) for the chunks of the widgets the page
// holds, served immutable; in Chromium the modules run under the policy
// with no violation, and a page with only the cart pill loads no renderer.
import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../server/app.js';
import { defaultConfig } from '../../server/config.js';
import { CLIENT_BUNDLE_PATH, CLIENT_CHUNKS_PATH } from '../../server/site-http/site-routes.js';
import { RENDERER_MARK } from '../../client-build/build-client.js';
import { INTL_WARM_WORKER_PATH } from '../../editor/money-texts.js';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';

t.setTimeout(180_000);

const dir = mkdtempSync(join(tmpdir(), 'vitrine-modules-'));
const config = defaultConfig();
const app = await buildServer({ ...config, logLevel: 'silent', renderWorkers: 1, database: { ...config.database, url: null, file: join(dir, 'store.sqlite') } });
t.teardown(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const nonceOf = (csp: string) => /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
const preloadsOf = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)" fetchpriority="low"([^>]*)>/g)].map((m) => ({ href: m[1]!, attrs: m[2]! }));
/** The chunks holding the widgets' renderer (Preact's compat layer, in place of React DOM, which none may hold: one of its event names). */
async function rendererChunks(hrefs: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const href of hrefs) {
    const body = (await app.inject(href)).body;
    if (body.includes('onCompositionEnd')) throw new Error(`${href} holds React DOM`);
    if (body.includes(RENDERER_MARK)) out.push(href);
  }
  return out;
}

t.test('the module script and the preloads carry the response nonce; the chunks are served immutable', async (t) => {
  for (const url of ['/', '/', '/shop/stoneware-mug']) {
    const res = await app.inject(url);
    const nonce = nonceOf(String(res.headers['content-security-policy']));
    t.ok(nonce, `${url}: a nonce`);
    t.match(res.body, `<script type="module" src="${CLIENT_BUNDLE_PATH}" nonce="${nonce}"></script>`, `${url}: the entry is a module script with the nonce`);
    t.notMatch(res.body, /<script defer src="\/__vitrine\/vitrine\.js"/, `${url}: no classic script`);
    const preloads = preloadsOf(res.body);
    t.ok(preloads.length > 5, `${url}: ${preloads.length} chunks preloaded`);
    t.ok(preloads.every((p) => p.href.startsWith(CLIENT_CHUNKS_PATH) && p.attrs === ` nonce="${nonce}"`), `${url}: each preload is a chunk with the nonce`);
    for (const w of ['cart-pill', 'add-to-cart', 'quick-view', 'added-popover']) t.ok(preloads.some((p) => p.href.startsWith(`${CLIENT_CHUNKS_PATH}${w}-`)), `${url}: ${w}'s module preloaded`);
    t.equal((await rendererChunks(preloads.map((p) => p.href))).length, 1, `${url}: the renderer preloaded (the page has widgets that render)`);
  }
  const home = preloadsOf((await app.inject('/')).body);
  const chunk = await app.inject(home[0]!.href);
  t.equal(chunk.statusCode, 200);
  t.match(String(chunk.headers['content-type']), /^text\/javascript/);
  t.match(String(chunk.headers['cache-control']), /immutable/);
  t.equal((await app.inject(`${CLIENT_CHUNKS_PATH}no-such-chunk.js`)).statusCode, 404, 'an unknown chunk is not found');
  t.equal((await app.inject(`${CLIENT_CHUNKS_PATH}..%2Fvitrine.js`)).statusCode, 404, 'nothing outside the chunks');

  const entry = await app.inject(CLIENT_BUNDLE_PATH);
  t.equal(entry.statusCode, 200);
  t.match(String(entry.headers['cache-control']), /no-cache/, 'the entry keeps its name from build to build: checked each time');
  const again = await app.inject({ url: CLIENT_BUNDLE_PATH, headers: { 'if-none-match': String(entry.headers.etag) } });
  t.equal(again.statusCode, 304, 'unchanged: not sent again');
});

t.test('a page with only the cart pill preloads no renderer', async (t) => {
  const res = await app.inject('/faq');
  t.equal(res.statusCode, 200);
  t.notMatch(res.body, /data-widget="(?!cart-pill")/, 'the FAQ has no widget but the pill');
  const preloads = preloadsOf(res.body).map((p) => p.href);
  t.ok(preloads.some((h) => h.startsWith(`${CLIENT_CHUNKS_PATH}cart-pill-`)), 'the pill module preloaded');
  t.same(await rendererChunks(preloads), [], 'no renderer');
});

t.test('in Chromium: the modules run under the policy, each widget takes over, only the chunks named load', async (t) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  t.teardown(() => browser.close());
  for (const [path, ready, react] of [
    ['/', '[data-widget="add-to-cart"] .sqs-add-to-cart-button[data-state]', true],
    ['/faq', 'a.cart-pill .cart-pill__spoken', false],
  ] as const) {
    const page = await browser.newPage();
    const violations: string[] = [];
    const scripts: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.log(`Content Security Policy violation: ${e.blockedURI}`)));
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    // The home page's product cards mount when they near the viewport (client/islands/when-near.ts).
    if (react) await page.locator('[data-widget="add-to-cart"]').first().scrollIntoViewIfNeeded({ timeout: 60_000 });
    await page.waitForSelector(ready, { state: 'attached', timeout: 60_000 });
    t.same(violations, [], `${path}: no violation`);
    const html = await page.content();
    const named = new Set([CLIENT_BUNDLE_PATH, ...preloadsOf(html).map((p) => p.href)]);
    const ours = scripts.filter((s) => s.startsWith('/__vitrine/'));
    // web-vitals is loaded after the start by telemetry, not named up front; the money widgets'
    // ICU warm-up is a worker's script started when the page is idle (client/islands/money-warm.ts), no module of the page.
    const late = (s: string) => s.startsWith(`${CLIENT_CHUNKS_PATH}web-vitals-`) || s === INTL_WARM_WORKER_PATH;
    t.same(ours.filter((s) => !named.has(s) && !late(s)), [], `${path}: every module loaded was preloaded`);
    t.equal((await rendererChunks(ours)).length > 0, react, `${path}: the renderer loaded: ${react}`);
    await page.close();
  }
});
