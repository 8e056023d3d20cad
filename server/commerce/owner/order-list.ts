/**
 * The owner's order list: newest first, searched by order number or email,
 * filtered by payment and fulfilment status, by customer and by a range of
 * days (in the site's time zone), in pages behind an opaque cursor (the
 * last row's creation time and id). The CSV export walks the same query.
 */
import { DateTime } from 'luxon';
import { customerEmailOf } from './customer-key.js';
import { sql } from 'kysely';
import type { Store } from '../../store/index.js';
import { decodeCursor, encodeCursor, CursorError } from '../../forms/cursor.js';
import { csvCell } from '../../forms/submissions.js';
import { orderNumber } from '../orders/order-view.js';
import { ownerCommerceError } from './errors.js';
import { fulfillmentStatusIs, fulfillmentStatusOf, paymentStatusIs, paymentStatusOf, shipsIn, type FulfillmentStatus, type PaymentStatus } from './order-status.js';
import { ints, ORDER_INTS, ownerDb, type OwnerDb } from './tables.js';

export const ORDERS_PAGE_SIZE = 25;
export const ORDERS_MAX_PAGE_SIZE = 100;
/** Rows of one CSV export (walked a page of CSV_BATCH at a time). */
export const ORDERS_CSV_MAX_ROWS = 50_000;
const CSV_BATCH = 500;
/** Longest search text. */
export const ORDER_SEARCH_MAX_LENGTH = 200;

export interface OrderFilter {
  q?: string | undefined;
  payment?: PaymentStatus | undefined;
  fulfillment?: FulfillmentStatus | undefined;
  /** Exact email (a customer's orders). */
  customer?: string | undefined;
  /** A subscription's id: its first order and its renewals. */
  subscription?: string | undefined;
  /** YYYY-MM-DD, inclusive, in the site's time zone. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface Money {
  cents: number;
  currency: string;
}

export interface OrderSummary {
  id: string;
  number: string;
  createdAt: string;
  kind: string;
  email: string;
  customerName: string;
  /** Units across the lines. */
  items: number;
  total: Money;
  refunded: Money;
  paymentStatus: PaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
  canceled: boolean;
  testMode: boolean;
}

export interface OrderPage {
  orders: OrderSummary[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

/** The UTC bounds of a range of site days; throws INVALID_DATE_RANGE when it runs backwards. */
export function cursorKeyOf(cursor: string | undefined): string[] | null {
  return cursorKey(cursor);
}

export function dayBounds(filter: OrderFilter, timeZone: string): { from?: string; to?: string } {
  const start = filter.from ? DateTime.fromISO(filter.from, { zone: timeZone }).startOf('day') : undefined;
  const end = filter.to ? DateTime.fromISO(filter.to, { zone: timeZone }).plus({ days: 1 }).startOf('day') : undefined;
  if (start && end && start >= end) throw ownerCommerceError('INVALID_DATE_RANGE');
  return { ...(start ? { from: start.toUTC().toISO()! } : {}), ...(end ? { to: end.toUTC().toISO()! } : {}) };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function query(db: OwnerDb, filter: OrderFilter, timeZone: string) {
  const bounds = dayBounds(filter, timeZone);
  const q = filter.q?.trim().toLowerCase() ?? '';
  // An order number is the id's last eight hex digits (upper case); '#' before it is allowed.
  const number = /^#?[0-9a-f]{1,24}$/.test(q) ? q.replace(/^#/, '') : null;
  return db
    .selectFrom('orders')
    .$if(q !== '', (qb) =>
      qb.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['orders.email']), 'like', sql<string>`${`%${escapeLike(q)}%`} escape '\\'`),
          ...(number ? [eb('orders.id', 'like', sql<string>`${`%${number}`}`)] : []),
        ]),
      ),
    )
    .$if(filter.payment !== undefined, (qb) => qb.where((eb) => paymentStatusIs(eb, filter.payment!)))
    .$if(filter.fulfillment !== undefined, (qb) => qb.where((eb) => fulfillmentStatusIs(eb, filter.fulfillment!)))
    .$if(filter.customer !== undefined, (qb) => qb.where(customerEmailOf('orders'), '=', filter.customer!.trim().toLowerCase()))
    .$if(filter.subscription !== undefined, (qb) =>
      qb.where((eb) => eb.or([eb('orders.subscription_id', '=', filter.subscription!), eb('orders.id', 'in', eb.selectFrom('subscriptions').select('subscriptions.order_id').where('subscriptions.id', '=', filter.subscription!))])),
    )
    .$if(bounds.from !== undefined, (qb) => qb.where('orders.created_at', '>=', bounds.from!))
    .$if(bounds.to !== undefined, (qb) => qb.where('orders.created_at', '<', bounds.to!));
}

async function page(db: OwnerDb, filter: OrderFilter, timeZone: string, after: string[] | null, size: number): Promise<{ rows: OrderSummary[]; more: boolean }> {
  const rows = await query(db, filter, timeZone)
    .$if(after !== null, (qb) =>
      qb.where((eb) => eb.or([eb('orders.created_at', '<', after![0]!), eb.and([eb('orders.created_at', '=', after![0]!), eb('orders.id', '<', after![1] ?? '')])])),
    )
    .select((eb) => [
      'orders.id',
      'orders.created_at',
      'orders.kind',
      'orders.email',
      'orders.status',
      'orders.currency',
      'orders.test_mode',
      'orders.subtotal_cents',
      'orders.shipping_cents',
      'orders.tax_cents',
      'orders.discount_cents',
      'orders.gift_card_cents',
      'orders.grand_total_cents',
      'orders.refunded_cents',
      'orders.canceled_at',
      'orders.fulfillment_status',
      eb.case().when(shipsIn(eb)).then(1).else(0).end().as('ships'),
      eb.selectFrom('order_lines').select((l) => l.fn.sum<number>('order_lines.quantity').as('n')).whereRef('order_lines.order_id', '=', 'orders.id').as('items'),
      eb
        .selectFrom('order_addresses')
        .select(sql<string>`first_name || ' ' || last_name`.as('name'))
        .whereRef('order_addresses.order_id', '=', 'orders.id')
        .where('order_addresses.kind', '=', 'billing')
        .limit(1)
        .as('customer_name'),
    ])
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(size + 1)
    .execute();
  const more = rows.length > size;
  return {
    more,
    rows: rows.slice(0, size).map((raw) => {
      const r = ints(raw, ORDER_INTS);
      return {
        id: r.id,
        number: orderNumber(r.id),
        createdAt: r.created_at,
        kind: r.kind,
        email: r.email,
        customerName: (r.customer_name ?? '').trim(),
        items: Number(r.items ?? 0),
        total: { cents: r.grand_total_cents, currency: r.currency },
        refunded: { cents: r.refunded_cents, currency: r.currency },
        paymentStatus: paymentStatusOf(r),
        fulfillmentStatus: fulfillmentStatusOf(r.fulfillment_status, Number(r.ships) === 1),
        canceled: r.canceled_at !== null,
        testMode: r.test_mode === 1,
      };
    }),
  };
}

function cursorKey(cursor: string | undefined): string[] | null {
  try {
    return decodeCursor(cursor);
  } catch (e) {
    if (e instanceof CursorError) throw ownerCommerceError('INVALID_CURSOR');
    throw e;
  }
}

export async function listOrders(store: Store, filter: OrderFilter, timeZone: string, cursor: string | undefined, size = ORDERS_PAGE_SIZE): Promise<OrderPage> {
  const { rows, more } = await page(ownerDb(store.db), filter, timeZone, cursorKey(cursor), size);
  const last = rows.at(-1);
  return { orders: rows, hasNextPage: more, nextPageCursor: more && last ? encodeCursor([last.createdAt, last.id]) : null };
}

const decimal = (cents: number) => (cents / 100).toFixed(2);

export const ORDERS_CSV_HEADER = ['Order', 'Date', 'Email', 'Customer', 'Items', 'Currency', 'Total', 'Refunded', 'Payment status', 'Fulfilment status', 'Test'];

/** Every order of the filter as CSV (amounts as decimals with their currency column; UTC ISO times). */
export async function ordersCsv(store: Store, filter: OrderFilter, timeZone: string): Promise<string> {
  const lines = [ORDERS_CSV_HEADER.map(csvCell).join(',')];
  let after: string[] | null = null;
  let count = 0;
  for (;;) {
    const { rows, more } = await page(ownerDb(store.db), filter, timeZone, after, CSV_BATCH);
    for (const o of rows) {
      const cells = [o.number, o.createdAt, o.email, o.customerName, String(o.items), o.total.currency, decimal(o.total.cents), decimal(o.refunded.cents), o.paymentStatus, o.fulfillmentStatus, o.testMode ? 'yes' : 'no'];
      lines.push(cells.map(csvCell).join(','));
    }
    count += rows.length;
    const last = rows.at(-1);
    if (!more || !last || count >= ORDERS_CSV_MAX_ROWS) break;
    after = [last.createdAt, last.id];
  }
  return `${lines.join('\r\n')}\r\n`;
}
