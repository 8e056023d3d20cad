/**
 * The checkout's totals, on the server, in integer cents (SPEC section 3
 * cart fields): subtotal, coupons (discount), shipping for the chosen
 * option, tax for the shipping location, the grand total, what a gift card
 * pays and what is left for the card. Pure: the same inputs give the same
 * totals before payment and inside the order's transaction.
 *
 * Order of operations: discount on the subtotal of the goods (capped at
 * it); shipping from the option (free when the discounted goods reach its
 * threshold); tax per applicable rule on the discounted goods (plus
 * shipping when the rule says so), each rounded half up to the cent.
 *
 * Gift cards bought in the cart are money, not goods: never discounted by
 * a coupon, never taxed, never counted towards a coupon's minimum or free
 * shipping, and never paid for with another gift card (what a gift card
 * pays is capped at the total less the gift cards bought).
 *
 * Coupons (the SPEC names only their lists) follow their rules in the
 * order the shopper applied them: unknown codes, codes whose minimum the
 * goods do not reach, codes this shopper already used (`oncePerCustomer`)
 * and codes that cannot join the ones already applied (a coupon combines
 * only when it and every coupon already applied are `combinable`) are
 * listed as invalid with their reason and take nothing off.
 */
import type { CheckoutSettings, Coupon, ShippingOption, TaxRule } from './settings.js';
import { normalCode } from './settings.js';

export interface PricingLine {
  quantity: number;
  unitPriceCents: number;
  /** A gift card bought: not discounted, not taxed, not payable by gift card. */
  giftCard?: boolean;
}

export interface PricingInput {
  lines: PricingLine[];
  requiresShipping: boolean;
  /** Where the goods go (or the billing address when nothing ships); undefined before the shopper says. */
  location: { country: string; region: string } | undefined;
  shippingOptionId: string;
  couponCodes: string[];
  /** What the shopper's gift card still holds; 0 without one. */
  giftCardBalanceCents: number;
  /** Once-per-customer codes this shopper's email already redeemed. */
  usedCouponCodes?: readonly string[];
}

export interface CouponResult {
  code: string;
  discountCents: number;
  /** Why it does not apply. */
  reason?: CouponRefusal;
  minimumSubtotalCents?: number;
}

export interface Totals {
  subtotalCents: number;
  discountCents: number;
  shippingOptions: (ShippingOption & { costCents: number })[];
  selectedShippingOption: (ShippingOption & { costCents: number }) | null;
  shippingCostCents: number;
  applicableTaxRules: (TaxRule & { taxCents: number })[];
  taxCents: number;
  grandTotalCents: number;
  validCoupons: CouponResult[];
  invalidCoupons: CouponResult[];
  giftCardCents: number;
  /** What the payment provider is asked for. */
  amountDueCents: number;
}

/** Why a coupon takes nothing off: an unknown code, a minimum not reached, a code already used by this shopper, a code that does not combine with those applied, or a cart of gift cards only. */
export type CouponRefusal = 'unknown' | 'minimum' | 'used' | 'notCombinable' | 'giftCardsOnly';

/** Gift cards one order may issue (each is a code and a mail). */
export const MAX_GIFT_CARDS_PER_ORDER = 20;

/** Coupons one checkout may carry. */
export const MAX_COUPONS = 5;

/** n × basis points / 10000, rounded half up, in integers only. */
export function applyRate(amountCents: number, basisPoints: number): number {
  return Math.floor((amountCents * basisPoints + 5000) / 10000);
}

export function computeTotals(settings: CheckoutSettings, input: PricingInput): Totals {
  const subtotalCents = input.lines.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0);
  const giftCardsBoughtCents = input.lines.filter((l) => l.giftCard).reduce((s, l) => s + l.quantity * l.unitPriceCents, 0);
  const goodsCents = subtotalCents - giftCardsBoughtCents;
  const { valid, invalid } = readCoupons(settings.coupons, input.couponCodes, goodsCents, input.usedCouponCodes ?? []);
  const discountCents = Math.min(goodsCents, valid.reduce((s, c) => s + c.discountCents, 0));
  const goodsAfterDiscount = goodsCents - discountCents;

  const country = input.location?.country ?? '';
  const shippingOptions = input.requiresShipping
    ? settings.shippingOptions
        .filter((o) => o.countries.length === 0 || (country !== '' && o.countries.includes(country)))
        .map((o) => ({ ...o, costCents: o.freeOverCents !== null && goodsAfterDiscount >= o.freeOverCents ? 0 : o.rateCents }))
    : [];
  const selectedShippingOption = shippingOptions.find((o) => o.id === input.shippingOptionId) ?? shippingOptions[0] ?? null;
  const shippingCostCents = selectedShippingOption?.costCents ?? 0;

  const applicableTaxRules = input.location
    ? settings.taxRules
        .filter((r) => r.country === input.location!.country && (r.region === '' || r.region === input.location!.region.toUpperCase()))
        .map((r) => ({ ...r, taxCents: applyRate(goodsAfterDiscount + (r.appliesToShipping ? shippingCostCents : 0), r.rateBasisPoints) }))
    : [];
  const taxCents = applicableTaxRules.reduce((s, r) => s + r.taxCents, 0);
  const grandTotalCents = goodsAfterDiscount + giftCardsBoughtCents + shippingCostCents + taxCents;
  // A gift card never pays for gift cards.
  const giftCardCents = Math.min(Math.max(0, input.giftCardBalanceCents), grandTotalCents - giftCardsBoughtCents);
  return {
    subtotalCents,
    discountCents,
    shippingOptions,
    selectedShippingOption,
    shippingCostCents,
    applicableTaxRules,
    taxCents,
    grandTotalCents,
    validCoupons: valid,
    invalidCoupons: invalid,
    giftCardCents,
    amountDueCents: grandTotalCents - giftCardCents,
  };
}

function readCoupons(coupons: Coupon[], codes: string[], goodsCents: number, used: readonly string[]): { valid: CouponResult[]; invalid: CouponResult[] } {
  const valid: CouponResult[] = [];
  const validRules: Coupon[] = [];
  const invalid: CouponResult[] = [];
  const seen = new Set<string>();
  for (const raw of codes.slice(0, MAX_COUPONS)) {
    const code = normalCode(raw);
    if (!code || seen.has(code)) continue;
    seen.add(code);
    const c = coupons.find((x) => x.code === code);
    if (!c) invalid.push({ code, discountCents: 0, reason: 'unknown' });
    else if (goodsCents === 0) invalid.push({ code, discountCents: 0, reason: 'giftCardsOnly' });
    else if (goodsCents < c.minimumSubtotalCents) invalid.push({ code, discountCents: 0, reason: 'minimum', minimumSubtotalCents: c.minimumSubtotalCents });
    else if (c.oncePerCustomer && used.includes(code)) invalid.push({ code, discountCents: 0, reason: 'used' });
    else if (validRules.length > 0 && !(c.combinable && validRules.every((v) => v.combinable))) invalid.push({ code, discountCents: 0, reason: 'notCombinable' });
    else {
      valid.push({ code, discountCents: Math.min(goodsCents, applyRate(goodsCents, c.percentOff * 100) + c.amountOffCents) });
      validRules.push(c);
    }
  }
  return { valid, invalid };
}
