// The cart page's minimum text without JavaScript: only under the store's
// minimum, in the page language's widget text, the amount in its format.
import t from 'tap';
import { cartMinimumText } from '../../site/render/cart-minimum.js';

const cart = (cents: number) => ({ subtotalCents: cents, subtotalAmount: { value: (cents / 100).toFixed(2), currency: 'USD' } });
const FR = { cartMinimum: 'Pour passer commande, le sous-total doit être d’au moins {0}.' };

t.test('under the minimum, in English and in French', async (t) => {
  t.equal(cartMinimumText(cart(2400), { minimumSubtotalCents: 5000 }, undefined, 'en-US'), 'To check out, your order subtotal must be $50.00 or more.');
  t.equal(cartMinimumText(cart(2400), { minimumSubtotalCents: 5000 }, FR, 'fr-FR'), 'Pour passer commande, le sous-total doit être d’au moins 50,00\u00a0$US.');
});

t.test('nothing at or over the minimum, without one, or with a bad one', async (t) => {
  t.equal(cartMinimumText(cart(5000), { minimumSubtotalCents: 5000 }, undefined, 'en-US'), undefined);
  t.equal(cartMinimumText(cart(100), {}, undefined, 'en-US'), undefined);
  t.equal(cartMinimumText(cart(100), { minimumSubtotalCents: -5 }, undefined, 'en-US'), undefined);
  t.equal(cartMinimumText(cart(100), { minimumSubtotalCents: '5000' }, undefined, 'en-US'), undefined);
  t.equal(cartMinimumText(undefined, { minimumSubtotalCents: 5000 }, undefined, 'en-US'), undefined, 'no cart');
});

t.test('the store currency when the cart names none', async (t) => {
  t.equal(cartMinimumText({ subtotalCents: 100 }, { minimumSubtotalCents: 5000, defaultCurrency: 'EUR' }, undefined, 'en-US'), 'To check out, your order subtotal must be €50.00 or more.');
});
