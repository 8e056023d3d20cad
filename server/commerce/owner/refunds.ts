/**
 * Refunds, full or partial, in two steps around the payment provider:
 *
 *  1. `open`, in a transaction that locks the order: the refund is checked
 *     (the order is paid; the amount is at most what is left once the
 *     refunds that went through or are under way are counted; each line's
 *     units at most those not yet refunded) and written as pending under
 *     the request's idempotency key (unique), with the lines' refunded
 *     units reserved. The card's share comes first, the rest goes back
 *     onto the gift card that paid;
 *  2. `settle`, after commit: the provider refunds the card's share under
 *     the refund's id as its idempotency key (same key, same refund, in
 *     every process); then one conditional update (pending -> succeeded)
 *     records it, adds it to the order's refunded total, credits the gift
 *     card, gives the chosen units back to stock and voids the gift cards
 *     the refunded units had issued (gift-card-voids.ts). Only the request
 *     whose update won sends the shopper's mail. A refused refund turns
 *     failed and gives the reserved units back to refund again.
 *
 * A request repeated with the same key finds its refund: settled, it is
 * answered as it is; still pending (a process stopped between the steps,
 * or a concurrent twin), it is settled again, safely.
 */
import type { Store, Tx } from '../../store/index.js';
import { loadOrder } from '../orders/order-repo.js';
import { moneyText } from '../orders/order-view.js';
import type { PaymentProvider } from '../payments/provider.js';
import { ownerCommerceError } from './errors.js';
import { giftCardUnits, voidIssuedGiftCards } from './gift-card-voids.js';
import { lockedOrder, newId, restockLines } from './order-actions.js';
import { refundableCents, type OwnerOrder } from './order-detail.js';
import type { OwnerMail } from './owner-mail.js';
import { ints, ownerDb, type RefundRow } from './tables.js';

export interface RefundLine {
  lineId: string;
  quantity: number;
}

export interface RefundInput {
  /** Without it, the lines' price. */
  amountCents?: number | undefined;
  lines: RefundLine[];
  restock: boolean;
  reason: string;
  key: string;
  accountId: string;
}

export interface RefundsDeps {
  store: Store;
  provider: PaymentProvider;
  mail: OwnerMail;
  stockItemOf(itemId: string): string | undefined;
}

/** Lines merged by id (a line named twice adds up). */
function merged(lines: RefundLine[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of lines) out.set(l.lineId, (out.get(l.lineId) ?? 0) + l.quantity);
  return out;
}

const sumOf = (rows: { amount_cents: number | string }[]) => rows.reduce((n, r) => n + Number(r.amount_cents), 0);

export class Refunds {
  constructor(private readonly deps: RefundsDeps) {}

  /** Checks and writes a pending refund in the caller's transaction (which locked the order); its id. */
  async open(tx: Tx, o: OwnerOrder, input: RefundInput): Promise<string> {
    if (o.order.status !== 'paid') throw ownerCommerceError('NOT_PAID');
    const units = merged(input.lines);
    for (const [lineId, n] of units) {
      const line = o.lines.find((l) => l.id === lineId);
      if (!line || !Number.isInteger(n) || n < 1 || n > line.quantity - line.refunded_quantity) throw ownerCommerceError('REFUND_LINES');
    }
    const linesCents = o.lines.reduce((sum, l) => sum + (units.get(l.id) ?? 0) * l.unit_price_cents, 0);
    const amount = input.amountCents ?? linesCents;
    const left = refundableCents(o);
    if (!Number.isInteger(amount) || amount < 1) throw ownerCommerceError('INVALID_REQUEST');
    if (amount > left) throw ownerCommerceError('REFUND_TOO_LARGE', { left: moneyText(left, o.order.currency, 'en') });
    const payments = await tx.selectFrom('payments').select(['method', 'amount_cents']).where('order_id', '=', o.order.id).execute();
    const cardPaid = sumOf(payments.filter((p) => p.method === 'card'));
    const cardTaken = o.refunds.filter((r) => r.status !== 'failed').reduce((n, r) => n + r.card_cents, 0);
    const card = Math.min(amount, Math.max(0, cardPaid - cardTaken));
    const id = newId();
    await ownerDb(tx)
      .insertInto('order_refunds')
      .values({
        id,
        order_id: o.order.id,
        idempotency_key: input.key,
        amount_cents: amount,
        card_cents: card,
        gift_card_cents: amount - card,
        currency: o.order.currency,
        lines: JSON.stringify([...units].map(([lineId, quantity]) => ({ lineId, quantity }))),
        restock: input.restock ? 1 : 0,
        reason: input.reason,
        status: 'pending',
        provider_ref: '',
        failure: '',
        account_id: input.accountId,
        created_at: new Date().toISOString(),
        settled_at: null,
      })
      .execute();
    for (const l of o.lines) {
      const n = units.get(l.id);
      if (n) await ownerDb(tx).updateTable('order_lines').set({ refunded_quantity: l.refunded_quantity + n }).where('id', '=', l.id).execute();
    }
    return id;
  }

  /** Refunds on the order, or answers the refund an earlier request with the same key made. */
  async refund(orderId: string, input: RefundInput): Promise<{ refundId: string; replayed: boolean; succeeded: boolean }> {
    const opened = await this.deps.store.change(async (tx) => {
      const o = await lockedOrder(tx, orderId);
      const known = await ownerDb(tx).selectFrom('order_refunds').selectAll().where('idempotency_key', '=', input.key).executeTakeFirst();
      if (known) {
        if (known.order_id !== orderId) throw ownerCommerceError('INVALID_REQUEST');
        return { id: known.id, known: known.status };
      }
      return { id: await this.open(tx, o, input), known: null };
    });
    if (opened.known === 'succeeded') return { refundId: opened.id, replayed: true, succeeded: true };
    if (opened.known === 'failed') return { refundId: opened.id, replayed: true, succeeded: false };
    const settled = await this.settle(opened.id, { mail: true });
    return { refundId: opened.id, replayed: opened.known !== null && !settled.won, succeeded: settled.succeeded };
  }

  private async row(id: string): Promise<RefundRow | undefined> {
    const r = await ownerDb(this.deps.store.db).selectFrom('order_refunds').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? ints(r, ['amount_cents', 'card_cents', 'gift_card_cents', 'restock']) : undefined;
  }

  /**
   * Settles a pending refund (see the module comment). `won`: this call
   * recorded the outcome. A refusal throws REFUND_FAILED for the caller
   * that recorded it.
   */
  async settle(id: string, opts: { mail: boolean }): Promise<{ won: boolean; succeeded: boolean }> {
    const r = await this.row(id);
    if (!r) throw ownerCommerceError('ORDER_NOT_FOUND');
    if (r.status !== 'pending') return { won: false, succeeded: r.status === 'succeeded' };
    let providerRef = '';
    if (r.card_cents > 0) {
      const payment = await this.deps.store.db.selectFrom('payments').select(['provider_ref', 'status']).where('order_id', '=', r.order_id).where('method', '=', 'card').executeTakeFirst();
      const answer = payment
        ? await this.deps.provider.refund({ paymentId: payment.provider_ref, amountCents: r.card_cents, currency: r.currency, idempotencyKey: r.id }).catch((e: unknown) => ({ status: 'failed' as const, reason: e instanceof Error ? e.message : 'error' }))
        : ({ status: 'failed', reason: 'no-card-payment' } as const);
      if (answer.status === 'failed') {
        const won = await this.fail(r, answer.reason);
        if (won) throw ownerCommerceError('REFUND_FAILED', { reason: answer.reason });
        return { won: false, succeeded: false };
      }
      providerRef = answer.refundId;
    }
    const won = await this.deps.store.change(async (tx) => {
      const o = await lockedOrder(tx, r.order_id);
      const u = await ownerDb(tx)
        .updateTable('order_refunds')
        .set({ status: 'succeeded', provider_ref: providerRef, settled_at: new Date().toISOString() })
        .where('id', '=', r.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (u.numUpdatedRows === 0n) return false;
      await ownerDb(tx).updateTable('orders').set({ refunded_cents: o.order.refunded_cents + r.amount_cents }).where('id', '=', r.order_id).execute();
      if (r.gift_card_cents > 0) {
        const gift = await tx.selectFrom('payments').select('provider').where('order_id', '=', r.order_id).where('method', '=', 'gift-card').executeTakeFirst();
        if (gift) await tx.updateTable('gift_cards').set((eb) => ({ balance_cents: eb('balance_cents', '+', r.gift_card_cents) })).where('id', '=', gift.provider).execute();
      }
      const units = merged(JSON.parse(r.lines) as RefundLine[]);
      if (r.restock === 1) await restockLines(tx, o, units, this.deps.stockItemOf);
      // The gift cards sold go back with the money: one per refunded gift-card unit, all once nothing is left paid.
      const inFull = o.order.refunded_cents + r.amount_cents >= o.order.grand_total_cents;
      await voidIssuedGiftCards(tx, r.order_id, inFull ? 'all' : giftCardUnits(o.lines, units));
      return true;
    });
    if (won && opts.mail) {
      const full = await loadOrder(this.deps.store.db, r.order_id);
      if (full) await this.deps.mail.refunded(full, { cardCents: r.card_cents, giftCardCents: r.gift_card_cents }, JSON.parse(r.lines) as RefundLine[]);
    }
    return { won, succeeded: true };
  }

  /** Marks a pending refund failed and gives its reserved units back; true for the call that did. */
  private async fail(r: RefundRow, reason: string): Promise<boolean> {
    return this.deps.store.change(async (tx) => {
      const o = await lockedOrder(tx, r.order_id);
      const u = await ownerDb(tx).updateTable('order_refunds').set({ status: 'failed', failure: reason.slice(0, 200), settled_at: new Date().toISOString() }).where('id', '=', r.id).where('status', '=', 'pending').executeTakeFirst();
      if (u.numUpdatedRows === 0n) return false;
      const units = merged(JSON.parse(r.lines) as RefundLine[]);
      for (const l of o.lines) {
        const n = units.get(l.id);
        if (n) await ownerDb(tx).updateTable('order_lines').set({ refunded_quantity: Math.max(0, l.refunded_quantity - n) }).where('id', '=', l.id).execute();
      }
      return true;
    });
  }
}

