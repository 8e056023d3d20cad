// The digital product composer preview (page type 210) in Chromium (issue 42):
// from the product form, the owner makes a digital product with a delivery note
// and follows "Preview as a shopper" before saving anything; the composer shows the
// draft as the product page, the order page's download with the note and the mail;
// the owner changes the name and the price with the keyboard only and sees them on
// the product page. In English and French at 1440 and 390 px, axe-core finds
// nothing and nothing scrolls sideways; a shopper gets "not found".
import t from 'tap';
import type { Browser, Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { WAIT_MS } from './cart-helpers.js';
import { startOwnerSite } from './owner-helpers.js';
import { ownerAt, ownerAtNewProduct } from './admin-helpers.js';
import { axeViolations } from './axe.js';

t.setTimeout(600_000);
const { base } = await startOwnerSite(t, 'composer-preview');
const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());
const RECIPES = '6561f0c202f4210000000021';

const pageType = (page: Page) => page.evaluate(() => (window as unknown as { Static: { SQUARESPACE_CONTEXT: { pageType: number } } }).Static.SQUARESPACE_CONTEXT.pageType);
/** The mail frame's document once loaded (a sandboxed frame: read through the frame, not scripts in it). */
async function mailText(page: Page): Promise<string> {
  const frame = page.frameLocator('iframe.vitrine-special__mail-frame');
  await frame.locator('body').waitFor({ timeout: WAIT_MS });
  return (await frame.locator('body').textContent()) ?? '';
}

t.test('from the product form to the preview, then composing with the keyboard', async (t) => {
  const { page, errors, form } = await ownerAtNewProduct(t, browser, base);
  await form.getByLabel('Product title', { exact: true }).fill('Glaze Notebook');
  await form.getByLabel('Product type').selectOption({ label: 'Digital' });
  await form.getByLabel('Variant 1: SKU').fill('GLAZE-NB');
  await form.getByLabel('Variant 1: Price').fill('7.50');
  await form.getByLabel('Delivery text for buyers').fill('Print the pages you need.');
  const link = form.getByRole('link', { name: 'Preview as a shopper' });
  t.equal(await link.getAttribute('target'), '_blank', 'opens in a new tab, the form stays');
  t.same(await axeViolations(page), [], 'axe: the form with its preview link');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  t.equal(await pageType(tab), 210, 'page type 210');
  const product = tab.locator('.vitrine-composer__page');
  t.match(await product.textContent(), /Glaze Notebook[\s\S]*\$7\.50/, 'the product page shows the unsaved draft');
  t.match(await tab.locator('.vitrine-order-download-note').textContent(), 'Print the pages you need.', 'the delivery note under the download');
  t.match(await mailText(tab), /Glaze Notebook[\s\S]*Print the pages you need\./, 'the confirmation mail with the note');

  // Keyboard only: the name field, a new name, the price, then Enter submits the plain form.
  await tab.locator('#composer-name').focus();
  await tab.keyboard.press('Control+A');
  await tab.keyboard.type('Glaze Notebook II');
  await tab.keyboard.press('Tab');
  t.equal(await tab.evaluate(() => document.activeElement?.id), 'composer-description', 'Tab goes to the description');
  await tab.keyboard.press('Tab');
  t.equal(await tab.evaluate(() => document.activeElement?.id), 'composer-price', 'then the price');
  await tab.keyboard.press('Control+A');
  await tab.keyboard.type('8');
  await Promise.all([tab.waitForURL(/name=Glaze\+Notebook\+II/, { timeout: WAIT_MS }), tab.keyboard.press('Enter')]);
  t.match(await tab.locator('.vitrine-composer__page').textContent(), /Glaze Notebook II[\s\S]*\$8\.00/, 'the product page follows the draft');
  t.same(await axeViolations(tab), [], 'axe: the composer');
  t.same(errors, [], 'no page errors');
});

for (const [width, height] of [[1440, 900], [390, 844]] as const) {
  t.test(`the composer in English and French at ${width} px; shoppers get not found`, async (t) => {
    const { page, errors } = await ownerAt(t, browser, base, width, height);
    for (const [prefix, title, mail] of [['', 'Preview of a digital product', 'Printable Recipe Cards'], ['/fr', 'Aperçu d’un produit numérique', 'Fiches recettes à imprimer']] as const) {
      const url = `${prefix}/digital-product-preview?item=${RECIPES}`;
      const res = await page.goto(url);
      t.equal(res?.status(), 200, `${url}: the owner's`);
      t.equal(await pageType(page), 210);
      t.equal(await page.locator('h1').first().textContent(), title, 'the page in its language');
      t.match(await mailText(page), mail, 'the mail frame shows the mail in its language');
      t.same(await axeViolations(page), [], `axe: ${url}`);
      t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${url}: no sideways scroll`);
    }
    const shopper = await (await browser.newContext({ baseURL: base, viewport: { width, height } })).newPage();
    t.teardown(() => shopper.context().close());
    t.equal((await shopper.goto(`/digital-product-preview?item=${RECIPES}`))?.status(), 404, 'not found for a shopper');
    t.same(errors, [], 'no page errors');
  });
}
