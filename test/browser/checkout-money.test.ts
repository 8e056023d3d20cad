// Issue 36 in Chromium with JavaScript (checkout-money-nojs.test.ts has the
// journeys without): a gift card bought from its product page (the Add To
// Cart button) and spent on a New York order whose state is typed in full;
// a Puerto Rico address ships with its own rate; at 1280 and 390 px, in
// English and French, axe-core clean of any impact. Then the card fields'
// errors as the shopper types, and the billing fields hidden.
import t from 'tap';
import { islandsReady, startCartSite } from './cart-helpers.js';
import { addByApi, DESKTOP, openPage } from './checkout-helpers.js';
import { axeAll, JOURNEYS, moneyJourney, PLACE, text } from './checkout-money-journey.js';

t.setTimeout(600_000);
const site = await startCartSite(t);
const MUG = { itemId: '6561f0c202f4300000000003', sku: 'SQ1010' };

for (const j of JOURNEYS.filter((x) => x.js)) {
  t.test(`${j.name}: a gift card from its product page, spent on a New York order typed in full; Puerto Rico ships`, (t) => moneyJourney(t, site, j));
}

t.test('desktop with JavaScript: card errors show as the field is left and clear as it becomes valid; billing hides', async (t) => {
  const { context, page, errors } = await openPage(t, site, DESKTOP);
  await addByApi(context, MUG.itemId, MUG.sku);
  await page.goto('/checkout');
  await islandsReady(page);
  t.ok(await page.locator('.vitrine-checkout-billing-fields').isHidden(), 'billing fields hidden while same as shipping');
  await page.locator('#checkout-billingSame').uncheck();
  t.ok(await page.locator('.vitrine-checkout-billing-fields').isVisible(), 'shown once unticked');
  await page.locator('#checkout-billingSame').check();
  await page.locator('[name="cardExpiry"]').fill('01/20');
  await page.locator('[name="cardCvc"]').focus();
  t.equal(await text(page, '#checkout-cardExpiry-error'), 'This card has expired.');
  await page.locator('[name="cardExpiry"]').fill('12/40');
  t.equal(await page.locator('#checkout-cardExpiry-error').count(), 0, 'cleared as it became valid');
  await page.locator('[name="cardNumber"]').fill('4242424242424241');
  await page.locator(PLACE).click();
  t.equal(await text(page, '#checkout-cardNumber-error'), 'This card number is not valid: check its digits.');
  t.ok(page.url().endsWith('/checkout'), 'nothing was sent');
  t.same(await axeAll(page), [], 'axe clean with the errors shown');
  t.same(errors, []);
});
