/**
 * The product block (SPEC block type 43): one product of a store, shown
 * as the theme's product card (price, sold-out and sale marks, add to
 * cart). It names the store by url id and the product by item id; the
 * site reads the product when the page is rendered, so a new price or
 * stock shows without saving the page again.
 */
import { BLOCK_MESSAGES as M } from './block-messages.js';
import { isReference, propsOf } from './fields.js';
import type { ContentBlockRule } from './types.js';

/** The store collections' type name (products, SPEC collection type 13). */
export const STORE_TYPES = ['products'] as const;

export const productBlock: ContentBlockRule = {
  type: 43,
  typeName: 'product',
  error: 'PRODUCT_BLOCK_INVALID',
  defaults: () => ({ props: { collection: '', product: '' } }),
  check(input) {
    const p = propsOf(input.props);
    const collection = typeof p.collection === 'string' ? p.collection.trim() : '';
    const product = typeof p.product === 'string' ? p.product.trim() : '';
    if (!isReference(collection) || !isReference(product)) return { ok: false, messages: [M.productNeeded] };
    return { ok: true, props: { collection, product } };
  },
  data: (b) => ({ type: 'product', source: { collection: String(b.props.collection), item: String(b.props.product), limit: 1 } }),
  source: (p) => ({ collection: String(p.collection), item: String(p.product), types: STORE_TYPES, missing: M.productMissing }),
};
