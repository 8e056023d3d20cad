/**
 * The owner dashboard and its read API on one database kind: the guard,
 * the range checks, and the figures of a scripted set of records.
 */
import type { Test } from 'tap';
import { CVR, FORM, JSON_TYPE, OWNER_TOKEN, hitForm, signedCrumb, telemetryApp } from './helpers.js';
import { V2_EVENTS_PATH } from '../../server/telemetry/collect-routes.js';
import { DASHBOARD_API_PATH, DASHBOARD_PATH } from '../../server/telemetry/dashboard-routes.js';
import { DASHBOARD_TEXT } from '../../server/telemetry/dashboard-texts.js';
import { OWNER_COOKIE } from '../../server/telemetry/owner-guard.js';
import type { DbKind } from '../commerce/helpers.js';
import { ownerDb } from '../../server/commerce/owner/tables.js';
import { rollUpDay } from '../../server/telemetry/rollup.js';

const today = () => new Date().toISOString().slice(0, 10);
const CVR2 = 'b2-visitor|1700000000000|1700000000000|1700000000000|3';

export function dashboardSuite(t: Test, kind: DbKind): void {
  t.test('the guard: no token, a wrong one, the login form and its cookie', async (t) => {
    const h = await telemetryApp(t, { kind });
    if (!h) return;
    const api = await h.app.inject({ method: 'GET', url: DASHBOARD_API_PATH });
    t.equal(api.statusCode, 401);
    t.equal(api.json().code, 'OWNER_AUTH_REQUIRED');
    t.equal((await h.app.inject({ method: 'GET', url: DASHBOARD_API_PATH, headers: { authorization: `Bearer ${OWNER_TOKEN}x` } })).statusCode, 401, 'a longer token');
    t.equal((await h.app.inject({ method: 'GET', url: DASHBOARD_API_PATH, headers: { authorization: `Bearer ${OWNER_TOKEN.slice(0, -1)}` } })).statusCode, 401, 'a prefix');
    t.equal((await h.app.inject({ method: 'GET', url: DASHBOARD_API_PATH, headers: { cookie: `${OWNER_COOKIE}=${OWNER_TOKEN}` } })).statusCode, 401, 'the token itself is not the cookie');
    const page = await h.app.inject({ method: 'GET', url: DASHBOARD_PATH });
    t.equal(page.statusCode, 401);
    t.match(page.body, DASHBOARD_TEXT.loginTitle);
    t.notMatch(page.body, 'telemetry-dashboard-text', 'no dashboard without the owner');
    const wrong = await h.app.inject({ method: 'POST', url: `${DASHBOARD_PATH}/login`, headers: FORM, payload: 'token=guess' });
    t.equal(wrong.statusCode, 401);
    t.match(wrong.body, DASHBOARD_TEXT.loginFailed);
    const ok = await h.app.inject({ method: 'POST', url: `${DASHBOARD_PATH}/login`, headers: FORM, payload: new URLSearchParams({ token: OWNER_TOKEN }).toString() });
    t.equal(ok.statusCode, 303);
    const cookie = ok.cookies.find((c) => c.name === OWNER_COOKIE)!;
    t.ok(cookie.httpOnly, 'HttpOnly');
    t.equal(cookie.sameSite, 'Strict');
    t.not(cookie.value, OWNER_TOKEN, 'the cookie is not the token');
    const jar = { cookie: `${OWNER_COOKIE}=${cookie.value}` };
    t.equal((await h.app.inject({ method: 'GET', url: DASHBOARD_API_PATH, headers: jar })).statusCode, 200);
    const shell = await h.app.inject({ method: 'GET', url: DASHBOARD_PATH, headers: jar });
    t.equal(shell.statusCode, 200);
    t.match(shell.body, 'telemetry-dashboard-text');
    const script = await h.app.inject({ method: 'GET', url: `${DASHBOARD_PATH}/assets/dashboard.js` });
    t.equal(script.statusCode, 200);
    t.ok(script.body.includes('uPlot') || script.body.length > 20_000, 'uPlot is bundled in');
  });

  t.test('the range is checked', async (t) => {
    const h = await telemetryApp(t, { kind });
    if (!h) return;
    const auth = { authorization: `Bearer ${OWNER_TOKEN}` };
    for (const q of ['from=2024-13-45&to=2024-01-01', 'from=2024-02-01&to=2024-01-01', 'from=2020-01-01&to=2024-01-01', 'from=yesterday', 'from=2024-01-01&extra=1']) {
      const res = await h.app.inject({ method: 'GET', url: `${DASHBOARD_API_PATH}?${q}`, headers: auth });
      t.equal(res.statusCode, 400, q);
    }
  });

  t.test('the figures of a scripted set of records', async (t) => {
    const h = await telemetryApp(t, { kind });
    if (!h) return;
    const post = (url: string, payload: string | object, headers: Record<string, string> = JSON_TYPE) => h.app.inject({ method: 'POST', url, headers: { ...headers, host: 'shop.example' }, payload });
    await post('/api/census/RecordHit', hitForm({ pagePath: '/shop', referrer: 'https://news.example/x' }), FORM);
    await post('/api/census/RecordHit', hitForm({ pagePath: '/shop' }, '1', CVR2), FORM);
    await post('/api/census/RecordHit', hitForm({ pagePath: '/about', referrer: 'https://news.example/y' }, '1', CVR2), FORM);
    await post('/api/census/RecordHit', hitForm({ pagePath: '/search' }, '2'), FORM);
    const v2 = (schema: string, analyticsId: string) => post(V2_EVENTS_PATH, { eventContent: JSON.stringify({ analytics_id: analyticsId }), eventSchemaName: schema });
    await v2('commerce_product_view', 'a1');
    await v2('commerce_product_view', 'a2');
    await v2('commerce_product_view', 'a2');
    await v2('commerce_add_to_cart', 'a2');
    const crumb = signedCrumb();
    const errHeaders = { ...JSON_TYPE, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb };
    await post('/api/events/RecordJavascriptErrors', [{ message: 'TypeError: boom', stack: 'at x' }, { message: 'TypeError: boom', stack: 'at y' }, { message: 'RangeError: r' }], errHeaders);
    const perf = (name: string, value: number, rating: string, pageType: number) => ({ app: 'a', event: 'web-vitals', pageLoadId: `p${value}`, timestamp: 1, data: { name, value, rating, pageType } });
    await post('/api/1/performance/records', [perf('LCP', 1000, 'good', 50), perf('LCP', 3000, 'needs-improvement', 50), perf('LCP', 5000, 'poor', 50), perf('LCP', 900, 'good', 2)]);
    // Orders: revenue is what the card payments charged (grand totals, not subtotals) less refunds; an order not yet captured is not revenue.
    const now = new Date().toISOString();
    const order = (id: string, status: 'paid' | 'awaiting-payment', grand: number) => ({
      id, website_id: 'w1', idempotency_key: `cart:${id}`, cart_id: null, kind: 'order' as const, status, test_mode: 1, currency: 'USD', email: 'ada@example.com', language: 'en',
      subtotal_cents: 2500, shipping_cents: 500, tax_cents: 200, discount_cents: 0, gift_card_cents: 0, grand_total_cents: grand,
      shipping_option: null, shipping_name: null, coupon_codes: '[]', created_at: now, purchase_reported_at: null, subscription_id: null,
    });
    await h.store.change((tx) => tx.insertInto('orders').values([order('o1', 'paid', 3200), order('o2', 'awaiting-payment', 9900)]).execute());
    const payment = (id: string, orderId: string, status: 'captured' | 'authorized', cents: number) => ({ id, order_id: orderId, method: 'card', provider: 'test-gateway', provider_ref: `test_${id}`, amount_cents: cents, status, last4: '4242', created_at: now });
    await h.store.change((tx) => tx.insertInto('payments').values([payment('p1', 'o1', 'captured', 3200), payment('p2', 'o2', 'authorized', 9900)]).execute());
    // A refund of $5.00 settled today (commerce/owner/refunds.ts).
    await h.store.change((tx) =>
      ownerDb(tx)
        .insertInto('order_refunds')
        .values({ id: 'r1', order_id: 'o1', idempotency_key: 'k1', amount_cents: 500, card_cents: 500, gift_card_cents: 0, currency: 'USD', lines: '[]', restock: 0, reason: '', status: 'succeeded', provider_ref: 'test_re_1', failure: '', account_id: null, created_at: now, settled_at: now })
        .execute(),
    );

    const res = await h.app.inject({ method: 'GET', url: `${DASHBOARD_API_PATH}?from=${today()}&to=${today()}`, headers: { authorization: `Bearer ${OWNER_TOKEN}` } });
    t.equal(res.statusCode, 200);
    const d = res.json();
    t.same(d.days, [today()]);
    t.same(d.pageViews, [3], 'the search hit is not a page view');
    t.same(d.visitors, [2]);
    t.match(d.totals, { pageViews: 3, visitors: 2, events: 4, errors: 3, revenueCents: 2700, orders: 1 });
    t.same(d.revenueCents, [2700], 'charged less refunded');
    t.equal(d.currency, 'USD', 'revenue comes with its currency');
    t.same(d.revenueByCurrency, [{ currency: 'USD', cents: 2700, orders: 1 }]);
    t.same(d.vitalSamples, { used: 4, limit: 5000 }, 'the vitals say how many measurements they read');
    t.same(d.topPages, [{ path: '/shop', views: 2 }, { path: '/about', views: 1 }]);
    t.same(d.referrers, [{ host: 'news.example', visits: 2 }]);
    t.same(d.funnel.slice(0, 2), [{ step: 'commerce_product_view', visitors: 2 }, { step: 'commerce_add_to_cart', visitors: 1 }]);
    t.match(d.errors[0], { message: 'TypeError: boom', count: 2 });
    t.match(d.errors[1], { message: 'RangeError: r', count: 1 });
    const lcp50 = d.vitals.find((v: { metric: string; pageType: number }) => v.metric === 'LCP' && v.pageType === 50);
    t.match(lcp50, { count: 3, p50: 3000, p90: 5000, good: 1, needsImprovement: 1, poor: 1, pageTypeName: 'content-item' });
    t.match(d.vitals.find((v: { pageType: number }) => v.pageType === 2), { count: 1, p75: 900 });

    const before = await h.app.inject({ method: 'GET', url: `${DASHBOARD_API_PATH}?from=2020-01-01&to=2020-01-31`, headers: { authorization: `Bearer ${OWNER_TOKEN}` } });
    t.equal(before.json().days.length, 31);
    t.equal(before.json().totals.pageViews, 0, 'another range shows nothing');

    t.equal(await h.telemetry.store.prune(today()), 0, 'today is kept');
    const pruned = await h.telemetry.store.prune('9999-01-01');
    t.ok(pruned >= 15, `old days are pruned (${pruned})`);
    void CVR;
  });

  t.test('the daily roll-up: raw events of old days become counts, and every figure stays', async (t) => {
    const h = await telemetryApp(t, { kind });
    if (!h) return;
    const post = (url: string, payload: string | object, headers: Record<string, string> = JSON_TYPE) => h.app.inject({ method: 'POST', url, headers: { ...headers, host: 'shop.example' }, payload });
    const v2 = (schema: string, analyticsId: string) => post(V2_EVENTS_PATH, { eventContent: JSON.stringify({ analytics_id: analyticsId }), eventSchemaName: schema });
    const crumb = signedCrumb();
    const errHeaders = { ...JSON_TYPE, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb };
    const perf = (name: string, value: number, rating: string, pageType: number) => ({ app: 'a', event: 'web-vitals', pageLoadId: `p${value}`, timestamp: 1, data: { name, value, rating, pageType } });
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const [d1, d2] = [daysAgo(45), daysAgo(44)];
    /** Moves the rows written today to `day`, as if received then. */
    const receivedOn = async (day: string) => {
      await h.telemetry.writer.flush();
      await h.store.change((tx) => tx.updateTable('telemetry_events').set({ day }).where('day', '=', today()).execute());
    };
    // Day one: two visitors, the same page twice, a referrer, a funnel, errors, vitals.
    await post('/api/census/RecordHit', hitForm({ pagePath: '/shop', referrer: 'https://news.example/x' }), FORM);
    await post('/api/census/RecordHit', hitForm({ pagePath: '/shop' }, '1', CVR2), FORM);
    await post('/api/census/RecordHit', hitForm({ pagePath: '/search' }, '2'), FORM);
    await v2('commerce_product_view', 'a1');
    await v2('commerce_product_view', 'a2');
    await v2('commerce_add_to_cart', 'a2');
    await post('/api/events/RecordJavascriptErrors', [{ message: 'TypeError: boom', stack: 'at x' }, { message: 'RangeError: r', stack: 'at r' }], errHeaders);
    await post('/api/1/performance/records', [perf('LCP', 1000, 'good', 50), perf('LCP', 1000, 'good', 50), perf('LCP', 5000, 'poor', 50)]);
    await receivedOn(d1);
    // Day two: one of the same visitors again, another page, the same error, a visitor who returns to the funnel.
    await post('/api/census/RecordHit', hitForm({ pagePath: '/about', referrer: 'https://news.example/y' }, '1', CVR2), FORM);
    await v2('commerce_product_view', 'a2');
    await v2('commerce_checkout', 'a2');
    await post('/api/events/RecordJavascriptErrors', [{ message: 'TypeError: boom', stack: 'at x' }], errHeaders);
    await post('/api/1/performance/records', [perf('LCP', 3000, 'needs-improvement', 50)]);
    await receivedOn(d2);

    const read = async (from: string, to: string) => {
      const res = await h.app.inject({ method: 'GET', url: `${DASHBOARD_API_PATH}?from=${from}&to=${to}`, headers: { authorization: `Bearer ${OWNER_TOKEN}` } });
      t.equal(res.statusCode, 200);
      return res.json();
    };
    const raw = await h.store.db.selectFrom('telemetry_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const events = Number(raw.n);
    const both = await read(d1, d2);
    const first = await read(d1, d1);
    t.match(both.totals, { pageViews: 3, visitors: 2, events: 5, errors: 3 }, 'the figures before the roll-up');
    t.same(both.funnel.slice(0, 4).map((f: { visitors: number }) => f.visitors), [2, 1, 0, 1], 'a visitor on both days counts once');

    t.equal(await h.telemetry.store.rollUp!(d1), 0, 'a roll-up before the first day finds nothing');
    t.equal(await rollUpDay(h.store, d1, 4), events - 5, 'the first day rolled up, in pieces of 4 events (a transaction each)');
    t.same(await read(d1, d2), both, 'half rolled up: the same figures over both days');
    t.same(await read(d1, d1), first, 'and for the first day alone');
    t.equal(await h.telemetry.store.rollUp!(today()), 5, 'then the second day');
    t.same(await read(d1, d2), both, 'all rolled up: the same figures');
    t.equal(Number((await h.store.db.selectFrom('telemetry_events').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n), 0, 'no raw event is left');
    t.equal(await h.telemetry.store.rollUp!(today()), 0, 'a second roll-up finds nothing to do');
    t.same(await read(d1, d2), both, 'and changes nothing');

    t.equal(await h.telemetry.store.prune(d2), 0, 'no raw event to prune');
    const after = await read(d1, d2);
    t.same([after.totals.pageViews, after.pageViews], [1, [0, 1]], "the retention prunes the first day's counts");
    t.same(after.totals.visitors, 1);
  });

  t.test('without an owner token there is no dashboard', async (t) => {
    const h = await telemetryApp(t, { kind, ownerToken: null });
    if (!h) return;
    t.equal((await h.app.inject({ method: 'GET', url: DASHBOARD_API_PATH })).statusCode, 404);
    t.equal((await h.app.inject({ method: 'GET', url: DASHBOARD_PATH })).statusCode, 404);
  });
}
