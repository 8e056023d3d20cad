/**
 * The owner's customers: site users and purchasers merged by email (lower
 * case); an order placed by a signed-in shopper counts for their account's
 * email even when they typed another at checkout (the order's `user_id`),
 * a guest's for the email typed. Each with their orders count, what they spent (paid orders net of
 * refunds, per currency), their last order, their subscriptions and their
 * account when they have one. Listed by email behind an opaque cursor.
 */
import { sql } from 'kysely';
import type { Store } from '../../store/index.js';
import { encodeCursor } from '../../forms/cursor.js';
import { csvCell } from '../../forms/submissions.js';
import { cursorKeyOf, type Money } from './order-list.js';
import { ownerDb } from './tables.js';
import { customerEmailOf } from './customer-key.js';

export const CUSTOMERS_PAGE_SIZE = 25;
export const CUSTOMERS_MAX_PAGE_SIZE = 100;

export interface CustomerSummary {
  email: string;
  /** The site account with this email, when there is one. */
  account: { id: string; createdAt: string } | null;
  ordersCount: number;
  /** Paid orders less their refunds, one entry per currency (one for a single-currency store). */
  totalSpent: Money[];
  lastOrderAt: string | null;
  subscriptions: { active: number; total: number };
}

export interface CustomerPage {
  customers: CustomerSummary[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

async function summaries(store: Store, emails: string[], storeCurrency: string): Promise<CustomerSummary[]> {
  if (emails.length === 0) return [];
  const db = ownerDb(store.db);
  // Whose order: the account's email when a signed-in shopper placed it, else the email typed.
  const whose = customerEmailOf('orders');
  const [users, orders, subs] = await Promise.all([
    db.selectFrom('site_users').select(['id', 'email', 'created_at']).where(sql<string>`lower(email)`, 'in', emails).execute(),
    db
      .selectFrom('orders')
      .select([
        whose.as('email'),
        'orders.currency',
        sql<number>`count(*)`.as('n'),
        sql<number>`sum(case when orders.status = 'paid' then orders.grand_total_cents - orders.refunded_cents else 0 end)`.as('spent'),
        sql<string>`max(orders.created_at)`.as('last'),
      ])
      .where(whose, 'in', emails)
      .groupBy([whose, 'orders.currency'])
      .execute(),
    db
      .selectFrom('subscriptions')
      .innerJoin('orders', 'orders.id', 'subscriptions.order_id')
      .select([whose.as('email'), sql<number>`count(*)`.as('total'), sql<number>`sum(case when subscriptions.status in ('active', 'past-due', 'paused') then 1 else 0 end)`.as('active')])
      .where(whose, 'in', emails)
      .groupBy(whose)
      .execute(),
  ]);
  return emails.map((email) => {
    const mine = orders.filter((o) => o.email === email);
    const user = users.find((u) => u.email.toLowerCase() === email);
    const sub = subs.find((s) => s.email === email);
    const spent = mine.map((o) => ({ cents: Number(o.spent ?? 0), currency: o.currency }));
    return {
      email,
      account: user ? { id: user.id, createdAt: user.created_at } : null,
      ordersCount: mine.reduce((n, o) => n + Number(o.n), 0),
      totalSpent: spent.length ? spent : [{ cents: 0, currency: storeCurrency }],
      lastOrderAt: mine.reduce<string | null>((last, o) => (last === null || o.last > last ? o.last : last), null),
      subscriptions: { active: Number(sub?.active ?? 0), total: Number(sub?.total ?? 0) },
    };
  });
}

export async function listCustomers(store: Store, q: string | undefined, cursor: string | undefined, storeCurrency: string, size = CUSTOMERS_PAGE_SIZE): Promise<CustomerPage> {
  const after = cursorKeyOf(cursor)?.[0];
  const search = q?.trim().toLowerCase() ?? '';
  const db = ownerDb(store.db);
  const all = db
    .selectFrom('site_users')
    .select(sql<string>`lower(email)`.as('email'))
    .union(db.selectFrom('orders').select(customerEmailOf('orders').as('email')));
  const rows = await db
    .selectFrom(all.as('c'))
    .select('c.email')
    .$if(search !== '', (qb) => qb.where('c.email', 'like', sql<string>`${`%${escapeLike(search)}%`} escape '\\'`))
    .$if(after !== undefined, (qb) => qb.where('c.email', '>', after!))
    .orderBy('c.email')
    .limit(size + 1)
    .execute();
  const more = rows.length > size;
  const emails = rows.slice(0, size).map((r) => r.email);
  const customers = await summaries(store, emails, storeCurrency);
  return { customers, hasNextPage: more, nextPageCursor: more ? encodeCursor([emails.at(-1)!]) : null };
}

/** One customer, or undefined when no account and no order has the email. */
export async function customerOf(store: Store, email: string, storeCurrency: string): Promise<CustomerSummary | undefined> {
  const [c] = await summaries(store, [email.trim().toLowerCase()], storeCurrency);
  return c && (c.account !== null || c.ordersCount > 0) ? c : undefined;
}

/** Rows of one customers CSV export. */
export const CUSTOMERS_CSV_MAX_ROWS = 50_000;
const CSV_BATCH = 500;

/** Every customer of the search as CSV: email, account since, orders, spent per currency, last order, active subscriptions. */
export async function customersCsv(store: Store, q: string | undefined, storeCurrency: string): Promise<string> {
  const lines = [['Email', 'Account since', 'Orders', 'Currency', 'Total spent', 'Last order', 'Active subscriptions'].map(csvCell).join(',')];
  let cursor: string | undefined;
  let count = 0;
  for (;;) {
    const page = await listCustomers(store, q, cursor, storeCurrency, CSV_BATCH);
    for (const c of page.customers) {
      for (const spent of c.totalSpent) {
        const cells = [c.email, c.account?.createdAt ?? '', String(c.ordersCount), spent.currency, (spent.cents / 100).toFixed(2), c.lastOrderAt ?? '', String(c.subscriptions.active)];
        lines.push(cells.map(csvCell).join(','));
      }
    }
    count += page.customers.length;
    if (!page.hasNextPage || !page.nextPageCursor || count >= CUSTOMERS_CSV_MAX_ROWS) break;
    cursor = page.nextPageCursor;
  }
  return `${lines.join('\r\n')}\r\n`;
}
