/**
 * The checkout's totals, on the server, in integer cents (SPEC section 3
 * cart fields): subtotal, coupons (discount), shipping for the chosen
 * option, tax for the shipping location, the grand total, what a gift card
 * pays and what is left for the card. Pure: the same inputs give the same
 * totals before payment and inside the order's transaction.
 *
 * Order of operations: discount on the subtotal (capped at it); shipping
 * from the option (free when the discounted subtotal reaches its
 * threshold); tax per applicable rule on the discounted subtotal (plus
 * shipping when the rule says so), each rounded half up to the cent.
 */
import type { CheckoutSettings, Coupon, ShippingOption, TaxRule } from './settings.js';
import { normalCode } from './settings.js';

export interface PricingLine {
  quantity: number;
  unitPriceCents: number;
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
}

export interface CouponResult {
  code: string;
  discountCents: number;
  /** Why it does not apply: 'unknown' or 'minimum'. */
  reason?: 'unknown' | 'minimum';
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

/** Coupons one checkout may carry. */
export const MAX_COUPONS = 5;

/** n × basis points / 10000, rounded half up, in integers only. */
export function applyRate(amountCents: number, basisPoints: number): number {
  return Math.floor((amountCents * basisPoints + 5000) / 10000);
}

export function computeTotals(settings: CheckoutSettings, input: PricingInput): Totals {
  const subtotalCents = input.lines.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0);
  const { valid, invalid } = readCoupons(settings.coupons, input.couponCodes, subtotalCents);
  const discountCents = Math.min(subtotalCents, valid.reduce((s, c) => s + c.discountCents, 0));
  const afterDiscount = subtotalCents - discountCents;

  const country = input.location?.country ?? '';
  const shippingOptions = input.requiresShipping
    ? settings.shippingOptions
        .filter((o) => o.countries.length === 0 || (country !== '' && o.countries.includes(country)))
        .map((o) => ({ ...o, costCents: o.freeOverCents !== null && afterDiscount >= o.freeOverCents ? 0 : o.rateCents }))
    : [];
  const selectedShippingOption = shippingOptions.find((o) => o.id === input.shippingOptionId) ?? shippingOptions[0] ?? null;
  const shippingCostCents = selectedShippingOption?.costCents ?? 0;

  const applicableTaxRules = input.location
    ? settings.taxRules
        .filter((r) => r.country === input.location!.country && (r.region === '' || r.region === input.location!.region.toUpperCase()))
        .map((r) => ({ ...r, taxCents: applyRate(afterDiscount + (r.appliesToShipping ? shippingCostCents : 0), r.rateBasisPoints) }))
    : [];
  const taxCents = applicableTaxRules.reduce((s, r) => s + r.taxCents, 0);
  const grandTotalCents = afterDiscount + shippingCostCents + taxCents;
  const giftCardCents = Math.min(Math.max(0, input.giftCardBalanceCents), grandTotalCents);
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

function readCoupons(coupons: Coupon[], codes: string[], subtotalCents: number): { valid: CouponResult[]; invalid: CouponResult[] } {
  const valid: CouponResult[] = [];
  const invalid: CouponResult[] = [];
  const seen = new Set<string>();
  for (const raw of codes.slice(0, MAX_COUPONS)) {
    const code = normalCode(raw);
    if (!code || seen.has(code)) continue;
    seen.add(code);
    const c = coupons.find((x) => x.code === code);
    if (!c) invalid.push({ code, discountCents: 0, reason: 'unknown' });
    else if (subtotalCents < c.minimumSubtotalCents) invalid.push({ code, discountCents: 0, reason: 'minimum', minimumSubtotalCents: c.minimumSubtotalCents });
    else valid.push({ code, discountCents: Math.min(subtotalCents, applyRate(subtotalCents, c.percentOff * 100) + c.amountOffCents) });
  }
  return { valid, invalid };
}
