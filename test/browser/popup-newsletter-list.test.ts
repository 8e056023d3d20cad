// The popup overlay's mailing list in Chromium (Settings → Sections), at
// 1440 px in English and at 390 px in French: with no list yet, turning
// the popup's newsletter on shows the list field saying the SPEC's 'You
// don't have any mailing lists. Please create one before continuing' with
// a link to the Mailing lists screen, and a save says 'A List must be
// selected'; once a list exists (made in another tab: read again when the
// window comes back) the owner picks it and saves from the keyboard; a
// visitor's sign-up through the popup joins that list. In French the same
// field and refusal speak French. axe-core finds nothing on the panel with
// the field, its message or its refusal.
import t from 'tap';
import type { Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { startOwnerSite } from './owner-helpers.js';
import { BUNDLE_WAIT_MS, openScreen, ownerAt } from './admin-helpers.js';
import { axeViolations } from './axe.js';
import { until, WAIT_MS } from './cart-helpers.js';
import { EDITOR_LANGUAGE_COOKIE, findMessage } from '../../editor/catalogue.js';
import { BLOCK_MESSAGES } from '../../editor/blocks/block-messages.js';
import { BLOCK_TEXTS } from '../../editor/blocks/block-texts.js';
import { FR_BLOCK_TEXTS } from '../../editor/blocks/block-texts-fr.js';
import { SECTIONS_TEXTS } from '../../editor/sections-texts.js';
import { FR_EDITOR_TEXTS } from '../../editor/catalogue-fr.js';
import { MAILING_LISTS_SCREEN_PATH } from '../../editor/mailing-lists.js';
import { MailingLists } from '../../server/mailing-lists/mailing-lists.js';

t.setTimeout(600_000);
const { app, base } = await startOwnerSite(t, 'popup-list');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());
const WAIT = { timeout: BUNDLE_WAIT_MS };
const lists = new MailingLists(app.vitrine.commerce!.store);
const PANEL = '.vitrine-editor-sections';

/** The sections panel with the popup overlay's form (the panel's first choice) loaded. */
async function openPopup(page: Page, S: { types: { 'popup-overlay': string } }): Promise<void> {
  await openScreen(page, 'settings/sections');
  await page.getByRole('heading', { name: S.types['popup-overlay'], level: 3 }).waitFor(WAIT);
}

t.test('1440 px, English: no list yet, then the owner picks one; a sign-up joins it', async (t) => {
  const { page, errors } = await ownerAt(t, browser, base, 1440);
  const S = SECTIONS_TEXTS;
  await openPopup(page, S);
  await page.getByLabel(S.enabled).check();
  await page.getByLabel(S.headingText, { exact: true }).fill('Join the kiln club');
  await page.getByLabel(S.newsletterOn).check();
  const none = page.getByText(BLOCK_MESSAGES.listNone);
  await none.waitFor(WAIT);
  t.equal(await page.getByRole('link', { name: BLOCK_TEXTS.fields.manageLists }).getAttribute('href'), MAILING_LISTS_SCREEN_PATH, "the SPEC's text, with a link to the Mailing lists screen");
  const picker = page.getByRole('combobox', { name: BLOCK_TEXTS.fields.mailingList });
  t.ok(await picker.isDisabled(), 'nothing to choose');
  t.same(await axeViolations(page, PANEL), [], 'axe: the list field without lists');

  await page.getByRole('button', { name: S.save }).click();
  const refusal = page.locator(`${PANEL} [role="alert"]`);
  await refusal.filter({ hasText: BLOCK_MESSAGES.listNeeded }).waitFor(WAIT);
  t.same(await axeViolations(page, PANEL), [], 'axe: the refusal');

  // A list made elsewhere (another tab): the field reads the lists again when the window comes back.
  const club = await lists.create('Kiln club');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await until(() => picker.isDisabled(), (disabled) => !disabled);
  t.equal(await none.count(), 0, 'the message is gone');
  // From the keyboard: the list with the arrow key, then Enter in a text field saves.
  await picker.focus();
  await page.keyboard.press('ArrowDown');
  t.equal(await picker.inputValue(), club.id, 'picked with the arrow key');
  await page.getByLabel(S.newsletterButton).fill('Join');
  await page.getByLabel(S.successText).focus();
  await page.keyboard.type('Welcome to the club.');
  await page.keyboard.press('Enter');
  await page.locator(`${PANEL} [role="status"]`).filter({ hasText: S.saved }).waitFor(WAIT);
  t.same(await axeViolations(page, PANEL), [], 'axe: the list field with its list');
  t.same(errors, [], 'no script error');

  // A visitor signs up through the popup: the address joins the list.
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  t.teardown(() => context.close());
  const visitor = await context.newPage();
  await visitor.goto('/');
  const dialog = visitor.getByRole('dialog', { name: 'Join the kiln club' });
  await dialog.waitFor({ timeout: WAIT_MS });
  await dialog.getByLabel('Email Address').fill('potter@example.com');
  await dialog.getByRole('button', { name: 'Join' }).click();
  await dialog.getByText('Welcome to the club.').waitFor({ timeout: WAIT_MS });
  t.match(await lists.subscriber(club.id, 'potter@example.com'), { email: 'potter@example.com', source: 'newsletter' }, 'on the popup’s list');
});

t.test('390 px, French: the field and its refusal in French', async (t) => {
  const { page, errors } = await ownerAt(t, browser, base, 390, 844);
  await page.context().addCookies([{ name: EDITOR_LANGUAGE_COOKIE, value: 'fr', url: base }]);
  const S = FR_EDITOR_TEXTS.sections;
  await openPopup(page, S);
  const picker = page.getByRole('combobox', { name: FR_BLOCK_TEXTS.fields.mailingList });
  await until(() => picker.inputValue(), (v) => v !== '');
  t.equal(await picker.locator('option:checked').textContent(), 'Kiln club', 'the saved list is chosen');
  t.same(await axeViolations(page, PANEL), [], 'axe: the list field in French');

  await picker.selectOption('');
  await page.getByRole('button', { name: S.save }).click();
  const french = findMessage(BLOCK_MESSAGES.listNeeded, 'fr')!;
  t.equal(french, 'Une liste doit être sélectionnée');
  await page.locator(`${PANEL} [role="alert"]`).filter({ hasText: french }).waitFor(WAIT);
  t.same(await axeViolations(page, PANEL), [], 'axe: the refusal in French');
  await picker.selectOption({ label: 'Kiln club' });
  await page.getByRole('button', { name: S.save }).click();
  await page.locator(`${PANEL} [role="status"]`).filter({ hasText: S.saved }).waitFor(WAIT);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  t.ok(width <= 390, `nothing wider than the phone (${width} px)`);
  t.same(errors, [], 'no script error');
});
