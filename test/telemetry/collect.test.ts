// The collection endpoints: what they store, and that bad input gets a 4xx JSON error, never a crash.
import t from 'tap';
import { CVR, FORM, JSON_TYPE, hitForm, rows, signedCrumb, telemetryApp } from './helpers.js';
import { V2_EVENTS_PATH, V2_VALIDATE_PATH } from '../../server/telemetry/collect-routes.js';
import { MAX_STACK_CHARS, TELEMETRY_BODY_LIMIT_BYTES } from '../../server/telemetry/limits.js';

t.setTimeout(120_000);

t.test('RecordHit stores a page view with the visitor id, path, page type and another site as referrer', async (t) => {
  const h = (await telemetryApp(t))!;
  const res = await h.app.inject({ method: 'POST', url: '/api/census/RecordHit', headers: { ...FORM, host: 'shop.example' }, payload: hitForm({ pageType: 50, referrer: 'https://news.example/a?b' }) });
  t.equal(res.statusCode, 204);
  const own = await h.app.inject({ method: 'POST', url: '/api/census/RecordHit', headers: { ...FORM, host: 'shop.example' }, payload: hitForm({ referrer: 'http://shop.example/other' }) });
  t.equal(own.statusCode, 204);
  const [first, second] = await rows(h);
  t.match(first, { kind: 'hit', name: 'pageview', visitor_id: 'a1b2c3d4-0000-4000-8000-000000000001', page_path: '/shop', page_type: 50, referrer_host: 'news.example' });
  t.equal(second!.referrer_host, null, 'this site is not a referrer');
  t.match(first!.day, /^\d{4}-\d{2}-\d{2}$/);
});

t.test('RecordHit refuses what is not the v1 payload', async (t) => {
  const h = (await telemetryApp(t))!;
  const cases: [string, string, number, string][] = [
    ['no data', new URLSearchParams({ event: '1', ss_cvr: CVR }).toString(), 400, 'INVALID_REQUEST'],
    ['unknown event type', hitForm({}, '7'), 400, 'INVALID_REQUEST'],
    ['data not JSON', new URLSearchParams({ event: '1', data: '{nope', ss_cvr: CVR }).toString(), 400, 'TELEMETRY_INVALID_PAYLOAD'],
    ['an unknown field', hitForm({ password: 'x' }), 400, 'TELEMETRY_INVALID_PAYLOAD'],
    ['a malformed ss_cvr', hitForm({}, '1', 'abc|1|2|3'), 400, 'INVALID_REQUEST'],
    ['a zero in ss_cvr', hitForm({}, '1', 'abc|0|2|3|4'), 400, 'INVALID_REQUEST'],
    ['a page type that is text', hitForm({ pageType: 'fifty' }), 400, 'TELEMETRY_INVALID_PAYLOAD'],
  ];
  for (const [why, payload, status, code] of cases) {
    const res = await h.app.inject({ method: 'POST', url: '/api/census/RecordHit', headers: FORM, payload });
    t.equal(res.statusCode, status, why);
    t.equal(res.json().code, code, why);
  }
  const huge = await h.app.inject({ method: 'POST', url: '/api/census/RecordHit', headers: FORM, payload: `event=1&data=${'x'.repeat(TELEMETRY_BODY_LIMIT_BYTES + 10)}` });
  t.equal(huge.statusCode, 413);
  t.equal((await rows(h)).length, 0, 'nothing stored');
});

t.test('census records and Quick Views', async (t) => {
  const h = (await telemetryApp(t))!;
  for (const kind of ['button-click', 'button-render', 'form-render', 'overlay']) {
    const res = await h.app.inject({ method: 'POST', url: `/api/census/${kind}`, headers: JSON_TYPE, payload: { visitorCookie: CVR, pagePath: '/', buttonText: 'Shop' } });
    t.equal(res.statusCode, 204, kind);
  }
  t.equal((await h.app.inject({ method: 'POST', url: '/api/census/RecordQuickView/item-1', headers: JSON_TYPE, payload: { visitorCookie: CVR } })).statusCode, 204);
  t.equal((await h.app.inject({ method: 'POST', url: '/api/census/RecordQuickView/item-2' })).statusCode, 204, 'no body is fine');
  t.equal((await h.app.inject({ method: 'POST', url: '/api/census/RecordQuickView/a%20b', headers: JSON_TYPE, payload: {} })).statusCode, 400, 'a bad id');
  t.equal((await h.app.inject({ method: 'POST', url: '/api/census/button-click', headers: JSON_TYPE, payload: { visitorCookie: 'not-a-cookie' } })).statusCode, 400, 'a malformed visitor cookie');
  t.equal((await h.app.inject({ method: 'POST', url: '/api/census/form-render', headers: JSON_TYPE, payload: { visitorCookie: CVR, formId: 'x'.repeat(5000) } })).statusCode, 400, 'a field over its length');
  const stripped = await h.app.inject({ method: 'POST', url: '/api/census/overlay', headers: JSON_TYPE, payload: { visitorCookie: CVR, secret: 'x' } });
  t.equal(stripped.statusCode, 204, 'unknown fields are dropped (the schema removes them)');
  const stored = await rows(h);
  t.notOk(stored.some((r) => r.data.includes('secret')), 'and never stored');
  t.same(stored.map((r) => r.name).sort(), ['button-click', 'button-render', 'form-render', 'overlay', 'overlay', 'quick-view', 'quick-view']);
  t.ok(stored.filter((r) => r.name === 'quick-view').some((r) => JSON.parse(r.data).itemId === 'item-1'));
});

t.test('JavaScript errors need the crumb header and stay within the reporter limits', async (t) => {
  const h = (await telemetryApp(t))!;
  const report = [{ message: 'TypeError: x is undefined', stack: 'at a (b.js:1:2)', pagePath: '/shop' }];
  const noCrumb = await h.app.inject({ method: 'POST', url: '/api/events/RecordJavascriptErrors', headers: JSON_TYPE, payload: report });
  t.equal(noCrumb.statusCode, 403);
  t.equal(noCrumb.json().message, 'Your session has expired. Please reload the page and try again.');
  const crumb = signedCrumb();
  const headers = { ...JSON_TYPE, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb };
  t.equal((await h.app.inject({ method: 'POST', url: '/api/events/RecordJavascriptErrors', headers: { ...headers, 'x-csrf-token': 'wrongwrongwrongwrong' }, payload: report })).statusCode, 403, 'another crumb');
  t.equal((await h.app.inject({ method: 'POST', url: '/api/events/RecordJavascriptErrors', headers, payload: report })).statusCode, 204);
  const eleven = Array.from({ length: 11 }, (_, i) => ({ message: `e${i}` }));
  t.equal((await h.app.inject({ method: 'POST', url: '/api/events/RecordJavascriptErrors', headers, payload: eleven })).statusCode, 400, 'more than 10');
  const longStack = [{ message: 'e', stack: 'x'.repeat(MAX_STACK_CHARS + 1) }];
  t.equal((await h.app.inject({ method: 'POST', url: '/api/events/RecordJavascriptErrors', headers, payload: longStack })).statusCode, 400, 'a stack over 5000');
  t.equal((await h.app.inject({ method: 'POST', url: '/api/events/RecordJavascriptErrors', headers, payload: [] })).statusCode, 400, 'an empty list');
  const stored = await rows(h);
  t.equal(stored.length, 1);
  t.match(stored[0], { kind: 'error', name: 'TypeError: x is undefined', page_path: '/shop' });
});

t.test('performance records arrive as plain text (a beacon) or JSON', async (t) => {
  const h = (await telemetryApp(t))!;
  const record = (name: string, value: number, rating: string) => ({ app: 'vitrine-web', event: 'web-vitals', pageLoadId: 'p1', timestamp: 1, data: { name, value, rating, pagePath: '/', pageType: 2 } });
  const beacon = await h.app.inject({ method: 'POST', url: '/api/1/performance/records', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify([record('LCP', 1200, 'good'), record('CLS', 0.3, 'poor')]) });
  t.equal(beacon.statusCode, 204);
  t.equal((await h.app.inject({ method: 'POST', url: '/api/1/performance/records', headers: JSON_TYPE, payload: [record('FID', 50, 'good')] })).statusCode, 204);
  t.equal((await h.app.inject({ method: 'POST', url: '/api/1/performance/records', headers: { 'content-type': 'text/plain' }, payload: '[{' })).statusCode, 400, 'broken JSON text');
  t.equal((await h.app.inject({ method: 'POST', url: '/api/1/performance/records', headers: JSON_TYPE, payload: [record('LCP', 1, 'great')] })).statusCode, 400, 'an unknown rating');
  t.equal((await h.app.inject({ method: 'POST', url: '/api/1/performance/records', headers: JSON_TYPE, payload: [record('XYZ', 1, 'good')] })).statusCode, 400, 'an unknown metric');
  t.equal((await h.app.inject({ method: 'POST', url: '/api/1/performance/records', headers: JSON_TYPE, payload: [record('LCP', -1, 'good')] })).statusCode, 400, 'a negative value');
  const stored = await rows(h);
  t.same(stored.map((r) => [r.name, r.value, r.session_id]).sort(), [['CLS', 0.3, 'p1'], ['FID', 50, 'p1'], ['LCP', 1200, 'p1']]);
});

t.test('validate-event-content (SPEC section 7, validate mode): checked as collect checks, nothing kept', async (t) => {
  const h = (await telemetryApp(t))!;
  const good = await h.app.inject({ method: 'POST', url: `${V2_VALIDATE_PATH}/commerce_add_to_cart`, headers: JSON_TYPE, payload: { eventContent: JSON.stringify({ analytics_id: 'a', source_environment: 'prod' }) } });
  t.equal(good.statusCode, 200);
  t.same(good.json(), { valid: true, eventSchemaName: 'commerce_add_to_cart' });
  const bad = await h.app.inject({ method: 'POST', url: `${V2_VALIDATE_PATH}/commerce_add_to_cart`, headers: JSON_TYPE, payload: { eventContent: JSON.stringify({ source_environment: 'moon' }) } });
  t.equal(bad.statusCode, 400);
  t.equal((await h.app.inject({ method: 'POST', url: `${V2_VALIDATE_PATH}/a%20b`, headers: JSON_TYPE, payload: { eventContent: '{}' } })).statusCode, 400, 'a bad schema name');
  t.equal((await rows(h)).length, 0, 'nothing stored');
});

t.test('v2 events: 202, stored under their schema name with the analytics id', async (t) => {
  const h = (await telemetryApp(t))!;
  const content = { analytics_id: 'an-1', session_id: 's-1', page_path: '/shop/apron', page_type: 50, source_environment: 'prod', item_id: 'i1', product_types_list: [1], item_variant_object: { sku: 'SQ1' }, cart_value: 2500 };
  const res = await h.app.inject({ method: 'POST', url: V2_EVENTS_PATH, headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify({ eventContent: JSON.stringify(content), eventSchemaName: 'commerce_add_to_cart' }) });
  t.equal(res.statusCode, 202);
  const bad: [string, unknown][] = [
    ['eventContent not JSON', { eventContent: 'nope', eventSchemaName: 'x' }],
    ['a bad schema name', { eventContent: '{}', eventSchemaName: 'a b' }],
    ['an unknown environment', { eventContent: JSON.stringify({ source_environment: 'moon' }), eventSchemaName: 'x' }],
    ['a nested object field', { eventContent: JSON.stringify({ deep: { a: { b: 1 } } }), eventSchemaName: 'x' }],
    ['eventContent an array', { eventContent: '[1]', eventSchemaName: 'x' }],
    ['no schema name', { eventContent: '{}' }],
  ];
  for (const [why, payload] of bad) t.equal((await h.app.inject({ method: 'POST', url: V2_EVENTS_PATH, headers: JSON_TYPE, payload: payload as object })).statusCode, 400, why);
  const stored = await rows(h);
  t.equal(stored.length, 1);
  t.match(stored[0], { kind: 'event', name: 'commerce_add_to_cart', visitor_id: 'an-1', session_id: 's-1', page_type: 50, value: 2500 });
});

t.test('rate limited per client with the SPEC text', async (t) => {
  const h = (await telemetryApp(t, { rateLimitMax: 3 }))!;
  const send = (ip: string) => h.app.inject({ method: 'POST', url: '/api/census/RecordHit', headers: FORM, payload: hitForm({}), remoteAddress: ip });
  for (let i = 0; i < 3; i++) t.equal((await send('10.0.0.1')).statusCode, 204);
  const limited = await send('10.0.0.1');
  t.equal(limited.statusCode, 429);
  t.equal(limited.json().message, 'Please try again in a few seconds.');
  t.equal((await send('10.0.0.2')).statusCode, 204, 'another client is not limited');
});

t.test('garbage never gets a 5xx', async (t) => {
  const h = (await telemetryApp(t))!;
  const urls = ['/api/census/RecordHit', '/api/census/overlay', '/api/1/performance/records', V2_EVENTS_PATH, '/api/census/RecordQuickView/x'];
  const bodies: [string, string][] = [
    ['application/json', 'null'],
    ['application/json', '"str"'],
    ['application/json', '{"__proto__":{"a":1}}'],
    ['application/json', '[[[[[[]]]]]]'],
    ['text/plain', '\u0000\u0001'],
    ['application/x-www-form-urlencoded', 'event=1&event=2&data=%7B%7D'],
    ['application/x-www-form-urlencoded', '%%%'],
    ['application/octet-stream', 'abc'],
  ];
  for (const url of urls) {
    for (const [type, payload] of bodies) {
      const res = await h.app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });
      t.ok(res.statusCode < 500, `${url} ${type} ${JSON.stringify(payload)}: ${res.statusCode}`);
    }
  }
});
