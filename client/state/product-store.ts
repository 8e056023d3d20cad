/**
 * What the shopper chose on one product: the option values and the quantity
 * text, shared by the variant-select, quantity-input and add-to-cart islands
 * of the same item.
 */
import { Store } from './store.js';

export interface ProductChoice {
  selection: Record<string, string>;
  /** As typed; validated on add (SPEC section 5). */
  quantity: string;
  /** An add failed for want of options: the variant select names them until chosen. */
  showMissing: boolean;
}

const stores = new Map<string, Store<ProductChoice>>();

export function productStore(itemId: string): Store<ProductChoice> {
  let s = stores.get(itemId);
  if (!s) {
    s = new Store<ProductChoice>({ selection: {}, quantity: '1', showMissing: false });
    stores.set(itemId, s);
  }
  return s;
}

/** Forgets every choice (a new page, or between tests). */
export function resetProductStores(): void {
  stores.clear();
}
