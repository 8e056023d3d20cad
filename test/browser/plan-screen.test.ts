// The owner's plan screen in Chromium at the admin's two widths: reached from
// the platform's billing address, it names the configured plan and lists
// each capability as included or 'Unavailable'; axe-core finds nothing.
import t from 'tap';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { startOwnerSite } from './owner-helpers.js';
import { checkScreen, openScreen, ownerAt, WIDTHS } from './admin-helpers.js';

t.setTimeout(600_000);
const { base } = await startOwnerSite(t, 'plan', () => ({ plan: { id: 'custom', name: 'Commerce Basic', capabilities: [1, 2, 3] } }));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

for (const width of WIDTHS) {
  t.test(`the plan screen at ${width} px`, async (t) => {
    const { page, errors } = await ownerAt(t, browser, base, width);
    await page.goto('/settings/billing/upgrade');
    t.equal(new URL(page.url()).pathname, '/config/settings/plan', 'the billing page leads here');
    await openScreen(page, 'settings/plan');
    await checkScreen(t, page, `settings/plan at ${width} px`, { primary: false });
    t.match((await page.locator('.adm-details').textContent()) ?? '', 'Commerce Basic');
    t.match((await page.locator('.adm-details').textContent()) ?? '', '3 of 70 capabilities included');
    const row = (name: string) => page.getByRole('row', { name: new RegExp(`^\\d+ ${name} `) });
    t.match((await row('Gift cards').textContent()) ?? '', 'Included');
    t.match((await row('Instalment payments').textContent()) ?? '', 'Unavailable');
    t.equal(await page.getByRole('row').count(), 9, 'a row for each of the eight named capabilities (and the header), not for the numbered ones');
    t.match((await page.locator('.adm-card').first().textContent()) ?? '', 'Capabilities without a name (numbers 9 to 70): 0 of 62 included.');
    t.same(errors, []);
  });
}
