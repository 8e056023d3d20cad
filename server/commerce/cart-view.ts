/**
 * The cart as the API answers it: the fields of SPEC section 3 (shopping
 * cart and cart entry), every amount derived here, on the server, in
 * integer cents.
 *
 * Vitrine has no tax rules, shipping options or coupons yet, so tax,
 * shipping and discount are 0 and their lists empty; the grand total is
 * still derived from all four. Digital products and gift cards are
 * delivered without shipping; physical products require it; services
 * neither.
 */
import { ProductType } from '../../engine/commerce/model.js';
import { PAYWALL_PRODUCT_TYPE } from './catalogue.js';
import type { CartRow, EntryRow } from './cart-repo.js';

export interface MoneyAmount {
  value: string;
  currency: string;
}

export interface CartEntryView {
  id: string;
  itemId: string;
  chosenVariant: { sku: string; attributes: Record<string, string> };
  quantity: number;
  title: string;
  /** quantity × purchasePriceCents, in cents. */
  subTotal: number;
  purchasePriceCents: number;
  /** The form answers as sent (a JSON string), or null. */
  additionalFields: string | null;
  productType: number;
}

export interface CartView {
  /** Null for the empty cart of a visitor who has none yet. */
  id: string | null;
  websiteId: string;
  orderId: string | null;
  /** Epoch milliseconds; null with no cart. */
  created: number | null;
  isPurchased: boolean;
  entries: CartEntryView[];
  shippingOptions: unknown[];
  selectedShippingOption: unknown;
  shippingLocation: unknown;
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  /** subtotalCents in the store currency. */
  subtotalAmount: MoneyAmount;
}

// A paywall's access (catalogue.ts) is delivered without shipping too.
const DELIVERED_WITHOUT_SHIPPING: readonly number[] = [ProductType.DIGITAL, ProductType.GIFT_CARD, PAYWALL_PRODUCT_TYPE];

export function entryView(e: EntryRow): CartEntryView {
  return {
    id: e.id,
    itemId: e.item_id,
    chosenVariant: { sku: e.sku, attributes: parseAttributes(e.attributes) },
    quantity: e.quantity,
    title: e.title,
    subTotal: e.quantity * e.unit_price_cents,
    purchasePriceCents: e.unit_price_cents,
    additionalFields: e.additional_fields,
    productType: e.product_type,
  };
}

/** The cart with its totals; `cart` undefined gives the empty cart. */
export function cartView(cart: CartRow | undefined, rows: EntryRow[], websiteId: string, currency: string): CartView {
  const entries = rows.map(entryView);
  const subtotalCents = entries.reduce((s, e) => s + e.subTotal, 0);
  const taxCents = 0;
  const shippingCostCents = 0;
  const discountCents = 0;
  const digital = entries.filter((e) => DELIVERED_WITHOUT_SHIPPING.includes(e.productType));
  return {
    id: cart?.id ?? null,
    websiteId: cart?.website_id ?? websiteId,
    orderId: cart?.order_id ?? null,
    created: cart ? Date.parse(cart.created_at) : null,
    isPurchased: cart ? Number(cart.is_purchased) === 1 : false,
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents,
    taxCents,
    shippingCostCents,
    discountCents,
    grandTotalCents: Math.max(0, subtotalCents + taxCents + shippingCostCents - discountCents),
    totalQuantity: entries.reduce((s, e) => s + e.quantity, 0),
    hasDigital: digital.length > 0,
    purelyDigital: entries.length > 0 && digital.length === entries.length,
    requiresShipping: entries.some((e) => e.productType === ProductType.PHYSICAL),
    subtotalAmount: { value: decimalAmount(subtotalCents), currency: cart?.currency ?? currency },
  };
}

/** Whole cents as a two-decimal amount text: 1234 -> '12.34', 1200 -> '12.00'. */
export function decimalAmount(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function parseAttributes(text: string): Record<string, string> {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}
