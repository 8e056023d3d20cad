/**
 * Everything a page needs: the widgets' texts in its language, its islands,
 * the added-to-cart popover where something can be added, the account's
 * language, then the cart load (SPEC section 4).
 */
import { isAuthenticated } from './api/cookies.js';
import type { Island } from './islands/island.js';
import { pageConfig } from './page-config.js';
import { startCartLoad } from './state/cart-store.js';
import { chooseLanguage } from './texts.js';

/** Widgets that can add to cart, and so show the added-to-cart popover (Quick View's dialog holds an add-to-cart button). */
export const ADDS_TO_CART = '[data-widget="add-to-cart"], [data-widget="quick-view"]';

export interface PageStart {
  mountIslands(root: ParentNode): Island[];
  /** Mounts the popover, or starts loading it (then nothing to return: the cart load does not wait for it). */
  mountPopover(doc: Document): Island | void;
}

/** Resolves with the islands once the cart is known. */
export async function startPage(doc: Document, how: PageStart): Promise<Island[]> {
  chooseLanguage(pageConfig().texts);
  const islands = how.mountIslands(doc);
  if (doc.querySelector(ADDS_TO_CART)) {
    const popover = how.mountPopover(doc);
    if (popover) islands.push(popover);
  }
  // The image lightbox and the slideshow thumbnails load only on pages that have what they work on.
  if (doc.querySelector('a[data-lightbox]')) void import('./widgets/image-lightbox.js').then((m) => m.startImageLightbox(doc));
  if (doc.querySelector('.gallery-slideshow__thumbs')) void import('./widgets/slideshow-thumbs.js').then((m) => m.startSlideshowThumbs(doc));
  // Only a signed-in visitor's page sends its language (account-locale.ts): the others load none of it.
  if (isAuthenticated()) void import('./account-locale.js').then((m) => m.syncAccountLocale());
  await startCartLoad();
  return islands;
}
