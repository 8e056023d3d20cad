/** The widgets a page's `[data-widget]` may name: each has its module in this folder, named for it (lazy.ts, eager.ts). */
export const ISLAND_NAMES = [
  'account',
  'add-to-cart',
  'cart-page',
  'cart-pill',
  'checkout-form',
  'comments',
  'donate-form',
  'form',
  'instalment-pill',
  'mini-cart',
  'password-reset',
  'popup-overlay',
  'product-price',
  'product-scarcity',
  'purchase-event',
  'quantity-input',
  'quick-view',
  'restock',
  'review-form',
  'slideshow-controls',
  'variant-select',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];
