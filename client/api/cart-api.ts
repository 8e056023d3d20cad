/** The cart calls of SPEC section 7. */
import { requestJson, type ApiResult } from './http.js';
import { emitTracking, TRACKING_EVENTS } from '../tracking/tracking-events.js';

/** The header that names the page's language to the cart API (server/commerce/routes.ts). */
export const PAGE_LANGUAGE_HEADER = 'X-Page-Language';

/**
 * The page's language (its `lang`) for the cart API, so the cart's lines
 * come back as this page names them: a line added on a French page shows
 * its English title on an English page and the other way round.
 */
export function pageLanguage(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8}){0,3}$/.test(lang) ? { [PAGE_LANGUAGE_HEADER]: lang } : {};
}

export const CART_API = {
  cart: '/api/commerce/shopping-cart',
  entries: '/api/commerce/shopping-cart/entries',
  entry: (entryId: string) => `/api/commerce/shopping-cart/entries/${encodeURIComponent(entryId)}`,
  subscription: '/api/3/commerce/cart/subscription',
} as const;

export interface CartEntry {
  id: string;
  itemId: string;
  title?: string;
  quantity: number;
  chosenVariant?: { sku?: string; attributes?: Record<string, string> } | null;
  purchasePriceCents?: number;
  /** quantity × purchasePriceCents, in cents (server/commerce/cart-view.ts). */
  subTotal?: number;
  [key: string]: unknown;
}

export interface ShoppingCart {
  id?: string;
  entries?: CartEntry[];
  totalQuantity?: number;
  subtotalCents?: number;
  grandTotalCents?: number;
  [key: string]: unknown;
}

export interface AddRequest {
  itemId: string;
  sku: string | null;
  quantity: number;
  /** The additional-fields answers, as a JSON string (or null). */
  additionalFields: string | null;
}

export async function addEntry(req: AddRequest): Promise<ApiResult<{ shoppingCart: ShoppingCart; newlyAdded?: unknown }>> {
  const result = await requestJson<{ shoppingCart: ShoppingCart; newlyAdded?: unknown }>('POST', CART_API.entries, req, pageLanguage());
  // Telemetry (client/tracking/) hears of every successful add.
  if (result.ok) emitTracking(TRACKING_EVENTS.cartAdded, { request: req, cart: result.data.shoppingCart });
  return result;
}

export function loadCart(): Promise<ApiResult<ShoppingCart | { shoppingCart: ShoppingCart }>> {
  return requestJson('GET', `${CART_API.cart}?calculateSubtotal=true`, undefined, pageLanguage());
}

export function updateEntryQuantity(entryId: string, quantity: number): Promise<ApiResult<{ shoppingCart: ShoppingCart } | ShoppingCart>> {
  return requestJson('PUT', CART_API.entry(entryId), { quantity }, pageLanguage());
}

export function removeEntry(entryId: string): Promise<ApiResult<{ shoppingCart: ShoppingCart } | ShoppingCart>> {
  return requestJson('DELETE', CART_API.entry(entryId), undefined, pageLanguage());
}

export function subscriptionCart(req: { itemId: string; sku: string | null; qty: number; additionalFields: string | null }): Promise<ApiResult<{ cartToken: string }>> {
  return requestJson('POST', CART_API.subscription, req);
}

/** A cart answer is either the cart or `{ shoppingCart }`. */
export function cartOf(data: unknown): ShoppingCart | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const wrapped = (data as { shoppingCart?: unknown }).shoppingCart;
  if (typeof wrapped === 'object' && wrapped !== null) return wrapped as ShoppingCart;
  return data as ShoppingCart;
}
