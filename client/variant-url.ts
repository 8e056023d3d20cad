/**
 * The chosen variant in the page URL (`?variant=SKU`): written as the
 * shopper chooses (replaceState, no new history entry), read on load so a
 * shared link opens with the same variant. Only the page's own product
 * does this; cards and Quick View leave the URL alone.
 */
import type { Variant } from '../engine/commerce/model.js';
import { optionsOf, type ProductProps } from './product.js';

export const VARIANT_PARAM = 'variant';

export function skuInUrl(): string | null {
  return new URLSearchParams(location.search).get(VARIANT_PARAM);
}

/** The option selection of the variant with `sku`, or null when the product has none such. */
export function selectionOfSku(p: ProductProps, sku: string | null): Record<string, string> | null {
  if (!sku) return null;
  const v = (p.variants ?? []).find((x) => x.sku === sku);
  if (!v) return null;
  const attrs = (v.attributes ?? {}) as Record<string, unknown>;
  const selection: Record<string, string> = {};
  for (const o of optionsOf(p)) {
    const value = attrs[o.name];
    if (value === undefined || value === null) return null;
    selection[o.name] = String(value);
  }
  return selection;
}

/** Puts the variant's SKU in the URL, or takes it out when none is chosen. */
export function writeSkuToUrl(variant: Variant | undefined): void {
  const url = new URL(location.href);
  const sku = variant?.sku;
  if (typeof sku === 'string') url.searchParams.set(VARIANT_PARAM, sku);
  else url.searchParams.delete(VARIANT_PARAM);
  if (url.href !== location.href) history.replaceState(history.state, '', url.href);
}
