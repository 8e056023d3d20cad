/**
 * Where a successful add leads (SPEC section 4). The SPEC does not show the
 * checkout, subscription and gift-card page paths; these are Vitrine's.
 */
import { pageConfig } from './page-config.js';

export const CART_PATH = '/cart';
export const CHECKOUT_PATH = '/checkout';
export const SUBSCRIPTION_PATH = '/checkout/subscription';
export const GIFT_CARD_PATH = '/checkout/gift-card';

/** The page language's prefix ('' or '/fr', from the page settings): the checkout pages open in the shopper's language. */
const prefix = () => {
  const p = pageConfig().pathPrefix;
  return typeof p === 'string' && /^(\/[A-Za-z0-9_-]+)*$/.test(p) ? p : '';
};

export const checkoutUrl = () => `${prefix()}${CHECKOUT_PATH}`;
/** The cart page in the page's language ('/cart', '/fr/cart'). */
export const cartUrl = () => `${prefix()}${CART_PATH}`;
export const subscriptionUrl = (cartToken: string) => `${prefix()}${SUBSCRIPTION_PATH}?cartToken=${encodeURIComponent(cartToken)}`;
export const giftCardUrl = (itemId: string, sku: string | null) =>
  `${prefix()}${GIFT_CARD_PATH}?itemId=${encodeURIComponent(itemId)}${sku ? `&sku=${encodeURIComponent(sku)}` : ''}`;

type Navigate = (url: string) => void;
let navigateImpl: Navigate = (url) => window.location.assign(url);

export function navigate(url: string): void {
  navigateImpl(url);
}

/** Replaces the browser navigation (tests record the URL instead). */
export function installNavigate(fn?: Navigate): void {
  navigateImpl = fn ?? ((url) => window.location.assign(url));
}
