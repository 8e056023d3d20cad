// The product form's types and languages in Chromium at 1440 px, as an
// owner fills it: a digital product with its download file and a French
// title (the French store shows it in French), and a physical product sold
// as a monthly subscription (its page offers Subscribe). axe finds nothing
// on the form.
import t from 'tap';
import type { Browser } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { textOnceIncludes, WAIT_MS } from './cart-helpers.js';
import { startOwnerSite } from './owner-helpers.js';
import { ownerAtNewProduct } from './admin-helpers.js';
import { axeViolations } from './axe.js';

t.setTimeout(300_000);

const { base } = await startOwnerSite(t, 'editor-product-types');
const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

t.test('a digital product in two languages and a subscription, from the product form', async (t) => {
  const { page, errors, form } = await ownerAtNewProduct(t, browser, base);

  // Digital, with its file and a French title.
  t.equal(await form.getByLabel('Variant 1: Stock', { exact: true }).count(), 1, 'a physical product counts its stock');
  await form.getByLabel('Product title', { exact: true }).fill('Glaze Notes');
  await form.getByLabel('Product type').selectOption({ label: 'Digital' });
  await form.getByLabel('File to download after paying').setInputFiles({ name: 'glaze-notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 notes') });
  t.equal(await form.getByLabel('Variant 1: Stock', { exact: true }).count(), 0, 'a digital product has no stock to count');
  t.match(await form.locator('.vitrine-editor-product-translation').first().textContent(), 'Not translated: shows the English text.', 'the French title says it is not translated');
  await form.getByLabel('Product title (Français)').fill('Notes d’émail');
  await form.getByLabel('Variant 1: SKU').fill('NOTES-1');
  await form.getByLabel('Variant 1: Price').fill('9');
  t.same(await axeViolations(page), [], 'axe: the product form');
  await form.getByRole('button', { name: 'Add product' }).click();
  t.match(await textOnceIncludes(page, '#product-status', 'File saved: glaze-notes.pdf'), 'Product added', 'added, and its file saved');

  const shopper = await (await browser.newContext({ baseURL: base })).newPage();
  t.teardown(() => shopper.context().close());
  t.equal((await shopper.goto('/fr/boutique/glaze-notes'))?.status(), 200, 'in the French store');
  t.match(await shopper.locator('h1').first().textContent(), 'Notes d’émail', 'with its French title');
  t.equal((await shopper.goto('/shop/glaze-notes'))?.status(), 200);
  t.match(await shopper.locator('h1').first().textContent(), 'Glaze Notes');

  // A physical product sold every month.
  await form.getByLabel('Product title', { exact: true }).fill('Clay Club');
  await form.getByLabel('Product type').selectOption({ label: 'Physical' });
  await form.getByLabel('Sell as a subscription').check();
  await form.getByLabel('Bill every').fill('1');
  await form.getByLabel('Billing period').selectOption({ label: 'months' });
  await form.getByLabel('Variant 1: SKU').fill('CLUB-1');
  await form.getByLabel('Variant 1: Price').fill('30');
  await form.getByLabel('Variant 1: Stock', { exact: true }).fill('10');
  await form.getByRole('button', { name: 'Add product' }).click();
  await textOnceIncludes(page, '#product-status', 'Product added');
  await shopper.goto('/shop/clay-club');
  const main = await shopper.locator('main').textContent();
  t.match(main, '$30.00 every month', 'its price every month');
  t.match(main, 'Subscribe', 'its page offers Subscribe');
  t.same(errors, [], 'no page errors');
});
