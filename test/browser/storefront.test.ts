// The storefront journeys of issue 17 in Chromium, at desktop (1280x800)
// and phone (390x844) widths, keyboard only, with axe-core reporting no
// violation in any state: the price follows the variant and the URL keeps
// it, the instalment dialog, add with the popover's View Cart, the cart page
// (quantity, remove), Quick View, the 404 page and the French site.
import t from 'tap';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { cardReady, islandsReady, startCartSite, textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;
/** Tab presses allowed to reach a control before the test gives up. */
const MAX_TABS = 80;

t.setTimeout(600_000);
const site = await startCartSite(t);

/** Presses Tab until `selector` has focus; fails when it never does. */
async function tabTo(page: Page, selector: string): Promise<boolean> {
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return true;
  }
  return false;
}

const focusVisible = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return false;
    const s = getComputedStyle(el);
    return el.matches(':focus-visible') && (s.outlineStyle !== 'none' || s.boxShadow !== 'none');
  });

for (const vp of VIEWPORTS) {
  t.test(`product, cart and listing journeys at ${vp.width}x${vp.height}`, { timeout: 280_000 }, async (t) => {
    const context = await site.browser.newContext({ baseURL: site.base, viewport: { width: vp.width, height: vp.height } });
    t.teardown(() => context.close());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const clean = async (state: string) => t.same(await axeViolations(page), [], `axe: no violation (${state})`);
    const noSideways = async (state: string) =>
      t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `no sideways scroll (${state})`);

    // The product page: the photo has its width, the price follows the variant, the URL keeps it.
    await page.goto('/shop/stoneware-mug');
    await islandsReady(page);
    const photo = await page.locator('.product-detail__image').boundingBox();
    t.ok(photo && photo.width > vp.width / 2 - 40, `the product photo is ${Math.round(photo?.width ?? 0)} px wide`);
    await clean('product page');
    await noSideways('product page');
    t.ok(await tabTo(page, 'select[data-variant-option-name="Size"]'), 'Tab reaches the Size select');
    t.ok(await focusVisible(page), 'with visible focus');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    t.equal(await textOnceIncludes(page, '.product-detail__price', '$28.00'), '$28.00', 'the 12 oz price');
    t.match(await page.locator('select[data-variant-option-name="Size"]').inputValue(), '12 oz');
    await until(() => Promise.resolve(page.url()), (u) => u.includes('variant=SQ1011'));
    t.match(page.url(), /\?variant=SQ1011$/, 'the variant in the URL');

    // The instalment info dialog, by keyboard.
    t.equal(await page.locator('.instalment-pill__text').textContent(), 'Afterpay available for orders over $35.00');
    await page.locator('.instalment-pill__info').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="dialog"] .instalment-info__summary + p', { timeout: WAIT_MS });
    t.ok(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null), 'focus in the dialog');
    await clean('instalment dialog open');
    await page.keyboard.press('Tab');
    t.ok(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null), 'Tab stays in the dialog');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="dialog"]', { state: 'detached', timeout: WAIT_MS });
    t.ok(await page.evaluate(() => document.activeElement?.classList.contains('instalment-pill__info')), 'focus returns to the info button');

    // Restored from the shared link; add by keyboard; View Cart is the next stop.
    await page.goto('/shop/stoneware-mug?variant=SQ1011');
    await islandsReady(page);
    t.equal(await textOnceIncludes(page, '.product-detail__price', '$28.00'), '$28.00', 'restored from ?variant=');
    await page.locator('.product-detail__add .sqs-add-to-cart-button').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('.vitrine-added-popover', { timeout: WAIT_MS });
    // The popover closes after 3 s unless the shopper is in it: Tab first, then look.
    await page.keyboard.press('Tab');
    t.ok(await page.evaluate(() => document.activeElement?.classList.contains('vitrine-added-popover__link')), 'Tab reaches View Cart');
    t.ok(await focusVisible(page), 'with visible focus');
    await clean('added popover open');
    await noSideways('added popover open');
    t.ok(await page.locator('.vitrine-added-popover').isVisible(), 'still open while focused');
    await Promise.all([page.waitForURL('**/cart', { timeout: WAIT_MS }), page.keyboard.press('Enter')]);

    // The cart page: heading, quantity by keyboard with focus kept, remove.
    await islandsReady(page);
    await page.waitForSelector('input.vitrine-cart-entry__quantity', { timeout: WAIT_MS });
    t.equal(await page.locator('h1').textContent(), 'Cart', 'the cart page has its heading');
    t.ok(await page.locator('a.cart-pill').isHidden(), 'no pill on the cart page');
    await clean('cart page');
    await noSideways('cart page');
    const qty = page.locator('input.vitrine-cart-entry__quantity').first();
    await qty.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    t.equal(await textOnceIncludes(page, '.vitrine-cart-subtotal__amount', '$56.00'), '$56.00', 'the subtotal follows');
    t.ok(await page.evaluate(() => document.activeElement?.classList.contains('vitrine-cart-entry__quantity')), 'focus stays on the quantity');
    await page.keyboard.press('Tab');
    t.ok(await page.evaluate(() => document.activeElement?.classList.contains('vitrine-cart-entry__remove')), 'Tab reaches Remove');
    await page.keyboard.press('Enter');
    t.match(await textOnceIncludes(page, '.vitrine-cart', 'You have nothing'), 'You have nothing in your shopping cart.');
    t.notOk(await page.evaluate(() => document.activeElement === document.body), 'focus does not fall to the body');
    await clean('empty cart');

    // The listing: cards with options show the add button and Quick View.
    await page.goto('/shop');
    await islandsReady(page);
    // Waited for: on a loaded machine the card's button shows a moment after the islands report ready.
    const addButton = page.locator('#product-6561f0c202f4100000000001 .sqs-add-to-cart-button');
    await addButton.waitFor({ state: 'visible', timeout: WAIT_MS }).catch(() => undefined);
    t.ok(await addButton.isVisible(), 'a product with options has its add button');
    await clean('listing');
    await noSideways('listing');
    t.ok(await tabTo(page, '.product-card__quick-view'), 'Tab reaches Quick View');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="dialog"] .sqs-add-to-cart-button', { timeout: WAIT_MS });
    await clean('Quick View open');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[role="dialog"]', { state: 'detached', timeout: WAIT_MS });
    t.ok(await page.evaluate(() => document.activeElement?.classList.contains('product-card__quick-view')), 'focus back on Quick View');

    // A sold-out card says so.
    await cardReady(page.locator('.product-card', { hasText: 'Terracotta Vase' }));
    t.equal(await page.locator('.product-card', { hasText: 'Terracotta Vase' }).locator('.sqs-add-to-cart-button').textContent(), 'Sold out');

    // The 404 page and the French product page.
    const missing = await page.goto('/no-such-page');
    t.equal(missing?.status(), 404);
    t.equal(await page.title(), 'Page not found — Hearth & Clay', 'the title says what happened');
    t.ok(await page.locator('.vitrine-not-found form[role="search"]').isVisible(), 'a search on the 404 page');
    await clean('404');
    await page.goto('/fr/boutique');
    await islandsReady(page);
    await clean('French listing');
    t.equal(await page.locator('.product-card__quick-view').first().textContent(), 'Aperçu rapide', 'French widgets');
    t.equal(await page.locator('.header-search').getAttribute('action'), '/fr/search', 'search stays in French');
    t.same(errors, [], 'no page error');
  });
}
