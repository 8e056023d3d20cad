// The cart page without JavaScript in Chromium, at 1280x800 and 390x844:
// lines put in the cart through the product page's plain form; a quantity
// changed with the line's form (the page comes back with it), a refused
// one (the stock) shown on the page with the quantity typed kept, a line
// removed with its form; axe-core finds nothing in each state, and the
// page never scrolls sideways.
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { WAIT_MS } from './cart-helpers.js';
import { DESKTOP, PHONE, startFormsSite, violationsWithoutScripts } from './forms-helpers.js';

t.setTimeout(600_000);
const site = await startFormsSite(t);
const APRON = { page: '/shop/linen-apron', sand: 'SQ1000', slate: 'SQ1001' };
const LINE = 'li.vitrine-cart-entry';

/** Adds a variant of the apron as a browser without JavaScript does: the product page's form, then the cart page. */
async function addWithoutScripts(page: Page, sku: string, quantity: string): Promise<void> {
  await page.goto(APRON.page);
  await page.selectOption('form.product-detail__checkout select[name=sku]', sku);
  await page.fill('form.product-detail__checkout input[name=quantity]', quantity);
  await Promise.all([page.waitForURL('**/cart', { timeout: WAIT_MS }), page.click('form.product-detail__checkout button[type=submit]')]);
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function checked(t: Test, page: Page, state: string): Promise<void> {
  t.same(await violationsWithoutScripts(t, site, page), [], `axe: nothing ${state}`);
  t.ok(await noSideways(page), `no sideways scroll ${state}`);
}

for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  t.test(`the cart page's quantity and remove without JavaScript at ${label} width`, async (t) => {
    const { page } = await site.newPage(t, { viewport, javaScript: false });
    await addWithoutScripts(page, APRON.sand, '1');
    await addWithoutScripts(page, APRON.slate, '1');
    t.equal(await page.locator(LINE).count(), 2, 'two lines');
    t.notOk(await page.locator('.cart-pill').isVisible(), 'no cart pill on the cart page');
    const sand = page.locator(LINE, { hasText: 'Sand' });
    const slate = page.locator(LINE, { hasText: 'Slate' });
    t.equal(await sand.locator('form.vitrine-cart-entry__quantity-form').getAttribute('method'), 'post');
    t.ok(await sand.locator('button.vitrine-cart-entry__update').isVisible(), 'the update button shows');
    await checked(t, page, 'on the cart page');

    // A quantity change: the line's form posts, the cart page comes back with it.
    await sand.locator('input.vitrine-cart-entry__quantity').fill('3');
    await Promise.all([page.waitForNavigation({ timeout: WAIT_MS }), sand.locator('button.vitrine-cart-entry__update').click()]);
    t.equal(new URL(page.url()).pathname, '/cart', 'back on the cart page');
    t.equal(await sand.locator('input.vitrine-cart-entry__quantity').inputValue(), '3');
    t.equal(await page.locator('.vitrine-cart-subtotal__amount').textContent(), '$152.00', 'the subtotal follows');

    // More than the stock: refused, the reason on the page, the cart as it was.
    await sand.locator('input.vitrine-cart-entry__quantity').fill('9999');
    await Promise.all([page.waitForNavigation({ timeout: WAIT_MS }), sand.locator('input.vitrine-cart-entry__quantity').press('Enter')]);
    await page.waitForSelector('.vitrine-cart-error', { timeout: WAIT_MS });
    t.equal(await page.textContent('.vitrine-cart-error'), 'Unable to update quantity Sorry, we do not have enough of that item available.');
    t.equal(await sand.locator('input.vitrine-cart-entry__quantity').inputValue(), '9999', 'the quantity typed is kept');
    t.equal(await page.locator('.vitrine-cart-subtotal__amount').textContent(), '$152.00', 'the cart is unchanged');
    await checked(t, page, 'with the refusal shown');

    // Remove: the line is gone.
    await Promise.all([page.waitForNavigation({ timeout: WAIT_MS }), slate.locator('button.vitrine-cart-entry__remove').click()]);
    t.equal(await page.locator(LINE).count(), 1, 'one line left');
    t.equal(await slate.count(), 0, 'the removed line is gone');
    t.equal(await page.$('.vitrine-cart-error'), null, 'the refusal showed once');
    t.equal(await page.locator('.vitrine-cart-subtotal__amount').textContent(), '$114.00');
    await checked(t, page, 'after a remove');
  });
}
