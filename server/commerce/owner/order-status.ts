/**
 * An order's payment and fulfilment statuses as the owner sees them,
 * derived from what the order holds (its captured state, refunds and
 * cancellation), and the same rules as SQL conditions for the list's
 * filters, so a filter and the row it lists always agree.
 */
import type { ExpressionBuilder, Expression, SqlBool } from 'kysely';
import type { OwnerDatabase } from './tables.js';

export const PAYMENT_STATUSES = ['awaiting-payment', 'paid', 'partially-refunded', 'refunded', 'canceled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const FULFILLMENT_STATUSES = ['unfulfilled', 'fulfilled'] as const;

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
