/**
 * Telemetry in Chromium on the demo store: a visit sets the census cookies
 * in their formats and sends RecordHit and v2 events (by beacon, and by XHR
 * without one); a thrown error is reported once with the crumb header and a
 * cut stack; a page hide flushes the performance records; the owner
 * dashboard (signed in by keyboard) shows the events of the visit, at
 * desktop and phone widths, with no axe violations.
 */
import t, { type Test } from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { buildServer } from '../../server/app.js';
import { defaultConfig } from '../../server/config.js';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { runAxe } from './axe.js';
import { PERF_READY } from '../../client/report/performance-records.js';
import { until } from './cart-helpers.js';

t.setTimeout(300_000);

const TOKEN = 'browser-owner-token-0123456789abcdef';
const CVR = /^[A-Za-z0-9-]{1,64}(\|[1-9]\d{0,15}){4}$/;

const dir = mkdtempSync(join(tmpdir(), 'vitrine-telemetry-browser-'));
const config = defaultConfig();
const app = await buildServer({
  ...config,
  logLevel: 'silent',
  renderWorkers: 1,
  telemetry: { ...config.telemetry!, ownerToken: TOKEN },
  database: { ...config.database, url: null, file: join(dir, 'store.sqlite') },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(async () => {
  await browser.close();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

async function open(t: Tap, viewport = { width: 1280, height: 800 }, init?: string): Promise<{ context: BrowserContext; page: Page; requests: Request[] }> {
  const context = await browser.newContext({ baseURL: base, viewport });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const requests: Request[] = [];
  page.on('request', (r) => void requests.push(r));
  t.teardown(() => context.close());
  return { context, page, requests };
}
type Tap = Test;

/** What the server has stored of a kind (the batch writer flushed first). */
async function storedOf(kind: string) {
  await app.vitrine.telemetry!.writer.flush();
  return app.vitrine.commerce!.store.db.selectFrom('telemetry_events').select(['name', 'page_path', 'data']).where('kind', '=', kind).execute();
}

const to = (requests: Request[], path: string) => requests.filter((r) => new URL(r.url()).pathname === path);
const v2Names = (requests: Request[]) => to(requests, '/api/2/events/collect').map((r) => JSON.parse(r.postData() ?? '{}').eventSchemaName as string);

t.test('a visit: census cookies, RecordHit, v2 events by beacon', async (t) => {
  const { context, page, requests } = await open(t);
  await page.goto('/shop/linen-apron');
  t.ok(await until(async () => to(requests, '/api/census/RecordHit').length, (n) => n >= 1), 'RecordHit sent');
  const cookies = await context.cookies();
  const cvr = cookies.find((c) => c.name === 'ss_cvr');
  const cvt = cookies.find((c) => c.name === 'ss_cvt');
  t.match(decodeURIComponent(cvr!.value), CVR, 'ss_cvr: an id and four positive integers');
  t.match(cvt!.value, /^[1-9]\d*$/, 'ss_cvt: a timestamp');
  const now = Date.now() / 1000;
  // Chromium caps every cookie at 400 days (RFC 6265bis), so 2 years shows as the cap.
  t.ok(Math.abs(cvr!.expires - now - Math.min(2 * 365, 400) * 86400) < 3600, 'ss_cvr lasts 2 years (as far as the browser allows)');
  t.ok(Math.abs(cvt!.expires - now - 30 * 60) < 120, 'ss_cvt lasts 30 minutes');
  t.equal(cvr!.path, '/');
  const hit = new URLSearchParams(to(requests, '/api/census/RecordHit')[0]!.postData() ?? '');
  t.equal(hit.get('event'), '1');
  t.equal(hit.get('ss_cvr'), decodeURIComponent(cvr!.value));
  t.equal(JSON.parse(hit.get('data')!).pagePath, '/shop/linen-apron');
  // Playwright shows no body for a beacon: the request is seen here, its content in the server's store.
  t.ok(await until(async () => to(requests, '/api/2/events/collect').length, (n) => n >= 1), 'the product view goes to the v2 tracker');
  const v2 = to(requests, '/api/2/events/collect')[0]!;
  t.not(v2.resourceType(), 'xhr', `by beacon (${v2.resourceType()})`);
  const stored = await until(() => storedOf('event'), (rows) => rows.some((r) => r.name === 'commerce_product_view'));
  t.ok(stored.some((r) => r.name === 'commerce_product_view'), 'the server accepted and stored it');
  t.ok((await storedOf('hit')).some((r) => r.page_path === '/shop/linen-apron'), 'and the hit');
});

t.test('without a beacon the v2 tracker uses XHR', async (t) => {
  const { page, requests } = await open(t, undefined, 'Object.defineProperty(Navigator.prototype, "sendBeacon", { value: undefined, configurable: true });');
  await page.goto('/shop/linen-apron');
  t.ok((await until(async () => v2Names(requests), (n) => n.includes('commerce_product_view'))).includes('commerce_product_view'));
  const v2 = to(requests, '/api/2/events/collect')[0]!;
  t.equal(v2.resourceType(), 'xhr');
  t.equal((await v2.response())?.status(), 202);
});

t.test('a thrown error is reported once, with the crumb header and a cut stack', async (t) => {
  const { context, page, requests } = await open(t);
  await page.goto('/shop');
  await until(async () => to(requests, '/api/census/RecordHit').length, (n) => n >= 1);
  await page.evaluate(() => {
    const e = new Error('telemetry boom');
    e.stack = `Error: telemetry boom\n${'    at somewhere (x.js:1:1)\n'.repeat(400)}`;
    setTimeout(() => {
      throw e;
    });
    setTimeout(() => {
      throw e;
    });
  });
  t.ok(await until(async () => to(requests, '/api/events/RecordJavascriptErrors').length, (n) => n >= 1), 'reported');
  const report = to(requests, '/api/events/RecordJavascriptErrors')[0]!;
  const crumb = (await context.cookies()).find((c) => c.name === 'crumb')!.value;
  t.equal(report.headers()['x-csrf-token'], crumb, 'the CSRF header from the crumb cookie');
  t.equal((await report.response())?.status(), 204, 'accepted');
  const body = JSON.parse(report.postData() ?? '[]');
  t.equal(body.length, 1, 'once');
  t.equal(body[0].message, 'Error: telemetry boom');
  t.equal(body[0].stack.length, 5000, 'the stack cut at 5000 characters');
  await page.waitForTimeout(0);
  t.equal(to(requests, '/api/events/RecordJavascriptErrors').length, 1, 'one report');
});

t.test('a page hide flushes the performance records', async (t) => {
  const { page } = await open(t);
  // /journal: a page no other test visits, so its records are this test's.
  await page.goto('/journal');
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  // web-vitals loads as a chunk of its own: a page left before its observers are registered has nothing to send.
  await page.waitForSelector(`html[${PERF_READY}]`, { state: 'attached' });
  // web-vitals reports FCP in the next frame; then hide the page.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
  const ofJournal = <R extends { data: string }>(rows: R[]) => rows.filter((r) => JSON.parse(r.data).data.pagePath === '/journal');
  t.equal(ofJournal(await storedOf('perf')).length, 0, 'nothing before the page hides (the 30 s flush is far off)');
  await page.goto('/shop');
  // The beacon leaves with the old page; the server's store is what shows it arrived.
  const stored = await until(async () => ofJournal(await storedOf('perf')), (rows) => rows.some((r) => r.name === 'FCP'));
  const fcp = stored.find((r) => r.name === 'FCP');
  t.ok(fcp, 'FCP sent on page hide and stored');
  t.match(JSON.parse(fcp?.data ?? '{}').data, { name: 'FCP', rating: /^(good|needs-improvement|poor)$/ });
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  t.test(`the owner dashboard shows the visit (${viewport.width} px), signed in by keyboard`, async (t) => {
    const { page } = await open(t, viewport);
    const denied = await page.request.get('/api/owner/telemetry');
    t.equal(denied.status(), 401, 'the API needs the owner');
    await page.goto('/owner/telemetry');
    await page.keyboard.press('Tab');
    t.equal(await page.evaluate(() => document.activeElement?.id), 'token', 'the token field takes focus first');
    await page.keyboard.type(TOKEN);
    await page.keyboard.press('Enter');
    await page.waitForSelector('table');
    const text = await page.locator('#dashboard-results').innerText();
    t.match(text, '/shop/linen-apron', 'top pages');
    t.match(text, 'telemetry boom', 'the error, grouped by message');
    t.match(text, 'Viewed a product', 'the funnel');
    t.match(text, 'FCP', 'web vitals');
    t.ok(await page.locator('.uplot').count() >= 2, 'uPlot charts');
    t.same((await runAxe(page)).map((v) => v.id), [], 'no axe violations');
    // The range picker by keyboard: January 2020 in From and To, submit: a month without this visit.
    await page.focus('#range-from');
    await page.keyboard.type('01012020');
    await page.focus('#range-to');
    await page.keyboard.type('01312020');
    await page.keyboard.press('Enter');
    const other = await until(async () => page.locator('#dashboard-results').innerText(), (s) => !s.includes('/shop/linen-apron'));
    t.notMatch(other, '/shop/linen-apron', 'another range, other figures');
  });
}
