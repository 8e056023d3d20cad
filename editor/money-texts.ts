/**
 * Amounts formatted by the server for a page's widgets (issue 41): an
 * island's first render shows these instead of making the page's first
 * Intl currency format, which loads ICU's data on the main thread (70 to
 * 150 ms on a throttled phone). Wire shape shared by the server (the cart
 * page's props, the cart pill's props, the product page's commerce
 * settings) and client/money.ts.
 */
import { formatCldrMoney } from '../engine/commerce/money.js';

export interface MoneyTexts {
  /** The locale they were formatted in: a page in another locale ignores them. */
  locale: string;
  /** By `moneyTextKey(currency, cents)`. */
  texts: Record<string, string>;
}

export const moneyTextKey = (currency: string, cents: number): string => `${currency}|${cents}`;

/** One amount to format: its currency and cents. */
export type MoneyAmount = readonly [currency: string, cents: number];

/**
 * The texts of `amounts` in `locale`, as the widgets' formatCents prints
 * them (engine/commerce/money.ts formatCldrMoney). Whole cents only: a
 * fractional amount is left to the page, which formats it as before.
 */
export function formatMoneyTexts(amounts: Iterable<MoneyAmount>, locale: string): MoneyTexts {
  const texts: Record<string, string> = {};
  for (const [currency, cents] of amounts) {
    const key = moneyTextKey(currency, cents);
    if (Number.isSafeInteger(cents) && currency && texts[key] === undefined) texts[key] = formatCldrMoney({ cents, currency }, locale);
  }
  return { locale, texts };
}

/**
 * A worker script of the site's own origin (the pages' script-src 'self'
 * lets a page start it) that makes one currency format: ICU's number data
 * is the renderer process's, not the thread's, so once the worker has
 * loaded it the page's own first format costs about a millisecond instead
 * of a long task on the main thread (server/site-http/intl-warm-worker.ts).
 */
export const INTL_WARM_WORKER_PATH = '/__vitrine/intl-warm.js';
