// axe-core for the journeys of issue 36: violations of any impact in the
// page's main content. Without JavaScript axe cannot run in the page
// itself: the same HTML, its scripts removed, is checked in a page that
// may run axe (as forms-helpers.ts does).
import type { Test } from 'tap';
import type { Page } from 'playwright-core';
import type { CartSite } from './cart-helpers.js';
import { axeViolations } from './axe.js';
import { DESKTOP } from './checkout-helpers.js';

export async function journeyViolations(t: Test, site: CartSite, page: Page, js: boolean): Promise<string[]> {
  let checked = page;
  if (!js) {
    const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<\/?noscript>/gi, '');
    const context = await site.browser.newContext({ baseURL: site.base, viewport: page.viewportSize() ?? DESKTOP });
    t.teardown(() => context.close());
    checked = await context.newPage();
    const url = new URL(page.url());
    await checked.route((u) => u.pathname === url.pathname, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }));
    await checked.goto(url.href);
  }
  return (await axeViolations(checked, 'main')).map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}
