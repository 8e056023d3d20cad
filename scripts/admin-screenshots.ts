/**
 * Screenshots of every admin screen (docs/admin/<screen>-desktop.png at
 * 1440x900 and -tablet.png at 820x1180): starts the demo store on a free
 * port with a temporary SQLite store and an owner, fills it with a form
 * submission, a restock sign-up and a website manager, signs in, and opens
 * each screen of the screens table in headless Chromium. The commerce
 * screens with orders in them are scripts/orders-screenshots.ts's (run it
 * after this one: it shoots orders, customers and subscriptions again).
 *   npx tsx scripts/admin-screenshots.ts [screen-path ...]
 */
import type { Browser, Page } from 'playwright-core';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../server/app.js';
import { defaultConfig } from '../server/config.js';
import { SITE_USER_ROLE } from '../server/session/index.js';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.js';

export const ADMIN_VIEWPORTS = [
  { suffix: 'desktop', width: 1440, height: 900 },
  { suffix: 'tablet', width: 820, height: 1180 },
] as const;

/** The screens shot, by their address under /config. */
export const ADMIN_SHOTS = [
  'pages',
  'design/colours',
  'design/styles',
  'products',
  'orders',
  'customers',
  'subscriptions',
  'discounts',
  'gift-cards',
  'tags',
  'submissions/forms',
  'submissions/restock',
  'submissions/lists',
  'comments',
  'analytics',
  'settings/header-footer',
  'settings/navigation',
  'settings/sections',
  'settings/shipping',
  'settings/taxes',
  'settings/time-zone',
  'settings/commerce',
  'settings/languages',
  'settings/permissions',
  'settings/plan',
] as const;

const OWNER = { email: 'owner@hearthandclay.com', password: 'kiln-opening-42' };
const MANAGER = { email: 'studio.manager@hearthandclay.com', password: 'glaze-firing-77' };
const OUT = join(process.cwd(), 'docs', 'admin');
const only = process.argv.slice(2);

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-admin-shots-'));
const config = defaultConfig();
const app = await buildServer({
  ...config,
  logLevel: 'silent',
  renderWorkers: 1,
  siteOwnerEmails: [OWNER.email],
  database: { ...config.database, url: null, file: join(dataDir, 'store.sqlite') },
});
let browser: Browser | undefined;

async function signIn(page: Page): Promise<void> {
  await page.goto('/');
  const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;
  await page.request.post('/api/site-users/account', { data: OWNER, headers: { 'x-csrf-token': crumb } });
  const session = await page.request.post('/api/site-users/account/session', { data: { ...OWNER, rememberMe: false }, headers: { 'x-csrf-token': crumb } });
  if (!session.ok()) throw new Error(`sign-in failed: ${await session.text()}`);
}

/** A website manager (made through the site-user API, the role set in the store) so Permissions shows the money grant's switch. */
async function websiteManager(page: Page): Promise<void> {
  await page.goto('/');
  const crumb = (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;
  await page.request.post('/api/site-users/account', { data: MANAGER, headers: { 'x-csrf-token': crumb } });
  await app.vitrine.commerce!.store.db.updateTable('site_users').set({ roles: JSON.stringify([SITE_USER_ROLE.WEBSITE_MANAGER]) }).where('email', '=', MANAGER.email).execute();
}

/** A contact-form submission and a restock sign-up, as visitors send them, so the Submissions screens have rows. */
async function visitorData(page: Page): Promise<void> {
  await page.goto('/');
  const key = ((await (await page.request.post('/api/form/FormSubmissionKey', { data: {} })).json()) as { key: string }).key;
  const answers = { name: ['Ada', 'Lovelace'], email: 'ada@example.com', topic: 'Wholesale', message: 'Do you sell the Ember Vase wholesale?' };
  await page.request.post('/api/form/SaveFormSubmission', { data: { formId: 'form-contact', form: answers, key, pagePath: '/contact', pageTitle: 'Contact' } });
  await page.request.post('/api/site-users/account/notifications/restock', { data: { productId: '6561f0c202f4900000000009', variantId: 'ceramic-vase-v1', siteVisitorEmail: 'bo@example.com', isJoinMailingList: true } });
}

try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  mkdirSync(OUT, { recursive: true });
  const visitor = await browser.newContext({ baseURL: base });
  await visitorData(await visitor.newPage());
  await visitor.close();
  // Signed out while the site has no owner: /config's first run, and the one-time setup link's page.
  if (only.length === 0 || only.includes('first-run')) {
    for (const v of ADMIN_VIEWPORTS) {
      const context = await browser.newContext({ baseURL: base, viewport: { width: v.width, height: v.height } });
      const page = await context.newPage();
      for (const [name, path] of [['first-run', '/config'], ['first-run-setup-link', '/config/setup']] as const) {
        await page.goto(path);
        await page.locator('#config-first-run').waitFor({ timeout: 120_000 });
        const file = join(OUT, `${name}-${v.suffix}.png`);
        await page.screenshot({ path: file, fullPage: true });
        process.stdout.write(`${file}\n`);
      }
      await context.close();
    }
  }
  const managerContext = await browser.newContext({ baseURL: base });
  await websiteManager(await managerContext.newPage());
  await managerContext.close();
  for (const v of ADMIN_VIEWPORTS) {
    const context = await browser.newContext({ baseURL: base, viewport: { width: v.width, height: v.height } });
    const page = await context.newPage();
    await signIn(page);
    for (const shot of ADMIN_SHOTS.filter((s) => only.length === 0 || only.includes(s))) {
      await page.goto(`/config/${shot}`);
      await page.locator('#adm-page-title').waitFor({ timeout: 120_000 });
      await page.locator('[aria-busy="true"], .adm-main [role="status"]:has-text("Loading")').first().waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
      await page.waitForLoadState('networkidle');
      const file = join(OUT, `${shot.replace(/\//g, '-')}-${v.suffix}.png`);
      await page.screenshot({ path: file, fullPage: true });
      process.stdout.write(`${file}\n`);
    }
    await context.close();
  }
} finally {
  await browser?.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
