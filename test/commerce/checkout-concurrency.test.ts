/**
 * 200 simultaneous checkouts of the carts holding the last 50 units, from
 * two processes on one PostgreSQL database: 50 carts of one unit each, each
 * cart submitted twice by each process at once. Exactly 50 orders and 50
 * units sold, stock never below zero, no error but the double submits
 * finding their order.
 */
import t from 'tap';
import type { Test } from 'tap';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../server/store/index.js';
import { loadContent } from '../../site/content/load-content.js';
import { Catalogue, CartService, CommerceError } from '../../server/commerce/index.js';
import { DEFAULT_SITE_CONTENT } from '../../server/config.js';
import { freshDatabase } from './helpers.js';
import { MUG } from './checkout-helpers.js';
import { builtModule } from '../helpers/built.js';

t.setTimeout(240_000);

type Outcome = { placed: number; existing: number; errors: Record<string, number> };

t.test('postgres: 200 checkouts from two processes of carts holding the last 50 units', async (t: Test) => {
  const db = await freshDatabase(t, 'postgres');
  if (!db || !db.url) return;
  const loaded = loadContent(DEFAULT_SITE_CONTENT);
  if (!loaded.ok) throw new Error('the demo content does not load');
  const store = await openStore({ url: db.url, schema: db.schema, poolSize: 10 });
  t.teardown(() => store.close());
  const catalogue = Catalogue.fromContent(loaded.content);
  const carts = new CartService(store, catalogue);
  await carts.seed();
  // The last 50 units: the mug's record set to 50, taken by 50 carts of one unit.
  await store.change((tx) => tx.updateTable('stock').set({ quantity: 50 }).where('item_id', '=', MUG.itemId).where('sku', '=', MUG.sku).execute());
  const ids: string[] = [];
  for (let i = 0; i < 50; i++) ids.push((await carts.add(undefined, { itemId: MUG.itemId, sku: MUG.sku, quantity: 1 })).cart.id!);
  await t.rejects(carts.add(undefined, { itemId: MUG.itemId, sku: MUG.sku, quantity: 1 }), CommerceError, 'a 51st cart gets none');

  const dir = mkdtempSync(join(tmpdir(), 'vitrine-checkout-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'carts.json');
  writeFileSync(file, JSON.stringify(ids));
  const worker = builtModule('test/commerce/workers/pg-checkout.js');
  const run = () =>
    new Promise<Outcome>((resolve, reject) => {
      execFile(process.execPath, [worker, db.url!, db.schema, file, '2'], { timeout: 180_000 }, (err, stdout, stderr) => {
        if (err) reject(new Error(`${err.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as Outcome);
      });
    });
  const outcomes = await Promise.all([run(), run()]);
  t.same(outcomes.map((o) => o.errors), [{}, {}], 'no checkout failed');
  t.equal(outcomes.reduce((s, o) => s + o.placed, 0), 50, 'exactly 50 orders placed');
  t.equal(outcomes.reduce((s, o) => s + o.existing, 0), 150, 'the other 150 submits found their cart’s order');

  const sold = await store.db.selectFrom('order_lines').select((eb) => eb.fn.sum<number>('quantity').as('q')).where('item_id', '=', MUG.itemId).executeTakeFirstOrThrow();
  t.equal(Number(sold.q), 50, '50 units sold');
  const orders = await store.db.selectFrom('orders').select(['cart_id', 'status']).execute();
  t.equal(new Set(orders.map((o) => o.cart_id)).size, 50, 'one order per cart');
  t.ok(orders.every((o) => o.status === 'paid'), 'every order paid');
  const left = await store.db.selectFrom('stock').select('quantity').where('item_id', '=', MUG.itemId).where('sku', '=', MUG.sku).executeTakeFirstOrThrow();
  t.equal(Number(left.quantity), 0, 'no stock left, none below zero');
  const purchased = await store.db.selectFrom('carts').select((eb) => eb.fn.countAll<number>().as('n')).where('is_purchased', '=', 1).executeTakeFirstOrThrow();
  t.equal(Number(purchased.n), 50);
});
