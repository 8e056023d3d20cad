/**
 * The gift cards an order issued, taken back when the order's money goes
 * back: canceling the order voids every card it issued, and a refund voids
 * one card per gift-card unit it refunds (all that are left once the order
 * is refunded in full). Voiding sets the card's balance left to 0 and
 * stamps `voided_at`, in the transaction that settles the cancel or
 * refund, so a canceled gift-card order leaves no card to spend. What was
 * already spent stays spent (the checkout took it by its own conditional
 * update); the cards with the most left go first. The owner's Gift cards
 * screen voids one card by the same update (owner-gift-cards.ts).
 */
import { ProductType } from '../../../engine/commerce/model.js';
import type { Tx } from '../../store/index.js';
import { displayCode } from '../gift-cards/gift-card-repo.js';
import type { Money } from './order-list.js';
import { ints, ownerDb, type OwnerLineRow } from './tables.js';

export interface IssuedGiftCard {
  /** The last four characters only: the code is the card's money. */
  code: string;
  initial: Money;
  balance: Money;
  voidedAt: string | null;
}

/** Voids up to `count` cards the order issued that are not voided yet (all of them for 'all'); how many it voided. */
export async function voidIssuedGiftCards(tx: Tx, orderId: string, count: number | 'all'): Promise<number> {
  if (count !== 'all' && count < 1) return 0;
  const db = ownerDb(tx);
  const live = (await db.selectFrom('gift_cards').select(['id', 'balance_cents']).where('order_id', '=', orderId).where('voided_at', 'is', null).execute())
    .map((c) => ints(c, ['balance_cents']))
    .sort((a, b) => b.balance_cents - a.balance_cents || (a.id < b.id ? -1 : 1));
  let voided = 0;
  for (const card of count === 'all' ? live : live.slice(0, count)) if (await voidGiftCard(tx, card.id)) voided += 1;
  return voided;
}

/** Voids one card (an order's or one the owner issued by hand); false when it was void already. */
export async function voidGiftCard(tx: Tx, id: string): Promise<boolean> {
  // Balance to 0 whatever it is now: a checkout that spent some since the select kept what it took.
  const r = await ownerDb(tx).updateTable('gift_cards').set({ balance_cents: 0, voided_at: new Date().toISOString() }).where('id', '=', id).where('voided_at', 'is', null).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** How many gift cards a refund of these units takes back: one per gift-card unit. */
export function giftCardUnits(lines: readonly OwnerLineRow[], units: ReadonlyMap<string, number>): number {
  return lines.filter((l) => l.product_type === ProductType.GIFT_CARD).reduce((n, l) => n + (units.get(l.id) ?? 0), 0);
}

/** The cards an order issued, for the owner's order detail. */
export async function issuedGiftCards(tx: Tx, orderId: string, currency: string): Promise<IssuedGiftCard[]> {
  const rows = await ownerDb(tx).selectFrom('gift_cards').select(['id', 'code', 'initial_cents', 'balance_cents', 'voided_at', 'created_at']).where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => ({
    code: `•••• ${displayCode(r.code).slice(-4)}`,
    initial: { cents: Number(r.initial_cents), currency },
    balance: { cents: Number(r.balance_cents), currency },
    voidedAt: r.voided_at,
  }));
}
