// The floating cart pill and the mini cart (SPEC section 2).
import t from 'tap';
import { act } from 'react';
import { setCart } from '../../client/state/cart-store.js';
import { $, attr, mount, page, text } from './helpers.js';
import { mountIslands } from '../../client/main.js';
import { cart } from './fixtures.js';
import { spyNumberFormats } from './intl-spy.js';

const pill = (p: object) =>
  `<a class="cart-pill" href="/cart" data-widget="cart-pill" data-props="${attr({ cartUrl: '/cart', currency: 'USD', label: 'Cart', ...p })}"><span class="cart-pill__count">0</span></a>`;
const el = () => $('.cart-pill') as HTMLAnchorElement;

t.test('count, unit, subtotal and spoken text', async (t) => {
  await page(pill({ totalQuantity: 2, subtotalCents: 7600 }));
  await mount();
  t.equal(text('.cart-pill__count'), '2');
  t.equal(text('.cart-pill__unit'), 'items');
  t.equal(text('.cart-pill__subtotal'), '$76.00');
  t.equal(text('.cart-pill__spoken'), '2 items in cart');
  t.equal(el().hidden, false);
  t.equal(el().getAttribute('href'), '/cart');

  await page(pill({ totalQuantity: 1, subtotalCents: 3800 }));
  await mount();
  t.equal(text('.cart-pill__unit'), 'item', 'singular');
  t.equal(text('.cart-pill__spoken'), '1 item in cart');
});

t.test("the server's subtotal text: a shown pill's first drawing makes no Intl number format (issue 41)", async (t) => {
  await page(pill({ totalQuantity: 2, subtotalCents: 7600, moneyTexts: { locale: 'en-US', texts: { 'USD|7600': 'S76' } } }), { config: { locale: 'en-US' } });
  const formats = spyNumberFormats(t);
  await mount();
  t.equal(text('.cart-pill__subtotal'), 'S76', "the server's text");
  t.equal(formats.count, 0, 'no Intl.NumberFormat built or used');
  await act(async () => setCart(cart([{ id: 'e', itemId: 'i', quantity: 3, cents: 100 }])));
  t.equal(text('.cart-pill__subtotal'), '$3.00', 'a new subtotal is formatted in the page');

  await page(pill({ totalQuantity: 2, subtotalCents: 7600, moneyTexts: { locale: 'fr-FR', texts: { 'USD|7600': 'S76' } } }), { config: { locale: 'en-US' } });
  await mount();
  t.equal(text('.cart-pill__subtotal'), '$76.00', 'texts of another locale are not used');
});

t.test('100+ above 100, spoken as more than 100', async (t) => {
  await page(pill({ totalQuantity: 100, subtotalCents: 100 }));
  await mount();
  t.equal(text('.cart-pill__count'), '100', '100 itself is shown');
  await page(pill({ totalQuantity: 101, subtotalCents: 123456 }));
  await mount();
  t.equal(text('.cart-pill__count'), '100+');
  t.equal(text('.cart-pill__spoken'), 'More than 100 items in cart');
  t.equal(text('.cart-pill__subtotal'), '$1,234.56');
});

t.test('hidden with nothing in the cart, on /cart, with express checkout or a custom cart', async (t) => {
  await page(pill({ totalQuantity: 0, subtotalCents: 0 }));
  await mount();
  t.equal(el().hidden, true, 'quantity 0');
  await act(async () => setCart(cart([{ id: 'e', itemId: 'i', quantity: 3, cents: 100 }])));
  t.equal(el().hidden, false, 'shown once the cart has items');
  t.equal(text('.cart-pill__count'), '3', 'follows the cart');
  t.equal(text('.cart-pill__subtotal'), '$3.00');

  await page(pill({ totalQuantity: 2, subtotalCents: 100 }), { url: 'https://shop.example/cart' });
  await mount();
  t.equal(el().hidden, true, 'on /cart');
  t.equal(el().getAttribute('href'), '/cart', 'still links to /cart');

  await page(pill({ totalQuantity: 2, subtotalCents: 100 }), { config: { expressCheckout: true } });
  await mount();
  t.equal(el().hidden, true, 'express checkout');

  await page(pill({ totalQuantity: 2, subtotalCents: 100 }), { config: { customCart: true } });
  await mount();
  t.equal(el().hidden, true, 'custom cart');
});

t.test('the pill formats the subtotal for the page locale and currency', async (t) => {
  await page(pill({ totalQuantity: 2, subtotalCents: 250000, currency: 'EUR' }), { config: { locale: 'de-DE' } });
  await mount();
  t.equal(text('.cart-pill__subtotal')?.replace(/\s/g, ' '), '2.500,00 €');
});

t.test('mini cart: zero-items label, initialised and empty markers', async (t) => {
  await page('<div data-widget="mini-cart"></div>');
  await mount();
  const mini = () => $('.vitrine-mini-cart')!;
  t.equal(text('.vitrine-mini-cart__count'), '0 items');
  t.equal(mini().getAttribute('data-initialized'), null, 'not initialised before a sync');
  t.equal(mini().getAttribute('data-empty'), 'true');
  t.equal(mini().getAttribute('href'), '/cart');

  await act(async () => setCart(cart([])));
  t.equal(mini().getAttribute('data-initialized'), 'true', 'initialised when synced');
  t.equal(mini().getAttribute('data-empty'), 'true', 'still empty');

  await act(async () => setCart(cart([{ id: 'e', itemId: 'i', quantity: 1, cents: 1250 }])));
  t.equal(text('.vitrine-mini-cart__count'), '1 item');
  t.equal(text('.vitrine-mini-cart__subtotal'), '$12.50');
  t.equal(mini().getAttribute('data-empty'), null, 'no empty marker with items');
  t.ok(mini().classList.contains('is-initialized'));
});

t.test('the pill is drawn with the DOM: its parts in order, the link kept, updates in place, and no more after unmount', async (t) => {
  await page(pill({ totalQuantity: 0, subtotalCents: 0, cartUrl: '/fr/cart' }));
  const islands = mountIslands(document);
  t.equal(islands.length, 1, 'mounted at once, without React');
  t.same(
    [...el().children].map((c) => c.className),
    ['cart-pill__icon', 'cart-pill__label', 'cart-pill__count', 'cart-pill__unit', 'cart-pill__subtotal', 'sqs-visually-hidden cart-pill__spoken'],
  );
  t.same([...el().querySelectorAll('[aria-hidden="true"]')].map((c) => c.className), ['cart-pill__icon', 'cart-pill__count', 'cart-pill__unit'], 'the visible count is hidden from assistive technology, the spoken text is not');
  t.equal(el().getAttribute('href'), '/fr/cart', 'the link of its props');
  t.equal(el().hidden, true);
  t.equal(text('.cart-pill__subtotal'), '', 'a hidden pill formats no money');
  const count = $('.cart-pill__count');
  setCart(cart([{ id: 'e', itemId: 'i', quantity: 2, cents: 500 }]));
  t.equal(el().hidden, false, 'shown once the cart has items');
  t.equal(text('.cart-pill__subtotal'), '$10.00');
  t.equal($('.cart-pill__count'), count, 'the same elements, updated in place');
  for (const i of islands) i.unmount();
  t.equal(el().children.length, 0, 'unmounting empties the pill');
  setCart(cart([{ id: 'e', itemId: 'i', quantity: 3, cents: 500 }]));
  t.equal(el().children.length, 0, 'and it no longer follows the cart');
});
