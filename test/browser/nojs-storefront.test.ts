// The product page's plain forms in Chromium: with JavaScript off, the
// restock sign-up (a sold-out variant chosen in the form; errors, then the
// success text) and add to cart (the variant and quantity as fields, the
// reason of a refusal on the page, then the cart page); with JavaScript
// on, the restock form follows the variant chosen on the page and names
// it, the cart lines show the product image and link; axe-core finds
// nothing at 1280x800 and 390x844.
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { until, WAIT_MS } from './cart-helpers.js';
import { DESKTOP, PHONE, startFormsSite, violationsWithoutScripts } from './forms-helpers.js';
import { axeViolations } from './axe.js';

t.setTimeout(600_000);
const site = await startFormsSite(t);
const NAPKINS = { id: '6561f0c202f416000000001f', page: '/shop/linen-napkins' };
const APRON = { id: '6561f0c202f4100000000001', page: '/shop/linen-apron' };

const signUps = () => site.app.vitrine.commerce!.store.db.selectFrom('restock_signups').select(['product_id', 'variant_id', 'email', 'join_mailing_list']).orderBy('created_at').execute();
const violations = async (page: Page) => (await axeViolations(page)).map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);

const withoutScripts = (t: Test, shown: Page) => violationsWithoutScripts(t, site, shown);

for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  t.test(`restock sign-up without JavaScript at ${label} width`, async (t) => {
    const { page } = await site.newPage(t, { viewport, javaScript: false });
    await page.goto(NAPKINS.page);
    const form = `#restock-${NAPKINS.id} form.product-restock-form`;
    t.equal(await page.getAttribute(form, 'method'), 'post');
    t.same(await withoutScripts(t, page), [], 'axe: nothing on the page');
    await page.selectOption(`${form} select[name=variantId]`, 'linen-napkins-v2');
    await page.click(`${form} button[type=submit]`);
    await page.waitForSelector('.product-restock-error', { timeout: WAIT_MS });
    t.equal(await page.textContent('.product-restock-error'), 'Email cannot be blank');
    t.notMatch(page.url(), /email|siteVisitorEmail/, 'nothing in the address');
    t.equal(await page.inputValue(`${form} select[name=variantId]`), 'linen-napkins-v2', 'the variant chosen is kept');
    t.same(await withoutScripts(t, page), [], 'axe: nothing with the error shown');

    await page.fill(`${form} input[name=siteVisitorEmail]`, `nojs-${label}@example`);
    await page.click(`${form} button[type=submit]`);
    await page.waitForSelector('.product-restock-error', { timeout: WAIT_MS });
    t.equal(await page.textContent('.product-restock-error'), 'Email is invalid');
    t.equal(await page.inputValue(`${form} input[name=siteVisitorEmail]`), `nojs-${label}@example`, 'the email typed is kept');

    await page.fill(`${form} input[name=siteVisitorEmail]`, `nojs-${label}@example.com`);
    await page.check(`${form} input[name=isJoinMailingList]`);
    await page.click(`${form} button[type=submit]`);
    await page.waitForSelector('.product-restock-notification--success', { timeout: WAIT_MS });
    t.equal(await page.textContent('.product-restock-notification--success'), 'Signed up!', "the merchant's success text");
    t.equal(await page.$(form), null, 'the form is gone');
    t.match(await signUps(), [{ product_id: NAPKINS.id, variant_id: 'linen-napkins-v2', email: `nojs-${label}@example.com`, join_mailing_list: 1 }].filter(() => label === 'desktop'));
    t.ok((await signUps()).some((r) => r.email === `nojs-${label}@example.com` && r.variant_id === 'linen-napkins-v2'), 'stored for the variant chosen');
    t.same(await withoutScripts(t, page), [], 'axe: nothing with the success shown');
  });

  t.test(`add to cart without JavaScript at ${label} width`, async (t) => {
    const { page } = await site.newPage(t, { viewport, javaScript: false });
    await page.goto(APRON.page);
    const form = 'form.product-detail__checkout';
    t.ok(await page.isVisible(`${form} select[name=sku]`), 'the variant is a field');
    t.equal(await page.isVisible(`${form} .sqs-add-to-cart-button`), false, "the island's button is not offered");
    t.same(await withoutScripts(t, page), [], 'axe: nothing on the page');
    await page.selectOption(`${form} select[name=sku]`, 'SQ1001');
    await page.fill(`${form} input[name=quantity]`, '9999');
    await page.click(`${form} button[type=submit]`);
    await page.waitForSelector('.product-detail__add-error', { timeout: WAIT_MS });
    t.equal(await page.textContent('.product-detail__add-error'), 'Sorry, we do not have enough of that item available.');
    t.equal(new URL(page.url()).pathname, APRON.page, 'back on the product page');
    t.same(await withoutScripts(t, page), [], 'axe: nothing with the reason shown');

    await page.selectOption(`${form} select[name=sku]`, 'SQ1001');
    await page.fill(`${form} input[name=quantity]`, '2');
    await page.click(`${form} button[type=submit]`);
    await page.waitForURL('**/cart', { timeout: WAIT_MS });
    const line = '.vitrine-cart-entry';
    t.equal(await page.textContent(`${line} .vitrine-cart-entry__title`), 'Linen Apron');
    t.equal(await page.getAttribute(`${line} .vitrine-cart-entry__title a`, 'href'), APRON.page, 'the line links its product');
    t.match(await page.getAttribute(`${line} img.vitrine-cart-entry__image`, 'src'), /^\/assets\/products\/linen-apron\.jpg/, 'and shows its image');
    t.match(await page.textContent(`${line} .vitrine-cart-entry__variant`), /Slate/);
    t.equal(await page.inputValue(`${line} input.vitrine-cart-entry__quantity`), '2');
    t.same(await withoutScripts(t, page), [], 'axe: nothing on the cart page');
  });

  t.test(`with JavaScript the restock form follows the chosen variant at ${label} width`, async (t) => {
    const { page, errors } = await site.newPage(t, { viewport });
    await page.goto(APRON.page);
    await page.waitForSelector(`#restock-${APRON.id}[data-island-mounted]`, { state: 'attached', timeout: WAIT_MS });
    await page.waitForSelector('.product-detail__variants[data-island-mounted] select', { timeout: WAIT_MS });
    t.equal(await page.$(`#restock-${APRON.id} form`), null, 'no form while no sold-out variant is chosen');
    t.equal(await page.isVisible(`#restock-${APRON.id}`), false, 'nor its box');
    await page.selectOption('.product-detail__variants select', 'Rust');
    await page.waitForSelector(`#restock-${APRON.id} form`, { timeout: WAIT_MS });
    t.equal(await page.textContent(`#restock-${APRON.id} .product-restock-variant-name`), 'Variant: Rust', 'it names the variant');
    t.same(await violations(page), [], 'axe: nothing with the form shown');
    await page.selectOption('.product-detail__variants select', 'Sand');
    await until(() => page.$(`#restock-${APRON.id} form`), (f) => f === null);
    t.equal(await page.$(`#restock-${APRON.id} form`), null, 'an in-stock variant: no sign-up');
    await page.selectOption('.product-detail__variants select', 'Rust');
    await page.waitForSelector(`#restock-${APRON.id} form`, { timeout: WAIT_MS });
    await page.fill(`#restock-${APRON.id} input[name=email]`, `js-${label}@example.com`);
    await page.click(`#restock-${APRON.id} .product-restock-submit`);
    await page.waitForSelector(`#restock-${APRON.id} .product-restock-notification--success`, { timeout: WAIT_MS });
    t.equal(await page.textContent(`#restock-${APRON.id} .product-restock-notification--success`), 'Signed up!');
    t.equal(new URL(page.url()).pathname, APRON.page, 'no page load');
    t.ok((await signUps()).some((r) => r.email === `js-${label}@example.com` && r.variant_id === 'linen-apron-v3'), 'signed up for the chosen variant');
    t.same(errors, []);
  });

  t.test(`with JavaScript Enter in the quantity adds through the island at ${label} width`, async (t) => {
    const { page, errors } = await site.newPage(t, { viewport });
    await page.goto(APRON.page);
    await page.waitForSelector('.product-detail__add[data-island-mounted] .sqs-add-to-cart-button', { timeout: WAIT_MS });
    await until(() => page.$eval('.sqs-add-to-cart-button-wrapper', (e) => getComputedStyle(e).visibility), (v) => v === 'visible');
    t.equal(await page.$('form.product-detail__checkout noscript select'), null, 'no plain fields with JavaScript');
    await page.selectOption('.product-detail__variants select', 'Sand');
    await page.focus('.product-detail__quantity input');
    await page.keyboard.press('Enter');
    await page.waitForSelector('.cart-pill:not([hidden])', { timeout: WAIT_MS });
    t.equal(new URL(page.url()).pathname, APRON.page, 'the island added: no page load');
    await page.goto('/cart');
    await page.waitForSelector('.vitrine-cart[data-island-mounted] .vitrine-cart-entry', { timeout: WAIT_MS });
    t.equal(await page.getAttribute('.vitrine-cart-entry .vitrine-cart-entry__title a', 'href'), APRON.page, "the island's line links its product");
    t.match(await page.getAttribute('.vitrine-cart-entry img.vitrine-cart-entry__image', 'src'), /linen-apron\.jpg/);
    t.same(await violations(page), [], 'axe: nothing on the cart page');
    t.same(errors, []);
  });

  t.test(`the reviews block at ${label} width`, async (t) => {
    const { page, errors } = await site.newPage(t, { viewport });
    await page.goto('/shop/stoneware-mug');
    await page.waitForSelector('.product-detail__add[data-island-mounted]', { state: 'attached', timeout: WAIT_MS });
    t.equal(await page.textContent('.product-reviews__title'), 'Reviews');
    t.equal(await page.getAttribute('.product-reviews__summary .product-reviews__stars', 'aria-label'), '4.5 out of 5 stars');
    t.equal(await page.locator('.product-review').count(), 2, 'the approved and imported reviews');
    t.same(await violations(page), [], 'axe: nothing');
    t.same(errors, []);
  });
}
