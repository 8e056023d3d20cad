/**
 * The quantity input (SPEC section 5): numeric, min 1, max 9999, step 1,
 * default 1; shown for physical products and services (services only when
 * multiple quantity is allowed), not subscribable, with total stock above 1.
 * The text is checked on add ('Quantity must be a number.', '... whole number.').
 */
import { QUANTITY_MAX, QUANTITY_MIN } from '../../engine/commerce/model.js';
import { pageConfig } from '../page-config.js';
import { quantityInputShows, type ProductProps } from '../product.js';
import { productStore } from '../state/product-store.js';
import { useStore } from '../state/use-store.js';
import { TEXT } from '../texts.js';

export interface QuantityInputProps {
  itemId: string;
  min?: number;
  max?: number;
  productType?: number;
  variants?: ProductProps['variants'];
  isSubscribable?: boolean;
  label?: string;
}

export function QuantityInput({ props }: { props: QuantityInputProps }) {
  const store = productStore(props.itemId);
  const { quantity } = useStore(store);
  if (!quantityInputShows(props, pageConfig().multipleQuantityAllowedForServices)) return null;
  const label = props.label ?? TEXT.quantity;
  return (
    <div className="product-quantity-input" data-item-id={props.itemId}>
      <div className="quantity-label">{label}:</div>
      <input
        aria-label={label}
        size={4}
        type="number"
        step={1}
        min={props.min ?? QUANTITY_MIN}
        max={props.max ?? QUANTITY_MAX}
        value={quantity}
        onChange={(e) => {
          const value = e.target.value;
          store.set((s) => ({ ...s, quantity: value }));
        }}
      />
    </div>
  );
}
