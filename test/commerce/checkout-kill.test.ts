/**
 * kill -9 during order placement: a process placing orders four at a time
 * on a SQLite file is killed mid-flight; every order in the store is
 * whole (lines, addresses, payment, its cart purchased and naming it), no
 * purchased cart lacks its order, and no unit of stock is lost or doubled.
 */
import t from 'tap';
import type { Test } from 'tap';
import { spawn } from 'node:child_process';
import { openStore } from '../../server/store/index.js';
import { freshDatabase } from './helpers.js';
import { MUG } from './checkout-helpers.js';
import { builtModule } from '../helpers/built.js';

t.setTimeout(240_000);

t.test('sqlite: orders stay whole when the placing process is killed', async (t: Test) => {
  const db = await freshDatabase(t, 'sqlite');
  if (!db) return;
  const worker = builtModule('test/commerce/workers/sqlite-placer.js');
  const child = spawn(process.execPath, [worker, db.file], { stdio: ['ignore', 'pipe', 'pipe'] });
  t.teardown(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  // Killed once it has placed a few orders, so the next ones are mid-flight.
  await new Promise<void>((resolve, reject) => {
    let placed = 0;
    child.stdout.on('data', (d: Buffer) => {
      placed += d.toString().split('\n').filter((l) => l === 'placed').length;
      if (placed >= 12) resolve();
    });
    child.on('exit', () => reject(new Error(`the worker stopped on its own: ${stderr}`)));
  });
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;

  const store = await openStore({ file: db.file });
  t.teardown(() => store.close());
  const orders = await store.db.selectFrom('orders').selectAll().execute();
  t.ok(orders.length >= 12, `${orders.length} orders`);
  let wholeOrders = 0;
  for (const o of orders) {
    const lines = await store.db.selectFrom('order_lines').selectAll().where('order_id', '=', o.id).execute();
    const addresses = await store.db.selectFrom('order_addresses').selectAll().where('order_id', '=', o.id).execute();
    const payments = await store.db.selectFrom('payments').selectAll().where('order_id', '=', o.id).execute();
    const cart = await store.db.selectFrom('carts').selectAll().where('id', '=', o.cart_id!).executeTakeFirstOrThrow();
    const whole = lines.length === 1 && addresses.length === 2 && payments.length === 1 && Number(cart.is_purchased) === 1 && cart.order_id === o.id;
    if (whole) wholeOrders++;
    else t.fail(`order ${o.id} is not whole`, { lines: lines.length, addresses: addresses.length, payments: payments.length, cart });
  }
  t.equal(wholeOrders, orders.length, 'every order is whole');
  const purchased = await store.db.selectFrom('carts').select(['id', 'order_id']).where('is_purchased', '=', 1).execute();
  t.equal(purchased.length, orders.length, 'every purchased cart has its order');
  const sold = await store.db.selectFrom('order_lines').select((eb) => eb.fn.sum<number>('quantity').as('q')).executeTakeFirstOrThrow();
  const open = await store.db
    .selectFrom('cart_entries')
    .innerJoin('carts', 'carts.id', 'cart_entries.cart_id')
    .select((eb) => eb.fn.sum<number>('cart_entries.quantity').as('q'))
    .where('carts.is_purchased', '=', 0)
    .executeTakeFirstOrThrow();
  const left = await store.db.selectFrom('stock').select('quantity').where('item_id', '=', MUG.itemId).where('sku', '=', MUG.sku).executeTakeFirstOrThrow();
  t.equal(Number(sold.q) + Number(open.q ?? 0) + Number(left.quantity), 30, 'sold + held + left = the 30 mugs of the fixture');
});
