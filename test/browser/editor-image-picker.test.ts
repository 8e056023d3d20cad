// Picking an already uploaded image in Chromium, from the keyboard: in the
// page editor's image block and in the product form. The picker lists the
// uploads newest first; the pick is saved, and the shopper's page shows
// that image's address.
import t, { type Test } from 'tap';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { axeViolations } from './account-helpers.js';
import { textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';
import { SITE_OWNER, editorPage, startOwnerSite, createPage, addBlock } from './owner-helpers.js';

t.setTimeout(300_000);
/** The first editor page builds the editor's bundle (esbuild, Puck and React): longer than a page on a busy machine. */
const BUNDLE_WAIT_MS = 120_000;

const { base } = await startOwnerSite(t, 'editor-picker');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

/** The owner signed up, two images uploaded through the API ('kiln.png' last), and the app open. */
async function ownerWithUploads(t: Test): Promise<{ page: Page; errors: string[]; uploads: Record<string, string> }> {
  const { page, errors } = await editorPage(t, browser, base);
  await page.goto('/');
  const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;
  const made = await page.request.post('/api/site-users/account', { data: SITE_OWNER, headers: { 'x-csrf-token': crumb } });
  // The first test signs the owner up; the next signs in.
  const signedIn = made.status() === 201 || (await page.request.post('/api/site-users/account/session', { data: SITE_OWNER, headers: { 'x-csrf-token': crumb } })).status() === 200;
  if (!signedIn) throw new Error(`owner sign-in failed: ${await made.text()}`);
  const { xsrfToken } = (await (await page.request.get('/api/site-users/account')).json()) as { xsrfToken: string };
  const uploads: Record<string, string> = {};
  for (const [name, colour] of [['glaze.png', '#305060'], ['kiln.png', '#a05030']] as const) {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } }).png().toBuffer();
    const res = await page.request.post('/api/editor/uploads', { data: png, headers: { 'content-type': 'image/png', 'x-file-name': name, 'x-csrf-token': crumb, 'x-xsrf-token': xsrfToken } });
    if (res.status() !== 201) throw new Error(`upload failed: ${await res.text()}`);
    uploads[name] = ((await res.json()) as { image: { assetUrl: string } }).image.assetUrl;
  }
  await page.goto('/config');
  await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor({ timeout: BUNDLE_WAIT_MS });
  return { page, errors, uploads };
}

/** Opens the picker with the keyboard and picks `name` with the arrow keys and Enter; returns the names listed. */
async function pickWithKeyboard(t: Test, page: Page, opener: ReturnType<Page['getByRole']>, name: string): Promise<string[]> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Your uploads' });
  await dialog.getByRole('button', { name: /^Use / }).first().waitFor({ timeout: WAIT_MS });
  const listed = (await dialog.getByRole('button', { name: /^Use / }).evaluateAll((bs) => bs.map((b) => b.querySelector('span')?.textContent ?? ''))).map((l) => l.replace(/^Use /, ''));
  await dialog.getByRole('button', { name: /^Use / }).first().focus();
  for (let i = 0; i < listed.indexOf(name); i++) await page.keyboard.press('ArrowDown');
  t.equal(await page.evaluate(() => document.activeElement?.querySelector('span')?.textContent), `Use ${name}`, 'the arrow keys reach it');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden', timeout: WAIT_MS });
  return listed;
}

t.test('the image block takes an uploaded image; the shopper page shows it', async (t) => {
  const { page, errors, uploads } = await ownerWithUploads(t);
  await createPage(page, 'Kiln Yard');
  await addBlock(page, 'image');
  const opener = page.getByRole('button', { name: 'Choose an uploaded image' }).locator('visible=true');
  await opener.waitFor({ timeout: WAIT_MS });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Your uploads' });
  await dialog.getByRole('button', { name: /^Use kiln\.png/ }).waitFor({ timeout: WAIT_MS });
  t.same(await axeViolations(page, 'dialog[open]'), [], 'the picker passes axe');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: WAIT_MS });
  t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Choose an uploaded image', 'Escape closes it, focus back on its button');

  t.same(await pickWithKeyboard(t, page, opener, 'glaze.png'), ['kiln.png', 'glaze.png'], 'newest first');
  const src = page.getByLabel('Image URL', { exact: true }).locator('visible=true');
  t.equal(await src.inputValue(), uploads['glaze.png'], 'the block takes its address');
  await page.getByLabel('Alt text').locator('visible=true').fill('Glaze test tiles');
  await until(() => page.frameLocator('#editor-preview-frame').locator(`main img[src="${uploads['glaze.png']}"]`).count(), (n) => n === 1);
  t.equal(await page.frameLocator('#editor-preview-frame').locator('main img').getAttribute('src'), uploads['glaze.png'], 'the preview shows it');
  await page.getByRole('button', { name: 'Publish' }).click();
  t.equal(await textOnceIncludes(page, '#editor-status', 'Saved'), 'Saved');

  const { page: shopper } = await editorPage(t, browser, base);
  t.equal((await shopper.goto('/kiln-yard'))?.status(), 200);
  t.equal(await shopper.locator('#main img').getAttribute('src'), uploads['glaze.png'], 'the shopper page shows the picked image');
  t.equal(await shopper.locator('#main img').getAttribute('alt'), 'Glaze test tiles');
  t.same(errors, [], 'no page errors in the editor');
});

t.test('the product form takes an uploaded image; the product page shows it', async (t) => {
  const { page, errors, uploads } = await ownerWithUploads(t);
  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await page.getByLabel('Store title').fill('Seconds Shop');
  await page.getByRole('button', { name: 'Set up store' }).click();
  await page.getByRole('heading', { name: 'Products: Seconds Shop' }).waitFor({ timeout: WAIT_MS });
  await page.getByLabel('Product title').fill('Kiln Brick');
  await page.getByLabel('Variant 1: SKU').fill('BRICK-1');
  await page.getByLabel('Variant 1: Price').fill('12');
  await pickWithKeyboard(t, page, page.getByRole('button', { name: 'Choose an uploaded image' }), 'kiln.png');
  t.equal(await page.locator('#product-picked-image').textContent(), 'Chosen: kiln.png');
  await page.getByRole('button', { name: 'Add product' }).click();
  t.equal(await textOnceIncludes(page, '#product-status', 'Product added'), 'Product added');
  const productUrl = await page.locator('.vitrine-editor-products li a').first().getAttribute('href');

  const { page: shopper } = await editorPage(t, browser, base);
  t.equal((await shopper.goto(productUrl!))?.status(), 200);
  t.match(await shopper.content(), uploads['kiln.png']!, 'the product page shows the picked image');
  t.notMatch(await shopper.content(), uploads['glaze.png']!, 'not the other one');
  t.same(errors, [], 'no page errors in the editor');
});
