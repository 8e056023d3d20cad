/**
 * Donations (page types 203 and 204): the amounts a donor may give and the
 * check of a typed amount, shared by the donate page, its island and the
 * server that takes the payment. Amounts are integer cents in the store's
 * currency. Each check answers the text key of its error, or undefined.
 */

/** The smallest gift: below it the card fees would take most of it. */
export const DONATION_MIN_CENTS = 100;
/** The largest gift taken online (a larger one is a conversation with the owner, not a card payment). */
export const DONATION_MAX_CENTS = 1_000_000;
/** The amounts the donate page offers, smallest first; any other within the limits can be typed. */
export const DONATION_PRESETS_CENTS: readonly number[] = [1_000, 2_500, 5_000, 10_000];
/** The preset chosen when the page opens. */
export const DONATION_DEFAULT_CENTS = 2_500;
/** The donor's name. */
export const DONOR_NAME_MAX_CHARS = 80;
/** Characters an amount may be typed in ('1 234,50'). */
export const DONATION_AMOUNT_MAX_CHARS = 12;
/** The radio value that means "the amount typed in the other-amount field". */
export const CUSTOM_AMOUNT = 'custom';

/** Cents of a typed amount ('25', '25.5', '25,50', '1 000'), or null when it is not one. */
export function parseAmountCents(typed: string): number | null {
  const t = typed.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (t === '' || t.length > DONATION_AMOUNT_MAX_CHARS) return null;
  const m = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(t);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export type DonationAmountError = 'amountRequired' | 'amountInvalid' | 'amountTooSmall' | 'amountTooLarge';

/** The chosen amount: a preset's cents, or the typed one when the choice is CUSTOM_AMOUNT (or none was made). */
export function chosenAmount(choice: string, typed: string): { cents: number } | { error: DonationAmountError } {
  const preset = Number(choice);
  if (choice !== CUSTOM_AMOUNT && choice !== '' && DONATION_PRESETS_CENTS.includes(preset)) return { cents: preset };
  if (choice !== CUSTOM_AMOUNT && choice !== '') return { error: 'amountInvalid' };
  if (typed.trim() === '') return { error: 'amountRequired' };
  const cents = parseAmountCents(typed);
  if (cents === null) return { error: 'amountInvalid' };
  if (cents < DONATION_MIN_CENTS) return { error: 'amountTooSmall' };
  if (cents > DONATION_MAX_CENTS) return { error: 'amountTooLarge' };
  return { cents };
}
