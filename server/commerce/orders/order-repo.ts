/** The order queries: an order with its lines, addresses, payments, subscription and issued gift card. */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type {
  GiftCardsTable,
  OrderAddressesTable,
  OrderLinesTable,
  OrdersTable,
  PaymentsTable,
  SubscriptionsTable,
  Tx,
} from '../../store/index.js';

export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;
export type AddressRow = Selectable<OrderAddressesTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;

export interface FullOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  addresses: AddressRow[];
  payments: PaymentRow[];
  subscription: SubscriptionRow | undefined;
  giftCards: Selectable<GiftCardsTable>[];
}

export function newOrderId(): string {
  return randomBytes(12).toString('hex');
}

const INT_ORDER: (keyof OrderRow)[] = ['test_mode', 'subtotal_cents', 'shipping_cents', 'tax_cents', 'discount_cents', 'gift_card_cents', 'grand_total_cents'];

/** Integer columns as numbers (pg answers bigint sums and some integers as text). */
function ints<T extends object>(row: T, keys: (keyof T)[]): T {
  const out = { ...row };
  for (const k of keys) (out as Record<string, unknown>)[k as string] = Number(row[k]);
  return out;
}

export async function findOrderByKey(db: Tx, key: string): Promise<OrderRow | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
  return row ? ints(row, INT_ORDER) : undefined;
}

export async function loadOrder(db: Tx, id: string): Promise<FullOrder | undefined> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!order) return undefined;
  const [lines, addresses, payments, subscription, giftCards] = await Promise.all([
    db.selectFrom('order_lines').selectAll().where('order_id', '=', id).orderBy('position').execute(),
    db.selectFrom('order_addresses').selectAll().where('order_id', '=', id).execute(),
    db.selectFrom('payments').selectAll().where('order_id', '=', id).orderBy('created_at').execute(),
    db.selectFrom('subscriptions').selectAll().where('order_id', '=', id).executeTakeFirst(),
    db.selectFrom('gift_cards').selectAll().where('order_id', '=', id).execute(),
  ]);
  return {
    order: ints(order, INT_ORDER),
    lines: lines.map((l) => ints(l, ['position', 'product_type', 'quantity', 'unit_price_cents'])),
    addresses,
    payments: payments.map((p) => ints(p, ['amount_cents'])),
    subscription: subscription ? ints(subscription, ['billing_value', 'billing_cycles', 'cycles_billed']) : undefined,
    giftCards: giftCards.map((g) => ints(g, ['initial_cents', 'balance_cents'])),
  };
}

/** What a line keeps beyond the base table (commerce/owner/tables.ts): the form answers and the stock row it took from. */
export interface LineExtras {
  additional_fields?: string | null;
  stock_item_id?: string | null;
}

export async function insertOrder(tx: Tx, order: OrderRow, lines: (Omit<OrderLineRow, 'id' | 'order_id'> & LineExtras)[], addresses: Omit<AddressRow, 'order_id'>[]): Promise<void> {
  await tx.insertInto('orders').values(order).execute();
  if (lines.length) await tx.insertInto('order_lines').values(lines.map((l) => ({ ...l, id: newOrderId(), order_id: order.id }))).execute();
  if (addresses.length) await tx.insertInto('order_addresses').values(addresses.map((a) => ({ ...a, order_id: order.id }))).execute();
}

export async function insertPayment(tx: Tx, payment: Omit<PaymentRow, 'id' | 'created_at'>): Promise<void> {
  await tx.insertInto('payments').values({ ...payment, id: newOrderId(), created_at: new Date().toISOString() }).execute();
}

export async function insertSubscription(tx: Tx, sub: Omit<SubscriptionRow, 'id' | 'created_at'>): Promise<void> {
  await tx.insertInto('subscriptions').values({ ...sub, id: newOrderId(), created_at: new Date().toISOString() }).execute();
}

/** After capture: the card payment is captured and the order paid. */
export async function markPaid(tx: Tx, orderId: string, providerRef: string): Promise<void> {
  await tx.updateTable('payments').set({ status: 'captured' }).where('order_id', '=', orderId).where('provider_ref', '=', providerRef).execute();
  await tx.updateTable('orders').set({ status: 'paid' }).where('id', '=', orderId).execute();
}

export async function markCartPurchased(tx: Tx, cartId: string, orderId: string): Promise<void> {
  await tx.updateTable('carts').set({ is_purchased: 1, order_id: orderId, updated_at: new Date().toISOString() }).where('id', '=', cartId).execute();
}
