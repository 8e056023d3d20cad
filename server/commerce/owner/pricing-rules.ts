/**
 * What the owner sends for a shipping option, a tax rule or a coupon,
 * checked and turned into the storeSettings entry the checkout reads
 * (checkout/settings.ts). The JSON schemas (schemas.ts) have checked the
 * types; these checks give each failure its code, text and field
 * (editor/store-pricing.ts PRICING_ERROR_FIELDS). Amounts are cents, tax
 * rates basis points.
 */
import { isValidEmail } from '../../../engine/forms/rules.js';
import {
  COUNTRY_PATTERN,
  COUPON_CODE_PATTERN,
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MIN_CENTS,
  normalCouponCode,
  PRICING_MAX_CENTS,
  REGION_PATTERN,
  TAX_MAX_BASIS_POINTS,
} from '../../../editor/store-pricing.js';
import { ownerCommerceError } from './errors.js';

/** Formats cents in the store's currency and the owner's language (for the limits a failure names). */
export type MoneyText = (cents: number) => string;

export interface ShippingInput {
  /** Names per site language; the default language's is required. */
  names: Record<string, string>;
  rateCents: number;
  freeOverCents: number | null;
  countries: string[];
}

export interface TaxInput {
  name: string;
  country: string;
  region: string;
  rateBasisPoints: number;
  appliesToShipping: boolean;
}

export interface CouponInput {
  code: string;
  kind: 'percent' | 'amount';
  /** A whole percentage (percent) or cents (amount). */
  value: number;
  minimumSubtotalCents: number;
  combinable: boolean;
  oncePerCustomer: boolean;
  disabled: boolean;
}

const amount = (cents: number, money: MoneyText) => {
  if (cents > PRICING_MAX_CENTS) throw ownerCommerceError('AMOUNT_TOO_LARGE', { max: money(PRICING_MAX_CENTS) });
};

function countries(list: readonly string[]): string[] {
  const out = [...new Set(list.map((c) => c.trim().toUpperCase()).filter(Boolean))];
  const bad = out.find((c) => !COUNTRY_PATTERN.test(c));
  if (bad !== undefined) throw ownerCommerceError('COUNTRY_INVALID', { code: bad });
  return out;
}

/** The shipping option's storeSettings entry, with the id given. */
export function shippingEntry(id: string, input: ShippingInput, languages: { main: string; all: readonly string[] }, money: MoneyText): Record<string, unknown> {
  const name = (input.names[languages.main] ?? '').trim();
  if (name === '') throw ownerCommerceError('SHIPPING_NAME_REQUIRED');
  amount(input.rateCents, money);
  if (input.freeOverCents !== null) {
    if (input.freeOverCents < 1) throw ownerCommerceError('SHIPPING_FREE_OVER_INVALID');
    amount(input.freeOverCents, money);
  }
  const names: Record<string, string> = {};
  for (const language of languages.all) {
    const text = (input.names[language] ?? '').trim();
    if (language !== languages.main && text !== '') names[language] = text;
  }
  return { id, name, names, rateCents: input.rateCents, freeOverCents: input.freeOverCents, countries: countries(input.countries) };
}

export function taxEntry(id: string, input: TaxInput): Record<string, unknown> {
  const name = input.name.trim();
  if (name === '') throw ownerCommerceError('TAX_NAME_REQUIRED');
  const country = input.country.trim().toUpperCase();
  if (!COUNTRY_PATTERN.test(country)) throw ownerCommerceError('TAX_COUNTRY_INVALID');
  const region = input.region.trim().toUpperCase();
  if (region !== '' && !REGION_PATTERN.test(region)) throw ownerCommerceError('TAX_REGION_INVALID');
  if (input.rateBasisPoints > TAX_MAX_BASIS_POINTS) throw ownerCommerceError('TAX_RATE_INVALID');
  return { id, name, country, region, rateBasisPoints: input.rateBasisPoints, appliesToShipping: input.appliesToShipping };
}

export function couponEntry(input: CouponInput, money: MoneyText): Record<string, unknown> {
  const code = normalCouponCode(input.code);
  if (!COUPON_CODE_PATTERN.test(code)) throw ownerCommerceError('COUPON_CODE_INVALID');
  const value = input.kind === 'percent' ? { percentOff: input.value } : { amountOffCents: input.value };
  if (input.kind === 'percent' && (input.value < 1 || input.value > 100)) throw ownerCommerceError('COUPON_PERCENT_INVALID');
  if (input.kind === 'amount') {
    if (input.value < 1) throw ownerCommerceError('COUPON_AMOUNT_INVALID');
    amount(input.value, money);
  }
  amount(input.minimumSubtotalCents, money);
  return { code, ...value, minimumSubtotalCents: input.minimumSubtotalCents, combinable: input.combinable, oncePerCustomer: input.oncePerCustomer, disabled: input.disabled };
}

export interface GiftCardInput {
  amountCents: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

export function checkGiftCard(input: GiftCardInput, money: MoneyText): GiftCardInput {
  if (input.amountCents < GIFT_CARD_MIN_CENTS || input.amountCents > GIFT_CARD_MAX_CENTS) throw ownerCommerceError('GIFT_CARD_AMOUNT_INVALID', { min: money(GIFT_CARD_MIN_CENTS), max: money(GIFT_CARD_MAX_CENTS) });
  const recipientName = input.recipientName.trim();
  if (recipientName === '') throw ownerCommerceError('GIFT_CARD_NAME_REQUIRED');
  const recipientEmail = input.recipientEmail.trim();
  if (!isValidEmail(recipientEmail)) throw ownerCommerceError('GIFT_CARD_EMAIL_INVALID');
  return { amountCents: input.amountCents, recipientName, recipientEmail, message: input.message.trim() };
}
