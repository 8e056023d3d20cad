/** The checkout block of a product page: runs on the item, in the page's scope. */
export const PRODUCT_CHECKOUT = '{@|variants-select}{@|quantity-input}{@|add-to-cart-btn}';
