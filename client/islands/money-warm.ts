/**
 * Widgets that format money once the shopper acts: the added-to-cart
 * popover and the pill after an add, a chosen variant's price and
 * instalments, Quick View's product, the mini cart's subtotal. Their first
 * render shows the server's texts (client/money.ts), so the page's first
 * Intl currency format comes then, and loads ICU's data on the main thread
 * unless a worker loaded it first (client/intl-warm.ts, issue 41). A page
 * with one of them starts that worker as its islands are found; the cart
 * page's island starts it itself.
 */
import { warmMoneyFormat } from '../intl-warm.js';
import { pageConfig, pageLocale } from '../page-config.js';

export const FORMATS_MONEY_LATER: ReadonlySet<string> = new Set(['add-to-cart', 'instalment-pill', 'mini-cart', 'product-price', 'quick-view', 'variant-select']);

/** Starts the worker (once per page) when the island `name` formats money later. */
export function warmForIsland(name: string): void {
  if (FORMATS_MONEY_LATER.has(name)) warmMoneyFormat(pageLocale(), pageConfig().currency || 'USD');
}
