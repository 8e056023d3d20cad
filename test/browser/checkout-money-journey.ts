// The money journey of issue 36 in Chromium (checkout-money.test.ts with
// JavaScript, checkout-money-nojs.test.ts without), at both widths in both
// languages (journey-matrix.ts): a gift card bought from its product page
// and spent on a New York order typed in full, then a Puerto Rico order,
// axe-core clean of any impact.
import type { Test } from 'tap';
import type { Page } from 'playwright-core';
import type { CartSite } from './cart-helpers.js';
import { islandsReady, WAIT_MS } from './cart-helpers.js';
import { addByApi, CARD, fillFields, openPage } from './checkout-helpers.js';
import { COMBINATIONS } from './journey-matrix.js';
import { runAxe } from './axe.js';

export const PLACE = '.vitrine-checkout-place';
const MUG = { itemId: '6561f0c202f4300000000003', sku: 'SQ1010' };

/** Every axe-core violation in the main content, of any impact. */
export async function axeAll(page: Page): Promise<string[]> {
  const violations = await runAxe(page, { include: 'main' });
  return violations.flatMap((v) => v.targets.map((target) => `${v.id}: ${target}`));
}
/**
 * axe-core needs timers, which a page without JavaScript does not run: the
 * same page (same cookies, so the same cart and draft) is opened again with
 * JavaScript but none of the site's scripts, so it is checked as the
 * shopper without JavaScript has it.
 */
async function axeWithoutScripts(s: CartSite, page: Page, viewport: { width: number; height: number }): Promise<string[]> {
  const context = await s.browser.newContext({ baseURL: s.base, viewport, storageState: await page.context().storageState() });
  try {
    const twin = await context.newPage();
    await twin.route((url) => url.pathname.endsWith('.js'), (route) => route.abort());
    await twin.goto(page.url());
    return await axeAll(twin);
  } finally {
    await context.close();
  }
}
export const text = (page: Page, selector: string) => page.locator(selector).first().textContent({ timeout: WAIT_MS }).then((s) => (s ?? '').trim());

const CONFIRMED = { en: 'Thank you! Your order is confirmed.', fr: 'Merci\u00a0! Votre commande est confirmée.' };

/** Every width, language and JavaScript setting (journey-matrix.ts), with the gift card's page and the confirmation's heading in that language. */
export const JOURNEYS = COMBINATIONS.map((c) => ({ ...c, product: c.lang === 'fr' ? '/fr/boutique/gift-card' : '/shop/gift-card', confirmed: CONFIRMED[c.lang] }));

let n = 0;
export type Journey = (typeof JOURNEYS)[number];

/** One journey of the matrix on `site`. */
export async function moneyJourney(t: Test, site: CartSite, j: Journey): Promise<void> {
  const { context, page, errors } = await openPage(t, site, j.viewport, j.js);
  const email = `shopper${++n}@example.com`;
  const norm = (s: string) => s.replace(/\u202f|\u00a0/g, ' ');
  const axe = (p: Page) => (j.js ? axeAll(p) : axeWithoutScripts(site, p, j.viewport));

  // The product page: the $25 denomination, Add To Cart.
  await page.goto(j.product);
  if (j.js) {
    await islandsReady(page);
    await page.locator('.product-detail__variants select').first().selectOption({ index: 1 });
    await page.locator('.product-detail .sqs-add-to-cart-button').first().click();
  } else {
    await page.locator('select[name="sku"]').selectOption({ index: 1 });
    await page.locator('.product-detail__plain-add').click();
  }
  await page.waitForURL(`**${j.prefix}/checkout/gift-card?cartToken=*`, { timeout: WAIT_MS });
  t.equal(await page.locator('[name="giftCardCode"]').count(), 0, 'no gift card pays for a gift card');
  t.same(await axe(page), [], 'the gift-card page is axe clean');
  await fillFields(page, {
    recipientEmail: email,
    email,
    billingFirstName: 'Ada',
    billingLastName: 'Lovelace',
    billingLine1: '14 Kiln Lane',
    billingCity: 'Hudson',
    billingRegion: 'New York',
    billingPostalCode: '12534',
    billingCountry: 'US',
    ...CARD(),
  });
  await page.locator(PLACE).click();
  await page.waitForURL('**/checkout/order-confirmed?**', { timeout: WAIT_MS });
  t.equal(await text(page, 'h1'), j.confirmed);
  t.equal(norm(await text(page, '.vitrine-totals__total')), j.money('25.00'), 'a gift card is not taxed, even billed to New York');
  const code = await text(page, '.vitrine-gift-card-code');
  t.match(code, /^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/, 'its code on the order page');
  t.same(await axe(page), [], 'the confirmation is axe clean');

  // Spend it on a mug shipped to New York, the state typed in full.
  await addByApi(context, MUG.itemId, MUG.sku);
  await page.goto(`${j.prefix}/checkout`);
  if (j.js) await islandsReady(page);
  await fillFields(page, {
    email,
    shippingFirstName: 'Ada',
    shippingLastName: 'Lovelace',
    shippingLine1: '14 Kiln Lane',
    shippingCity: 'Hudson',
    shippingRegion: 'New York',
    shippingPostalCode: '12534',
    shippingCountry: 'US',
  });
  if (j.js) t.equal(await page.locator('[name="shippingRegion"]').inputValue(), 'NY', 'the state typed in full is chosen in the list');
  t.equal(await text(page, '.vitrine-checkout-line__title'), j.lang === 'fr' ? 'Tasse en grès' : 'Stoneware Mug', 'the mug added through the API reads in the page’s language');
  await fillFields(page, { giftCardCode: code });
  await page.locator('.vitrine-checkout-payment .vitrine-checkout-secondary').click();
  // $24 + $8 shipping + 8 % New York tax ($2.56) = $34.56; the card's $25 pays part.
  await page.locator('.vitrine-totals__gift-card').waitFor({ timeout: WAIT_MS });
  if (j.js) await islandsReady(page);
  t.equal(norm(await text(page, '.vitrine-totals__tax')), j.money('2.56'), 'New York tax from the state typed in full');
  t.equal(norm(await text(page, '.vitrine-totals__gift-card')), `−${j.money('25.00')}`);
  t.same(await axe(page), [], 'the checkout is axe clean');
  await fillFields(page, CARD());
  await page.locator(PLACE).click();
  await page.waitForURL('**/checkout/order-confirmed?**', { timeout: WAIT_MS });
  t.equal(norm(await text(page, '.vitrine-totals__total')), j.money('34.56'));
  t.equal(norm(await text(page, '.vitrine-totals__gift-card')), `−${j.money('25.00')}`, 'the gift card was spent');

  // Puerto Rico: its own shipping rate, shown before paying.
  await addByApi(context, MUG.itemId, MUG.sku);
  await page.goto(`${j.prefix}/checkout`);
  if (j.js) await islandsReady(page);
  await fillFields(page, {
    email,
    shippingFirstName: 'Ada',
    shippingLastName: 'Lovelace',
    shippingLine1: '1 Calle del Cristo',
    shippingCity: 'San Juan',
    shippingPostalCode: '00901',
    shippingCountry: 'PR',
  });
  if (!j.js) {
    await page.locator('.vitrine-checkout-methods .vitrine-checkout-secondary').click();
    await page.waitForURL(`**${j.prefix}/checkout`, { timeout: WAIT_MS });
  }
  await page.locator('#checkout-shipping-us-territories').waitFor({ timeout: WAIT_MS });
  t.equal(norm(await text(page, '.vitrine-totals__shipping')), j.money('15.00'), 'the territories rate before paying');
  t.same(await axe(page), [], 'axe clean with Puerto Rico chosen');
  await fillFields(page, CARD());
  await page.locator(PLACE).click();
  await page.waitForURL('**/checkout/order-confirmed?**', { timeout: WAIT_MS });
  t.equal(norm(await text(page, '.vitrine-totals__shipping')), j.money('15.00'));
  t.equal(norm(await text(page, '.vitrine-totals__total')), j.money('39.00'));
  t.same(errors, []);
}
