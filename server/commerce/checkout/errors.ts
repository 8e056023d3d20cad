/**
 * The checkout's error catalogue: the failures of placing an order, with a
 * stable code, an HTTP status and the English text (French in texts.ts).
 * SPEC texts are marked. A JSON failure answers like the cart API's:
 * `{ status, code, message, crumbFail }`; a cart error raised while placing
 * (NOT_ENOUGH_STOCK...) keeps its own catalogue entry.
 */
import { COMMERCE_ERRORS, CommerceError, type CommerceErrorCode } from '../errors.js';

export const CHECKOUT_ERRORS = {
  CART_EMPTY: { status: 400, text: 'You have nothing in your shopping cart.' }, // SPEC section 8
  CART_MINIMUM: { status: 400, text: 'To check out, your order subtotal must be {subtotal} or more.' }, // SPEC section 5
  CHECKOUT_INVALID: { status: 400, text: 'One or more fields is invalid, please check your entries.' }, // SPEC section 5
  PAYMENT_DECLINED: { status: 402, text: 'Your card was declined. Your cart is kept: try another card.' },
  PAYMENT_FAILED: { status: 502, text: 'The payment could not be processed. Your cart is kept: try again in a moment.' },
  CART_CHANGED: { status: 409, text: 'Your cart changed during payment. Check the totals and try again.' },
  GIFT_CARD_UNKNOWN: { status: 400, text: 'This gift card code is not valid.' },
  GIFT_CARD_BALANCE: { status: 409, text: 'The gift card balance changed. Check the totals and try again.' },
  GIFT_CARD_SPENT: { status: 400, text: 'This gift card has no balance left.' },
  GIFT_CARD_FOR_GIFT_CARD: { status: 400, text: 'A gift card cannot pay for gift cards.' },
  GIFT_CARD_LIMIT: { status: 400, text: 'One order can hold at most {max} gift cards.' },
  SUBSCRIPTION_TYPE: { status: 400, text: 'Only physical products and services can be subscribed to.' }, // SPEC section 5 rule
  SUBSCRIPTION_PLAN: { status: 400, text: 'Unavailable' }, // SPEC section 5
  CHECKOUT_NOT_FOUND: { status: 404, text: 'This checkout no longer exists.' },
  ORDER_NOT_FOUND: { status: 404, text: 'This order link is not valid.' },
} as const satisfies Record<string, { status: number; text: string }>;

export type CheckoutErrorCode = keyof typeof CHECKOUT_ERRORS;
export const CHECKOUT_ERROR_CODES = Object.keys(CHECKOUT_ERRORS) as CheckoutErrorCode[];
/** Any code a checkout failure may carry. */
export type AnyErrorCode = CheckoutErrorCode | CommerceErrorCode;

export class CheckoutError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: CheckoutErrorCode,
    /** Field name to error code of texts.ts, for CHECKOUT_INVALID. */
    readonly fields: Record<string, string> = {},
  ) {
    super(CHECKOUT_ERRORS[code].text);
    this.name = 'CheckoutError';
    this.statusCode = CHECKOUT_ERRORS[code].status;
  }
}

export function checkoutError(code: CheckoutErrorCode, fields?: Record<string, string>): CheckoutError {
  return new CheckoutError(code, fields);
}

export function isErrorCode(code: string): code is AnyErrorCode {
  return code in CHECKOUT_ERRORS || code in COMMERCE_ERRORS;
}

export function statusOf(code: AnyErrorCode): number {
  return code in CHECKOUT_ERRORS ? CHECKOUT_ERRORS[code as CheckoutErrorCode].status : COMMERCE_ERRORS[code as CommerceErrorCode].status;
}

export function englishText(code: AnyErrorCode): string {
  return code in CHECKOUT_ERRORS ? CHECKOUT_ERRORS[code as CheckoutErrorCode].text : COMMERCE_ERRORS[code as CommerceErrorCode].text;
}

/** The code of an error thrown while checking out, when it is one of ours. */
export function codeOf(e: unknown): AnyErrorCode | undefined {
  if (e instanceof CheckoutError) return e.code;
  if (e instanceof CommerceError) return e.code;
  return undefined;
}
