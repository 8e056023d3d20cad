/**
 * Concurrent adds never oversell, on SQLite and on PostgreSQL: 200
 * simultaneous adds of an item with 50 in stock leave exactly 50 in carts.
 */
import t from 'tap';
import type { Test } from 'tap';
import { body, commerceApp, DB_KINDS, freshDatabase, Shopper, STOCK_TEXT, type CommerceApp } from './helpers.js';

const ITEM = 'stock-fifty';
const SKU = 'P50';

t.setTimeout(240_000);

/** A shopper with a crumb already (as after a page load), so the adds themselves are what runs at once. */
/** A crumb the server signed (crumbs are signed and expire), shared by the test's shoppers: each sends it back as its own cookie. */
async function serverCrumb(app: CommerceApp['app']): Promise<string> {
  const crumb = (await new Shopper(app).start()).cookies.crumb;
  if (!crumb) throw new Error('the cart read set no crumb');
  return crumb;
}

function shopperWithCrumb(app: CommerceApp['app'], i: number, crumb: string): Shopper {
  const s = new Shopper(app, `10.1.${i >> 8}.${i & 255}`);
  s.cookies.crumb = crumb;
  return s;
}

async function held(c: CommerceApp): Promise<{ inCarts: number; entries: number; carts: number; left: number }> {
  const db = c.commerce.store.db;
  const sum = await db
    .selectFrom('cart_entries')
    .select((eb) => [eb.fn.sum<number>('quantity').as('q'), eb.fn.countAll<number>().as('n')])
    .where('item_id', '=', ITEM)
    .executeTakeFirstOrThrow();
  const carts = await db.selectFrom('carts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const stock = await db.selectFrom('stock').select('quantity').where('item_id', '=', ITEM).where('sku', '=', SKU).executeTakeFirstOrThrow();
  return { inCarts: Number(sum.q ?? 0), entries: Number(sum.n), carts: Number(carts.n), left: Number(stock.quantity) };
}

for (const kind of DB_KINDS) {
  t.test(`${kind}: 200 simultaneous adds by 200 shoppers of an item with 50 in stock`, async (t: Test) => {
    const db = await freshDatabase(t, kind);
    if (!db) return;
    const c = await commerceApp(t, db);
    const crumb = await serverCrumb(c.app);
    const shoppers = Array.from({ length: 200 }, (_, i) => shopperWithCrumb(c.app, i, crumb));
    const answers = await Promise.all(shoppers.map((s) => s.add(ITEM, SKU, 1)));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 409);
    t.equal(ok.length, 50, '50 adds succeed');
    t.equal(refused.length, 150, 'the other 150 are refused');
    t.ok(refused.every((r) => body(r).message === STOCK_TEXT), 'each with the stock message');
    t.same(await held(c), { inCarts: 50, entries: 50, carts: 50, left: 0 }, 'exactly 50 in 50 carts, none left, no empty cart from a refused add');
  });

  t.test(`${kind}: 200 simultaneous adds into one cart`, async (t: Test) => {
    const db = await freshDatabase(t, kind);
    if (!db) return;
    // A cart may hold all 50 here: this is about adds racing, not the per-cart cap.
    const c = await commerceApp(t, db, { maxPerVariant: 50 });
    const s = shopperWithCrumb(c.app, 1, await serverCrumb(c.app));
    t.equal((await s.add('tote', null, 1)).statusCode, 200, 'the cart exists');
    const answers = await Promise.all(Array.from({ length: 200 }, () => s.add(ITEM, SKU, 1)));
    t.equal(answers.filter((r) => r.statusCode === 200).length, 50);
    t.same(await held(c), { inCarts: 50, entries: 1, carts: 1, left: 0 }, 'one entry of exactly 50');
    const cart = body(await s.cart());
    t.equal(cart.totalQuantity, 51);
  });

  t.test(`${kind}: simultaneous adds, quantity updates and removals keep stock and carts equal`, async (t: Test) => {
    const db = await freshDatabase(t, kind);
    if (!db) return;
    const c = await commerceApp(t, db);
    const crumb = await serverCrumb(c.app);
    const shoppers = Array.from({ length: 40 }, (_, i) => shopperWithCrumb(c.app, i, crumb));
    // Each shopper takes some units first, then all change at once.
    await Promise.all(shoppers.map((s, i) => s.add(ITEM, SKU, (i % 3) + 1)));
    const before = await held(c);
    t.equal(before.inCarts + before.left, 50, 'after the first round');
    await Promise.all(
      shoppers.map(async (s, i) => {
        const cart = body(await s.cart());
        const entry = (cart.entries as { id: string; quantity: number }[])[0];
        if (!entry) return s.add(ITEM, SKU, 2);
        if (i % 4 === 0) return s.request('DELETE', `/api/commerce/shopping-cart/entries/${entry.id}`);
        if (i % 4 === 1) return s.request('PUT', `/api/commerce/shopping-cart/entries/${entry.id}`, { quantity: entry.quantity + 2 });
        if (i % 4 === 2) return s.request('PUT', `/api/commerce/shopping-cart/entries/${entry.id}`, { quantity: 1 });
        return s.add(ITEM, SKU, 3);
      }),
    );
    const after = await held(c);
    t.equal(after.inCarts + after.left, 50, 'every unit is either in a cart or left');
    t.ok(after.left >= 0, 'never below zero');
  });
}
