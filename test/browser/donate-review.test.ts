// Donations and reviews in Chromium, at 1280 and 390 px, in English and
// French, with and without JavaScript: a donor gives with the keyboard only
// (the island names a mistyped card under its field and focuses it; a
// declined card is an alert; a gift lands on the thank-you page with its
// amount); a buyer reviews a product from their order page's link; the
// owner approves it in the Reviews screen and sees the gift in Donations;
// the product page shows the review with its rating. axe-core finds no
// violation on any of these pages or screens.
import t from 'tap';
import type { Test } from 'tap';
import type { BrowserContext, Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { axeViolations, tabTo, violationsWithoutScripts } from './forms-helpers.js';
import { until, WAIT_MS } from './cart-helpers.js';
import { startOwnerSite } from './owner-helpers.js';
import { checkScreen, openScreen, ownerAt, shopperBuys, WIDTHS as ADMIN_WIDTHS } from './admin-helpers.js';

t.setTimeout(600_000);

const WIDTHS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

const { app, base } = await startOwnerSite(t, 'donate-review');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

async function visitor(t: Test, viewport: { width: number; height: number }, javaScript = true): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: base, viewport, javaScriptEnabled: javaScript });
  t.teardown(() => context.close());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}
const site = { app, base, newPage: (t: Test, opts: { viewport?: { width: number; height: number } } = {}) => visitor(t, opts.viewport ?? WIDTHS[0][1]) };
const text = async (page: Page, selector: string) => ((await page.locator(selector).first().textContent()) ?? '').trim();
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Types into the field `selector`, reached with Tab only. */
async function tabType(t: Test, page: Page, selector: string, value: string): Promise<void> {
  t.ok(await tabTo(page, selector, 200), `${selector} reached with Tab`);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(value);
}

const LANGS = [
  { prefix: '', name: 'English', fields: { legend: 'Amount', luhn: 'This card number is not valid: check its digits.', declined: 'Your card was declined. Try another card.', thanks: /We received your gift of \$40\.00/ } },
  { prefix: '/fr', name: 'French', fields: { legend: 'Montant', luhn: 'Ce numéro de carte n’est pas valable\u00a0: vérifiez les chiffres.', declined: 'Votre carte a été refusée. Essayez une autre carte.', thanks: /Nous avons bien reçu votre don de 40,00\s\$US/ } },
] as const;

for (const [label, viewport] of WIDTHS) {
  for (const lang of LANGS) {
    t.test(`a donor gives with the keyboard at ${label} width in ${lang.name}`, async (t) => {
      const { page, errors } = await visitor(t, viewport);
      await page.goto(`${lang.prefix}/donate`);
      await page.waitForSelector('[data-widget="donate-form"][data-island-mounted]', { state: 'attached', timeout: WAIT_MS });
      t.equal(await text(page, '.vitrine-donate__amounts legend'), lang.fields.legend);
      t.same(await axeViolations(page, 'main'), [], 'axe: the donate page');
      t.ok(await noSidewaysScroll(page), 'no sideways scroll');
      // Another amount: typing it chooses it.
      await tabType(t, page, '#donate-custom', '40');
      t.equal(await page.isChecked('input[name="amount"][value="custom"]'), true, 'typing an amount chooses "other"');
      await tabType(t, page, '#donate-name', 'Ada Potter');
      await tabType(t, page, '#donate-email', `ada-${label}${lang.prefix.replace('/', '-')}@example.com`);
      await tabType(t, page, '#donate-card-number', '4242 4242 4242 4241');
      await tabType(t, page, '#donate-card-expiry', '12/40');
      await tabType(t, page, '#donate-card-cvc', '123');
      await page.keyboard.press('Enter');
      t.equal(await until(() => text(page, '#donate-card-number-error'), (v) => v !== ''), lang.fields.luhn, 'the mistyped card, named under its field before sending');
      t.equal(await until(() => focusedId(page), (v) => v === 'donate-card-number'), 'donate-card-number', 'focus on it');
      t.same(await axeViolations(page, 'main'), [], 'axe: with the field error');
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('4000 0000 0000 0002');
      await page.keyboard.press('Enter');
      t.equal(await until(() => text(page, '[data-donate-status]'), (v) => v === lang.fields.declined), lang.fields.declined, 'a declined card is said');
      t.equal(await page.getAttribute('[data-donate-status]', 'role'), 'alert');
      t.equal(await page.$('#donate-card-number-error'), null, 'the number itself is no longer at fault');
      t.ok(await tabTo(page, '#donate-card-number', 200));
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('4242 4242 4242 4242');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${base}${lang.prefix}/donate/thank-you`, { timeout: WAIT_MS });
      t.match(await text(page, '.vitrine-special [role="status"]'), lang.fields.thanks);
      t.same(await axeViolations(page, 'main'), [], 'axe: the thank-you page');
      t.same(errors, []);
    });
  }

  t.test(`without JavaScript at ${label} width: the donate form posts and comes back`, async (t) => {
    const { page } = await visitor(t, viewport, false);
    await page.goto('/donate');
    await page.locator('input[name="amount"][value="1000"]').check();
    await page.locator('#donate-name').fill('Grace');
    await page.locator('#donate-email').fill('grace@');
    await page.locator('#donate-card-number').fill('4242 4242 4242 4242');
    await page.locator('#donate-card-expiry').fill('12/40');
    await page.locator('#donate-card-cvc').fill('123');
    await page.locator('[data-donate-submit]').click();
    await page.waitForURL(`${base}/donate`, { timeout: WAIT_MS });
    t.equal(await text(page, '[data-donate-status]'), 'Check the fields marked below.');
    t.equal(await text(page, '#donate-email-error'), 'Email is invalid');
    t.equal(await page.inputValue('#donate-name'), 'Grace', 'what was typed is kept');
    t.equal(await page.isChecked('input[name="amount"][value="1000"]'), true, 'and the amount chosen');
    t.same(await violationsWithoutScripts(t, site, page), [], 'axe: with the errors');
    await page.locator('#donate-email').fill('grace@example.com');
    for (const [f, v] of [['#donate-card-number', '4242 4242 4242 4242'], ['#donate-card-expiry', '12/40'], ['#donate-card-cvc', '123']]) await page.locator(f!).fill(v!);
    await page.locator('[data-donate-submit]').click();
    await page.waitForURL(`${base}/donate/thank-you`, { timeout: WAIT_MS });
    t.match(await text(page, '.vitrine-special [role="status"]'), 'We received your gift of $10.00. A receipt is on its way to grace@example.com.');
    t.same(await violationsWithoutScripts(t, site, page), [], 'axe: the thank-you page');
  });
}

t.test('a buyer reviews from the order page; the owner approves; the product page shows it', async (t) => {
  const orderId = await shopperBuys(t, browser, base, 'buyer@example.com');
  const token = await app.vitrine.commerce!.checkout.links.token(orderId);
  for (const [label, viewport] of WIDTHS) {
    const { page, errors } = await visitor(t, viewport);
    await page.goto(`/fr/checkout/order-status?order=${orderId}&token=${token}`);
    const link = page.locator('.vitrine-order-line__review', { hasText: 'Stoneware Mug' }).first();
    t.match(await link.textContent(), 'Donner votre avis sur', 'the order page links to the review, in French');
    await page.goto((await link.getAttribute('href'))!);
    await page.waitForSelector('[data-widget="review-form"][data-island-mounted]', { state: 'attached', timeout: WAIT_MS });
    t.equal(await text(page, '.vitrine-review-form__rating legend'), 'Note');
    t.same(await axeViolations(page, 'main'), [], `axe: the French review form at ${label} width`);
    t.ok(await noSidewaysScroll(page));
    if (label === 'phone') {
      // Already reviewed from the desktop: the server says so.
      await page.locator('input[name="rating"][value="5"]').check();
      await page.locator('#review-body').fill('Une seconde fois.');
      await page.locator('#review-name').fill('Ada');
      await page.locator('[data-review-submit]').click();
      t.equal(await until(() => text(page, '[data-review-status]'), (v) => v !== ''), 'Vous avez déjà donné votre avis sur cet achat. Merci !');
      t.same(errors, []);
      continue;
    }
    // Keyboard only: the stars are a radio group; Tab reaches it, the arrows choose.
    t.ok(await tabTo(page, 'input[name="rating"]', 200), 'the rating reached with Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    t.equal(await page.isChecked('input[name="rating"][value="4"]'), true, '4 stars chosen with the arrows');
    await tabType(t, page, '#review-title', 'Ma tasse préférée');
    await tabType(t, page, '#review-body', 'court');
    await tabType(t, page, '#review-name', 'Ada L.');
    await page.keyboard.press('Enter');
    t.equal(await until(() => text(page, '#review-body-error'), (v) => v !== ''), 'Écrivez au moins 10 caractères.', 'the server names the short text');
    t.equal(await until(() => focusedId(page), (v) => v === 'review-body'), 'review-body', 'focus on it');
    t.same(await axeViolations(page, 'main'), [], 'axe: with the error');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Garde le café chaud longtemps.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    t.match(await until(() => text(page, '[data-review-status]'), (v) => v.startsWith('Merci')), 'Merci ! Votre avis apparaîtra');
    t.same(errors, []);
  }

  for (const width of ADMIN_WIDTHS) {
    const { page, errors } = await ownerAt(t, browser, base, width);
    for (const path of ['reviews', 'donations']) {
      await openScreen(page, path);
      await checkScreen(t, page, `${path} at ${width} px`, { primary: path === 'reviews' });
    }
    t.match(await text(page, '[data-donation-total]'), /gifts, \$[\d,.]+ in all/, 'the donations total');
    t.same(errors, []);
  }
  const { page } = await ownerAt(t, browser, base, 1440);
  await openScreen(page, 'reviews');
  await page.getByRole('button', { name: 'Approve the review of Ada L.' }).first().click();
  await page.getByText('Review approved').first().waitFor({ timeout: WAIT_MS });
  for (const [label, viewport] of WIDTHS) {
    for (const path of ['/shop/stoneware-mug', '/fr/boutique/stoneware-mug']) {
      const { page: reader } = await visitor(t, viewport);
      await reader.goto(path);
      t.match(await until(() => text(reader, '.product-reviews'), (v) => v.includes('Ma tasse préférée')), 'Garde le café chaud longtemps.', `${path} shows the approved review at ${label} width`);
      t.ok(await reader.locator('.product-reviews [role="img"][aria-label]').count() > 0, 'with its rating');
      t.same(await axeViolations(reader, 'main'), [], `axe: ${path} at ${label} width`);
    }
  }
});
