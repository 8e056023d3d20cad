// More of the owner's day in Chromium, at 1440 px (English) and 390 px
// (English and French), keyboard only, axe-core clean on every screen:
// - Settings → Commerce preferences: the store minimum, refused under its
//   field when it is not an amount, saved, and the shop's checkout then
//   refuses a smaller cart with the saved amount; emptied, the content's;
// - Gift cards: searched (on the server) by the recipient's email and by
//   the code's last characters; a search without a match says so;
// - Customers: a signed-in shopper who typed another email at checkout is
//   listed under their account, not as a guest under the typed email.
import t, { type Test } from 'tap';
import type { Browser, Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { EDITOR_LANGUAGE_COOKIE } from '../../editor/catalogue.js';
import { ADMIN_TEXTS } from '../../editor/admin-texts.js';
import { FR_ADMIN_TEXTS } from '../../editor/admin-texts-fr.js';
import { PRICING_TEXTS } from '../../editor/pricing-texts.js';
import { FR_PRICING_TEXTS } from '../../editor/pricing-texts-fr.js';
import { ORDERS_TEXTS } from '../../editor/orders-texts.js';
import { FR_ORDERS_TEXTS } from '../../editor/orders-texts-fr.js';
import { axeViolations } from './axe.js';
import { WAIT_MS } from './cart-helpers.js';
import { SITE_OWNER, startOwnerSite } from './owner-helpers.js';
import { BUNDLE_WAIT_MS, checkScreen, MUG, openScreen } from './admin-helpers.js';

t.setTimeout(600_000);
/** Tab presses allowed to reach a control from the screen's title. */
const MAX_TABS = 80;
const MEMBER = { email: 'member.gaps@example.com', password: 'kiln-opening-42' };
const TYPED = 'typed.elsewhere@example.com';
const ADDRESS = { shippingFirstName: 'Ada', shippingLastName: 'Lovelace', shippingLine1: '14 Kiln Lane', shippingCity: 'Hudson', shippingRegion: 'NY', shippingPostalCode: '12534', shippingCountry: 'US', billingSameSent: '1', billingSame: 'on', shippingOptionId: 'standard' };
const CARD = { cardNumber: '4242424242424242', cardExpiry: '12/40', cardCvc: '123', cardName: 'Ada Lovelace' };

const { app, base } = await startOwnerSite(t, 'owner-gaps');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

const crumbOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;

/** A new context on the site with `account` signed up (made) or signed in. */
async function signedIn(t: Test, b: Browser, account: { email: string; password: string }, width: number, lang: 'en' | 'fr', make = false): Promise<{ page: Page; errors: string[] }> {
  const context = await b.newContext({ baseURL: base, viewport: { width, height: 900 } });
  t.teardown(() => context.close());
  await context.addCookies([{ name: EDITOR_LANGUAGE_COOKIE, value: lang, url: base }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  const crumb = await crumbOf(page);
  const res = make
    ? await page.request.post('/api/site-users/account', { data: account, headers: { 'x-csrf-token': crumb } })
    : await page.request.post('/api/site-users/account/session', { data: { ...account, rememberMe: false }, headers: { 'x-csrf-token': crumb } });
  if (!res.ok()) throw new Error(`sign-in failed: ${await res.text()}`);
  return { page, errors };
}

/** Presses Tab until the focused field is labelled `label`. */
async function tabToLabel(t: Test, page: Page, label: string): Promise<void> {
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((l) => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent === l, label)) return;
  }
  t.fail(`Tab never reached ${label}`);
}

/** A new shopper's checkout of one mug: the API's answer. */
async function shopperPlaces(t: Test): Promise<{ status: number; body: { code?: string; message?: string } }> {
  const context = await browser.newContext({ baseURL: base });
  t.teardown(() => context.close());
  const page = await context.newPage();
  await page.goto('/');
  const crumb = await crumbOf(page);
  await page.request.post('/api/commerce/shopping-cart/entries', { data: { itemId: MUG.itemId, sku: MUG.sku, quantity: 1 }, headers: { 'x-csrf-token': crumb } });
  const res = await page.request.post('/api/commerce/checkout', { data: { action: 'place', email: 'min@example.com', ...ADDRESS, ...CARD }, headers: { 'x-csrf-token': crumb } });
  return { status: res.status(), body: (await res.json()) as { code?: string; message?: string } };
}

// The owner, two gift cards issued by hand, and a member who buys typing another email.
{
  const made = await signedIn(t, browser, SITE_OWNER, 1440, 'en', true);
  const issued = await made.page.evaluate(async (emails) => {
    const crumb = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('crumb='))!.slice(6));
    const { xsrfToken } = (await (await fetch('/api/site-users/account')).json()) as { xsrfToken: string };
    const out: number[] = [];
    for (const email of emails) {
      const res = await fetch('/api/commerce/owner/gift-cards', { method: 'POST', headers: { 'content-type': 'application/json', 'x-csrf-token': crumb, 'x-xsrf-token': xsrfToken }, body: JSON.stringify({ amountCents: 2500, recipientName: 'R', recipientEmail: email, message: '', idempotencyKey: crypto.randomUUID() }) });
      out.push(res.status);
    }
    return out;
  }, ['ada.gift@example.com', 'bob.gift@kiln.test']);
  if (issued.some((s) => s !== 201)) throw new Error(`issuing gift cards failed: ${issued.join(', ')}`);
  const member = await signedIn(t, browser, MEMBER, 1440, 'en', true);
  const crumb = await crumbOf(member.page);
  await member.page.request.post('/api/commerce/shopping-cart/entries', { data: { itemId: MUG.itemId, sku: MUG.sku, quantity: 1 }, headers: { 'x-csrf-token': crumb } });
  const placed = await member.page.request.post(`/api/commerce/checkout?crumb=${crumb}`, { form: { action: 'place', returnTo: '/checkout', email: TYPED, ...ADDRESS, ...CARD }, maxRedirects: 0 });
  if (placed.status() !== 303 || !String(placed.headers().location).includes('order')) throw new Error(`the member's checkout failed: ${placed.status()}`);
}
const bobCode = (await app.vitrine.commerce!.store.db.selectFrom('gift_cards').select('code').where('recipient_email', '=', 'bob.gift@kiln.test').executeTakeFirstOrThrow()).code;

for (const [width, lang] of [[1440, 'en'], [390, 'en'], [390, 'fr']] as const) {
  const A = lang === 'fr' ? FR_ADMIN_TEXTS : ADMIN_TEXTS;
  const P = lang === 'fr' ? FR_PRICING_TEXTS : PRICING_TEXTS;
  const O = lang === 'fr' ? FR_ORDERS_TEXTS : ORDERS_TEXTS;

  t.test(`${width} px, ${lang}: the store minimum, set with the keyboard, holds at checkout`, async (t) => {
    const { page, errors } = await signedIn(t, browser, SITE_OWNER, width, lang);
    await openScreen(page, 'settings/commerce');
    // The shared screen checks expect the sidebar, which folds away at 390 px.
    if (width === 1440) await checkScreen(t, page, 'settings/commerce', { primary: true });
    const S = A.storePreferences;
    await page.locator('#adm-page-title').focus();
    await tabToLabel(t, page, S.minimumSubtotal);
    await page.keyboard.type('ten');
    await page.keyboard.press('Enter');
    const error = page.getByText(S.errors.notAmount);
    await error.waitFor({ timeout: WAIT_MS });
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')), 'true', 'the field is marked and focused');
    t.same(await axeViolations(page), [], 'the refused form: axe-core finds nothing');

    await page.keyboard.press('Control+A');
    await page.keyboard.type(lang === 'fr' ? '1000,50' : '1000.50');
    await page.keyboard.press('Enter');
    await page.getByText(S.saved).first().waitFor({ timeout: WAIT_MS });
    t.equal(await error.count(), 0, 'the error is gone');
    const refused = await shopperPlaces(t);
    t.equal(refused.status, 400);
    t.match(refused.body, { code: 'CART_MINIMUM', message: 'To check out, your order subtotal must be $1,000.50 or more.' }, 'the shop refuses a smaller cart with the saved minimum');

    await page.reload();
    await page.getByLabel(S.minimumSubtotal).waitFor({ timeout: BUNDLE_WAIT_MS });
    t.equal(await page.getByLabel(S.minimumSubtotal).inputValue(), '1000.50', 'the saved amount shows again');
    await page.getByLabel(S.minimumSubtotal).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await page.getByText(S.saved).first().waitFor({ timeout: WAIT_MS });
    t.equal((await shopperPlaces(t)).status, 200, 'emptied: the content’s (no minimum), the order goes through');
    t.same(errors, [], 'no page error');
  });

  t.test(`${width} px, ${lang}: Gift cards searched by email and by the code’s end, keyboard only`, async (t) => {
    const { page, errors } = await signedIn(t, browser, SITE_OWNER, width, lang);
    await openScreen(page, 'gift-cards');
    if (width === 1440) await checkScreen(t, page, 'gift-cards', { primary: true });
    const rows = page.locator('.adm-main table tbody tr');
    t.equal(await rows.count(), 2, 'both cards at first');
    await page.locator('#adm-page-title').focus();
    await tabToLabel(t, page, P.giftCards.searchLabel);
    await page.keyboard.type('ada.gift');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/config\/gift-cards\?q=ada\.gift$/, { timeout: WAIT_MS });
    await page.waitForFunction(() => document.querySelectorAll('.adm-main table tbody tr').length === 1, null, { timeout: WAIT_MS });
    t.match(await rows.first().innerText(), 'ada.gift@example.com', 'the card of that recipient');
    t.same(await axeViolations(page), [], 'the searched list: axe-core finds nothing');

    await page.keyboard.press('Control+A');
    await page.keyboard.type(bobCode.slice(-4).toLowerCase());
    await page.keyboard.press('Enter');
    await page.waitForFunction((e) => { const r = document.querySelectorAll('.adm-main table tbody tr'); return r.length === 1 && (r[0]!.textContent ?? '').includes(e); }, 'bob.gift@kiln.test', { timeout: WAIT_MS });
    t.pass('the code’s last 4 find its card');

    await page.keyboard.press('Control+A');
    await page.keyboard.type(bobCode.slice(-6));
    await page.keyboard.press('Enter');
    await page.getByText(P.giftCards.emptyFilteredTitle).waitFor({ timeout: WAIT_MS });
    t.ok(await page.getByText(P.giftCards.emptyFilteredBody(bobCode.slice(-6))).isVisible(), 'more than the 4 shown find nothing, and it says why');
    t.same(await axeViolations(page), [], 'no match: axe-core finds nothing');
    await page.getByRole('link', { name: P.giftCards.showAll }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/config\/gift-cards$/, { timeout: WAIT_MS });
    await page.waitForFunction(() => document.querySelectorAll('.adm-main table tbody tr').length === 2, null, { timeout: WAIT_MS });
    t.equal(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0, 'nothing scrolls sideways');
    t.same(errors, [], 'no page error');
  });

  t.test(`${width} px, ${lang}: Customers lists a signed-in shopper under their account`, async (t) => {
    const { page, errors } = await signedIn(t, browser, SITE_OWNER, width, lang);
    await openScreen(page, 'customers');
    await page.locator('#adm-page-title').focus();
    await tabToLabel(t, page, O.customers.searchLabel);
    await page.keyboard.type('example.com');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/config\/customers\?q=example\.com$/, { timeout: WAIT_MS });
    const row = page.locator('.adm-main table tbody tr', { hasText: MEMBER.email });
    await row.waitFor({ timeout: WAIT_MS });
    t.match(await row.innerText(), O.customers.hasAccount, 'with the account badge');
    t.equal(await page.locator('.adm-main table tbody tr', { hasText: TYPED }).count(), 0, 'no guest under the typed email');
    t.same(await axeViolations(page), [], 'axe-core finds nothing');
    t.same(errors, [], 'no page error');
  });
}
