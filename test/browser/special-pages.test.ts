// The platform's special pages (page types 203, 204, 205, 208, 209, 300,
// 301 (210, the owner's, is in composer-preview.test.ts) and the style page kind) in Chromium, in English and French, at
// 1280x800 and 390x844: each answers, reports its page type, has no
// sideways scroll, and axe-core finds no violation of any impact on the
// whole page. The unsubscribe form is used with the keyboard.
import t from 'tap';
import { axeViolations } from './axe.js';
import { islandsReady, startCartSite, WAIT_MS } from './cart-helpers.js';
import { DESKTOP, openPage, PHONE } from './checkout-helpers.js';
import { tabTo } from './forms-helpers.js';

t.setTimeout(600_000);
const site = await startCartSite(t);

const PAGES: [string, number][] = [
  ['/donate', 203],
  ['/donate/thank-you', 204],
  ['/cart/v2', 205],
  ['/account/membership-confirmed?area=members', 208],
  ['/reviews/request?item=6561f0c202f4300000000003', 209],
  ['/newsletter/unsubscribe', 300],
  ['/email-preview', 301],
  ['/style', 2],
];

for (const viewport of [DESKTOP, PHONE]) {
  t.test(`every special page in English and French at ${viewport.width}x${viewport.height}`, async (t) => {
    const { page, errors } = await openPage(t, site, viewport);
    for (const prefix of ['', '/fr']) {
      for (const [path, type] of PAGES) {
        const url = `${prefix}${path}`;
        const res = await page.goto(url);
        t.equal(res?.status(), 200, `${url} answers`);
        await islandsReady(page);
        t.equal(await page.evaluate(() => (window as unknown as { Static: { SQUARESPACE_CONTEXT: { pageType: number } } }).Static.SQUARESPACE_CONTEXT.pageType), type, `${url}: page type ${type}`);
        t.same(await axeViolations(page), [], `axe: nothing on ${url}`);
        t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${url}: no sideways scroll`);
      }
    }
    t.same(errors, []);
  });
}

t.test('unsubscribe with the keyboard (phone width, French)', async (t) => {
  const { page } = await openPage(t, site, PHONE);
  await page.goto('/fr/newsletter/unsubscribe');
  t.ok(await tabTo(page, '#unsubscribe-email', 200), 'the email field is reached with Tab');
  await page.keyboard.type('lecteur@example.com');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/fr\/newsletter\/unsubscribe\?done=1$/, { timeout: WAIT_MS });
  t.equal((await page.locator('.vitrine-special [role="status"]').textContent())?.trim(), 'Vous êtes désabonné. Vous ne recevrez plus notre lettre d’information.');
  t.same(await axeViolations(page), [], 'axe: nothing after');
});
