// In Chromium at 1440 px, keyboard and mouse as an owner would: a hero
// image uploaded from the image block's own field (with alt text and a
// focal point) on the demo home page, published, is on the public page;
// then the page is translated into French in the editor (the language
// choice lists what is not translated yet, a field says it shows the
// English text) and /fr shows the French texts. axe finds nothing.
import t from 'tap';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';
import { startOwnerSite } from './owner-helpers.js';
import { axeViolations } from './axe.js';
import { BUNDLE_WAIT_MS, ownerInEditor, selectOnCanvas, selectWhileTranslating } from './admin-helpers.js';

t.setTimeout(400_000);
const { base } = await startOwnerSite(t, 'editor-translate-images');
const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

const canvas = (page: Page) => page.frameLocator('#preview-frame');
const visible = (page: Page, label: string) => page.getByLabel(label, { exact: true }).locator('visible=true');

t.test('a hero image uploaded on the home page, then the page in French at /fr', async (t) => {
  const { page, errors } = await ownerInEditor(t, browser, base, 1440);
  await page.getByRole('button', { name: 'Edit Home' }).click();
  await canvas(page).locator('.vitrine-canvas-grid h2').first().waitFor({ timeout: BUNDLE_WAIT_MS });

  // The hero: an image block, uploaded from its own field, moved first.
  await page.getByLabel('Block').selectOption('image');
  await page.getByRole('button', { name: 'Add block' }).click();
  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#8a4a2c' } }).png().toBuffer();
  const file = page.locator('.vitrine-editor-upload input[type="file"]').locator('visible=true');
  await file.waitFor({ timeout: WAIT_MS });
  await file.setInputFiles({ name: 'hero-kiln.png', mimeType: 'image/png', buffer: png });
  t.match(await textOnceIncludes(page, '.vitrine-editor-upload [role="status"] >> visible=true', 'Uploaded hero-kiln.png'), 'Uploaded hero-kiln.png', 'the field says the upload is done');
  const src = await visible(page, 'Image URL').inputValue();
  t.match(src, /^\/uploads\//, 'the field takes the upload’s address');
  await visible(page, 'Alt text').fill('The wood kiln at dawn');
  await visible(page, 'Down (%)').fill('30');
  await page.getByRole('button', { name: 'Move block up' }).click();
  await until(() => canvas(page).locator('.vitrine-canvas-grid img').first().getAttribute('src').catch(() => null), (s) => s === src);
  t.same(await axeViolations(page), [], 'axe: the page editor with the image fields');
  await page.getByRole('button', { name: 'Publish' }).click();
  t.equal(await textOnceIncludes(page, '#editor-status', 'Saved'), 'Saved');

  const shopper = await (await browser.newContext({ baseURL: base })).newPage();
  t.teardown(() => shopper.context().close());
  await shopper.goto('/');
  const hero = shopper.locator('#page-home img').first();
  t.equal(await hero.getAttribute('src'), src, 'the public home page shows the uploaded image');
  t.equal(await hero.getAttribute('alt'), 'The wood kiln at dawn');
  t.match(await hero.getAttribute('style'), 'object-position: 50% 30%', 'at its focal point');
  t.ok(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'and it loads');

  // French: the language choice, what is not translated, a field's note.
  await page.getByLabel('Language of the texts').selectOption({ label: 'Français' });
  const untranslated = page.getByRole('list', { name: /Not translated yet/ });
  await untranslated.waitFor({ timeout: WAIT_MS });
  t.same(await untranslated.getByRole('listitem').allTextContents(), ['Image 1: Alt text'], 'the hero’s alt text is not translated; the text block has Accueil’s French');
  t.equal(await page.getByRole('button', { name: 'Add block' }).count(), 0, 'blocks are not added while translating');
  const frenchHeading = canvas(page).locator('.vitrine-canvas-grid h2').first();
  t.equal(await until(() => frenchHeading.textContent(), (s) => s === 'De notre atelier'), 'De notre atelier', 'the canvas shows the French text');

  const alt = visible(page, 'Alt text');
  await selectWhileTranslating(page, canvas(page).locator('.vitrine-canvas-grid img').first(), alt);
  t.equal(await alt.inputValue(), 'The wood kiln at dawn', 'an untranslated text shows the English one');
  t.match(await page.locator(`[id="${await alt.getAttribute("aria-describedby")}"]`).first().textContent(), 'Not translated: shows the English text.', 'and says so');
  await alt.fill('Le four à bois à l’aube');
  await page.getByText('Every text of this page is translated.').waitFor({ timeout: WAIT_MS });

  const heading = visible(page, 'Text 1');
  await selectOnCanvas(page, frenchHeading, heading, true);
  await heading.fill('Tout juste sorti du four');
  await until(() => frenchHeading.textContent(), (s) => s === 'Tout juste sorti du four');
  t.same(await axeViolations(page), [], 'axe: translating');
  await page.getByRole('button', { name: 'Publish' }).click();
  t.equal(await textOnceIncludes(page, '#editor-status', 'Saved'), 'Saved');

  await shopper.goto('/fr');
  t.equal(await shopper.locator('#page-accueil h2').first().textContent(), 'Tout juste sorti du four', '/fr shows the French heading');
  t.equal(await shopper.locator('#page-accueil img').first().getAttribute('alt'), 'Le four à bois à l’aube', 'and the French alt text');
  t.equal(await shopper.locator('#page-accueil img').first().getAttribute('src'), src, 'the same image');
  await shopper.goto('/');
  t.equal(await shopper.locator('#page-home h2').first().textContent(), 'From our studio', 'the English page keeps its English text');

  // Back to English: the blocks can be changed again.
  await page.getByLabel('Language of the texts').selectOption({ label: 'English (default)' });
  await page.getByRole('button', { name: 'Add block' }).waitFor({ timeout: WAIT_MS });
  t.same(errors, [], 'no page errors');
});
