/**
 * One customer's personal data, as privacy law asks of a store: everything
 * kept under an email address exported as one JSON document, or erased.
 * Erasing keeps the orders (the shop's accounts need them) with their
 * personal fields blanked (email, names, street, city, postal code, the
 * card's last four digits), and deletes the account with its sessions,
 * addresses, memberships and cart link, the restock sign-ups, the mail
 * written to the address and the form submissions that hold it. One
 * transaction: nothing is half-erased.
 */
import { sql } from 'kysely';
import type { Store, Tx } from '../store/index.js';

/** What an erased order's email becomes. */
export const ERASED_EMAIL = '';

const norm = (email: string) => email.trim().toLowerCase();
/** A LIKE pattern matching `text` literally inside JSON text. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
    giftCardsReceived: await db.selectFrom('gift_cards').select(['id', 'order_id', 'currency', 'initial_cents', 'balance_cents', 'recipient_email', 'message', 'created_at']).where(sql<boolean>`lower(recipient_email) = ${email}`).execute(),
    restockSignups: await db.selectFrom('restock_signups').selectAll().where(sql<boolean>`lower(email) = ${email}`).execute(),
    formSubmissions: (await db.selectFrom('form_submissions').selectAll().where(sql<boolean>`lower(answers) like ${containing(email)} escape '\\'`).execute()).map((s) => ({ ...s, answers: JSON.parse(s.answers) as unknown })),
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
    if (ids.length) {
      await tx.updateTable('orders').set({ email: ERASED_EMAIL }).where('id', 'in', ids).execute();
      // Region and country stay: the shop's tax records need where a sale was made, not who made it.
      await tx.updateTable('order_addresses').set({ first_name: '', last_name: '', line1: '', line2: '', city: '', postal_code: '' }).where('order_id', 'in', ids).execute();
      await tx.updateTable('payments').set({ last4: '' }).where('order_id', 'in', ids).execute();
      const carts = orders.map((o) => o.cart_id).filter((c): c is string => c !== null);
      if (carts.length) await tx.deleteFrom('checkout_drafts').where('cart_id', 'in', carts).execute();
    }
    await tx.updateTable('gift_cards').set({ recipient_email: ERASED_EMAIL, message: '' }).where(sql<boolean>`lower(recipient_email) = ${email}`).execute();
    const restock = await tx.deleteFrom('restock_signups').where(sql<boolean>`lower(email) = ${email}`).executeTakeFirst();
    const forms = await tx.deleteFrom('form_submissions').where(sql<boolean>`lower(answers) like ${containing(email)} escape '\\'`).executeTakeFirst();
    const mail = await tx.deleteFrom('mail_outbox').where(sql<boolean>`lower(to_address) = ${email}`).executeTakeFirst();
    const comments = await tx
      .deleteFrom('comments')
      .where((eb) => (user ? eb.or([sql<boolean>`lower(author_email) = ${email}`, eb('account_id', '=', user.id)]) : sql<boolean>`lower(author_email) = ${email}`))
      .executeTakeFirst();
    return { account: user ? 1 : 0, orders: ids.length, restockSignups: Number(restock.numDeletedRows), formSubmissions: Number(forms.numDeletedRows), mail: Number(mail.numDeletedRows), comments: Number(comments.numDeletedRows) };
  });
}
