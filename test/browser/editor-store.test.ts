// The editor's store and navigation panels in Chromium on the demo store:
// an owner signs in at /config, sets up a store, adds a product with an
// image, a price and stock, changes its price, and edits the main
// navigation to link the store; a shopper's browser shows each change at
// once: the product page and its new price, the store in the navigation,
// and the product added to the cart.
import t, { type Test } from 'tap';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { axeViolations } from './account-helpers.js';
import { islandsReady, textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';
import { SITE_OWNER, editorPage, startOwnerSite } from './owner-helpers.js';

t.setTimeout(300_000);
/** The first editor page builds the editor's bundle (esbuild, Puck and React): longer than a page on a busy machine. */
const BUNDLE_WAIT_MS = 120_000;
const ADD = '.product-detail__add .sqs-add-to-cart-button';

const { app, base } = await startOwnerSite(t, 'editor-store');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

const newPage = (t: Test) => editorPage(t, browser, base);

async function signInAsOwner(t: Test): Promise<{ page: Page; errors: string[] }> {
  const { page: setup } = await newPage(t);
  await setup.goto('/');
  const crumb = (await setup.context().cookies()).find((c) => c.name === 'crumb')!.value;
  const made = await setup.request.post('/api/site-users/account', { data: SITE_OWNER, headers: { 'x-csrf-token': crumb } });
  if (made.status() !== 201 && made.status() !== 409) throw new Error(`owner sign-up failed: ${await made.text()}`);
  const { page, errors } = await newPage(t);
  await page.goto('/config');
  await page.getByLabel('Email').fill(SITE_OWNER.email);
  await page.getByLabel('Password').fill(SITE_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor({ timeout: BUNDLE_WAIT_MS });
  return { page, errors };
}

const mainNavLinks = (page: Page) => page.locator('#main-nav a').allTextContents().then((ls) => ls.map((l) => l.trim()).filter((l) => l !== ''));

t.test('an owner sets up a store with a product and links it in the navigation; the shopper sees each change and buys', async (t) => {
  const { page, errors } = await signInAsOwner(t);
  const { page: shopper, errors: shopperErrors } = await newPage(t);

  // The store and its product.
  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await page.getByRole('heading', { name: 'Store', exact: true }).waitFor({ timeout: WAIT_MS });
  await page.getByLabel('Store title').fill('Seconds Shop');
  await page.getByRole('button', { name: 'Set up store' }).click();
  await page.getByRole('heading', { name: 'Products: Seconds Shop' }).waitFor({ timeout: WAIT_MS });
  // Waited for: the products load after the heading shows.
  await page.getByText('No products yet.').waitFor({ timeout: WAIT_MS });
  t.same(await axeViolations(page, 'main section'), [], 'the store panel passes axe');

  await page.getByLabel('Product title').fill('Ash Glaze Mug');
  await page.getByLabel('Description').fill('Thrown by hand in the studio.');
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a5a3c' } }).jpeg().toBuffer();
  await page.getByLabel('Variant 1: Price').fill('24,5x');
  t.equal(await textOnceIncludes(page, '.vitrine-editor-product-form [role="alert"]', 'Enter a price'), 'Enter a price such as 24 or 24.50.', 'a price that is not one is named while typing');
  await page.getByLabel('Variant 1: Price').fill('24.50');
  await page.getByLabel('Variant 1: Stock').fill('5');
  // The server's refusals, shown as sent: a file that is no image (when it is chosen: the image uploads at once), then a SKU a demo product has.
  const formAlert = '.vitrine-editor-product-form > [role="alert"]';
  const upload = '.vitrine-editor-product-form .vitrine-editor-upload';
  await page.getByLabel('Image').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  t.equal(await textOnceIncludes(page, `${upload} [role="alert"]`, 'logo.svg'), 'The file logo.svg does not appear to be a supported image file.');
  await page.getByLabel('Variant 1: SKU').fill('SQ1000');
  await page.getByLabel('Image').setInputFiles({ name: 'mug.jpg', mimeType: 'image/jpeg', buffer: photo });
  // Taken once its processing job is done (test/browser/editor-product-upload-job.test.ts follows one that is held, fails or is cancelled).
  t.equal(await textOnceIncludes(page, `${upload} [role="status"]`, 'Uploaded'), 'Uploaded mug.jpg');
  await page.getByRole('button', { name: 'Add product' }).click();
  t.equal(await textOnceIncludes(page, formAlert, 'SKU'), 'Another variant already uses the SKU SQ1000.');
  await page.getByLabel('Variant 1: SKU').fill('ASH-1');
  await page.getByRole('button', { name: 'Add product' }).click();
  t.equal(await textOnceIncludes(page, '#product-status', 'Product added'), 'Product added');
  const listed = page.locator('.vitrine-editor-products li');
  t.match(await listed.textContent(), /Ash Glaze Mug.*ASH-1 · 24\.50 · 5 in stock/, 'the product is listed with its variant, price and stock');
  const productUrl = await listed.locator('a').getAttribute('href');
  t.equal(productUrl, '/seconds-shop/ash-glaze-mug');

  // The shopper sees the product page at once, with its image.
  t.equal((await shopper.goto(productUrl!))?.status(), 200);
  t.equal((await shopper.locator('h1').first().textContent())?.trim(), 'Ash Glaze Mug');
  t.match(await shopper.content(), /\/uploads\/[0-9a-f]{24}\.jpg/, 'with the uploaded image');
  t.notOk((await mainNavLinks(shopper)).includes('Seconds Shop'), 'not in the navigation yet');
  t.match(await shopper.locator('.product-detail').first().textContent(), '$24.50');

  // A new price, from the product's edit form.
  await page.getByRole('button', { name: 'Edit Ash Glaze Mug' }).click();
  await page.getByRole('heading', { name: 'Edit product: Ash Glaze Mug' }).waitFor({ timeout: WAIT_MS });
  t.equal(await page.getByLabel('Variant 1: Price').inputValue(), '24.50', 'the form holds the product as saved');
  await page.getByLabel('Variant 1: Price').fill('22');
  await page.getByRole('button', { name: 'Save product' }).click();
  t.equal(await textOnceIncludes(page, '#product-status', 'Product saved'), 'Product saved');
  t.match(await listed.textContent(), /ASH-1 · 22\.00 · 5 in stock/);
  await shopper.reload();
  t.match(await shopper.locator('.product-detail').first().textContent(), '$22.00', 'the shopper sees the new price at once');

  // The navigation: link the store first, and take Contact out.
  await page.getByRole('link', { name: 'Navigation', exact: true }).click();
  await page.getByRole('heading', { name: 'Navigation', exact: true, level: 1 }).waitFor({ timeout: WAIT_MS });
  const links = page.locator('.vitrine-editor-links li > span');
  await until(() => links.count(), (n) => n > 0);
  t.same(await links.allTextContents(), ['Shop', 'Journal', 'Studio', 'Contact'], 'the main navigation as the shopper sees it');
  t.same(await axeViolations(page, 'main section'), [], 'the navigation panel passes axe');
  await page.getByLabel('Page or store').selectOption({ label: 'Seconds Shop (/seconds-shop)' });
  await page.getByRole('button', { name: 'Add link' }).click();
  // Reordered from the keyboard: focus the button, press Enter, thrice.
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Move up: Seconds Shop' }).focus();
    await page.keyboard.press('Enter');
  }
  t.equal(await page.getByRole('button', { name: 'Move up: Seconds Shop' }).isDisabled(), false, 'one place from the top');
  await page.getByRole('button', { name: 'Remove: Contact' }).click();
  t.same(await links.allTextContents(), ['Shop', 'Seconds Shop', 'Journal', 'Studio']);
  await page.getByRole('button', { name: 'Save navigation' }).click();
  t.equal(await textOnceIncludes(page, '#navigation-status', 'Saved'), 'Saved');

  // The shopper: the store in the navigation, its product, the cart.
  await shopper.goto('/');
  const nav = await mainNavLinks(shopper);
  t.same(nav.slice(0, 3), ['Shop', 'Seconds Shop', 'Journal'], 'the store is second in the main navigation');
  t.notOk(nav.includes('Contact'), 'Contact is gone from it');
  await shopper.locator('#main-nav a', { hasText: 'Seconds Shop' }).click();
  await shopper.waitForURL('**/seconds-shop');
  await shopper.locator(`a[href="${productUrl}"]`).first().click();
  await shopper.waitForURL(`**${productUrl}`);
  await islandsReady(shopper);
  await shopper.locator(ADD).click();
  t.equal(await textOnceIncludes(shopper, ADD, 'Added!'), 'Added!', 'the product goes in the cart');
  await shopper.locator('.cart-pill').waitFor({ state: 'visible', timeout: WAIT_MS });
  t.equal(await shopper.locator('.cart-pill__count').textContent(), '1');
  t.equal(await shopper.locator('.cart-pill__subtotal').textContent(), '$22.00');
  t.same(errors, [], 'no page errors in the editor');
  t.same(shopperErrors, [], 'no page errors for the shopper');
});

t.test('a site without a main navigation: the panel says so', async (t) => {
  await app.vitrine.editor!.content.change({ accountId: null, summary: 'test: no main navigation' }, (doc) => {
    delete (doc.navigations as Record<string, unknown>).mainNav;
    return true;
  });
  const { page } = await signInAsOwner(t);
  await page.getByRole('link', { name: 'Navigation', exact: true }).click();
  t.equal(await textOnceIncludes(page, 'main section [role="alert"]', 'Unable'), 'Unable to find site main navigation');
});
