/**
 * One customer's personal data, as privacy law asks of a store: everything
 * kept under an email address exported as one JSON document, or erased.
 * Erasing keeps the orders (the shop's accounts need them) with their
 * personal fields blanked (email, names, street, city, postal code, the
 * card's last four digits, the lines' form answers, the link to the
 * account), their coupon redemptions counted under the order instead of the
 * address, and their subscriptions stopped with the saved card forgotten;
 * it deletes the account with its sessions, addresses, memberships and cart
 * link, the restock sign-ups, the form submissions that hold the address
 * (with their read marks), the checkout drafts and no-JavaScript form
 * outcomes that hold it, and every mail written to it or naming it (the
 * owner's new-order mail, a form's notice). Download links stay: they name
 * an order, not a person. One transaction: nothing is half-erased.
 */
import { sql } from 'kysely';
import type { Store, Tx } from '../store/index.js';

/** What an erased order's email becomes. */
export const ERASED_EMAIL = '';

const norm = (email: string) => email.trim().toLowerCase();
/** A LIKE pattern matching `text` literally inside JSON text. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** Whether a text column holds `email` anywhere (any case). */
const holds = (column: string, email: string) => sql<boolean>`lower(${sql.ref(column)}) like ${containing(email)} escape '\\'`;
/** What an erased redemption's email becomes: unique per order, so the coupon's count of uses stays and no person is named. */
const erasedRedemption = sql<string>`'erased:' || order_id`;

async function ordersOf(db: Tx, email: string) {
  return db.selectFrom('orders').selectAll().where(sql<boolean>`lower(email) = ${email}`).execute();
}

export interface CustomerExport {
  email: string;
  account: Record<string, unknown> | null;
  addresses: unknown[];
  memberships: unknown[];
  orders: unknown[];
  giftCardsReceived: unknown[];
  restockSignups: unknown[];
  formSubmissions: unknown[];
  couponRedemptions: unknown[];
  subscriptions: unknown[];
  mail: unknown[];
  /** Comments written under the address (server/comments/), and the account's likes. */
  comments: unknown[];
  likes: unknown[];
}

export async function exportCustomer(store: Store, rawEmail: string): Promise<CustomerExport> {
  const email = norm(rawEmail);
  const db = store.db;
  const user = await db.selectFrom('site_users').select(['id', 'email', 'roles', 'locale', 'created_at', 'updated_at']).where('email', '=', email).executeTakeFirst();
  const orders = await ordersOf(db, email);
  const withParts = await Promise.all(
    orders.map(async (o) => ({
      ...o,
      lines: await db.selectFrom('order_lines').selectAll().where('order_id', '=', o.id).execute(),
      addresses: await db.selectFrom('order_addresses').selectAll().where('order_id', '=', o.id).execute(),
      payments: await db.selectFrom('payments').select(['id', 'method', 'amount_cents', 'status', 'last4', 'created_at']).where('order_id', '=', o.id).execute(),
    })),
  );
  return {
    email,
    account: user ?? null,
    addresses: user ? (await db.selectFrom('site_addresses').selectAll().where('user_id', '=', user.id).execute()).map((a) => ({ ...a, fields: JSON.parse(a.fields) as unknown })) : [],
    memberships: user ? await db.selectFrom('site_memberships').selectAll().where('user_id', '=', user.id).execute() : [],
    orders: withParts,
    giftCardsReceived: await db.selectFrom('gift_cards').select(['id', 'order_id', 'currency', 'initial_cents', 'balance_cents', 'recipient_email', sql<string>`recipient_name`.as('recipient_name'), 'message', 'created_at']).where(sql<boolean>`lower(recipient_email) = ${email}`).execute(),
    restockSignups: await db.selectFrom('restock_signups').selectAll().where(sql<boolean>`lower(email) = ${email}`).execute(),
    formSubmissions: (await db.selectFrom('form_submissions').selectAll().where(holds('answers', email)).execute()).map((s) => ({ ...s, answers: JSON.parse(s.answers) as unknown })),
    couponRedemptions: await db.selectFrom('coupon_redemptions').selectAll().where(sql<boolean>`lower(email) = ${email}`).execute(),
    subscriptions: orders.length
      ? await db.selectFrom('subscriptions').select(['id', 'order_id', 'item_id', 'sku', 'billing_unit', 'billing_value', 'billing_cycles', 'cycles_billed', 'next_billing_at', 'status', 'created_at']).where('order_id', 'in', orders.map((o) => o.id)).execute()
      : [],
    mail: await db.selectFrom('mail_outbox').selectAll().where(sql<boolean>`lower(to_address) = ${email}`).execute(),
    comments: await db.selectFrom('comments').selectAll().where(sql<boolean>`lower(author_email) = ${email}`).execute(),
    likes: user ? await db.selectFrom('post_likes').selectAll().where('liker', '=', `account:${user.id}`).execute() : [],
  };
}

export interface ErasureCounts {
  account: number;
  orders: number;
  restockSignups: number;
  formSubmissions: number;
  couponRedemptions: number;
  subscriptions: number;
  mail: number;
  comments: number;
}

export async function eraseCustomer(store: Store, rawEmail: string): Promise<ErasureCounts> {
  const email = norm(rawEmail);
  return store.change(async (tx) => {
    const user = await tx.selectFrom('site_users').select('id').where('email', '=', email).executeTakeFirst();
    if (user) {
      for (const table of ['site_sessions', 'site_addresses', 'site_memberships', 'account_carts'] as const) await tx.deleteFrom(table).where('user_id', '=', user.id).execute();
      await tx.deleteFrom('post_likes').where('liker', '=', `account:${user.id}`).execute();
      await tx.deleteFrom('site_users').where('id', '=', user.id).execute();
    }
    const orders = await ordersOf(tx, email);
    const ids = orders.map((o) => o.id);
    let subscriptions = 0;
    if (ids.length) {
      await tx.updateTable('orders').set({ email: ERASED_EMAIL, user_id: null }).where('id', 'in', ids).execute();
      await tx.updateTable('order_lines').set({ additional_fields: null }).where('order_id', 'in', ids).execute();
      // Region and country stay: the shop's tax records need where a sale was made, not who made it.
      await tx.updateTable('order_addresses').set({ first_name: '', last_name: '', line1: '', line2: '', city: '', postal_code: '' }).where('order_id', 'in', ids).execute();
      await tx.updateTable('payments').set({ last4: '' }).where('order_id', 'in', ids).execute();
      const carts = orders.map((o) => o.cart_id).filter((c): c is string => c !== null);
      if (carts.length) await tx.deleteFrom('checkout_drafts').where('cart_id', 'in', carts).execute();
      // A renewal would bill a card the shop no longer knows whose it is: stopped, the saved method forgotten.
      subscriptions = Number(
        (await tx.updateTable('subscriptions').set({ payment_method: '', status: 'canceled' }).where('order_id', 'in', ids).where('status', 'not in', ['canceled', 'completed']).executeTakeFirst()).numUpdatedRows,
      );
      await tx.updateTable('subscriptions').set({ payment_method: '' }).where('order_id', 'in', ids).execute();
    }
    const redemptions = await tx.updateTable('coupon_redemptions').set({ email: erasedRedemption }).where(sql<boolean>`lower(email) = ${email}`).executeTakeFirst();
    // Drafts of carts never ordered, and no-JavaScript outcomes waiting for their page, may hold the address too.
    await tx.deleteFrom('checkout_drafts').where(holds('data', email)).execute();
    await tx.deleteFrom('form_results').where(holds('state', email)).execute();
    // The recipient's name too: a card the owner issued by hand keeps it (migration 0166).
    await tx.updateTable('gift_cards').set({ recipient_email: ERASED_EMAIL, message: '', recipient_name: '' } as { recipient_email: string; message: string }).where(sql<boolean>`lower(recipient_email) = ${email}`).execute();
    const restock = await tx.deleteFrom('restock_signups').where(sql<boolean>`lower(email) = ${email}`).executeTakeFirst();
    const submissions = (await tx.selectFrom('form_submissions').select('id').where(holds('answers', email)).execute()).map((r) => r.id);
    if (submissions.length) {
      await tx.deleteFrom('form_submission_reads').where('submission_id', 'in', submissions).execute();
      await tx.deleteFrom('form_submissions').where('id', 'in', submissions).execute();
    }
    // Mail to the address, and mail about it (the owner's new-order mail, a form's notice to its owner).
    const mail = await tx
      .deleteFrom('mail_outbox')
      .where((eb) => eb.or([eb(sql`lower(to_address)`, '=', email), holds('text_body', email), holds('html_body', email), holds('subject', email)]))
      .executeTakeFirst();
    const comments = await tx
      .deleteFrom('comments')
      .where((eb) => (user ? eb.or([sql<boolean>`lower(author_email) = ${email}`, eb('account_id', '=', user.id)]) : sql<boolean>`lower(author_email) = ${email}`))
      .executeTakeFirst();
    return {
      account: user ? 1 : 0,
      orders: ids.length,
      restockSignups: Number(restock.numDeletedRows),
      formSubmissions: submissions.length,
      couponRedemptions: Number(redemptions.numUpdatedRows),
      subscriptions,
      mail: Number(mail.numDeletedRows),
      comments: Number(comments.numDeletedRows),
    };
  });
}
