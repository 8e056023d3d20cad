/**
 * The page's own telemetry signals, as DOM events on `document`, so the
 * widgets and checkout need not import tracking: the cart API dispatches
 * `vitrine:cart-added` after a successful add; checkout dispatches
 * `vitrine:checkout` and `vitrine:purchase` (the order for analytics of
 * SPEC section 3) when it lands.
 */
export const TRACKING_EVENTS = {
  cartAdded: 'vitrine:cart-added',
  checkout: 'vitrine:checkout',
  purchase: 'vitrine:purchase',
} as const;

export function emitTracking(name: string, detail: unknown): void {
  try {
    if (typeof document !== 'undefined') document.dispatchEvent(new CustomEvent(name, { detail }));
  } catch {
    // tracking never breaks the page
  }
}
