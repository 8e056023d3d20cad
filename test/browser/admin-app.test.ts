// The owner's admin at /config in Chromium at 1440 and 820 px: every
// screen of this app has a heading, the navigation (the current screen
// marked), a primary button in the system's style and body text in the
// system's font, and axe-core finds nothing. A visitor's form submission
// and restock sign-up appear in Submissions; the owner reads, marks read
// and deletes (after a confirm dialog naming what goes) the submission;
// Notify now is disabled with its reason while the vase is sold out, and
// once it is back sends one mail, once.
import t from 'tap';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { axeViolations } from './axe.js';
import { until, WAIT_MS } from './cart-helpers.js';
import { startOwnerSite } from './owner-helpers.js';
import { BUNDLE_WAIT_MS, checkScreen, openScreen, ownerAt, VASE, visitorSends, WIDTHS } from './admin-helpers.js';

t.setTimeout(900_000);

/** The screens this app builds, by address, and whether each has a primary action. */
const SCREENS: [string, boolean][] = [
  ['pages', true],
  ['design/colours', true],
  ['design/styles', true],
  ['products', true],
  ['media', true],
  ['tags', false],
  ['submissions/forms', true],
  ['submissions/restock', true],
  ['submissions/lists', true],
  ['analytics', true],
  ['settings/header-footer', true],
  ['settings/navigation', true],
  ['settings/sections', true],
  ['settings/commerce', true],
  ['settings/languages', true],
  ['settings/time-zone', true],
  ['settings/permissions', true],
  // The commerce screens (client/admin/commerce/): their primary action is the CSV export.
  ['orders', true],
  ['customers', true],
  ['subscriptions', true],
  // Shipping, Taxes, Discounts and Gift cards (client/admin/pricing/): add, create or issue.
  ['settings/shipping', true],
  ['settings/taxes', true],
  ['discounts', true],
  ['gift-cards', true],
];

const { app, base } = await startOwnerSite(t, 'admin-app');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());
const store = app.vitrine.commerce!.store;
const outbox = async () => Number((await store.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('n')).where('kind', '=', 'restock').executeTakeFirst())?.n ?? 0);

await visitorSends(t, browser, base, 'ada@example.com');

for (const width of WIDTHS) {
  t.test(`every admin screen at ${width} px`, async (t) => {
    const { page, errors } = await ownerAt(t, browser, base, width);
    for (const [path, primary] of SCREENS) {
      await openScreen(page, path);
      await checkScreen(t, page, path, { primary });
    }
    t.same(errors, [], 'no script error');
  });
}

t.test('the navigation moves between screens in the app, focus on the new title', async (t) => {
  const { page } = await ownerAt(t, browser, base, 1440);
  await openScreen(page, 'pages');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Form submissions' }).click();
  await page.getByRole('heading', { level: 1, name: 'Form submissions' }).waitFor({ timeout: BUNDLE_WAIT_MS });
  t.equal(new URL(page.url()).pathname, '/config/submissions/forms');
  await until(() => page.evaluate(() => document.activeElement?.id ?? ''), (id) => id === 'adm-page-title');
  t.match(await page.title(), /^Form submissions · /);
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor({ timeout: WAIT_MS });
  await page.goto('/config');
  await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor({ timeout: WAIT_MS });
  t.equal(new URL(page.url()).pathname, '/config/pages', '/config shows Pages at its own address');
  await page.goto('/config/no-such-screen');
  await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor({ timeout: WAIT_MS });
});

t.test('a form submission appears in Submissions; the owner reads, marks and deletes it', async (t) => {
  const { page } = await ownerAt(t, browser, base, 1440);
  await openScreen(page, 'submissions/forms');
  const main = page.locator('#adm-main');
  t.match(await main.textContent(), 'form-contact', 'the form id shows');
  t.equal(await page.getByLabel('Form', { exact: true }).inputValue(), 'form-contact');
  const row = main.locator('tbody tr', { hasText: 'ada@example.com' });
  await row.waitFor({ timeout: WAIT_MS });
  t.match(await row.textContent(), 'Unread');
  t.equal(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'), '/api/forms/form-contact/submissions?format=csv');

  await row.getByRole('button', { name: /^View the submission of/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ timeout: WAIT_MS });
  t.match(await dialog.textContent(), 'Do you sell wholesale?', 'the answers show');
  t.match(await dialog.textContent(), 'Ada Lovelace');
  await dialog.getByRole('button', { name: 'Mark as read' }).click();
  await dialog.getByRole('button', { name: 'Mark as unread' }).waitFor({ timeout: WAIT_MS });
  t.same(await axeViolations(page), [], 'the detail dialog: axe-core finds nothing');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });
  t.match(await row.textContent(), 'Read');
  t.notMatch(await row.textContent(), 'Unread');

  await row.getByRole('button', { name: /^View the submission of/ }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.waitFor({ timeout: WAIT_MS });
  t.match(await confirm.textContent(), /The submission of .* to Contact \(form-contact\), with all its answers, will be deleted\. This cannot be undone\./, 'the confirm dialog names what will be lost');
  t.equal(await confirm.getByRole('button', { name: 'Cancel' }).evaluate((b) => b === document.activeElement), true, 'focus starts on Cancel');
  t.same(await axeViolations(page), [], 'the confirm dialog: axe-core finds nothing');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await main.getByText('No submissions yet').waitFor({ timeout: WAIT_MS });
  t.equal(Number((await store.db.selectFrom('form_submissions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n), 0, 'deleted in the store');
});

t.test('a restock sign-up appears; Notify now waits for stock, then sends once', async (t) => {
  const { page } = await ownerAt(t, browser, base, 820);
  await openScreen(page, 'submissions/restock');
  const row = page.locator('#adm-main tbody tr', { hasText: 'Terracotta Vase' });
  await row.waitFor({ timeout: WAIT_MS });
  t.match(await row.textContent(), 'Sold out');
  const notify = row.getByRole('button', { name: /^Notify now/ });
  t.equal(await notify.isDisabled(), true, 'disabled while sold out');
  t.match(await row.textContent(), 'Still sold out: restock it first.', 'with the reason');
  t.equal(await notify.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent), 'Still sold out: restock it first.', 'the reason describes the button');

  await row.getByRole('button', { name: /^Sign-ups for/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('ada@example.com').waitFor({ timeout: WAIT_MS });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });

  await store.change((tx) => tx.updateTable('stock').set({ quantity: 4 }).where('item_id', '=', VASE.productId).execute());
  await openScreen(page, 'submissions/restock');
  t.match(await row.textContent(), 'In stock');
  t.equal(await notify.isEnabled(), true, 'enabled once back in stock');
  await notify.click();
  await page.locator('.adm-toast__title', { hasText: 'Notifications sent: 1.' }).waitFor({ timeout: WAIT_MS });
  t.equal(await outbox(), 1, 'one mail went out');
  await until(() => notify.isDisabled(), (d) => d);
  t.match(await row.textContent(), 'No one is waiting.');
  const again = await page.evaluate(async (v) => {
    const crumb = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('crumb='))!.slice(6));
    const { xsrfToken } = (await (await fetch('/api/site-users/account')).json()) as { xsrfToken: string };
    const res = await fetch('/api/site-users/account/notifications/restock/send', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': crumb, 'x-xsrf-token': xsrfToken }, body: JSON.stringify(v) });
    return res.json() as Promise<{ sent: number }>;
  }, VASE);
  t.equal(again.sent, 0, 'a second send sends nothing');
  t.equal(await outbox(), 1, 'still one mail');
});

