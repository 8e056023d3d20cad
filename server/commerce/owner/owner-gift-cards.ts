/**
 * The owner's Gift cards: every card issued (by an order or by hand),
 * newest first with cursor paging, searched by the recipient's email or
 * the code's last characters (no more than the list shows: a longer
 * suffix would let a reader of the list find a card's code by trying);
 * a card issued by hand (no order: the
 * owner's gift, a refund as credit) whose recipient gets the gift-card
 * mail in the site's language; and voiding one card (gift-card-voids.ts,
 * the same update a cancel or refund makes). The code is the card's money:
 * the list shows its last four characters only, and the full code goes to
 * the recipient's mail and nowhere else.
 */
import { randomBytes } from 'node:crypto';
import type { Store } from '../../store/index.js';
import type { Mailer } from '../../mail/mailer.js';
import { displayCode, newGiftCardCode, storedCode } from '../gift-cards/gift-card-repo.js';
import { cardMail } from '../orders/order-mail.js';
import { orderNumber } from '../orders/order-view.js';
import { decodeCursor, encodeCursor } from '../../forms/cursor.js';
import { GIFT_CARD_SEARCH_CODE_CHARS, GIFT_CARDS_PAGE_SIZE } from '../../../editor/store-pricing.js';
import { sql } from 'kysely';
import { ownerCommerceError } from './errors.js';
import { voidGiftCard } from './gift-card-voids.js';
import { ownerDb } from './tables.js';
import type { Money } from './order-list.js';
import type { GiftCardInput } from './pricing-rules.js';

export type GiftCardStatus = 'active' | 'spent' | 'void';

export interface OwnerGiftCard {
  id: string;
  /** '•••• WXYZ': the last four characters only. */
  code: string;
  initial: Money;
  balance: Money;
  recipientName: string;
  recipientEmail: string;
  status: GiftCardStatus;
  createdAt: string;
  voidedAt: string | null;
  /** The order that sold it; null for a card issued by hand. */
  order: { id: string; number: string } | null;
}

type CardRow = {
  id: string;
  code: string;
  order_id: string | null;
  currency: string;
  initial_cents: number | string;
  balance_cents: number | string;
  recipient_email: string;
  recipient_name: string;
  created_at: string;
  voided_at: string | null;
};

export const maskedCode = (stored: string) => `•••• ${displayCode(stored).slice(-4)}`;

function view(r: CardRow): OwnerGiftCard {
  const balance = Number(r.balance_cents);
  return {
    id: r.id,
    code: maskedCode(r.code),
    initial: { cents: Number(r.initial_cents), currency: r.currency },
    balance: { cents: balance, currency: r.currency },
    recipientName: r.recipient_name,
    recipientEmail: r.recipient_email,
    status: r.voided_at ? 'void' : balance === 0 ? 'spent' : 'active',
    createdAt: r.created_at,
    voidedAt: r.voided_at,
    order: r.order_id ? { id: r.order_id, number: orderNumber(r.order_id) } : null,
  };
}

const COLUMNS = ['id', 'code', 'order_id', 'currency', 'initial_cents', 'balance_cents', 'recipient_email', 'recipient_name', 'created_at', 'voided_at'] as const;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search's code part: its letters and digits (as codes are stored), when they could be the shown end of a code. */
function codeSuffixOf(q: string): string | null {
  const c = storedCode(q.replace(/^[•\s]+/, ''));
  return /^[A-Z0-9]+$/.test(c) && c.length <= GIFT_CARD_SEARCH_CODE_CHARS ? c : null;
}

export async function listGiftCards(store: Store, cursor: string | undefined, limit = GIFT_CARDS_PAGE_SIZE, search = '') {
  let after: { at: string; id: string } | undefined;
  if (cursor !== undefined) {
    let c: string[] | null;
    try {
      c = decodeCursor(cursor);
    } catch {
      throw ownerCommerceError('INVALID_CURSOR');
    }
    if (!c || c.length !== 2) throw ownerCommerceError('INVALID_CURSOR');
    after = { at: c[0]!, id: c[1]! };
  }
  const text = search.trim().toLowerCase();
  const suffix = text === '' ? null : codeSuffixOf(text);
  let q = ownerDb(store.db).selectFrom('gift_cards').select([...COLUMNS]);
  if (text !== '') {
    q = q.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['recipient_email']), 'like', sql<string>`${`%${escapeLike(text)}%`} escape '\\'`),
        ...(suffix ? [eb('code', 'like', sql<string>`${`%${suffix}`}`)] : []),
      ]),
    );
  }
  if (after) q = q.where((eb) => eb.or([eb('created_at', '<', after.at), eb.and([eb('created_at', '=', after.at), eb('id', '<', after.id)])]));
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit + 1).execute();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const hasNextPage = rows.length > limit;
  return { giftCards: page.map(view), hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor([last.created_at, last.id]) : null };
}

export interface IssueOptions {
  currency: string;
  /** The recipient's mail language (a site language). */
  language: string;
  accountId: string;
  idempotencyKey: string;
}

/**
 * Issues a card by hand and mails its recipient (after the card is stored:
 * a mail never names a card that is not). The same idempotency key finds
 * the card it issued (replayed, no second mail).
 */
export async function issueGiftCardByHand(store: Store, mailer: Mailer, input: GiftCardInput, o: IssueOptions): Promise<{ giftCard: OwnerGiftCard; replayed: boolean }> {
  const byKey = () => ownerDb(store.db).selectFrom('gift_cards').select([...COLUMNS]).where('issue_key', '=', o.idempotencyKey).executeTakeFirst();
  const earlier = await byKey();
  if (earlier) return { giftCard: view(earlier), replayed: true };
  const row = {
    id: randomBytes(12).toString('hex'),
    code: storedCode(newGiftCardCode()),
    order_id: null,
    currency: o.currency,
    initial_cents: input.amountCents,
    balance_cents: input.amountCents,
    recipient_email: input.recipientEmail,
    recipient_name: input.recipientName,
    message: input.message,
    created_at: new Date().toISOString(),
    voided_at: null,
    issued_by: o.accountId,
    issue_key: o.idempotencyKey,
  };
  try {
    await store.change((tx) => ownerDb(tx).insertInto('gift_cards').values(row).execute());
  } catch (e) {
    // The same key sent twice at once: the other request issued it (and mails it).
    const other = await byKey();
    if (other) return { giftCard: view(other), replayed: true };
    throw e;
  }
  await mailer.send(cardMail(row, o.language));
  return { giftCard: view(row), replayed: false };
}

export async function voidGiftCardById(store: Store, id: string): Promise<OwnerGiftCard> {
  return store.change(async (tx) => {
    const found = await ownerDb(tx).selectFrom('gift_cards').select('voided_at').where('id', '=', id).executeTakeFirst();
    if (!found) throw ownerCommerceError('GIFT_CARD_NOT_FOUND');
    if (found.voided_at !== null || !(await voidGiftCard(tx, id))) throw ownerCommerceError('GIFT_CARD_VOIDED');
    return view((await ownerDb(tx).selectFrom('gift_cards').select([...COLUMNS]).where('id', '=', id).executeTakeFirstOrThrow()) as CardRow);
  });
}
