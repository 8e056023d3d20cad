/**
 * The commerce API: carts, entries, stock and subscription checkout over
 * the store (server/store/). `registerCommerce` wires it into the server;
 * its `cartSummary(request)` gives the site renderer the cart pill's data
 * (`shoppingCart` in the page context).
 */
export { registerCommerce, commerceSettings, type CommerceServices, type CommerceSettings } from './register.js';
export { CartService, type CartSummary, type StockResult, type AddInput } from './cart-service.js';
export { cartView, decimalAmount, type CartView, type CartEntryView } from './cart-view.js';
export { Catalogue, type CatalogueProduct, type CatalogueVariant } from './catalogue.js';
export {
  CART_COOKIE,
  HAS_CART_COOKIE,
  CRUMB_COOKIE,
  CRUMB_HEADER,
  CRUMB_QUERY,
  ensureCrumb,
  cartIdOf,
  parseCookies,
} from './cookies.js';
export { COMMERCE_ERRORS, COMMERCE_ERROR_CODES, CommerceError, type CommerceErrorCode, type CommerceFailure } from './errors.js';
export { commerceRoutes } from './routes.js';
