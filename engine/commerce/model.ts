/**
 * Derived product display state (SPEC section 4), computed from a product
 * item as plain JSON: its type, whether it is sold out or on sale, has
 * variants or varied prices, its lowest, highest and sale prices, its total
 * stock, whether the quantity input shows. Shared by the engine's commerce
 * formatters, the server and the client.
 */
import { asBoolean, asNumber, asString, deepEquals, getMember, getPath, isObject, isTruthy } from '../runtime/values.js';
import { readMoney, ZERO_MONEY, type Money } from './money.js';

/** Product type codes (SPEC section 3); anything else reads as UNDEFINED. */
export const ProductType = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
  UNDEFINED: -1,
} as const;
export type ProductTypeCode = (typeof ProductType)[keyof typeof ProductType];

/** Stock of digital goods, gift cards and unlimited variants. */
export const UNLIMITED_STOCK = Number.POSITIVE_INFINITY;
/** Largest quantity the quantity input accepts (SPEC section 9, "Quantity max 9999"). */
export const QUANTITY_MAX = 9999;
/** Smallest and default quantity of the quantity input (SPEC section 5). */
export const QUANTITY_MIN = 1;
/** The quantity input shows only when the total stock is above this (SPEC section 5). */
export const QUANTITY_INPUT_MIN_STOCK = 1;

export type Variant = Record<string, unknown>;

/** The product's type code from `structuredContent.productType` (a number or numeric text). */
export function productType(item: unknown): ProductTypeCode {
  const raw = getPath(item, ['structuredContent', 'productType']);
  switch (asNumber(raw)) {
    case 1:
      return ProductType.PHYSICAL;
    case 2:
      return ProductType.DIGITAL;
    case 3:
      return ProductType.SERVICE;
    case 4:
      return ProductType.GIFT_CARD;
    case 5:
      return ProductType.PAYWALL;
    default:
      return ProductType.UNDEFINED;
  }
}

/** The variants of `structuredContent.variants`; an empty list when absent. */
export function variants(item: unknown): Variant[] {
  const v = getPath(item, ['structuredContent', 'variants']);
  return Array.isArray(v) ? v.map((x) => (isObject(x) ? x : {})) : [];
}

const isStocked = (t: ProductTypeCode) => t === ProductType.PHYSICAL || t === ProductType.SERVICE;
/** Types never sold out, their stock unlimited: a digital file, a gift card's code, a paywall's access (SPEC section 4 names the first two; access is delivered the same way). */
const isUnstocked = (t: ProductTypeCode) => t === ProductType.DIGITAL || t === ProductType.GIFT_CARD || t === ProductType.PAYWALL;
/** Types priced per variant: the stocked ones, and a paywall (one variant per price of access, server/commerce/catalogue.ts). */
const isPricedByVariant = (t: ProductTypeCode) => isStocked(t) || t === ProductType.PAYWALL;

/**
 * Sold out: a physical or service product where every variant is limited
 * with zero stock (no variants at all counts as sold out). Digital, gift
 * cards and paywalls never; an undefined type always.
 */
export function isSoldOut(item: unknown): boolean {
  const type = productType(item);
  if (isUnstocked(type)) return false;
  if (!isStocked(type)) return true;
  return !variants(item).some((v) => isTruthy(v.unlimited) || asNumber(v.qtyInStock) > 0);
}

/** On sale: any variant flagged onSale; a digital product: its own flag. Gift cards never. */
export function isOnSale(item: unknown): boolean {
  const type = productType(item);
  if (type === ProductType.DIGITAL) return isTruthy(getPath(item, ['structuredContent', 'onSale']));
  if (!isPricedByVariant(type)) return false;
  return variants(item).some((v) => isTruthy(v.onSale));
}

/** Has variants: more than one variant, and not digital. */
export function hasVariants(item: unknown): boolean {
  return productType(item) !== ProductType.DIGITAL && variants(item).length > 1;
}

/**
 * Varied prices: some variant differs from the first in price, in its sale
 * flag, or (when the first is on sale) in sale price. Digital products never.
 */
export function hasVariedPrices(item: unknown): boolean {
  const type = productType(item);
  if (!isPricedByVariant(type) && type !== ProductType.GIFT_CARD) return false;
  const [first, ...rest] = variants(item);
  if (!first) return false;
  const firstOnSale = isTruthy(first.onSale);
  return rest.some(
    (v) =>
      !deepEquals(v.onSale, first.onSale) ||
      (firstOnSale && !deepEquals(v.salePrice, first.salePrice)) ||
      !deepEquals(v.price, first.price),
  );
}

/** What a variant (or pricing option) costs now: its sale price when on sale. */
function currentPriceNode(v: Record<string, unknown>): unknown {
  return isTruthy(v.onSale) ? v.salePriceMoney : v.priceMoney;
}

function contentMoney(item: unknown, key: string): Money {
  const node = getPath(item, ['structuredContent', key]);
  return node === undefined ? { ...ZERO_MONEY } : readMoney(node);
}

/**
 * The lowest current price: the cheapest variant, counting sale prices
 * (the first wins ties); a digital product's price. Zero USD when none.
 */
export function lowestPrice(item: unknown): Money {
  const type = productType(item);
  if (type === ProductType.DIGITAL) return contentMoney(item, 'priceMoney');
  if (!isPricedByVariant(type) && type !== ProductType.GIFT_CARD) return { ...ZERO_MONEY };
  let best: Money | undefined;
  for (const v of variants(item)) {
    const m = readMoney(currentPriceNode(v));
    if (best === undefined || m.cents < best.cents) best = m;
  }
  return best ?? { ...ZERO_MONEY };
}

/** The highest regular price among the variants; a digital product's price. Zero USD when none. */
export function highestPrice(item: unknown): Money {
  const type = productType(item);
  if (type === ProductType.DIGITAL) return contentMoney(item, 'priceMoney');
  if (!isPricedByVariant(type) && type !== ProductType.GIFT_CARD) return { ...ZERO_MONEY };
  let best: Money | undefined;
  for (const v of variants(item)) {
    const m = readMoney(v.priceMoney);
    if (best === undefined || m.cents > best.cents) best = m;
  }
  return best ?? { ...ZERO_MONEY };
}

/**
 * The lowest sale price among variants on sale; a digital product's sale
 * price. Gift cards and products with nothing on sale: zero USD.
 */
export function salePrice(item: unknown): Money {
  const type = productType(item);
  if (type === ProductType.DIGITAL) return contentMoney(item, 'salePriceMoney');
  if (!isPricedByVariant(type)) return { ...ZERO_MONEY };
  let best: Money | undefined;
  for (const v of variants(item)) {
    if (!isTruthy(v.onSale)) continue;
    const m = readMoney(v.salePriceMoney);
    if (best === undefined || m.cents < best.cents) best = m;
  }
  return best ?? { ...ZERO_MONEY };
}

/**
 * The subscription pricing options of the variant with the lowest current
 * price (the first wins ties); none for other than physical or service products.
 */
export function lowestVariantPricingOptions(item: unknown): unknown[] {
  if (!isStocked(productType(item))) return [];
  let best: Variant | undefined;
  let bestCents = 0;
  for (const v of variants(item)) {
    const cents = readMoney(currentPriceNode(v)).cents;
    if (best === undefined || cents < bestCents) {
      best = v;
      bestCents = cents;
    }
  }
  const options = best?.pricingOptions;
  return Array.isArray(options) ? options : [];
}

/** What a subscription pricing option costs now: its sale price when on sale. */
export function pricingOptionPrice(option: unknown): Money {
  return isObject(option) ? readMoney(currentPriceNode(option)) : { ...ZERO_MONEY };
}

/**
 * Units in stock over all variants; UNLIMITED_STOCK for digital goods, gift
 * cards, paywalls and as soon as one variant is unlimited.
 */
export function totalStock(item: unknown): number {
  const type = productType(item);
  if (isUnstocked(type)) return UNLIMITED_STOCK;
  let total = 0;
  for (const v of variants(item)) {
    if (isTruthy(v.unlimited)) return UNLIMITED_STOCK;
    total += asNumber(v.qtyInStock);
  }
  return total;
}

/** `structuredContent.isSubscribable` read as a boolean (`"true"` counts). */
export function isSubscribable(item: unknown): boolean {
  return asBoolean(getPath(item, ['structuredContent', 'isSubscribable']));
}

/** Store setting multipleQuantityAllowedForServices: true when absent (SPEC section 3). */
export function multipleQuantityAllowedForServices(websiteSettings: unknown): boolean {
  const v = getPath(websiteSettings, ['storeSettings', 'multipleQuantityAllowedForServices']);
  return v === undefined || v === null ? true : asBoolean(v);
}

/**
 * The quantity input shows for physical products or services (services only
 * if multiple quantity is allowed), not subscribable, with total stock above 1.
 */
export function showsQuantityInput(item: unknown, websiteSettings: unknown): boolean {
  const type = productType(item);
  const allowed =
    type === ProductType.PHYSICAL || (type === ProductType.SERVICE && multipleQuantityAllowedForServices(websiteSettings));
  return allowed && !isSubscribable(item) && totalStock(item) > QUANTITY_INPUT_MIN_STOCK;
}

/** The variant's option values joined by ' / ' (`blue / large`). */
export function variantDescriptor(variant: unknown): string {
  const values = getMember(variant, 'optionValues');
  if (!Array.isArray(values)) return '';
  return values.map((o) => asString(getMember(o, 'value'))).join(' / ');
}

export interface VariantOption {
  name: string;
  values: string[];
}

/**
 * The options a shopper chooses among, in `variantOptionOrdering` order,
 * each with its distinct values in variant order. None for one variant or less.
 */
export function variantOptions(item: unknown): VariantOption[] {
  const list = variants(item);
  if (list.length <= 1) return [];
  const ordering = getPath(item, ['structuredContent', 'variantOptionOrdering']);
  const options: VariantOption[] = Array.isArray(ordering) ? ordering.map((n) => ({ name: asString(n), values: [] })) : [];
  for (const v of list) {
    const attrs = v.attributes;
    if (!isObject(attrs)) continue;
    for (const [field, value] of Object.entries(attrs)) {
      const option = options.find((o) => o.name === field);
      const text = asString(value);
      if (option && !option.values.includes(text)) option.values.push(text);
    }
  }
  return options;
}


export { subscriptionCaption, type SubscriptionCaption, type BillingUnit } from './subscription.js';
