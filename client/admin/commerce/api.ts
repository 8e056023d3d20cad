/**
 * The owner commerce API as the admin's Orders, Customers and
 * Subscriptions screens call it (server/commerce/owner/routes.ts; shapes
 * documented in docs/orders.md). Every action carries an idempotency key
 * made when its dialog opens, so a double click or a retry acts once.
 */
import { get, send } from '../../editor/api.js';

export const OWNER_API = '/api/commerce/owner';

export interface Money {
  cents: number;
  currency: string;
}

export type PaymentStatus = 'awaiting-payment' | 'paid' | 'partially-refunded' | 'refunded' | 'canceled';
/** 'not-required': nothing in the order ships (digital, gift-card, donation or service lines only). */
export type FulfillmentStatus = 'unfulfilled' | 'fulfilled' | 'not-required';
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['awaiting-payment', 'paid', 'partially-refunded', 'refunded', 'canceled'];
export const FULFILLMENT_STATUSES: readonly FulfillmentStatus[] = ['unfulfilled', 'fulfilled', 'not-required'];

export interface OrderSummary {
  id: string;
  number: string;
  createdAt: string;
  kind: string;
  email: string;
  customerName: string;
  items: number;
  total: Money;
  refunded: Money;
  paymentStatus: PaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
  canceled: boolean;
  testMode: boolean;
}

export interface Address {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

export interface OrderLine {
  id: string;
  sku: string;
  productName: string;
  variant: Record<string, string>;
  formAnswers: Record<string, string>;
  quantity: number;
  unitPrice: Money;
  total: Money;
  refundedQuantity: number;
  restockedQuantity: number;
  /** A gift card the order sold: refunding a unit voids a card. */
  giftCard: boolean;
  /** A shipped product's line: it goes on the packing slip. */
  ships: boolean;
}

export type TimelineKind = 'placed' | 'payment' | 'fulfilled' | 'refund' | 'canceled' | 'confirmation-resent';

export interface OrderDetail {
  id: string;
  number: string;
  createdAt: string;
  email: string;
  testMode: boolean;
  paymentStatus: PaymentStatus;
  fulfillmentStatus: FulfillmentStatus;
  canceledAt: string | null;
  fulfillment: { at: string; carrier: string; trackingNumber: string } | null;
  lines: OrderLine[];
  shippingAddress: Address | null;
  billingAddress: Address | null;
  shippingMethod: { id: string; name: string } | null;
  couponCodes: string[];
  amounts: Record<'subtotal' | 'discount' | 'shipping' | 'tax' | 'giftCard' | 'total' | 'refunded' | 'refundable', Money>;
  payments: { method: 'card' | 'gift-card'; label: string; amount: Money; status: string; at: string }[];
  /** The gift cards the order sold (the code's last four), voided by a cancel or refund. */
  giftCardsIssued: { code: string; initial: Money; balance: Money; voidedAt: string | null }[];
  timeline: { at: string; kind: TimelineKind; detail: Record<string, string | number | boolean | null>; amount: Money | null }[];
  /** 'checkout', 'subscription' (a subscription's first order) or 'renewal'. */
  kind: string;
  language: string;
  /** The subscription the order started or renewed, or null. */
  subscriptionId: string | null;
}

export interface PackingSlip {
  orderId: string;
  number: string;
  createdAt: string;
  language: string;
  store: { name: string; address: string[] };
  shipTo: Address | null;
  lines: { id: string; productName: string; variant: Record<string, string>; sku: string; quantity: number }[];
}

export type Can = Record<'read' | 'fulfil' | 'resend' | 'refund' | 'cancel' | 'subscriptions' | 'grant' | 'pricing' | 'giftCards', boolean>;

export interface CustomerSummary {
  email: string;
  account: { id: string; createdAt: string } | null;
  ordersCount: number;
  totalSpent: Money[];
  lastOrderAt: string | null;
  subscriptions: { active: number; total: number };
}

export type SubscriptionStatus = 'active' | 'past-due' | 'paused' | 'canceled' | 'completed';
export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['active', 'past-due', 'paused', 'canceled', 'completed'];

export interface Subscription {
  id: string;
  orderId: string;
  orderNumber: string;
  email: string;
  productName: string;
  status: SubscriptionStatus;
  price: Money;
  billingPeriod: { unit: string; value: number };
  cyclesBilled: number;
  billingCycles: number;
  nextBillingAt: string | null;
  createdAt: string;
}

interface Paged {
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

/** A query string of the set values. */
export function queryOf(values: Record<string, string | number | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  return q.toString();
}

/** A new idempotency key (one per action the owner means). */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface OrderFilter {
  q?: string;
  payment?: string;
  fulfillment?: string;
  from?: string;
  to?: string;
  customer?: string;
  subscription?: string;
}

export const listOrders = (filter: OrderFilter, cursor: string | null, limit?: number) =>
  get<Paged & { orders: OrderSummary[] }>(`${OWNER_API}/orders?${queryOf({ ...filter, cursor, limit })}`);
export const ordersCsvHref = (filter: OrderFilter) => `${OWNER_API}/orders/export.csv?${queryOf({ ...filter })}`;
export const getPackingSlip = (id: string) => get<{ slip: PackingSlip }>(`${OWNER_API}/orders/${encodeURIComponent(id)}/packing-slip`);
export const getOrder = (id: string) => get<{ order: OrderDetail; can: Can }>(`${OWNER_API}/orders/${encodeURIComponent(id)}`);

type Changed = { order: OrderDetail; replayed: boolean };
export const fulfilOrder = (id: string, body: { carrier: string; trackingNumber: string; notify: boolean; idempotencyKey: string }) =>
  send<Changed>('POST', `${OWNER_API}/orders/${id}/fulfillment`, body);
export const refundOrder = (id: string, body: { amountCents: number; lines: { lineId: string; quantity: number }[]; restock: boolean; reason: string; idempotencyKey: string }) =>
  send<Changed & { succeeded: boolean }>('POST', `${OWNER_API}/orders/${id}/refunds`, body);
export const cancelOrder = (id: string, body: { restock: boolean; idempotencyKey: string }) => send<Changed & { refunded: number }>('POST', `${OWNER_API}/orders/${id}/cancellation`, body);
export const resendConfirmation = (id: string, idempotencyKey: string) => send<Changed>('POST', `${OWNER_API}/orders/${id}/confirmation`, { idempotencyKey });

export const listCustomers = (q: string, cursor: string | null) => get<Paged & { customers: CustomerSummary[] }>(`${OWNER_API}/customers?${queryOf({ q, cursor })}`);
export const customersCsvHref = (q: string) => `${OWNER_API}/customers/export.csv?${queryOf({ q })}`;
export const getCustomer = (email: string) => get<{ customer: CustomerSummary; subscriptions: Subscription[] }>(`${OWNER_API}/customers/${encodeURIComponent(email)}`);

export const listSubscriptions = (status: string, cursor: string | null) => get<Paged & { subscriptions: Subscription[] }>(`${OWNER_API}/subscriptions?${queryOf({ status, cursor })}`);
export const subscriptionsCsvHref = (status: string) => `${OWNER_API}/subscriptions/export.csv?${queryOf({ status })}`;
export const changeSubscription = (id: string, action: 'cancel' | 'pause' | 'resume', idempotencyKey: string) =>
  send<{ replayed: boolean; subscription: Subscription | null }>('POST', `${OWNER_API}/subscriptions/${id}/${action}`, { idempotencyKey });
export const getSubscription = (id: string) => get<{ subscription: Subscription }>(`${OWNER_API}/subscriptions/${encodeURIComponent(id)}`);
export const getMe = () => get<{ role: string; can: Can }>(`${OWNER_API}/me`);
