// The cart that follows the account: merged on sign-in (quantities and
// stock respected), the same cart on another device, and on sign-out
// either left with the account or cloned for the browser.
import t from 'tap';
import { Browser, body, PRODUCTS, siteApp } from './helpers.js';

t.setTimeout(180_000);
const { app } = await siteApp(t);
const PASSWORD = 'kiln-opening-42';

type Cart = { id: string | null; totalQuantity: number; entries: { itemId: string; quantity: number; chosenVariant: { sku: string } }[] };
const cartOf = async (b: Browser) => body<Cart>(await b.cart());
const stockOf = async (b: Browser, p: { id: string; sku: string }) =>
  (body<{ results: { sku: string; qtyInStock: number }[] }>(await b.request('GET', `/api/commerce/inventory/stock/?itemId=${p.id}`)).results.find((r) => r.sku === p.sku)!.qtyInStock);

t.test('an anonymous cart becomes the account cart, and another device sees it', async (t) => {
  const laptop = await new Browser(app).start();
  await laptop.add(PRODUCTS.mug.id, PRODUCTS.mug.sku, 2);
  const anonymousId = (await cartOf(laptop)).id;
  await laptop.signUp('sam@example.com', PASSWORD);
  t.equal(laptop.cookies.CART, anonymousId, 'the browser keeps its cart, now the account’s');

  const phone = await new Browser(app).start();
  t.equal((await cartOf(phone)).totalQuantity, 0);
  await phone.signIn('sam@example.com', PASSWORD);
  const seen = await cartOf(phone);
  t.equal(seen.id, anonymousId, 'the phone gets the account cart');
  t.equal(seen.totalQuantity, 2);
  await phone.add(PRODUCTS.spoon.id, PRODUCTS.spoon.sku, 1);
  t.equal((await cartOf(laptop)).totalQuantity, 3, 'a change on one device shows on the other');
});

t.test('sign-in merges: same variant adds up, others move, held stock is not taken twice', async (t) => {
  const first = await new Browser(app).start();
  await first.signUp('ines@example.com', PASSWORD);
  await first.add(PRODUCTS.candleHolder.id, PRODUCTS.candleHolder.sku, 1);
  await first.signOut(false);
  t.equal(first.cookies.CART, undefined, 'signing out without cloneCart leaves the cart with the account');

  const other = await new Browser(app).start();
  const before = await stockOf(other, PRODUCTS.candleHolder);
  await other.add(PRODUCTS.candleHolder.id, PRODUCTS.candleHolder.sku, 1);
  await other.add(PRODUCTS.mug.id, PRODUCTS.mug.sku, 1);
  const anonymousId = (await cartOf(other)).id;
  await other.signIn('ines@example.com', PASSWORD);
  const merged = await cartOf(other);
  t.not(merged.id, anonymousId, 'the account cart wins');
  t.same(
    merged.entries.map((e) => [e.chosenVariant.sku, e.quantity]),
    [[PRODUCTS.candleHolder.sku, 2], [PRODUCTS.mug.sku, 1]],
    'the candle holders add up; the mug moves across',
  );
  const stranger = await new Browser(app).start();
  t.equal(await stockOf(stranger, PRODUCTS.candleHolder), before - 1, 'the merge took no more stock: a stranger sees what is left');
  t.equal(await stockOf(other, PRODUCTS.candleHolder), before + 1, 'the shopper sees what is left plus the 2 the cart holds');
  const gone = await app.inject({ method: 'GET', url: '/api/commerce/shopping-cart', cookies: { CART: anonymousId! } });
  t.equal(body<Cart>(gone).id, null, 'the anonymous cart is gone');
});

t.test('sign-out with cloneCart keeps a copy in the browser, taking its own stock', async (t) => {
  const b = await new Browser(app).start();
  await b.signUp('otto@example.com', PASSWORD);
  await b.add(PRODUCTS.spoon.id, PRODUCTS.spoon.sku, 2);
  const accountCart = b.cookies.CART;
  const stranger = await new Browser(app).start();
  const before = await stockOf(stranger, PRODUCTS.spoon);
  await b.signOut(true);
  t.ok(b.cookies.CART);
  t.not(b.cookies.CART, accountCart, 'a new cart');
  t.equal((await cartOf(b)).totalQuantity, 2);
  t.equal(await stockOf(stranger, PRODUCTS.spoon), before - 2, 'the copy holds its own units');
  await b.signIn('otto@example.com', PASSWORD);
  t.equal(b.cookies.CART, accountCart, 'signing in again merges the copy back');
  t.equal((await cartOf(b)).totalQuantity, 4);
});

t.test('a cart linked to another account is never merged', async (t) => {
  const a = await new Browser(app).start();
  await a.signUp('ana@example.com', PASSWORD);
  await a.add(PRODUCTS.mug.id, PRODUCTS.mug.sku, 1);
  const anasCart = a.cookies.CART!;
  const b = await new Browser(app).start();
  b.cookies.CART = anasCart;
  await b.signUp('bob@example.com', PASSWORD);
  t.not(b.cookies.CART, anasCart);
  t.equal((await cartOf(b)).totalQuantity, 0);
  t.equal((await cartOf(a)).totalQuantity, 1, 'Ana keeps her cart');
});

t.test('a signed-in page brings the account cart back to a browser that lost its cart cookie', async (t) => {
  const b = await new Browser(app).start();
  await b.signUp('pia@example.com', PASSWORD);
  await b.add(PRODUCTS.mug.id, PRODUCTS.mug.sku, 3);
  const accountCart = b.cookies.CART;
  delete b.cookies.CART;
  const page = await b.request('GET', '/shop');
  t.equal(b.cookies.CART, accountCart, 'the cookie follows the account');
  t.match(page.body, /<span class="cart-pill__count">3<\/span>/, 'this very page shows the account’s cart');
  b.cookies.CART = accountCart!;
  const again = await b.request('GET', '/shop');
  t.notOk((again.cookies as { name: string }[]).some((c) => c.name === 'CART'), 'nothing to set once they agree');
});
