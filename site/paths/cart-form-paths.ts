/** Where the cart page's plain line forms post (cart-page-form.ts); the cart page's template imports these. */
export const CART_QUANTITY_FORM_PATH = '/api/commerce/shopping-cart/form/quantity';
export const CART_REMOVE_FORM_PATH = '/api/commerce/shopping-cart/form/remove';
