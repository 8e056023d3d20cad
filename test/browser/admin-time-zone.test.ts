// Settings → Time zone in Chromium at 1440 and 390 wide: the zones come
// from the server in the SPEC's record shape and the chosen one is
// described (standard time, daylight saving rule); the owner picks a zone
// from the keyboard and saves it (the API answers it after); a list that
// fails to load shows the time-zone load failure text with a retry that
// loads it; axe finds nothing; the French texts.
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { EDITOR_LANGUAGE_COOKIE } from '../../editor/catalogue.js';
import { runAxe } from './axe.js';
import { WAIT_MS } from './cart-helpers.js';
import { startOwnerSite } from './owner-helpers.js';
import { BUNDLE_WAIT_MS, checkScreen, openScreen, ownerAt } from './admin-helpers.js';

t.setTimeout(480_000);
const { base } = await startOwnerSite(t, 'admin-time-zone');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

const siteZone = async (page: Page) => ((await (await page.request.get('/api/editor/site/time-zone')).json()) as { timeZone: string }).timeZone;

async function owner(t: Test, width: number, lang: 'en' | 'fr' = 'en') {
  const o = await ownerAt(t, browser, base, width);
  if (lang === 'fr') await o.page.context().addCookies([{ name: EDITOR_LANGUAGE_COOKIE, value: 'fr', url: base }]);
  return o;
}

for (const width of [1440, 390]) {
  t.test(`picking and saving the site's zone at ${width} wide`, async (t) => {
    const { page, errors } = await owner(t, width);
    await openScreen(page, 'settings/time-zone');
    const select = page.getByLabel('Site time zone');
    await select.waitFor({ timeout: BUNDLE_WAIT_MS });
    if (width === 1440) await checkScreen(t, page, 'settings/time-zone', { primary: true });
    else t.same(await runAxe(page), [], 'axe finds nothing');
    // What runs off the screen's right edge, named (nothing, once the screen has laid out).
    const offscreen = () => page.evaluate(() => [...document.querySelectorAll('.adm-main *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1).map((el) => `${el.tagName.toLowerCase()}.${el.className}`));
    t.same(await offscreen(), [], 'nothing of the screen runs off it');
    t.ok((await select.locator('option').count()) > 300, 'every zone of the runtime');
    t.equal(await select.locator('option[value="America/New_York"]').textContent(), 'America/New York (UTC-5:00)');
    const about = page.locator(`#${await select.getAttribute('aria-describedby')}`);

    // From the keyboard: the select takes the zone, Tab reaches Save, Enter saves.
    const target = width === 1440 ? 'Asia/Tokyo' : 'Europe/Paris';
    await select.focus();
    await select.selectOption(target);
    t.equal(
      await about.textContent(),
      target === 'Asia/Tokyo' ? 'Standard time: UTC+9:00, JST. No daylight saving time.' : 'Standard time: UTC+1:00, CET. Daylight saving time: 1:00 ahead, from Mar lastSun 2:00 to Oct lastSun 3:00.',
    );
    await select.selectOption('America/New_York');
    t.equal(await about.textContent(), 'Standard time: UTC-5:00, EST. Daylight saving time: 1:00 ahead, from Mar Sun>=8 2:00 to Nov Sun>=1 2:00.');
    await select.selectOption(target);
    await page.keyboard.press('Tab');
    t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Save time zone');
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: `Time zone saved: ${target}` }).waitFor({ timeout: WAIT_MS });
    t.equal(await siteZone(page), target, 'the site has it');
    await page.reload();
    await select.waitFor({ timeout: BUNDLE_WAIT_MS });
    t.equal(await select.inputValue(), target, 'and shows it next time');
    t.same(errors, [], 'no page errors');
  });
}

t.test('a list that fails to load says so, and its retry loads it', async (t) => {
  const { page, errors } = await owner(t, 1440);
  await page.route('**/api/editor/time-zones', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong' }) }));
  await page.goto('/config/settings/time-zone');
  const failed = page.getByRole('alert').filter({ hasText: 'Unable to load time zones' });
  await failed.waitFor({ timeout: BUNDLE_WAIT_MS });
  t.same(await runAxe(page), [], 'axe finds nothing');
  await page.unroute('**/api/editor/time-zones');
  await failed.getByRole('button', { name: 'Retry' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Site time zone').waitFor({ timeout: WAIT_MS });
  t.equal(await failed.count(), 0);

  // A request that never reaches the server says that instead.
  await page.route('**/api/editor/time-zones', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await page.getByRole('alert').filter({ hasText: 'Unable to connect. Please try again' }).waitFor({ timeout: BUNDLE_WAIT_MS });
  t.same(errors, [], 'no page errors');
});

t.test('in French', async (t) => {
  const { page } = await owner(t, 390, 'fr');
  await page.route('**/api/editor/time-zones', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
  await page.goto('/config/settings/time-zone');
  const failed = page.getByRole('alert').filter({ hasText: 'Impossible de charger les fuseaux horaires' });
  await failed.waitFor({ timeout: BUNDLE_WAIT_MS });
  await page.unroute('**/api/editor/time-zones');
  await failed.getByRole('button').click();
  const select = page.getByLabel('Fuseau horaire du site');
  await select.waitFor({ timeout: WAIT_MS });
  await select.selectOption('Asia/Tokyo');
  t.equal(await page.locator(`#${await select.getAttribute('aria-describedby')}`).textContent(), 'Heure normale\u00a0: UTC+9:00, JST. Pas d’heure d’été.');
  await page.getByRole('button', { name: 'Enregistrer le fuseau horaire' }).click();
  await page.getByRole('status').filter({ hasText: 'Fuseau horaire enregistré\u00a0: Asia/Tokyo' }).waitFor({ timeout: WAIT_MS });
  t.same(await runAxe(page), [], 'axe finds nothing');
});
