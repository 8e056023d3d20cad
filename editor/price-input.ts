/**
 * A price as the owner types it ("24", "24.5", "24.50") in integer cents,
 * or null when it is not one: no sign, at most two decimals, within
 * MAX_PRICE_CENTS. The app checks with it; the server checks the cents.
 */
import { MAX_PRICE_CENTS } from './limits.js';

export function priceCents(text: string): number | null {
  const m = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return cents <= MAX_PRICE_CENTS ? cents : null;
}

/** Cents as the price field shows them ("24.50"). */
export const priceText = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
