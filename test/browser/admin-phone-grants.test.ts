// The owner's admin at 390 px and the money grant, in Chromium.
// At a phone's width the read-only lists (orders and one order, customers,
// subscriptions, form submissions, restock waiting lists, analytics) fit
// the screen: the page never scrolls sideways (a wide table scrolls in its
// own focusable box), the navigation folds behind the Menu button and is
// reached from there, and axe-core finds nothing.
// The Permissions screen's switch lets a website manager refund and
// cancel: without it the manager's order has no Refund and the API answers
// 403 MONEY_NOT_GRANTED; switched on (keyboard only) the manager refunds;
// off again, refused at once. Managers never see Permissions.
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { MONEY_GRANT_ROLE } from '../../editor/commerce-permissions.js';
import { axeViolations } from './axe.js';
import { until, WAIT_MS } from './cart-helpers.js';
import { startOwnerSite } from './owner-helpers.js';
import { BUNDLE_WAIT_MS, openScreen, ownerAt, shopperBuys, visitorSends } from './admin-helpers.js';

t.setTimeout(600_000);
const PHONE = { width: 390, height: 844 };
const MANAGER = { email: 'manager@hearthandclay.com', password: 'glaze-firing-77' };

const { app, base } = await startOwnerSite(t, 'admin-phone');
const store = app.vitrine.commerce!.store;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

await visitorSends(t, browser, base, 'ada@example.com');
const orderId = await shopperBuys(t, browser, base, 'grace@example.com');
const orderNumber = orderId.slice(-8).toUpperCase();

/** What overflows the page sideways: the document's width beyond the window, and the elements that stick out. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll('body *')]
      .filter((e) => !e.closest('.adm-table-wrap, [data-scrolls], .adm-visually-hidden') && e.getBoundingClientRect().right > width + 1 && getComputedStyle(e).position !== 'fixed')
      .slice(0, 5)
      .map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, width, out };
  });

t.test('390 px: the read-only lists fit, the navigation is behind Menu, axe-core finds nothing', async (t) => {
  const { page, errors } = await ownerAt(t, browser, base, PHONE.width);
  await page.setViewportSize(PHONE);
  for (const path of ['orders', `orders/${orderId}`, 'customers', 'subscriptions', 'submissions/forms', 'submissions/restock', 'analytics']) {
    await openScreen(page, path);
    const fit = await sideways(page);
    t.ok(fit.scrollWidth <= fit.width, `${path}: no sideways scroll of the page (${fit.scrollWidth} of ${fit.width} px${fit.out.length ? `; past the edge: ${fit.out.join(', ')}` : ''})`);
    t.ok(await page.locator('h1').isVisible(), `${path}: the title shows`);
    const menu = page.getByRole('button', { name: 'Menu' });
    t.ok(await menu.isVisible(), `${path}: the Menu button shows`);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    t.notOk(await nav.isVisible(), `${path}: the navigation is folded`);
    await menu.focus();
    await page.keyboard.press('Enter');
    await nav.waitFor({ state: 'visible', timeout: WAIT_MS });
    t.equal(await menu.getAttribute('aria-expanded'), 'true', `${path}: Menu says it is open`);
    t.ok(await nav.getByRole('link', { name: 'Customers' }).isVisible(), `${path}: the navigation's links show`);
    const open = await sideways(page);
    t.ok(open.scrollWidth <= open.width, `${path}: the open navigation fits too`);
    t.same(await axeViolations(page), [], `${path}: axe-core finds nothing, navigation open`);
    await page.keyboard.press('Enter');
    await nav.waitFor({ state: 'hidden', timeout: WAIT_MS });
    t.same(await axeViolations(page), [], `${path}: axe-core finds nothing`);
  }
  await openScreen(page, 'orders');
  t.ok(await page.locator('#adm-main').getByText(`#${orderNumber}`).isVisible(), 'the order is in the list');
  const table = page.locator('#adm-main table').first();
  const box = await table.evaluate((el) => {
    const wrap = el.parentElement!;
    return { scrolls: wrap.scrollWidth > wrap.clientWidth + 1, focusable: wrap.tabIndex === 0 };
  });
  t.ok(!box.scrolls || box.focusable, 'a table wider than the phone scrolls in its own box, which the keyboard can reach');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Customers' }).click();
  await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor({ timeout: WAIT_MS });
  t.notOk(await page.getByRole('navigation', { name: 'Admin' }).isVisible(), 'the navigation folds again after a move');
  t.same(errors, [], 'no script error');
});

/** A site user's browser context, signed up and in. */
async function signedIn(t: Test, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto('/');
  const crumb = (await context.cookies()).find((c) => c.name === 'crumb')!.value;
  await page.request.post('/api/site-users/account', { data: who, headers: { 'x-csrf-token': crumb } });
  const session = await page.request.post('/api/site-users/account/session', { data: { ...who, rememberMe: false }, headers: { 'x-csrf-token': crumb } });
  if (!session.ok()) throw new Error(`sign-in failed: ${await session.text()}`);
  return page;
}

/** A refund of one cent from the manager's browser, as the order screen sends it; the answer's status and code. */
const managerRefunds = (page: Page) =>
  page.evaluate(async (id) => {
    const crumb = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('crumb='))!.slice(6));
    const { xsrfToken } = (await (await fetch('/api/site-users/account')).json()) as { xsrfToken: string };
    const res = await fetch(`/api/commerce/owner/orders/${id}/refunds`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': crumb, 'x-xsrf-token': xsrfToken }, body: JSON.stringify({ amountCents: 1, idempotencyKey: crypto.randomUUID() }) });
    return { status: res.status, code: ((await res.json()) as { code?: string }).code ?? '' };
  }, orderId);

const rolesOf = async (email: string) => JSON.parse((await store.db.selectFrom('site_users').select('roles').where('email', '=', email).executeTakeFirstOrThrow()).roles) as number[];

t.test('the Permissions screen’s switch lets a website manager refund; the API follows it', async (t) => {
  const manager = await signedIn(t, MANAGER);
  const { page } = await ownerAt(t, browser, base, 1440);
  await openScreen(page, 'settings/permissions');
  const grants = page.getByRole('region', { name: 'Refunds and cancellations' });
  await grants.getByText('No website managers yet').waitFor({ timeout: WAIT_MS });
  await page.getByLabel('Email of their account on the site').fill(MANAGER.email);
  await page.getByRole('combobox', { name: /^Role/ }).selectOption('WEBSITE_MANAGER');
  await page.getByRole('button', { name: 'Grant role' }).click();
  const toggle = grants.getByRole('switch', { name: `${MANAGER.email} may refund and cancel` });
  await toggle.waitFor({ timeout: WAIT_MS });
  t.equal(await toggle.getAttribute('aria-checked'), 'false', 'the new manager is listed, not allowed');
  t.match(await toggle.evaluate((b) => document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent ?? ''), 'Website managers see orders', 'the switch is described by what it changes');
  t.same(await axeViolations(page), [], 'the Permissions screen: axe-core finds nothing');

  await manager.goto(`/config/orders/${orderId}`);
  await manager.getByRole('heading', { level: 1, name: `Order #${orderNumber}` }).waitFor({ timeout: BUNDLE_WAIT_MS });
  await manager.getByRole('button', { name: 'Mark as fulfilled' }).waitFor({ timeout: WAIT_MS });
  t.equal(await manager.getByRole('button', { name: 'Refund' }).count(), 0, 'no Refund for the manager');
  t.match(await manager.locator('#adm-main').innerText(), 'Refunds and cancellations need an administrator, or a manager allowed to move money.');
  t.equal(await manager.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Permissions' }).count(), 0, 'no Permissions in the manager’s navigation');
  t.match(await managerRefunds(manager), { status: 403, code: 'MONEY_NOT_GRANTED' }, 'the API refuses the manager’s refund');

  await toggle.focus();
  await page.keyboard.press('Space');
  await page.locator('.adm-toast__title', { hasText: `${MANAGER.email} may now refund and cancel orders.` }).waitFor({ timeout: WAIT_MS });
  t.equal(await toggle.getAttribute('aria-checked'), 'true', 'switched on with the keyboard');
  t.ok((await rolesOf(MANAGER.email)).includes(MONEY_GRANT_ROLE), 'the grant is stored');
  await manager.reload();
  await manager.getByRole('button', { name: 'Refund' }).waitFor({ timeout: BUNDLE_WAIT_MS });
  t.pass('the manager’s order now offers Refund');
  t.match(await managerRefunds(manager), { status: 200 }, 'and the API takes the manager’s refund');

  await page.keyboard.press('Space');
  await until(() => toggle.getAttribute('aria-checked'), (v) => v === 'false');
  await until(() => rolesOf(MANAGER.email), (r) => !r.includes(MONEY_GRANT_ROLE));
  t.match(await managerRefunds(manager), { status: 403, code: 'MONEY_NOT_GRANTED' }, 'switched off: refused at once');
  await page.reload();
  await page.getByRole('switch', { name: `${MANAGER.email} may refund and cancel` }).waitFor({ timeout: BUNDLE_WAIT_MS });
  t.equal(await page.getByRole('switch', { name: `${MANAGER.email} may refund and cancel` }).getAttribute('aria-checked'), 'false', 'the screen reads the stored grant');
});
