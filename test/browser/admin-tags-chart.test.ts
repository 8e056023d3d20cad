// Issue 42's catalogue features in Chromium at 1440 and 390 px:
// - Tags and categories (/config/tags): the owner renames a category with
//   the keyboard only (Rename, Enter, the field focused, Enter saves); a
//   rename onto another name is refused with 'This category already
//   exists' under the field; Rename on a second row while one is open says
//   'You may only edit one category at a time' and leaves the first open;
//   after the save the focus is back on the row's Rename; a delete asks
//   first. In English on the desktop, in French on the phone (the French
//   blog, the French messages). The visitor's post shows the new name.
// - The chart block: the owner makes a bar chart in the page editor, the
//   dataset's messages show while a cell is empty, a column is added from
//   the keyboard, and the published page has the SVG image named by its
//   title and the data table behind a keyboard-opened details (French too).
// axe-core finds nothing on the screens, the dialog, the editor or the page.
import t, { type Test } from 'tap';
import type { Browser, Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';
import { startOwnerSite } from './owner-helpers.js';
import { axeViolations } from './axe.js';
import { BUNDLE_WAIT_MS, openScreen, ownerAt, showControls, showFields } from './admin-helpers.js';

t.setTimeout(900_000);
const RENDER_WAIT_MS = 30_000;
const { base } = await startOwnerSite(t, 'admin-tags-chart');
const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());
const WAIT = { timeout: BUNDLE_WAIT_MS };

const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
/** Focuses a control and presses a key, as a keyboard user would after tabbing to it. */
async function press(page: Page, name: string, key = 'Enter'): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press(key);
}

const TAG_CASES = [
  {
    width: 1440, height: 900, language: 'en', collection: 'Journal (Blog)', from: 'News', taken: 'studio', other: 'Guides', to: 'Studio news', post: '/journal/market-day',
    L: { h1: 'Tags and categories', rename: 'Rename', del: 'Delete', newName: 'New name for', exists: 'This category already exists', one: 'You may only edit one category at a time', delTitle: 'Delete this category?', empty: 'No categories yet.' },
  },
  {
    width: 390, height: 844, language: 'fr', collection: 'Carnet (Blog, fr-FR)', from: 'Nouvelles', taken: 'atelier', other: 'Guides', to: 'Actualités', post: '/fr/carnet/jour-de-marche',
    L: { h1: 'Mots-clés et catégories', rename: 'Renommer', del: 'Supprimer', newName: 'Nouveau nom de', exists: 'Cette catégorie existe déjà', one: 'Vous ne pouvez modifier qu’une catégorie à la fois', delTitle: 'Supprimer cette catégorie\u00a0?', empty: 'Aucune catégorie pour l’instant.' },
  },
] as const;

for (const c of TAG_CASES) {
  t.test(`tags and categories at ${c.width} px (${c.language}): rename with the keyboard, merge refused, one at a time, delete`, async (t) => {
    const { page, errors } = await ownerAt(t, browser, base, c.width, c.height);
    await page.context().addCookies([{ name: 'vitrine-editor-language', value: c.language, url: base }]);
    await openScreen(page, 'tags');
    t.equal(await page.locator('h1').textContent(), c.L.h1);
    await page.getByLabel('Collection').selectOption({ label: c.collection });
    const categories = page.locator('section', { has: page.locator('h2#adm-tags-category') });
    await categories.getByRole('rowheader', { name: c.from, exact: true }).waitFor(WAIT);
    t.same(await axeViolations(page), [], 'axe: the screen');

    // Keyboard: Rename, the field has the focus with the name in it.
    await press(page, `${c.L.rename} ${c.from}`);
    const field = page.getByLabel(`${c.L.newName} ${c.from}`);
    await field.waitFor(WAIT);
    t.ok(await field.evaluate((el) => el === document.activeElement), 'the field has the focus');
    t.equal(await field.inputValue(), c.from);
    // Onto another name of the list: refused, said under the field.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(c.taken);
    await page.keyboard.press('Enter');
    t.equal(await textOnceIncludes(page, '.adm-field__error', c.L.exists), c.L.exists, 'a merge is refused');
    t.equal(await field.getAttribute('aria-invalid'), 'true');
    t.same(await axeViolations(page), [], 'axe: the refused rename');
    // A second Rename while this one is open.
    await press(page, `${c.L.rename} ${c.other}`);
    t.equal(await textOnceIncludes(page, '.adm-main p[role="alert"]', c.L.one), c.L.one, 'one at a time');
    t.equal(await page.getByLabel(`${c.L.newName} ${c.other}`).count(), 0, 'no second field');
    t.ok(await field.isVisible(), 'the first stays open');
    // Save a free name: the row has it, the focus is back on its Rename.
    await field.fill(c.to);
    await field.press('Enter');
    await categories.getByRole('rowheader', { name: c.to, exact: true }).waitFor(WAIT);
    t.equal(await until(() => focused(page), (v) => v === `${c.L.rename} ${c.to}`), `${c.L.rename} ${c.to}`, 'the focus back on the row’s Rename');
    t.equal(await page.locator('.adm-main p[role="alert"]').textContent(), '', 'the notice is gone');
    // Escape cancels an edit.
    await page.keyboard.press('Enter');
    await page.getByLabel(`${c.L.newName} ${c.to}`).waitFor(WAIT);
    await page.keyboard.press('Escape');
    await page.getByLabel(`${c.L.newName} ${c.to}`).waitFor({ state: 'detached', ...WAIT });

    // Delete asks first.
    await press(page, `${c.L.del} ${c.other}`);
    const dialog = page.getByRole('alertdialog', { name: c.L.delTitle });
    await dialog.waitFor(WAIT);
    t.same(await axeViolations(page), [], 'axe: the delete dialog');
    await dialog.getByRole('button', { name: c.L.del, exact: true }).click();
    await dialog.waitFor({ state: 'detached', ...WAIT });
    await categories.getByRole('rowheader', { name: c.other, exact: true }).waitFor({ state: 'detached', ...WAIT });
    t.same(errors, [], 'no page errors');

    // The visitor's post has the new name.
    const visitor = await browser.newContext({ baseURL: base, viewport: { width: c.width, height: c.height } });
    t.teardown(() => visitor.close());
    const site = await visitor.newPage();
    const res = await site.goto(c.post);
    t.equal(res?.status(), 200);
    t.match((await site.locator('main').textContent()) ?? '', c.to, 'the post shows the new name');
  });
}

/** The page editor's texts the chart journey reads, in each editor language (editor/texts.ts, editor/blocks/block-texts.ts and their French). */
const EDITOR_LABELS = {
  en: { pageTitle: 'Page title', createPage: 'Create page', block: 'Block', addBlock: 'Add block', publish: 'Publish', saved: 'Saved', view: 'View on site', title: 'Chart title', column: 'Name of column', label: 'Label of row', row: 'row', addColumn: 'Add a column', missing: 'One or more rows was missing data' },
  fr: { pageTitle: 'Titre de la page', createPage: 'Créer la page', block: 'Bloc', addBlock: 'Ajouter un bloc', publish: 'Publier', saved: 'Enregistré', view: 'Voir sur le site', title: 'Titre du graphique', column: 'Nom de la colonne', label: 'Étiquette de la ligne', row: 'ligne', addColumn: 'Ajouter une colonne', missing: 'Il manque des données dans une ou plusieurs lignes' },
} as const;
type EditorLabels = (typeof EDITOR_LABELS)[keyof typeof EDITOR_LABELS];

async function publish(t: Test, page: Page, L: EditorLabels): Promise<void> {
  await showControls(page, L.publish);
  await page.getByRole('button', { name: L.publish, exact: true }).focus();
  await page.keyboard.press('Enter');
  t.equal(await textOnceIncludes(page, '#editor-status', L.saved), L.saved);
}
const visible = (page: Page, label: string) => page.getByLabel(label, { exact: true }).locator('visible=true');
const canvas = (page: Page) => page.frameLocator('#preview-frame');

const CHART_CASES = [
  { width: 1440, language: 'en' },
  { width: 390, language: 'fr' },
] as const;

for (const { width, language } of CHART_CASES) {
  const L = EDITOR_LABELS[language];
  t.test(`at ${width} px (${language}): a bar chart made in the page editor, read on the site as an image and a table`, async (t) => {
    const { page, errors } = await ownerAt(t, browser, base, width, 1000);
    await page.context().addCookies([{ name: 'vitrine-editor-language', value: language, url: base }]);
    await page.goto('/config');
    await page.getByRole('heading', { name: 'Pages' }).first().waitFor({ timeout: BUNDLE_WAIT_MS });
    await page.getByLabel(L.pageTitle).fill(`Studio sales ${width}`);
    await page.getByRole('button', { name: L.createPage }).click();
    await page.getByRole('button', { name: L.publish, exact: true }).or(page.getByRole('button', { name: 'Toggle menu bar' })).locator('visible=true').first().waitFor({ timeout: WAIT_MS });
    await showControls(page, L.publish);
    // The header's block kind select (its label holds every kind's name, so it is found by its chart option).
    await page.locator('label', { hasText: L.block }).locator('select:has(option[value="chart"])').first().selectOption('chart');
    await page.getByRole('button', { name: L.addBlock }).click();
    await showFields(page);
    await visible(page, L.title).fill(`Sales ${width}`);
    await visible(page, `${L.column} 1`).fill('Mugs');
    await visible(page, `${L.label} 1`).fill('May');
    await visible(page, `${L.label} 2`).fill('June');
    await visible(page, `Mugs, ${L.row} 1`).fill('');
    t.equal(await textOnceIncludes(page, '.vitrine-editor-chart__problems >> visible=true', L.missing), L.missing, 'the SPEC’s message while a cell is empty, in the editor’s language');
    await visible(page, `Mugs, ${L.row} 1`).fill('12');
    // A column from the keyboard: its cells start empty.
    const addColumn = page.getByRole('button', { name: L.addColumn, exact: true }).locator('visible=true');
    await addColumn.focus();
    await page.keyboard.press('Enter');
    await visible(page, `${L.column} 2`).fill('Bowls');
    await visible(page, `Bowls, ${L.row} 1`).fill('4');
    await visible(page, `Bowls, ${L.row} 2`).fill('7.5');
    await visible(page, `Mugs, ${L.row} 2`).fill('20');
    t.equal(await until(() => page.locator('.vitrine-editor-chart__problems li >> visible=true').count(), (n) => n === 0), 0, 'no message once every cell is filled');
    await canvas(page).locator('.vitrine-canvas-grid .content-chart__art').waitFor({ timeout: RENDER_WAIT_MS });
    t.same(await axeViolations(page), [], 'axe: the page editor with the chart');
    await publish(t, page, L);
    const urlId = (await page.getByRole('link', { name: L.view }).getAttribute('href'))!;

    const visitor = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
    t.teardown(() => visitor.close());
    const site = await visitor.newPage();
    await site.goto(urlId);
    const image = site.getByRole('img', { name: `Sales ${width}` });
    await image.waitFor({ timeout: WAIT_MS });
    t.equal(await image.locator('rect').count(), 4, 'one bar a value');
    const box = await image.boundingBox();
    t.ok(box && box.width <= width, `the chart fits the window (${box?.width} px)`);
    t.same(await site.locator('.content-chart__legend li').allTextContents(), ['Mugs', 'Bowls']);
    t.same(await axeViolations(site, 'main'), [], 'axe: the chart on the page');
    // The data table: its details opened from the keyboard.
    const summary = site.getByText('Chart data', { exact: true });
    await summary.focus();
    await site.keyboard.press('Enter');
    const table = site.getByRole('table', { name: `Sales ${width}` });
    await table.waitFor({ state: 'visible', timeout: WAIT_MS });
    t.same(await table.locator('tbody tr').first().locator('th, td').allTextContents(), ['May', '12', '4']);
    t.same(await axeViolations(site, 'main'), [], 'axe: the open table');
    await site.goto(`/fr${urlId}`);
    await site.getByText('Données du graphique', { exact: true }).waitFor({ timeout: WAIT_MS });
    t.same(await axeViolations(site, 'main'), [], 'axe: the French page');
    t.same(errors, [], 'no page errors');
  });
}
