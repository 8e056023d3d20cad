// The design panels and the confirm dialog in Chromium on the demo store:
// an owner signs in at /config, sees the validation message for a bad font
// size, saves a body font and a button shape, deletes a page through the
// confirm dialog with the keyboard alone (Escape cancels, focus comes
// back; Tab stays in the dialog) and a block the same way; the fonts
// panel fails to load once and recovers on Retry; the shopper's pages show
// each change.
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { axeViolations } from './account-helpers.js';
import { textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';
import { SITE_OWNER, editorPage, startOwnerSite, createPage } from './owner-helpers.js';
import { FONT_MESSAGES } from '../../editor/design-fonts.js';
import { ANIMATION_MESSAGES } from '../../editor/design-animations.js';

t.setTimeout(300_000);
/** The first editor page builds the editor's bundle (esbuild, Puck and React): longer than a page on a busy machine. */
const BUNDLE_WAIT_MS = 120_000;

const { base } = await startOwnerSite(t, 'editor-design');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

const newPage = (t: Test) => editorPage(t, browser, base);

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

t.test('an owner changes fonts and buttons and deletes a page with the keyboard; the shopper site follows', async (t) => {
  const { page: setup } = await newPage(t);
  await setup.goto('/');
  const crumb = (await setup.context().cookies()).find((c) => c.name === 'crumb')!.value;
  t.equal((await setup.request.post('/api/site-users/account', { data: SITE_OWNER, headers: { 'x-csrf-token': crumb } })).status(), 201);

  const { page, errors } = await newPage(t);
  await page.goto('/config');
  await page.getByLabel('Email').fill(SITE_OWNER.email);
  await page.getByLabel('Password').fill(SITE_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor({ timeout: BUNDLE_WAIT_MS });

  // A page to delete.
  await createPage(page, 'Pop-up Sale');
  // A block deleted in the page editor after the dialog, from the keyboard.
  await page.getByRole('button', { name: 'Add block' }).click();
  // The canvas is a frame of its own that shows the page as the site does.
  const blocks = page.frameLocator('#preview-frame').locator('.vitrine-canvas-grid h2');
  await blocks.first().waitFor({ timeout: WAIT_MS });
  const deleteBlock = page.getByRole('button', { name: 'Delete block' });
  await deleteBlock.focus();
  await page.keyboard.press('Enter');
  const blockDialog = page.getByRole('alertdialog', { name: 'Delete this block?' });
  await blockDialog.waitFor({ timeout: WAIT_MS });
  await page.keyboard.press('Tab');
  t.equal(await focusedLabel(page), 'Delete');
  await page.keyboard.press('Enter');
  await blockDialog.waitFor({ state: 'detached', timeout: WAIT_MS });
  t.equal(await until(() => blocks.count(), (n) => n === 0), 0, 'the block is gone from the page editor');

  await page.getByRole('button', { name: 'All pages' }).click();
  const del = page.getByRole('button', { name: 'Delete Pop-up Sale' });
  await del.waitFor({ timeout: WAIT_MS });
  const { page: shopper } = await newPage(t);
  t.equal((await shopper.goto('/pop-up-sale'))?.status(), 200, 'the page is live');

  await del.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Delete this page?' });
  await dialog.waitFor({ timeout: WAIT_MS });
  t.match(await dialog.textContent(), '“Pop-up Sale” and its links in the navigation will be removed. This cannot be undone.');
  t.equal(await focusedLabel(page), 'Cancel', 'focus starts on the safe choice');
  t.same(await axeViolations(page, '.vitrine-editor-dialog'), [], 'the dialog passes axe');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });
  t.equal(await focusedLabel(page), 'Delete Pop-up Sale', 'Escape cancels and focus returns to the button');
  t.equal(await del.count(), 1, 'nothing was deleted');

  await page.keyboard.press('Enter');
  await dialog.waitFor({ timeout: WAIT_MS });
  await page.keyboard.press('Tab');
  t.equal(await focusedLabel(page), 'Delete page');
  await page.keyboard.press('Tab');
  t.equal(await focusedLabel(page), 'Cancel', 'Tab stays inside the dialog');
  await page.keyboard.press('Shift+Tab');
  t.equal(await focusedLabel(page), 'Delete page');
  await page.keyboard.press('Enter');
  t.equal(await textOnceIncludes(page, '#pages-status', 'Deleted'), 'Deleted “Pop-up Sale”');
  await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });
  t.equal(await del.count(), 0, 'gone from the list');
  t.equal(await focusedLabel(page), 'Pages', 'focus goes to the panel heading, not lost');
  t.equal((await shopper.goto('/pop-up-sale'))?.status(), 404, 'gone from the site');

  // Fonts: a bad size is refused as typed; then a body font is saved.
  // The fonts fail to load once: the SPEC's message and a retry that works.
  const FONTS_API = '**/api/editor/design/fonts';
  await page.route(FONTS_API, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
  await page.getByRole('link', { name: 'Fonts, buttons and animations' }).click();
  await page.getByRole('heading', { name: 'Fonts', exact: true }).waitFor({ timeout: WAIT_MS });
  const failed = page.locator('.vitrine-editor-fetch-failed');
  await failed.waitFor({ timeout: WAIT_MS });
  t.match(await failed.textContent(), 'Unable to load fonts', 'the failed state');
  await page.unroute(FONTS_API);
  await page.getByRole('button', { name: 'Retry' }).click();
  const size = page.locator('#font-body-font-size');
  await size.waitFor({ timeout: WAIT_MS });
  await size.fill('200');
  t.same(await page.locator('#font-body-font-size-messages li').allTextContents(), [FONT_MESSAGES.size], 'the message at the field');
  t.equal(await size.getAttribute('aria-invalid'), 'true');
  const saveBody = page.getByRole('button', { name: 'Save font: Body Font' });
  t.equal(await saveBody.isDisabled(), true, 'no save while invalid');
  await size.fill('20');
  t.same(await page.locator('#font-body-font-size-messages li').allTextContents(), []);
  await page.locator('#font-body-font-family').selectOption('courier');
  await saveBody.click();
  t.equal(await textOnceIncludes(page, '#font-body-font-status', 'Font saved'), 'Font saved');

  // Buttons and animations.
  await page.getByLabel('Button Shape', { exact: true }).selectOption('Pill');
  await page.getByRole('button', { name: 'Save: Button Shape' }).click();
  t.equal(await textOnceIncludes(page, '#setting-button-shape-status', 'Saved'), 'Saved');
  const duration = page.getByLabel('Animation Duration', { exact: true });
  await duration.fill('50');
  t.same(await page.locator('#setting-animation-duration-messages li').allTextContents(), [ANIMATION_MESSAGES.duration]);
  t.same(await axeViolations(page, 'main'), [], 'the design panels pass axe');

  await shopper.goto('/shop');
  t.match(await shopper.evaluate(() => document.body.className), /\bbutton-shape-pill\b/, 'the shopper page has the new button class');
  const body = await shopper.evaluate(() => ({ family: getComputedStyle(document.body).fontFamily, size: getComputedStyle(document.body).fontSize }));
  t.match(body.family, /Courier New/, 'the body font is the new family');
  t.equal(body.size, '20px');
  const radius = await until(
    () => shopper.evaluate(() => {
      const b = document.querySelector('.sqs-add-to-cart-button, .button');
      return b ? getComputedStyle(b).borderTopLeftRadius : '';
    }),
    (r) => r !== '',
  );
  t.equal(radius, '999px', 'buttons are pills');
  t.same(errors, [], 'no page errors in the editor');
});
