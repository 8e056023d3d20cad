/** Settings → Shipping and Taxes, Discounts and Gift cards (/config/settings/shipping, …/taxes, /config/discounts, /config/gift-cards); client/admin/pricing/. */
import '../commerce/commerce-screens.css';

export { ShippingScreen } from '../pricing/shipping.js';
export { TaxesScreen } from '../pricing/taxes.js';
export { CouponsScreen } from '../pricing/coupons.js';
export { GiftCardsScreen } from '../pricing/gift-cards.js';
