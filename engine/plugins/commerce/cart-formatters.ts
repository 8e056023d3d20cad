/** Cart formatters: the item count badge and the cart link. */
import type { FormatterDef } from '../types.js';
import { asNumber, getMember } from '../../runtime/values.js';
import { commerceFormatter } from './shared.js';

/** Where the cart page lives. */
export const CART_URL = '/cart';
/** What the retired cart-subtotal formatter prints, as the platform does. */
export const CART_SUBTOTAL_RETIRED = 'deprecated, do not use';

export const CART_FORMATTERS: FormatterDef[] = [
  commerceFormatter({
    name: 'cart-quantity',
    summary: 'the total quantity of the cart entries, in a sqs-cart-quantity span',
    maxArgs: 0,
    apply(cart) {
      const entries = getMember(cart, 'entries');
      let count = 0;
      if (Array.isArray(entries)) for (const e of entries) count += asNumber(getMember(e, 'quantity'));
      return `<span class="sqs-cart-quantity">${count}</span>`;
    },
  }),
  commerceFormatter({
    name: 'cart-subtotal',
    summary: 'retired: prints a notice; format subtotalCents with money-string instead',
    maxArgs: 0,
    retired: '<span class="sqs-cart-subtotal">{subtotalCents|money-string}</span> (in the cart\'s scope)',
    apply: () => CART_SUBTOTAL_RETIRED,
  }),
  commerceFormatter({
    name: 'cart-url',
    summary: 'the URL of the cart page',
    maxArgs: 0,
    apply: () => CART_URL,
  }),
];
