// The v2 tracker, its session and storage (SPEC sections 3, 4, 7, 8, 9), shopping and pixel events.
import t, { type Test } from 'tap';
import { setUrl } from './dom.js';
import { beaconsSettled, clearCookies, fakeBeacon, fakeXhr, rawFetch, setContext } from './telemetry-helpers.js';
import { readCookie } from '../../client/api/cookies.js';
import { trackingContext } from '../../client/tracking/page-context.js';
import { ANALYTICS_COOKIE, ANALYTICS_ID_KEY, FIRST_LANDING_KEY, HAS_LANDED_KEY, TRACKING_TEXT, analyticsId, sessionInfo } from '../../client/tracking/analytics-session.js';
import { TRACKING_TIMEOUT_MS, V2_EVENTS_PATH, V2_TEXT, V2_VALIDATE_PATH, endpointOf, trackEvent } from '../../client/tracking/tracker-v2.js';
import { addPixelSink } from '../../client/tracking/pixel-events.js';
import { SHOPPING_SCHEMAS, shoppingFields, trackShopping } from '../../client/tracking/shopping-events.js';
import { startTracking } from '../../client/tracking/start-tracking.js';
import { emitTracking, TRACKING_EVENTS } from '../../client/tracking/tracking-events.js';

function fresh(ctx: Record<string, unknown> = {}): void {
  setUrl('https://shop.example/shop/linen-apron?utm=1');
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  setContext(ctx);
}

function quiet(t: Test): string[] {
  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (m: unknown) => void warnings.push(String(m));
  t.teardown(() => void (console.warn = warn));
  return warnings;
}

const prodCtx = { website: { id: 'w1', language: 'en-US', telemetry: { environment: 'prod' } } };

t.test('by beacon when supported: eventContent is a JSON string of the v2 payload', async (t) => {
  fresh(prodCtx);
  const beacons = await fakeBeacon(true);
  const xhr = fakeXhr();
  await trackEvent(trackingContext(), 'page_view', { item_id: 'i1' });
  await beaconsSettled(beacons);
  t.equal(xhr.length, 0);
  t.equal(beacons.length, 1);
  t.equal(beacons[0]!.url, V2_EVENTS_PATH);
  const body = JSON.parse(beacons[0]!.body);
  t.equal(body.eventSchemaName, 'page_view');
  t.type(body.eventContent, 'string');
  const content = JSON.parse(body.eventContent);
  t.match(content, { item_id: 'i1', page_host: 'shop.example', page_path: '/shop/linen-apron', page_query_params: '?utm=1', source_environment: 'prod', event_source: 'WEB', context_website_id: 'w1', custom_schema_name: 'page_view' });
  for (const k of ['analytics_id', 'session_id', 'marketing_id', 'browser_language', 'browser_locale', 'browser_window_height', 'browser_window_width', 'page_referrer_url', 'enduser_user_agent', 'event_occurrence_timestamp', 'client_name', 'client_version', 'member_account_id', 'resolved_locale']) {
    t.ok(k in content, k);
  }
});

t.test('destination_url, object_identifier and member_account_locale (SPEC section 3)', async (t) => {
  fresh({ ...prodCtx, collectionId: 'shop', itemId: 'item-1' });
  const beacons = await fakeBeacon(true);
  fakeXhr();
  await trackEvent(trackingContext(), 's', {});
  await beaconsSettled(beacons);
  let content = JSON.parse(JSON.parse(beacons[0]!.body).eventContent);
  t.match(content, { destination_url: null, object_identifier: 'item-1', member_account_id: null, member_account_locale: null }, 'a visitor: the page item, no destination, no member');

  // A signed-in member whose tab sent the page's language to their account.
  document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u7' }))}; path=/`;
  sessionStorage.setItem('vitrine.localeSent', 'fr-FR');
  await trackEvent(trackingContext(), 's', {}, { destinationUrl: '/checkout', objectIdentifier: 'cart-3' });
  await beaconsSettled(beacons);
  content = JSON.parse(JSON.parse(beacons[1]!.body).eventContent);
  t.match(content, { destination_url: '/checkout', object_identifier: 'cart-3', member_account_id: 'u7', member_account_locale: 'fr-FR' });
  setContext({ ...prodCtx, collectionId: 'shop' });
  await trackEvent(trackingContext(), 's', {});
  await beaconsSettled(beacons);
  t.equal(JSON.parse(JSON.parse(beacons[2]!.body).eventContent).object_identifier, 'shop', 'a collection page: the collection');
});

t.test('visitor metrics on the member-area access-denied page, behind its beta flag (SPEC sections 2 and 6)', async (t) => {
  // The server marks the pages that send it (site/render/system-values.ts trackingFacts).
  fresh({ ...prodCtx, pageType: 106, collectionId: 'members', visitorMetrics: 'DENIED', featureFlags: { visitorMetrics: true } });
  const beacons = await fakeBeacon(true);
  fakeXhr();
  t.equal(startTracking(document), false, 'the census skips the page');
  await beaconsSettled(beacons);
  t.equal(beacons.length, 1);
  const sent = JSON.parse(beacons[0]!.body);
  t.equal(sent.eventSchemaName, 'visitor_metrics');
  t.match(JSON.parse(sent.eventContent), { content_collection_id: 'members', viewer_access_status: 'DENIED', page_type: 106 });

  fresh({ ...prodCtx, pageType: 106, collectionId: 'members', visitorMetrics: 'DENIED', featureFlags: {} });
  const none = await fakeBeacon(true);
  startTracking(document);
  await beaconsSettled(none);
  t.equal(none.length, 0, 'the flag off: nothing');
});

t.test('validate mode: the first event of each schema name also goes to validate-event-content (SPEC section 7)', async (t) => {
  fresh({ website: { id: 'w1', language: 'en-US', telemetry: { environment: 'prod', validate: true } } });
  const beacons = await fakeBeacon(true);
  const calls = rawFetch();
  await trackEvent(trackingContext(), 'validated_schema_one', {});
  await trackEvent(trackingContext(), 'validated_schema_one', {});
  await trackEvent(trackingContext(), 'validated_schema_two', {});
  await beaconsSettled(beacons);
  t.equal(beacons.length, 3, 'every event is sent');
  t.same(calls.map((c) => c.url), [`${V2_VALIDATE_PATH}/validated_schema_one`, `${V2_VALIDATE_PATH}/validated_schema_two`], 'one validate call per schema name');
  t.match(JSON.parse(JSON.parse(calls[0]!.body).eventContent), { custom_schema_name: 'validated_schema_one' });
  fresh(prodCtx);
  const none = rawFetch();
  await trackEvent(trackingContext(), 'validated_schema_three', {});
  t.equal(none.length, 0, 'not in validate mode: no call');
});

t.test('XHR when there is no beacon, or it is refused: 200 and 202 succeed, others reject with the SPEC text', async (t) => {
  fresh(prodCtx);
  await fakeBeacon(undefined);
  const xhr = fakeXhr();
  for (const status of [200, 202]) {
    const p = trackEvent(trackingContext(), 's', {});
    xhr.at(-1)!.respond(status);
    await t.resolves(p, `${status}`);
  }
  t.equal(xhr[0]!.timeout, TRACKING_TIMEOUT_MS, '2500 ms timeout');
  t.equal(xhr[0]!.headers['Content-Type'], 'application/json');
  const failed = trackEvent(trackingContext(), 's', {});
  xhr.at(-1)!.respond(500);
  await t.rejects(failed, { message: 'Error tracking event: HTTP Status 500' });
  const refused = await fakeBeacon(false);
  const viaXhr = trackEvent(trackingContext(), 's', {});
  t.equal(refused.length, 1, 'the beacon was tried');
  xhr.at(-1)!.respond(202);
  await t.resolves(viaXhr, 'then XHR');
  t.equal(V2_TEXT.httpStatus(404), 'Error tracking event: HTTP Status 404');
});

t.test('endpoints by source environment, and the warnings', async (t) => {
  const warnings = quiet(t);
  const settings = { devBase: 'http://localhost:9000', stagingEndpoint: 'https://staging.example/e', productionEndpoint: 'https://events.example/e' };
  t.equal(endpointOf('dev', settings), `http://localhost:9000${V2_EVENTS_PATH}`);
  t.equal(endpointOf('qa', settings), 'https://staging.example/e');
  t.equal(endpointOf('staging', settings), 'https://staging.example/e');
  t.equal(endpointOf('prod', settings), 'https://events.example/e');
  fresh({ website: { id: 'w1', telemetry: {} } });
  const beacons = await fakeBeacon(true);
  await trackEvent(trackingContext(), 's', { page_path: '/x' });
  t.ok(warnings.includes(V2_TEXT.missingEnvironment), 'telemetry settings without an environment warn');
  t.ok(warnings.some((w) => w.includes('page_path')), 'an overwritten auto-populated field warns');
  await beaconsSettled(beacons);
  t.equal(JSON.parse(JSON.parse(beacons[0]!.body).eventContent).page_path, '/x', 'the caller wins');
  fresh({ website: { id: 'w1' } });
  warnings.length = 0;
  await trackEvent(trackingContext(), 's', {});
  t.same(warnings, [], 'a site without telemetry settings uses this deployment quietly');
  await trackEvent(trackingContext(), 's', {}, { fireEvents: false });
  t.equal(beacons.length, 2, 'fire events off sends nothing');
});

t.test('session info: first landing, first session', async (t) => {
  fresh();
  const first = sessionInfo();
  t.match(first, { isFirstLanding: true, isFirstSession: true });
  t.equal(localStorage.getItem(HAS_LANDED_KEY), 'true');
  const second = sessionInfo();
  t.match(second, { isFirstLanding: false, isFirstSession: true, sessionId: first.sessionId }, 'the same session');
  sessionStorage.removeItem(FIRST_LANDING_KEY);
  const next = sessionInfo();
  t.match(next, { isFirstLanding: true, isFirstSession: false });
  t.not(next.sessionId, first.sessionId);
});

t.test('the analytics id: kept, regenerated once expired, a cookie when storage fails', async (t) => {
  fresh();
  const id = analyticsId(1000);
  t.equal(analyticsId(2000), id, 'kept');
  const saved = JSON.parse(localStorage.getItem(ANALYTICS_ID_KEY)!);
  t.equal(saved.value, id);
  t.ok(saved.expiresAt > 1000);
  const later = analyticsId(saved.expiresAt + 1);
  t.not(later, id, 'regenerated after expiry');

  const warnings = quiet(t);
  const real = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;
  t.teardown(() => void Object.defineProperty(globalThis, 'localStorage', real));
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => ({ getItem: () => null, removeItem() {}, setItem: () => { throw new Error('QuotaExceededError'); } }) });
  const stored = analyticsId(3000);
  t.ok(warnings.includes(TRACKING_TEXT.storeFailed), 'Unable to store analyticsId');
  t.equal(readCookie(ANALYTICS_COOKIE), stored, 'the cookie holds it');
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => { throw new Error('SecurityError'); } });
  t.equal(analyticsId(4000), stored, 'read back from the cookie');
  t.ok(warnings.includes(TRACKING_TEXT.storageFailed), 'Unable access local/session storage.');
});

t.test('shopping events: product view on a product page, add to cart, purchase; pixels follow', async (t) => {
  fresh({ ...prodCtx, pageType: 50, collectionId: 'shop', itemId: 'i1' });
  const props = { itemId: 'i1', collectionId: 'shop', title: 'Linen apron', productType: 1, fromPriceCents: 3200, currency: 'USD', variants: [{ sku: 'SQ1' }] };
  document.body.innerHTML = `<div data-widget="add-to-cart" data-props='${JSON.stringify(props)}'></div>`;
  const beacons = await fakeBeacon(true);
  globalThis.fetch = (async () => new Response(null, { status: 204 })) as typeof fetch;
  const pixels: string[] = [];
  const remove = addPixelSink((e) => void pixels.push(e));
  t.teardown(remove);
  t.equal(startTracking(document), true);
  emitTracking(TRACKING_EVENTS.cartAdded, { request: { itemId: 'i1', sku: 'SQ1', quantity: 2, additionalFields: null }, cart: { id: 'cart1', totalQuantity: 2, subtotalCents: 6400, entries: [{ productType: 1 }] } });
  emitTracking(TRACKING_EVENTS.purchase, { id: 'o1', purchasedCartId: 'cart1', grandTotal: 6400 });
  await new Promise((r) => setImmediate(r));
  await beaconsSettled(beacons);
  const events = beacons.map((b) => JSON.parse(b.body)).map((b) => ({ name: b.eventSchemaName, c: JSON.parse(b.eventContent) }));
  t.same(events.map((e) => e.name), [SHOPPING_SCHEMAS.productView, SHOPPING_SCHEMAS.addToCart, SHOPPING_SCHEMAS.purchase]);
  t.match(events[0]!.c, { item_id: 'i1', item_title: 'Linen apron', item_type: 1, item_price: 3200, product_page: true, currency_code: 'USD', website_id: 'w1', item_collection_id: 'shop' });
  t.match(events[1]!.c, { item_id: 'i1', item_quantity: 2, cart_id: 'cart1', num_items_in_cart: 2, cart_value: 6400, item_variant_object: { sku: 'SQ1' }, product_types_list: [1] });
  t.match(events[2]!.c, { order_id: 'o1', cart_id: 'cart1', cart_value: 6400 });
  t.same(pixels, ['ViewContent', 'AddToCart', 'Purchase']);
  const fields = shoppingFields(trackingContext(), 'USD');
  for (const k of ['website_id', 'page_id', 'cart_id', 'product_page', 'pdp_layout', 'item_id', 'item_type', 'item_title', 'item_variant_object', 'item_price', 'item_quantity', 'currency_code', 'num_items_in_cart', 'cart_value', 'product_types_list', 'purchase_type_list', 'item_category_ids', 'item_category_names', 'item_collection_id', 'item_collection_name', 'related_product_item_ids']) {
    t.ok(k in fields, k);
  }
  const thrower = addPixelSink(() => {
    throw new Error('third party');
  });
  t.teardown(thrower);
  await fakeBeacon(undefined);
  const xhr = fakeXhr();
  const p = trackShopping(trackingContext(), SHOPPING_SCHEMAS.addToCart, {});
  xhr.at(-1)!.respond(500);
  await t.resolves(p, 'a failed shopping event and a throwing pixel sink stay quiet');
});

t.test('gated content: a paywall page sends the gated-content event', async (t) => {
  fresh({ ...prodCtx, pageType: 107, collectionId: 'lessons', itemId: 'l1', viewerAccessStatus: 'denied' });
  document.body.innerHTML = '';
  const beacons = await fakeBeacon(true);
  globalThis.fetch = (async () => new Response(null, { status: 204 })) as typeof fetch;
  startTracking(document);
  await beaconsSettled(beacons);
  const gated = beacons.map((b) => JSON.parse(b.body)).find((b) => b.eventSchemaName === SHOPPING_SCHEMAS.gatedContent);
  t.ok(gated);
  t.match(JSON.parse(gated.eventContent), { content_collection_id: 'lessons', content_item_id: 'l1', viewer_access_status: 'denied', page_path: '/shop/linen-apron' });
});
