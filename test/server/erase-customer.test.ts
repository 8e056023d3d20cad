// `vitrine admin erase` reaches every table that holds a customer's address
// (server/ops/customer-data.ts), on SQLite and PostgreSQL: the coupon
// redemption counted under the order, the order's account link and line
// answers, a subscription stopped with its saved card forgotten, a checkout
// draft never ordered, a no-JavaScript form outcome, a form submission with
// its read mark, and the mail about the customer written to someone else.
// Another customer's rows stay as they were.
import t from 'tap';
import { siteApp, Browser } from '../session/helpers.js';
import { CARD, CheckoutShopper, MUG, NY_ADDRESS } from '../commerce/checkout-helpers.js';
import { freshDatabase } from '../commerce/helpers.js';
import { eraseCustomer, exportCustomer } from '../../server/ops/customer-data.js';

t.setTimeout(240_000);
const EMAIL = 'erin@example.com';
const OTHER = 'olga@example.com';

for (const kind of ['sqlite', 'postgres'] as const) {
  t.test(kind, async (t) => {
    const database = await freshDatabase(t, kind);
    if (!database) return;
    const { app } = await siteApp(t, { database });
    const store = app.vitrine.commerce!.store;
    const now = new Date().toISOString();

    const buy = async (email: string, ip: string) => {
      const s = await new CheckoutShopper(app, ip).start();
      await s.add(MUG.itemId, MUG.sku, 1);
      await s.post({ action: 'update', returnTo: '/checkout', ...NY_ADDRESS, email, couponCode: 'WELCOME10' });
      const placed = await s.place({ ...CARD() });
      return new URL(String(placed.headers.location), 'http://x').searchParams.get('order')!;
    };
    t.equal((await new Browser(app).start().then((b) => b.signUp(EMAIL, 'erin-password-1'))).statusCode, 201);
    const orderId = await buy(EMAIL, '10.9.0.1');
    const otherOrder = await buy(OTHER, '10.9.0.2');
    t.ok(orderId && otherOrder, 'two orders');
    // A checkout left before paying: its draft holds the address.
    const left = await new CheckoutShopper(app, '10.9.0.3').start();
    await left.add(MUG.itemId, MUG.sku, 1);
    await left.post({ action: 'update', returnTo: '/checkout', ...NY_ADDRESS, email: 'Erin@Example.com' });

    const user = await store.db.selectFrom('site_users').select('id').where('email', '=', EMAIL).executeTakeFirstOrThrow();
    await store.change(async (tx) => {
      // As if Erin had been signed in at checkout.
      await tx.updateTable('orders').set({ user_id: user.id }).where('id', '=', orderId).execute();
      await tx.updateTable('order_lines').set({ additional_fields: JSON.stringify({ f1: { title: 'Engraving', type: 'text', value: 'For Erin' } }) }).where('order_id', 'in', [orderId, otherOrder]).execute();
      for (const [id, order] of [['sub-erin', orderId], ['sub-olga', otherOrder]] as const) {
        await tx
          .insertInto('subscriptions')
          .values({ id, order_id: order, item_id: MUG.itemId, sku: MUG.sku, billing_unit: 'MONTH', billing_value: 1, billing_cycles: 0, cycles_billed: 1, next_billing_at: now, status: 'active', created_at: now, payment_method: 'pm_saved', next_attempt_at: now, renewal_attempts: 0, last_failure: '', claimed_until: '' })
          .execute();
      }
      await tx.insertInto('form_submissions').values({ id: 'fs-erin', form_id: 'contact', answers: JSON.stringify({ email: 'ERIN@example.com' }), page_title: null, page_id: null, content_source: null, page_path: '/contact', page_permission_type_value: null, created_at: now }).execute();
      await tx.insertInto('form_submissions').values({ id: 'fs-olga', form_id: 'contact', answers: JSON.stringify({ email: OTHER }), page_title: null, page_id: null, content_source: null, page_path: '/contact', page_permission_type_value: null, created_at: now }).execute();
      await tx.insertInto('form_submission_reads').values([{ submission_id: 'fs-erin', read_at: now }, { submission_id: 'fs-olga', read_at: now }]).execute();
      await tx.insertInto('form_results').values({ token: 'fr-erin', state: JSON.stringify({ restock: { email: EMAIL } }), expires_at: now }).execute();
      const mail = { kind: 'order-new-owner', to_address: 'owner@example.com', subject: 'New order', html_body: null, created_at: now, state: 'sent' as const, attempts: 1, next_attempt_at: now, last_error: '', sent_at: now };
      await tx.insertInto('mail_outbox').values([
        { ...mail, id: 'owner-erin', text_body: `Customer: ${EMAIL}` },
        { ...mail, id: 'owner-olga', text_body: `Customer: ${OTHER}` },
      ]).execute();
    });

    const exported = await exportCustomer(store, EMAIL);
    t.same(exported.couponRedemptions.map((r: any) => [r.code, r.order_id]), [['WELCOME10', orderId]], 'the export lists the coupon redemption');
    t.same(exported.subscriptions.map((s: any) => s.id), ['sub-erin'], 'and the subscription');

    const counts = await eraseCustomer(store, EMAIL);
    t.match(counts, { account: 1, orders: 1, couponRedemptions: 1, subscriptions: 1, formSubmissions: 1 });

    const redemptions = await store.db.selectFrom('coupon_redemptions').selectAll().orderBy('order_id').execute();
    t.same(
      redemptions.map((r) => [r.order_id, r.email]).sort(),
      [[orderId, `erased:${orderId}`], [otherOrder, OTHER]].sort(),
      'the redemption is counted under the order, without the address; the other customer keeps theirs',
    );
    const order = await store.db.selectFrom('orders').select(['email', 'user_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
    t.same([order.email, order.user_id], ['', null], 'the order forgets the address and the account');
    const lines = await store.db.selectFrom('order_lines').select(['order_id', 'additional_fields']).where('order_id', 'in', [orderId, otherOrder]).execute();
    t.same(lines.find((l) => l.order_id === orderId)?.additional_fields, null, 'its lines forget their form answers');
    t.match(lines.find((l) => l.order_id === otherOrder)?.additional_fields, /For Erin/, "the other customer's answers stay");
    const subs = await store.db.selectFrom('subscriptions').select(['id', 'status', 'payment_method']).orderBy('id').execute();
    t.same(subs.map((s) => [s.id, s.status, s.payment_method]), [['sub-erin', 'canceled', ''], ['sub-olga', 'active', 'pm_saved']], 'the subscription stops and forgets the card');
    const drafts = await store.db.selectFrom('checkout_drafts').select('data').execute();
    t.notOk(drafts.some((d) => d.data.toLowerCase().includes(EMAIL)), 'no checkout draft holds the address');
    t.same(await store.db.selectFrom('form_results').select('token').where('token', '=', 'fr-erin').execute(), [], 'the waiting form outcome is gone');
    t.same((await store.db.selectFrom('form_submissions').select('id').execute()).map((r) => r.id), ['fs-olga'], 'the submission naming the address is gone');
    t.same((await store.db.selectFrom('form_submission_reads').select('submission_id').execute()).map((r) => r.submission_id), ['fs-olga'], 'with its read mark');
    const mail = await store.db.selectFrom('mail_outbox').select(['id', 'to_address', 'text_body', 'subject']).execute();
    t.notOk(mail.some((m) => `${m.to_address} ${m.subject} ${m.text_body}`.toLowerCase().includes(EMAIL)), 'no mail to or about the address is left');
    t.ok(mail.some((m) => m.id === 'owner-olga'), "the owner's mail about the other customer stays");

    const after = await exportCustomer(store, EMAIL);
    t.same([after.account, after.orders.length, after.couponRedemptions.length, after.formSubmissions.length, after.mail.length], [null, 0, 0, 0, 0], 'nothing left under the address');
  });
}
