// Issue 36 in Chromium: buy a digital product and download it from the
// confirmation (the file arrives as an attachment named as uploaded), and
// cancel a subscription from the account's orders page; at 1280 and 390 px,
// in English and French, with and without JavaScript; axe-core clean on
// every page the journeys show.
import t from 'tap';
import type { Test } from 'tap';
import type { BrowserContext, Page } from 'playwright-core';
import { startCartSite, WAIT_MS } from './cart-helpers.js';
import { addByApi, BILLING, CARD, DESKTOP, fillFields, openPage, NY, PHONE } from './checkout-helpers.js';
import { axeViolations } from './axe.js';

t.setTimeout(540_000);
const site = await startCartSite(t);
const RECIPES = { itemId: '6561f0c202f4210000000021', sku: 'SQ1160' };
const COFFEE = { itemId: '6561f0c202f422000000002b', sku: 'SQ1210' };

/** Each dimension both ways, each pair of them met once: four journeys instead of eight. */
const JOURNEYS = [
  { viewport: DESKTOP, width: 1280, lang: 'en', prefix: '', js: true },
  { viewport: PHONE, width: 390, lang: 'fr', prefix: '/fr', js: true },
  { viewport: DESKTOP, width: 1280, lang: 'fr', prefix: '/fr', js: false },
  { viewport: PHONE, width: 390, lang: 'en', prefix: '', js: false },
];
const TEXT = {
  en: { download: 'Download Printable Recipe Cards', canceled: 'Canceled', active: 'Active', cancel: 'Cancel subscription' },
  fr: { download: 'Télécharger Printable Recipe Cards', canceled: 'Résilié', active: 'Actif', cancel: 'Résilier l’abonnement' },
};

/**
 * axe-core's violations of any impact in the page's main content. Without
 * JavaScript axe cannot run in the page itself: the same HTML, its scripts
 * removed, is checked in a page that may run axe (as forms-helpers.ts does).
 */
async function violations(t: Test, page: Page, js: boolean): Promise<string[]> {
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

async function crumbOf(context: BrowserContext): Promise<string> {
  await context.request.get('/api/commerce/shopping-cart');
  return (await context.cookies()).find((c) => c.name === 'crumb')?.value ?? '';
}

for (const j of JOURNEYS) {
  const name = `${j.width} px, ${j.lang}, ${j.js ? 'with' : 'without'} JavaScript`;

  t.test(`buy a digital product and download it (${name})`, async (t) => {
    const { context, page, errors } = await openPage(t, site, j.viewport, j.js);
    await addByApi(context, RECIPES.itemId, RECIPES.sku);
    await page.goto(`${j.prefix}/checkout`);
    await fillFields(page, { ...BILLING, ...CARD() });
    await page.locator('.vitrine-checkout-place').click();
    await page.waitForURL(`**${j.prefix}/checkout/order-confirmed?**`, { timeout: WAIT_MS });
    t.equal(await page.locator('html').getAttribute('lang'), j.lang === 'fr' ? 'fr-FR' : 'en-US', 'the confirmation is in the page’s language');
    const link = page.locator('a.vitrine-order-download');
    t.equal((await link.textContent({ timeout: WAIT_MS }))?.trim(), TEXT[j.lang as 'en' | 'fr'].download);
    t.same(await violations(t, page, j.js), [], 'no axe violation on the confirmation');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: WAIT_MS }), link.click()]);
    t.equal(download.suggestedFilename(), 'recipe-cards.pdf', 'the file comes as an attachment');
    const path = await download.path();
    t.ok(path, 'and is saved');
    t.same(errors, [], 'no script error');
  });

  t.test(`cancel a subscription from the account (${name})`, async (t) => {
    const { context, page, errors } = await openPage(t, site, j.viewport, j.js);
    const email = `sub-${j.width}-${j.lang}-${j.js}@example.com`;
    let crumb = await crumbOf(context);
    const signedUp = await context.request.post('/api/site-users/account', { data: { email, password: 'kiln-opening-42' }, headers: { 'x-csrf-token': crumb } });
    t.equal(signedUp.status(), 201);
    crumb = await crumbOf(context);
    const cart = await context.request.post('/api/3/commerce/cart/subscription', { data: { itemId: COFFEE.itemId, sku: COFFEE.sku, qty: 1 }, headers: { 'x-csrf-token': crumb } });
    const token = ((await cart.json()) as { cartToken: string }).cartToken;
    await page.goto(`${j.prefix}/checkout/subscription?cartToken=${token}`);
    await fillFields(page, { ...NY, email, ...CARD() });
    await page.locator('.vitrine-checkout-place').click();
    await page.waitForURL(`**${j.prefix}/checkout/subscription-confirmed?**`, { timeout: WAIT_MS });

    await page.goto(`${j.prefix}/account`);
    await page.locator('a.vitrine-account__orders-link').first().click({ timeout: WAIT_MS });
    await page.waitForURL(`**${j.prefix}/account/orders`, { timeout: WAIT_MS });
    const status = page.locator('.vitrine-account-subscription__status');
    t.equal((await status.textContent({ timeout: WAIT_MS }))?.trim(), TEXT[j.lang as 'en' | 'fr'].active);
    t.ok(await page.locator('.vitrine-account-subscription__next').textContent(), 'the next charge is shown');
    t.same(await violations(t, page, j.js), [], 'no axe violation on the orders page');
    await page.getByRole('button', { name: TEXT[j.lang as 'en' | 'fr'].cancel }).click();
    await page.waitForURL('**/account/orders?done=cancel', { timeout: WAIT_MS });
    t.equal((await status.textContent({ timeout: WAIT_MS }))?.trim(), TEXT[j.lang as 'en' | 'fr'].canceled);
    t.equal(await page.getByRole('button', { name: TEXT[j.lang as 'en' | 'fr'].cancel }).count(), 0, 'nothing left to cancel');
    t.same(await violations(t, page, j.js), [], 'no axe violation after the change');
    const sub = await site.app.vitrine.commerce!.store.db
      .selectFrom('subscriptions')
      .innerJoin('orders', 'orders.id', 'subscriptions.order_id')
      .select('subscriptions.status')
      .where('orders.email', '=', email)
      .executeTakeFirstOrThrow();
    t.equal(sub.status, 'canceled', 'the renewals stop');
    t.same(errors, [], 'no script error');
  });
}
