/**
 * The page's widgets, each module loaded only when its widget is on the
 * page (esbuild makes each import() a chunk; React DOM is a chunk the React
 * widgets share, which a page with only the cart pill never loads). The
 * file of each widget is named for it: the build's manifest relies on it
 * to preload a page's chunks (client-build/client-manifest.ts).
 */
import type { IslandModule } from './island.js';
import type { IslandSource } from './mount-islands.js';
import type { IslandName } from './names.js';

export const LAZY_ISLANDS: Record<string, () => Promise<IslandModule>> = {
  account: () => import('./account.js'),
  'add-to-cart': () => import('./add-to-cart.js'),
  'cart-page': () => import('./cart-page.js'),
  'cart-pill': () => import('./cart-pill.js'),
  'checkout-form': () => import('./checkout-form.js'),
  comments: () => import('./comments.js'),
  'donate-form': () => import('./donate-form.js'),
  form: () => import('./form.js'),
  'instalment-pill': () => import('./instalment-pill.js'),
  'mini-cart': () => import('./mini-cart.js'),
  'password-reset': () => import('./password-reset.js'),
  'popup-overlay': () => import('./popup-overlay.js'),
  'product-price': () => import('./product-price.js'),
  'product-scarcity': () => import('./product-scarcity.js'),
  'purchase-event': () => import('./purchase-event.js'),
  'quantity-input': () => import('./quantity-input.js'),
  'quick-view': () => import('./quick-view.js'),
  restock: () => import('./restock.js'),
  'review-form': () => import('./review-form.js'),
  'slideshow-controls': () => import('./slideshow-controls.js'),
  'variant-select': () => import('./variant-select.js'),
} satisfies Record<IslandName, () => Promise<IslandModule>>;

const loaded = new Map<string, IslandModule>();
const loading = new Map<string, Promise<IslandModule>>();

/** A widget's module: at hand once loaded (later islands of it mount at once), else on its way. */
export const lazySource: IslandSource = (name) => {
  const at = loaded.get(name);
  if (at) return at;
  const load = Object.hasOwn(LAZY_ISLANDS, name) ? LAZY_ISLANDS[name] : undefined;
  if (!load) return undefined;
  let p = loading.get(name);
  if (!p) {
    p = load().then(
      (m) => (loaded.set(name, m), m),
      (e: unknown) => {
        // A failed load (a network error) is tried again by the next island of the widget.
        loading.delete(name);
        throw e;
      },
    );
    loading.set(name, p);
  }
  return p;
};
