// The first run's one-time setup link in Chromium: /config/setup#<key>
// takes the key out of the address bar at once, and the form (email and
// password) makes the administrator and opens the admin; a used link
// says why it no longer works. axe-core finds nothing on the page.
import t from 'tap';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { issueSetupKey } from '../../server/session/owner-setup.js';
import { axeViolations } from './axe.js';
import { WAIT_MS } from './cart-helpers.js';
import { startOwnerSite } from './owner-helpers.js';
import { BUNDLE_WAIT_MS } from './admin-helpers.js';

t.setTimeout(300_000);
const FOUNDER = { email: 'founder@hearthandclay.com', password: 'kiln-opening-42' };

const { app, base } = await startOwnerSite(t, 'admin-setup-link', () => ({ siteOwnerEmails: [] }));
const store = app.vitrine.commerce!.store;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

for (const width of [1440, 390]) {
  t.test(`${width} px: the link makes the owner once`, async (t) => {
    const key = await issueSetupKey(store);
    if (key === null) {
      // The 1440 px run made the owner: a used or late link says so.
      const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
      t.teardown(() => context.close());
      const page = await context.newPage();
      await page.goto('/config/setup#AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      t.match(await page.locator('#config-denied').innerText(), 'This site already has an owner. Sign in below.');
      t.equal(await page.locator('#config-setup-form').count(), 0, 'no setup form once an owner exists');
      t.same(await axeViolations(page), [], 'axe-core finds nothing');
      return;
    }
    const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
    t.teardown(() => context.close());
    const page = await context.newPage();
    await page.goto(`/config/setup#${key}`);
    await page.getByRole('heading', { name: 'Become the site owner' }).waitFor({ timeout: WAIT_MS });
    await page.waitForFunction(() => location.hash === '', null, { timeout: WAIT_MS });
    t.equal(new URL(page.url()).pathname, '/config/setup', 'the key leaves the address bar');
    t.same(await axeViolations(page), [], 'the setup page: axe-core finds nothing');
    const form = page.locator('#config-setup-form');
    await form.getByLabel('Email').fill(FOUNDER.email);
    await form.getByLabel('Password').fill(FOUNDER.password);
    await form.getByRole('button', { name: 'Become the owner' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pages' }).waitFor({ timeout: BUNDLE_WAIT_MS });
    t.equal(new URL(page.url()).pathname, '/config/pages', 'signed in, in the admin');
    const row = await store.db.selectFrom('site_users').select('roles').where('email', '=', FOUNDER.email).executeTakeFirstOrThrow();
    t.same(JSON.parse(row.roles), [1], 'the administrator');

    const other = await browser.newContext({ baseURL: base, viewport: { width, height: 900 } });
    t.teardown(() => other.close());
    const again = await other.newPage();
    await again.goto(`/config/setup#${key}`);
    t.match(await again.locator('#config-denied').innerText(), 'This site already has an owner.', 'the link again: the owner exists');
  });
}
