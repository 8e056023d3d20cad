/**
 * Loads ICU's currency data in a worker, off the main thread, so the
 * page's first Intl currency format (a shopper's first quantity change on
 * the cart page, first add or variant choice on a product page, whose
 * first renders show the server's amounts) is not a long task (issue 41).
 * Once per page; nothing where workers are missing or refused (a CSP
 * without 'self', an old browser): the format then loads the data itself,
 * as before. Started by the cart page's island and, for the other widgets
 * that format money later, as the islands are found (islands/money-warm.ts).
 */
import { INTL_WARM_WORKER_PATH } from '../editor/money-texts.js';

let started = false;

export function warmMoneyFormat(locale: string, currency: string): void {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  try {
    const worker = new Worker(INTL_WARM_WORKER_PATH);
    const end = () => worker.terminate();
    worker.onmessage = end;
    worker.onerror = end;
    worker.postMessage({ locale, currency });
  } catch {
    // Refused: the first format loads the data on the main thread.
  }
}
