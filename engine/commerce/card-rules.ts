/**
 * The card fields' checks, shared by the checkout's server and its island:
 * the number's check digit (Luhn), an expiry MM/YY not in the past (a card
 * is good through the last day of its month) and a 3 or 4 digit security
 * code. Each answers the text key of its error, or undefined.
 */

/** Digits a card number may have. */
export const CARD_DIGITS_MIN = 12;
export const CARD_DIGITS_MAX = 19;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardNumberError(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, '');
  if (digits === '') return 'required';
  if (!/^\d+$/.test(digits) || digits.length < CARD_DIGITS_MIN || digits.length > CARD_DIGITS_MAX) return 'cardNumberInvalid';
  return luhnValid(digits) ? undefined : 'cardNumberLuhn';
}

/** `now` in UTC: a card expiring this month is still good. */
export function cardExpiryError(typed: string, now: Date): string | undefined {
  const t = typed.trim();
  if (t === '') return 'required';
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(t);
  if (!m) return 'cardExpiryInvalid';
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return 'cardExpiryInvalid';
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth ? 'cardExpired' : undefined;
}

export function cardCvcError(typed: string): string | undefined {
  const t = typed.trim();
  if (t === '') return 'required';
  return /^\d{3,4}$/.test(t) ? undefined : 'cardCvcInvalid';
}
