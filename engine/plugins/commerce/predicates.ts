/** The commerce predicates: product display state of the current node (SPEC section 4). */
import type { PredicateDef } from '../types.js';
import { hasVariants, hasVariedPrices, isOnSale, isSoldOut } from '../../commerce/model.js';
import { commercePredicate } from './shared.js';

export const COMMERCE_PREDICATES: PredicateDef[] = [
  commercePredicate({
    name: 'has-variants?',
    summary: 'the product has more than one variant and is not digital',
    maxArgs: 0,
    test: (_args, _ctx, frame) => hasVariants(frame.node),
  }),
  commercePredicate({
    name: 'on-sale?',
    summary: 'some variant of the product is on sale (digital: the product itself)',
    maxArgs: 0,
    test: (_args, _ctx, frame) => isOnSale(frame.node),
  }),
  commercePredicate({
    name: 'sold-out?',
    summary: 'a physical or service product with no stock left, or a product of unknown type',
    maxArgs: 0,
    test: (_args, _ctx, frame) => isSoldOut(frame.node),
  }),
  commercePredicate({
    name: 'varied-prices?',
    summary: 'the variants differ in price, sale flag or sale price',
    maxArgs: 0,
    test: (_args, _ctx, frame) => hasVariedPrices(frame.node),
  }),
];
