/**
 * The checkout's store settings (`websiteSettings.storeSettings`), read
 * once and checked: shipping options (flat rates, free over an amount,
 * optionally limited to countries), tax rules per country and region, and
 * coupons. Amounts are integer cents; tax rates integer basis points
 * (825 = 8.25 %). An entry that does not read is skipped.
 *
 *   "shippingOptions": [{ "id": "standard", "name": "Standard", "names": { "fr-FR": "Standard" },
 *                          "rateCents": 800, "freeOverCents": 12000, "countries": ["US"] }],
 *   "taxRules": [{ "id": "ny", "name": "NY sales tax", "country": "US", "region": "NY",
 *                  "rateBasisPoints": 888, "appliesToShipping": true }],
 *   "coupons": [{ "code": "WELCOME10", "percentOff": 10, "oncePerCustomer": true },
 *               { "code": "FIVEOFF", "amountOffCents": 500, "minimumSubtotalCents": 3000, "combinable": true }],
 *               (a coupon with "disabled": true is the owner's, switched off: the checkout skips it)
 *   "minimumSubtotalCents": 1000
 */
import { isObject } from '../../../engine/runtime/values.js';
import type { Coupon, ShippingOption, TaxRule } from '../../../editor/store-pricing.js';

// The entries' shapes are shared with the admin's screens (editor/store-pricing.ts).
export type { Coupon, ShippingOption, TaxRule } from '../../../editor/store-pricing.js';

export interface CheckoutSettings {
  shippingOptions: ShippingOption[];
  taxRules: TaxRule[];
  coupons: Coupon[];
  /** 0: no minimum. */
  minimumSubtotalCents: number;
}

/** Tax rates above 100 % are refused as a typo. */
export const MAX_TAX_BASIS_POINTS = 10_000;
const COUNTRY = /^[A-Z]{2}$/;

const cents = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** `keepDisabled`: the owner's list keeps the coupons switched off; the checkout never sees them. */
export function readCheckoutSettings(storeSettings: unknown, options: { keepDisabled?: boolean } = {}): CheckoutSettings {
  const s = isObject(storeSettings) ? storeSettings : {};
  const shippingOptions: ShippingOption[] = [];
  for (const o of list(s.shippingOptions)) {
    if (!isObject(o) || !text(o.id) || cents(o.rateCents) === null) continue;
    const names: Record<string, string> = {};
    if (isObject(o.names)) for (const [k, v] of Object.entries(o.names)) if (text(v)) names[k] = text(v);
    shippingOptions.push({
      id: text(o.id),
      name: text(o.name) || text(o.id),
      names,
      rateCents: cents(o.rateCents)!,
      freeOverCents: cents(o.freeOverCents),
      countries: list(o.countries).map((c) => text(c).toUpperCase()).filter((c) => COUNTRY.test(c)),
    });
  }
  const taxRules: TaxRule[] = [];
  for (const r of list(s.taxRules)) {
    if (!isObject(r)) continue;
    const country = text(r.country).toUpperCase();
    const rate = cents(r.rateBasisPoints);
    if (!COUNTRY.test(country) || rate === null || rate > MAX_TAX_BASIS_POINTS) continue;
    taxRules.push({ id: text(r.id) || `${country}-${text(r.region)}`, name: text(r.name) || country, country, region: text(r.region).toUpperCase(), rateBasisPoints: rate, appliesToShipping: r.appliesToShipping === true });
  }
  const coupons: Coupon[] = [];
  for (const c of list(s.coupons)) {
    if (!isObject(c) || !text(c.code)) continue;
    const percent = typeof c.percentOff === 'number' && Number.isInteger(c.percentOff) && c.percentOff > 0 && c.percentOff <= 100 ? c.percentOff : 0;
    const amount = cents(c.amountOffCents) ?? 0;
    if (percent === 0 && amount === 0) continue;
    const disabled = c.disabled === true;
    if (disabled && !options.keepDisabled) continue;
    coupons.push({
      code: normalCode(text(c.code)),
      percentOff: percent,
      amountOffCents: amount,
      minimumSubtotalCents: cents(c.minimumSubtotalCents) ?? 0,
      combinable: c.combinable === true,
      oncePerCustomer: c.oncePerCustomer === true,
      disabled,
    });
  }
  return { shippingOptions, taxRules, coupons, minimumSubtotalCents: cents(s.minimumSubtotalCents) ?? 0 };
}

/** Codes compare without case and spaces. */
export function normalCode(code: string): string {
  return code.replace(/\s+/g, '').toUpperCase();
}

/** An option's name as a shopper in `language` reads it (kept with the order); null when nothing ships. */
export function shippingNameIn(option: Pick<ShippingOption, 'name' | 'names'> | null | undefined, language: string): string | null {
  return option ? (option.names[language] ?? option.name) : null;
}
