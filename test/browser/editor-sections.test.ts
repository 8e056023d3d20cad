// The sections in Chromium on the demo store: an owner places the popup
// overlay at the bottom right and the lock screen's text at the top centre
// with the keyboard in /config; the shopper (desktop 1280x800 and phone
// 390x844) sees the popup at that corner, closes it with Escape alone,
// does not see it after a reload, sees it again once the owner shows it
// again, and signs up to its newsletter (not shown again after that; the
// newsletter names a mailing list, which the sign-up joins); on
// the French site it speaks French and closes on an outside click or its
// close button; no popup without JavaScript; the locked site shows the owner's text at the top centre and its password
// form still unlocks it; axe finds nothing on the popup or the lock screen.
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { axeViolations } from './axe.js';
import { until, WAIT_MS } from './cart-helpers.js';
import { SITE_OWNER, editorPage, startOwnerSite } from './owner-helpers.js';
import { MailingLists } from '../../server/mailing-lists/mailing-lists.js';

t.setTimeout(300_000);
/** The first editor page builds the editor's bundle (esbuild, Puck and React). */
const BUNDLE_WAIT_MS = 120_000;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
/** The popup's backdrop keeps this much room around the dialog (templates/styles/sections.less). */
const EDGE_PX = 16;

const { app, base } = await startOwnerSite(t, 'editor-sections');
const lists = new MailingLists(app.vitrine.commerce!.store);
const club = await lists.create('Kiln club');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

async function shopperAt(t: Test, viewport: keyof typeof VIEWPORTS): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: base, viewport: VIEWPORTS[viewport], ...(viewport === 'phone' ? { isMobile: true, hasTouch: true } : {}) });
  t.teardown(() => context.close());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { page, errors };
}

/** Loads a page and waits until the popup's island has run (shown or not). */
async function openPage(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('[data-widget="popup-overlay"][data-island-mounted]', { state: 'attached', timeout: WAIT_MS });
}

/** The popup version the page carries. */
const pageVersion = (page: Page) => page.evaluate(() => (JSON.parse(document.querySelector('[data-widget="popup-overlay"]')!.getAttribute('data-props')!) as { version: number }).version);
const memory = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('vitrine-popup-overlay') ?? '{}') as Record<string, unknown>);
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

/** The owner's editor, open for the whole file (closed with it). */
const { page: owner, errors: ownerErrors } = await editorPage(t, browser, base);

t.test('the owner places the popup and the lock screen text with the keyboard', async (t) => {
  const { page: setup } = await editorPage(t, browser, base);
  await setup.goto('/');
  const crumb = (await setup.context().cookies()).find((c) => c.name === 'crumb')!.value;
  t.equal((await setup.request.post('/api/site-users/account', { data: SITE_OWNER, headers: { 'x-csrf-token': crumb } })).status(), 201);

  const page = owner;
  const errors = ownerErrors;
  await page.goto('/config');
  await page.getByLabel('Email').fill(SITE_OWNER.email);
  await page.getByLabel('Password').fill(SITE_OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Pages', level: 1 }).waitFor({ timeout: BUNDLE_WAIT_MS });
  await page.getByRole('link', { name: 'Sections', exact: true }).click();
  await page.getByRole('heading', { name: 'Popup overlay' }).waitFor({ timeout: WAIT_MS });

  await page.getByLabel('Show this section').check();
  await page.getByLabel('Heading', { exact: true }).fill('Join the kiln club');
  await page.getByLabel('Text (a blank line starts a paragraph)').fill('Firing news once a month.');
  await page.getByLabel('Offer a newsletter sign-up').check();
  await page.getByRole('combobox', { name: 'Mailing list' }).selectOption({ label: 'Kiln club' });
  await page.getByLabel('Sign-up button label').fill('Join');
  await page.getByLabel('Thank-you text').fill('Welcome to the club.');
  // The grid: one tab stop on the chosen position; arrows move and choose.
  const grid = page.getByRole('radiogroup', { name: 'Content position' });
  t.equal(await grid.getByRole('radio').count(), 9);
  t.equal(await grid.getByRole('radio', { checked: true }).getAttribute('aria-label'), 'Centre');
  await grid.getByRole('radio', { name: 'Centre', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  t.equal(await focusedName(page), 'Bottom right', 'focus follows the arrows and stops at the edge');
  t.equal(await grid.getByRole('radio', { checked: true }).getAttribute('aria-label'), 'Bottom right');
  t.same(await grid.getByRole('radio').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))), ['Top left', 'Top centre', 'Top right', 'Centre left', 'Centre', 'Centre right', 'Bottom left', 'Bottom centre', 'Bottom right']);

  // A bad link is refused with the rule's message before anything is sent.
  await page.getByLabel('Button label', { exact: true }).fill('Shop');
  await page.getByLabel('Button link').fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Save section' }).click();
  await page.getByRole('alert').filter({ hasText: 'A button link must start with / or https://.' }).waitFor({ timeout: WAIT_MS });
  await page.getByLabel('Button link').fill('/shop');
  await page.getByRole('button', { name: 'Save section' }).click();
  await page.getByRole('status').filter({ hasText: 'Section saved' }).waitFor({ timeout: WAIT_MS });

  await page.getByRole('button', { name: 'Lock screen' }).click();
  await page.getByRole('heading', { name: 'Lock screen' }).waitFor({ timeout: WAIT_MS });
  await page.getByLabel('Show this section').check();
  await page.getByLabel('Heading', { exact: true }).fill('Opening soon');
  await page.getByLabel('Text (a blank line starts a paragraph)').fill('The spring firing opens on May 1.');
  await grid.getByRole('radio', { name: 'Centre', exact: true }).focus();
  await page.keyboard.press('ArrowUp');
  t.equal(await grid.getByRole('radio', { checked: true }).getAttribute('aria-label'), 'Top centre');
  await page.keyboard.press('Tab');
  t.not(await focusedName(page), 'Top left', 'Tab leaves the grid (one tab stop)');
  await page.getByRole('button', { name: 'Save section' }).click();
  await page.getByRole('status').filter({ hasText: 'Section saved' }).waitFor({ timeout: WAIT_MS });
  t.same(await axeViolations(page, '.vitrine-editor-sections'), [], 'axe finds nothing on the sections panel');
  t.same(errors, []);
});

for (const viewport of ['desktop', 'phone'] as const) {
  t.test(`${viewport}: the popup at the bottom right, closed with Escape, shown again after the owner asks`, async (t) => {
    const { page, errors } = await shopperAt(t, viewport);
    await openPage(page);
    const dialog = page.getByRole('dialog', { name: 'Join the kiln club' });
    await dialog.waitFor({ timeout: WAIT_MS });
    const box = (await page.locator('.vitrine-popup-overlay__dialog').boundingBox())!;
    const { width, height } = VIEWPORTS[viewport];
    t.ok(Math.abs(width - EDGE_PX - (box.x + box.width)) <= 1, `right edge ${box.x + box.width} at ${width - EDGE_PX}`);
    t.ok(Math.abs(height - EDGE_PX - (box.y + box.height)) <= 1, `bottom edge ${box.y + box.height} at ${height - EDGE_PX}`);
    if (viewport === 'desktop') t.ok(box.x > width / 2, 'on the right half');
    t.same(await axeViolations(page, '.vitrine-popup-overlay'), [], 'axe finds nothing on the popup');
    t.equal(await focusedName(page), 'Close', 'focus starts on the close button');
    // Focus stays inside: Tab from the last control comes back to the first.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    t.ok(await page.evaluate(() => document.querySelector('.vitrine-popup-overlay__dialog')!.contains(document.activeElement)), 'focus is trapped in the dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });
    const shown = await pageVersion(page);
    t.match(await memory(page), { version: shown, 'date-closed': Number });

    await openPage(page, '/shop');
    t.equal(await page.locator('.vitrine-popup-overlay').count(), 0, 'not shown again once closed');

    const bump = owner.getByRole('button', { name: 'Show again to visitors who closed it' });
    await owner.getByRole('button', { name: 'Popup overlay' }).click();
    await bump.click();
    const expected = shown + 1;
    await owner.getByRole('status').filter({ hasText: `version ${expected}` }).waitFor({ timeout: WAIT_MS });
    await openPage(page);
    await dialog.waitFor({ timeout: WAIT_MS });
    t.equal(await pageVersion(page), expected, 'shown again after the owner bumped the version');

    // A sign-up is remembered too: the popup does not come back for this version.
    await page.getByLabel('Email Address').fill('potter@example.com');
    await page.getByRole('button', { name: 'Join' }).click();
    await dialog.getByText('Welcome to the club.').waitFor({ timeout: WAIT_MS });
    t.match(await memory(page), { version: expected, submitted: true });
    t.ok(await lists.subscriber(club.id, 'potter@example.com'), 'the sign-up joined the popup’s list');
    t.notOk('date-closed' in (await memory(page)), 'what was kept for the older version is dropped');
    await openPage(page);
    t.equal(await page.locator('.vitrine-popup-overlay').count(), 0, 'not shown after signing up');
    t.same(errors, []);
  });
}

t.test('on the French site the popup speaks French', async (t) => {
  const { page, errors } = await shopperAt(t, 'desktop');
  await openPage(page, '/fr/');
  const dialog = page.getByRole('dialog', { name: 'Join the kiln club' });
  await dialog.waitFor({ timeout: WAIT_MS });
  t.equal(await focusedName(page), 'Fermer', 'the close button from the French catalogue');
  t.equal(await dialog.getByLabel('Adresse e-mail').count(), 1, 'the email label from the French catalogue');
  // A click outside the dialog closes it, and so does its close button.
  await page.mouse.click(5, 5);
  await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });
  t.match(await memory(page), { 'date-closed': Number });
  await page.evaluate(() => localStorage.clear());
  await openPage(page, '/fr/');
  await page.getByRole('button', { name: 'Fermer' }).click();
  await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });
  t.match(await memory(page), { 'date-closed': Number });
  t.same(errors, []);
});

t.test('no popup without JavaScript', async (t) => {
  const context = await browser.newContext({ baseURL: base, javaScriptEnabled: false });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto('/');
  t.equal(await page.locator('[data-widget="popup-overlay"]').count(), 1, 'the island is in the page');
  t.equal(await page.locator('[role="dialog"]').count(), 0, 'but nothing shows');
});

t.test('the lock screen: the owner text at the top centre, the password form unlocks', async (t) => {
  await app.vitrine.editor!.content.change({ accountId: null, summary: 'test: lock the site' }, (doc) => {
    Object.assign(doc.website as Record<string, unknown>, { passwordProtected: true, password: 'spring-firing' });
    return true;
  });
  for (const viewport of ['desktop', 'phone'] as const) {
    const { page, errors } = await shopperAt(t, viewport);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Opening soon' }).waitFor({ timeout: WAIT_MS });
    const box = (await page.locator('.vitrine-section__content').boundingBox())!;
    const { width } = VIEWPORTS[viewport];
    t.ok(Math.abs(box.x + box.width / 2 - width / 2) <= 1, `${viewport}: centred across (${box.x + box.width / 2} of ${width})`);
    t.ok(box.y <= 48 + 1, `${viewport}: at the top (${box.y})`);
    t.same(await axeViolations(page), [], `${viewport}: axe finds nothing on the lock screen`);
    t.equal(await page.locator('[role="dialog"]').count(), 0, 'no popup over the lock screen');
    if (viewport === 'phone') {
      await page.getByLabel('Password').fill('spring-firing');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: 'Join the kiln club' }).waitFor({ timeout: WAIT_MS });
      t.pass('unlocked: the site, with its popup');
    }
    t.same(errors, []);
  }
});
