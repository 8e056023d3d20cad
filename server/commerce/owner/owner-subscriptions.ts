/**
 * The owner's side of subscriptions: the list (newest first, filtered by
 * status, behind a cursor) with the next billing date, and cancel, pause
 * and resume. A change is one conditional update in a transaction that
 * first records it under the request's idempotency key, so a repeat
 * changes nothing; it waits while a renewal job holds the subscription
 * (its claim, commerce/subscriptions/renewals.ts), so the job never
 * writes a status over the owner's. Renewals bill only active and
 * past-due subscriptions: a paused one is skipped until resumed, and
 * resuming after its billing date bills it on the next run.
 */
import { customerEmailOf } from './customer-key.js';
import { randomBytes } from 'node:crypto';
import type { Store } from '../../store/index.js';
import { encodeCursor } from '../../forms/cursor.js';
import { orderNumber } from '../orders/order-view.js';
import { ownerCommerceError } from './errors.js';
import { csvCell } from '../../forms/submissions.js';
import { cursorKeyOf, type Money } from './order-list.js';
import { ownerDb, type OwnerSubscriptionStatus } from './tables.js';

export const SUBSCRIPTIONS_PAGE_SIZE = 25;
export const SUBSCRIPTIONS_MAX_PAGE_SIZE = 100;
export const OWNER_SUBSCRIPTION_STATUSES = ['active', 'past-due', 'paused', 'canceled', 'completed'] as const;
export type SubscriptionAction = 'cancel' | 'pause' | 'resume';

/** From which statuses each action may start, and where it leads. */
const TRANSITIONS: Record<SubscriptionAction, { from: OwnerSubscriptionStatus[]; to: OwnerSubscriptionStatus; event: 'canceled' | 'paused' | 'resumed' }> = {
  cancel: { from: ['active', 'past-due', 'paused'], to: 'canceled', event: 'canceled' },
  pause: { from: ['active', 'past-due'], to: 'paused', event: 'paused' },
  resume: { from: ['paused'], to: 'active', event: 'resumed' },
};

export interface OwnerSubscription {
  id: string;
  orderId: string;
  orderNumber: string;
  email: string;
  productName: string;
  sku: string;
  status: OwnerSubscriptionStatus;
  price: Money;
  billingPeriod: { unit: string; value: number };
  cyclesBilled: number;
  /** 0: until canceled. */
  billingCycles: number;
  nextBillingAt: string | null;
  createdAt: string;
  lastFailure: string;
}

export interface SubscriptionPage {
  subscriptions: OwnerSubscription[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

function base(store: Store) {
  return ownerDb(store.db)
    .selectFrom('subscriptions as s')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .leftJoin('order_lines as l', (j) => j.onRef('l.order_id', '=', 's.order_id').onRef('l.sku', '=', 's.sku'))
    .select([
      's.id',
      's.order_id',
      's.sku',
      's.status',
      's.billing_unit',
      's.billing_value',
      's.billing_cycles',
      's.cycles_billed',
      's.next_billing_at',
      's.created_at',
      's.last_failure',
      'o.email',
      'o.currency',
      'l.product_name',
      'l.unit_price_cents',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

function view(r: Row): OwnerSubscription {
  const ended = r.status === 'canceled' || r.status === 'completed';
  return {
    id: r.id,
    orderId: r.order_id,
    orderNumber: orderNumber(r.order_id),
    email: r.email,
    productName: r.product_name ?? r.sku,
    sku: r.sku,
    status: r.status,
    price: { cents: Number(r.unit_price_cents ?? 0), currency: r.currency },
    billingPeriod: { unit: r.billing_unit, value: Number(r.billing_value) },
    cyclesBilled: Number(r.cycles_billed),
    billingCycles: Number(r.billing_cycles),
    nextBillingAt: ended ? null : r.next_billing_at,
    createdAt: r.created_at,
    lastFailure: r.last_failure,
  };
}

export async function listSubscriptions(store: Store, filter: { status?: OwnerSubscriptionStatus | undefined; customer?: string | undefined }, cursor: string | undefined, size = SUBSCRIPTIONS_PAGE_SIZE): Promise<SubscriptionPage> {
  const after = cursorKeyOf(cursor);
  const rows = await base(store)
    .$if(filter.status !== undefined, (q) => q.where('s.status', '=', filter.status!))
    .$if(filter.customer !== undefined, (q) => q.where(customerEmailOf('o'), '=', filter.customer!.trim().toLowerCase()))
    .$if(after !== null, (q) => q.where((eb) => eb.or([eb('s.created_at', '<', after![0]!), eb.and([eb('s.created_at', '=', after![0]!), eb('s.id', '<', after![1] ?? '')])])))
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(size + 1)
    .execute();
  const more = rows.length > size;
  const page = rows.slice(0, size).map(view);
  const last = page.at(-1);
  return { subscriptions: page, hasNextPage: more, nextPageCursor: more && last ? encodeCursor([last.createdAt, last.id]) : null };
}

export async function subscriptionOf(store: Store, id: string): Promise<OwnerSubscription | undefined> {
  const r = await base(store).where('s.id', '=', id).executeTakeFirst();
  return r ? view(r) : undefined;
}

/** Applies an owner action; `replayed` when the key was used already. */
export async function changeSubscription(store: Store, id: string, action: SubscriptionAction, key: string, accountId: string, now = new Date()): Promise<{ replayed: boolean }> {
  const t = TRANSITIONS[action];
  return store.change(async (raw) => {
    const tx = ownerDb(raw);
    const sub = await tx.selectFrom('subscriptions').select(['status', 'claimed_until', 'next_billing_at']).where('id', '=', id).executeTakeFirst();
    if (!sub) throw ownerCommerceError('SUBSCRIPTION_NOT_FOUND');
    const r = await tx
      .insertInto('subscription_events')
      .values({ id: randomBytes(12).toString('hex'), subscription_id: id, kind: t.event, idempotency_key: key, account_id: accountId, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['subscription_id', 'idempotency_key']).doNothing())
      .executeTakeFirst();
    if (Number(r.numInsertedOrUpdatedRows ?? 0n) === 0) return { replayed: true };
    if (!t.from.includes(sub.status)) throw ownerCommerceError('SUBSCRIPTION_STATE', { status: sub.status });
    const iso = now.toISOString();
    // Resumed after its billing date: billed on the renewal job's next run.
    const resumeAt = sub.next_billing_at < iso ? iso : sub.next_billing_at;
    const u = await tx
      .updateTable('subscriptions')
      .set({ status: t.to, ...(action === 'resume' ? { next_attempt_at: resumeAt, renewal_attempts: 0, last_failure: '' } : {}) })
      .where('id', '=', id)
      .where('status', 'in', t.from)
      .where((eb) => eb.or([eb('claimed_until', '=', ''), eb('claimed_until', '<', iso)]))
      .executeTakeFirst();
    if (u.numUpdatedRows === 0n) throw ownerCommerceError('SUBSCRIPTION_BILLING');
    return { replayed: false };
  });
}

/** Rows of one subscriptions CSV export. */
export const SUBSCRIPTIONS_CSV_MAX_ROWS = 50_000;
const CSV_BATCH = 500;

/** Every subscription of the status filter as CSV. */
export async function subscriptionsCsv(store: Store, status: OwnerSubscriptionStatus | undefined): Promise<string> {
  const lines = [['Order', 'Email', 'Product', 'SKU', 'Status', 'Currency', 'Price', 'Every', 'Unit', 'Cycles billed', 'Cycles', 'Next billing', 'Since'].map(csvCell).join(',')];
  let cursor: string | undefined;
  let count = 0;
  for (;;) {
    const page = await listSubscriptions(store, { status }, cursor, CSV_BATCH);
    for (const s of page.subscriptions) {
      const cells = [s.orderNumber, s.email, s.productName, s.sku, s.status, s.price.currency, (s.price.cents / 100).toFixed(2), String(s.billingPeriod.value), s.billingPeriod.unit, String(s.cyclesBilled), String(s.billingCycles), s.nextBillingAt ?? '', s.createdAt];
      lines.push(cells.map(csvCell).join(','));
    }
    count += page.subscriptions.length;
    if (!page.hasNextPage || !page.nextPageCursor || count >= SUBSCRIPTIONS_CSV_MAX_ROWS) break;
    cursor = page.nextPageCursor;
  }
  return `${lines.join('\r\n')}\r\n`;
}
