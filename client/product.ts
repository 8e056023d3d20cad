/**
 * The product rules the islands apply, over the props the templates give
 * (templates/blocks/product-props.block) and engine/commerce/model.ts:
 * options, the chosen variant, and the add-to-cart checks of SPEC section 5.
 */
import {
  hasVariants,
  isSubscribable,
  productType,
  ProductType,
  showsQuantityInput,
  totalStock,
  variantOptions,
  type Variant,
  type VariantOption,
} from '../engine/commerce/model.js';
import { readMoney } from '../engine/commerce/money.js';
import type { InstalmentContext } from './instalments.js';
import { TEXT, unselectedOptionsMessage } from './texts.js';

export interface ProductProps {
  itemId: string;
  collectionId?: string;
  title?: string;
  url?: string;
  productType?: number;
  soldOut?: boolean;
  onSale?: boolean;
  hasVariants?: boolean;
  isSubscribable?: boolean;
  subscriptionPlan?: unknown;
  fromPriceCents?: number;
  currency?: string;
  variantOptionOrdering?: string[];
  variants?: Variant[];
  additionalFieldsForm?: AdditionalFieldsForm | null;
  /** The product's merchandising context (SPEC section 3), when the store has one. */
  merchandising?: Merchandising | null;
  /** The item's instalment context (SPEC section 3). */
  instalment?: InstalmentContext | null;
  /** Optional overrides (not in the theme's props today). */
  label?: string;
  expressCheckout?: boolean;
}

export interface Merchandising {
  scarcityEnabled?: boolean;
  /** With `{qtyInStock}` for the units left. */
  scarcityText?: string;
  scarcityShownByDefault?: boolean;
  customSoldOutText?: string;
}

export interface FormField {
  id: string;
  type: string;
  title?: string;
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
  options?: string[];
}

export interface AdditionalFieldsForm {
  id?: string;
  name?: string;
  fields?: FormField[];
  submitButtonText?: string;
}

/** The props as the item shape engine/commerce/model.ts reads. */
export function asItem(p: Pick<ProductProps, 'productType' | 'variants' | 'variantOptionOrdering' | 'isSubscribable'>): unknown {
  return {
    structuredContent: {
      productType: p.productType,
      variants: p.variants ?? [],
      variantOptionOrdering: p.variantOptionOrdering ?? [],
      isSubscribable: p.isSubscribable ?? false,
    },
  };
}

export const optionsOf = (p: ProductProps): VariantOption[] => variantOptions(asItem(p));
export const isGiftCard = (p: ProductProps) => productType(asItem(p)) === ProductType.GIFT_CARD;
export const subscribable = (p: ProductProps) => isSubscribable(asItem(p));
export const needsChoice = (p: ProductProps) => hasVariants(asItem(p));

export function quantityInputShows(p: Pick<ProductProps, 'productType' | 'variants' | 'isSubscribable'>, multipleForServices: boolean | undefined): boolean {
  return showsQuantityInput(asItem(p), { storeSettings: { multipleQuantityAllowedForServices: multipleForServices ?? true } });
}

export const stockOf = (p: ProductProps) => totalStock(asItem(p));

/** The variant whose attributes equal the selection; the only one when there is one. */
export function chosenVariant(p: ProductProps, selection: Record<string, string>): Variant | undefined {
  const list = p.variants ?? [];
  if (list.length === 1) return list[0];
  const options = optionsOf(p);
  if (options.some((o) => !selection[o.name])) return undefined;
  return list.find((v) => {
    const attrs = (v.attributes ?? {}) as Record<string, unknown>;
    return options.every((o) => String(attrs[o.name]) === selection[o.name]);
  });
}

export function unselectedOptions(p: ProductProps, selection: Record<string, string>): string[] {
  return optionsOf(p)
    .filter((o) => !selection[o.name])
    .map((o) => o.name);
}

/** Units of a variant the shop can sell; Infinity when unlimited, digital or a gift card. */
export function variantStock(p: ProductProps, v: Variant): number {
  const type = productType(asItem(p));
  if (type === ProductType.DIGITAL || type === ProductType.GIFT_CARD) return Number.POSITIVE_INFINITY;
  if (v.unlimited === true || v.unlimited === 'true') return Number.POSITIVE_INFINITY;
  const n = Number(v.qtyInStock);
  return Number.isFinite(n) ? n : 0;
}

/** The quantity text read as SPEC section 5 says; a message when it is not valid. */
export function parseQuantity(text: string): { ok: true; value: number } | { ok: false; message: string } {
  const t = text.trim();
  const n = Number(t);
  if (t === '' || !Number.isFinite(n)) return { ok: false, message: TEXT.quantityNotNumber };
  if (!Number.isInteger(n)) return { ok: false, message: TEXT.quantityNotWhole };
  return { ok: true, value: n };
}

export type AddCheck =
  | { ok: true; variant: Variant | undefined; sku: string | null; quantity: number }
  | { ok: false; message: string; reason: 'options' | 'variant' | 'stock' | 'quantity' | 'denomination' };

/**
 * The checks before an add (SPEC section 5), in order: the options, the
 * variant, the quantity, then the stock against what the cart already holds.
 */
export function checkAdd(p: ProductProps, selection: Record<string, string>, quantityText: string, inCart: (sku: string | null) => number): AddCheck {
  const missing = unselectedOptions(p, selection);
  if (missing.length > 0) {
    if (isGiftCard(p)) return { ok: false, message: TEXT.giftCardDenomination, reason: 'denomination' };
    return { ok: false, message: unselectedOptionsMessage(missing), reason: 'options' };
  }
  const variant = chosenVariant(p, selection);
  if (!variant) return { ok: false, message: TEXT.variantUnavailable, reason: 'variant' };
  const q = parseQuantity(quantityText);
  if (!q.ok) return { ok: false, message: q.message, reason: 'quantity' };
  const sku = typeof variant.sku === 'string' ? variant.sku : null;
  const stock = variantStock(p, variant);
  if (stock !== Number.POSITIVE_INFINITY && q.value + inCart(sku) > stock) {
    return { ok: false, message: TEXT.notEnoughStock, reason: 'stock' };
  }
  return { ok: true, variant, sku, quantity: q.value };
}

/** A variant's own image, when it has one (`mainImage`, `image` or `imageUrl`). */
export function variantImage(v: Variant | undefined): string | undefined {
  if (!v) return undefined;
  for (const key of ['mainImage', 'image']) {
    const node = v[key] as { assetUrl?: unknown } | undefined;
    if (node && typeof node.assetUrl === 'string') return node.assetUrl;
  }
  return typeof v.imageUrl === 'string' ? v.imageUrl : undefined;
}

/** What a sold-out product or variant is called: the merchant's text, else the default. */
export function soldOutText(p: ProductProps, fallback: string): string {
  const custom = p.merchandising?.customSoldOutText;
  return typeof custom === 'string' && custom.trim() ? custom : fallback;
}

/**
 * An option value nothing can be bought in: every variant with that value,
 * and with the other options as already chosen, is out of stock.
 */
export function valueSoldOut(p: ProductProps, selection: Record<string, string>, option: string, value: string): boolean {
  const others = optionsOf(p).filter((o) => o.name !== option && selection[o.name]);
  const matching = (p.variants ?? []).filter((v) => {
    const attrs = (v.attributes ?? {}) as Record<string, unknown>;
    return String(attrs[option]) === value && others.every((o) => String(attrs[o.name]) === selection[o.name]);
  });
  return matching.length > 0 && matching.every((v) => variantStock(p, v) <= 0);
}

/** What the chosen variant costs now (its sale price when on sale); the 'from' price before a choice. */
export function currentPriceCents(p: ProductProps, selection: Record<string, string>): number {
  const several = (p.variants ?? []).length > 1;
  const v = !several || Object.keys(selection).length > 0 ? chosenVariant(p, selection) : undefined;
  if (!v) return p.fromPriceCents ?? 0;
  const onSale = v.onSale === true || v.onSale === 'true';
  return readMoney(onSale ? v.salePriceMoney : v.priceMoney).cents;
}
