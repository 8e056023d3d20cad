/**
 * The rules of the owner's Shipping, Taxes, Discounts and Gift cards
 * screens, shared by the app (which reads the typed amounts and shows a
 * failure at its field) and the server (server/commerce/owner/pricing-rules.ts,
 * which refuses with the error codes below). Vitrine's limits: the SPEC
 * states none for these screens.
 */
import { MAX_PRICE_CENTS } from './limits.js';

/** A storeSettings entry as the checkout reads it and the admin lists it (server/commerce/checkout/settings.ts reads them). */
export interface ShippingOption {
  id: string;
  name: string;
  /** Names per site language. */
  names: Record<string, string>;
  rateCents: number;
  /** Free when the subtotal (after discounts) reaches this; null: never free. */
  freeOverCents: number | null;
  /** ISO country codes it ships to; empty: everywhere. */
  countries: string[];
}

export interface TaxRule {
  id: string;
  name: string;
  country: string;
  /** Empty: the whole country. */
  region: string;
  rateBasisPoints: number;
  appliesToShipping: boolean;
}

export interface Coupon {
  code: string;
  percentOff: number;
  amountOffCents: number;
  minimumSubtotalCents: number;
  /** May join other coupons on one order (only when every one of them is combinable). Default false. */
  combinable: boolean;
  /** One order per shopper email may use it. Default false. */
  oncePerCustomer: boolean;
  /** The owner switched it off (Discounts): kept, listed, refused at checkout. Default false. */
  disabled: boolean;
}

/** The largest amount any of these screens takes (a rate, a threshold, a minimum, a card): the product price limit. */
export const PRICING_MAX_CENTS = MAX_PRICE_CENTS;
export const SHIPPING_NAME_MAX_LENGTH = 80;
export const TAX_NAME_MAX_LENGTH = 80;
/** Entries a store keeps of each kind (the checkout reads all of them per cart). */
export const MAX_SHIPPING_OPTIONS = 50;
export const MAX_TAX_RULES = 200;
export const MAX_COUPONS = 500;
/** ISO 3166 has 249 codes. */
export const MAX_COUNTRIES = 250;
/** A normalised coupon code: upper case, no spaces (the checkout's normalCode), then these characters. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;
export const COUPON_CODE_MAX_INPUT = 60;
/** Tax rates in basis points (825 = 8.25 %); above 100 % is a typo (checkout/settings.ts MAX_TAX_BASIS_POINTS). */
export const TAX_MAX_BASIS_POINTS = 10_000;
export const COUNTRY_PATTERN = /^[A-Z]{2}$/;
/** A region as the checkout's address gives it (NY, QC, 75). */
export const REGION_PATTERN = /^[A-Z0-9]{1,3}$/;
/** A gift card the owner issues by hand. */
export const GIFT_CARD_MIN_CENTS = 100;
export const GIFT_CARD_MAX_CENTS = 1_000_000;
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 500;
export const GIFT_CARD_NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 320;
/** Gift cards one page of the list shows. */
export const GIFT_CARDS_PAGE_SIZE = 50;
/** A gift-card search matches at most this many last characters of a code: the list shows no more (the code is the card's money). */
export const GIFT_CARD_SEARCH_CODE_CHARS = 4;
/** Characters of a gift-card search, at most. */
export const GIFT_CARD_SEARCH_MAX_LENGTH = 254;

/** The field each validation failure belongs to (the app shows the server's message under it). */
export const PRICING_ERROR_FIELDS = {
  SHIPPING_NAME_REQUIRED: 'name',
  SHIPPING_FREE_OVER_INVALID: 'freeOver',
  COUNTRY_INVALID: 'countries',
  AMOUNT_TOO_LARGE: 'amount',
  TAX_COUNTRY_INVALID: 'country',
  TAX_REGION_INVALID: 'region',
  TAX_RATE_INVALID: 'rate',
  TAX_NAME_REQUIRED: 'name',
  TAX_RULE_DUPLICATE: 'region',
  COUPON_CODE_INVALID: 'code',
  COUPON_DUPLICATE: 'code',
  COUPON_PERCENT_INVALID: 'value',
  COUPON_AMOUNT_INVALID: 'value',
  GIFT_CARD_AMOUNT_INVALID: 'amount',
  GIFT_CARD_EMAIL_INVALID: 'email',
  GIFT_CARD_NAME_REQUIRED: 'name',
} as const;
export type PricingErrorCode = keyof typeof PRICING_ERROR_FIELDS;

/** A coupon code as the checkout compares it: no spaces, upper case (server/commerce/checkout/settings.ts normalCode). */
export const normalCouponCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();

/** Country codes as the owner types them ("us, ca fr") in upper case, without repeats. */
export function countryList(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((c) => c.trim().toUpperCase()).filter(Boolean))];
}

/** A rate as the owner types it ("8.875", "20", "8,5") in basis points, or null: at most two decimals, 0 to 100. */
export function rateBasisPoints(text: string): number | null {
  const m = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= TAX_MAX_BASIS_POINTS ? bp : null;
}

/** Basis points as the rate field shows them: 888 → "8.88", 2000 → "20". */
export const rateText = (bp: number): string => (bp % 100 === 0 ? String(bp / 100) : (bp / 100).toFixed(2).replace(/0$/, ''));
