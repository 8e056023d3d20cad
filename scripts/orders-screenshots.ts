/**
 * Screenshots of the Orders, Customers and Subscriptions screens with data
 * in them (docs/admin/<shot>-desktop.png at 1440x900 and -tablet.png at
 * 820x1180): starts the demo store on a free port with a temporary SQLite
 * store and an owner, has shoppers buy (one order shipped, one partly
 * refunded, one with gift cards canceled, a subscription), signs the
 * owner in and opens each screen, the order detail and its refund dialog
 * in headless Chromium.
 *   npx tsx scripts/orders-screenshots.ts
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../server/app.js';
import { defaultConfig } from '../server/config.js';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.js';

/** The admin's two widths (as scripts/admin-screenshots.ts shoots them): a laptop and a tablet. */
const ADMIN_VIEWPORTS = [
  { suffix: 'desktop', width: 1440, height: 900 },
  { suffix: 'tablet', width: 820, height: 1180 },
] as const;
const OWNER = { email: 'owner@hearthandclay.com', password: 'kiln-opening-42' };
const OUT = join(process.cwd(), 'docs', 'admin');
const ADDRESS = { shippingFirstName: 'Ada', shippingLastName: 'Lovelace', shippingLine1: '14 Kiln Lane', shippingCity: 'Hudson', shippingRegion: 'NY', shippingPostalCode: '12534', shippingCountry: 'US', billingSameSent: '1', billingSame: 'on' };
const CARD = { cardNumber: '4242424242424242', cardExpiry: '12/40', cardCvc: '123', cardName: 'Ada Lovelace' };

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-orders-shots-'));
const config = defaultConfig();
const app = await buildServer({ ...config, logLevel: 'silent', renderWorkers: 1, siteOwnerEmails: [OWNER.email], database: { ...config.database, url: null, file: join(dataDir, 'store.sqlite') } });
let browser: Browser | undefined;

const crumbOf = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === 'crumb')!.value;

/** A shopper in a context of their own buys `items`; the order id. */
async function buy(base: string, email: string, items: [string, string, number][], name: [string, string]): Promise<string> {
  const context = await browser!.newContext({ baseURL: base });
  const page = await context.newPage();
  await page.goto('/');
  const crumb = await crumbOf(context);
  for (const [itemId, sku, quantity] of items) await page.request.post('/api/commerce/shopping-cart/entries', { data: { itemId, sku, quantity }, headers: { 'x-csrf-token': crumb } });
  const res = await page.request.post(`/api/commerce/checkout?crumb=${crumb}`, {
    form: { action: 'place', returnTo: '/checkout', email, ...ADDRESS, shippingFirstName: name[0], shippingLastName: name[1], shippingOptionId: 'standard', ...CARD },
    maxRedirects: 0,
  });
  await context.close();
  return new URL(res.headers().location!, base).searchParams.get('order')!;
}

async function owner(page: Page): Promise<string> {
  await page.goto('/');
  const crumb = await crumbOf(page.context());
  await page.request.post('/api/site-users/account', { data: OWNER, headers: { 'x-csrf-token': crumb } });
  const session = await page.request.post('/api/site-users/account/session', { data: { ...OWNER, rememberMe: false }, headers: { 'x-csrf-token': crumb } });
  if (!session.ok()) throw new Error(`sign-in failed: ${await session.text()}`);
  return ((await session.json()) as { xsrfToken: string }).xsrfToken;
}

async function settle(page: Page): Promise<void> {
  await page.locator('#adm-page-title').waitFor({ timeout: 120_000 });
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
}

try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  mkdirSync(OUT, { recursive: true });
  const shipped = await buy(base, 'grace@example.com', [['6561f0c202f4700000000007', 'SQ1030', 1]], ['Grace', 'Hopper']);
  const refunded = await buy(base, 'ada@example.com', [['6561f0c202f4300000000003', 'SQ1010', 2], ['6561f0c202f4170000000017', 'SQ1110', 1]], ['Ada', 'Lovelace']);
  const giftCards = await buy(base, 'mary@example.com', [['6561f0c202f4350000000035', 'SQ1261', 2], ['6561f0c202f4170000000017', 'SQ1110', 1]], ['Mary', 'Jackson']);
  const fresh = await buy(base, 'katherine@example.com', [['6561f0c202f4150000000015', 'SQ1100', 1], ['6561f0c202f4190000000019', 'SQ1121', 1]], ['Katherine', 'Johnson']);
  // A subscription, bought as its own cart.
  {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await page.goto('/');
    const crumb = await crumbOf(context);
    const sub = await page.request.post('/api/3/commerce/cart/subscription', { data: { itemId: '6561f0c202f424000000002d', sku: 'SQ1220', qty: 1 }, headers: { 'x-csrf-token': crumb } });
    const token = ((await sub.json()) as { cartToken: string }).cartToken;
    await page.request.post(`/api/commerce/checkout?crumb=${crumb}`, { form: { action: 'place', returnTo: `/checkout/subscription?cartToken=${token}`, cartToken: token, email: 'dorothy@example.com', ...ADDRESS, shippingFirstName: 'Dorothy', shippingLastName: 'Vaughan', ...CARD }, maxRedirects: 0 });
    await context.close();
  }
  const setup = await browser.newContext({ baseURL: base });
  const setupPage = await setup.newPage();
  const xsrf = await owner(setupPage);
  const headers = { 'x-csrf-token': await crumbOf(setup), 'x-xsrf-token': xsrf };
  await setupPage.request.post(`/api/commerce/owner/orders/${shipped}/fulfillment`, { data: { carrier: 'UPS', trackingNumber: '1Z999AA10123456784', idempotencyKey: 'shots-fulfil-1' }, headers });
  const detail = (await (await setupPage.request.get(`/api/commerce/owner/orders/${refunded}`)).json()) as { order: { lines: { id: string }[] } };
  await setupPage.request.post(`/api/commerce/owner/orders/${refunded}/refunds`, { data: { lines: [{ lineId: detail.order.lines[0]!.id, quantity: 1 }], amountCents: 2400, restock: true, reason: 'Chipped on arrival', idempotencyKey: 'shots-refund-1' }, headers });
  await setupPage.request.post(`/api/commerce/owner/orders/${giftCards}/cancellation`, { data: { restock: true, idempotencyKey: 'shots-cancel-1' }, headers });
  await setup.close();

  for (const v of ADMIN_VIEWPORTS) {
    const context = await browser.newContext({ baseURL: base, viewport: { width: v.width, height: v.height } });
    const page = await context.newPage();
    await owner(page);
    const shots: [string, string, ((p: Page) => Promise<void>)?][] = [
      ['orders', 'orders'],
      ['order-detail', `orders/${refunded}`],
      ['order-refund-dialog', `orders/${fresh}`, async (p) => {
        await p.getByRole('button', { name: 'Refund', exact: true }).click();
        await p.getByRole('dialog').waitFor();
        await p.getByLabel(/Units of Nesting Bowls/).fill('1');
      }],
      ['order-canceled-gift-cards', `orders/${giftCards}`],
      ['customers', 'customers'],
      ['customer-detail', 'customers/ada%40example.com'],
      ['subscriptions', 'subscriptions'],
    ];
    for (const [name, path, act] of shots) {
      await page.goto(`/config/${path}`);
      await settle(page);
      if (act) await act(page);
      const file = join(OUT, `${name}-${v.suffix}.png`);
      await page.screenshot({ path: file, fullPage: !act });
      process.stdout.write(`${file}\n`);
    }
    await context.close();
  }
} finally {
  await browser?.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
