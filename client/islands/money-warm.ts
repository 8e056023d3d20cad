/**
 * Widgets that format money once the shopper acts: the added-to-cart
 * popover and the pill after an add, a chosen variant's price and
 * instalments, Quick View's product, the mini cart's subtotal. Their first
 * render shows the server's texts (client/money.ts), so the page's first
 * Intl currency format comes then, and loads ICU's data on the main thread
 * unless a worker loaded it first (client/intl-warm.ts, issue 41). A page
 * with one of them starts that worker once it has loaded and is idle, or
 * at the shopper's first pointer or key press (before the click it starts),
 * whichever comes first: started as the islands were found, the worker's
 * loading competed with the page's own first work (home's TBT 2 to 63 ms
 * against 0 to 22). The cart page's island starts it itself.
 */
import { warmMoneyFormat } from '../intl-warm.js';
import { pageConfig, pageLocale } from '../page-config.js';
import { whenIdleAfterLoad } from '../telemetry.js';

let asked = false;

export const FORMATS_MONEY_LATER: ReadonlySet<string> = new Set(['add-to-cart', 'instalment-pill', 'mini-cart', 'product-price', 'quick-view', 'variant-select']);

/** Starts the worker (once per page, when the page is idle) when the island `name` formats money later. */
export function warmForIsland(name: string, when: (start: () => void) => void = whenIdleAfterLoad): void {
  if (asked || !FORMATS_MONEY_LATER.has(name) || typeof window === 'undefined') return;
  asked = true;
  when(() => warmMoneyFormat(pageLocale(), pageConfig().currency || 'USD'));
}
