/** Cart formatters: the item count badge and the cart link. */
import type { FormatterDef } from '../types.js';
import { asNumber, getMember } from '../../runtime/values.js';
import { commerceFormatter } from './shared.js';
import { formatLegacyMoney } from '../../commerce/money.js';

/** Where the cart page lives. */
export const CART_URL = '/cart';

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
    summary: "the cart's subtotalCents as a legacy money amount in a sqs-cart-subtotal span; nothing when the cart has none",
    maxArgs: 0,
    // As the server's (template-compiler 2.10) does; the TypeScript reference prints a retirement notice instead.
    apply(cart) {
      const cents = getMember(cart, 'subtotalCents');
      if (cents === undefined || cents === null) return '';
      const n = asNumber(cents);
      return `<span class="sqs-cart-subtotal">${formatLegacyMoney(Number.isFinite(n) ? n : 0)}</span>`;
    },
  }),
  commerceFormatter({
    name: 'cart-url',
    summary: 'the URL of the cart page',
    maxArgs: 0,
    apply: () => CART_URL,
  }),
];
