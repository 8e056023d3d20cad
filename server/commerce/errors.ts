/**
 * The commerce API's error catalogue: every failure a cart call answers,
 * with a stable code, its HTTP status and its text. Texts quoted from the
 * SPEC (sections 5 and 8) are marked; the others are Vitrine's, for rules
 * the SPEC states without a text.
 *
 * A failure answers `{ message, crumbFail, status, code }` (SPEC section 7:
 * "Failure reads message, crumbFail, status"), with `status` equal to the
 * HTTP status.
 */
import { failureBody, type ApiFailure } from '../api-failure.js';

export const COMMERCE_ERRORS = {
  // SPEC section 5, Add to cart.
  QUANTITY_NOT_NUMBER: { status: 400, text: 'Quantity must be a number.' },
  QUANTITY_NOT_WHOLE: { status: 400, text: 'Quantity must be a whole number.' },
  VARIANT_UNAVAILABLE: { status: 400, text: 'Sorry, that item variant is unavailable. Please select another variant.' },
  NOT_ENOUGH_STOCK: { status: 409, text: 'Sorry, we do not have enough of that item available.' },
  GIFT_CARD_DENOMINATION: { status: 400, text: 'Select a denomination for the Gift Card.' },
  // SPEC section 8, Add failure.
  CRUMB_FAIL: { status: 403, text: 'Your session has expired. Please reload the page and try again.' },
  RATE_LIMITED: { status: 429, text: 'Please try again in a few seconds.' },
  // Vitrine's texts.
  QUANTITY_OUT_OF_RANGE: { status: 400, text: 'Quantity must be between 1 and 9999.' },
  SERVICE_SINGLE_QUANTITY: { status: 400, text: 'Only one of this service can be in the cart.' },
  ITEM_NOT_FOUND: { status: 404, text: 'Sorry, that item is unavailable.' },
  ITEM_NOT_FOR_SALE: { status: 400, text: 'Sorry, that item cannot be added to the cart.' },
  SUBSCRIPTION_ONLY: { status: 400, text: 'This item is a subscription. Subscribe to it instead of adding it to the cart.' },
  NOT_SUBSCRIBABLE: { status: 400, text: 'This item is not a subscription.' },
  ADDITIONAL_FIELDS_INVALID: { status: 400, text: 'The form answers (additionalFields) must be a JSON object.' },
  ENTRY_NOT_FOUND: { status: 404, text: 'That item is no longer in your shopping cart.' },
  ENTRY_MISMATCH: { status: 400, text: 'That cart entry holds another item or variant.' },
  CART_FULL: { status: 400, text: 'Your shopping cart is full.' },
  VARIANT_LIMIT: { status: 409, text: 'You can have at most {max} of this item in your cart.' },
  DOWNLOAD_NOT_FOUND: { status: 404, text: 'This download link is not valid.' },
  METHOD_NOT_ALLOWED: { status: 405, text: 'This address does not take that method.' },
  INVALID_REQUEST: { status: 400, text: 'Invalid request.' },
  INTERNAL_ERROR: { status: 500, text: 'Something went wrong. Please try again.' },
} as const satisfies Record<string, { status: number; text: string }>;

export type CommerceErrorCode = keyof typeof COMMERCE_ERRORS;
export const COMMERCE_ERROR_CODES = Object.keys(COMMERCE_ERRORS) as CommerceErrorCode[];

/** The body of every commerce failure. */
export type CommerceFailure = ApiFailure<CommerceErrorCode>;

export class CommerceError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: CommerceErrorCode,
    message: string = COMMERCE_ERRORS[code].text,
  ) {
    super(message);
    this.name = 'CommerceError';
    this.statusCode = COMMERCE_ERRORS[code].status;
  }

  toBody(): CommerceFailure {
    return failureBody(this.statusCode, this.code, this.message);
  }
}

export function commerceError(code: CommerceErrorCode): CommerceError {
  return new CommerceError(code);
}

/** JSON schema of a failure answer. */
export const failureSchema = {
  type: 'object',
  required: ['status', 'code', 'message', 'crumbFail'],
  properties: {
    status: { type: 'integer' },
    code: { type: 'string', enum: COMMERCE_ERROR_CODES },
    message: { type: 'string' },
    crumbFail: { type: 'boolean' },
  },
} as const;

/** A refusal's text for a page that shows it (`?error=` CODE): unknown codes and texts with placeholders give undefined. */
export function commerceRefusalText(code: string): string | undefined {
  const text = Object.hasOwn(COMMERCE_ERRORS, code) ? COMMERCE_ERRORS[code as CommerceErrorCode].text : undefined;
  return text && !text.includes('{') ? text : undefined;
}
