/**
 * One order as the owner's detail screen reads it: the lines with their
 * variant and form answers, the addresses, the shipping method, the
 * amounts (taxes, discounts with their coupons, gift cards applied), and a
 * timeline of what happened to it (placed, payments, fulfilment, refunds,
 * cancellation, confirmation sent again), oldest first.
 */
import type { Tx } from '../../store/index.js';
import { ProductType } from '../../../engine/commerce/model.js';
import { loadOrder } from '../orders/order-repo.js';
import { orderNumber } from '../orders/order-view.js';
import { displayCode } from '../gift-cards/gift-card-repo.js';
import { issuedGiftCards, type IssuedGiftCard } from './gift-card-voids.js';
import type { Money } from './order-list.js';
import { fulfillmentStatusOf, needsShipping, paymentStatusOf, SHIPPED_PRODUCT_TYPES, type FulfillmentStatus, type PaymentStatus } from './order-status.js';
import { ints, LINE_INTS, ORDER_INTS, ownerDb, type OwnerLineRow, type OwnerOrderRow, type RefundRow } from './tables.js';

export interface LineDetail {
  id: string;
  itemId: string;
  sku: string;
  productName: string;
  /** Option name to value. */
  variant: Record<string, string>;
  /** The product form's answers, field to answer; empty when none. */
  formAnswers: Record<string, string>;
  quantity: number;
  unitPrice: Money;
  total: Money;
  refundedQuantity: number;
  restockedQuantity: number;
  /** A gift card the order sold: refunding a unit voids a card (gift-card-voids.ts). */
  giftCard: boolean;
  /** The line is a shipped product (order-status.ts SHIPPED_PRODUCT_TYPES): it goes on the packing slip. */
  ships: boolean;
}

export interface AddressDetail {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface TimelineEntry {
  at: string;
  kind: 'placed' | 'payment' | 'fulfilled' | 'refund' | 'canceled' | 'confirmation-resent';
  /** What the entry is about (the payment's method and card, the carrier and tracking number, the refund's state). */
  detail: Record<string, string | number | boolean | null>;
  amount: Money | null;
}

export interface OrderDetail {
  id: string;
  number: string;
  createdAt: string;
  kind: string;
  email: string;
  language: string;
  testMode: boolean;
  paymentStatus: PaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
  canceledAt: string | null;
  fulfillment: { at: string; carrier: string; trackingNumber: string } | null;
  lines: LineDetail[];
  shippingAddress: AddressDetail | null;
  billingAddress: AddressDetail | null;
  shippingMethod: { id: string; name: string } | null;
  couponCodes: string[];
  amounts: { subtotal: Money; discount: Money; shipping: Money; tax: Money; giftCard: Money; total: Money; refunded: Money; refundable: Money };
  giftCardsApplied: { code: string; amount: Money }[];
  /** The gift cards the order sold, with what each has left (voided by a cancel or refund). */
  giftCardsIssued: IssuedGiftCard[];
  payments: { method: 'card' | 'gift-card'; label: string; amount: Money; status: string; at: string }[];
  refunds: { id: string; at: string; amount: Money; status: string; restock: boolean; reason: string; lines: { lineId: string; quantity: number }[] }[];
  timeline: TimelineEntry[];
  subscriptionId: string | null;
}

function json<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** Answers as text: a list joined by commas, an object's values, anything else as written. */
function answersOf(text: string | null): Record<string, string> {
  const v = json<unknown>(text, null);
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  return Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([k, a]) => [k, Array.isArray(a) ? a.map(String).join(', ') : a && typeof a === 'object' ? Object.values(a).map(String).join(' ') : String(a ?? '')]));
}

export interface OwnerOrder {
  order: OwnerOrderRow;
  lines: OwnerLineRow[];
  refunds: RefundRow[];
}

/** The order row with the owner's columns and its lines (locked on PostgreSQL when `lock`), or undefined. */
export async function loadOwnerOrder(tx: Tx, id: string, lock = false): Promise<OwnerOrder | undefined> {
  const db = ownerDb(tx);
  const q = db.selectFrom('orders').selectAll().where('id', '=', id);
  const order = await (lock ? q.forUpdate() : q).executeTakeFirst();
  if (!order) return undefined;
  const [lines, refunds] = await Promise.all([
    db.selectFrom('order_lines').selectAll().where('order_id', '=', id).orderBy('position').execute(),
    db.selectFrom('order_refunds').selectAll().where('order_id', '=', id).orderBy('created_at').execute(),
  ]);
  return {
    order: ints(order, ORDER_INTS),
    lines: lines.map((l) => ints(l, LINE_INTS)),
    refunds: refunds.map((r) => ints(r, ['amount_cents', 'card_cents', 'gift_card_cents', 'restock'])),
  };
}

/** What is left to refund: the total less refunds that went through or are under way. */
export function refundableCents(o: OwnerOrder): number {
  const taken = o.refunds.filter((r) => r.status !== 'failed').reduce((n, r) => n + r.amount_cents, 0);
  return Math.max(0, o.order.grand_total_cents - taken);
}

export async function orderDetail(tx: Tx, id: string, shippingName: (optionId: string, language: string) => string): Promise<OrderDetail | undefined> {
  const owner = await loadOwnerOrder(tx, id);
  const full = owner ? await loadOrder(tx, id) : undefined;
  if (!owner || !full) return undefined;
  const events = await ownerDb(tx).selectFrom('order_events').selectAll().where('order_id', '=', id).orderBy('created_at').execute();
  const o = owner.order;
  const m = (cents: number): Money => ({ cents, currency: o.currency });
  const address = (kind: 'shipping' | 'billing'): AddressDetail | null => {
    const a = full.addresses.find((x) => x.kind === kind);
    return a ? { firstName: a.first_name, lastName: a.last_name, line1: a.line1, line2: a.line2, city: a.city, region: a.region, postalCode: a.postal_code, country: a.country } : null;
  };
  const payments = full.payments.map((p) => ({
    method: p.method === 'card' ? ('card' as const) : ('gift-card' as const),
    label: p.method === 'card' ? `•••• ${p.last4}` : `${displayCode(p.provider_ref).slice(-4)}`,
    amount: m(p.amount_cents),
    status: p.status,
    at: p.created_at,
  }));
  const refunds = owner.refunds.map((r) => ({
    id: r.id,
    at: r.settled_at ?? r.created_at,
    amount: m(r.amount_cents),
    status: r.status,
    restock: r.restock === 1,
    reason: r.reason,
    lines: json<{ lineId: string; quantity: number }[]>(r.lines, []),
  }));
  const timeline: TimelineEntry[] = [
    { at: o.created_at, kind: 'placed' as const, detail: { number: orderNumber(o.id) }, amount: m(o.grand_total_cents) },
    ...payments.map((p) => ({ at: p.at, kind: 'payment' as const, detail: { method: p.method, label: p.label, status: p.status }, amount: p.amount })),
    ...refunds.map((r) => ({ at: r.at, kind: 'refund' as const, detail: { status: r.status, restock: r.restock, reason: r.reason }, amount: r.amount })),
    ...events
      .filter((e) => e.kind !== 'refund-requested')
      .map((e) => ({ at: e.created_at, kind: e.kind as TimelineEntry['kind'], detail: json<Record<string, string>>(e.data, {}), amount: null })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  return {
    id: o.id,
    number: orderNumber(o.id),
    createdAt: o.created_at,
    kind: o.kind,
    email: o.email,
    language: o.language,
    testMode: o.test_mode === 1,
    paymentStatus: paymentStatusOf(o),
    fulfillmentStatus: fulfillmentStatusOf(o.fulfillment_status, needsShipping(owner.lines)),
    canceledAt: o.canceled_at,
    fulfillment: o.fulfilled_at ? { at: o.fulfilled_at, carrier: o.carrier ?? '', trackingNumber: o.tracking_number ?? '' } : null,
    lines: owner.lines.map((l) => ({
      id: l.id,
      itemId: l.item_id,
      sku: l.sku,
      productName: l.product_name,
      variant: json<Record<string, string>>(l.attributes, {}),
      formAnswers: answersOf(l.additional_fields),
      quantity: l.quantity,
      unitPrice: m(l.unit_price_cents),
      total: m(l.quantity * l.unit_price_cents),
      refundedQuantity: l.refunded_quantity,
      restockedQuantity: l.restocked_quantity,
      giftCard: l.product_type === ProductType.GIFT_CARD,
      ships: SHIPPED_PRODUCT_TYPES.includes(Number(l.product_type)),
    })),
    shippingAddress: address('shipping'),
    billingAddress: address('billing'),
    shippingMethod: o.shipping_option ? { id: o.shipping_option, name: o.shipping_name ?? shippingName(o.shipping_option, o.language) } : null,
    couponCodes: json<string[]>(o.coupon_codes, []),
    amounts: {
      subtotal: m(o.subtotal_cents),
      discount: m(o.discount_cents),
      shipping: m(o.shipping_cents),
      tax: m(o.tax_cents),
      giftCard: m(o.gift_card_cents),
      total: m(o.grand_total_cents),
      refunded: m(o.refunded_cents),
      refundable: m(o.status === 'paid' ? refundableCents(owner) : 0),
    },
    giftCardsApplied: full.payments.filter((p) => p.method === 'gift-card').map((p) => ({ code: `•••• ${displayCode(p.provider_ref).slice(-4)}`, amount: m(p.amount_cents) })),
    giftCardsIssued: await issuedGiftCards(tx, o.id, o.currency),
    payments,
    refunds,
    timeline,
    subscriptionId: full.subscription?.id ?? o.subscription_id,
  };
}
