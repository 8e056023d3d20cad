// The cart's refusals in Chromium on the demo store, as the shopper sees
// them: a sold-out product and variant, the last units taken by another
// cart, an expired crumb, and the rate limit (a server of its own with a
// tiny limit).
import t from 'tap';
import { cardReady, islandsReady, startCartSite, textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';

t.setTimeout(240_000);
const site = await startCartSite(t);

const ADD = '.product-detail__add .sqs-add-to-cart-button';
const STOCK_TEXT = 'Sorry, we do not have enough of that item available.';
const CRUMB_TEXT = 'Your session has expired. Please reload the page and try again.';
const RATE_TEXT = 'Please try again in a few seconds.';

t.test('a sold-out product: the mark and the restock form, no add button; a sold-out variant is refused', async (t) => {
  const { page, errors } = await site.newPage(t);
  await page.goto('/shop/ceramic-vase');
  await islandsReady(page);
  t.equal((await page.locator('.product-detail__marks .product-mark.sold-out').textContent())?.trim(), 'sold out');
  t.equal(await page.locator('.product-detail .sqs-add-to-cart-button').count(), 0, 'nothing to add');
  t.equal(await page.locator('.product-restock-form input[name="email"]').count(), 1, 'the restock sign-up instead');
  // The server agrees: an add by hand is refused.
  const forced = await page.request.post('/api/commerce/shopping-cart/entries', {
    headers: { 'X-CSRF-Token': (await page.context().cookies()).find((c) => c.name === 'crumb')!.value },
    data: { itemId: ((await (await page.request.get('/shop/ceramic-vase?format=json')).json()) as { item: { id: string } }).item.id, sku: null, quantity: 1, additionalFields: null },
  });
  t.equal(forced.status(), 409);
  t.match(await forced.json(), { message: STOCK_TEXT });

  await page.goto('/shop');
  await islandsReady(page);
  const card = page.locator('.product-card', { has: page.locator('a[href="/shop/ceramic-vase"]') });
  await cardReady(card);
  t.equal((await card.locator('.product-mark.sold-out').textContent())?.trim(), 'sold out', 'the card is marked');
  // Issue 17: the card keeps its button, reading 'Sold out' and disabled (SPEC section 4).
  t.equal(await card.locator('.sqs-add-to-cart-button').textContent(), 'Sold out');
  t.equal(await card.locator('.sqs-add-to-cart-button').getAttribute('aria-disabled'), 'true');

  // A sold-out variant of a product that has others in stock.
  await page.goto('/shop/linen-apron');
  await islandsReady(page);
  await page.selectOption('select[data-variant-option-name="Color"]', 'Rust');
  // Issue 17: the button says so and refuses the press.
  t.equal(await textOnceIncludes(page, ADD, 'Sold out'), 'Sold out');
  t.equal(await page.locator(ADD).getAttribute('aria-disabled'), 'true');
  await page.locator(ADD).click({ force: true });
  t.equal(await page.locator('.vitrine-alert').count(), 0, 'no add attempted');
  t.equal(await page.locator('.cart-pill').isVisible(), false, 'nothing was added');
  t.same(errors, [], 'no uncaught error');
});

t.test('the last units taken by another cart while the page is open', async (t) => {
  const mine = await site.newPage(t);
  await mine.page.goto('/shop/brass-candle-holder');
  await islandsReady(mine.page);

  // Another shopper (their own cookies) takes all three.
  const other = await site.newPage(t);
  await other.page.goto('/shop/brass-candle-holder');
  await islandsReady(other.page);
  await other.page.locator('.product-detail__quantity input').fill('3');
  await other.page.locator(ADD).click();
  t.equal(await textOnceIncludes(other.page, ADD, 'Added!'), 'Added!');
  t.equal(await textOnceIncludes(other.page, '.cart-pill__count', '3'), '3');

  // My page still shows the product in stock; the server refuses the add.
  await mine.page.locator(ADD).click();
  t.equal(await textOnceIncludes(mine.page, '.vitrine-alert__message', STOCK_TEXT), STOCK_TEXT);
  t.equal(await mine.page.locator('.vitrine-alert__title').textContent(), 'Unable to Add Item');
  t.equal(await until(() => mine.page.locator(ADD).getAttribute('data-state'), (s) => s === 'idle', 3000), 'idle');
  t.equal(await mine.page.locator('.cart-pill').isVisible(), false, 'my cart stays empty');

  // One unit given back by the other cart: my add goes through.
  const cart = (await (await other.page.request.get('/api/commerce/shopping-cart')).json()) as { entries: { id: string }[] };
  const crumb = (await other.context.cookies()).find((c) => c.name === 'crumb')!.value;
  const put = await other.page.request.put(`/api/commerce/shopping-cart/entries/${cart.entries[0]!.id}`, { headers: { 'X-CSRF-Token': crumb }, data: { quantity: 2 } });
  t.equal(put.status(), 200);
  await mine.page.locator('.vitrine-alert__ok').click();
  await mine.page.locator(ADD).click();
  t.equal(await textOnceIncludes(mine.page, ADD, 'Added!'), 'Added!');
  t.same([...mine.errors, ...other.errors], [], 'no uncaught error');
});

t.test('an expired crumb: the session message, and a reload mends it', async (t) => {
  const { context, page, errors } = await site.newPage(t);
  await page.goto('/shop/olive-wood-spoon');
  await islandsReady(page);
  // The crumb the server gave no longer holds (a value it never issued).
  await context.addCookies([{ name: 'crumb', value: 'expired', url: site.base }]);
  await page.locator(ADD).click();
  t.equal(await textOnceIncludes(page, '.vitrine-alert__message', CRUMB_TEXT), CRUMB_TEXT);
  t.equal(await until(() => page.locator(ADD).getAttribute('data-state'), (s) => s === 'idle', 3000), 'idle');
  t.equal(await page.locator('.cart-pill').isVisible(), false, 'nothing was added');
  await page.reload();
  await islandsReady(page);
  await page.locator(ADD).click();
  t.equal(await textOnceIncludes(page, ADD, 'Added!'), 'Added!', 'after a reload the add goes through');
  t.same(errors, [], 'no uncaught error');
});

t.test('the rate limit: too many cart requests', async (t) => {
  const limited = await startCartSite(t, { rateLimitMax: 1, rateLimitWindowMs: 60_000 });
  const { page, errors } = await limited.newPage(t);
  await page.goto('/shop/olive-wood-spoon');
  await islandsReady(page);
  // The one request of the window, from the same address.
  t.equal((await page.request.get('/api/commerce/shopping-cart')).status(), 200);
  await page.locator(ADD).click();
  t.equal(await textOnceIncludes(page, '.vitrine-alert__message', RATE_TEXT), RATE_TEXT);
  t.equal(await page.locator('.vitrine-alert__title').textContent(), 'Unable to Add Item');
  t.equal(await until(() => page.locator(ADD).getAttribute('data-state'), (s) => s === 'idle', WAIT_MS), 'idle');
  t.equal(await page.locator('.cart-pill').isVisible(), false, 'nothing was added');
  t.same(errors, [], 'no uncaught error');
});
