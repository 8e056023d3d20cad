/**
 * Stock holds (server/commerce/stock-holds.ts): an abandoned cart's units
 * come back, by the sweeper and at once for another shopper's add; a
 * lapsed cart takes its units again when it can; orders keep what they
 * took; a cart holds at most so many units of a limited variant; and two
 * processes never oversell while holds lapse, on SQLite and PostgreSQL.
 */
import t from 'tap';
import type { Test } from 'tap';
import { execFile } from 'node:child_process';
import { openStore, type Store } from '../../server/store/index.js';
import { loadContent } from '../../site/content/load-content.js';
import { Catalogue, CartService, CommerceError } from '../../server/commerce/index.js';
import { commitHolds, sweepLapsedHolds, type HoldPolicy } from '../../server/commerce/stock-holds.js';
import { DB_KINDS, freshDatabase, STOCK_TEXT, STORE_FIXTURE } from './helpers.js';
import { builtModule } from '../helpers/built.js';

t.setTimeout(600_000);

const ITEM = 'stock-fifty';
const SKU = 'P50';
const MINUTE = 60_000;
const loaded = loadContent(STORE_FIXTURE);
if (!loaded.ok) throw new Error('the store fixture does not load');
const catalogue = Catalogue.fromContent(loaded.content);

interface Setup {
  store: Store;
  carts: CartService;
  clock: { at: number };
}

async function setup(t: Test, kind: (typeof DB_KINDS)[number], holds: HoldPolicy = { holdMs: 30 * MINUTE, maxPerVariant: 50 }): Promise<Setup | undefined> {
  const db = await freshDatabase(t, kind);
  if (!db) return undefined;
  const store = await openStore(db.url ? { url: db.url, schema: db.schema } : { file: db.file });
  t.teardown(() => store.close());
  const clock = { at: Date.UTC(2026, 10, 25, 12) };
  const carts = new CartService(store, catalogue, { holds, now: () => new Date(clock.at) });
  await carts.seed();
  return { store, carts, clock };
}

const left = async (s: Setup) =>
  Number((await s.store.db.selectFrom('stock').select('quantity').where('item_id', '=', ITEM).where('sku', '=', SKU).executeTakeFirstOrThrow()).quantity);
const shown = async (s: Setup, cartId?: string) => (await s.carts.stock(ITEM, cartId))[0]!.qtyInStock;
const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: unknown) => (e instanceof CommerceError ? e.code : String(e)));

async function placeOrder(s: Setup, cartId: string): Promise<void> {
  await s.store.change(async (tx) => {
    await commitHolds(tx, cartId, new Date(s.clock.at));
    await tx.updateTable('carts').set({ is_purchased: 1 }).where('id', '=', cartId).execute();
  });
}

for (const kind of DB_KINDS) {
  t.test(`${kind}: an abandoned cart's stock comes back`, async (t) => {
    const s = await setup(t, kind);
    if (!s) return;
    const { cart } = await s.carts.add(undefined, { itemId: ITEM, sku: SKU, quantity: 5 });
    t.equal(await left(s), 45, 'the add holds 5');
    s.clock.at += 29 * MINUTE;
    t.equal(await sweepLapsedHolds(s.store, new Date(s.clock.at)), 0, 'a live hold is kept');
    t.equal(await shown(s), 45);
    s.clock.at += 2 * MINUTE;
    t.equal(await shown(s), 50, 'a lapsed hold counts as stock before any sweep');
    t.equal(await sweepLapsedHolds(s.store, new Date(s.clock.at)), 1, 'the sweeper releases it');
    t.equal(await left(s), 50, 'the units are back');
    t.equal(await sweepLapsedHolds(s.store, new Date(s.clock.at)), 0, 'released once');
    const kept = await s.carts.get(cart.id!);
    t.equal(kept.entries[0]?.quantity, 5, 'the cart keeps its entry');
    await s.carts.add(cart.id!, { itemId: ITEM, sku: SKU, quantity: 1 });
    t.equal(await left(s), 44, 'its next change holds the 5 again, and the new one');
  });

  t.test(`${kind}: a lapsed cart never blocks a live one; orders keep their units`, async (t) => {
    const s = await setup(t, kind);
    if (!s) return;
    const a = await s.carts.add(undefined, { itemId: ITEM, sku: SKU, quantity: 50 });
    const b = await code(s.carts.add(undefined, { itemId: ITEM, sku: SKU, quantity: 1 }));
    t.equal(b, 'NOT_ENOUGH_STOCK', 'all 50 are held');
    s.clock.at += 31 * MINUTE;
    const { cart: bCart } = await s.carts.add(undefined, { itemId: ITEM, sku: SKU, quantity: 30 });
    t.equal(await left(s), 20, 'the add took the lapsed units without waiting for the sweeper');
    await placeOrder(s, bCart.id!);
    const short = await s.store.change((tx) => commitHolds(tx, a.cart.id!, new Date(s.clock.at))).then(
      () => null,
      (e: unknown) => e,
    );
    t.ok(short instanceof CommerceError && short.code === 'NOT_ENOUGH_STOCK' && short.message === STOCK_TEXT, 'the lapsed cart cannot order 50');
    t.equal(await left(s), 20, 'a refused order changes nothing');
    s.clock.at += 60 * MINUTE;
    await sweepLapsedHolds(s.store, new Date(s.clock.at));
    t.equal(await left(s), 20, 'the order keeps its 30: no sweeper gives them back');
    await s.carts.setQuantity(a.cart.id!, a.entry.id, 20);
    await placeOrder(s, a.cart.id!);
    t.equal(await left(s), 0, 'the lapsed cart, brought down to what is left, orders it');
  });

  t.test(`${kind}: a lapsed cart's own change neither frees nor makes units`, async (t) => {
    const s = await setup(t, kind);
    if (!s) return;
    const { cart, entry } = await s.carts.add(undefined, { itemId: ITEM, sku: SKU, quantity: 5 });
    const inCart = async () => (await s.carts.get(cart.id!)).entries.reduce((n, e) => n + e.quantity, 0);
    s.clock.at += 31 * MINUTE;
    await s.carts.setQuantity(cart.id!, entry.id, 7);
    t.equal(await left(s), 43, 'raising a lapsed, unswept entry from 5 to 7 takes 2 more');
    t.equal(await inCart(), 7);
    s.clock.at += 31 * MINUTE;
    await s.carts.add(cart.id!, { itemId: ITEM, sku: SKU, quantity: 1 });
    t.equal(await left(s), 42, 'adding to a lapsed, unswept cart takes 1 more');
    s.clock.at += 31 * MINUTE;
    t.equal(await sweepLapsedHolds(s.store, new Date(s.clock.at)), 1);
    t.equal(await left(s), 50, 'the sweeper gives back exactly the 8 held');
  });

  t.test(`${kind}: a cart holds at most maxPerVariant units of a limited variant`, async (t) => {
    const s = await setup(t, kind, { holdMs: 30 * MINUTE, maxPerVariant: 5 });
    if (!s) return;
    const { cart, entry } = await s.carts.add(undefined, { itemId: ITEM, sku: SKU, quantity: 5 });
    const more = await s.carts.add(cart.id!, { itemId: ITEM, sku: SKU, quantity: 1 }).catch((e: unknown) => e);
    t.ok(more instanceof CommerceError && more.code === 'VARIANT_LIMIT');
    t.equal((more as CommerceError).message, 'You can have at most 5 of this item in your cart.');
    t.equal((more as CommerceError).statusCode, 409);
    t.equal(await code(s.carts.setQuantity(cart.id!, entry.id, 6)), 'VARIANT_LIMIT', 'a quantity change too');
    t.equal(await left(s), 45, 'refused changes take nothing');
    t.equal(await code(s.carts.add(cart.id!, { itemId: 'tote', sku: null, quantity: 9 })), 'ok', 'unlimited variants have no cap');
  });

  t.test(`${kind}: a subscription cart's hold lapses too`, async (t) => {
    const s = await setup(t, kind);
    if (!s) return;
    const subscribable = catalogue.products().find((p) => p.subscribable && p.variants.some((v) => !v.unlimited));
    if (!subscribable) return t.fail('the store fixture needs a limited subscribable product');
    const variant = subscribable.variants.find((v) => !v.unlimited)!;
    const before = (await s.carts.stock(subscribable.id, undefined)).find((r) => r.sku === variant.sku)!.qtyInStock;
    await s.carts.subscribe({ itemId: subscribable.id, sku: variant.sku, quantity: 1 });
    t.equal((await s.carts.stock(subscribable.id, undefined)).find((r) => r.sku === variant.sku)!.qtyInStock, before - 1);
    s.clock.at += 31 * MINUTE;
    t.equal(await sweepLapsedHolds(s.store, new Date(s.clock.at)), 1);
    t.equal((await s.carts.stock(subscribable.id, undefined)).find((r) => r.sku === variant.sku)!.qtyInStock, before);
  });

  t.test(`${kind}: two processes adding, ordering and sweeping never oversell`, async (t) => {
    const db = await freshDatabase(t, kind);
    if (!db) return;
    const options = JSON.stringify(db.url ? { url: db.url, schema: db.schema } : { file: db.file });
    const worker = builtModule('test/commerce/workers/hold-churn.js');
    const run = () =>
      new Promise<{ ok: number; short: number; orders: number; retries: number; other: string[] }>((resolve, reject) => {
        execFile(process.execPath, [worker, options, '20'], { timeout: 240_000 }, (err, stdout, stderr) => {
          if (err) reject(new Error(`${err.message}\n${stderr}`));
          else resolve(JSON.parse(stdout) as { ok: number; short: number; orders: number; retries: number; other: string[] });
        });
      });
    const outcomes = await Promise.all([run(), run()]);
    t.same(outcomes.flatMap((o) => o.other), [], 'nothing failed for another reason');
    t.ok(outcomes.reduce((n, o) => n + o.orders, 0) > 0, 'orders were placed');
    // Each change locks its own cart's entries before any stock row, and releases skip what another change holds: no waiting in a circle.
    t.equal(outcomes.reduce((n, o) => n + o.retries, 0), 0, 'no change was a deadlock victim');
    const store = await openStore(JSON.parse(options) as { url?: string; schema?: string; file?: string });
    t.teardown(() => store.close());
    const stock = Number((await store.db.selectFrom('stock').select('quantity').where('item_id', '=', ITEM).where('sku', '=', SKU).executeTakeFirstOrThrow()).quantity);
    const sum = async (purchased: number, column: 'held_quantity' | 'quantity') =>
      Number(
        (
          await store.db
            .selectFrom('cart_entries as e')
            .innerJoin('carts as c', 'c.id', 'e.cart_id')
            .select((eb) => eb.fn.sum<number>(`e.${column}`).as('n'))
            .where('e.item_id', '=', ITEM)
            .where('c.is_purchased', '=', purchased)
            .executeTakeFirstOrThrow()
        ).n ?? 0,
      );
    const sold = await sum(1, 'quantity');
    const held = await sum(0, 'held_quantity');
    t.ok(sold <= 50, `sold ${sold} of 50`);
    t.equal(stock + held + sold, 50, `stock ${stock} + held ${held} + sold ${sold}: no unit made or lost`);
  });
}
