/**
 * The admin's browser journeys: the owner signed in (the account made with
 * an owner email, through the site-user API) in a context of a given width,
 * a visitor's form submission and restock sign-up, and the checks every
 * admin screen passes (a heading, the navigation, a styled primary button,
 * the system's font, axe-core clean).
 */
import type { Test } from 'tap';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from './axe.js';
import { SITE_OWNER } from './owner-helpers.js';

/** The first admin page builds the admin's bundle (esbuild, React, Radix, Puck): longer than a page on a busy machine. */
export const BUNDLE_WAIT_MS = 120_000;
export const WIDTHS = [1440, 820] as const;
/** The sold-out demo vase a visitor waits for. */
export const VASE = { productId: '6561f0c202f4900000000009', variantId: 'ceramic-vase-v1' };
/** The primary role's colour (client/admin-ui/tokens.css --adm-color-primary). */
export const PRIMARY_RGB = 'rgb(43, 84, 196)';

const crumbOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;

/** A context of `width`, closed with the test, signed in as the site owner; page errors are collected. */
export async function ownerAt(t: Test, browser: Browser, base: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
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
  t.same(await axeViolations(page), [], `${path}: axe-core finds nothing`);
}
