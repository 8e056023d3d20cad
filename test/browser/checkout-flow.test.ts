// Checkout end to end in Chromium on the demo store: a physical item bought
// from its product page with shipping and tax (desktop, JavaScript, axe);
// a digital item and a service without JavaScript at phone width (a
// declined card first: the error shows and the cart stays); a subscription
// with the keyboard only; a gift card bought and then spent; a double click
// that places one order.
import t from 'tap';
import { islandsReady, startCartSite, WAIT_MS } from './cart-helpers.js';
import { addByApi, axeViolations, BILLING, CARD, DESKTOP, fillFields, NY, openPage, PHONE, tabTo, typeFields } from './checkout-helpers.js';

t.setTimeout(360_000);
const site = await startCartSite(t);
const ordersOf = async () => site.app.vitrine.commerce!.store.db.selectFrom('orders').selectAll().execute();
const PLACE = '.vitrine-checkout-place';

t.test('desktop with JavaScript: a mug from its product page, shipping and New York tax', async (t) => {
  const { page, errors } = await openPage(t, site, DESKTOP);
  await page.goto('/shop/stoneware-mug');
  await islandsReady(page);
  await page.selectOption('select[data-variant-option-name="Size"]', { index: 1 });
  await page.locator('.product-detail__add .sqs-add-to-cart-button').click();
  await page.locator('.cart-pill').waitFor({ state: 'visible', timeout: WAIT_MS });
  await page.goto('/cart');
  await islandsReady(page);
  await page.locator('.vitrine-cart-checkout').click();
  await page.waitForURL('**/checkout', { timeout: WAIT_MS });
  t.equal(await page.locator('h1').first().textContent(), 'Checkout');
  t.match(await page.locator('.vitrine-test-gateway').textContent(), '4242 4242 4242 4242', 'the test gateway is labelled with its cards');
  t.same(await axeViolations(page), [], 'no axe violation on the checkout page');
  // The shipping options depend on the country: with JavaScript they come in live once the address is in.
  await fillFields(page, NY);
  await page.locator('#checkout-shipping-standard').check({ timeout: WAIT_MS });
  await fillFields(page, CARD());
  await page.locator(PLACE).click();
  await page.waitForURL('**/checkout/order-confirmed?**', { timeout: WAIT_MS });
  t.equal(await page.locator('h1').first().textContent(), 'Thank you! Your order is confirmed.');
  // $24.00 + $8.00 shipping + 8 % NY tax on both ($2.56) = $34.56.
  t.equal(await page.locator('.vitrine-totals__subtotal').textContent(), '$24.00');
  t.equal(await page.locator('.vitrine-totals__shipping').textContent(), '$8.00');
  t.equal(await page.locator('.vitrine-totals__tax').textContent(), '$2.56');
  t.equal(await page.locator('.vitrine-totals__total').textContent(), '$34.56');
  t.same(await axeViolations(page), [], 'no axe violation on the confirmation page');
  await page.locator('.vitrine-order-status-link').click();
  await page.waitForURL('**/checkout/order-status?**', { timeout: WAIT_MS });
  t.equal(await page.locator('h1').first().textContent(), 'Order status');
  t.same(errors, []);
});

t.test('phone without JavaScript: a declined card keeps the cart; a digital item and a service, no shipping', async (t) => {
  const { context, page } = await openPage(t, site, PHONE, false);
  await addByApi(context, '6561f0c202f4210000000021', 'SQ1160');
  await addByApi(context, '6561f0c202f4250000000025', 'SQ1180');
  await page.goto('/checkout');
  t.equal(await page.locator('[name="shippingLine1"]').count(), 0, 'nothing ships: no shipping address');
  t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling at phone width');
  await fillFields(page, { ...BILLING, ...CARD('4000000000000002') });
  await page.locator(PLACE).click();
  await page.waitForURL('**/checkout', { timeout: WAIT_MS });
  t.match(await page.locator('.vitrine-checkout-error').textContent(), 'Your card was declined.');
  t.equal(await page.locator('.vitrine-checkout-line').count(), 2, 'the cart is kept');
  t.equal(await page.locator('[name="billingLine1"]').inputValue(), '1 Harbour Road', 'what was typed is kept');
  await fillFields(page, CARD());
  await page.locator(PLACE).click();
  await page.waitForURL('**/checkout/order-confirmed?**', { timeout: WAIT_MS });
  // $9.00 + $90.00 = $99.00, NY tax 8 % = $7.92.
  t.equal(await page.locator('.vitrine-totals__total').textContent(), '$106.92');
  t.equal(await page.locator('.vitrine-totals__shipping').count(), 0, 'no shipping line');
});

t.test('keyboard only: a subscription from its product page', async (t) => {
  const { page, errors } = await openPage(t, site, DESKTOP);
  await page.goto('/shop/flower-delivery');
  await islandsReady(page);
  t.ok(await tabTo(page, '.product-detail__add .sqs-add-to-cart-button'), 'Tab reaches Subscribe');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/checkout/subscription?cartToken=*', { timeout: WAIT_MS });
  t.match(await page.locator('.vitrine-checkout-plan__caption').textContent(), 'every month for 6 months', "the plan's caption");
  // A select is chosen by typing its option's text: 'US' typed would land on 'U.S. Outlying Islands', which no option ships to (issue 36).
  await typeFields(page, { ...NY, shippingCountry: 'United States', ...CARD() });
  t.ok(await tabTo(page, PLACE), 'Tab reaches the Subscribe button');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/checkout/subscription-confirmed?**', { timeout: WAIT_MS });
  t.equal(await page.locator('h1').first().textContent(), 'Thank you! Your subscription is confirmed.');
  t.match(await page.locator('.vitrine-order-subscription').textContent(), 'Next billing date');
  t.same(errors, []);
});

t.test('phone with JavaScript: a gift card bought, then spent on an order', async (t) => {
  const { page, errors } = await openPage(t, site, PHONE);
  await page.goto('/checkout/gift-card?itemId=6561f0c202f4350000000035&sku=SQ1262');
  await page.waitForURL('**/checkout/gift-card?cartToken=*', { timeout: WAIT_MS });
  t.same(await axeViolations(page), [], 'no axe violation at phone width');
  await fillFields(page, { ...BILLING, recipientEmail: 'linus@example.com', message: 'For the kiln', ...CARD() });
  await page.locator(PLACE).click();
  await page.waitForURL('**/checkout/order-confirmed?**', { timeout: WAIT_MS });
  const code = (await page.locator('.vitrine-gift-card-code').textContent()) ?? '';
  t.match(code, /^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/, 'the code is shown');

  const { context: buyerContext, page: buyer } = await openPage(t, site, DESKTOP);
  await addByApi(buyerContext, '6561f0c202f4300000000003', 'SQ1010', 2);
  await buyer.goto('/checkout');
  await fillFields(buyer, { ...NY, giftCardCode: code });
  await buyer.locator('.vitrine-checkout-payment .vitrine-checkout-secondary').click();
  await buyer.waitForURL('**/checkout', { timeout: WAIT_MS });
  t.equal(await buyer.locator('.vitrine-totals__gift-card').textContent(), '−$60.48', 'the card pays all of $48 + $8 + 8 %');
  t.equal(await buyer.locator('[name="cardNumber"]').count(), 0, 'no card asked for');
  await buyer.locator(PLACE).click();
  await buyer.waitForURL('**/checkout/order-confirmed?**', { timeout: WAIT_MS });
  t.equal(await buyer.locator('.vitrine-totals__total').textContent(), '$60.48');
  t.same(errors, []);
});

t.test('a double click on place order makes one order', async (t) => {
  const { context, page, errors } = await openPage(t, site, DESKTOP);
  await addByApi(context, '6561f0c202f4170000000017', 'SQ1110');
  await page.goto('/checkout');
  await islandsReady(page);
  await fillFields(page, { ...NY, ...CARD() });
  const before = (await ordersOf()).length;
  await page.locator(PLACE).dblclick();
  await page.waitForURL('**/checkout/order-confirmed?**', { timeout: WAIT_MS });
  t.equal((await ordersOf()).length, before + 1, 'one order');
  t.same(errors, []);
});
