// The cart end to end in Chromium on the demo store: choose the options of
// a product (the missing-option message first), add, see the pill and the
// popover, open /cart (entries and subtotal rendered by the server, then the
// island), change the quantity, remove; and an add from the listing.
import t from 'tap';
import { cardReady, islandsReady, startCartSite, textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';

t.setTimeout(240_000);
const site = await startCartSite(t);

const ADD = '.product-detail__add .sqs-add-to-cart-button';

t.test('choose the options, add, the pill and the popover, then the cart page: quantity and remove', async (t) => {
  const { page, errors } = await site.newPage(t);
  await page.goto('/shop/nesting-bowls');
  await islandsReady(page);
  t.equal(await page.locator('.cart-pill').isVisible(), false, 'no pill with an empty cart');
  const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb');
  t.ok(crumb, 'the page came with the crumb cookie');

  // Adding without choosing: the missing options are named, and nothing is added.
  await page.locator(ADD).click();
  t.equal(await textOnceIncludes(page, '.variant-message', 'Please select the Glaze and Size options.'), 'Please select the Glaze and Size options.');
  t.match(await textOnceIncludes(page, '.vitrine-alert', 'Unable to Add Item'), /Unable to Add Item.*Please select the Glaze and Size options\./);
  await page.locator('.vitrine-alert__ok').click();
  await page.selectOption('select[data-variant-option-name="Glaze"]', 'Chalk');
  t.equal(await until(() => page.locator('.variant-message').count(), (n) => n === 1), 1, 'one option still missing');
  t.equal(await textOnceIncludes(page, '.variant-message', 'Please select the Size option.'), 'Please select the Size option.');
  await page.selectOption('select[data-variant-option-name="Size"]', 'Large');
  t.equal(await until(() => page.locator('.variant-message').count(), (n) => n === 0), 0, 'the message goes once every option is chosen');
  await until(() => page.locator(ADD).getAttribute('data-state'), (s) => s === 'idle');

  await page.locator('.product-detail__quantity input').fill('2');
  await page.locator(ADD).click();
  t.equal(await textOnceIncludes(page, ADD, 'Added!'), 'Added!', "the button says 'Added!'");
  t.match(await textOnceIncludes(page, '.vitrine-added-popover', 'Added to cart'), /^Added to cartNesting Bowls/, 'the popover names the item');
  t.equal(await page.locator('.vitrine-added-popover__variant').textContent(), 'Glaze: Chalk, Size: Large', 'its variant');
  t.equal(await page.locator('.vitrine-added-popover__quantity').textContent(), '2', 'the units added');
  t.equal(await page.locator('.vitrine-added-popover__price').textContent(), '$64.00', 'their price');
  t.equal(await page.locator('.vitrine-added-popover__subtotal-amount').textContent(), '$64.00', 'the cart subtotal');
  t.equal(await page.locator('.vitrine-added-popover__checkout').getAttribute('href'), '/checkout', 'and the checkout');
  await page.locator('.cart-pill').waitFor({ state: 'visible', timeout: WAIT_MS });
  t.equal(await page.locator('.cart-pill__count').textContent(), '2');
  t.equal(await page.locator('.cart-pill__unit').textContent(), 'items');
  t.equal(await page.locator('.cart-pill__subtotal').textContent(), '$64.00');
  t.equal(await page.locator('.cart-pill__spoken').textContent(), '2 items in cart');
  t.equal(await page.locator('.cart-pill').getAttribute('href'), '/cart');
  t.equal(await textOnceIncludes(page, ADD, 'Add To Cart', 4000), 'Add To Cart', 'idle again after the added state');

  // Another page: the server renders the pill from the cart (count before any script runs).
  const other = await page.request.get('/shop/stoneware-mug');
  t.match(await other.text(), /<span class="cart-pill__count">2<\/span>/, 'the server-rendered pill has the count');

  // The popover's link to the cart page; the server already renders the entry and the subtotal.
  const cartHtml = await (await page.request.get('/cart')).text();
  t.match(cartHtml, /<a class="vitrine-cart-entry__media" href="\/shop\/nesting-bowls" tabindex="-1" aria-hidden="true"><img class="vitrine-cart-entry__image" src="[^"]+" alt="" width="72" height="72"><\/a><span class="vitrine-cart-entry__title"><a href="\/shop\/nesting-bowls">Nesting Bowls<\/a><\/span><span class="vitrine-cart-entry__variant">Glaze: Chalk, Size: Large<\/span><form class="vitrine-cart-entry__quantity-form" method="post"[^>]*>[\s\S]*?required value="2"[\s\S]*?<\/form>\s*<form class="vitrine-cart-entry__remove-form"[\s\S]*?<\/form><span class="vitrine-cart-entry__price">\$64\.00<\/span>/);
  t.match(cartHtml, /<span class="vitrine-cart-subtotal__amount">\$64\.00<\/span>/);
  await page.goto('/shop/nesting-bowls');
  await islandsReady(page);
  await page.selectOption('select[data-variant-option-name="Glaze"]', 'Charcoal');
  await page.selectOption('select[data-variant-option-name="Size"]', 'Large');
  await page.locator(ADD).click();
  await page.locator('.vitrine-added-popover__link').click();
  await page.waitForURL('**/cart', { timeout: WAIT_MS });
  await islandsReady(page);
  const rows = page.locator('li.vitrine-cart-entry');
  t.equal(await until(() => rows.count(), (n) => n === 2), 2, 'two entries');
  t.equal(await page.locator('.vitrine-cart-subtotal__amount').textContent(), '$96.00');
  t.equal(await page.locator('.cart-pill').isVisible(), false, 'no pill on the cart page');

  // Quantity: the first entry to 3 (sent on Enter).
  const first = rows.filter({ hasText: 'Glaze: Chalk, Size: Large' });
  await first.locator('input.vitrine-cart-entry__quantity').fill('3');
  await first.locator('input.vitrine-cart-entry__quantity').press('Enter');
  t.equal(await textOnceIncludes(page, '.vitrine-cart-subtotal__amount', '$128.00'), '$128.00', 'the subtotal follows the quantity');
  t.equal(await first.locator('.vitrine-cart-entry__price').textContent(), '$96.00');

  // Remove both: the empty text, and the server agrees after a reload.
  await first.locator('.vitrine-cart-entry__remove').click();
  t.equal(await until(() => rows.count(), (n) => n === 1), 1, 'one entry left');
  t.equal(await textOnceIncludes(page, '.vitrine-cart-subtotal__amount', '$32.00'), '$32.00');
  await rows.first().locator('.vitrine-cart-entry__remove').click();
  t.equal(await textOnceIncludes(page, '.vitrine-cart', 'You have nothing in your shopping cart.'), 'You have nothing in your shopping cart.');
  await page.reload();
  t.match(await page.locator('.vitrine-cart').textContent(), /You have nothing in your shopping cart\./);
  t.same(errors, [], 'no uncaught error');
});

t.test('an add from the listing', async (t) => {
  const { page, errors } = await site.newPage(t);
  await page.goto('/shop');
  await islandsReady(page);
  const card = page.locator('.product-card', { has: page.locator('a[href="/shop/beeswax-candles"]') });
  await cardReady(card);
  const button = card.locator('.sqs-add-to-cart-button');
  await button.click();
  t.match(await textOnceIncludes(page, '.product-card .sqs-add-to-cart-button.added', 'Added'), /✓\s*Added/, "'✓ Added' on the card");
  await page.locator('.cart-pill').waitFor({ state: 'visible', timeout: WAIT_MS });
  t.equal(await page.locator('.cart-pill__count').textContent(), '1');
  t.equal(await page.locator('.cart-pill__unit').textContent(), 'item');

  // A card of a product with options has its button too (issue 17): 'Select Option', disabled, and Quick View beside it.
  const apron = page.locator('.product-card', { has: page.locator('a[href="/shop/linen-apron"]') });
  await cardReady(apron);
  await apron.locator('.sqs-add-to-cart-button').click();
  t.equal(await textOnceIncludes(page, '.product-card:has(a[href="/shop/linen-apron"]) .sqs-add-to-cart-button', 'Select Option'), 'Select Option');
  t.equal(await apron.locator('.sqs-add-to-cart-button').getAttribute('aria-disabled'), 'true');
  t.equal(await apron.locator('button.product-card__quick-view').count(), 1);
  // A second add of the same product adds to its entry.
  t.equal(await until(() => button.getAttribute('data-state'), (s) => s === 'idle', 5000), 'idle', 'idle again');
  await button.click();
  t.equal(await textOnceIncludes(page, '.cart-pill__count', '2'), '2');
  const cart = (await (await page.request.get('/api/commerce/shopping-cart')).json()) as { entries: { title: string; quantity: number }[] };
  t.same(cart.entries.map((e) => [e.title, e.quantity]), [['Beeswax Taper Candles', 2]]);
  t.same(errors, [], 'no uncaught error');
});
