/**
 * Helpers of the checkout journeys in Chromium: pages at desktop (1280x800)
 * or phone (390x844) width, with or without JavaScript; axe-core run in the
 * page; moving the focus with the Tab key only; filling the form by typing.
 */
import type { Test } from 'tap';
import type { BrowserContext, Page } from 'playwright-core';
import { runAxe } from './axe.js';
import type { CartSite } from './cart-helpers.js';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export async function openPage(t: Test, site: CartSite, viewport: { width: number; height: number }, javaScript = true): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await site.browser.newContext({ baseURL: site.base, viewport, javaScriptEnabled: javaScript, ...(viewport === PHONE ? { isMobile: true, hasTouch: true } : {}) });
  t.teardown(() => context.close());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** axe-core's violations (WCAG 2 A and AA) in the page's main content (the theme's header and footer are the theme's), as 'rule: target' lines. */
export async function axeViolations(page: Page, scope = 'main'): Promise<string[]> {
  const include = (await page.locator(scope).count()) > 0 ? scope : undefined;
  const violations = await runAxe(page, { include, wcagOnly: true });
  return violations.flatMap((v) => v.targets.map((target) => `${v.id}: ${target}`));
}

/** Presses Tab until the element matching `selector` has the focus (at most `max` times); true when it got there. */
export async function tabTo(page: Page, selector: string, max = 150): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return true;
  }
  return false;
}

/** Types into fields by name with the keyboard only: Tab to each, select what is there, type. Selects are chosen by typing their option's text. */
export async function typeFields(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) {
    if (!(await tabTo(page, `[name="${name}"]`))) throw new Error(`Tab never reached ${name}`);
    const tag = await page.evaluate(() => document.activeElement?.tagName);
    if (tag === 'SELECT') await page.keyboard.type(value);
    else {
      await page.keyboard.press('Control+A');
      await page.keyboard.type(value);
    }
  }
}

/** Fills fields by name (mouse-and-keyboard shoppers; selects by value). */
export async function fillFields(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) {
    const el = page.locator(`[name="${name}"]`).first();
    if ((await el.evaluate((e) => e.tagName)) === 'SELECT') await el.selectOption(value);
    else await el.fill(value);
  }
}

export const NY = {
  email: 'ada@example.com',
  shippingFirstName: 'Ada',
  shippingLastName: 'Lovelace',
  shippingLine1: '14 Kiln Lane',
  shippingCity: 'Hudson',
  shippingRegion: 'NY',
  shippingPostalCode: '12534',
  shippingCountry: 'US',
};

export const BILLING = {
  email: 'grace@example.com',
  billingFirstName: 'Grace',
  billingLastName: 'Hopper',
  billingLine1: '1 Harbour Road',
  billingCity: 'Hudson',
  billingRegion: 'NY',
  billingPostalCode: '12534',
  billingCountry: 'US',
};

export const CARD = (number = '4242424242424242') => ({ cardNumber: number, cardExpiry: '12/40', cardCvc: '123', cardName: 'Ada Lovelace' });

/** Adds to the context's cart through the API, as a page script does (the crumb cookie sent back in the header). */
export async function addByApi(context: BrowserContext, itemId: string, sku: string, quantity = 1): Promise<void> {
  await context.request.get('/api/commerce/shopping-cart');
  const crumb = (await context.cookies()).find((c) => c.name === 'crumb')?.value ?? '';
  const res = await context.request.post('/api/commerce/shopping-cart/entries', { data: { itemId, sku, quantity }, headers: { 'x-csrf-token': crumb } });
  if (!res.ok()) throw new Error(`add failed: ${res.status()} ${await res.text()}`);
}
