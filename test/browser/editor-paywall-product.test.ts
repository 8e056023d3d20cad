// A paywall product from the product form in Chromium at 1440 px (issue 38,
// item 7): the owner picks Paywall, chooses the page it unlocks from the
// list (keyboard), no subscription is offered (SPEC section 5), axe finds
// nothing; saving without a page shows the catalogue's message, and once
// saved the page is the paywall's offer for a shopper, without a restart.
import t from 'tap';
import type { Browser } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { textOnceIncludes, WAIT_MS } from './cart-helpers.js';
import { startOwnerSite } from './owner-helpers.js';
import { ownerAtNewProduct } from './admin-helpers.js';
import { axeViolations } from './axe.js';

t.setTimeout(300_000);

const { base } = await startOwnerSite(t, 'editor-paywall-product');
const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

t.test('a paywall product and the page it unlocks, from the product form', async (t) => {
  const { page, errors, form } = await ownerAtNewProduct(t, browser, base);

  await form.getByLabel('Product title', { exact: true }).fill('Shipping Insider');
  await form.getByLabel('Product type').selectOption({ label: 'Paywall' });
  const pages = form.getByRole('group', { name: 'Pages this product unlocks' });
  await pages.waitFor({ timeout: WAIT_MS });
  t.match(await pages.textContent(), 'The price is paid once.', 'says the price is paid once');
  t.equal(await form.getByLabel('Sell as a subscription').count(), 0, 'no subscription for a paywall (SPEC section 5)');
  t.equal(await form.getByLabel('Variant 1: Stock', { exact: true }).count(), 0, 'no stock to count');
  await form.getByLabel('Variant 1: SKU').fill('SHIP-INSIDER');
  await form.getByLabel('Variant 1: Price').fill('5');
  t.same(await axeViolations(page), [], 'axe: the paywall product form');

  // Without a page: the catalogue's message.
  await form.getByRole('button', { name: 'Add product' }).click();
  await form.getByRole('alert').filter({ hasText: 'Choose at least one page this product unlocks.' }).waitFor({ timeout: WAIT_MS });

  // The page, chosen with the keyboard.
  const shipping = pages.getByRole('checkbox', { name: /Shipping/ });
  await shipping.focus();
  await page.keyboard.press('Space');
  t.ok(await shipping.isChecked(), 'chosen with the keyboard');
  await form.getByRole('button', { name: 'Add product' }).click();
  await textOnceIncludes(page, '#product-status', 'Product added');
  t.same(await axeViolations(page), [], 'axe: after saving');

  const shopper = await (await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 1000 } })).newPage();
  t.teardown(() => shopper.context().close());
  const response = await shopper.goto('/shipping');
  t.equal(response?.status(), 403, 'the page is paywalled now');
  t.match(await shopper.locator('form.vitrine-paywall-offer').first().textContent(), 'Shipping Insider', 'its offer sells the new product');
  t.same(errors, [], 'no page errors');
});
