/**
 * The checkout and order page paths (the SPEC does not show them; the
 * widgets already use /checkout, /checkout/subscription and
 * /checkout/gift-card). Order pages carry the order id and its signature.
 */
export const CHECKOUT_PAGE_PATHS = {
  checkout: '/checkout',
  subscription: '/checkout/subscription',
  giftCard: '/checkout/gift-card',
  confirmed: '/checkout/order-confirmed',
  received: '/checkout/order-received',
  subscribed: '/checkout/subscription-confirmed',
  status: '/checkout/order-status',
} as const;

export type OrderPage = 'confirmed' | 'received' | 'subscribed' | 'status';

/** `prefix`: the language's path prefix ('' or '/fr'). */
export function orderPagePath(page: OrderPage, prefix: string, orderId: string, token: string): string {
  return `${prefix}${CHECKOUT_PAGE_PATHS[page]}?order=${encodeURIComponent(orderId)}&token=${encodeURIComponent(token)}`;
}
