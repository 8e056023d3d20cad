// Buying access to a paywalled lesson in Chromium (issue 18): the page
// offers the product that unlocks it; Add To Cart leads a signed-out
// shopper to sign up, then to the site's checkout; once the order is
// placed, the order page links back to the lesson, which the shopper,
// signed in, now reads. With JavaScript at
// desktop width, and without it at phone width.
import t from 'tap';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SITE_CONTENT, DEFAULT_SITE_THEME_DIR } from '../../server/config.js';
import { startCartSite, WAIT_MS } from './cart-helpers.js';
import { axeViolations, BILLING, CARD, DESKTOP, fillFields, openPage, PHONE } from './checkout-helpers.js';

t.setTimeout(240_000);
const dir = mkdtempSync(join(tmpdir(), 'vitrine-paywall-browser-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
cpSync(DEFAULT_SITE_CONTENT, dir, { recursive: true });
/** The Home Glazing Guide (digital, on sale at $11.00) unlocks the lesson. */
const GUIDE_ID = '6561f0c202f4230000000023';
writeFileSync(
  join(dir, 'collections', 'glazing-lesson.json'),
  JSON.stringify({ id: 'glazing-lesson', urlId: 'glazing-lesson', typeName: 'page', type: 10, title: 'Glazing at home', mainContent: '<p>Lesson one: dipping and pouring.</p>', paywall: true, paywallProductIds: [GUIDE_ID] }),
);
const site = await startCartSite(t, {}, { site: { themeDir: DEFAULT_SITE_THEME_DIR, content: dir } });
const PASSWORD = 'kiln-opening-42';

for (const [name, viewport, javaScript] of [
  ['desktop with JavaScript', DESKTOP, true],
  ['phone without JavaScript', PHONE, false],
] as const) {
  t.test(`${name}: buy access to the lesson and read it`, async (t) => {
    const { context, page, errors } = await openPage(t, site, viewport, javaScript);
    const email = `${javaScript ? 'js' : 'nojs'}-learner@example.com`;
    t.equal((await page.goto('/glazing-lesson'))?.status(), 403);
    t.equal(await page.locator('.vitrine-access h1').textContent(), 'Get access to see this page');
    const offer = page.locator('.vitrine-paywall-offer');
    t.equal(await offer.locator('.vitrine-paywall-offer__product').textContent(), 'The Home Glazing Guide $11.00', 'the product and its price');
    t.notMatch(await page.locator('main').textContent(), /dipping and pouring/);
    if (javaScript) t.same(await axeViolations(page, '.vitrine-access'), [], 'the offer passes axe');

    await offer.getByRole('button', { name: 'Add To Cart' }).click();
    await page.waitForURL('**/account?returnTo=%2Fcheckout', { timeout: WAIT_MS });
    const signUp = page.locator(javaScript ? '.vitrine-account__sign-up' : '.vitrine-account-plain__sign-up');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL((url) => url.pathname === '/checkout', { timeout: WAIT_MS });
    t.equal(await page.locator('.vitrine-checkout-line').count(), 1, 'the guide came along with the new account');
    await fillFields(page, { ...BILLING, email, ...CARD() });
    await page.locator('.vitrine-checkout-place').click();
    await page.waitForURL('**/checkout/order-confirmed?**', { timeout: WAIT_MS });
    t.equal(await page.locator('h1').first().textContent(), 'Thank you! Your order is confirmed.');

    // Back to the lesson by the order's link: signed in, and it is open.
    await page.locator('.vitrine-order-line__unlocks').getByText('Glazing at home').click();
    await page.waitForURL((url) => url.pathname === '/glazing-lesson', { timeout: WAIT_MS });
    t.match(await page.locator('main').textContent(), /Lesson one: dipping and pouring\./);
    const info = (await context.cookies()).find((c) => c.name === 'SiteUserInfo');
    t.match(decodeURIComponent(info?.value ?? ''), /"authenticated":true/, 'signed in');
    t.same(errors, []);
  });
}
