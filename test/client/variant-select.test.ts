// Variant selection and the checks before an add (SPEC section 5): option
// messages, the unavailable variant, the image swap, quantity and stock.
import t from 'tap';
import { ERROR_RESET_MS } from '../../client/timings.js';
import { $, $$, click, clock, mockFetch, mount, page, text, type } from './helpers.js';
import { apron, bowls, cart, productPageHtml, threeOptions } from './fixtures.js';

const addButton = () => $('.sqs-add-to-cart-button');
const alertMessage = () => text('.vitrine-alert__message');
const select = (name: string) => $(`select[data-variant-option-name="${name}"]`);
const okCart = { shoppingCart: cart([{ id: 'e1', itemId: 'item-1', quantity: 1, cents: 3800 }]) };

t.test('one select per option, in variantOptionOrdering order, values in variant order', async (t) => {
  await page(productPageHtml(bowls()));
  await mount();
  t.same($$('select[data-variant-option-name]').map((s) => s.getAttribute('data-variant-option-name')), ['Glaze', 'Size']);
  t.same($$('select[data-variant-option-name="Glaze"] option').map((o) => o.textContent), ['Select Glaze', 'White', 'Blue']);
  t.same($$('select[data-variant-option-name="Size"] option').map((o) => o.textContent), ['Select Size', 'Small', 'Large']);
  t.notOk($('select option[value=""]')?.textContent === 'server', 'the server markup is replaced');
});

t.test('unselected options: one, two and more', async (t) => {
  await page(productPageHtml(apron()));
  const calls = mockFetch(() => ({ body: okCart }));
  await mount();
  t.equal($('.variant-message'), null, 'no message before an add');
  await click(addButton());
  t.equal(alertMessage(), 'Please select the Color option.');
  t.equal(text('.variant-message'), 'Please select the Color option.', 'named in the variant select too');
  t.equal(calls.length, 0, 'no request');

  await page(productPageHtml(bowls()));
  await mount();
  await click(addButton());
  t.equal(alertMessage(), 'Please select the Glaze and Size options.');
  await clock.advance(ERROR_RESET_MS);
  await type(select('Glaze'), 'White');
  t.equal(text('.variant-message'), 'Please select the Size option.', 'the message follows the selection');
  await type(select('Size'), 'Small');
  t.equal($('.variant-message'), null, 'gone once every option is chosen');

  await page(productPageHtml(threeOptions()));
  await mount();
  await click(addButton());
  t.equal(alertMessage(), 'Please select the Color, Size and Fit options.');
});

t.test('a combination no variant has, and a variant out of stock', async (t) => {
  await page(productPageHtml(bowls()));
  const calls = mockFetch(() => ({ body: okCart }));
  await mount();
  await type(select('Glaze'), 'Blue');
  await type(select('Size'), 'Large');
  t.equal(text('.variant-unavailable'), 'Sorry, that item variant is unavailable. Please select another variant.');
  await click(addButton());
  t.equal(alertMessage(), 'Sorry, that item variant is unavailable. Please select another variant.');
  t.equal(calls.length, 0);

  await page(productPageHtml(apron()));
  await mount();
  await type(select('Color'), 'Rust');
  t.ok($('.variant-unavailable'), 'a sold-out variant is unavailable');
  // Issue 17: the button says so and does nothing (the stock message stays for quantities over the stock).
  t.equal(text('.sqs-add-to-cart-button-inner'), 'Sold out');
  await click(addButton());
  t.equal($('.vitrine-alert'), null);
  t.equal(calls.length, 0);
});

t.test('the chosen variant is added', async (t) => {
  await page(productPageHtml(bowls()));
  const calls = mockFetch(() => ({ body: okCart }));
  await mount();
  await type(select('Glaze'), 'White');
  await type(select('Size'), 'Large');
  await click(addButton());
  t.same(calls[0]!.body, { itemId: 'bowls', sku: 'B-WL', quantity: 1, additionalFields: null });
});

t.test('the product image swaps to the variant image and back', async (t) => {
  await page(productPageHtml(apron()));
  await mount();
  const img = () => $('.product-detail__image') as HTMLImageElement;
  await type(select('Color'), 'Slate');
  t.equal(img().getAttribute('src'), '/assets/slate.jpg');
  t.equal(img().getAttribute('srcset'), null);
  await type(select('Color'), 'Sand');
  t.equal(img().getAttribute('src'), '/assets/main.jpg', 'a variant without an image shows the product image');
  t.equal(img().getAttribute('srcset'), '/assets/main.jpg?format=500w 500w');
});

t.test('quantity input: min 1, max 9999, step 1, default 1; its checks', async (t) => {
  await page(productPageHtml(apron()));
  const calls = mockFetch(() => ({ body: okCart }));
  await mount();
  const input = $('.product-quantity-input input') as HTMLInputElement;
  t.equal(input.value, '1');
  t.equal(input.min, '1');
  t.equal(input.max, '9999');
  t.equal(input.step, '1');
  t.equal(input.type, 'number');
  t.equal(text('.quantity-label'), 'Quantity:');
  await type(select('Color'), 'Slate');

  await type(input, '');
  await click(addButton());
  t.equal(alertMessage(), 'Quantity must be a number.');
  await clock.advance(ERROR_RESET_MS);

  await type(input, '1.5');
  await click(addButton());
  t.equal(alertMessage(), 'Quantity must be a whole number.');
  await clock.advance(ERROR_RESET_MS);

  await type(input, '10');
  await click(addButton());
  t.equal(alertMessage(), 'Sorry, we do not have enough of that item available.', '10 of 9 in stock');
  await clock.advance(ERROR_RESET_MS);
  t.equal(calls.length, 0);

  await type(input, '9');
  await click(addButton());
  t.same(calls[0]!.body, { itemId: 'item-1', sku: 'SKU-SLATE', quantity: 9, additionalFields: null });
});

t.test('stock counts what the cart already holds', async (t) => {
  await page(productPageHtml(apron()), { cookies: ['hasCart=true'] });
  const calls = mockFetch((c) =>
    c.method === 'GET' ? { body: cart([{ id: 'e1', itemId: 'item-1', quantity: 3, cents: 3800, sku: 'SKU-SAND' }]) } : { body: okCart },
  );
  await mount();
  const { startCartLoad } = await import('../../client/state/cart-store.js');
  const { act } = await import('react');
  await act(async () => startCartLoad());
  await type(select('Color'), 'Sand');
  await click(addButton());
  t.equal(alertMessage(), 'Sorry, we do not have enough of that item available.', '3 in stock, 3 in the cart');
  t.equal(calls.filter((c) => c.method === 'POST').length, 0);
});

t.test('the quantity input is left out where SPEC section 5 says so', async (t) => {
  const { attr } = await import('./helpers.js');
  const q = (p: object) => `<div data-widget="quantity-input" data-props="${attr({ itemId: 'x', min: 1, max: 9999, ...p })}"><input value="1"></div>`;
  const v = (stock: number | 'unlimited') => [{ sku: 'A', unlimited: stock === 'unlimited', qtyInStock: stock === 'unlimited' ? 0 : stock }];
  await page(q({ productType: 1, variants: v(1) }));
  await mount();
  t.equal($('input'), null, 'total stock 1');
  await page(q({ productType: 1, variants: v('unlimited') }));
  await mount();
  t.ok($('input'), 'unlimited stock');
  await page(q({ productType: 3, variants: v(5) }), { config: { multipleQuantityAllowedForServices: false } });
  await mount();
  t.equal($('input'), null, 'a service without multiple quantity');
  await page(q({ productType: 3, variants: v(5) }));
  await mount();
  t.ok($('input'), 'a service (multiple quantity allowed by default)');
  await page(q({ productType: 2, variants: v(5) }));
  await mount();
  t.equal($('input'), null, 'a digital product');
});
