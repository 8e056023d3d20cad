// Product page and listing states of issue 17 in Chromium, at 1280x800 and
// 390x844, that the journeys in storefront.test.ts do not reach: a sold-out
// value marked in its dropdown; the variant's own image and back; the instalment dialog's text from the
// theme's en-US page and its close on a click outside (focus returned);
// scarcity and the merchant's sold-out text; a listing card's 'Select
// Option' back to itself after 2 s; an add failure's alert (styled, axe
// clean) cleared by the next success with the styled popover; the language
// switcher keeping the page and the French search.
import t from 'tap';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { cardReady, islandsReady, textOnceIncludes, until, WAIT_MS } from './cart-helpers.js';
import { DESKTOP, PHONE, startFormsSite } from './forms-helpers.js';

t.setTimeout(600_000);

/** The demo content with one variant image: the Slate apron shows the wool throw's picture. */
const SLATE_IMAGE = '/assets/products/wool-throw.jpg';
const dir = mkdtempSync(join(tmpdir(), 'vitrine-states-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
cpSync(fileURLToPath(new URL('../../fixtures/demo-store', import.meta.url)), dir, { recursive: true });
const shopFile = join(dir, 'collections', 'shop.json');
const shop = JSON.parse(readFileSync(shopFile, 'utf8')) as { items: { urlId: string; structuredContent: { variants: Record<string, unknown>[] } }[] };
shop.items.find((i) => i.urlId === 'linen-apron')!.structuredContent.variants.find((v) => v.sku === 'SQ1001')!.imageUrl = SLATE_IMAGE;
writeFileSync(shopFile, JSON.stringify(shop));
const site = await startFormsSite(t, dir);

const INSTALMENT_PAGE = JSON.parse(readFileSync(fileURLToPath(new URL('../../templates/assets/instalments/en-US.json', import.meta.url)), 'utf8')) as { title: string; paragraphs: string[] };
const ADD = '.product-detail__add .sqs-add-to-cart-button';
/** How long the listing keeps 'Select Option' (SPEC section 9: 2000 ms); the label coming back is awaited with the usual ceiling past it (a busy machine delays it). */
const SELECT_OPTION_MS = 2000;

const imageSrc = (page: Page) => page.locator('.product-detail__image').getAttribute('src');
const focusedMatches = (page: Page, selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
/** A box that reads as a surface: a background of its own, and a border or a shadow. */
const styled = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const s = getComputedStyle(el);
    const background = s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent';
    const border = ['Top', 'Right', 'Bottom', 'Left'].some((side) => parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0);
    return background && (s.boxShadow !== 'none' || border);
  });
const inWindow = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.left >= 0 && r.right <= window.innerWidth && r.top >= 0 && r.bottom <= window.innerHeight;
  });

for (const viewport of [DESKTOP, PHONE]) {
  const size = `${viewport.width}x${viewport.height}`;

  t.test(`variant image, instalment dialog, scarcity and sold-out text at ${size}`, async (t) => {
    const { page, errors } = await site.newPage(t, { viewport });
    await page.goto('/shop/linen-apron');
    await islandsReady(page);
    // The mark comes with the stock the island loads after it mounts: waited for, then asserted whole.
    t.equal(await textOnceIncludes(page, 'select[data-variant-option-name="Color"] option[value="Rust"]', 'sold out'), 'Rust (sold out)', 'the sold-out value is marked');
    const original = await imageSrc(page);
    await page.selectOption('select[data-variant-option-name="Color"]', 'Slate');
    t.equal(await until(() => imageSrc(page), (s) => s === SLATE_IMAGE), SLATE_IMAGE, "the variant's image");
    await page.selectOption('select[data-variant-option-name="Color"]', 'Sand');
    t.equal(await until(() => imageSrc(page), (s) => s === original), original, "a variant without one: the product's again");

    await page.locator('.instalment-pill__info').click();
    const dialog = page.locator('[role="dialog"]');
    // The text comes from the theme's page for the shopper's locale, after a 'Loading' line.
    t.match(await textOnceIncludes(page, '[role="dialog"]', INSTALMENT_PAGE.paragraphs[0]!), INSTALMENT_PAGE.paragraphs[0], "the en-US page's text");
    t.match(await dialog.locator('.vitrine-dialog__title').textContent(), INSTALMENT_PAGE.title, 'and its title');
    // A click outside the dialog: the top left corner of the window is backdrop at both widths.
    await page.mouse.click(2, viewport.height - 2);
    await page.waitForSelector('[role="dialog"]', { state: 'detached', timeout: WAIT_MS });
    t.ok(await focusedMatches(page, '.instalment-pill__info'), 'focus back on the info button');

    await page.goto('/shop/brass-candle-holder');
    await islandsReady(page);
    t.equal(await textOnceIncludes(page, '.product-scarcity', 'left'), 'Only 3 left in stock!', 'scarcity with the stock filled in');
    t.equal(await page.locator('.product-scarcity').evaluate((el) => el.closest('[aria-live]')?.getAttribute('aria-live')), 'polite', 'announced politely');

    await page.goto('/shop/glass-carafe');
    await islandsReady(page);
    t.equal((await page.locator('.product-detail__marks .product-mark.sold-out').textContent())?.trim(), 'Back in January', "the merchant's sold-out text as the mark");
    t.equal(await page.locator(ADD).count(), 0, 'nothing to add');
    await page.goto('/shop');
    await islandsReady(page);
    await cardReady(page.locator('.product-card:has(a[href="/shop/glass-carafe"])'));
    const card = '.product-card:has(a[href="/shop/glass-carafe"]) .sqs-add-to-cart-button';
    t.equal(await textOnceIncludes(page, card, 'Back in January'), 'Back in January', 'and on its card button');
    t.equal(await page.locator(card).getAttribute('aria-disabled'), 'true', 'disabled');
    t.same(errors, []);
  });

  t.test(`listing 'Select Option' for 2 s, an alert cleared by the next success at ${size}`, async (t) => {
    const { context, page, errors } = await site.newPage(t, { viewport });
    await page.goto('/shop');
    await islandsReady(page);
    await cardReady(page.locator('.product-card:has(a[href="/shop/linen-apron"])'));
    const apron = '.product-card:has(a[href="/shop/linen-apron"]) .sqs-add-to-cart-button';
    const label = (await page.locator(apron).textContent()) ?? '';
    const clicked = Date.now();
    await page.locator(apron).click();
    t.equal(await textOnceIncludes(page, apron, 'Select Option'), 'Select Option');
    t.equal(await page.locator(apron).getAttribute('aria-disabled'), 'true', 'disabled');
    const back = await until(() => page.locator(apron).textContent(), (v) => v === label, SELECT_OPTION_MS + WAIT_MS);
    const held = Date.now() - clicked;
    t.equal(back, label, 'its label again');
    t.ok(held >= SELECT_OPTION_MS - 100, `held ${held} ms`);
    t.not(await page.locator(apron).getAttribute('aria-disabled'), 'true', 'enabled again');

    // A refused add (a crumb the server never issued) shows the alert; the next add that succeeds clears it.
    await page.goto('/shop/olive-wood-spoon');
    await islandsReady(page);
    const crumb = (await context.cookies()).find((c) => c.name === 'crumb')!;
    await context.addCookies([{ name: 'crumb', value: 'expired', url: site.base }]);
    await page.locator(ADD).click();
    await page.locator('.vitrine-alert').waitFor({ timeout: WAIT_MS });
    t.equal(await page.locator('.vitrine-alert__title').textContent(), 'Unable to Add Item');
    t.ok(await styled(page, '.vitrine-alert'), 'the alert is a styled box');
    t.ok(await inWindow(page, '.vitrine-alert'), 'inside the window');
    t.same(await axeViolations(page), [], 'axe: nothing with the alert shown');
    await context.addCookies([{ name: crumb.name, value: crumb.value, url: site.base }]);
    await until(() => page.locator(ADD).getAttribute('data-state'), (s) => s === 'idle');
    await page.locator(ADD).click();
    await page.locator('.vitrine-added-popover').waitFor({ timeout: WAIT_MS });
    t.equal(await page.locator('.vitrine-alert').count(), 0, 'the alert is gone');
    t.ok(await styled(page, '.vitrine-added-popover'), 'the popover is a styled box');
    t.ok(await inWindow(page, '.vitrine-added-popover'), 'inside the window');
    t.same(errors, []);
  });

  t.test(`the language switcher keeps the page; search stays in French at ${size}`, async (t) => {
    const { page, errors } = await site.newPage(t, { viewport });
    await page.goto('/shop/linen-apron');
    await islandsReady(page);
    await Promise.all([page.waitForURL('**/fr/boutique/linen-apron', { timeout: WAIT_MS }), page.locator('.language-switcher a[hreflang="fr-FR"]').click()]);
    await islandsReady(page);
    t.equal(await page.locator('h1').first().textContent(), 'Tablier en lin', 'the same product, in French');
    t.equal(await textOnceIncludes(page, ADD, 'Ajouter'), 'Ajouter au panier', 'its widgets in French');
    await page.fill('#header-search-q', 'lin');
    await Promise.all([page.waitForURL('**/fr/search?q=lin', { timeout: WAIT_MS }), page.press('#header-search-q', 'Enter')]);
    t.equal(await page.locator('.search-result__title', { hasText: 'Tablier en lin' }).getAttribute('href'), '/fr/boutique/linen-apron', 'French results');
    t.equal(await page.locator('.search-result__title[href^="/shop/"]').count(), 0, 'none of the English pages');
    await Promise.all([page.waitForURL('**/search?q=lin', { timeout: WAIT_MS }), page.locator('.language-switcher a[hreflang="en-US"]').click()]);
    t.equal(new URL(page.url()).pathname, '/search', 'the search page in English');
    t.same(errors, []);
  });
}
