/**
 * What a paywall product (type 5) unlocks. The site's model keeps it on the
 * page side: a paywalled collection has `paywall: true` and names the
 * products that unlock it in `paywallProductIds` (site/routing/access.ts,
 * server/session/paywall-access.ts). The product editor chooses pages, so
 * saving a paywall product writes its id into the chosen pages (and their
 * translations) and out of the others; the product's `unlocks` are read
 * back from the pages. One place holds the truth, so a page paywalled
 * outside the editor shows as unlocked by its products here too.
 */
import type { Json } from '../content-store.js';
import { collectionsOf, type DocCollection } from '../doc.js';
import { isStore } from '../routes/store-setup.js';

/** The product type of a paywall product (SPEC section 3). */
export const PAYWALL_PRODUCT_TYPE = 5;
/** Vitrine's bound on the pages one paywall product unlocks. */
export const MAX_PAYWALL_PAGES = 50;

export interface UnlockablePage {
  id: string;
  urlId: string;
  title: string;
}

/** A page in another language is the translation of its default-language page, not a page to choose. */
const isTranslation = (c: DocCollection): boolean => typeof c.translationOf === 'string' || typeof c.editorTranslationOf === 'string';

/** The pages and collections a paywall product can unlock: all but the stores (and translations, which follow their page). */
export function unlockablePages(doc: Json): UnlockablePage[] {
  return collectionsOf(doc)
    .filter((c) => !isStore(c) && !isTranslation(c))
    .map((c) => ({ id: c.id, urlId: c.urlId, title: typeof c.title === 'string' && c.title.trim() ? c.title : c.urlId }));
}

const productIdsOf = (c: DocCollection): string[] => (Array.isArray(c.paywallProductIds) ? c.paywallProductIds.filter((p): p is string => typeof p === 'string') : []);

/** The ids of the pages `productId` unlocks. */
export function unlocksOf(doc: Json, productId: string): string[] {
  return collectionsOf(doc)
    .filter((c) => !isTranslation(c) && c.paywall === true && productIdsOf(c).includes(productId))
    .map((c) => c.id);
}

/** A page and its copies in the site's other languages. */
function withTranslations(doc: Json, page: DocCollection): DocCollection[] {
  return [page, ...collectionsOf(doc).filter((c) => c !== page && (c.editorTranslationOf === page.id || c.translationOf === page.urlId))];
}

function link(c: DocCollection, productId: string): void {
  const ids = productIdsOf(c);
  c.paywall = true;
  c.paywallProductIds = ids.includes(productId) ? ids : [...ids, productId];
}

/**
 * Takes `productId` off a page. A page no product unlocks any more stops
 * being paywalled, unless a member area still opens it (then it stays paid:
 * a paywalled area must not become free to join).
 */
function unlink(c: DocCollection, productId: string): void {
  const ids = productIdsOf(c);
  if (!ids.includes(productId)) return;
  const left = ids.filter((p) => p !== productId);
  c.paywallProductIds = left;
  if (left.length === 0 && !(typeof c.memberAreaId === 'string' && c.memberAreaId !== '')) {
    delete c.paywall;
    delete c.paywallProductIds;
  }
}

/** Makes `productId` unlock exactly `pageIds` (checked beforehand by `checkUnlocks`); none takes it off every page. */
export function writeUnlocks(doc: Json, productId: string, pageIds: readonly string[]): void {
  const chosen = new Set(pageIds);
  for (const page of collectionsOf(doc).filter((c) => !isTranslation(c))) {
    for (const c of withTranslations(doc, page)) (chosen.has(page.id) ? link : unlink)(c, productId);
  }
}

/** The pages chosen, without repeats, when each is one a paywall product can unlock; else the first one that is not. */
export function checkUnlocks(doc: Json, pageIds: readonly string[]): { ok: true; ids: string[] } | { ok: false; val: string } {
  const known = new Set(unlockablePages(doc).map((p) => p.id));
  const bad = pageIds.find((id) => !known.has(id));
  return bad === undefined ? { ok: true, ids: [...new Set(pageIds)] } : { ok: false, val: bad };
}
