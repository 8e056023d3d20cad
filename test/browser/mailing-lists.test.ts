// The owner's Mailing lists (issue 42) in Chromium, at 1440 px in English
// and at 390 px in French: with no list yet, a newsletter block's list
// field in the page editor says the SPEC's 'You don't have any mailing
// lists. Please create one before continuing' and links to the screen;
// from the keyboard only, the owner is refused an empty name and a name
// taken (the rule's texts, in the owner's language), creates a list,
// makes it the restock list, opens its subscribers, adds one (source
// 'added by owner'), exports the CSV, removes the subscriber after the
// question, renames and deletes a list; the block then picks the list and
// the page publishes. axe-core finds nothing on the screen or its dialogs.
import t from 'tap';
import type { Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { addBlock, createPage, startOwnerSite } from './owner-helpers.js';
import { BUNDLE_WAIT_MS, openScreen, ownerAt } from './admin-helpers.js';
import { axeViolations } from './axe.js';
import { textOnceIncludes } from './cart-helpers.js';
import { EDITOR_LANGUAGE_COOKIE } from '../../editor/catalogue.js';
import { LIST_MESSAGES, LIST_TEXTS } from '../../editor/mailing-list-texts.js';
import { FR_LIST_MESSAGES, FR_LIST_TEXTS } from '../../editor/mailing-list-texts-fr.js';
import { BLOCK_MESSAGES } from '../../editor/blocks/block-messages.js';
import { ADMIN_TEXTS } from '../../editor/admin-texts.js';
import { FR_ADMIN_TEXTS } from '../../editor/admin-texts-fr.js';

t.setTimeout(900_000);
const { base } = await startOwnerSite(t, 'mailing-lists');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());
const WAIT = { timeout: BUNDLE_WAIT_MS };

/** Presses Tab until the focused element's accessible name (aria-label, else its text, else its label) is `name`. */
async function tabTo(page: Page, name: string, max = 80): Promise<void> {
  for (let n = 0; n < max; n++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const e = document.activeElement as HTMLElement | null;
      if (!e) return '';
      const byLabel = e.id ? document.querySelector(`label[for="${e.id}"]`)?.textContent : null;
      return e.getAttribute('aria-label') ?? byLabel ?? e.textContent ?? '';
    });
    if (focused.trim() === name) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

const CASES = [
  { width: 1440, height: 900, language: 'en', L: LIST_TEXTS, M: (m: string) => m, list: 'Studio news', other: 'Workshops', A: ADMIN_TEXTS },
  { width: 390, height: 844, language: 'fr', L: FR_LIST_TEXTS, M: (m: string) => FR_LIST_MESSAGES[m]!, list: 'Nouvelles de l’atelier', other: 'Ateliers', A: FR_ADMIN_TEXTS },
] as const;

for (const c of CASES) {
  t.test(`the Mailing lists screen at ${c.width} px (${c.language}), from the keyboard`, async (t) => {
    const { page, errors } = await ownerAt(t, browser, base, c.width, c.height);
    await page.context().addCookies([{ name: EDITOR_LANGUAGE_COOKIE, value: c.language, url: base }]);
    const { L, M, A } = c;
    // Leaving the page editor with an unsaved block asks first: the journey leaves.
    page.on('dialog', (d) => void d.accept());

    if (c.language === 'en') {
      // No list yet: the newsletter block's field says so and links to the screen.
      await page.goto('/config');
      await page.getByRole('heading', { name: 'Pages' }).first().waitFor(WAIT);
      await createPage(page, 'Letters');
      await addBlock(page, 'newsletter');
      const none = page.getByText(BLOCK_MESSAGES.listNone).locator('visible=true');
      await none.waitFor(WAIT);
      const link = page.getByRole('link', { name: 'Open Mailing lists (new tab)' });
      t.equal(await link.getAttribute('href'), '/config/submissions/lists', "the SPEC's text, with a link to the screen");
      t.ok(await page.getByRole('combobox', { name: 'Mailing list' }).isDisabled(), 'nothing to choose');
    }

    await openScreen(page, 'submissions/lists');
    t.equal(await page.locator('h1').textContent(), L.nav);
    if (c.language === 'en') t.ok(await page.getByText(L.emptyTitle).isVisible(), 'the empty state');
    t.same(await axeViolations(page), [], 'axe: the screen');

    // An empty name, then a taken one (another case), are refused with the rule's texts; focus stays on the field.
    await tabTo(page, L.name);
    await page.keyboard.press('Enter');
    await textOnceIncludes(page, '#adm-new-list .adm-field__error', M(LIST_MESSAGES.nameRequired));
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')), 'true', 'the field with the error has focus');
    t.same(await axeViolations(page), [], 'axe: the field with its error');
    await page.keyboard.type(c.list);
    await page.keyboard.press('Enter');
    const row = page.locator('.adm-main tbody tr', { hasText: c.list });
    await row.waitFor(WAIT);
    await page.keyboard.type(c.list.toUpperCase());
    await page.keyboard.press('Enter');
    await textOnceIncludes(page, '#adm-new-list .adm-field__error', M(LIST_MESSAGES.nameTaken));
    await page.keyboard.press('Control+A');
    await page.keyboard.type(c.other);
    await page.keyboard.press('Enter');
    await page.locator('.adm-main tbody tr', { hasText: c.other }).waitFor(WAIT);

    // The restock list.
    await tabTo(page, L.useForRestockLabel(c.list));
    await page.keyboard.press('Enter');
    await row.getByText(L.restockList).waitFor(WAIT);

    // Its subscribers: add one from the keyboard, export the CSV, remove it after the question.
    await tabTo(page, L.openLabel(c.list));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: L.openLabel(c.list) });
    await dialog.waitFor(WAIT);
    await dialog.getByText(L.noSubscribersTitle).waitFor(WAIT);
    await tabTo(page, L.email);
    await page.keyboard.type('Reader@Example.com');
    await page.keyboard.press('Enter');
    const subscriber = dialog.locator('tbody tr', { hasText: 'reader@example.com' });
    await subscriber.waitFor(WAIT);
    t.match(await subscriber.textContent(), L.sources.owner, 'where it came from');
    t.same(await axeViolations(page), [], 'axe: the subscribers dialog');
    const csv = await page.request.get((await dialog.getByRole('link', { name: L.exportCsv }).getAttribute('href'))!);
    t.match(await csv.text(), /^Email,Source,Subscribed\r\nreader@example\.com,owner,/, 'the CSV export');
    await tabTo(page, L.unsubscribeLabel('reader@example.com'));
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog');
    await question.waitFor(WAIT);
    t.same(await axeViolations(page), [], 'axe: the question');
    await question.getByRole('button', { name: L.unsubscribe, exact: true }).click();
    await dialog.getByText(L.noSubscribersTitle).waitFor(WAIT);
    await question.waitFor({ state: 'detached', ...WAIT });
    // Closed from the keyboard (Escape would first dismiss the toast on top, Radix's topmost layer).
    await tabTo(page, A.ui.close);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached', ...WAIT });

    // Rename the other list, then delete it.
    const renamed = `${c.other} 2`;
    await tabTo(page, L.renameLabel(c.other));
    await page.keyboard.press('Enter');
    const rename = page.getByRole('dialog', { name: L.renameTitle(c.other) });
    await rename.waitFor(WAIT);
    await rename.getByLabel(L.name).fill(renamed);
    await rename.getByLabel(L.name).press('Enter');
    await page.locator('.adm-main tbody tr', { hasText: renamed }).waitFor(WAIT);
    await tabTo(page, L.removeLabel(renamed));
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').getByRole('button', { name: L.remove, exact: true }).click();
    await page.locator('.adm-main tbody tr', { hasText: renamed }).waitFor({ state: 'detached', ...WAIT });
    t.same(await axeViolations(page), [], 'axe: the screen with its lists');

    if (c.language === 'en') {
      // Back in the page editor: the block picks the list, and the page publishes.
      await page.goto('/config');
      await page.getByRole('heading', { name: 'Pages' }).first().waitFor(WAIT);
      await page.getByRole('button', { name: 'Edit Letters' }).click();
      await page.getByRole('button', { name: 'Add block' }).waitFor(WAIT);
      await addBlock(page, 'newsletter');
      const picker = page.getByRole('combobox', { name: 'Mailing list' }).locator('visible=true');
      await picker.waitFor(WAIT);
      await picker.selectOption({ label: c.list });
      await page.getByRole('button', { name: 'Publish' }).click();
      t.equal(await textOnceIncludes(page, '#editor-status', 'Saved'), 'Saved', 'published with its list');
    }
    t.same(errors, [], 'no script error');
  });
}
