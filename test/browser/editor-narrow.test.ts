// The page editor at 820 px beside the admin's sidebar: Puck's fields
// panel shows within the window (not scrolled off to the right), so the
// owner edits a block's text there; the canvas takes the edit; axe finds
// nothing.
import t from 'tap';
import type { Browser } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { until } from './cart-helpers.js';
import { SITE_OWNER, startOwnerSite } from './owner-helpers.js';
import { axeViolations } from './axe.js';
import { BUNDLE_WAIT_MS, selectOnCanvas } from './admin-helpers.js';

t.setTimeout(300_000);
const WIDTH = 820;

const { base } = await startOwnerSite(t, 'editor-narrow');
const browser: Browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

t.test(`at ${WIDTH} px the fields panel is beside the canvas and edits the block`, async (t) => {
  const context = await browser.newContext({ baseURL: base, viewport: { width: WIDTH, height: 1000 } });
  t.teardown(() => context.close());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  const crumb = (await context.cookies()).find((c) => c.name === 'crumb')!.value;
  const res = await page.request.post('/api/site-users/account', { data: SITE_OWNER, headers: { 'x-csrf-token': crumb } });
  t.ok(res.status() < 300, 'signed up');
  await page.goto('/config');
  await page.getByRole('button', { name: 'Edit Home' }).click({ timeout: BUNDLE_WAIT_MS });
  const canvas = page.frameLocator('#preview-frame');
  const text = page.getByLabel('Text 1', { exact: true }).locator('visible=true');
  const heading = canvas.locator('.vitrine-canvas-grid h2').first();
  await selectOnCanvas(page, heading, text);
  const box = await text.boundingBox();
  t.ok(box && box.x >= 0 && box.x + box.width <= WIDTH, `the field is inside the window (${box ? `${Math.round(box.x)} to ${Math.round(box.x + box.width)}` : 'none'} of ${WIDTH} px)`);
  t.equal(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth), true, 'the page does not scroll sideways');
  await text.fill('Made for the table');
  t.equal(await until(() => heading.textContent(), (s) => s === 'Made for the table'), 'Made for the table', 'the canvas takes the edit');
  t.same(await axeViolations(page), [], 'axe: the page editor at 820 px');
  t.same(errors, [], 'no page errors');
});
