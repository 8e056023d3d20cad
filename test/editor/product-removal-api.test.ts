// Removing a product made in the editor (DELETE /api/editor/stores/:storeId/products/:productId):
// it leaves its store and the shopper's product page, open carts drop it
// (their held units go back), adding it again is refused, a past order
// keeps its line; products of the fixture, unknown ones and other roles
// are refused.
import t from 'tap';
import { body, editorApp, manager, owner, shopper, visitor } from './helpers.js';
import { EDITOR_ERRORS } from '../../server/editor/index.js';
import { CARD, CheckoutShopper, NY_ADDRESS } from '../commerce/checkout-helpers.js';

t.setTimeout(180_000);
const app = await editorApp(t);
const admin = await owner(app);
const db = app.vitrine.commerce!.store.db;
const text = (code: keyof typeof EDITOR_ERRORS) => EDITOR_ERRORS[code].text;

const vase = {
  title: 'Ember Vase',
  description: 'Wood-fired.',
  variants: [{ sku: 'EMBER-1', priceCents: 6400, stock: { unlimited: false, quantity: 10 } }],
};
const stockLeft = async () => Number((await db.selectFrom('stock').select('quantity').where('sku', '=', 'EMBER-1').executeTakeFirstOrThrow()).quantity);

t.test('a removed product leaves the store, the page and open carts; a past order keeps it', async (t) => {
  const made = await admin.request('POST', '/api/editor/stores/shop/products', vase);
  t.equal(made.statusCode, 201, made.body);
  const product = body(made).product;
  t.equal(product.removable, true, 'a product made in the editor can be removed');
  const listed = body(await admin.request('GET', '/api/editor/stores/shop/products')).products;
  t.equal(listed.find((p: { id: string }) => p.id === product.id).removable, true);
  t.equal(listed.find((p: { urlId: string }) => p.urlId === 'stoneware-mug').removable, false, "the fixture's products are not");

  // One shopper orders it; another leaves it in an open cart (2 units held).
  const buyer = await new CheckoutShopper(app, '10.7.0.1').start();
  t.equal((await buyer.add(product.id, 'EMBER-1', 1)).statusCode, 200);
  const placed = await buyer.place({ ...NY_ADDRESS, shippingOptionId: 'standard', ...CARD() });
  t.match(String(placed.headers.location), /^\/checkout\/order-confirmed\?order=/, 'the order is placed');
  const confirmation = String(placed.headers.location);
  const browsing = await new CheckoutShopper(app, '10.7.0.2').start();
  t.equal((await browsing.add(product.id, 'EMBER-1', 2)).statusCode, 200);
  const keep = await browsing.add('6561f0c202f4300000000003', 'SQ1010', 1);
  t.equal(keep.statusCode, 200, 'and a fixture mug beside it');
  t.equal(await stockLeft(), 7);

  const removed = await admin.request('DELETE', `/api/editor/stores/shop/products/${product.id}`);
  t.equal(removed.statusCode, 200, removed.body);
  t.match(body(removed).removed, { id: product.id, urlId: 'ember-vase', title: 'Ember Vase', cartEntries: 1 });

  t.notOk(body(await admin.request('GET', '/api/editor/stores/shop/products')).products.some((p: { id: string }) => p.id === product.id), 'gone from its store');
  t.equal((await app.inject({ method: 'GET', url: '/shop/ember-vase' })).statusCode, 404, 'its page is gone');
  const cart = body(await browsing.cart());
  t.same(cart.entries.map((e: { itemId: string }) => e.itemId), ['6561f0c202f4300000000003'], 'the open cart dropped it and kept the rest');
  t.equal(await stockLeft(), 9, 'the units the cart held went back (the order keeps its one)');
  const again = await browsing.add(product.id, 'EMBER-1', 1);
  t.same([again.statusCode, body(again).message], [404, 'Sorry, that item is unavailable.'], 'it can no longer be bought');

  const lines = await db.selectFrom('order_lines').select(['product_name', 'quantity', 'unit_price_cents']).where('item_id', '=', product.id).execute();
  t.same(lines.map((l) => [l.product_name, Number(l.quantity), Number(l.unit_price_cents)]), [['Ember Vase', 1, 6400]], 'the past order keeps its line');
  const done = await buyer.page(confirmation);
  t.equal(done.statusCode, 200);
  t.match(done.body, 'Ember Vase', 'and its confirmation page still shows it');

  const twice = await admin.request('DELETE', `/api/editor/stores/shop/products/${product.id}`);
  t.same([twice.statusCode, body(twice).code, body(twice).message], [404, 'NOT_FOUND', text('NOT_FOUND')], 'removing it twice');
});

t.test('bad removals are refused and change nothing', async (t) => {
  const { revision } = await app.vitrine.editor!.content.read();
  const fixture = await admin.request('DELETE', '/api/editor/stores/shop/products/6561f0c202f4300000000003');
  t.same([fixture.statusCode, body(fixture).code, body(fixture).message], [409, 'PRODUCT_NOT_DELETABLE', text('PRODUCT_NOT_DELETABLE')], 'a product of the fixture');
  t.equal((await admin.request('DELETE', '/api/editor/stores/nope/products/6561f0c202f4300000000003')).statusCode, 404, 'an unknown store');
  t.equal((await admin.request('DELETE', '/api/editor/stores/shop/products/a%20b')).statusCode, 400, 'an id outside the id pattern');
  const noCrumb = await admin.request('DELETE', '/api/editor/stores/shop/products/6561f0c202f4300000000003', undefined, { crumb: null });
  t.equal(body(noCrumb).code, 'CRUMB_FAIL');
  t.equal(body(await (await shopper(app)).request('DELETE', '/api/editor/stores/shop/products/6561f0c202f4300000000003')).code, 'FORBIDDEN');
  t.equal((await (await visitor(app)).request('DELETE', '/api/editor/stores/shop/products/6561f0c202f4300000000003')).statusCode, 401);
  t.equal((await app.vitrine.editor!.content.read()).revision, revision, 'nothing was written');
});

t.test('a website manager removes a product too', async (t) => {
  const m = await manager(app);
  const made = body(await m.request('POST', '/api/editor/stores/shop/products', { ...vase, title: 'Manager Vase', variants: [{ ...vase.variants[0], sku: 'MGR-1' }] })).product;
  const r = await m.request('DELETE', `/api/editor/stores/shop/products/${made.id}`);
  t.equal(r.statusCode, 200, r.body);
  t.equal(body(r).removed.cartEntries, 0);
});
