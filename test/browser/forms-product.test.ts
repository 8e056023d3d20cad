// The additional-fields lightbox and the restock sign-up end to end in
// Chromium: every field kind filled with the keyboard only, the focus trap,
// Escape and focus return, the answers on the cart line and their edit
// ('Saving…', 'Unable to update form', 'Unable to open form'); restock on a
// sold-out product (the SPEC's email texts, captcha completion and reset,
// the merchant's success text), at desktop and phone widths, with axe-core.
import t from 'tap';
import type { Page } from 'playwright-core';
import { countRows, journeyContent } from '../forms/helpers.js';
import { until, WAIT_MS } from './cart-helpers.js';
import { axeViolations, DESKTOP, PHONE, startFormsSite, tabTo } from './forms-helpers.js';

t.setTimeout(300_000);
const site = await startFormsSite(t, journeyContent(t, { captcha: true }));
const ADD = '.product-detail__add .sqs-add-to-cart-button';
const DIALOG = '.vitrine-lightbox [role=dialog]';

const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLInputElement | null;
  return el ? `${el.tagName.toLowerCase()}${el.name ? `[name="${el.name}"]` : ''}${el.className ? `.${el.className.split(' ')[0]}` : ''}` : '';
});

async function openNapkins(page: Page): Promise<void> {
  await page.goto('/shop/monogram-napkins');
  await page.waitForSelector(`.product-detail__add[data-island-mounted] .sqs-add-to-cart-button`, { timeout: WAIT_MS });
  await until(() => page.$eval('.sqs-add-to-cart-button-wrapper', (e) => getComputedStyle(e).visibility), (v) => v === 'visible');
}

/** Types into the focused control, then moves on with Tab. */
async function typeTab(page: Page, ...texts: string[]): Promise<void> {
  for (const text of texts) {
    if (text) await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  }
}

t.test('the lightbox, keyboard only: every field kind, the trap, Escape; the answers on the cart line', async (t) => {
  const { page, errors } = await site.newPage(t);
  await openNapkins(page);
  t.ok(await tabTo(page, ADD), 'the add button is reached with Tab');
  await page.keyboard.press('Enter');
  await page.waitForSelector(DIALOG, { timeout: WAIT_MS });
  t.equal(await page.getAttribute(DIALOG, 'aria-modal'), 'true');
  t.equal(await focused(page), 'input[name="initials"].form-field__input', 'focus moves into the dialog');
  t.same(await axeViolations(page, '.vitrine-lightbox'), [], 'no axe violations');
  await page.keyboard.press('Escape');
  await until(() => page.$(DIALOG), (v) => v === null);
  t.equal(await page.$(DIALOG), null, 'Escape closes it');
  t.equal(await page.evaluate(() => document.activeElement?.classList.contains('sqs-add-to-cart-button') ?? false), true, 'focus returns to the add button');

  await page.keyboard.press('Enter');
  await page.waitForSelector(DIALOG, { timeout: WAIT_MS });
  await page.keyboard.press('Enter');
  t.same(await page.$$eval(`${DIALOG} .form-field .form-field__error`, (els) => els.map((e) => e.textContent)), ['Required', 'Required'], 'initials and thread are required');
  t.equal(await page.textContent(`${DIALOG} .form-block__message`), 'One or more fields is invalid, please check your entries.');

  await page.focus(`${DIALOG} input[name=initials]`);
  await typeTab(page, 'ABC', 'For Gran', 'ada@example.com', '25', '2', 'https://example.com', 'linen', 'hearthandclay');
  await typeTab(page, '12', '24', '2026'); // date
  await typeTab(page, '9', '30', '00'); // time, then the AM/PM select
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await typeTab(page, 'Ada', 'Lovelace'); // name
  await typeTab(page, '14 Kiln Lane', '', 'Hudson', 'NY', '12534', 'US'); // address
  await typeTab(page, '1', '518', '555', '0134'); // phone with country code
  await page.keyboard.press('Space'); // Extras: Gift wrap
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab'); // past Card, into the likert statement
  await page.keyboard.press('Space');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight'); // Strongly Agree
  await page.keyboard.press('Tab'); // Size
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight'); // Large
  await page.keyboard.press('Tab'); // thread
  await page.keyboard.press('ArrowDown'); // Navy
  await page.keyboard.press('Tab');
  t.equal(await focused(page), 'button.sqs-button-element--primary', 'the submit button');
  await page.keyboard.press('Tab');
  t.equal(await focused(page), 'button.vitrine-lightbox__close', 'Tab wraps to the close control: focus stays in the dialog');
  await page.keyboard.press('Shift+Tab');
  const added = page.waitForResponse((r) => r.url().endsWith('/api/commerce/shopping-cart/entries') && r.request().method() === 'POST', { timeout: WAIT_MS });
  await page.keyboard.press('Enter');
  const body = JSON.parse((await added).request().postData() ?? '{}') as { additionalFields: string };
  const kept = JSON.parse(body.additionalFields) as Record<string, { value: unknown }>;
  t.same(Object.keys(kept).sort(), ['address', 'budget', 'count', 'date', 'email', 'extras', 'handle', 'initials', 'name', 'note', 'phone', 'rating', 'secret', 'site', 'size', 'thread', 'time'], 'every answering kind (no section, no hidden)');
  t.same(kept.time!.value, ['9', '30', '00', 'PM']);
  t.same(kept.rating!.value, { 'Linen is lovely': '2' });
  t.same(kept.phone!.value, ['1', '518', '555', '0134']);
  t.same(kept.size!.value, 'Large');
  t.same(kept.extras!.value, ['Gift wrap']);
  await until(() => page.$(DIALOG), (v) => v === null);

  await page.goto('/cart');
  await page.waitForSelector('.vitrine-cart-entry__fields', { timeout: WAIT_MS });
  const lines = await page.$$eval('.vitrine-cart-entry__field', (els) => els.map((e) => `${e.querySelector('dt')!.textContent}: ${e.querySelector('dd')!.textContent}`));
  t.match(lines, [
    'Initials: ABC', 'Note: For Gran', 'Email: ada@example.com', 'Budget: 25', 'Count: 2', 'Website: https://example.com', 'Code word: ••••••••', 'Handle: hearthandclay',
    'Delivery date: 12/24/2026', 'Delivery time: 9:30:00:PM', 'Recipient: Ada Lovelace', 'Address: 14 Kiln Lane, Hudson, NY, 12534, US', 'Phone: 1 518 555 0134',
    'Extras: Gift wrap', 'How do you feel: Linen is lovely: Strongly Agree', 'Size: Large', 'Thread colour: Navy',
  ]);
  t.same(await axeViolations(page, '.vitrine-cart-entry__fields'), [], 'the answers and Edit pass axe');
  t.same(errors, []);
});

t.test('editing the answers from the cart page', async (t) => {
  const { page } = await site.newPage(t);
  await openNapkins(page);
  await page.click(ADD);
  await page.fill(`${DIALOG} input[name=initials]`, 'ABC');
  await page.selectOption(`${DIALOG} select[name=thread]`, 'Rust');
  await page.click(`${DIALOG} button[type=submit]`);
  await page.goto('/cart');
  await page.waitForSelector('.vitrine-cart-entry__edit', { timeout: WAIT_MS });

  // 'Unable to open form' when the form cannot be loaded.
  await page.route('**/api/form/product-form*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.click('.vitrine-cart-entry__edit');
  t.equal(await (await page.waitForSelector('.vitrine-alert__title', { timeout: WAIT_MS })).textContent(), 'Unable to open form');
  await page.click('.vitrine-alert__ok');
  await page.unroute('**/api/form/product-form*');

  await page.click('.vitrine-cart-entry__edit');
  await page.waitForSelector(DIALOG, { timeout: WAIT_MS });
  t.equal(await page.inputValue(`${DIALOG} input[name=initials]`), 'ABC', 'the answers are filled in');
  t.equal(await page.inputValue(`${DIALOG} select[name=thread]`), 'Rust');

  // 'Unable to update form' when the save fails.
  await page.route('**/additionalFields', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Something went wrong. Please try again.' }) }));
  await page.fill(`${DIALOG} input[name=initials]`, 'XYZ');
  await page.click(`${DIALOG} button[type=submit]`);
  t.match(await (await page.waitForSelector(`${DIALOG} .form-block__message`, { timeout: WAIT_MS })).textContent(), /^Unable to update form/);
  await page.unroute('**/additionalFields');

  // 'Saving…' while the answers are saved.
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/additionalFields', async (route) => {
    await held;
    await route.continue();
  });
  await page.click(`${DIALOG} button[type=submit]`);
  t.equal(await until(() => page.textContent(`${DIALOG} button[type=submit]`).catch(() => ''), (v) => v === 'Saving…'), 'Saving…');
  release();
  await until(() => page.$(DIALOG), (v) => v === null);
  t.equal(await until(() => page.textContent('.vitrine-cart-entry__field dd').catch(() => ''), (v) => v === 'XYZ'), 'XYZ', 'the line shows the new answer');
  t.equal(await page.evaluate(() => document.activeElement?.classList.contains('vitrine-cart-entry__edit') ?? false), true, 'focus returns to Edit');
  await page.reload();
  await page.waitForSelector('.vitrine-cart-entry__field dd', { timeout: WAIT_MS });
  t.equal(await page.textContent('.vitrine-cart-entry__field dd'), 'XYZ', 'saved in the cart');
});

t.test('the lightbox at phone width fits the screen', async (t) => {
  const { page } = await site.newPage(t, { viewport: PHONE });
  await openNapkins(page);
  await page.click(ADD);
  await page.waitForSelector(DIALOG, { timeout: WAIT_MS });
  const box = await page.$eval(DIALOG, (e) => e.getBoundingClientRect().toJSON() as { left: number; right: number; top: number; bottom: number });
  t.ok(box.left >= 0 && box.right <= PHONE.width && box.top >= 0 && box.bottom <= PHONE.height, 'inside the viewport');
  t.same(await axeViolations(page, '.vitrine-lightbox'), []);
  await page.click('.vitrine-lightbox__close');
  t.equal(await page.$(DIALOG), null, 'the close control closes it');
});

for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  t.test(`restock sign-up on a sold-out product at ${label} width`, async (t) => {
    const { page, errors } = await site.newPage(t, { viewport });
    await page.goto('/shop/ceramic-vase');
    await page.waitForSelector('.product-restock[data-island-mounted] .product-restock-submit', { timeout: WAIT_MS });
    const captcha = label === 'phone' ? '.test-captcha--compact' : '.test-captcha--normal';
    // The captcha is drawn by its own module once the island has mounted: wait for it.
    t.ok(await page.waitForSelector(captcha, { timeout: WAIT_MS }).then(() => true, () => false), `the ${label === 'phone' ? 'compact' : 'normal'} captcha`);
    t.same(await axeViolations(page, '.product-restock'), [], 'no axe violations');
    t.equal(await page.isHidden('.captcha-badge'), true, 'badge hidden');
    await page.focus('.product-restock input[name=email]');
    t.equal(await page.isVisible('.captcha-badge'), true, 'badge shown while a field has focus');
    await page.keyboard.press('Enter');
    t.equal(await page.textContent('.product-restock-error'), 'Email cannot be blank');
    await page.fill('.product-restock input[name=email]', 'ada@example');
    await page.keyboard.press('Enter');
    t.equal(await page.textContent('.product-restock-error'), 'Email is invalid');
    await page.fill('.product-restock input[name=email]', `ada-${label}@example.com`);
    await page.keyboard.press('Enter');
    t.equal(await page.textContent('.product-restock-error'), 'Complete CAPTCHA before submitting.');

    let refuse = true;
    await page.route('**/api/site-users/account/notifications/restock', (route) =>
      refuse ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Sign-ups are paused for a moment.' }) }) : route.continue());
    await page.check('.test-captcha__box');
    await page.check('.product-restock input[name=isJoinMailingList]');
    await page.click('.product-restock-submit');
    t.equal(await until(() => page.textContent('.product-restock-error').catch(() => ''), (v) => v === 'Sign-ups are paused for a moment.'), 'Sign-ups are paused for a moment.', "the server's message");
    t.equal(await page.isChecked('.test-captcha__box'), false, 'the captcha was reset');

    refuse = false;
    const before = await countRows(site.app, 'restock_signups');
    await page.check('.test-captcha__box');
    await page.click('.product-restock-submit');
    await page.waitForSelector('.product-restock-notification--success', { timeout: WAIT_MS });
    t.equal(await page.textContent('.product-restock-notification--success'), 'Thanks, we will write when it is back.', "the merchant's success text");
    t.equal(await page.$('.product-restock form'), null, 'the form is gone');
    t.equal(await countRows(site.app, 'restock_signups'), before + 1);
    const row = await site.app.vitrine.commerce!.store.db.selectFrom('restock_signups').selectAll().where('email', '=', `ada-${label}@example.com`).executeTakeFirst();
    t.match(row, { variant_id: 'ceramic-vase-v1', join_mailing_list: 1 });
    t.same(errors, []);
  });
}
