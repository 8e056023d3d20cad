/** Every widget's module at hand (the widget tests mount synchronously, inside act()); the page's script uses lazy.ts. */
import type { IslandModule } from './island.js';
import type { IslandName } from './names.js';
import * as account from './account.js';
import * as addToCart from './add-to-cart.js';
import * as cartPage from './cart-page.js';
import * as cartPill from './cart-pill.js';
import * as checkoutForm from './checkout-form.js';
import * as comments from './comments.js';
import * as donateForm from './donate-form.js';
import * as form from './form.js';
import * as instalmentPill from './instalment-pill.js';
import * as miniCart from './mini-cart.js';
import * as passwordReset from './password-reset.js';
import * as popupOverlay from './popup-overlay.js';
import * as productPrice from './product-price.js';
import * as productScarcity from './product-scarcity.js';
import * as purchaseEvent from './purchase-event.js';
import * as quantityInput from './quantity-input.js';
import * as quickView from './quick-view.js';
import * as restock from './restock.js';
import * as reviewForm from './review-form.js';
import * as slideshowControls from './slideshow-controls.js';
import * as variantSelect from './variant-select.js';

export const EAGER_ISLANDS: Record<string, IslandModule> = {
  account,
  'add-to-cart': addToCart,
  'cart-page': cartPage,
  'cart-pill': cartPill,
  'checkout-form': checkoutForm,
  comments,
  'donate-form': donateForm,
  form,
  'instalment-pill': instalmentPill,
  'mini-cart': miniCart,
  'password-reset': passwordReset,
  'popup-overlay': popupOverlay,
  'product-price': productPrice,
  'product-scarcity': productScarcity,
  'purchase-event': purchaseEvent,
  'quantity-input': quantityInput,
  'quick-view': quickView,
  restock,
  'review-form': reviewForm,
  'slideshow-controls': slideshowControls,
  'variant-select': variantSelect,
} satisfies Record<IslandName, IslandModule>;
