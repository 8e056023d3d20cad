// Subscription renewals on SQLite and PostgreSQL: a paid renewal makes one order per
// period with the first order's totals and takes its stock; two servers on
// one store billing at the same instant make one order; a declined card
// goes past due, is retried, and cancels after MAX_RENEWAL_ATTEMPTS; a plan
// of six months completes after its sixth payment.
import t from 'tap';
import { body, freshDatabase } from './helpers.js';
import { CARD, CheckoutShopper, demoApp, FLOWERS, NY_ADDRESS, orderIdOf } from './checkout-helpers.js';
import type { CommerceApp } from './helpers.js';
import { MAX_RENEWAL_ATTEMPTS, RENEWAL_RETRY_MS } from '../../server/commerce/subscriptions/renewals.js';
import { TEST_CARDS } from '../../server/commerce/payments/test-gateway.js';

for (const kind of ['sqlite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const db = await freshDatabase(t, kind);
    if (!db) return;
    const c = await demoApp(t, db);
    const store = c.commerce.store.db;

    /** Subscribes to the flowers with a card; the subscription's row and its first order. */
    async function subscribe(app: CommerceApp, card: string) {
      const s = await new CheckoutShopper(app.app).start();
      const token = body(await s.request('POST', '/api/3/commerce/cart/subscription', { itemId: FLOWERS.itemId, sku: FLOWERS.sku, qty: 1 })).cartToken as string;
      const res = await s.place({ ...NY_ADDRESS, cartToken: token, ...CARD(card) }, `/checkout/subscription?cartToken=${token}`);
      const orderId = orderIdOf(String(res.headers.location));
      const sub = await store.selectFrom('subscriptions').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
      const first = await store.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
      return { sub, first };
    }

    const subOf = (id: string) => store.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const renewalsOf = (id: string) => store.selectFrom('orders').selectAll().where('subscription_id', '=', id).orderBy('created_at').execute();
    const stock = async () => Number((await store.selectFrom('stock').select('quantity').where('item_id', '=', FLOWERS.itemId).where('sku', '=', FLOWERS.sku).executeTakeFirstOrThrow()).quantity);
    // Time moves on in each case, so other cases' subscriptions fall due too: each looks at its own.
    const run = (at: Date) => c.commerce.checkout.renewals.run(at);
    const after = (iso: string, ms = 1000) => new Date(new Date(iso).getTime() + ms);

    t.test('a paid renewal: one order for the period, the same totals, stock taken, the next date one month on', async (t) => {
      const { sub, first } = await subscribe(c, TEST_CARDS.success);
      t.match(sub.payment_method, /^test_pm_4242_[0-9a-f]{16}$/, 'the card is kept as a saved method, no card number');
      t.same(await c.commerce.checkout.renewals.run(new Date()), {}, 'nothing is due yet');
      const stockBefore = await stock();
      const mailsBefore = (await store.selectFrom('mail_outbox').select('id').execute()).length;
      const outcomes = await c.commerce.checkout.renewals.run(after(sub.next_billing_at));
      t.same(outcomes, { [sub.id]: 'renewed' });
      const [renewal, ...more] = await renewalsOf(sub.id);
      t.equal(more.length, 0, 'one renewal order');
      t.match(renewal, { kind: 'renewal', status: 'paid', cart_id: null, idempotency_key: `renewal:${sub.id}:2`, email: first.email, currency: 'USD' });
      // $42.00 + $8.00 shipping + 8 % New York tax on both ($4.00) = $54.00, as the first order.
      t.equal(Number(renewal!.grand_total_cents), Number(first.grand_total_cents));
      t.equal(Number(renewal!.grand_total_cents), 5400);
      t.equal(Number(renewal!.shipping_cents), 800);
      t.equal(Number(renewal!.tax_cents), 400);
      const payment = await store.selectFrom('payments').selectAll().where('order_id', '=', renewal!.id).executeTakeFirstOrThrow();
      t.match(payment, { method: 'card', status: 'captured', last4: '4242' });
      t.equal(Number(payment.amount_cents), 5400);
      t.equal(await stock(), stockBefore - 1, 'the period ships one bunch');
      t.equal((await store.selectFrom('order_lines').select('id').where('order_id', '=', renewal!.id).execute()).length, 1);
      t.equal((await store.selectFrom('order_addresses').select('kind').where('order_id', '=', renewal!.id).execute()).length, 2, 'the addresses copied');
      t.equal((await store.selectFrom('mail_outbox').select('id').execute()).length, mailsBefore + 1, 'the renewal is mailed');
      const now = await subOf(sub.id);
      t.match(now, { status: 'active', claimed_until: '', last_failure: '' });
      t.equal(Number(now.cycles_billed), 2);
      const d0 = new Date(sub.next_billing_at);
      const d1 = new Date(now.next_billing_at);
      t.equal((d1.getUTCFullYear() - d0.getUTCFullYear()) * 12 + d1.getUTCMonth() - d0.getUTCMonth(), 1, 'one calendar month on');
      t.equal(now.next_attempt_at, now.next_billing_at);
      t.same(await c.commerce.checkout.renewals.run(after(sub.next_billing_at)), {}, 'the same instant again bills nothing');
    });

    t.test('two servers on one store billing at the same instant make one order', async (t) => {
      const other = await demoApp(t, db);
      const { sub } = await subscribe(c, TEST_CARDS.success);
      const at = after(sub.next_billing_at);
      const [a, b] = await Promise.all([c.commerce.checkout.renewals.run(at), other.commerce.checkout.renewals.run(at)]);
      const outcomes = [a[sub.id], b[sub.id]].filter((o) => o !== undefined).sort();
      t.ok(outcomes.includes('renewed'), 'one of them renews');
      t.notOk(outcomes.filter((o) => o === 'renewed').length > 1, 'never both');
      t.equal((await renewalsOf(sub.id)).length, 1, 'one order');
      t.equal(Number((await subOf(sub.id)).cycles_billed), 2);
    });

    t.test('a declined renewal: past due, retried a day later, canceled after the last attempt', async (t) => {
      const { sub } = await subscribe(c, TEST_CARDS.renewalDeclined);
      let at = after(sub.next_billing_at);
      for (let attempt = 1; attempt < MAX_RENEWAL_ATTEMPTS; attempt++) {
        t.equal((await run(at))[sub.id], 'declined', `attempt ${attempt} declined`);
        const now = await subOf(sub.id);
        t.match(now, { status: 'past-due', last_failure: 'card-declined', claimed_until: '' });
        t.equal(Number(now.renewal_attempts), attempt);
        t.equal(now.next_billing_at, sub.next_billing_at, 'the period is not advanced');
        t.equal(new Date(now.next_attempt_at).getTime(), at.getTime() + RENEWAL_RETRY_MS, 'retried after the wait');
        t.equal((await run(new Date(at.getTime() + RENEWAL_RETRY_MS - 1000)))[sub.id], undefined, 'not before');
        at = new Date(now.next_attempt_at);
      }
      t.equal((await run(at))[sub.id], 'canceled');
      t.match(await subOf(sub.id), { status: 'canceled' });
      t.equal((await run(new Date(at.getTime() + 10 * RENEWAL_RETRY_MS)))[sub.id], undefined, 'a canceled subscription is never billed');
      t.equal((await renewalsOf(sub.id)).length, 0, 'no order for a declined renewal');
    });

    t.test('six monthly payments complete the plan', async (t) => {
      const { sub } = await subscribe(c, TEST_CARDS.success);
      for (let cycle = 2; cycle <= 6; cycle++) {
        const now = await subOf(sub.id);
        t.equal((await run(after(now.next_attempt_at)))[sub.id], 'renewed', `period ${cycle}`);
      }
      const done = await subOf(sub.id);
      t.equal(done.status, 'completed');
      t.equal(Number(done.cycles_billed), 6);
      t.equal((await renewalsOf(sub.id)).length, 5);
      t.equal((await run(after(done.next_attempt_at, 365 * 86400_000)))[sub.id], undefined, 'never billed again');
    });
  });
}
