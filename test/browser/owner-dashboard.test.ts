// The owner dashboard in Chromium with no owner token configured: a
// visitor gets its sign-in page (no data), follows its link to /config,
// signs in there with the owner's account and then opens the dashboard,
// which shows a scripted visit, without any token.
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { DASHBOARD_API_PATH, DASHBOARD_PATH } from '../../server/telemetry/dashboard-routes.js';
import { DASHBOARD_TEXT } from '../../server/telemetry/dashboard-texts.js';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { axeViolations } from './account-helpers.js';
import { WAIT_MS } from './cart-helpers.js';
import { SITE_OWNER, startOwnerSite } from './owner-helpers.js';

t.setTimeout(300_000);
const { email: OWNER, password: PASSWORD } = SITE_OWNER;
const VISITED = '/owner-dashboard-visit';

const { app, base } = await startOwnerSite(t, 'owner-dashboard', (config) => ({ telemetry: { ...config.telemetry!, ownerToken: null } }));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

async function newPage(t: Test): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  t.teardown(() => context.close());
  return context.newPage();
}

// The visit the dashboard will show: a census page view, stored.
const cvr = `owner-visit|${Date.now()}|${Date.now()}|${Date.now()}|1`;
const hit = await app.inject({
  method: 'POST',
  url: '/api/census/RecordHit',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ event: '1', data: JSON.stringify({ visitorCookie: cvr, pagePath: VISITED, websiteId: 'w1' }), ss_cvr: cvr }).toString(),
});
if (hit.statusCode !== 204) throw new Error(`the visit was refused: ${hit.body}`);

t.test('an owner signs in at /config, then opens the dashboard without any token', async (t) => {
  // The owner's account (ADMIN by its email), made in another browser.
  const setup = await newPage(t);
  await setup.goto('/');
  const crumb = (await setup.context().cookies()).find((c) => c.name === 'crumb')!.value;
  const made = await setup.request.post('/api/site-users/account', { data: { email: OWNER, password: PASSWORD }, headers: { 'x-csrf-token': crumb } });
  t.equal(made.status(), 201);

  const page = await newPage(t);
  t.equal((await page.request.get(DASHBOARD_API_PATH)).status(), 401, 'no data for a visitor');
  t.equal((await page.goto(DASHBOARD_PATH))?.status(), 401);
  t.equal(await page.locator('#telemetry-dashboard').count(), 0, 'the sign-in page, not the dashboard');
  t.equal(await page.locator('input[name="token"]').count(), 0, 'no token form without a token');
  t.same(await axeViolations(page), [], 'the sign-in page passes axe');
  await page.getByRole('link', { name: DASHBOARD_TEXT.accountSignIn }).click();
  await page.waitForURL(/\/config$/, { timeout: WAIT_MS });
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The sign-in script reloads /config: the editor's page for a signed-in owner.
  await page.locator('#vitrine-editor').waitFor({ state: 'attached', timeout: WAIT_MS });

  t.equal((await page.goto(DASHBOARD_PATH))?.status(), 200);
  t.notOk((await page.context().cookies()).some((c) => c.name === 'vitrine_owner'), 'no token cookie: the session alone');
  await page.locator('#dashboard-results table').first().waitFor({ timeout: WAIT_MS });
  t.match(await page.locator('#dashboard-results').innerText(), VISITED, 'the dashboard shows the visit');
});
