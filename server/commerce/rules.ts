/**
 * The server-side add-to-cart rules of SPEC section 5 that need no store:
 * reading the quantity, choosing the variant, reading the form answers.
 * Each failure is a catalogue error (errors.ts).
 */
import { ProductType, QUANTITY_MAX, QUANTITY_MIN } from '../../engine/commerce/model.js';
import { PAYWALL_PRODUCT_TYPE, type CatalogueProduct, type CatalogueVariant } from './catalogue.js';
import { commerceError } from './errors.js';
import { measureText } from '../render/context-limits.js';

/** Entries one cart may hold (an add past it answers CART_FULL): every cart view reads them all. */
export const MAX_CART_ENTRIES = 50;
/** Characters of one additionalFields JSON string (a form's answers: a few short fields). */
export const MAX_ADDITIONAL_FIELDS_LENGTH = 8 * 1024;
/** Characters of form answers over all entries of one cart (an add or form change past it answers CART_FULL). */
export const MAX_CART_ADDITIONAL_FIELDS_LENGTH = 32 * 1024;
/** Nesting of arrays and objects in form answers (answers are flat; deeper is refused before it is parsed). */
export const MAX_ADDITIONAL_FIELDS_DEPTH = 8;

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

/** A product a cart can hold: a known type; a paywall product only from its paywall's offer (`paywall`). */
export function checkPurchasable(product: CatalogueProduct, paywall = false): void {
  if (product.type === ProductType.UNDEFINED) throw commerceError('ITEM_NOT_FOR_SALE');
  if (product.type === PAYWALL_PRODUCT_TYPE && !paywall) throw commerceError('ITEM_NOT_FOR_SALE');
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
  // Depth first, without recursion: parsing or re-serialising hostile nesting would overflow the stack.
  if (!measureText(text, MAX_ADDITIONAL_FIELDS_LENGTH, MAX_ADDITIONAL_FIELDS_DEPTH).ok) throw commerceError('ADDITIONAL_FIELDS_INVALID');
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

/** The cart's form answers stay within MAX_CART_ADDITIONAL_FIELDS_LENGTH characters. */
export function checkCartFieldsSize(entries: readonly { additional_fields: string | null }[], added: string | null, replacing: string | null = null): void {
  const total = entries.reduce((n, e) => n + (e.additional_fields?.length ?? 0), 0) - (replacing?.length ?? 0) + (added?.length ?? 0);
  if (added !== null && total > MAX_CART_ADDITIONAL_FIELDS_LENGTH) throw commerceError('CART_FULL');
}

/** One entry holds at most QUANTITY_MAX units. */
export function checkEntryQuantity(quantity: number): void {
  if (quantity > QUANTITY_MAX) throw commerceError('QUANTITY_OUT_OF_RANGE');
}
