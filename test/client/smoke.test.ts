import t from 'tap';
import { $, click, mockFetch, mount, page, text } from './helpers.js';
import { addButtonHtml, product, cart } from './fixtures.js';

t.test('smoke', async (t) => {
  await page(addButtonHtml(product()));
  const calls = mockFetch(() => ({ body: { shoppingCart: cart([{ id: 'e1', itemId: 'item-1', quantity: 1, cents: 3800 }]) } }));
  await mount();
  t.equal(text('.sqs-add-to-cart-button-inner'), 'Add To Cart');
  await click($('[role=button]'));
  t.equal(calls.length, 1);
  t.equal(text('.sqs-add-to-cart-button-inner'), 'Adding…');
});
