/**
 * The admin's browser journeys: the owner signed in (the account made with
 * an owner email, through the site-user API) in a context of a given width,
 * a visitor's form submission and restock sign-up, and the checks every
 * admin screen passes (a heading, the navigation, a styled primary button,
 * the system's font, axe-core clean).
 */
import type { Test } from 'tap';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { axeViolations } from './axe.js';
import { SITE_OWNER } from './owner-helpers.js';
import { until, WAIT_MS } from './cart-helpers.js';

/** The first admin page builds the admin's bundle (esbuild, React, Radix, Puck): longer than a page on a busy machine. */
export const BUNDLE_WAIT_MS = 120_000;
export const WIDTHS = [1440, 820] as const;
/** The sold-out demo vase a visitor waits for. */
export const VASE = { productId: '6561f0c202f4900000000009', variantId: 'ceramic-vase-v1' };
/** The primary role's colour (client/admin-ui/tokens.css --adm-color-primary). */
export const PRIMARY_RGB = 'rgb(43, 84, 196)';
/** The navigation's background (tokens.css --adm-color-sidebar, #1d2330). */
export const SIDEBAR_RGB = [29, 35, 48] as const;
/** Below this width the navigation folds above the screen (admin-ui.css): no sidebar column. */
const SIDEBAR_MIN_WIDTH = 641;

const crumbOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;

/** Demo products a shopper buys: a mug (with its price) and a spoon. */
export const MUG = { itemId: '6561f0c202f4300000000003', sku: 'SQ1010', cents: 2400 };
export const SPOON = { itemId: '6561f0c202f4170000000017', sku: 'SQ1110' };
const ADDRESS = { shippingFirstName: 'Ada', shippingLastName: 'Lovelace', shippingLine1: '14 Kiln Lane', shippingCity: 'Hudson', shippingRegion: 'NY', shippingPostalCode: '12534', shippingCountry: 'US', billingSameSent: '1', billingSame: 'on' };
const CARD = { cardNumber: '4242424242424242', cardExpiry: '12/40', cardCvc: '123', cardName: 'Ada Lovelace' };

/** The demo store's digital guide: nothing to ship. */
export const RECIPES = { itemId: '6561f0c202f4210000000021', sku: 'SQ1160' };
const BILLING = { billingSameSent: '1', billingFirstName: 'Ada', billingLastName: 'Lovelace', billingLine1: '14 Kiln Lane', billingCity: 'Hudson', billingRegion: 'NY', billingPostalCode: '12534', billingCountry: 'US' };
type Bought = readonly (readonly [{ itemId: string; sku: string }, number])[];

/**
 * A shopper in a browser context of their own: by default two mugs and a
 * spoon, standard shipping, the test card; the order id. `nothingShips`:
 * the items need no shipping (a billing address only); `returnTo`: the
 * checkout page it was placed from (its language is the order's: '/fr/checkout').
 */
export async function shopperBuys(t: Test, browser: Browser, base: string, email: string, items: Bought = [[MUG, 2], [SPOON, 1]], nothingShips = false, returnTo = '/checkout'): Promise<string> {
  const context = await browser.newContext({ baseURL: base });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto('/');
  const crumb = await crumbOf(page);
  for (const [item, quantity] of items) {
    const added = await page.request.post('/api/commerce/shopping-cart/entries', { data: { itemId: item.itemId, sku: item.sku, quantity }, headers: { 'x-csrf-token': crumb } });
    if (!added.ok()) throw new Error(`add failed: ${await added.text()}`);
  }
  await page.goto('/checkout');
  const placed = await page.request.post(`/api/commerce/checkout?crumb=${crumb}`, { form: { action: 'place', returnTo, email, ...(nothingShips ? BILLING : { ...ADDRESS, shippingOptionId: 'standard' }), ...CARD }, maxRedirects: 0 });
  const id = new URL(placed.headers().location ?? '/', base).searchParams.get('order');
  if (!id) throw new Error(`checkout failed: ${placed.status()}`);
  return id;
}

/** A context of `width`, closed with the test, signed in as the site owner; page errors are collected. */
export async function ownerAt(t: Test, browser: Browser, base: string, width: number, height = 900): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height } });
  t.teardown(() => context.close());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  const crumb = await crumbOf(page);
  const made = await page.request.post('/api/site-users/account', { data: SITE_OWNER, headers: { 'x-csrf-token': crumb } });
  if (made.status() !== 201 && made.status() !== 409) throw new Error(`sign-up failed: ${await made.text()}`);
  const session = await page.request.post('/api/site-users/account/session', { data: { ...SITE_OWNER, rememberMe: false }, headers: { 'x-csrf-token': crumb } });
  if (!session.ok()) throw new Error(`sign-in failed: ${await session.text()}`);
  return { page, errors };
}

/** The owner signed in (ownerAt) with /config open at its page list, as the page editor's journeys start. */
export async function ownerInEditor(t: Test, browser: Browser, base: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const owner = await ownerAt(t, browser, base, width, 1000);
  await owner.page.goto('/config');
  await owner.page.getByRole('heading', { name: 'Pages' }).first().waitFor({ timeout: BUNDLE_WAIT_MS });
  return owner;
}

/** The owner in the editor (ownerInEditor, 1440 px) with the Shop's form for a new product open. */
export async function ownerAtNewProduct(t: Test, browser: Browser, base: string): Promise<{ page: Page; errors: string[]; form: Locator }> {
  const owner = await ownerInEditor(t, browser, base, 1440);
  await owner.page.getByRole('link', { name: 'Products', exact: true }).click({ timeout: BUNDLE_WAIT_MS });
  await owner.page.getByRole('button', { name: 'Products: Shop' }).click({ timeout: BUNDLE_WAIT_MS });
  const form = owner.page.locator('form.vitrine-editor-product-form');
  await form.getByLabel('Product title', { exact: true }).waitFor({ timeout: BUNDLE_WAIT_MS });
  return { ...owner, form };
}

/** A contact-form submission and a restock sign-up for the vase, sent as a visitor's browser sends them. */
export async function visitorSends(t: Test, browser: Browser, base: string, email: string): Promise<void> {
  const context = await browser.newContext({ baseURL: base });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto('/');
  const key = ((await (await page.request.post('/api/form/FormSubmissionKey', { data: {} })).json()) as { key: string }).key;
  const answers = { name: ['Ada', 'Lovelace'], email, topic: 'Wholesale', message: 'Do you sell wholesale?' };
  const saved = await page.request.post('/api/form/SaveFormSubmission', { data: { formId: 'form-contact', form: answers, key, pagePath: '/contact' } });
  if (!saved.ok()) throw new Error(`the submission was refused: ${await saved.text()}`);
  const signUp = await page.request.post('/api/site-users/account/notifications/restock', { data: { ...VASE, siteVisitorEmail: email, isJoinMailingList: false } });
  if (!signUp.ok()) throw new Error(`the sign-up was refused: ${await signUp.text()}`);
}

/** Opens an admin screen and waits for its title and for its data to load. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(`/config/${path}`);
  await page.locator('#adm-page-title').waitFor({ timeout: BUNDLE_WAIT_MS });
  await page.waitForFunction(() => !document.querySelector('.adm-main [aria-busy="true"]') && ![...document.querySelectorAll('.adm-main [role="status"]')].some((e) => e.textContent === 'Loading…'), null, { timeout: BUNDLE_WAIT_MS });
}

/** What every admin screen has: a heading, the navigation, a styled primary button (when `primary`), the system's font; and no axe-core violation. */
export async function checkScreen(t: Test, page: Page, path: string, options: { primary: boolean }): Promise<void> {
  const heading = page.locator('h1');
  t.equal(await heading.count(), 1, `${path}: one h1`);
  t.ok(((await heading.textContent()) ?? '').trim().length > 0, `${path}: the h1 has text`);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  t.ok(await nav.isVisible(), `${path}: the navigation shows`);
  t.equal(await nav.locator('a[aria-current="page"]').count(), 1, `${path}: the navigation marks the screen`);
  const styles = await page.evaluate(() => {
    const body = getComputedStyle(document.querySelector('.adm-main p, .adm-main td, .adm-main label') ?? document.body);
    return { font: body.fontFamily, size: body.fontSize };
  });
  t.notMatch(styles.font, /times/i, `${path}: body text is not in Times (${styles.font})`);
  t.match(styles.font, /system-ui/, `${path}: body text in the system's UI face`);
  if (options.primary) {
    const primary = page.locator('.adm-main .adm-button--primary, .adm-portal .adm-button--primary').first();
    t.ok(await primary.isVisible(), `${path}: a primary button shows`);
    const look = await primary.evaluate((b) => {
      const s = getComputedStyle(b);
      return { bg: s.backgroundColor, color: s.color, radius: s.borderTopLeftRadius, font: s.fontFamily };
    });
    t.equal(look.bg, PRIMARY_RGB, `${path}: the primary button has the primary colour`);
    t.equal(look.color, 'rgb(255, 255, 255)', `${path}: with white text`);
    t.equal(look.radius, '8px', `${path}: and the system's radius`);
    t.notMatch(look.font, /times/i);
  }
  await checkSidebarColumn(t, page, path);
  t.same(await axeViolations(page), [], `${path}: axe-core finds nothing`);
}

/**
 * On a page taller than the window, the navigation's dark column runs to
 * the page's end (it stopped at the first screen height on a long order
 * once): the shell spans the document and paints the column, and a
 * full-page picture's bottom-left pixel is the sidebar's colour.
 */
export async function checkSidebarColumn(t: Test, page: Page, path: string): Promise<void> {
  const geometry = await page.evaluate(() => {
    const shell = document.querySelector('.adm-shell');
    const doc = document.documentElement;
    return { width: innerWidth, height: innerHeight, docHeight: doc.scrollHeight, shellBottom: shell ? shell.getBoundingClientRect().bottom + scrollY : 0, shellBackground: shell ? getComputedStyle(shell).backgroundImage : '' };
  });
  if (geometry.width < SIDEBAR_MIN_WIDTH || geometry.docHeight <= geometry.height) return;
  t.ok(geometry.shellBottom >= geometry.docHeight - 1, `${path}: the shell spans the whole page (${geometry.shellBottom} of ${geometry.docHeight} px)`);
  t.match(geometry.shellBackground, `rgb(${SIDEBAR_RGB.join(', ')})`, `${path}: the shell paints the navigation's column`);
  const png = await page.screenshot({ fullPage: true });
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = ((info.height - 4) * info.width + 4) * info.channels;
  const pixel = [data[at]!, data[at + 1]!, data[at + 2]!];
  t.ok(pixel.every((v, i) => Math.abs(v - SIDEBAR_RGB[i]!) <= 2), `${path}: the page's bottom-left corner is the navigation's colour (rgb(${pixel.join(', ')}))`);
}

/**
 * Selects a block on the page editor's canvas: clicks it until `selected`
 * (what a selection shows: the block's fields, its enabled actions) is
 * visible. On a loaded machine a click can land on a canvas Puck has drawn
 * but does not yet listen on, or on a canvas being replaced, and select
 * nothing; the click is made again until one takes. Below Puck's 638 px the
 * fields are behind their tab, opened after each click.
 */
export async function selectOnCanvas(page: Page, block: Locator, selected: Locator, force = false): Promise<void> {
  await block.waitFor({ timeout: BUNDLE_WAIT_MS });
  await until(
    async () => {
      if (!(await block.click({ force, timeout: CLICK_TRY_MS }).then(() => true, () => false))) return false;
      await showFields(page);
      return selected.waitFor({ state: 'visible', timeout: CLICK_TRY_MS }).then(() => true, () => false);
    },
    (took) => took,
    BUNDLE_WAIT_MS,
  );
}

/**
 * Selects a block on the canvas while a page is being translated. Choosing a
 * language mounts a new editor with a new canvas frame, so the clicks wait
 * for the new canvas (Puck marks its blocks undraggable, `data-puck-disabled`,
 * once it has drawn them). Puck's disabled blocks still select on a click,
 * hence `force`.
 */
export async function selectWhileTranslating(page: Page, block: Locator, selected: Locator): Promise<void> {
  await block.locator('xpath=ancestor-or-self::*[@data-puck-disabled]').first().waitFor({ state: 'attached', timeout: BUNDLE_WAIT_MS });
  await selectOnCanvas(page, block, selected, true);
}

/** How long one click on a block of a canvas being drawn may try before the next. */
const CLICK_TRY_MS = 5_000;

/** Below Puck's 638 px the page editor's header controls fold behind its menu toggle: opened when hidden. `publish`: the Publish button's name in the editor's language. */
export async function showControls(page: Page, publish = 'Publish'): Promise<void> {
  const button = page.getByRole('button', { name: publish, exact: true });
  if (!(await button.isVisible())) {
    await page.getByRole('button', { name: 'Toggle menu bar' }).focus();
    await page.keyboard.press('Enter');
  }
  await button.waitFor({ timeout: WAIT_MS });
}

/** Below 638 px Puck shows the page editor's fields under a tab of its own bottom bar (Puck's text, a clickable item, not a button). */
export async function showFields(page: Page): Promise<void> {
  const tab = page.locator('[class*="_NavItem--mobileOnly"]').getByText('Fields', { exact: true }).locator('visible=true');
  if (await tab.count()) await tab.click();
}
