/**
 * Subscription renewals: every process runs the job on a timer (like the
 * stock-hold sweeper); each due subscription is billed once per period.
 *
 * States (the SPEC names none; these are Vitrine's, see docs/checkout.md):
 *   active    billed when `next_attempt_at` (its billing date) comes;
 *   past-due  the last renewal was declined or failed: retried after
 *             RENEWAL_RETRY_MS, the period not advanced;
 *   canceled  MAX_RENEWAL_ATTEMPTS declines in a row (a processing failure
 *             of the provider is retried without counting);
 *   completed every billing cycle was paid (never for 0 = indefinite).
 *
 * One renewal: a conditional update claims the subscription for
 * RENEWAL_CLAIM_MS (another process skips it; a crashed one's claim
 * lapses); the saved payment method is authorised for the period's
 * totals (pricing.ts on the first order's lines, shipping option and
 * address; coupons and gift cards were the first order's only); one
 * transaction takes the stock of shipped items, writes the renewal order
 * (unique key `renewal:<subscription>:<cycle>`: never two orders for one
 * period) with its payment, and advances the subscription if nobody
 * changed it since the claim; then the payment is captured. A failure
 * voids the authorisation and leaves the period to bill again.
 */
import type { Store, Tx } from '../../store/index.js';
import { ProductType } from '../../../engine/commerce/model.js';
import type { PaymentProvider } from '../payments/provider.js';
import { computeTotals, type Totals } from '../checkout/pricing.js';
import { shippingNameIn, type CheckoutSettings } from '../checkout/settings.js';
import type { SettingsReader } from '../checkout/checkout-service.js';
import { nextBilling } from '../checkout/checkout-service.js';
import { takeStock } from '../cart-repo.js';
import { insertOrder, insertPayment, loadOrder, markPaid, newOrderId, type FullOrder, type OrderRow, type SubscriptionRow } from '../orders/order-repo.js';

/** How often each process looks for due renewals. */
export const RENEWAL_SWEEP_INTERVAL_MS = 60_000;
/** Subscriptions one run bills at most (the next run takes the rest). */
export const RENEWAL_BATCH = 50;
/** How long a run holds a subscription it bills; longer than any provider call takes. */
export const RENEWAL_CLAIM_MS = 5 * 60_000;
/** The wait before a declined or failed renewal is tried again. */
export const RENEWAL_RETRY_MS = 24 * 60 * 60_000;
/** Declines in a row that cancel the subscription. */
export const MAX_RENEWAL_ATTEMPTS = 3;

export type RenewalOutcome = 'renewed' | 'declined' | 'failed' | 'canceled' | 'completed' | 'skipped';

export interface RenewalDeps {
  store: Store;
  provider: PaymentProvider;
  settings: SettingsReader;
  /** The item whose stock an order line takes (a translation's original). */
  stockItemOf(itemId: string): string | undefined;
  /** After a renewal order is written and captured (the confirmation mail). */
  afterRenewal?(orderId: string): Promise<void>;
}

/** Why a renewal did not take place, kept in `last_failure`. */
class RenewalStop extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

const BILLABLE = ['active', 'past-due'] as const;

export class RenewalJob {
  constructor(private readonly deps: RenewalDeps) {}

  /** Bills the subscriptions due at `now`; returns each one's outcome. */
  async run(now: Date = new Date()): Promise<Record<string, RenewalOutcome>> {
    const iso = now.toISOString();
    const due = await this.deps.store.db
      .selectFrom('subscriptions')
      .select('id')
      .where('status', 'in', BILLABLE)
      .where('next_attempt_at', '<=', iso)
      .where((eb) => eb.or([eb('claimed_until', '=', ''), eb('claimed_until', '<', iso)]))
      .orderBy('next_attempt_at')
      .limit(RENEWAL_BATCH)
      .execute();
    const outcomes: Record<string, RenewalOutcome> = {};
    for (const { id } of due) outcomes[id] = await this.renew(id, now);
    return outcomes;
  }

  /** Claims the subscription until now + RENEWAL_CLAIM_MS if it is due and nobody holds it; the claim's value, or undefined. */
  private async claim(id: string, now: Date): Promise<string | undefined> {
    const iso = now.toISOString();
    const until = new Date(now.getTime() + RENEWAL_CLAIM_MS).toISOString();
    const r = await this.deps.store.db
      .updateTable('subscriptions')
      .set({ claimed_until: until })
      .where('id', '=', id)
      .where('status', 'in', BILLABLE)
      .where('next_attempt_at', '<=', iso)
      .where((eb) => eb.or([eb('claimed_until', '=', ''), eb('claimed_until', '<', iso)]))
      .executeTakeFirst();
    return r.numUpdatedRows > 0n ? until : undefined;
  }

  private async renew(id: string, now: Date): Promise<RenewalOutcome> {
    const claim = await this.claim(id, now);
    if (!claim) return 'skipped';
    const sub = await readSubscription(this.deps.store.db, id);
    const first = sub ? await loadOrder(this.deps.store.db, sub.order_id) : undefined;
    if (!sub || !first) return 'skipped';
    if (sub.billing_cycles > 0 && sub.cycles_billed >= sub.billing_cycles) {
      await this.settle(sub, claim, { status: 'completed' });
      return 'completed';
    }
    const totals = renewalTotals(await this.deps.settings.current(), first);
    const { provider } = this.deps;
    const cycle = sub.cycles_billed + 1;
    let auth: { paymentId: string; last4: string } | undefined;
    if (totals.grandTotalCents > 0) {
      const r = sub.payment_method
        ? await provider.authorizeSaved({
            amountCents: totals.grandTotalCents,
            currency: first.order.currency,
            savedMethod: sub.payment_method,
            idempotencyKey: `renewal:${sub.id}:${cycle}:${sub.renewal_attempts}`,
            description: `subscription ${sub.id} period ${cycle}`,
          })
        : ({ status: 'declined', reason: 'no-saved-method' } as const);
      if (r.status !== 'authorized') return this.fail(sub, claim, now, r.reason, r.status === 'declined');
      auth = { paymentId: r.paymentId, last4: r.last4 };
    }
    let order: OrderRow;
    try {
      order = await this.deps.store.change(async (tx) => {
        const current = await readSubscription(tx, id, this.deps.store.lockRows);
        // Another run (a lapsed claim) billed or changed it meanwhile.
        if (!current || current.claimed_until !== claim || current.cycles_billed !== sub.cycles_billed) throw new RenewalStop('changed');
        for (const l of first.lines) {
          if (l.product_type !== ProductType.PHYSICAL) continue;
          const taken = await takeStock(tx, this.deps.stockItemOf(l.item_id) ?? l.item_id, l.sku, l.quantity);
          if (taken === 'short') throw new RenewalStop('out-of-stock');
        }
        const row = renewalOrder(first, sub, totals, cycle, provider.testMode, now);
        await insertOrder(
          tx,
          row,
          first.lines.map(({ id: _id, order_id: _o, ...l }) => l),
          first.addresses.map(({ order_id: _o, ...a }) => a),
        );
        if (auth) await insertPayment(tx, { order_id: row.id, method: 'card', provider: provider.name, provider_ref: auth.paymentId, amount_cents: totals.grandTotalCents, status: 'authorized', last4: auth.last4 });
        const next = nextBilling(new Date(sub.next_billing_at), sub.billing_unit, sub.billing_value).toISOString();
        const done = sub.billing_cycles > 0 && cycle >= sub.billing_cycles;
        await tx
          .updateTable('subscriptions')
          .set({ cycles_billed: cycle, next_billing_at: next, next_attempt_at: next, status: done ? 'completed' : 'active', renewal_attempts: 0, last_failure: '', claimed_until: '' })
          .where('id', '=', id)
          .execute();
        return row;
      });
    } catch (e) {
      if (auth) await provider.void(auth.paymentId).catch(() => undefined);
      if (e instanceof RenewalStop && e.reason === 'changed') return 'skipped';
      // Out of stock or a store failure: nothing was written; tried again later, not counted as a decline.
      return this.fail(sub, claim, now, e instanceof RenewalStop ? e.reason : 'error', false);
    }
    if (auth) {
      try {
        if ((await provider.capture(auth.paymentId)).status === 'captured') await this.deps.store.change((tx) => markPaid(tx, order.id, auth.paymentId));
      } catch {
        // The renewal order stays awaiting payment, as a checkout order does.
      }
    } else await this.deps.store.change((tx) => tx.updateTable('orders').set({ status: 'paid' }).where('id', '=', order.id).execute());
    await this.deps.afterRenewal?.(order.id).catch(() => undefined);
    return 'renewed';
  }

  /** A renewal that did not happen: past due and retried later, or canceled after too many declines. */
  private async fail(sub: SubscriptionRow, claim: string, now: Date, reason: string, declined: boolean): Promise<RenewalOutcome> {
    const attempts = sub.renewal_attempts + (declined ? 1 : 0);
    const canceled = attempts >= MAX_RENEWAL_ATTEMPTS;
    await this.settle(sub, claim, {
      status: canceled ? 'canceled' : 'past-due',
      renewal_attempts: attempts,
      last_failure: reason,
      next_attempt_at: new Date(now.getTime() + RENEWAL_RETRY_MS).toISOString(),
    });
    return canceled ? 'canceled' : declined ? 'declined' : 'failed';
  }

  /** Writes the outcome and frees the claim, if the claim is still this run's. */
  private async settle(sub: SubscriptionRow, claim: string, set: Partial<Omit<SubscriptionRow, 'id'>>): Promise<void> {
    await this.deps.store.db
      .updateTable('subscriptions')
      .set({ ...set, claimed_until: '' })
      .where('id', '=', sub.id)
      .where('claimed_until', '=', claim)
      .execute();
  }
}

async function readSubscription(db: Tx, id: string, lock = false): Promise<SubscriptionRow | undefined> {
  const row = await db
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', id)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, billing_value: Number(row.billing_value), billing_cycles: Number(row.billing_cycles), cycles_billed: Number(row.cycles_billed), renewal_attempts: Number(row.renewal_attempts) };
}

/** A period's totals: the first order's lines at its prices, its shipping option and address, today's shipping and tax rules. */
export function renewalTotals(settings: CheckoutSettings, first: FullOrder): Totals {
  const requiresShipping = first.lines.some((l) => l.product_type === ProductType.PHYSICAL);
  const address = first.addresses.find((a) => a.kind === (requiresShipping ? 'shipping' : 'billing'));
  return computeTotals(settings, {
    lines: first.lines.map((l) => ({ quantity: l.quantity, unitPriceCents: l.unit_price_cents })),
    requiresShipping,
    location: address ? { country: address.country, region: address.region } : undefined,
    shippingOptionId: first.order.shipping_option ?? '',
    couponCodes: [],
    giftCardBalanceCents: 0,
  });
}

function renewalOrder(first: FullOrder, sub: SubscriptionRow, t: Totals, cycle: number, testMode: boolean, now: Date): OrderRow {
  const o = first.order;
  return {
    id: newOrderId(),
    website_id: o.website_id,
    idempotency_key: `renewal:${sub.id}:${cycle}`,
    cart_id: null,
    kind: 'renewal',
    status: 'awaiting-payment',
    test_mode: testMode ? 1 : 0,
    currency: o.currency,
    email: o.email,
    language: o.language,
    subtotal_cents: t.subtotalCents,
    shipping_cents: t.shippingCostCents,
    tax_cents: t.taxCents,
    discount_cents: 0,
    gift_card_cents: 0,
    grand_total_cents: t.grandTotalCents,
    shipping_option: t.selectedShippingOption?.id ?? null,
    shipping_name: shippingNameIn(t.selectedShippingOption, o.language),
    coupon_codes: '[]',
    created_at: now.toISOString(),
    purchase_reported_at: null,
    subscription_id: sub.id,
    // A renewal belongs to the account of the first order.
    user_id: o.user_id ?? null,
  };
}
