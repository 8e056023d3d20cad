/**
 * The cart API's behaviour, run against one database kind by
 * cart-api-sqlite.test.ts and cart-api-postgres.test.ts: every rule and
 * message of SPEC sections 5, 7 and 8 the server owns, through app.inject().
 */
import type { Test } from 'tap';
import { body, commerceApp, fixtureWithStoreSettings, freshDatabase, Shopper, STOCK_TEXT, type AppOptions, type CommerceApp, type DbKind } from './helpers.js';

const ENTRIES = '/api/commerce/shopping-cart/entries';

export function cartApiSuite(t: Test, kind: DbKind): void {
  /** A server on a fresh database, or undefined when the test was skipped. */
  const setup = async (t: Test, options: AppOptions = {}): Promise<CommerceApp | undefined> => {
    const db = await freshDatabase(t, kind);
    return db ? commerceApp(t, db, options) : undefined;
  };
  const shopper = async (t: Test, options: AppOptions = {}) => {
    const s = await setup(t, options);
    return s ? { ...s, shopper: await new Shopper(s.app).start() } : undefined;
  };
  const count = async (c: CommerceApp, table: 'carts' | 'cart_entries') =>
    Number((await c.commerce.store.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  t.test('GET the cart without a cart cookie: the empty cart, and a crumb cookie', async (t) => {
    const s = await setup(t);
    if (!s) return;
    const res = await s.app.inject({ method: 'GET', url: '/api/commerce/shopping-cart?calculateSubtotal=true&mock=false&timecode=1' });
    t.equal(res.statusCode, 200);
    t.equal(res.headers['cache-control'], 'no-store');
    const cart = body(res);
    t.equal(cart.id, null);
    t.same(cart.entries, []);
    t.match(cart, { subtotalCents: 0, taxCents: 0, shippingCostCents: 0, discountCents: 0, grandTotalCents: 0, totalQuantity: 0 });
    t.match(cart, { hasDigital: false, purelyDigital: false, requiresShipping: false, websiteId: 'site-test-store', isPurchased: false });
    t.same(cart.subtotalAmount, { value: '0.00', currency: 'USD' });
    const crumb = res.cookies.find((c) => c.name === 'crumb');
    t.ok(crumb && /^[0-9a-z]+\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}$/.test(crumb.value), 'a crumb cookie is set');
    t.notOk(crumb?.httpOnly, 'scripts can read the crumb');
    t.equal(await count(s, 'carts'), 0, 'reading creates no cart');
  });

  t.test('adding: the cart with its derived totals, newlyAdded, and the cart cookies', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    const res = await s.shopper.add('sale-board', null, 2);
    t.equal(res.statusCode, 200);
    const { shoppingCart: cart, newlyAdded } = body(res);
    t.match(newlyAdded, {
      itemId: 'sale-board',
      chosenVariant: { sku: 'SALE-1', attributes: {} },
      quantity: 2,
      title: 'Sale Board',
      purchasePriceCents: 1500,
      subTotal: 3000,
      additionalFields: null,
    });
    t.match(newlyAdded.id, /^[0-9a-f]{24}$/);
    t.match(cart.id, /^[0-9a-f]{24}$/);
    t.same(cart.entries, [newlyAdded]);
    t.match(cart, { subtotalCents: 3000, grandTotalCents: 3000, totalQuantity: 2, requiresShipping: true, hasDigital: false, purelyDigital: false });
    t.same(cart.subtotalAmount, { value: '30.00', currency: 'USD' });
    t.type(cart.created, 'number');
    const cookies = Object.fromEntries(res.cookies.map((c) => [c.name, c]));
    t.equal(cookies.CART?.value, cart.id, 'the cart cookie holds the cart id');
    t.equal(cookies.CART?.httpOnly, true);
    t.equal(cookies.hasCart?.value, 'true');
    t.notOk(cookies.hasCart?.httpOnly, 'scripts can read hasCart');

    const again = body(await s.shopper.add('sale-board', 'SALE-1', '3'));
    t.equal(again.shoppingCart.id, cart.id, 'the same cart');
    t.equal(again.shoppingCart.entries.length, 1, 'same item and variant: one entry');
    t.equal(again.newlyAdded.id, newlyAdded.id);
    t.equal(again.newlyAdded.quantity, 5);
    t.equal(again.shoppingCart.subtotalCents, 7500);

    const read = body(await s.shopper.cart());
    t.equal(read.id, cart.id);
    t.equal(read.totalQuantity, 5);
    t.equal(read.entries[0].quantity, 5);
  });

  t.test('totals over physical, digital, service and gift card entries', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    t.equal((await s.shopper.add('ebook', null, 1)).statusCode, 200);
    let cart = body(await s.shopper.cart());
    t.match(cart, { hasDigital: true, purelyDigital: true, requiresShipping: false, subtotalCents: 750 }, 'a digital product on sale: its content sale price');
    t.equal((await s.shopper.add('gift-card', 'GC-50', 2)).statusCode, 200);
    cart = body(await s.shopper.cart());
    t.match(cart, { hasDigital: true, purelyDigital: true, requiresShipping: false, subtotalCents: 750 + 10000 });
    t.equal((await s.shopper.add('lesson', null, 1)).statusCode, 200);
    cart = body(await s.shopper.cart());
    t.match(cart, { hasDigital: true, purelyDigital: false, requiresShipping: false, subtotalCents: 750 + 10000 + 9000 }, 'a service ships nothing');
    t.equal((await s.shopper.add('tote', null, 3)).statusCode, 200);
    cart = body(await s.shopper.cart());
    t.match(cart, { requiresShipping: true, totalQuantity: 7, subtotalCents: 750 + 10000 + 9000 + 5400 });
    t.equal(cart.grandTotalCents, cart.subtotalCents + cart.taxCents + cart.shippingCostCents - cart.discountCents);
    t.same(cart.entries.map((e: { itemId: string }) => e.itemId), ['ebook', 'gift-card', 'lesson', 'tote'], 'entries in the order added');
    for (const k of ['subtotalCents', 'taxCents', 'shippingCostCents', 'discountCents', 'grandTotalCents', 'totalQuantity']) {
      t.ok(Number.isInteger(cart[k]), `${k} is an integer`);
    }
    t.same(cart.subtotalAmount, { value: '251.50', currency: 'USD' });
  });

  t.test('quantity: a number, whole, 1 to 9999', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    const cases: [unknown, number, string][] = [
      ['abc', 400, 'Quantity must be a number.'],
      ['', 400, 'Quantity must be a number.'],
      [null, 400, 'Quantity must be a number.'],
      [true, 400, 'Quantity must be a number.'],
      [{}, 400, 'Quantity must be a number.'],
      ['1e999', 400, 'Quantity must be a number.'],
      [2.5, 400, 'Quantity must be a whole number.'],
      ['1.5', 400, 'Quantity must be a whole number.'],
      [0, 400, 'Quantity must be between 1 and 9999.'],
      [-1, 400, 'Quantity must be between 1 and 9999.'],
      [10000, 400, 'Quantity must be between 1 and 9999.'],
    ];
    for (const [q, status, message] of cases) {
      const res = await s.shopper.add('tote', null, q);
      t.equal(res.statusCode, status, `quantity ${JSON.stringify(q)}`);
      t.same(body(res), { status, code: body(res).code, message, crumbFail: false }, `quantity ${JSON.stringify(q)}: ${message}`);
    }
    t.equal(await count(s, 'carts'), 0, 'no failed add left a cart behind');
    t.equal((await s.shopper.add('tote', null, '2')).statusCode, 200, 'the text of a number counts');
    t.equal((await s.shopper.add('tote', null, 9997)).statusCode, 200, 'up to 9999 in one entry');
    const over = await s.shopper.add('tote', null, 1);
    t.equal(over.statusCode, 400, 'an entry never holds more than 9999');
    t.equal(body(over).message, 'Quantity must be between 1 and 9999.');
    t.equal(body(await s.shopper.cart()).totalQuantity, 9999);
  });

  t.test('variant: required when the product has several, and must exist', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    const text = 'Sorry, that item variant is unavailable. Please select another variant.';
    for (const sku of [null, '', 'NO-SUCH-SKU']) {
      const res = await s.shopper.add('mug', sku, 1);
      t.equal(res.statusCode, 400, `sku ${JSON.stringify(sku)}`);
      t.equal(body(res).message, text);
      t.equal(body(res).code, 'VARIANT_UNAVAILABLE');
    }
    t.equal((await s.shopper.add('sale-board', 'WRONG', 1)).statusCode, 400, 'a single-variant product still checks a given sku');
    t.equal((await s.shopper.add('mug', 'MUG-S', 1)).statusCode, 200);
  });

  t.test('gift card: a denomination is required', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    for (const sku of [null, 'GC-999']) {
      const res = await s.shopper.add('gift-card', sku, 1);
      t.equal(res.statusCode, 400);
      t.same(body(res), { status: 400, code: 'GIFT_CARD_DENOMINATION', message: 'Select a denomination for the Gift Card.', crumbFail: false });
    }
    const ok = body(await s.shopper.add('gift-card', 'GC-25', 1));
    t.match(ok.newlyAdded, { chosenVariant: { sku: 'GC-25', attributes: { Value: '$25.00' } }, purchasePriceCents: 2500 });
  });

  t.test('stock: an add past what is left fails with the SPEC text; the cart keeps what it had', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    t.equal((await s.shopper.add('mug', 'MUG-S', 2)).statusCode, 200);
    const short = await s.shopper.add('mug', 'MUG-S', 2);
    t.equal(short.statusCode, 409);
    t.same(body(short), { status: 409, code: 'NOT_ENOUGH_STOCK', message: STOCK_TEXT, crumbFail: false });
    t.equal((await s.shopper.add('mug', 'MUG-S', 1)).statusCode, 200, 'the last one');
    const none = await s.shopper.add('mug', 'MUG-S', 1);
    t.equal(body(none).message, STOCK_TEXT, 'the quantity in the cart has reached the stock');
    t.equal(body(await s.shopper.cart()).totalQuantity, 3);
    const soldOut = await s.shopper.add('mug', 'MUG-L', 1);
    t.equal(body(soldOut).message, STOCK_TEXT, 'a sold-out variant');
    const other = await new Shopper(s.app).start();
    t.equal(body(await other.add('mug', 'MUG-S', 1)).message, STOCK_TEXT, 'another shopper cannot take what a cart holds');
    t.equal((await other.add('tote', null, 5000)).statusCode, 200, 'unlimited stock');
    t.equal((await other.add('ebook', null, 50)).statusCode, 200, 'digital goods count as unlimited');
  });

  t.test('a translation shares the stock of the item it translates', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    const fr = body(await s.shopper.add('mug-fr', 'MUG-S', 2));
    t.match(fr.newlyAdded, { itemId: 'mug-fr', title: 'Tasse', chosenVariant: { attributes: { Size: 'Petit' } } });
    t.equal(body(await s.shopper.add('mug', 'MUG-S', 2)).message, STOCK_TEXT);
    t.equal((await s.shopper.add('mug', 'MUG-S', 1)).statusCode, 200);
    const stock = body(await s.shopper.stock('mug-fr'));
    t.same(stock.results[0], { itemId: 'mug-fr', sku: 'MUG-S', unlimited: false, qtyInStock: 3 }, 'as this shopper sees it: all three');
  });

  t.test('services: several allowed by default, one when the store setting is off', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    t.equal((await s.shopper.add('lesson', null, 3)).statusCode, 200);

    const db = await freshDatabase(t, kind);
    if (!db) return;
    const { commerceApp: make } = await import('./helpers.js');
    const single = await make(t, db, { content: fixtureWithStoreSettings(t, { multipleQuantityAllowedForServices: false }) });
    const one = await new Shopper(single.app).start();
    const two = await one.add('lesson', null, 2);
    t.equal(two.statusCode, 400);
    t.same(body(two), { status: 400, code: 'SERVICE_SINGLE_QUANTITY', message: 'Only one of this service can be in the cart.', crumbFail: false });
    t.equal((await one.add('lesson', null, 1)).statusCode, 200);
    t.equal(body(await one.add('lesson', null, 1)).code, 'SERVICE_SINGLE_QUANTITY', 'not a second one either');
    const entryId = body(await one.cart()).entries[0].id as string;
    t.equal(body(await one.request('PUT', `${ENTRIES}/${entryId}`, { quantity: 2 })).code, 'SERVICE_SINGLE_QUANTITY', 'nor by a quantity update');
    t.equal((await one.add('tote', null, 4)).statusCode, 200, 'physical products are not concerned');
  });

  t.test('items: unknown, not for sale, subscriptions', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    const unknown = await s.shopper.add('no-such-item', null, 1);
    t.equal(unknown.statusCode, 404);
    t.equal(body(unknown).code, 'ITEM_NOT_FOUND');
    t.equal(body(await s.shopper.add('not-a-product', null, 1)).code, 'ITEM_NOT_FOUND', 'an item with no product type');
    t.equal(body(await s.shopper.add('paywall', null, 1)).code, 'ITEM_NOT_FOR_SALE', 'a paywall product: only its paywall’s offer adds it (test/editor/paywall-product-api.test.ts)');
    const sub = await s.shopper.add('coffee', null, 1);
    t.equal(sub.statusCode, 400);
    t.equal(body(sub).code, 'SUBSCRIPTION_ONLY');
  });

  t.test('crumb: every change must send the crumb cookie back', async (t) => {
    const s = await setup(t);
    if (!s) return;
    const fresh = new Shopper(s.app);
    const noCookie = await fresh.add('tote', null, 1);
    t.equal(noCookie.statusCode, 403);
    t.same(body(noCookie), {
      status: 403,
      code: 'CRUMB_FAIL',
      message: 'Your session has expired. Please reload the page and try again.',
      crumbFail: true,
    });
    t.ok(fresh.cookies.crumb, 'the failure sets a crumb to retry with');
    const shopper = await new Shopper(s.app).start();
    const wrong = await shopper.request('POST', ENTRIES, { itemId: 'tote', sku: null, quantity: 1 }, { crumb: 'x'.repeat(24) });
    t.equal(body(wrong).crumbFail, true, 'a different crumb');
    const missing = await shopper.request('POST', ENTRIES, { itemId: 'tote', sku: null, quantity: 1 }, { crumb: null });
    t.equal(body(missing).crumbFail, true, 'no crumb header');
    const invalidBody = await shopper.request('POST', ENTRIES, { nonsense: true }, { crumb: null });
    t.equal(body(invalidBody).code, 'CRUMB_FAIL', 'the crumb is checked before the body');
    t.equal(await count(s, 'carts'), 0, 'nothing was written');
    const viaQuery = await shopper.request('POST', `${ENTRIES}?crumb=${shopper.cookies.crumb}`, { itemId: 'tote', sku: null, quantity: 1 }, { crumb: null });
    t.equal(viaQuery.statusCode, 200, 'the crumb may come as a query parameter');
    const entryId = body(viaQuery).newlyAdded.id as string;
    for (const [method, url, payload] of [
      ['PUT', `${ENTRIES}/${entryId}`, { quantity: 2 }],
      ['PUT', `${ENTRIES}/${entryId}/additionalFields`, { additionalFields: null }],
      ['DELETE', `${ENTRIES}/${entryId}`, undefined],
      ['POST', '/api/3/commerce/cart/subscription', { itemId: 'coffee', sku: null, qty: 1 }],
    ] as const) {
      const res = await shopper.request(method, url, payload, { crumb: null });
      t.equal(res.statusCode, 403, `${method} ${url} needs the crumb`);
      t.equal(body(res).crumbFail, true);
    }
    t.equal(body(await shopper.cart()).totalQuantity, 1, 'none of them changed the cart');
  });

  t.test('quantity update (PUT entries/{entryId}) takes and gives back stock', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    const entry = body(await s.shopper.add('mug', 'MUG-S', 1)).newlyAdded;
    const url = `${ENTRIES}/${entry.id}`;
    const up = await s.shopper.request('PUT', url, { quantity: 3 });
    t.equal(up.statusCode, 200);
    t.match(body(up).updatedEntry, { id: entry.id, quantity: 3, subTotal: 7200 });
    t.equal(body(up).shoppingCart.subtotalCents, 7200);
    const past = await s.shopper.request('PUT', url, { quantity: 4 });
    t.equal(past.statusCode, 409);
    t.equal(body(past).message, STOCK_TEXT);
    t.equal(body(await s.shopper.cart()).totalQuantity, 3, 'unchanged');
    t.equal(body(await s.shopper.request('PUT', url, { quantity: 'two' })).message, 'Quantity must be a number.');
    t.equal(body(await s.shopper.request('PUT', url, { quantity: 1.5 })).message, 'Quantity must be a whole number.');
    t.equal(body(await s.shopper.request('PUT', url, { quantity: 0 })).message, 'Quantity must be between 1 and 9999.');
    t.equal((await s.shopper.request('PUT', url, { quantity: 1 })).statusCode, 200);
    const other = await new Shopper(s.app).start();
    t.equal((await other.add('mug', 'MUG-S', 2)).statusCode, 200, 'the two given back are there for others');
    const missing = await s.shopper.request('PUT', `${ENTRIES}/${'0'.repeat(24)}`, { quantity: 1 });
    t.equal(missing.statusCode, 404);
    t.equal(body(missing).code, 'ENTRY_NOT_FOUND');
    const notMine = await other.request('PUT', url, { quantity: 1 });
    t.equal(body(notMine).code, 'ENTRY_NOT_FOUND', "another shopper cannot change this cart's entry");
  });

  t.test('removal (DELETE entries/{entryId}) gives the stock back', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    const entry = body(await s.shopper.add('mug', 'MUG-S', 3)).newlyAdded;
    await s.shopper.add('tote', null, 1);
    const res = await s.shopper.request('DELETE', `${ENTRIES}/${entry.id}`);
    t.equal(res.statusCode, 200);
    t.equal(body(res).removedEntry.id, entry.id);
    t.same(body(res).shoppingCart.entries.map((e: { itemId: string }) => e.itemId), ['tote']);
    t.equal(body(res).shoppingCart.subtotalCents, 1800);
    t.equal(body(await s.shopper.request('DELETE', `${ENTRIES}/${entry.id}`)).code, 'ENTRY_NOT_FOUND', 'only once');
    t.same(body(await s.shopper.stock('mug')).results[0], { itemId: 'mug', sku: 'MUG-S', unlimited: false, qtyInStock: 3 });
    t.equal(await count(s, 'cart_entries'), 1);
  });

  t.test('additionalFields: kept as sent, an entry per answer set, updated by PUT', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    const first = body(await s.shopper.add('napkins', null, 1, JSON.stringify({ initials: 'AB' })));
    t.equal(first.newlyAdded.additionalFields, '{"initials":"AB"}');
    const second = body(await s.shopper.add('napkins', null, 1, JSON.stringify({ initials: 'CD' })));
    t.not(second.newlyAdded.id, first.newlyAdded.id, 'form answers make an entry of their own');
    t.equal(second.shoppingCart.entries.length, 2);
    for (const bad of ['{not json', '[1,2]', '"text"', '42']) {
      const res = await s.shopper.add('napkins', null, 1, bad);
      t.equal(body(res).code, 'ADDITIONAL_FIELDS_INVALID', `additionalFields ${bad}`);
    }
    const url = `${ENTRIES}/${first.newlyAdded.id}/additionalFields`;
    const upd = await s.shopper.request('PUT', url, { itemId: 'napkins', sku: 'NAP', additionalFields: '{"initials":"EF"}' });
    t.equal(upd.statusCode, 200);
    t.equal(body(upd).updatedEntry.additionalFields, '{"initials":"EF"}');
    t.equal(body(upd).shoppingCart.entries[0].additionalFields, '{"initials":"EF"}');
    const mismatch = await s.shopper.request('PUT', url, { itemId: 'tote', sku: null, additionalFields: '{}' });
    t.equal(body(mismatch).code, 'ENTRY_MISMATCH');
    const gone = await s.shopper.request('PUT', `${ENTRIES}/${'f'.repeat(24)}/additionalFields`, { itemId: 'napkins', additionalFields: '{}' });
    t.equal(gone.statusCode, 404);
    const invalid = await s.shopper.request('PUT', url, { itemId: 'napkins', additionalFields: '[]' });
    t.equal(body(invalid).code, 'ADDITIONAL_FIELDS_INVALID');
  });

  t.test('subscription checkout: a cart token, stock taken, rules applied', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    const url = '/api/3/commerce/cart/subscription';
    const res = await s.shopper.request('POST', url, { itemId: 'coffee', sku: null, qty: 2, additionalFields: null });
    t.equal(res.statusCode, 200);
    t.match(body(res).cartToken, /^[0-9a-f]{24}$/);
    t.same(body(await s.shopper.stock('coffee')).results, [{ itemId: 'coffee', sku: 'COFFEE', unlimited: false, qtyInStock: 3 }]);
    t.equal(body(await s.shopper.cart()).id, null, "the subscription cart is not the shopper's cart");
    t.equal(body(await s.shopper.request('POST', url, { itemId: 'coffee', sku: null, qty: 4 })).message, STOCK_TEXT);
    t.equal(body(await s.shopper.request('POST', url, { itemId: 'coffee', sku: null, qty: 'x' })).message, 'Quantity must be a number.');
    t.equal(body(await s.shopper.request('POST', url, { itemId: 'tote', sku: null, qty: 1 })).code, 'NOT_SUBSCRIBABLE');
    t.equal(body(await s.shopper.request('POST', url, { itemId: 'nope', sku: null, qty: 1 })).code, 'ITEM_NOT_FOUND');
  });

  t.test('stock (GET inventory/stock/?itemId=): unlimited and qtyInStock per variant', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    const res = await s.shopper.stock('mug');
    t.equal(res.statusCode, 200);
    t.same(body(res), {
      results: [
        { itemId: 'mug', sku: 'MUG-S', unlimited: false, qtyInStock: 3 },
        { itemId: 'mug', sku: 'MUG-L', unlimited: false, qtyInStock: 0 },
      ],
    });
    await s.shopper.add('mug', 'MUG-S', 2);
    t.equal(body(await s.shopper.stock('mug')).results[0].qtyInStock, 3, 'this shopper still sees 3 (2 of them in the cart)');
    const other = await new Shopper(s.app).start();
    t.equal(body(await other.stock('mug')).results[0].qtyInStock, 1, 'another sees the 1 left');
    const noSlash = await s.app.inject({ method: 'GET', url: '/api/commerce/inventory/stock?itemId=tote' });
    t.same(body(noSlash).results, [{ itemId: 'tote', sku: 'TOTE', unlimited: true, qtyInStock: 0 }]);
    t.equal(body(await s.shopper.stock('gift-card')).results[0].unlimited, true, 'gift cards count as unlimited');
    t.equal((await s.shopper.stock('no-such-item')).statusCode, 404);
    const missing = await s.app.inject({ method: 'GET', url: '/api/commerce/inventory/stock/' });
    t.equal(missing.statusCode, 400);
    t.match(body(missing), { status: 400, code: 'INVALID_REQUEST', crumbFail: false });
  });

  t.test('session recording\'s id call (GET /api/commerce/fullstory/getId): the mock value, since no recording service is set up', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    const res = await s.app.inject({ method: 'GET', url: '/api/commerce/fullstory/getId' });
    t.equal(res.statusCode, 200);
    t.match(res.headers['content-type'], 'text/plain');
    t.equal(res.headers['cache-control'], 'no-store');
    t.equal(res.body, 'mock', 'the page skips recording');
  });

  t.test('bad requests answer the failure shape', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    const noItem = await s.shopper.request('POST', ENTRIES, { sku: null, quantity: 1 });
    t.equal(noItem.statusCode, 400);
    t.match(body(noItem), { status: 400, code: 'INVALID_REQUEST', crumbFail: false, message: /itemId/ });
    const badJson = await s.app.inject({
      method: 'POST',
      url: ENTRIES,
      headers: { 'content-type': 'application/json', 'x-csrf-token': s.shopper.cookies.crumb ?? '' },
      cookies: s.shopper.cookies,
      payload: '{"itemId":',
    });
    t.equal(badJson.statusCode, 400);
    t.match(body(badJson), { status: 400, code: 'INVALID_REQUEST', crumbFail: false });
    const longSku = await s.shopper.add('tote', 'x'.repeat(101), 1);
    t.equal(body(longSku).code, 'INVALID_REQUEST');
  });

  t.test('a stale cart cookie starts a new cart', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    s.shopper.cookies.CART = 'a'.repeat(24);
    const res = await s.shopper.add('tote', null, 1);
    t.equal(res.statusCode, 200);
    t.not(body(res).shoppingCart.id, 'a'.repeat(24));
    t.equal(s.shopper.cookies.CART, body(res).shoppingCart.id);
    s.shopper.cookies.CART = 'not-an-id';
    t.equal(body(await s.shopper.cart()).id, null, 'a malformed cookie is no cart');
  });

  t.test('rate limit: 429 with the SPEC text past the limit', async (t) => {
    const s = await setup(t, { rateLimitMax: 3, rateLimitWindowMs: 60_000 });
    if (!s) return;
    const a = new Shopper(s.app, '10.0.0.1');
    for (let i = 0; i < 3; i++) t.equal((await a.cart()).statusCode, 200);
    const limited = await a.add('tote', null, 1);
    t.equal(limited.statusCode, 429);
    t.same(body(limited), { status: 429, code: 'RATE_LIMITED', message: 'Please try again in a few seconds.', crumbFail: false });
    t.ok(limited.headers['retry-after'], 'with Retry-After');
    t.equal((await new Shopper(s.app, '10.0.0.2').cart()).statusCode, 200, 'counted per address');
  });

  t.test('cartSummary(request): the cart pill data of a request cookie', async (t) => {
    const s = await shopper(t);
    if (!s) return;
    t.equal(await s.commerce.cartSummary({ headers: {} }), undefined, 'no cookie, no summary');
    await s.shopper.add('sale-board', null, 2);
    await s.shopper.add('tote', null, 1);
    const cookie = `crumb=x; CART=${s.shopper.cookies.CART}`;
    t.same(await s.commerce.cartSummary({ headers: { cookie } }), {
      id: s.shopper.cookies.CART,
      totalQuantity: 3,
      subtotalCents: 4800,
      subtotalAmount: { value: '48.00', currency: 'USD' },
    });
    t.equal((await s.commerce.cartOf({ headers: { cookie } })).entries.length, 2);
    t.equal(await s.commerce.cartSummary({ headers: { cookie: 'CART=ffffffffffffffffffffffff' } }), undefined, 'an unknown cart');
  });
}
