// Add buttons on a product listing (SPEC sections 2 and 4): 'Select Option'
// disabled for 2000 ms, 'Sold out' disabled, 'Added' with a checkmark.
import t from 'tap';
import { ADDED_LABEL_DELAY_MS, ADDED_RESET_MS, SELECT_OPTION_MS } from '../../client/timings.js';
import { $, click, clock, mockFetch, mount, page, text } from './helpers.js';
import { apron, cart, listingHtml, product } from './fixtures.js';

const button = () => $('.sqs-add-to-cart-button');
const label = () => text('.sqs-add-to-cart-button-inner');

t.test("'Select Option' disabled for 2000 ms when an option is needed", async (t) => {
  await page(listingHtml(apron()));
  const calls = mockFetch(() => ({ body: {} }));
  await mount();
  await click(button());
  t.equal(label(), 'Select Option');
  t.equal(button()?.getAttribute('aria-disabled'), 'true');
  t.equal($('.vitrine-alert'), null, 'no alert on a listing');
  await click(button());
  t.equal(calls.length, 0, 'ignored while disabled');
  await clock.advance(SELECT_OPTION_MS - 1);
  t.equal(label(), 'Select Option');
  await clock.advance(1);
  t.equal(label(), 'Add To Cart', 'restored');
  t.equal(button()?.getAttribute('aria-disabled'), 'false');
});

t.test("'Sold out' disabled", async (t) => {
  await page(listingHtml(product({ soldOut: true, variants: [] })));
  const calls = mockFetch(() => ({ body: {} }));
  await mount();
  t.equal(label(), 'Sold out');
  t.equal(button()?.getAttribute('aria-disabled'), 'true');
  t.equal(button()?.getAttribute('data-state'), 'sold-out');
  await click(button());
  t.equal(calls.length, 0);
  t.equal(label(), 'Sold out');
});

t.test("'Added' with a checkmark after success, then restored", async (t) => {
  await page(listingHtml(product()));
  mockFetch(() => ({ body: { shoppingCart: cart([{ id: 'e1', itemId: 'item-1', quantity: 1, cents: 3800 }]) } }));
  await mount();
  await click(button());
  t.equal(label(), 'Adding…');
  await clock.advance(ADDED_LABEL_DELAY_MS);
  t.ok($('.sqs-add-to-cart-button-inner .vitrine-checkmark'), 'a checkmark');
  t.equal(label(), '✓ Added');
  await clock.advance(ADDED_RESET_MS);
  t.equal(label(), 'Add To Cart');
});
