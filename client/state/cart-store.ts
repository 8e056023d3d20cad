/**
 * The shopper's cart as every widget sees it, and the cart load of SPEC
 * section 4: skipped while a load runs; only for authenticated users, with
 * hasCart=true or a cart cookie; otherwise the add buttons are just made
 * visible.
 */
import { cartOf, loadCart, type ShoppingCart } from '../api/cart-api.js';
import { shouldLoadCart } from '../api/cookies.js';
import { Store } from './store.js';

export interface CartState {
  cart: ShoppingCart | null;
  /** A load is running. */
  loading: boolean;
  /** The add buttons may show (the cart is known, or needs no load). */
  ready: boolean;
  /** Synced with the server's count and subtotal at least once. */
  synced: boolean;
  /** A line's form answers are being saved: the cart's totals are being worked out again. */
  recalculating?: boolean;
}

export const cartStore = new Store<CartState>({ cart: null, loading: false, ready: false, synced: false });

/** The document events around a recalculation (SPEC section 4: the cart model signals its start and end around form updates). */
export const CART_RECALCULATION_EVENTS = { start: 'vitrine:cart-recalculation-start', end: 'vitrine:cart-recalculation-end' } as const;

/** Runs `update` (a form update of the cart) between the recalculation's start and end signals; the end comes whatever the outcome. */
export async function recalculating<T>(update: () => Promise<T>, doc: Document = document): Promise<T> {
  cartStore.set((s) => ({ ...s, recalculating: true }));
  doc.dispatchEvent(new CustomEvent(CART_RECALCULATION_EVENTS.start));
  try {
    return await update();
  } finally {
    cartStore.set((s) => ({ ...s, recalculating: false }));
    doc.dispatchEvent(new CustomEvent(CART_RECALCULATION_EVENTS.end));
  }
}

/** A cart answer from any call: every widget follows it. */
export function setCart(cart: ShoppingCart): void {
  cartStore.set((s) => ({ ...s, cart, ready: true, synced: true }));
}

/** Seeds the cart from the server-rendered summary (the pill's props), before any load. */
export function seedCart(cart: ShoppingCart): void {
  cartStore.set((s) => (s.cart ? s : { ...s, cart }));
}

/** Starts the cart load when SPEC section 4 allows it; resolves when done. */
export async function startCartLoad(): Promise<void> {
  const s = cartStore.get();
  if (s.loading) return;
  if (!shouldLoadCart()) {
    cartStore.set((prev) => ({ ...prev, ready: true }));
    return;
  }
  cartStore.set((prev) => ({ ...prev, loading: true }));
  const res = await loadCart();
  const cart = res.ok ? cartOf(res.data) : undefined;
  cartStore.set((prev) => ({ ...prev, loading: false, ready: true, ...(cart ? { cart, synced: true } : {}) }));
}

export function totalQuantity(cart: ShoppingCart | null): number {
  if (!cart) return 0;
  if (typeof cart.totalQuantity === 'number') return cart.totalQuantity;
  return (cart.entries ?? []).reduce((n, e) => n + (Number(e.quantity) || 0), 0);
}

export function subtotalCents(cart: ShoppingCart | null): number {
  if (!cart) return 0;
  if (typeof cart.subtotalCents === 'number') return cart.subtotalCents;
  return (cart.entries ?? []).reduce((n, e) => n + (Number(e.purchasePriceCents) || 0) * (Number(e.quantity) || 0), 0);
}

/** Units of an item (and variant) already in the cart, for the stock check of SPEC section 5. */
export function quantityInCart(cart: ShoppingCart | null, itemId: string, sku: string | null): number {
  return (cart?.entries ?? [])
    .filter((e) => e.itemId === itemId && (sku === null || e.chosenVariant?.sku === sku))
    .reduce((n, e) => n + (Number(e.quantity) || 0), 0);
}
