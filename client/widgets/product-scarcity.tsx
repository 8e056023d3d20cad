/**
 * The low-stock message of the merchandising context (SPEC section 3):
 * with scarcityEnabled, scarcityText with `{qtyInStock}` filled in for the
 * chosen variant (or the only one); before a choice, the product's stock
 * only when scarcityShownByDefault. Nothing for unlimited or sold-out stock.
 */
import { chosenVariant, stockOf, variantStock, type ProductProps } from '../product.js';
import { productStore } from '../state/product-store.js';
import { useStore } from '../state/use-store.js';

/** The units the message names, or null when it shows nothing. */
export function scarcityCount(props: ProductProps, selection: Record<string, string>): number | null {
  const m = props.merchandising;
  if (!m?.scarcityEnabled || !m.scarcityText) return null;
  const several = (props.variants ?? []).length > 1;
  const chosen = chosenVariant(props, selection);
  const chose = chosen !== undefined && (!several || Object.keys(selection).length > 0);
  if (!chose && !m.scarcityShownByDefault) return null;
  const n = chose ? variantStock(props, chosen) : stockOf(props);
  return Number.isFinite(n) && n > 0 ? n : null;
}

export function ProductScarcity({ props }: { props: ProductProps }) {
  const { selection } = useStore(productStore(props.itemId));
  const n = scarcityCount(props, selection);
  return (
    <div className="product-scarcity-live" aria-live="polite">
      {n !== null && <div className="product-scarcity">{(props.merchandising?.scarcityText ?? '').replace(/\{qtyInStock\}/g, String(n))}</div>}
    </div>
  );
}
