/** The delivery texts live with the site's pages, which the composer preview (page type 210) renders them in too. */
export { deliveryTexts, type DeliveryTexts } from '../../../site/render/delivery-texts.js';
