// From the cart page to a placed order in Chromium without JavaScript, in
// English at 1280x800 and in French at 390x844: the product page's plain
// form puts the apron in the cart, the cart page's Checkout link (a plain
// link, no island) opens the checkout of the page's language, "Update
// totals" brings the shipping options for the address, and placing the
// order lands on its confirmation. axe-core finds nothing on the cart page
// as a browser without scripts shows it.
import t from 'tap';
import type { Page } from 'playwright-core';
import { WAIT_MS } from './cart-helpers.js';
import { CARD, fillFields, NY } from './checkout-helpers.js';
import { DESKTOP, PHONE, startFormsSite, violationsWithoutScripts } from './forms-helpers.js';

t.setTimeout(600_000);
const site = await startFormsSite(t);
const ordersOf = async () => site.app.vitrine.commerce!.store.db.selectFrom('orders').selectAll().execute();

const JOURNEYS = [
  {
    label: 'English at desktop width',
    viewport: DESKTOP,
    product: '/shop/linen-apron',
    cart: '/cart',
    checkout: '/checkout',
    texts: { checkout: 'Checkout', checkoutTitle: 'Checkout', confirmed: 'Thank you! Your order is confirmed.' },
  },
  {
    label: 'French at phone width',
    viewport: PHONE,
    product: '/fr/boutique/linen-apron',
    cart: '/fr/cart',
    checkout: '/fr/checkout',
    texts: { checkout: 'Commander', checkoutTitle: 'Paiement', confirmed: 'Merci\u00a0! Votre commande est confirmée.' },
  },
] as const;

const path = (page: Page) => new URL(page.url()).pathname;

for (const j of JOURNEYS) {
  t.test(`without JavaScript, cart to order confirmed: ${j.label}`, async (t) => {
    const { page, errors } = await site.newPage(t, { viewport: j.viewport, javaScript: false });
    await page.goto(j.product);
    await page.selectOption('form.product-detail__checkout select[name=sku]', 'SQ1000');
    await Promise.all([page.waitForURL(`**${j.cart}`, { timeout: WAIT_MS }), page.click('form.product-detail__checkout button[type=submit]')]);
    t.equal(await page.locator('[data-island-mounted]').count(), 0, 'no island runs');

    const checkout = page.locator('.vitrine-cart-checkout');
    t.equal(await checkout.textContent(), j.texts.checkout, 'the Checkout link in the page language');
    t.equal(await checkout.getAttribute('href'), j.checkout, 'it opens the checkout of that language');
    t.ok(await checkout.isVisible(), 'it shows');
    t.same(await violationsWithoutScripts(t, site, page), [], 'axe: nothing on the cart page');
    t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scroll');

    await Promise.all([page.waitForURL(`**${j.checkout}`, { timeout: WAIT_MS }), checkout.click()]);
    t.equal(await page.locator('h1').first().textContent(), j.texts.checkoutTitle, 'the checkout page');
    t.equal(await page.locator('.vitrine-checkout-line').count(), 1, 'with the cart line');

    // The shipping options depend on the address: without JavaScript "Update totals" posts it.
    await fillFields(page, NY);
    await Promise.all([page.waitForURL(`**${j.checkout}`, { timeout: WAIT_MS }), page.locator('.vitrine-checkout-methods .vitrine-checkout-secondary').click()]);
    t.ok(await page.locator('#checkout-shipping-standard').isChecked(), 'standard shipping offered and chosen');
    t.equal(await page.locator('[name="shippingLine1"]').inputValue(), NY.shippingLine1, 'the address is kept');

    const before = (await ordersOf()).length;
    await fillFields(page, CARD());
    await Promise.all([page.waitForURL('**/checkout/order-confirmed?**', { timeout: WAIT_MS }), page.locator('.vitrine-checkout-place').click()]);
    t.ok(path(page).startsWith(j.checkout), 'the confirmation stays in the language');
    t.equal(await page.locator('h1').first().textContent(), j.texts.confirmed);
    t.equal((await ordersOf()).length, before + 1, 'one order placed');
    // $38.00 + $8.00 standard shipping + 8 % New York tax on both ($3.68).
    t.match(await page.locator('.vitrine-totals__total').textContent(), /49[.,]68/, 'its total');
    t.same(errors, []);
  });
}
