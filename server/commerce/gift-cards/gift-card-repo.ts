/**
 * Gift cards: issued by a gift-card order, spent as a payment at checkout.
 * The balance is taken by one conditional UPDATE inside the order's
 * transaction, so two checkouts can never spend the same balance twice.
 */
import { randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { GiftCardsTable, Tx } from '../../store/index.js';

export type GiftCardRow = Selectable<GiftCardsTable>;

/** Letters and digits that cannot be misread (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 16 characters of 31: about 79 bits, unguessable. */
export const GIFT_CARD_CODE_LENGTH = 16;

/** A new code, grouped by four: 'ABCD-EFGH-JKMN-PQRS'. */
export function newGiftCardCode(): string {
  const bytes = randomBytes(GIFT_CARD_CODE_LENGTH);
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += ALPHABET[bytes[i]! % ALPHABET.length];
  return code.match(/.{4}/g)!.join('-');
}

/** Codes as stored: upper case, without spaces or dashes. */
export function storedCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export async function findGiftCard(db: Tx, code: string): Promise<GiftCardRow | undefined> {
  const c = storedCode(code);
  if (c.length !== GIFT_CARD_CODE_LENGTH) return undefined;
  const row = await db.selectFrom('gift_cards').selectAll().where('code', '=', c).executeTakeFirst();
  return row ? { ...row, balance_cents: Number(row.balance_cents), initial_cents: Number(row.initial_cents) } : undefined;
}

/** Takes `amount` from the card when its balance allows; false when it does not (any more). */
export async function spendGiftCard(tx: Tx, id: string, amount: number): Promise<boolean> {
  const r = await tx
    .updateTable('gift_cards')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', amount) }))
    .where('id', '=', id)
    .where('balance_cents', '>=', amount)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function issueGiftCard(tx: Tx, card: Omit<GiftCardRow, 'id' | 'code' | 'created_at' | 'balance_cents'>): Promise<GiftCardRow> {
  const row: GiftCardRow = { ...card, id: randomBytes(12).toString('hex'), code: storedCode(newGiftCardCode()), balance_cents: card.initial_cents, created_at: new Date().toISOString() };
  await tx.insertInto('gift_cards').values(row).execute();
  return row;
}

export function displayCode(stored: string): string {
  return stored.match(/.{1,4}/g)!.join('-');
}
