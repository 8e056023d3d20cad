/**
 * What a paywalled page (107) offers for sale: the products named by its
 * `paywallProductIds` (issue 18), with their title and price, each bought
 * through the paywall purchase form (server/session/paywall-route.ts) and
 * the site's checkout.
 */
import type { SiteIndex } from '../content/site-index.js';
import type { Json } from '../content/types.js';
import { gatedItemById } from '../content/video-lessons.js';

export interface PaywallOffer extends Json {
  itemId: string;
  title: string;
  /** The first variant's price, a money node for the `money` formatter. */
  priceMoney: Json | null;
}

export function paywallOffers(index: SiteIndex, collectionId: string): PaywallOffer[] {
  // A paywalled page, or a video or lesson paywalled on its own (video-lessons.ts).
  const ids = (index.byId.get(collectionId) ?? gatedItemById(index.content, collectionId))?.paywallProductIds;
  if (!Array.isArray(ids)) return [];
  const out: PaywallOffer[] = [];
  for (const id of ids) {
    if (typeof id !== 'string') continue;
    for (const c of index.content.collections) {
      const item = c.items?.find((i) => i.id === id);
      if (!item) continue;
      const variant = ((item.structuredContent as Json | undefined)?.variants as Json[] | undefined)?.[0];
      out.push({ itemId: id, title: typeof item.title === 'string' ? item.title : '', priceMoney: (variant?.salePriceMoney && variant.onSale === true ? variant.salePriceMoney : variant?.priceMoney ?? null) as Json | null });
      break;
    }
  }
  return out;
}

/** The offers, and the text of a purchase the route refused (`?error=` a code that `refusal` words; unknown codes show nothing). */
export function paywallPageExtras(index: SiteIndex, collectionId: string, query: Record<string, string>, refusal?: (code: string) => string | undefined): { offers: PaywallOffer[]; error?: string } {
  const text = query.error ? refusal?.(query.error) : undefined;
  return { offers: paywallOffers(index, collectionId), ...(text ? { error: text } : {}) };
}

/**
 * The way back after buying access: each line of an order page gets
 * `unlocks`, the paywalled pages its product opens (title and address).
 */
export function addUnlockedPages(index: SiteIndex, orderPage: Json | undefined): void {
  const lines = orderPage?.lines;
  if (!Array.isArray(lines)) return;
  for (const line of lines as Json[]) {
    const itemId = line.itemId;
    if (typeof itemId !== 'string') continue;
    const unlocks = index.content.collections
      .filter((c) => c.paywall === true && Array.isArray(c.paywallProductIds) && c.paywallProductIds.includes(itemId))
      .map((c) => ({ title: typeof c.title === 'string' ? c.title : c.urlId, fullUrl: index.fullUrl(c) }));
    if (unlocks.length) line.unlocks = unlocks;
  }
}
