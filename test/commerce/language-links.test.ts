/**
 * Language kept through the purchase (issue 36, item 7, in part): the cart
 * pill of a French page leads to the French cart (it led to /cart, then
 * the English checkout), with and without a cart; the English one to /cart.
 */
import t from 'tap';
import { freshDatabase, Shopper } from './helpers.js';
import { demoApp, MUG } from './checkout-helpers.js';

const pill = (html: string) => /<a class="cart-pill" href="([^"]*)"[^>]*data-props="([^"]*)"/.exec(html);

t.test('the pill of a French page leads to /fr/cart; an English one to /cart', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  if (!db) return;
  const { app } = await demoApp(t, db);
  const s = await new Shopper(app).start();
  t.equal((await s.add(MUG.itemId, MUG.sku, 1)).statusCode, 200);
  const fr = pill((await s.request('GET', '/fr/')).body);
  t.ok(fr, 'the French home has the pill');
  t.equal(fr![1], '/fr/cart');
  t.match(fr![2]!.replace(/&quot;/g, '"'), '"cartUrl":"/fr/cart"', 'and tells its island so');
  const en = pill((await s.request('GET', '/')).body);
  t.equal(en![1], '/cart');
  const anonymous = pill((await app.inject({ method: 'GET', url: '/fr/boutique' })).body);
  t.equal(anonymous?.[1], '/fr/cart', 'a cached page without a cart too');
  const cart = await s.request('GET', '/fr/cart');
  t.match(cart.body, 'href="/fr/checkout"', 'the French cart checks out in French');
});
