// Census v1: the visitor cookies, RecordHit and who is tracked (SPEC sections 3, 5, 6, 9).
import t from 'tap';
import { setUrl } from './dom.js';
import { clearCookies, cookieNames, rawFetch, setContext } from './telemetry-helpers.js';
import { readCookie } from '../../client/api/cookies.js';
import { resetPageConfig } from '../../client/page-config.js';
import { startTracking } from '../../client/tracking/start-tracking.js';
import { shouldTrack, VIEWER_ROLE } from '../../client/tracking/tracking-rules.js';
import { trackingContext } from '../../client/tracking/page-context.js';
import { SS_CVR_PATTERN, SS_CVT_PATTERN, touchVisitorCookies } from '../../client/tracking/visitor-cookies.js';

function fresh(url = 'https://shop.example/shop', ctx: Record<string, unknown> = {}, cookies: string[] = []): void {
  setUrl(url);
  clearCookies();
  for (const c of cookies) document.cookie = `${c}; path=/`;
  document.body.innerHTML = '';
  resetPageConfig();
  setContext(ctx);
}

const hits = (calls: { url: string; body: string }[]) => calls.filter((c) => c.url === '/api/census/RecordHit').map((c) => new URLSearchParams(c.body));

t.test('a visit sets ss_cvr and ss_cvt in their formats and sends the v1 payload', async (t) => {
  fresh('https://shop.example/shop?x=1#top', { pageType: 1 });
  const calls = rawFetch();
  t.equal(startTracking(document), true);
  const cvr = readCookie('ss_cvr')!;
  t.match(cvr, SS_CVR_PATTERN);
  t.match(readCookie('ss_cvt')!, SS_CVT_PATTERN);
  const [hit] = hits(calls);
  t.ok(hit, 'RecordHit sent');
  t.equal(hit!.get('event'), '1', 'a page view');
  t.equal(hit!.get('ss_cvr'), cvr);
  const data = JSON.parse(hit!.get('data')!);
  t.match(data, { websiteId: 'w1', pagePath: '/shop', pageHash: '#top', pageType: 1, visitorCookie: cvr, website_locale: 'en-US' });
  for (const k of ['userAgent', 'clientDate', 'viewportInnerWidth', 'viewportInnerHeight', 'screenWidth', 'screenHeight', 'locales', 'memberAccountId', 'templateId', 'variantId']) t.ok(k in data, k);
});

t.test('cookies: malformed values are recreated, the visit counts up when ss_cvt lapsed', async (t) => {
  fresh(undefined, {}, ['ss_cvr=garbage', 'ss_cvt=-5']);
  touchVisitorCookies(1_000);
  const first = readCookie('ss_cvr')!;
  t.match(first, SS_CVR_PATTERN, 'recreated');
  t.equal(readCookie('ss_cvt'), '1000');
  t.equal(first.split('|')[4], '1', 'first visit');
  touchVisitorCookies(2_000);
  t.equal(readCookie('ss_cvr'), first, 'same visit while ss_cvt lives');
  t.equal(readCookie('ss_cvt'), '2000', 'ss_cvt refreshed');
  document.cookie = 'ss_cvt=; max-age=0; path=/';
  touchVisitorCookies(5_000);
  const [id, firstAt, previous, current, count] = readCookie('ss_cvr')!.split('|');
  t.same([id, firstAt, previous, current, count], [first.split('|')[0], '1000', '1000', '5000', '2'], 'a new visit');
});

t.test('who is tracked (SPEC section 6)', async (t) => {
  const base = trackingContext();
  const ctx = (over: Partial<typeof base>) => ({ ...base, settings: {}, accountRoles: null, pageType: 2, ...over });
  t.equal(shouldTrack(ctx({}), '/', true), true, 'a visitor with a census cookie');
  t.equal(shouldTrack(ctx({}), '/', false), false, 'no census cookie');
  t.equal(shouldTrack(ctx({ accountRoles: [VIEWER_ROLE] }), '/shop', true), true, 'VIEWER only, outside /config');
  t.equal(shouldTrack(ctx({ accountRoles: [VIEWER_ROLE] }), '/config/pages', true), false, 'VIEWER only, in /config');
  t.equal(shouldTrack(ctx({ accountRoles: [VIEWER_ROLE, 4] }), '/', true), false, 'VIEWER and editor');
  t.equal(shouldTrack(ctx({ accountRoles: [1] }), '/', true), false, 'an admin');
  t.equal(shouldTrack(ctx({ accountRoles: [] }), '/', true), false, 'signed in without roles');
  for (const pageType of [100, 103, 106]) t.equal(shouldTrack(ctx({ pageType }), '/', true), false, `page type ${pageType}`);
  t.equal(shouldTrack(ctx({ settings: { censusDisabled: true } }), '/', true), false, 'census-disabling flag');
});

t.test('the rules end to end: what startTracking sends', async (t) => {
  const cases: [string, string, Record<string, unknown>, boolean][] = [
    ['not found', '/nope', { pageType: 100 }, false],
    ['lock screen', '/', { pageType: 103 }, false],
    ['member area access denied', '/members', { pageType: 106 }, false],
    ['an admin signed in', '/', { authenticatedAccount: { roles: [1] } }, false],
    ['a viewer', '/', { authenticatedAccount: { roles: [VIEWER_ROLE] } }, true],
    ['a viewer on /config', '/config', { authenticatedAccount: { roles: [VIEWER_ROLE] } }, false],
    ['census disabled', '/', { website: { id: 'w1', telemetry: { censusDisabled: true } } }, false],
  ];
  for (const [why, path, ctx, tracked] of cases) {
    fresh(`https://shop.example${path}`, ctx);
    const calls = rawFetch();
    t.equal(startTracking(document), tracked, why);
    t.equal(hits(calls).length, tracked ? 1 : 0, `${why}: hits`);
  }
});

t.test('audio and video hits when a player starts (event types 20 and 21)', async (t) => {
  fresh('https://shop.example/journal/studio-visit', { pageType: 50 });
  document.body.innerHTML = '<audio id="a"></audio><div><video id="v"></video></div>';
  const calls = rawFetch();
  t.equal(startTracking(document), true);
  document.getElementById('a')!.dispatchEvent(new Event('play'));
  document.getElementById('v')!.dispatchEvent(new Event('play'));
  t.same(hits(calls).map((h) => h.get('event')), ['1', '20', '21'], 'the page view, then audio, then video');
});

t.test('/search is not a page view; it is a site search', async (t) => {
  fresh('https://shop.example/search?q=apron', { pageType: 102 });
  const calls = rawFetch();
  startTracking(document);
  t.same(hits(calls).map((h) => h.get('event')), ['2']);
});

t.test('a restrictive cookie policy clears the census cookies and tracks nothing', async (t) => {
  fresh(undefined, { website: { id: 'w1', telemetry: { restrictiveCookiePolicy: true } } }, ['ss_cvr=a|1|2|3|4', 'ss_cvt=5', 'ss_cid=x', 'ss_cvisit=1', 'ss_cpvisit=2', 'crumb=keep']);
  const calls = rawFetch();
  t.equal(startTracking(document), false);
  t.same(cookieNames(), ['crumb'], 'only the crumb is left');
  t.equal(calls.length, 0);
});

t.test('a cloneable site clears the census cookies and tracks nothing (SPEC section 9)', async (t) => {
  fresh(undefined, { website: { id: 'w1', cloneable: true } }, ['ss_cvr=a|1|2|3|4', 'ss_cvt=5', 'ss_cid=x', 'ss_cvisit=1', 'ss_cpvisit=2', 'crumb=keep']);
  const calls = rawFetch();
  t.equal(startTracking(document), false);
  t.same(cookieNames(), ['crumb'], 'only the crumb is left');
  t.equal(calls.length, 0);
});

t.test('census errors are silently swallowed', async (t) => {
  fresh();
  rawFetch(true);
  const errors: unknown[] = [];
  const onError = (e: unknown) => errors.push(e);
  process.on('unhandledRejection', onError);
  t.teardown(() => void process.off('unhandledRejection', onError));
  t.equal(startTracking(document), true);
  await new Promise((r) => setImmediate(r));
  await new Promise((r) => setImmediate(r));
  t.same(errors, [], 'no unhandled rejection');
  globalThis.fetch = (() => {
    throw new Error('sync failure');
  }) as typeof fetch;
  t.doesNotThrow(() => startTracking(document), 'a throwing fetch too');
});

t.test('button, form and overlay census records and Quick Views', async (t) => {
  fresh();
  document.body.innerHTML = '<a class="sqs-block-button-element" href="/shop">Shop now</a><div class="sqs-block-form"><form id="f1"></form></div><div class="sqs-popup-overlay" id="o1"></div><button data-quick-view="item-9">Quick View</button>';
  const calls = rawFetch();
  startTracking(document);
  const kinds = () => calls.map((c) => c.url).filter((u) => u !== '/api/census/RecordHit');
  t.same(kinds(), ['/api/census/button-render', '/api/census/form-render', '/api/census/overlay']);
  (document.querySelector('a') as HTMLElement).dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
  (document.querySelector('[data-quick-view]') as HTMLElement).click();
  t.same(kinds().slice(3), ['/api/census/button-click', '/api/census/RecordQuickView/item-9']);
  const click = JSON.parse(calls.find((c) => c.url === '/api/census/button-click')!.body);
  t.match(click, { buttonText: 'Shop now', buttonUrl: '/shop', pagePath: '/shop', visitorCookie: readCookie('ss_cvr') });
});
