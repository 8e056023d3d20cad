/**
 * Revenue as the owner counts it: the money charged (card payments
 * captured by the provider) less the money refunded to cards, per
 * currency. Gift-card payments are not counted (the card's sale was), nor
 * is what a refund puts back on a gift card; an order awaiting payment
 * counts once captured. Times are the payment's and the refund's.
 * The analytics dashboard (server/telemetry/) reads it.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../store/index.js';
import { ownerDb } from './tables.js';

export interface Revenue {
  currency: string;
  chargedCents: number;
  refundedCents: number;
  /** charged - refunded. */
  netCents: number;
}

export interface RevenueRange {
  /** ISO 8601 instants: from inclusive, to exclusive. */
  from: string;
  to: string;
}

/** Revenue in the range, one entry per currency (sorted by currency); none when nothing was charged or refunded. */
export async function revenueBetween(db: Kysely<Database>, range: RevenueRange): Promise<Revenue[]> {
  const odb = ownerDb(db);
  const [charged, refunded] = await Promise.all([
    odb
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select(['orders.currency', sql<number>`sum(payments.amount_cents)`.as('cents')])
      .where('payments.method', '=', 'card')
      .where('payments.status', '=', 'captured')
      .where('payments.created_at', '>=', range.from)
      .where('payments.created_at', '<', range.to)
      .groupBy('orders.currency')
      .execute(),
    odb
      .selectFrom('order_refunds')
      .select(['currency', sql<number>`sum(card_cents)`.as('cents')])
      .where('status', '=', 'succeeded')
      .where('settled_at', '>=', range.from)
      .where('settled_at', '<', range.to)
      .groupBy('currency')
      .execute(),
  ]);
  const currencies = [...new Set([...charged.map((c) => c.currency), ...refunded.map((r) => r.currency)])].sort();
  return currencies.map((currency) => {
    const chargedCents = Number(charged.find((c) => c.currency === currency)?.cents ?? 0);
    const refundedCents = Number(refunded.find((r) => r.currency === currency)?.cents ?? 0);
    return { currency, chargedCents, refundedCents, netCents: chargedCents - refundedCents };
  });
}

/** Net revenue per UTC day (YYYY-MM-DD) of `days`, in cents of `currency`. */
export async function netRevenuePerDay(db: Kysely<Database>, days: readonly string[], currency: string): Promise<number[]> {
  if (days.length === 0) return [];
  const odb = ownerDb(db);
  const from = `${days[0]}T00:00:00.000Z`;
  const to = new Date(Date.parse(`${days.at(-1)}T00:00:00.000Z`) + 86_400_000).toISOString();
  const day = (col: string) => sql<string>`substr(${sql.ref(col)}, 1, 10)`;
  const [charged, refunded] = await Promise.all([
    odb
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select([day('payments.created_at').as('day'), sql<number>`sum(payments.amount_cents)`.as('cents')])
      .where('payments.method', '=', 'card')
      .where('payments.status', '=', 'captured')
      .where('orders.currency', '=', currency)
      .where('payments.created_at', '>=', from)
      .where('payments.created_at', '<', to)
      .groupBy(day('payments.created_at'))
      .execute(),
    odb
      .selectFrom('order_refunds')
      .select([day('settled_at').as('day'), sql<number>`sum(card_cents)`.as('cents')])
      .where('status', '=', 'succeeded')
      .where('currency', '=', currency)
      .where('settled_at', '>=', from)
      .where('settled_at', '<', to)
      .groupBy(day('settled_at'))
      .execute(),
  ]);
  return days.map((d) => Number(charged.find((c) => c.day === d)?.cents ?? 0) - Number(refunded.find((r) => r.day === d)?.cents ?? 0));
}

export interface DailyRevenue {
  /** YYYY-MM-DD (UTC). */
  day: string;
  currency: string;
  /** Net revenue of the day: charged less refunded, in cents. */
  n: number;
  /** Paid orders placed that day. */
  orders: number;
}

/**
 * Net revenue per UTC day and currency over a range of days (inclusive),
 * with the paid orders placed each day: what the analytics dashboard
 * charts (server/telemetry/sql-telemetry-store.ts). A day with only a
 * refund has a negative net.
 */
export async function dailyRevenue(db: Kysely<Database>, fromDay: string, toDay: string): Promise<DailyRevenue[]> {
  const odb = ownerDb(db);
  const from = `${fromDay}T00:00:00.000Z`;
  const to = new Date(Date.parse(`${toDay}T00:00:00.000Z`) + 86_400_000).toISOString();
  const day = (col: string) => sql<string>`substr(${sql.ref(col)}, 1, 10)`;
  const [charged, refunded, orders] = await Promise.all([
    odb
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.order_id')
      .select([day('payments.created_at').as('day'), 'orders.currency as currency', sql<number>`sum(payments.amount_cents)`.as('cents')])
      .where('payments.method', '=', 'card')
      .where('payments.status', '=', 'captured')
      .where('payments.created_at', '>=', from)
      .where('payments.created_at', '<', to)
      .groupBy([day('payments.created_at'), 'orders.currency'])
      .execute(),
    odb
      .selectFrom('order_refunds')
      .select([day('settled_at').as('day'), 'currency', sql<number>`sum(card_cents)`.as('cents')])
      .where('status', '=', 'succeeded')
      .where('settled_at', '>=', from)
      .where('settled_at', '<', to)
      .groupBy([day('settled_at'), 'currency'])
      .execute(),
    odb
      .selectFrom('orders')
      .select([day('created_at').as('day'), 'currency', sql<number>`count(*)`.as('n')])
      .where('status', '=', 'paid')
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .groupBy([day('created_at'), 'currency'])
      .execute(),
  ]);
  const by = new Map<string, DailyRevenue>();
  const row = (d: string, currency: string) => {
    const k = `${d}\u0000${currency}`;
    let r = by.get(k);
    if (!r) by.set(k, (r = { day: d, currency, n: 0, orders: 0 }));
    return r;
  };
  for (const c of charged) row(c.day, c.currency).n += Number(c.cents ?? 0);
  for (const r of refunded) row(r.day, r.currency).n -= Number(r.cents ?? 0);
  for (const o of orders) row(o.day, o.currency).orders += Number(o.n ?? 0);
  return [...by.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.currency.localeCompare(b.currency)));
}
