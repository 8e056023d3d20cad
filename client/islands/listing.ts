/** Where a product island sits: on a card of a listing, or the page's own product. */

/** A product card (listing) rather than a product page. */
export const LISTING_SELECTOR = '.product-card, .product-grid, [data-listing]';

/** The page's own product (not a card, not Quick View): its variant lives in the URL. */
export const ownsUrl = (host: Element) => host.closest('.product-detail') !== null && host.closest('[role="dialog"]') === null;
