/**
 * Instalment offers (SPEC sections 1, 3 and 9): physical products only, a
 * store in US, CA, AU, NZ or GB with instalments available, a shopper
 * locale with a brand (en_US, en_CA, fr_CA, en_AU, en_NZ the first brand;
 * en_GB the second), and the price within the merchant's range. Shared by
 * the instalment pill (client/widgets/instalment-pill.tsx) and the server,
 * which formats the amounts the pill's first render shows (issue 41).
 */
import { ProductType } from './model.js';

/** Payments an order is split into (SPEC section 9). */
export const INSTALMENT_COUNT = 4;
export const INSTALMENT_COUNTRIES: readonly string[] = ['US', 'CA', 'AU', 'NZ', 'GB'];
/** The two brands; which one a shopper sees depends on the locale. */
export const INSTALMENT_BRANDS = ['Afterpay', 'Clearpay'] as const;
const BRAND_OF_LOCALE: Record<string, number> = { en_US: 0, en_CA: 0, fr_CA: 0, en_AU: 0, en_NZ: 0, en_GB: 1 };

/** The instalment context of one item (SPEC section 3); amounts in cents. */
export interface InstalmentContext {
  afterPayAvailable?: boolean;
  afterPayMin?: number | null;
  afterPayMax?: number | null;
  shopperLanguage?: string;
  stripeAccountCountry?: string | null;
}

export type InstalmentOffer =
  | { kind: 'payments'; brand: string; locale: string; count: number; paymentCents: number }
  | { kind: 'over'; brand: string; locale: string; limitCents: number }
  | { kind: 'up-to'; brand: string; locale: string; limitCents: number };

/** 'fr-CA' and 'fr_CA' alike, as `fr_CA`. */
export function underscoreLocale(locale: string | undefined): string {
  const [lang = '', region = ''] = (locale ?? '').split(/[-_]/);
  return region ? `${lang.toLowerCase()}_${region.toUpperCase()}` : lang.toLowerCase();
}

/** The offer for a product at `priceCents`, or null when none may be shown. */
export function instalmentOffer(ctx: InstalmentContext | null | undefined, productType: number | undefined, priceCents: number): InstalmentOffer | null {
  if (!ctx?.afterPayAvailable || productType !== ProductType.PHYSICAL) return null;
  if (!INSTALMENT_COUNTRIES.includes(String(ctx.stripeAccountCountry ?? '').toUpperCase())) return null;
  const locale = underscoreLocale(ctx.shopperLanguage);
  const brandIndex = BRAND_OF_LOCALE[locale];
  if (brandIndex === undefined || !Number.isFinite(priceCents) || priceCents <= 0) return null;
  const brand = INSTALMENT_BRANDS[brandIndex]!;
  const min = typeof ctx.afterPayMin === 'number' ? ctx.afterPayMin : null;
  const max = typeof ctx.afterPayMax === 'number' ? ctx.afterPayMax : null;
  if (min !== null && priceCents < min) return { kind: 'over', brand, locale, limitCents: min };
  if (max !== null && priceCents > max) return { kind: 'up-to', brand, locale, limitCents: max };
  return { kind: 'payments', brand, locale, count: INSTALMENT_COUNT, paymentCents: Math.round(priceCents / INSTALMENT_COUNT) };
}

/** The amount an offer shows: the payment, or the limit it is over or under. */
export const offerCents = (offer: InstalmentOffer): number => (offer.kind === 'payments' ? offer.paymentCents : offer.limitCents);
