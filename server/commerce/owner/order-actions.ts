/**
 * The owner's actions on an order: mark fulfilled, cancel, send the
 * confirmation again, and refund (refunds.ts). Each runs in one store
 * transaction that locks the order (PostgreSQL row lock; SQLite's write
 * lock) and first records the action under the request's idempotency key
 * (unique per order): a repeated or doubled request finds the key taken
 * and answers the order as it is, changing nothing and sending no mail.
 * Two different requests for the same change meet the state check under
 * the lock: one wins, the other gets 409. Mail goes out after commit, by
 * the request that made the change, so two server processes never send it
 * twice.
 */
import { randomBytes } from 'node:crypto';
import { locksRows, type Store, type Tx } from '../../store/index.js';
import { giveBackStock } from '../cart-repo.js';
import { loadOrder } from '../orders/order-repo.js';
import type { PaymentProvider } from '../payments/provider.js';
import { ownerCommerceError } from './errors.js';
import { voidIssuedGiftCards } from './gift-card-voids.js';
import { loadOwnerOrder, refundableCents, type OwnerOrder } from './order-detail.js';
import { needsShipping } from './order-status.js';
import type { OwnerMail } from './owner-mail.js';
import type { Refunds } from './refunds.js';
import { ownerDb, type OrderEventKind } from './tables.js';

export interface ActionResult {
  /** True when the key was already used: nothing changed. */
  replayed: boolean;
}

export const newId = () => randomBytes(12).toString('hex');

/** Records the action under its key; false when the key was already used on this order. */
export async function claimAction(tx: Tx, orderId: string, kind: OrderEventKind, key: string, data: Record<string, unknown>, accountId: string): Promise<boolean> {
  const r = await ownerDb(tx)
    .insertInto('order_events')
    .values({ id: newId(), order_id: orderId, kind, idempotency_key: key, data: JSON.stringify(data), account_id: accountId, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['order_id', 'idempotency_key']).doNothing())
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** The order locked for a change, or ORDER_NOT_FOUND. */
export async function lockedOrder(tx: Tx, orderId: string): Promise<OwnerOrder> {
  const o = await loadOwnerOrder(tx, orderId, locksRows(tx));
  if (!o) throw ownerCommerceError('ORDER_NOT_FOUND');
  return o;
}

/** Gives back to stock the units of each line not yet given back, up to `units` per line id (all of them without). */
export async function restockLines(tx: Tx, o: OwnerOrder, units: Map<string, number> | null, stockItemOf: (itemId: string) => string | undefined): Promise<void> {
  for (const l of o.lines) {
    const want = units === null ? l.quantity : (units.get(l.id) ?? 0);
    const n = Math.min(want, l.quantity - l.restocked_quantity);
    if (n <= 0) continue;
    await giveBackStock(tx, l.stock_item_id ?? stockItemOf(l.item_id) ?? l.item_id, l.sku, n);
    await ownerDb(tx).updateTable('order_lines').set({ restocked_quantity: l.restocked_quantity + n }).where('id', '=', l.id).where('restocked_quantity', '=', l.restocked_quantity).execute();
  }
}

export interface OrderActionDeps {
  store: Store;
  provider: PaymentProvider;
  mail: OwnerMail;
  refunds: Refunds;
  /** The shopper's confirmation mail (checkout's own). */
  sendConfirmation(orderId: string): Promise<void>;
  stockItemOf(itemId: string): string | undefined;
}

export class OrderActions {
  constructor(private readonly deps: OrderActionDeps) {}

  async fulfil(orderId: string, input: { carrier: string; trackingNumber: string; notify: boolean; key: string }, accountId: string): Promise<ActionResult> {
    const carrier = input.carrier.trim();
    const trackingNumber = input.trackingNumber.trim();
    const changed = await this.deps.store.change(async (tx) => {
      const o = await lockedOrder(tx, orderId);
      if (!(await claimAction(tx, orderId, 'fulfilled', input.key, { carrier, trackingNumber }, accountId))) return false;
      if (o.order.canceled_at !== null) throw ownerCommerceError('ORDER_CANCELED');
      if (o.order.fulfillment_status === 'fulfilled') throw ownerCommerceError('ALREADY_FULFILLED');
      if (!needsShipping(o.lines)) throw ownerCommerceError('NOTHING_TO_SHIP');
      const r = await ownerDb(tx)
        .updateTable('orders')
        .set({ fulfillment_status: 'fulfilled', fulfilled_at: new Date().toISOString(), carrier, tracking_number: trackingNumber })
        .where('id', '=', orderId)
        .where('fulfillment_status', '=', 'unfulfilled')
        .where('canceled_at', 'is', null)
        .executeTakeFirst();
      if (r.numUpdatedRows === 0n) throw ownerCommerceError('ALREADY_FULFILLED');
      return true;
    });
    if (changed && input.notify) {
      const full = await loadOrder(this.deps.store.db, orderId);
      if (full) await this.deps.mail.fulfilled(full, carrier, trackingNumber);
    }
    return { replayed: !changed };
  }

  /**
   * Cancels an order not yet fulfilled: its units go back to stock (unless
   * `restock` is false), the gift cards it issued are voided, its subscription stops, an authorisation not yet
   * captured is released, and what was paid is refunded (refunds.ts).
   */
  async cancel(orderId: string, input: { restock: boolean; key: string }, accountId: string): Promise<ActionResult & { refundedCents: number }> {
    const outcome = await this.deps.store.change(async (tx) => {
      const o = await lockedOrder(tx, orderId);
      if (!(await claimAction(tx, orderId, 'canceled', input.key, { restock: input.restock }, accountId))) return null;
      if (o.order.canceled_at !== null) throw ownerCommerceError('ORDER_CANCELED');
      if (o.order.fulfillment_status === 'fulfilled') throw ownerCommerceError('NOT_CANCELABLE');
      const now = new Date().toISOString();
      await ownerDb(tx).updateTable('orders').set({ canceled_at: now }).where('id', '=', orderId).where('canceled_at', 'is', null).execute();
      if (input.restock) await restockLines(tx, o, null, this.deps.stockItemOf);
      // A canceled order leaves no gift card to spend: what its cards have left is taken back.
      await voidIssuedGiftCards(tx, orderId, 'all');
      await ownerDb(tx).updateTable('subscriptions').set({ status: 'canceled' }).where('order_id', '=', orderId).where('status', 'in', ['active', 'past-due', 'paused']).execute();
      const left = o.order.status === 'paid' ? refundableCents(o) : 0;
      // What was paid goes back, as a refund of every unit not yet refunded (already given back to stock above).
      const refundId =
        left > 0
          ? await this.deps.refunds.open(tx, o, {
              amountCents: left,
              lines: o.lines.map((l) => ({ lineId: l.id, quantity: l.quantity - l.refunded_quantity })).filter((l) => l.quantity > 0),
              restock: false,
              reason: 'canceled',
              key: `cancel:${input.key}`,
              accountId,
            })
          : null;
      const authorised = o.order.status === 'awaiting-payment' ? await tx.selectFrom('payments').select('provider_ref').where('order_id', '=', orderId).where('method', '=', 'card').executeTakeFirst() : undefined;
      return { refundId, left, authorised: authorised?.provider_ref };
    });
    if (!outcome) return { replayed: true, refundedCents: 0 };
    if (outcome.authorised) await this.deps.provider.void(outcome.authorised).catch(() => undefined);
    let refundedCents = 0;
    if (outcome.refundId) {
      // A refused refund leaves the order canceled with the refund failed on its timeline; the owner refunds again.
      const settled = await this.deps.refunds.settle(outcome.refundId, { mail: false }).catch(() => null);
      refundedCents = settled?.succeeded ? outcome.left : 0;
    }
    const full = await loadOrder(this.deps.store.db, orderId);
    if (full) await this.deps.mail.canceled(full, refundedCents);
    return { replayed: false, refundedCents };
  }

  async resendConfirmation(orderId: string, key: string, accountId: string): Promise<ActionResult> {
    const changed = await this.deps.store.change(async (tx) => {
      await lockedOrder(tx, orderId);
      return claimAction(tx, orderId, 'confirmation-resent', key, {}, accountId);
    });
    if (changed) await this.deps.sendConfirmation(orderId);
    return { replayed: !changed };
  }
}
