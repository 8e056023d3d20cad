/**
 * The variant chooser: one select per option, in variantOptionOrdering
 * order (shown only with more than one variant). It names the options still
 * to choose after a failed add, says when the chosen combination is not
 * available, marks sold-out values, swaps the product image to the
 * variant's own and, on the page's own product, keeps `?variant=SKU` in
 * the URL (variant-url.ts).
 */
import { useEffect } from 'react';
import { chosenVariant, optionsOf, unselectedOptions, valueSoldOut, variantImage, variantStock, type ProductProps } from '../product.js';
import { productStore } from '../state/product-store.js';
import { useStore } from '../state/use-store.js';
import { TEXT, unselectedOptionsMessage } from '../texts.js';
import { selectionOfSku, skuInUrl, writeSkuToUrl } from '../variant-url.js';

export interface VariantSelectProps {
  props: ProductProps;
  /** The island's element: the product image is found from it. */
  host?: Element | undefined;
  /** The page's own product: the choice follows and sets `?variant=`. */
  syncUrl?: boolean;
}

/** Chooses the variant named by `?variant=SKU` (before the first render, so nothing flickers). */
export function restoreVariantFromUrl(props: ProductProps): void {
  const selection = selectionOfSku(props, skuInUrl());
  if (selection) productStore(props.itemId).set((s) => ({ ...s, selection }));
}

const IMAGE_SELECTOR = '.product-detail__image, .product-card__image, [data-variant-image]';

export function VariantSelect({ props, host, syncUrl = false }: VariantSelectProps) {
  const store = productStore(props.itemId);
  const { selection, showMissing } = useStore(store);
  const options = optionsOf(props);
  const missing = unselectedOptions(props, selection);
  const variant = missing.length === 0 ? chosenVariant(props, selection) : undefined;
  const unavailable = missing.length === 0 && (!variant || variantStock(props, variant) <= 0);

  useEffect(() => swapImage(host, variantImage(variant)), [host, variant]);
  useEffect(() => {
    if (syncUrl) writeSkuToUrl(variant);
  }, [syncUrl, variant]);

  if ((props.variants ?? []).length <= 1) return null;

  const choose = (name: string, value: string) =>
    store.set((s) => {
      const next = { ...s.selection };
      if (value) next[name] = value;
      else delete next[name];
      return { ...s, selection: next, showMissing: s.showMissing && unselectedOptions(props, next).length > 0 };
    });

  return (
    <div className="product-variants" data-item-id={props.itemId} data-selected-sku={variant?.sku as string | undefined}>
      {options.map((o) => (
        <div className="variant-option" key={o.name}>
          <div className="variant-option-title">{o.name}: </div>
          <div className="variant-select-wrapper">
            <select
              aria-label={TEXT.selectVariant(o.name)}
              data-variant-option-name={o.name}
              value={selection[o.name] ?? ''}
              onChange={(e) => choose(o.name, e.target.value)}
            >
              <option value="">{TEXT.selectVariant(o.name)}</option>
              {o.values.map((v) => {
                const soldOut = valueSoldOut(props, selection, o.name, v);
                return <option key={v} value={v} data-sold-out={soldOut ? '' : undefined}>{soldOut ? TEXT.soldOutOption(v) : v}</option>;
              })}
            </select>
          </div>
        </div>
      ))}
      {showMissing && missing.length > 0 && <div className="variant-message" role="alert">{unselectedOptionsMessage(missing)}</div>}
      {unavailable && <div className="variant-message variant-unavailable" role="alert">{TEXT.variantUnavailable}</div>}
    </div>
  );
}

/** Shows `src` in the product's image; restores the server's image when the variant has none. */
function swapImage(host: Element | undefined, src: string | undefined): void {
  const img = host?.closest('article, [data-item-id]')?.querySelector<HTMLImageElement>(IMAGE_SELECTOR);
  if (!img) return;
  if (img.dataset.originalSrc === undefined) {
    img.dataset.originalSrc = img.getAttribute('src') ?? '';
    img.dataset.originalSrcset = img.getAttribute('srcset') ?? '';
  }
  if (src) {
    img.setAttribute('src', src);
    img.removeAttribute('srcset');
  } else {
    img.setAttribute('src', img.dataset.originalSrc);
    if (img.dataset.originalSrcset) img.setAttribute('srcset', img.dataset.originalSrcset);
  }
}
