/**
 * The products grid (SPEC block type 55, summary v2, of a store): the
 * first products of a store in its own order, as many as the owner says,
 * each as the theme's product card. Read when the page is rendered.
 */
import { BLOCK_MESSAGES as M } from './block-messages.js';
import { isReference, propsOf, wholeNumber } from './fields.js';
import { DEFAULT_GRID_PRODUCTS, MAX_GRID_PRODUCTS } from './limits.js';
import { STORE_TYPES } from './product-block.js';
import type { ContentBlockRule } from './types.js';

export const productsBlock: ContentBlockRule = {
  type: 55,
  typeName: 'products',
  error: 'PRODUCTS_BLOCK_INVALID',
  defaults: () => ({ props: { collection: '', count: DEFAULT_GRID_PRODUCTS } }),
  check(input) {
    const p = propsOf(input.props);
    const messages: string[] = [];
    const collection = typeof p.collection === 'string' ? p.collection.trim() : '';
    if (!isReference(collection)) messages.push(M.storeNeeded);
    const count = wholeNumber(p.count, 1, MAX_GRID_PRODUCTS, DEFAULT_GRID_PRODUCTS, M.gridCount, messages);
    return messages.length ? { ok: false, messages } : { ok: true, props: { collection, count } };
  },
  data: (b) => ({ type: 'products', source: { collection: String(b.props.collection), limit: Number(b.props.count) || DEFAULT_GRID_PRODUCTS } }),
  source: (p) => ({ collection: String(p.collection), types: STORE_TYPES, missing: M.storeMissing }),
};
