/**
 * Amounts formatted by the server for a page's widgets (issue 41): the cart
 * page's island shows its first render with these instead of making the
 * page's first Intl currency format, which loads ICU's data on the main
 * thread. Wire shape shared by server/site-http and client/money.ts.
 */
export interface MoneyTexts {
  /** The locale they were formatted in: a page in another locale ignores them. */
  locale: string;
  /** By `moneyTextKey(currency, cents)`. */
  texts: Record<string, string>;
}

export const moneyTextKey = (currency: string, cents: number): string => `${currency}|${cents}`;

/**
 * A worker script of the site's own origin (the pages' script-src 'self'
 * lets a page start it) that makes one currency format: ICU's number data
 * is the renderer process's, not the thread's, so once the worker has
 * loaded it the page's own first format costs about a millisecond instead
 * of a long task on the main thread (server/site-http/intl-warm-worker.ts).
 */
export const INTL_WARM_WORKER_PATH = '/__vitrine/intl-warm.js';
