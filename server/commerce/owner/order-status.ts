/**
 * An order's payment and fulfilment statuses as the owner sees them,
 * derived from what the order holds (its captured state, refunds and
 * cancellation), and the same rules as SQL conditions for the list's
 * filters, so a filter and the row it lists always agree.
 */
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import { ProductType } from '../../../engine/commerce/model.js';
import type { OwnerDatabase, OwnerLineRow, StoredFulfillmentStatus } from './tables.js';

export const PAYMENT_STATUSES = ['awaiting-payment', 'paid', 'partially-refunded', 'refunded', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** 'not-required': no line ships (digital, gift-card, donation or service only), so nothing waits to be fulfilled. */
export const FULFILLMENT_STATUSES = ['unfulfilled', 'fulfilled', 'not-required'] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

/** The product types a line ships for (the cart's requiresShipping). */
export const SHIPPED_PRODUCT_TYPES: readonly number[] = [ProductType.PHYSICAL];

/** An order needs shipping when one of its lines is a shipped product. */
export function needsShipping(lines: readonly Pick<OwnerLineRow, 'product_type'>[]): boolean {
  return lines.some((l) => SHIPPED_PRODUCT_TYPES.includes(Number(l.product_type)));
}

/** Marked fulfilled reads fulfilled; otherwise unfulfilled when something ships, else not required. */
export function fulfillmentStatusOf(stored: StoredFulfillmentStatus, shipped: boolean): FulfillmentStatus {
  if (stored === 'fulfilled') return 'fulfilled';
  return shipped ? 'unfulfilled' : 'not-required';
}

interface StatusFacts {
  status: string;
  canceled_at: string | null;
  refunded_cents: number;
  grand_total_cents: number;
}

/** Refunds name the payment first; a canceled order with no refund reads canceled; else paid or awaiting payment. */
export function paymentStatusOf(o: StatusFacts): PaymentStatus {
  if (o.refunded_cents > 0) return o.refunded_cents >= o.grand_total_cents ? 'refunded' : 'partially-refunded';
  if (o.canceled_at !== null) return 'canceled';
  return o.status === 'paid' ? 'paid' : 'awaiting-payment';
}

type Eb = ExpressionBuilder<OwnerDatabase, 'orders'>;

/** The condition of `paymentStatusOf(order) === status` on the orders table. */
export function paymentStatusIs(eb: Eb, status: PaymentStatus): Expression<SqlBool> {
  const refunded = eb('orders.refunded_cents', '>', 0);
  const none = eb('orders.refunded_cents', '=', 0);
  switch (status) {
    case 'refunded':
      return eb.and([refunded, eb('orders.refunded_cents', '>=', eb.ref('orders.grand_total_cents'))]);
    case 'partially-refunded':
      return eb.and([refunded, eb('orders.refunded_cents', '<', eb.ref('orders.grand_total_cents'))]);
    case 'canceled':
      return eb.and([none, eb('orders.canceled_at', 'is not', null)]);
    case 'paid':
    case 'awaiting-payment':
      return eb.and([none, eb('orders.canceled_at', 'is', null), eb('orders.status', '=', status)]);
  }
}

/** The SQL of `needsShipping(order's lines)`. */
export function shipsIn(eb: Eb): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('order_lines')
      .select('order_lines.id')
      .whereRef('order_lines.order_id', '=', 'orders.id')
      .where('order_lines.product_type', 'in', [...SHIPPED_PRODUCT_TYPES]),
  );
}

/** The condition of `fulfillmentStatusOf(order) === status` on the orders table. */
export function fulfillmentStatusIs(eb: Eb, status: FulfillmentStatus): Expression<SqlBool> {
  switch (status) {
    case 'fulfilled':
      return eb('orders.fulfillment_status', '=', 'fulfilled');
    case 'unfulfilled':
      return eb.and([eb('orders.fulfillment_status', '=', 'unfulfilled'), shipsIn(eb)]);
    case 'not-required':
      return eb.and([eb('orders.fulfillment_status', '=', 'unfulfilled'), eb.not(shipsIn(eb))]);
  }
}
