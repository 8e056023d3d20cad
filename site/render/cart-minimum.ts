/**
 * The cart minimum on the cart page without JavaScript (SPEC section 5:
 * 'To check out, your order subtotal must be {subtotal} or more.'), as the
 * cart-page island shows it: only while the subtotal is under the store's
 * `minimumSubtotalCents`, in the page language (`widgetTexts.cartMinimum`,
 * `{0}` the amount). Checkout refuses such a cart anyway; this says why first.
 */
import type { Json } from '../content/types.js';
import { DEFAULT_CURRENCY, formatMoney } from '../../engine/commerce/money.js';

/** English, with the client's argument slot (client/texts.ts `cartMinimum`). */
export const CART_MINIMUM_TEXT = 'To check out, your order subtotal must be {0} or more.';

export function cartMinimumText(cart: Json | undefined, storeSettings: Json, widgetTexts: Json | undefined, locale: string): string | undefined {
  const minimum = storeSettings.minimumSubtotalCents;
  const subtotal = cart?.subtotalCents;
  if (typeof minimum !== 'number' || !Number.isSafeInteger(minimum) || minimum <= 0) return undefined;
  if (typeof subtotal !== 'number' || subtotal >= minimum) return undefined;
  const fromCart = ((cart?.subtotalAmount ?? {}) as Json).currency;
  const currency = typeof fromCart === 'string' ? fromCart : typeof storeSettings.defaultCurrency === 'string' ? storeSettings.defaultCurrency : DEFAULT_CURRENCY;
  const pattern = typeof widgetTexts?.cartMinimum === 'string' ? widgetTexts.cartMinimum : CART_MINIMUM_TEXT;
  return pattern.replace('{0}', formatMoney({ cents: minimum, currency }, true, locale));
}
