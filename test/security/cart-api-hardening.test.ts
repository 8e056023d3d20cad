// Items 3 and 12 of the hardening issue, on the cart API: bounded carts
// and form answers, hostile nesting, the crumb checked before the body and
// signed with an expiry, 405 with Allow, JSON answers on API paths, the
// catalogue's shape for long ids, no coercion of arrays, and the cart page
// neither showing the cart id nor being cached.
import t, { type Test } from 'tap';
import { commerceApp, freshDatabase, Shopper, body } from '../commerce/helpers.js';
import { signCrumb } from '../../server/commerce/cookies.js';
import { MAX_ADDITIONAL_FIELDS_LENGTH, MAX_CART_ADDITIONAL_FIELDS_LENGTH, MAX_CART_ENTRIES } from '../../server/commerce/rules.js';

t.setTimeout(240_000);
const ENTRIES = '/api/commerce/shopping-cart/entries';

async function setUp(t: Test) {
  const db = await freshDatabase(t, 'sqlite');
  const { app } = await commerceApp(t, db!);
  return { app, shopper: await new Shopper(app).start() };
}

t.test('form answers nested 5,000 deep: 400 ADDITIONAL_FIELDS_INVALID, not a crash', async (t) => {
  const { shopper } = await setUp(t);
  const deep = '['.repeat(2000) + ']'.repeat(2000);
  const res = await shopper.add('tote', null, 1, `{"a":${deep}}`);
  t.equal(res.statusCode, 400);
  t.equal(body(res).code, 'ADDITIONAL_FIELDS_INVALID');
});

t.test('carts are bounded: entries, form answers per entry and per cart', async (t) => {
  const { shopper } = await setUp(t);
  t.ok(MAX_CART_ENTRIES <= 50 && MAX_ADDITIONAL_FIELDS_LENGTH <= 8 * 1024 && MAX_CART_ADDITIONAL_FIELDS_LENGTH <= 32 * 1024, 'a cart view stays small');
  const big = await shopper.add('tote', null, 1, JSON.stringify({ note: 'x'.repeat(MAX_ADDITIONAL_FIELDS_LENGTH) }));
  t.equal(big.statusCode, 400, 'one entry cannot carry more than MAX_ADDITIONAL_FIELDS_LENGTH');
  const answer = JSON.stringify({ note: 'x'.repeat(MAX_ADDITIONAL_FIELDS_LENGTH - 20) });
  let status = 200;
  let added = 0;
  while (status === 200 && added < MAX_CART_ENTRIES + 1) {
    const res = await shopper.add('tote', null, 1, answer);
    status = res.statusCode;
    if (status === 200) added++;
    else t.equal(body(res).code, 'CART_FULL');
  }
  t.ok(added * answer.length <= MAX_CART_ADDITIONAL_FIELDS_LENGTH, `the cart stops at ${added} entries of answers`);
  t.equal(status, 400, 'past the cart total: CART_FULL');
});

t.test('the crumb is checked before the body: a forged request gets 403 whatever it sends', async (t) => {
  const { app } = await setUp(t);
  for (const [type, payload] of [['text/weird', 'garbage'], ['application/json', '{not json'], ['application/json', 'x'.repeat(10)]] as const) {
    const res = await app.inject({ method: 'POST', url: ENTRIES, payload, headers: { 'content-type': type } });
    t.equal(res.statusCode, 403, `${type} ${payload.slice(0, 10)}`);
    t.equal(body(res).crumbFail, true);
  }
});

t.test('the crumb is signed and expires', async (t) => {
  const { app, shopper } = await setUp(t);
  t.match(shopper.cookies.crumb, /^[0-9a-z]+\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}$/, 'issued time, random part, signature');
  const ok = await shopper.add('tote', null, 1);
  t.equal(ok.statusCode, 200, 'the crumb the server gave works');

  const unsigned = 'x'.repeat(24);
  const forged = await shopper.request('POST', ENTRIES, { itemId: 'tote', sku: null, quantity: 1 }, { crumb: unsigned });
  t.equal(forged.statusCode, 403);
  const planted = new Shopper(app);
  planted.cookies.crumb = signCrumb(Buffer.alloc(32, 1), Date.now() / 1000);
  t.equal((await planted.add('tote', null, 1)).statusCode, 403, 'a crumb signed with another key is refused, even when cookie and header agree');

  const old = new Shopper(app);
  old.cookies.crumb = signCrumb(app.vitrine.crumbKey, Date.now() / 1000 - 13 * 3600);
  const expired = await old.add('tote', null, 1);
  t.equal(expired.statusCode, 403, 'an expired crumb is refused');
  t.same(body(expired), { status: 403, code: 'CRUMB_FAIL', message: 'Your session has expired. Please reload the page and try again.', crumbFail: true });
  t.not(old.cookies.crumb, signCrumb(app.vitrine.crumbKey, 0), 'a fresh crumb comes with the refusal');
  t.equal((await old.add('tote', null, 1)).statusCode, 200, 'and works');
});

t.test('wrong methods: 405 with Allow; API paths answer JSON', async (t) => {
  const { shopper, app } = await setUp(t);
  const get = await shopper.request('GET', ENTRIES);
  t.equal(get.statusCode, 405);
  t.equal(get.headers.allow, 'POST');
  t.match(get.headers['content-type'], /application\/json/);
  t.equal(body(get).code, 'METHOD_NOT_ALLOWED');
  const del = await shopper.request('POST', `${ENTRIES}/${'a'.repeat(24)}`, {});
  t.equal(del.statusCode, 405);
  t.equal(del.headers.allow, 'DELETE, PUT');
  const cart = await shopper.request('DELETE', '/api/commerce/shopping-cart');
  t.equal(cart.statusCode, 405);
  t.equal(cart.headers.allow, 'GET, HEAD');
  const unknown = await app.inject('/api/commerce/nothing-here');
  t.equal(unknown.statusCode, 404);
  t.match(unknown.headers['content-type'], /application\/json/, 'an unknown API path answers JSON, not the site page');
});

t.test('a 150-character entry id: the catalogue shape, not the URL echoed', async (t) => {
  const { shopper } = await setUp(t);
  const res = await shopper.request('PUT', `${ENTRIES}/${'a'.repeat(150)}`, { quantity: 1 });
  t.equal(res.statusCode, 400);
  t.match(body(res), { status: 400, code: 'INVALID_REQUEST', crumbFail: false });
  t.notMatch(res.body, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'the id is not echoed');
});

t.test('itemId as an array is refused, not read as a string', async (t) => {
  const { shopper } = await setUp(t);
  const res = await shopper.request('POST', ENTRIES, { itemId: ['tote'], sku: null, quantity: 1 });
  t.equal(res.statusCode, 400);
  t.equal(body(res).code, 'INVALID_REQUEST');
});

t.test('the cart page: no cart id in its markup, never cached', async (t) => {
  const { shopper, app } = await setUp(t);
  await shopper.add('tote', null, 1);
  const id = shopper.cookies.CART!;
  t.ok(id, 'the shopper has a cart');
  const page = await app.inject({ url: '/cart', cookies: shopper.cookies });
  t.equal(page.statusCode, 200);
  t.notMatch(page.body, id, 'the HttpOnly cart id stays in its cookie');
  t.equal(page.headers['cache-control'], 'private, no-store');
});
