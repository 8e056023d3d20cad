/**
 * Two server instances on one PostgreSQL database, as two processes behind
 * a load balancer: the owner's actions sent to both at once happen once
 * (one fulfilment and its mail, one refund and its stock, one
 * cancellation), and two different refunds never take more than was paid.
 */
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { siteApp } from '../session/helpers.js';
import { Browser, body, PASSWORD } from '../editor/helpers.js';
import { OWNER_EMAIL } from '../session/helpers.js';
import { freshDatabase } from './helpers.js';
import { MUG } from './checkout-helpers.js';
import { buy, key, OWNER_API, outbox, stockOf } from './owner-helpers.js';

const SECRET = 'owner-orders-two-instances-cookie-secret';

/** The owner's browser on `app`, with the cookies of a session made on the other instance. */
function sameOwnerOn(app: FastifyInstance, from: Browser): Browser {
  const b = new Browser(app, from.ip);
  Object.assign(b.cookies, from.cookies);
  b.xsrfToken = from.xsrfToken;
  return b;
}

t.test('postgres: two instances, one database', async (t) => {
  const db = await freshDatabase(t, 'postgres');
  if (!db) return;
  const one = (await siteApp(t, { database: db, cookieSecret: SECRET })).app;
  const two = (await siteApp(t, { database: db, cookieSecret: SECRET })).app;
  const a = new Browser(one);
  await a.request('GET', '/');
  if ((await a.signUp(OWNER_EMAIL, PASSWORD)).statusCode !== 201) throw new Error('owner sign-up failed');
  const b = sameOwnerOn(two, a);
  t.equal((await b.request('GET', `${OWNER_API}/me`)).statusCode, 200, 'the session works on both');

  t.test('the same fulfilment on both: once, one mail', async (t) => {
    const id = await buy(one, [{ itemId: MUG.itemId, sku: MUG.sku, quantity: 1 }], { email: 'twice.ship@example.com' });
    const k = key();
    const payload = { carrier: 'DHL', trackingNumber: 'JD0000', idempotencyKey: k };
    const [x, y] = await Promise.all([a.request('POST', `${OWNER_API}/orders/${id}/fulfillment`, payload), b.request('POST', `${OWNER_API}/orders/${id}/fulfillment`, payload)]);
    t.same([x.statusCode, y.statusCode], [200, 200]);
    t.same([body(x).replayed, body(y).replayed].sort(), [false, true], 'one made it, the other found it made');
    t.equal((await outbox(one, 'twice.ship@example.com', 'order-fulfilled')).length, 1, 'one mail');
    const id2 = await buy(two, [{ itemId: MUG.itemId, sku: MUG.sku, quantity: 1 }], { email: 'twice.ship2@example.com' });
    const [p, q] = await Promise.all([
      a.request('POST', `${OWNER_API}/orders/${id2}/fulfillment`, { idempotencyKey: key() }),
      b.request('POST', `${OWNER_API}/orders/${id2}/fulfillment`, { idempotencyKey: key() }),
    ]);
    t.same([p.statusCode, q.statusCode].sort(), [200, 409], 'two owners at once: one fulfils, the other is told it is done');
  });

  t.test('the same refund on both: one refund, stock back once, one mail', async (t) => {
    const email = 'twice.refund@example.com';
    const before = await stockOf(one, MUG.itemId, MUG.sku);
    const id = await buy(one, [{ itemId: MUG.itemId, sku: MUG.sku, quantity: 2 }], { email });
    const line = body(await a.request('GET', `${OWNER_API}/orders/${id}`)).order.lines[0];
    const payload = { lines: [{ lineId: line.id, quantity: 1 }], restock: true, idempotencyKey: key() };
    const answers = await Promise.all([a, b, a, b].map((br) => br.request('POST', `${OWNER_API}/orders/${id}/refunds`, payload)));
    t.same(answers.map((r) => r.statusCode), [200, 200, 200, 200]);
    t.equal(new Set(answers.map((r) => body(r).refundId)).size, 1, 'one refund');
    const o = body(await b.request('GET', `${OWNER_API}/orders/${id}`)).order;
    t.equal(o.refunds.length, 1);
    t.equal(o.amounts.refunded.cents, MUG.cents, 'refunded once');
    t.equal(await stockOf(two, MUG.itemId, MUG.sku), before - 1, 'one unit back');
    t.equal((await outbox(two, email, 'order-refund')).length, 1, 'one mail');
  });

  t.test('two different full refunds on both: one goes through, the other is refused', async (t) => {
    const id = await buy(two, [{ itemId: MUG.itemId, sku: MUG.sku, quantity: 1 }], { email: 'twice.full@example.com' });
    const total = body(await a.request('GET', `${OWNER_API}/orders/${id}`)).order.amounts.total.cents;
    const [x, y] = await Promise.all([
      a.request('POST', `${OWNER_API}/orders/${id}/refunds`, { amountCents: total, idempotencyKey: key() }),
      b.request('POST', `${OWNER_API}/orders/${id}/refunds`, { amountCents: total, idempotencyKey: key() }),
    ]);
    t.same([x.statusCode, y.statusCode].sort(), [200, 409]);
    t.equal([x, y].find((r) => r.statusCode === 409) && body([x, y].find((r) => r.statusCode === 409)!).code, 'REFUND_TOO_LARGE');
    t.equal(body(await b.request('GET', `${OWNER_API}/orders/${id}`)).order.amounts.refunded.cents, total, 'never more than was paid');
  });

  t.test('the same cancellation on both: stock back once, one mail', async (t) => {
    const email = 'twice.cancel@example.com';
    const before = await stockOf(one, MUG.itemId, MUG.sku);
    const id = await buy(one, [{ itemId: MUG.itemId, sku: MUG.sku, quantity: 2 }], { email });
    const payload = { restock: true, idempotencyKey: key() };
    const answers = await Promise.all([a.request('POST', `${OWNER_API}/orders/${id}/cancellation`, payload), b.request('POST', `${OWNER_API}/orders/${id}/cancellation`, payload)]);
    t.same(answers.map((r) => r.statusCode), [200, 200]);
    t.equal(await stockOf(one, MUG.itemId, MUG.sku), before, 'both units back, once');
    t.equal((await outbox(one, email, 'order-canceled')).length, 1);
    const o = body(await a.request('GET', `${OWNER_API}/orders/${id}`)).order;
    t.equal(o.refunds.length, 1, 'one refund of what was paid');
    t.equal(o.paymentStatus, 'refunded');
  });
});
