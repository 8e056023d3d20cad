/**
 * Helpers of the site-user journeys in Chromium: contexts at the desktop
 * (1280x800) and phone (390x844) widths, axe-core run in the page, and
 * keyboard-only form filling.
 */
import type { Test } from 'tap';
import type { BrowserContext, Page } from 'playwright-core';
import { runAxe } from './axe.js';
import type { CartSite } from './cart-helpers.js';

export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

export async function openAt(t: Test, site: CartSite, viewport: keyof typeof VIEWPORTS): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await site.browser.newContext({ baseURL: site.base, viewport: VIEWPORTS[viewport], ...(viewport === 'phone' ? { isMobile: true, hasTouch: true } : {}) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  t.teardown(() => context.close());
  return { context, page, errors };
}

/** axe-core's violations of serious or critical impact on the page (their ids and first target). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const violations = await runAxe(page, { include });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} ${v.targets[0] ?? ''}`);
}

/** Moves focus with Tab until `selector` has it (at most `max` presses); false when it never does. */
export async function tabTo(page: Page, selector: string, max = 60): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return true;
    await page.keyboard.press('Tab');
  }
  return page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
}
