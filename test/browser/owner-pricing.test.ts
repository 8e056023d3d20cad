// The owner's Shipping, Taxes, Discounts and Gift cards in Chromium: each
// screen at 1440 and 390 px in English and French with axe-core clean; at
// 1440 px the owner changes the standard rate and the New York tax (a
// shopper's next order is priced with both), is told at the field what a
// bad amount or a used code is (focus on it), creates a discount with the
// keyboard only, and issues a gift card (its recipient gets the mail) and
// voids it.
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { EDITOR_LANGUAGE_COOKIE } from '../../editor/catalogue.js';
import { axeViolations } from './axe.js';
import { until, WAIT_MS } from './cart-helpers.js';
import { startOwnerSite } from './owner-helpers.js';
import { checkScreen, openScreen, ownerAt, shopperBuys } from './admin-helpers.js';

t.setTimeout(900_000);

const { app, base } = await startOwnerSite(t, 'owner-pricing');
const store = app.vitrine.commerce!.store;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

const SCREENS = ['settings/shipping', 'settings/taxes', 'discounts', 'gift-cards'] as const;
const PHONE = 390;

async function owner(t: Test, width: number, lang: 'en' | 'fr'): Promise<{ page: Page; errors: string[] }> {
  const o = await ownerAt(t, browser, base, width);
  await o.page.context().addCookies([{ name: EDITOR_LANGUAGE_COOKIE, value: lang, url: base }]);
  return o;
}

/** The element with the focus: its id, and its label's text when it is a field. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const label = el?.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent ?? '' : '';
    return { id: el?.id ?? '', label, text: (el?.textContent ?? '').trim() };
  });

/** Presses Tab until the focus is on `text` (a button's or a field's label); true when it got there. */
async function tabTo(page: Page, text: string, max = 60): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f.text === text || f.label === text) return true;
  }
  return false;
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [1440, PHONE]) {
  for (const lang of ['en', 'fr'] as const) {
    t.test(`${width} px, ${lang}: the four screens, axe-core clean`, async (t) => {
      const { page, errors } = await owner(t, width, lang);
      for (const path of SCREENS) {
        await openScreen(page, path);
        if (width === 1440 && lang === 'en') await checkScreen(t, page, path, { primary: true });
        else {
          t.equal(await page.locator('h1').count(), 1, `${path}: one h1`);
          t.ok(await page.locator('.adm-main .adm-button--primary').first().isVisible(), `${path}: its primary action shows`);
          t.ok((await sideways(page)) <= 0, `${path}: no sideways scroll of the page`);
          t.same(await axeViolations(page), [], `${path}: axe-core finds nothing`);
        }
      }
      await openScreen(page, 'settings/shipping');
      t.ok(await page.getByText('Standard shipping', { exact: true }).first().isVisible(), 'the demo store’s options are listed');
      await page.locator('.adm-main .adm-button--primary').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ timeout: WAIT_MS });
      t.same(await axeViolations(page), [], 'the add dialog: axe-core finds nothing');
      await dialog.getByLabel(lang === 'fr' ? 'Tarif' : 'Rate', { exact: true }).fill('12,345');
      await dialog.getByRole('button', { name: lang === 'fr' ? 'Enregistrer' : 'Save' }).click();
      const moneyError = lang === 'fr' ? 'Saisissez un montant comme 12 ou 12,50.' : 'Enter an amount such as 12 or 12.50.';
      await dialog.getByText(moneyError).waitFor({ timeout: WAIT_MS });
      t.equal((await focused(page)).label, lang === 'fr' ? 'Tarif' : 'Rate', 'the refused field has the focus');
      await dialog.getByLabel(lang === 'fr' ? 'Tarif' : 'Rate', { exact: true }).fill('4');
      await dialog.getByRole('button', { name: lang === 'fr' ? 'Enregistrer' : 'Save' }).click();
      const nameError = lang === 'fr' ? 'Saisissez un nom pour cette option de livraison dans la langue principale du site.' : 'Enter a name for this shipping option in the site’s main language.';
      await dialog.getByText(nameError).waitFor({ timeout: WAIT_MS });
      t.pass('the server’s refusal shows under the name, in the owner’s language');
      t.same(await axeViolations(page), [], 'the dialog with its errors: axe-core finds nothing');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });
      t.same(errors, [], 'no script error');
    });
  }
}

const ordersCount = async () => Number((await store.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

t.test('1440 px: a new rate and tax price the next order; a discount by keyboard; a gift card issued and voided', async (t) => {
  const { page, errors } = await owner(t, 1440, 'en');

  await openScreen(page, 'settings/shipping');
  await page.getByRole('button', { name: 'Edit Standard shipping' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByLabel('Rate', { exact: true }).fill('5.50');
  await dialog.getByLabel('Countries', { exact: true }).fill('US, USA');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Use two-letter country codes such as US or FR: USA is not one.').waitFor({ timeout: WAIT_MS });
  t.equal((await focused(page)).label, 'Countries', 'the country field has the focus and its text');
  await dialog.getByLabel('Countries', { exact: true }).fill('us');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });
  await page.getByRole('row', { name: /Standard shipping/ }).getByText('$5.50').waitFor({ timeout: WAIT_MS });
  t.pass('the list shows the new rate in the store’s currency');

  await openScreen(page, 'settings/taxes');
  await page.getByRole('button', { name: 'Edit New York sales tax' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Rate', { exact: true }).fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });
  await page.getByRole('row', { name: /New York sales tax/ }).getByText('10%').waitFor({ timeout: WAIT_MS });

  const before = await ordersCount();
  const orderId = await shopperBuys(t, browser, base, 'pricing.shopper@example.com');
  t.equal(await ordersCount(), before + 1);
  const order = await store.db.selectFrom('orders').select(['shipping_cents', 'tax_cents', 'subtotal_cents', 'discount_cents']).where('id', '=', orderId).executeTakeFirstOrThrow();
  t.equal(Number(order.shipping_cents), 550, 'the next order ships at the new rate');
  t.equal(Number(order.tax_cents), Math.round((Number(order.subtotal_cents) - Number(order.discount_cents) + 550) * 0.1), 'and is taxed at the new rate, shipping included');

  // Keyboard only from the Discounts list on.
  await openScreen(page, 'discounts');
  await page.locator('#adm-page-title').focus();
  t.ok(await tabTo(page, 'Create a discount'), 'Tab reaches Create a discount');
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog');
  await dialog.waitFor({ timeout: WAIT_MS });
  await until(() => focused(page), (f) => f.label === 'Code');
  await page.keyboard.type(' spring 20 ');
  t.ok(await tabTo(page, 'Percentage off'), 'Tab reaches the value');
  await page.keyboard.type('20');
  t.ok(await tabTo(page, 'Once per customer'), 'Tab reaches Once per customer');
  await page.keyboard.press('Space');
  t.ok(await tabTo(page, 'Save'), 'Tab reaches Save');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });
  const row = page.getByRole('row', { name: /SPRING20/ });
  await row.waitFor({ timeout: WAIT_MS });
  t.match(await row.textContent(), /20 % off/, 'normalised as the checkout does, 20 % off');
  t.equal((await until(() => focused(page), (f) => f.text === 'Create a discount')).text, 'Create a discount', 'the focus went back to Create a discount');
  await page.keyboard.press('Enter');
  await until(() => focused(page), (f) => f.label === 'Code');
  await page.keyboard.type('Spring20');
  t.ok(await tabTo(page, 'Percentage off'));
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await dialog.getByText('The code SPRING20 is already in use.').waitFor({ timeout: WAIT_MS });
  t.equal((await focused(page)).label, 'Code', 'a used code: said at the code, which has the focus');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });

  await openScreen(page, 'gift-cards');
  await page.getByRole('button', { name: 'Issue a gift card' }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount', { exact: true }).fill('0.50');
  await dialog.getByLabel('Recipient’s name', { exact: true }).fill('Grace Hopper');
  await dialog.getByLabel('Recipient’s email', { exact: true }).fill('grace.card@example.com');
  await dialog.getByLabel('Message', { exact: true }).fill('Happy birthday!');
  await dialog.getByRole('button', { name: 'Issue a gift card' }).click();
  await dialog.getByText('Enter an amount from $1.00 to $10,000.00.').waitFor({ timeout: WAIT_MS });
  await dialog.getByLabel('Amount', { exact: true }).fill('25');
  await dialog.getByRole('button', { name: 'Issue a gift card' }).click();
  await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });
  const card = page.getByRole('row', { name: /Grace Hopper/ });
  await card.waitFor({ timeout: WAIT_MS });
  t.match(await card.textContent(), /•••• [A-Z2-9]{4}.*\$25\.00.*\$25\.00/, 'masked code, initial and balance');
  const mail = await until(
    () => store.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', 'grace.card@example.com').where('kind', '=', 'gift-card').execute(),
    (rows) => rows.length > 0,
  );
  t.equal(mail.length, 1, 'the recipient got one mail');
  t.match(mail[0]!.text_body, /\$25\.00.*[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/s);
  t.match(mail[0]!.text_body, 'Happy birthday!');
  await card.getByRole('button', { name: /^Void/ }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('Its balance of $25.00 can no longer be spent. This cannot be undone.').waitFor({ timeout: WAIT_MS });
  t.same(await axeViolations(page), [], 'the void confirmation: axe-core finds nothing');
  await confirm.getByRole('button', { name: 'Void' }).click();
  await confirm.waitFor({ state: 'detached', timeout: WAIT_MS });
  await card.getByText('Void', { exact: true }).waitFor({ timeout: WAIT_MS });
  t.match(await card.textContent(), /\$25\.00.*\$0\.00/, 'voided: nothing left');
  t.same(errors, [], 'no script error');
});
