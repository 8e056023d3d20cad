// The product page as shoppers expect it (issue 17): the price, sale and
// sold-out marks follow the chosen variant, sold-out values are marked,
// ?variant=SKU is written and restored, scarcity, and a success clears the
// alert of an earlier failure.
import t from 'tap';
import { act } from 'react';
import { ADDED_POPOVER_MS, ERROR_RESET_MS } from '../../client/timings.js';
import { $, $$, attr, click, clock, mockFetch, mount, page, text, type } from './helpers.js';
import { cart, product, productPageHtml, variant } from './fixtures.js';
import type { ProductProps } from '../../client/product.js';
import { spyNumberFormats } from './intl-spy.js';

const money = (cents: number) => ({ currency: 'USD', value: (cents / 100).toFixed(2) });

const mug = (over: Partial<ProductProps> = {}) =>
  product({
    itemId: 'mug', title: 'Stoneware Mug', hasVariants: true, variantOptionOrdering: ['Size'], fromPriceCents: 2400,
    variants: [
      variant('m1', 'MUG-8', { Size: '8 oz' }, 30, 2400),
      variant('m2', 'MUG-12', { Size: '12 oz' }, 22, 2800),
      variant('m3', 'MUG-16', { Size: '16 oz' }, 5, 3200, { onSale: true, salePrice: 2600, salePriceMoney: money(2600) }),
      variant('m4', 'MUG-20', { Size: '20 oz' }, 0, 3600),
    ],
    ...over,
  });

/** The product page with the price and scarcity islands, as templates/collections/products.item renders them. */
const pageHtml = (p: ProductProps) =>
  productPageHtml(p).replace(
    '<article class="product-detail" data-item-id="' + p.itemId + '">',
    `<article class="product-detail" data-item-id="${p.itemId}">
      <div class="product-detail__price" data-widget="product-price" data-props="${attr(p)}"><div class="product-price">from $24.00</div></div>
      <div class="product-detail__scarcity" data-widget="product-scarcity" data-props="${attr(p)}"></div>`,
  );

const price = () => text('.product-detail__price');
const sizeSelect = () => $('select[data-variant-option-name="Size"]');
const button = () => $('.sqs-add-to-cart-button');

t.test('the price follows the chosen variant: price, sale price with the original, sold out', async (t) => {
  await page(pageHtml(mug()));
  await mount();
  t.equal(price(), 'from $24.00', "the server's 'from' price before a choice");
  await type(sizeSelect(), '12 oz');
  t.equal(price(), '$28.00', 'the 12 oz costs $28');
  await type(sizeSelect(), '16 oz');
  t.equal(text('.product-price__sale'), '$26.00', 'the sale price');
  t.equal(text('.product-price .original-price'), '$32.00', 'the original price beside it');
  t.equal(text('.product-price .product-mark.sale'), 'sale');
  await type(sizeSelect(), '20 oz');
  t.equal(text('.product-price .product-mark.sold-out'), 'sold out');
  t.equal(text('.sqs-add-to-cart-button-inner'), 'Sold out', 'the button says so');
  t.equal(button()?.getAttribute('aria-disabled'), 'true');
  await type(sizeSelect(), '');
  t.equal(price(), 'from $24.00', 'back to the server price without a choice');
});

t.test('a sold-out value is marked in its dropdown; the merchant text replaces the default', async (t) => {
  await page(pageHtml(mug({ merchandising: { customSoldOutText: 'Back in January' } })));
  await mount();
  t.same($$('select[data-variant-option-name="Size"] option').map((o) => o.textContent), ['Select Size', '8 oz', '12 oz', '16 oz', '20 oz (sold out)']);
  await type(sizeSelect(), '20 oz');
  t.equal(text('.product-price .product-mark.sold-out'), 'Back in January');
  t.equal(text('.sqs-add-to-cart-button-inner'), 'Back in January');
  const calls = mockFetch(() => ({ body: {} }));
  await click(button());
  t.equal(calls.length, 0, 'a sold-out variant is not added');
});

t.test('the chosen variant is kept in the URL and restored on load', async (t) => {
  await page(pageHtml(mug()), { url: 'https://shop.example/shop/stoneware-mug?ref=mail' });
  await mount();
  await type(sizeSelect(), '12 oz');
  t.equal(location.search, '?ref=mail&variant=MUG-12', 'written, other parameters kept');
  await type(sizeSelect(), '');
  t.equal(location.search, '?ref=mail', 'taken out without a choice');

  await page(pageHtml(mug()), { url: 'https://shop.example/shop/stoneware-mug?variant=MUG-12' });
  await mount();
  t.equal((sizeSelect() as HTMLSelectElement).value, '12 oz', 'restored from a shared link');
  t.equal(price(), '$28.00', 'with its price');

  await page(pageHtml(mug()), { url: 'https://shop.example/shop/stoneware-mug?variant=NOPE' });
  await mount();
  t.equal((sizeSelect() as HTMLSelectElement).value, '', 'an unknown SKU chooses nothing');
  t.equal(price(), 'from $24.00');
});

t.test("a shared link's variant: its price from the server's texts, no Intl number format (issue 41)", async (t) => {
  const moneyTexts = { locale: 'en-US', texts: { 'USD|2800': 'S28', 'USD|3200': 'S32', 'USD|2600': 'S26' } };
  await page(pageHtml(mug()), { url: 'https://shop.example/shop/stoneware-mug?variant=MUG-12', config: { locale: 'en-US', currency: 'USD', moneyTexts } });
  const formats = spyNumberFormats(t);
  await mount();
  t.equal(price(), 'S28', "the server's text of the restored variant's price");
  t.equal(formats.count, 0, 'no Intl.NumberFormat built or used');
  await type(sizeSelect(), '16 oz');
  t.equal(text('.product-price__sale'), 'S26', 'a sale price the server formatted');
  t.equal(text('.product-price .original-price'), 'S32');
  t.equal(formats.count, 0);
  await type(sizeSelect(), '20 oz');
  t.equal(price(), '$36.00sold out', 'an amount the server did not format is formatted in the page');
});

t.test('a card leaves the URL alone', async (t) => {
  const p = mug();
  await page(`<article class="product-card" data-item-id="mug"><div data-widget="variant-select" data-props="${attr(p)}"></div></article>`, {
    url: 'https://shop.example/shop?variant=MUG-12',
  });
  await mount();
  t.equal((sizeSelect() as HTMLSelectElement).value, '', 'not restored on a card');
  await type(sizeSelect(), '8 oz');
  t.equal(location.search, '?variant=MUG-12', 'not written by a card');
});

t.test('a successful add clears the alert of an earlier failure', async (t) => {
  await page(pageHtml(mug()));
  mockFetch(() => ({ body: { shoppingCart: cart([{ id: 'e1', itemId: 'mug', quantity: 1, cents: 2800, sku: 'MUG-12' }]) } }));
  await mount();
  await click(button());
  t.equal(text('.vitrine-alert__message'), 'Please select the Size option.');
  await clock.advance(ERROR_RESET_MS);
  await type(sizeSelect(), '12 oz');
  await click(button());
  t.equal($('.vitrine-alert'), null, 'the old alert is gone');
  t.equal($('.variant-message'), null, 'and the option message');
  t.equal(text('.vitrine-added-popover__title'), 'Added to cart');
});

t.test('scarcity: the chosen variant\'s units, shown by default only when the merchant says so', async (t) => {
  const merchandising = { scarcityEnabled: true, scarcityText: 'Only {qtyInStock} left in stock!', scarcityShownByDefault: false };
  await page(pageHtml(mug({ merchandising })));
  await mount();
  t.equal(text('.product-scarcity'), null, 'hidden before a choice');
  await type(sizeSelect(), '16 oz');
  t.equal(text('.product-scarcity'), 'Only 5 left in stock!');
  await type(sizeSelect(), '20 oz');
  t.equal(text('.product-scarcity'), null, 'nothing for a sold-out variant');

  const one = product({ itemId: 'holder', variants: [variant('h1', 'H1', {}, 3)], merchandising: { ...merchandising, scarcityShownByDefault: true } });
  await page(pageHtml(one));
  await mount();
  t.equal(text('.product-scarcity'), 'Only 3 left in stock!', 'shown by default with the only variant');

  await page(pageHtml(product({ itemId: 'holder', variants: [variant('h1', 'H1', {}, 3)], merchandising: { ...merchandising, scarcityEnabled: false } })));
  await mount();
  t.equal(text('.product-scarcity'), null, 'nothing when scarcity is off');
});

t.test('the popover follows the button that added and stays open while the shopper is in it', async (t) => {
  await page(pageHtml(mug()));
  mockFetch(() => ({ body: { shoppingCart: cart([{ id: 'e1', itemId: 'mug', quantity: 1, cents: 2800, sku: 'MUG-12' }]) } }));
  await mount();
  await type(sizeSelect(), '12 oz');
  await click(button());
  const popover = $('.vitrine-added-popover');
  t.ok(popover?.closest('.product-detail__add'), 'placed after the add button: View Cart is the next Tab stop');
  t.equal(popover?.getAttribute('role'), 'status', 'announced politely');
  await act(async () => $('.vitrine-added-popover__link')!.focus());
  await clock.advance(ADDED_POPOVER_MS);
  t.ok($('.vitrine-added-popover'), 'still open after 3 s with focus in it');
  await act(async () => {
    $('.vitrine-added-popover__link')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  });
  t.equal($('.vitrine-added-popover'), null, 'Escape closes it');
});
