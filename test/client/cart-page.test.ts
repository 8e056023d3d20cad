// The /cart page island: entries, quantity change, removal, totals, the
// empty and minimum texts, and the failures of SPEC section 8.
import t from 'tap';
import { act } from 'react';
import { $, $$, attr, click, mockFetch, mount, page, settle, text, type } from './helpers.js';
import { spyNumberFormats } from './intl-spy.js';
import { cart } from './fixtures.js';

const cartPage = (props: unknown) =>
  `<section class="vitrine-cart" data-widget="cart-page" data-props="${props === '' ? '' : attr(props)}"><p>server</p></section>`;
const two = () =>
  cart([
    { id: 'e1', itemId: 'a', title: 'Linen Apron', quantity: 2, cents: 3800 },
    { id: 'e2', itemId: 'b', title: 'Stoneware Mug', quantity: 1, cents: 2400 },
  ]);
const qty = (i: number) => $$('.vitrine-cart-entry__quantity')[i] as HTMLInputElement;
const blur = async (el: HTMLElement) => act(async () => void el.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));

t.test('empty cart: the text', async (t) => {
  await page(cartPage(''), { url: 'https://shop.example/cart' });
  await mount();
  t.equal(text('.vitrine-cart-empty'), 'You have nothing in your shopping cart.');
  await page(cartPage(cart([])), { url: 'https://shop.example/cart' });
  await mount();
  t.equal(text('.vitrine-cart-empty'), 'You have nothing in your shopping cart.');
});

t.test('entries and totals', async (t) => {
  await page(cartPage(two()), { url: 'https://shop.example/cart' });
  await mount();
  t.same($$('.vitrine-cart-entry__title').map((e) => e.textContent), ['Linen Apron', 'Stoneware Mug']);
  t.equal(qty(0).value, '2');
  t.same($$('.vitrine-cart-entry__price').map((e) => e.textContent), ['$76.00', '$24.00']);

  await page(cartPage({ ...two(), entries: two().entries.map((e) => ({ ...e, subTotal: 1 })) }), { url: 'https://shop.example/cart' });
  await mount();
  t.same($$('.vitrine-cart-entry__price').map((e) => e.textContent), ['$0.01', '$0.01'], "the server's subTotal wins");
  t.equal(text('.vitrine-cart-subtotal__amount'), '$100.00');
  t.equal($('.vitrine-cart-minimum'), null, 'no minimum set');
  t.equal($('.vitrine-cart-checkout')?.getAttribute('href'), '/checkout');
});

t.test('the minimum-subtotal text', async (t) => {
  await page(cartPage(two()), { url: 'https://shop.example/cart', config: { minimumSubtotalCents: 15000 } });
  await mount();
  t.equal(text('.vitrine-cart-minimum'), 'To check out, your order subtotal must be $150.00 or more.');
  t.equal($('.vitrine-cart-checkout')?.getAttribute('aria-disabled'), 'true');
  await page(cartPage({ ...two(), minimumSubtotalCents: 10000 }), { url: 'https://shop.example/cart' });
  await mount();
  t.equal($('.vitrine-cart-minimum'), null, 'a subtotal equal to the minimum may check out');
});

t.test("the server's formatted amounts: the first render makes no currency format of its own (issue 41)", async (t) => {
  // Marked texts, so the test sees which were shown: the server's or Intl's.
  const moneyTexts = { locale: 'en-US', texts: { 'USD|7600': 'S76', 'USD|2400': 'S24', 'USD|10000': 'S100' } };
  await page(cartPage({ ...two(), currency: 'USD', moneyTexts }), { url: 'https://shop.example/cart', cookies: ['crumb=c1'], config: { locale: 'en-US', currency: 'USD' } });
  const formats = spyNumberFormats(t);
  const calls = mockFetch(() => ({ body: { shoppingCart: cart([
    { id: 'e1', itemId: 'a', title: 'Linen Apron', quantity: 3, cents: 3800 },
    { id: 'e2', itemId: 'b', title: 'Stoneware Mug', quantity: 1, cents: 2400 },
  ]) } }));
  await mount();
  t.same($$('.vitrine-cart-entry__price').map((e) => e.textContent), ['S76', 'S24']);
  t.equal(text('.vitrine-cart-subtotal__amount'), 'S100');
  t.equal(formats.count, 0, 'no Intl.NumberFormat built or used for the first render');
  await type(qty(0), '3');
  await blur(qty(0));
  await settle();
  t.equal(calls.length, 1);
  t.same($$('.vitrine-cart-entry__price').map((e) => e.textContent), ['$114.00', 'S24'], 'a new amount is formatted in the page');
  t.equal(text('.vitrine-cart-subtotal__amount'), '$138.00');

  await page(cartPage({ ...two(), currency: 'USD', moneyTexts: { ...moneyTexts, locale: 'fr-FR' } }), { url: 'https://shop.example/cart', config: { locale: 'en-US', currency: 'USD' } });
  await mount();
  t.equal(text('.vitrine-cart-subtotal__amount'), '$100.00', 'texts of another locale are not used');
});

t.test('quantity change: PUT the entry, the cart follows', async (t) => {
  await page(cartPage(two()), { url: 'https://shop.example/cart', cookies: ['crumb=c1'] });
  const calls = mockFetch(() => ({ body: { shoppingCart: cart([
    { id: 'e1', itemId: 'a', title: 'Linen Apron', quantity: 3, cents: 3800 },
    { id: 'e2', itemId: 'b', title: 'Stoneware Mug', quantity: 1, cents: 2400 },
  ]) } }));
  await mount();
  await type(qty(0), '3');
  await blur(qty(0));
  await settle();
  t.equal(calls.length, 1);
  t.equal(calls[0]!.method, 'PUT');
  t.equal(calls[0]!.url, '/api/commerce/shopping-cart/entries/e1');
  t.same(calls[0]!.body, { quantity: 3 });
  t.equal(calls[0]!.headers['X-CSRF-Token'], 'c1');
  t.equal(text('.vitrine-cart-subtotal__amount'), '$138.00');
  t.equal(qty(0).value, '3');

  await blur(qty(0));
  await settle();
  t.equal(calls.length, 1, 'an unchanged quantity sends nothing');
});

t.test('removal: DELETE the entry; quantity 0 removes too', async (t) => {
  await page(cartPage(two()), { url: 'https://shop.example/cart' });
  const calls = mockFetch(() => ({ body: { shoppingCart: cart([{ id: 'e2', itemId: 'b', title: 'Stoneware Mug', quantity: 1, cents: 2400 }]) } }));
  await mount();
  await click($$('.vitrine-cart-entry__remove')[0]!);
  t.equal(calls[0]!.method, 'DELETE');
  t.equal(calls[0]!.url, '/api/commerce/shopping-cart/entries/e1');
  t.same($$('.vitrine-cart-entry__title').map((e) => e.textContent), ['Stoneware Mug']);
  t.equal(text('.vitrine-cart-subtotal__amount'), '$24.00');

  mockFetch(() => ({ body: { shoppingCart: cart([]) } }));
  await type(qty(0), '0');
  await act(async () => void qty(0).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
  await settle();
  t.equal(text('.vitrine-cart-empty'), 'You have nothing in your shopping cart.');
});

t.test('a quantity below 0 is refused, never a removal (issue 36)', async (t) => {
  await page(cartPage(two()), { url: 'https://shop.example/cart' });
  const calls = mockFetch(() => ({ body: { shoppingCart: cart([]) } }));
  await mount();
  await type(qty(0), '-1');
  await blur(qty(0));
  await settle();
  t.equal(calls.length, 0, 'nothing is sent');
  t.equal(text('.vitrine-alert__message'), 'Quantity must be between 1 and 9999.');
  t.same($$('.vitrine-cart-entry__title').map((e) => e.textContent), ['Linen Apron', 'Stoneware Mug'], 'the line stays');
  t.equal(qty(0).value, '2', 'its quantity comes back');
});

t.test('failures: update, removal, connection, bad quantity', async (t) => {
  await page(cartPage(two()), { url: 'https://shop.example/cart' });
  mockFetch(() => ({ status: 400, body: { message: 'Only 2 left.', status: 400 } }));
  await mount();
  await type(qty(0), '5');
  await blur(qty(0));
  await settle();
  t.equal(text('.vitrine-alert__title'), 'Unable to update quantity');
  t.equal(text('.vitrine-alert__message'), 'Only 2 left.');
  t.equal(qty(0).value, '2', 'the quantity goes back');
  await click($('.vitrine-alert__ok'));

  mockFetch(() => 'network-error');
  await click($$('.vitrine-cart-entry__remove')[1]!);
  t.equal(text('.vitrine-alert__title'), 'Unable to remove item');
  t.equal(text('.vitrine-alert__message'), 'Please check your internet connection.');
  t.equal($$('.vitrine-cart-entry').length, 2, 'nothing removed');
  await click($('.vitrine-alert__ok'));

  mockFetch(() => ({ status: 403, body: { crumbFail: true, message: 'x', status: 403 } }));
  await click($$('.vitrine-cart-entry__remove')[1]!);
  t.equal(text('.vitrine-alert__message'), 'Your session has expired. Please reload the page and try again.');
  await click($('.vitrine-alert__ok'));

  const calls = mockFetch(() => ({ body: {} }));
  await type(qty(1), 'abc');
  await blur(qty(1));
  await settle();
  t.equal(text('.vitrine-alert__title'), 'Unable to update quantity');
  t.equal(text('.vitrine-alert__message'), 'Quantity must be a number.');
  t.equal(calls.length, 0);
});

t.test('a variant and the quantity label read in the page language’s typography', async (t) => {
  const withVariant = () => {
    const c = two();
    return { ...c, entries: c.entries.map((e, i) => (i === 0 ? { ...e, chosenVariant: { sku: 'SKU1', attributes: { Couleur: 'Sable' } } } : e)) };
  };
  await page(cartPage(withVariant()), { url: 'https://shop.example/fr/cart', config: { locale: 'fr-FR' } });
  await mount();
  t.equal(text('.vitrine-cart-entry__variant'), 'Couleur\u00a0: Sable', 'French: a no-break space before the colon');
  t.match(qty(0).getAttribute('aria-label'), /\u00a0: Linen Apron$/);
  await page(cartPage({ ...withVariant(), entries: withVariant().entries.map((e, i) => (i === 0 ? { ...e, chosenVariant: { sku: 'SKU1', attributes: { Color: 'Sand' } } } : e)) }), { url: 'https://shop.example/cart' });
  await mount();
  t.equal(text('.vitrine-cart-entry__variant'), 'Color: Sand', 'English keeps the bare colon');
  t.equal(qty(0).getAttribute('aria-label'), 'Quantity: Linen Apron');
});
