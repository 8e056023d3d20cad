// The add-to-cart button on a product page: states and timings of SPEC
// section 4, the failures of section 8, express checkout, subscriptions
// and gift cards.
import t from 'tap';
import { ADDED_LABEL_DELAY_MS, ADDED_POPOVER_MS, ADDED_RESET_MS, ERROR_RESET_MS } from '../../client/timings.js';
import { $, click, clock, mockFetch, mount, navigations, page, text } from './helpers.js';
import { addButtonHtml, cart, giftCard, product, productPageHtml, subscription } from './fixtures.js';

const button = () => $('.sqs-add-to-cart-button');
const label = () => text('.sqs-add-to-cart-button-inner');
const alertTitle = () => text('.vitrine-alert__title');
const alertMessage = () => text('.vitrine-alert__message');
const oneInCart = { shoppingCart: cart([{ id: 'e1', itemId: 'item-1', quantity: 1, cents: 3800 }]), newlyAdded: { id: 'e1' } };

t.test('idle label: the server label, Subscribe for subscribable items, a custom label', async (t) => {
  await page(addButtonHtml(product()));
  await mount();
  t.equal(label(), 'Add To Cart');
  t.equal(button()?.getAttribute('data-state'), 'idle');

  await page(addButtonHtml(subscription(), 'Subscribe'));
  await mount();
  t.equal(label(), 'Subscribe');

  await page(addButtonHtml(product(), 'Add to Basket'));
  await mount();
  t.equal(label(), 'Add to Basket', 'a custom label from data-original-label');

  await page(`<div data-widget="add-to-cart" data-props='${JSON.stringify(subscription())}'></div>`);
  await mount();
  t.equal(label(), 'Subscribe', 'without server markup a subscribable item reads Subscribe');
});

t.test('success: Adding…, Added! after 1 s, idle 2 s later; the request', async (t) => {
  await page(addButtonHtml(product()), { cookies: ['crumb=abc123'] });
  const calls = mockFetch(() => ({ body: oneInCart }));
  await mount();
  await click(button());
  t.equal(calls.length, 1);
  t.equal(calls[0]!.method, 'POST');
  t.equal(calls[0]!.url, '/api/commerce/shopping-cart/entries');
  t.same(calls[0]!.body, { itemId: 'item-1', sku: 'SKU1', quantity: 1, additionalFields: null });
  t.equal(calls[0]!.headers['X-CSRF-Token'], 'abc123', 'the crumb goes back');
  t.equal(label(), 'Adding…');
  t.equal(button()?.getAttribute('aria-disabled'), 'true');
  await clock.advance(ADDED_LABEL_DELAY_MS - 1);
  t.equal(label(), 'Adding…', 'still adding just before 1 s');
  await clock.advance(1);
  t.equal(label(), 'Added!');
  t.equal(button()?.getAttribute('data-state'), 'added');
  await clock.advance(ADDED_RESET_MS - 1);
  t.equal(label(), 'Added!');
  await clock.advance(1);
  t.equal(label(), 'Add To Cart');
  t.equal(button()?.getAttribute('data-state'), 'idle');
  t.equal(navigations.length, 0, 'no navigation without express checkout');
});

t.test('clicks are ignored while adding and while added', async (t) => {
  await page(addButtonHtml(product()));
  const calls = mockFetch(() => ({ body: oneInCart }));
  await mount();
  await click(button());
  await click(button());
  t.equal(calls.length, 1, 'ignored while adding');
  await clock.advance(ADDED_LABEL_DELAY_MS);
  t.equal(label(), 'Added!');
  await click(button());
  t.equal(calls.length, 1, 'ignored while added');
  t.equal(label(), 'Added!');
  await clock.advance(ADDED_RESET_MS);
  await click(button());
  t.equal(calls.length, 2, 'idle again: a click adds');
});

t.test('the added popover says the variant, units, their price and the subtotal, and offers the checkout (issue 36)', async (t) => {
  await page(addButtonHtml(product()));
  const withMug = cart([{ id: 'e0', itemId: 'mug', quantity: 1, cents: 2400 }, { id: 'e1', itemId: 'item-1', quantity: 1, cents: 3800 }]);
  (withMug.entries[1]!.chosenVariant as { attributes: Record<string, string> }).attributes = { Color: 'Sand' };
  mockFetch(() => ({ body: { shoppingCart: withMug, newlyAdded: { id: 'e1' } } }));
  await mount();
  await click(button());
  t.equal(text('.vitrine-added-popover__variant'), 'Color: Sand');
  t.equal(text('.vitrine-added-popover__quantity'), '1');
  t.equal(text('.vitrine-added-popover__price'), '$38.00');
  t.equal(text('.vitrine-added-popover__subtotal-amount'), '$62.00', 'the whole cart');
  t.equal($('.vitrine-added-popover__link')?.getAttribute('href'), '/cart');
  t.equal($('.vitrine-added-popover__checkout')?.getAttribute('href'), '/checkout');
  await clock.advance(ADDED_POPOVER_MS + ADDED_RESET_MS);
});

t.test('the added popover opens, closes after 3 s or on its button', async (t) => {
  await page(addButtonHtml(product()));
  mockFetch(() => ({ body: oneInCart }));
  await mount();
  t.equal($('.vitrine-added-popover'), null);
  await click(button());
  t.ok($('.vitrine-added-popover'), 'open after a successful add');
  t.equal(text('.vitrine-added-popover__item'), 'Linen Apron');
  await clock.advance(ADDED_POPOVER_MS - 1);
  t.ok($('.vitrine-added-popover'));
  await clock.advance(1);
  t.equal($('.vitrine-added-popover'), null, 'closed after 3 s');

  await clock.advance(ADDED_RESET_MS);
  await click(button());
  t.ok($('.vitrine-added-popover'));
  await click($('.vitrine-added-popover__close'));
  t.equal($('.vitrine-added-popover'), null, 'closed on its button');
});

t.test('server failure: the message under the title, idle after 1 s', async (t) => {
  await page(addButtonHtml(product()));
  mockFetch(() => ({ status: 400, body: { message: 'This item is no longer available.', crumbFail: false, status: 400 } }));
  await mount();
  await click(button());
  t.equal(alertTitle(), 'Unable to Add Item');
  t.equal(alertMessage(), 'This item is no longer available.');
  t.equal(button()?.getAttribute('data-state'), 'error');
  await clock.advance(ERROR_RESET_MS - 1);
  t.equal(button()?.getAttribute('data-state'), 'error');
  await clock.advance(1);
  t.equal(button()?.getAttribute('data-state'), 'idle');
  t.equal(label(), 'Add To Cart');
  t.ok($('.vitrine-alert'), 'the alert stays until dismissed');
  await click($('.vitrine-alert__ok'));
  t.equal($('.vitrine-alert'), null);
});

t.test('crumb failure, with and without cookies; 429; no connection', async (t) => {
  await page(addButtonHtml(product()));
  mockFetch(() => ({ status: 403, body: { message: 'crumb', crumbFail: true, status: 403 } }));
  await mount();
  await click(button());
  t.equal(alertMessage(), 'Your session has expired. Please reload the page and try again.');

  await page(addButtonHtml(product()));
  Object.defineProperty(navigator, 'cookieEnabled', { value: false, configurable: true });
  mockFetch(() => ({ status: 403, body: { message: 'crumb', crumbFail: true, status: 403 } }));
  await mount();
  await click(button());
  t.equal(alertMessage(), 'Please enable cookies in your browser, reload the page, and try again.');
  Object.defineProperty(navigator, 'cookieEnabled', { value: true, configurable: true });

  await page(addButtonHtml(product()));
  mockFetch(() => ({ status: 429, body: { message: 'Too Many Requests', status: 429 } }));
  await mount();
  await click(button());
  t.equal(alertMessage(), 'Please try again in a few seconds.');

  await page(addButtonHtml(product()));
  mockFetch(() => 'network-error');
  await mount();
  await click(button());
  t.equal(alertMessage(), 'Please check your internet connection.');
});

t.test('express checkout goes to checkout; its failure title', async (t) => {
  await page(addButtonHtml(product()), { config: { expressCheckout: true } });
  mockFetch(() => ({ body: oneInCart }));
  await mount();
  await click(button());
  t.same(navigations, ['/checkout']);
  t.equal($('.vitrine-added-popover'), null, 'no popover');

  await page(addButtonHtml(product()), { config: { expressCheckout: true } });
  mockFetch(() => ({ status: 409, body: { message: 'Out of stock', status: 409 } }));
  await mount();
  await click(button());
  t.equal(alertTitle(), 'Unable to Purchase Item');
  t.equal(alertMessage(), 'Out of stock');
  t.same(navigations, []);
});

t.test('a subscription goes to the subscription page with the cart token', async (t) => {
  await page(addButtonHtml(subscription(), 'Subscribe'));
  const calls = mockFetch(() => ({ body: { cartToken: 'tok 1' } }));
  await mount();
  await click(button());
  t.equal(calls[0]!.url, '/api/3/commerce/cart/subscription');
  t.same(calls[0]!.body, { itemId: 'coffee', sku: 'SKU1', qty: 1, additionalFields: null });
  t.same(navigations, ['/checkout/subscription?cartToken=tok%201']);
});

t.test('a gift card goes to the gift-card page with the item and variant', async (t) => {
  await page(productPageHtml(giftCard()));
  const calls = mockFetch(() => ({ body: {} }));
  await mount();
  await click(button());
  t.equal(alertTitle(), 'Unable to purchase Gift Card');
  t.equal(alertMessage(), 'Select a denomination for the Gift Card.');
  await clock.advance(ERROR_RESET_MS);
  const { type } = await import('./helpers.js');
  await type($('select[data-variant-option-name="Value"]'), '$50');
  await click(button());
  t.same(navigations, ['/checkout/gift-card?itemId=gift&sku=G50']);
  t.equal(calls.length, 0, 'no cart call');
});

t.test('keyboard: Enter and Space activate the button', async (t) => {
  await page(addButtonHtml(product()));
  const calls = mockFetch(() => ({ body: oneInCart }));
  await mount();
  const { act } = await import('react');
  await act(async () => {
    button()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
  t.equal(calls.length, 1);
});

t.test('without a crumb cookie the crumb is fetched before the first change', async (t) => {
  await page(addButtonHtml(product()), { crumb: false });
  const calls = mockFetch((c) => {
    if (c.method === 'GET') document.cookie = 'crumb=fresh-crumb; path=/'; // as the server's Set-Cookie would
    return { body: c.method === 'GET' ? cart([]) : oneInCart };
  });
  await mount();
  await click(button());
  t.same(calls.map((c) => `${c.method} ${c.url}`), [
    'GET /api/commerce/shopping-cart?calculateSubtotal=false',
    'POST /api/commerce/shopping-cart/entries',
  ]);
  t.equal(calls[1]!.headers['X-CSRF-Token'], 'fresh-crumb');
  t.equal(calls[0]!.headers['X-CSRF-Token'], undefined, 'reads carry no crumb');
});
