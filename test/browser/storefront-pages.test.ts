// The cart page and the content pages of issue 17 in Chromium, at 1280x800
// and 390x844, with axe-core in each state: the cart's images and product
// links, a line busy while its change runs, a refused change (the alert,
// the quantity put back, focus kept), the subtotal's live region, the
// French cart without the pill; the slideshow's arrows, the home headline
// once, an evening event as one date, the journal without like heart or
// comment count.
import t, { type Test } from 'tap';
import type { Page, Route } from 'playwright-core';
import { axeViolations } from './axe.js';
import { islandsReady, startCartSite, textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';
import { addByApi, DESKTOP, openPage, PHONE } from './checkout-helpers.js';

t.setTimeout(600_000);
const site = await startCartSite(t);
const APRON = { itemId: '6561f0c202f4100000000001', sku: 'SQ1000' };
const CANDLES = { itemId: '6561f0c202f460000000000f', sku: 'SQ1070' };
const STOCK_TEXT = 'Sorry, we do not have enough of that item available.';
const ENTRY_CALLS = '**/api/commerce/shopping-cart/entries/*';

const clean = async (t: Test, page: Page, state: string) => t.same(await axeViolations(page), [], `axe: nothing (${state})`);
/** The page's visible text with runs of spaces (CLDR puts narrow no-break ones before AM/PM) as one space. */
const visibleText = (page: Page) => page.evaluate(() => document.body.innerText.replace(/\s+/g, ' '));

for (const viewport of [DESKTOP, PHONE]) {
  const size = `${viewport.width}x${viewport.height}`;

  t.test(`the cart page's states at ${size}`, async (t) => {
    const { context, page, errors } = await openPage(t, site, viewport);
    await addByApi(context, APRON.itemId, APRON.sku);
    await addByApi(context, CANDLES.itemId, CANDLES.sku);
    await page.goto('/cart');
    await islandsReady(page);
    const apron = page.locator('li.vitrine-cart-entry', { hasText: 'Linen Apron' });
    const input = apron.locator('input.vitrine-cart-entry__quantity');
    await input.waitFor({ timeout: WAIT_MS });
    t.equal(await apron.locator('.vitrine-cart-entry__title a').getAttribute('href'), '/shop/linen-apron', 'the title links the product');
    const image = apron.locator('img.vitrine-cart-entry__image');
    t.ok(await until(() => image.evaluate((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0), (v) => v), 'its image loaded');
    t.equal(await page.locator('.vitrine-cart-subtotal').getAttribute('aria-live'), 'polite', 'the subtotal is a live region');
    t.equal(await page.locator('.vitrine-cart-checkout').getAttribute('href'), '/checkout');
    await clean(t, page, 'cart');

    // A change in flight: its line is busy until the cart answers.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await page.route(ENTRY_CALLS, async (route: Route) => {
      await held;
      await route.continue();
    });
    await input.fill('2');
    await input.press('Enter');
    t.equal(await until(() => apron.getAttribute('aria-busy'), (v) => v === 'true'), 'true', 'the line is busy');
    release();
    t.equal(await textOnceIncludes(page, '.vitrine-cart-subtotal__amount', '$92.00'), '$92.00', 'then the subtotal follows');
    t.equal(await until(() => apron.getAttribute('aria-busy'), (v) => v === null), null, 'and the line is not busy');
    t.ok(await input.evaluate((el) => el === document.activeElement), 'focus stays on the quantity');
    await page.unroute(ENTRY_CALLS);

    // A refused change: the alert with the cart's reason, the quantity put back, focus kept.
    await page.route(ENTRY_CALLS, (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ status: 409, code: 'INSUFFICIENT_STOCK', message: STOCK_TEXT, crumbFail: false }) }),
    );
    await input.fill('5');
    await input.press('Enter');
    await page.locator('.vitrine-cart .vitrine-alert').waitFor({ timeout: WAIT_MS });
    t.equal(await page.locator('.vitrine-alert__title').textContent(), 'Unable to update quantity');
    t.equal(await page.locator('.vitrine-alert__message').textContent(), STOCK_TEXT);
    t.equal(await until(() => input.inputValue(), (v) => v === '2'), '2', 'the quantity the cart holds');
    t.equal(await page.locator('.vitrine-cart-subtotal__amount').textContent(), '$92.00', 'the subtotal unchanged');
    t.ok(await input.evaluate((el) => el === document.activeElement), 'focus still on the quantity');
    await clean(t, page, 'refused change');
    await page.unroute(ENTRY_CALLS);

    // The French cart page: its texts, its links, and no pill.
    await page.goto('/fr/cart');
    await islandsReady(page);
    await page.locator('input.vitrine-cart-entry__quantity').first().waitFor({ timeout: WAIT_MS });
    t.equal(await page.locator('h1').textContent(), 'Panier');
    t.equal(await page.locator('.vitrine-cart-checkout').textContent(), 'Commander');
    t.equal(await page.locator('.vitrine-cart-checkout').getAttribute('href'), '/fr/checkout');
    // The line added on the English page reads in French here (issue 36); its link goes to the product's French page.
    t.equal(await page.locator('.vitrine-cart-entry__title a', { hasText: 'Tablier en lin' }).getAttribute('href'), '/fr/boutique/linen-apron', 'the French product page');
    t.ok(await page.locator('.cart-pill').isHidden(), 'no pill on the French cart page');
    await clean(t, page, 'French cart');
    t.same(errors, []);
  });

  t.test(`slideshow, home, events and journal at ${size}`, async (t) => {
    const { page, errors } = await openPage(t, site, viewport);
    await page.goto('/lookbook');
    await islandsReady(page);
    const track = page.locator('.gallery-slideshow__track').first();
    const scrolled = () => track.evaluate((el) => el.scrollLeft);
    t.equal(await scrolled(), 0);
    const next = page.getByRole('button', { name: 'Next' }).first();
    await next.focus();
    await page.keyboard.press('Enter');
    t.ok((await until(scrolled, (x) => x > 0)) > 0, 'Next scrolls the slides');
    // Smooth scrolling ends (two reads alike) before the next step is measured.
    let last = -1;
    await until(scrolled, (x) => {
      const still = x === last;
      last = x;
      return still;
    });
    await page.getByRole('button', { name: 'Previous' }).first().click();
    t.equal(await until(scrolled, (x) => x === 0), 0, 'Previous scrolls back');
    t.equal(await track.getAttribute('aria-label'), 'Lookbook', 'the track is named');
    await clean(t, page, 'slideshow');

    await page.goto('/');
    const headline = (await page.locator('main h1, main h2').first().textContent())?.trim() ?? '';
    t.ok(headline.length > 0, `the home headline: ${headline}`);
    t.equal((await visibleText(page)).split(headline).length - 1, 1, 'shown once');
    await clean(t, page, 'home');

    await page.goto('/events');
    t.match(await visibleText(page), 'Friday, December 18, 2026, 5:00 PM – 9:00 PM', 'an evening event is one date');
    t.match(await visibleText(page), 'Sunday, December 13, 2026, 9:00 AM – 2:00 PM');
    await clean(t, page, 'events');

    await page.goto('/journal');
    t.equal(await page.locator('[data-like-count], .like-button, .sqs-simple-like').count(), 0, 'no like heart');
    t.notMatch(await visibleText(page), /\d+ Comments?|No Comments/, 'no comment count');
    await clean(t, page, 'journal');
    t.same(errors, []);
  });
}
