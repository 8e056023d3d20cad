// The owner's Commerce preferences and Products list in Chromium, at 1440
// and 820 px, keyboard only: a bad per-cart cap is refused under its field
// (and focused), a good one is saved with a toast and the shop's cart
// follows it at once; on Products a search by title finds the spoon, and
// its row opens the product's editor with the title field focused.
// axe-core finds nothing on either screen, nor on the product's editor.
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { axeViolations } from './axe.js';
import { WAIT_MS } from './cart-helpers.js';
import { startOwnerSite } from './owner-helpers.js';
import { checkScreen, openScreen, ownerAt, SPOON, WIDTHS } from './admin-helpers.js';

t.setTimeout(600_000);
/** Tab presses a control is reached within, at most. */
const MAX_TABS = 80;

const { base } = await startOwnerSite(t, 'admin-prefs');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

/** Presses Tab until the focused element matches `selector` (keyboard only, as an owner without a mouse). */
async function tabTo(t: Test, page: Page, selector: string): Promise<void> {
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  t.fail(`Tab never reached ${selector}`);
}

const focused = (page: Page) => page.evaluate(() => ({ label: document.activeElement?.id ? document.querySelector(`label[for="${document.activeElement.id}"]`)?.textContent : null, value: (document.activeElement as HTMLInputElement | null)?.value ?? '' }));

/** A shopper's try to put `quantity` spoons in a new cart: the API's answer. */
async function shopperAdds(t: Test, quantity: number) {
  const context = await browser.newContext({ baseURL: base });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto('/');
  const crumb = (await context.cookies()).find((c) => c.name === 'crumb')!.value;
  const res = await page.request.post('/api/commerce/shopping-cart/entries', { data: { itemId: SPOON.itemId, sku: SPOON.sku, quantity }, headers: { 'x-csrf-token': crumb } });
  return { status: res.status(), body: (await res.json()) as { code?: string; message?: string } };
}

for (const width of WIDTHS) {
  t.test(`${width} px: the per-cart cap, set with the keyboard, holds on the shop`, async (t) => {
    const cap = width === 1440 ? 2 : 3;
    const { page, errors } = await ownerAt(t, browser, base, width);
    await openScreen(page, 'settings/commerce');
    await checkScreen(t, page, 'settings/commerce', { primary: true });
    t.ok(await page.getByRole('switch', { name: 'Mail me each new order' }).isVisible(), 'the new-order mail switch');

    const capField = 'input[type="number"]';
    await tabTo(t, page, capField);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    const error = page.getByText('Enter a number from 1 to 9999.');
    await error.waitFor({ timeout: WAIT_MS });
    t.equal(await page.locator(capField).getAttribute('aria-invalid'), 'true', 'the field is marked');
    t.match(await focused(page), { label: 'Units of one item a cart may hold' }, 'and focused');
    t.same(await axeViolations(page), [], 'the refused form: axe-core finds nothing');

    await page.keyboard.press('Control+A');
    await page.keyboard.type(String(cap));
    await page.keyboard.press('Enter');
    await page.getByText('Preferences saved').first().waitFor({ timeout: WAIT_MS });
    t.equal(await error.count(), 0, 'the error is gone');

    t.equal((await shopperAdds(t, cap)).status, 200, `${cap} spoons fit in a cart`);
    const over = await shopperAdds(t, cap + 1);
    t.equal(over.status, 409);
    t.match(over.body, { code: 'VARIANT_LIMIT', message: `You can have at most ${cap} of this item in your cart.` }, 'one more is refused with the new cap');
    t.same(errors, [], 'no page error');
  });

  t.test(`${width} px: Products finds a product by its title and opens its editor, keyboard only`, async (t) => {
    const { page, errors } = await ownerAt(t, browser, base, width);
    await openScreen(page, 'products');
    await checkScreen(t, page, 'products', { primary: true });
    const rows = page.locator('.adm-main table tbody tr');
    t.ok((await rows.count()) > 10, 'every product of the store is listed');
    t.match(await page.locator('.adm-main table').textContent(), /\$\d+\.\d\d/, 'prices with their currency');
    const rowOf = (title: string) => page.locator('.adm-main table tbody tr', { has: page.locator('th a', { hasText: title }) });
    t.match(await rowOf('Weekly Coffee').innerText(), 'Subscription (Physical)', 'a subscription product reads as one, with its type');
    t.notMatch(await rowOf('Olive Wood Spoon').innerText(), 'Subscription', 'a product sold once does not');

    await tabTo(t, page, 'input[type="search"]');
    await page.keyboard.type('olive wood');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/config\/products\?q=olive(\+|%20)wood$/, { timeout: WAIT_MS });
    await page.waitForFunction(() => {
      const titles = [...document.querySelectorAll('.adm-main table tbody th a')].map((a) => a.textContent ?? '');
      return titles.length > 0 && titles.every((x) => /olive wood/i.test(x));
    }, null, { timeout: WAIT_MS });
    t.same(await axeViolations(page), [], 'the searched list: axe-core finds nothing');

    await tabTo(t, page, '.adm-main table a');
    t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Olive Wood Spoon');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/config/products/shop/${SPOON.itemId}`, { timeout: WAIT_MS });
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === 'Olive Wood Spoon', null, { timeout: WAIT_MS });
    t.ok(await page.getByRole('heading', { name: 'Edit product: Olive Wood Spoon' }).isVisible(), 'the product’s editor is open');
    t.same(await axeViolations(page), [], 'the product’s editor: axe-core finds nothing');
    t.same(errors, [], 'no page error');
  });
}
