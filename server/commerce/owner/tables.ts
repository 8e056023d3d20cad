/**
 * The columns and tables of the owner's order management
 * (migration-owner.ts), typed beside the code that uses them and reached
 * through `ownerDb`: the store's tables with these added.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, GiftCardsTable, OrderLinesTable, OrdersTable, SubscriptionsTable } from '../../store/index.js';

/** What the orders table keeps; the owner sees 'not-required' too (order-status.ts: an order with nothing to ship). */
export type StoredFulfillmentStatus = 'unfulfilled' | 'fulfilled';

export interface OwnerOrderColumns {
  fulfillment_status: StoredFulfillmentStatus;
  fulfilled_at: string | null;
  carrier: string | null;
  tracking_number: string | null;
  /** Set once, when the owner cancels the order. */
  canceled_at: string | null;
  /** The refunds that went through, in cents of the order's currency. */
  refunded_cents: number;
}

export interface OwnerLineColumns {
  /** The additional-fields form's answers (a JSON string as the shopper sent it); null when none. */
  additional_fields: string | null;
  /** The item whose stock the line took (a translation's original); null on orders placed before it was kept. */
  stock_item_id: string | null;
  /** Units refunded so far. */
  refunded_quantity: number;
  /** Units given back to stock so far (by a refund or the cancellation). */
  restocked_quantity: number;
}

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

export interface OrderRefundsTable {
  id: string;
  order_id: string;
  /** One refund per key: a retried request finds it. */
  idempotency_key: string;
  amount_cents: number;
  /** What goes back to the card through the provider. */
  card_cents: number;
  /** What goes back onto the gift card that paid. */
  gift_card_cents: number;
  currency: string;
  /** JSON list of { lineId, quantity } refunded. */
  lines: string;
  /** 0 or 1: the refunded units go back to stock. */
  restock: number;
  reason: string;
  status: RefundStatus;
  /** The provider's refund id ('' until it answers, or when no card money moved). */
  provider_ref: string;
  failure: string;
  account_id: string | null;
  created_at: string;
  settled_at: string | null;
}

export type OrderEventKind = 'fulfilled' | 'canceled' | 'confirmation-resent' | 'refund-requested';

/** The owner's actions on an order, for its timeline; the key makes each action happen once. */
export interface OrderEventsTable {
  id: string;
  order_id: string;
  kind: OrderEventKind;
  idempotency_key: string | null;
  /** JSON of the action's details (carrier and tracking number...). */
  data: string;
  account_id: string | null;
  created_at: string;
}

export interface SubscriptionEventsTable {
  id: string;
  subscription_id: string;
  kind: 'canceled' | 'paused' | 'resumed';
  idempotency_key: string;
  account_id: string | null;
  created_at: string;
}

/** A subscription's status with the owner's pause ('paused': not billed until resumed). */
export type OwnerSubscriptionStatus = SubscriptionsTable['status'] | 'paused';

/** A gift card the owner's cancel or refund took back (migration 0105-gift-card-voids). */
export interface GiftCardVoidColumns {
  /** When the order that issued it was canceled or its card refunded: the balance left was set to 0. */
  voided_at: string | null;
}

/** A card the owner issued by hand (migration 0166-hand-issued-gift-cards). */
export interface GiftCardIssueColumns {
  /** '' for a card an order issued (the order has the buyer's names). */
  recipient_name: string;
  /** The owner's account id; null for a card an order issued. */
  issued_by: string | null;
  /** The owner's idempotency key of the issue (unique); null for a card an order issued. */
  issue_key: string | null;
}

export interface OwnerDatabase extends Omit<Database, 'orders' | 'order_lines' | 'subscriptions' | 'gift_cards'> {
  orders: OrdersTable & OwnerOrderColumns;
  order_lines: OrderLinesTable & OwnerLineColumns;
  gift_cards: GiftCardsTable & GiftCardVoidColumns & GiftCardIssueColumns;
  subscriptions: Omit<SubscriptionsTable, 'status'> & { status: OwnerSubscriptionStatus };
  order_refunds: OrderRefundsTable;
  order_events: OrderEventsTable;
  subscription_events: SubscriptionEventsTable;
}

export type OwnerDb = Kysely<OwnerDatabase>;
export type OwnerOrderRow = Selectable<OwnerDatabase['orders']>;
export type OwnerLineRow = Selectable<OwnerDatabase['order_lines']>;
export type RefundRow = Selectable<OrderRefundsTable>;

/** The store's handle (or a transaction's) typed with the owner's columns and tables. */
export function ownerDb(db: Kysely<Database>): OwnerDb {
  return db as unknown as OwnerDb;
}

/** Integer columns as numbers (pg answers bigint sums and some integers as text). */
export function ints<T extends object>(row: T, keys: readonly (keyof T)[]): T {
  const out = { ...row };
  for (const k of keys) (out as Record<string, unknown>)[k as string] = Number(row[k]);
  return out;
}

export const ORDER_INTS = ['test_mode', 'subtotal_cents', 'shipping_cents', 'tax_cents', 'discount_cents', 'gift_card_cents', 'grand_total_cents', 'refunded_cents'] as const;
export const LINE_INTS = ['position', 'product_type', 'quantity', 'unit_price_cents', 'refunded_quantity', 'restocked_quantity'] as const;
