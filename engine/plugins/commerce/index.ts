/** The commerce plugin family: product, price, cart, money and form formatters, product predicates. */
import type { PluginSet } from '../types.js';
import { CART_FORMATTERS } from './cart-formatters.js';
import { FORM_FORMATTERS } from './form-formatters.js';
import { MONEY_FORMATTERS } from './money-formatters.js';
import { PRICE_FORMATTERS } from './price-formatters.js';
import { PRODUCT_FORMATTERS } from './product-formatters.js';
import { COMMERCE_PREDICATES } from './predicates.js';

export const COMMERCE_PLUGINS: PluginSet = {
  formatters: [...PRODUCT_FORMATTERS, ...PRICE_FORMATTERS, ...MONEY_FORMATTERS, ...CART_FORMATTERS, ...FORM_FORMATTERS],
  predicates: COMMERCE_PREDICATES,
};
