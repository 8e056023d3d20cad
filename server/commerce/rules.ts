/**
 * The server-side add-to-cart rules of SPEC section 5 that need no store:
 * reading the quantity, choosing the variant, reading the form answers.
 * Each failure is a catalogue error (errors.ts).
 */
import { ProductType, QUANTITY_MAX, QUANTITY_MIN } from '../../engine/commerce/model.js';
import type { CatalogueProduct, CatalogueVariant } from './catalogue.js';
import { commerceError } from './errors.js';

/** Entries one cart may hold (an add past it answers CART_FULL). */
export const MAX_CART_ENTRIES = 100;
/** Characters of one additionalFields JSON string. */
export const MAX_ADDITIONAL_FIELDS_LENGTH = 64 * 1024;

const NUMBER_TEXT = /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/;

/**
 * A quantity as sent (a JSON number or its text): 'Quantity must be a
 * number.', then 'Quantity must be a whole number.', then the range
 * QUANTITY_MIN..QUANTITY_MAX (1..9999, SPEC section 9).
 */
export function readQuantity(raw: unknown): number {
  let n: number;
  if (typeof raw === 'number') n = raw;
  else if (typeof raw === 'string' && NUMBER_TEXT.test(raw)) n = Number(raw);
  else throw commerceError('QUANTITY_NOT_NUMBER');
  if (!Number.isFinite(n)) throw commerceError('QUANTITY_NOT_NUMBER');
  if (!Number.isInteger(n)) throw commerceError('QUANTITY_NOT_WHOLE');
  if (n < QUANTITY_MIN || n > QUANTITY_MAX) throw commerceError('QUANTITY_OUT_OF_RANGE');
  return n;
}

/**
 * The variant an add names: its sku, or the only variant when the sku is
 * null or empty. A gift card without one: 'Select a denomination for the
 * Gift Card.'; anything else: 'Sorry, that item variant is unavailable.
 * Please select another variant.'
 */
export function chooseVariant(product: CatalogueProduct, sku: string | null | undefined): CatalogueVariant {
  const missing = product.type === ProductType.GIFT_CARD ? 'GIFT_CARD_DENOMINATION' : 'VARIANT_UNAVAILABLE';
  if (sku === null || sku === undefined || sku === '') {
    const only = product.variants.length === 1 ? product.variants[0] : undefined;
    if (!only) throw commerceError(missing);
    return only;
  }
  const found = product.variants.find((v) => v.sku === sku);
  if (!found) throw commerceError(missing);
  return found;
}

/** A product a cart can hold: a known type. */
export function checkPurchasable(product: CatalogueProduct): void {
  if (product.type === ProductType.UNDEFINED) throw commerceError('ITEM_NOT_FOR_SALE');
}

/**
 * The form answers: a JSON string of an object, kept as canonical JSON;
 * null, absent, '' and 'null' mean none.
 */
export function readAdditionalFields(raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'string') throw commerceError('ADDITIONAL_FIELDS_INVALID');
  const text = raw.trim();
  if (text === '' || text === 'null') return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw commerceError('ADDITIONAL_FIELDS_INVALID');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw commerceError('ADDITIONAL_FIELDS_INVALID');
  return JSON.stringify(value);
}

/** Services: one unit in the cart at most when the store disallows multiple quantities. */
export function checkServiceQuantity(product: CatalogueProduct, multipleAllowed: boolean, totalAfter: number): void {
  if (product.type === ProductType.SERVICE && !multipleAllowed && totalAfter > 1) throw commerceError('SERVICE_SINGLE_QUANTITY');
}

/** One entry holds at most QUANTITY_MAX units. */
export function checkEntryQuantity(quantity: number): void {
  if (quantity > QUANTITY_MAX) throw commerceError('QUANTITY_OUT_OF_RANGE');
}
