// What the owner's day in the admin found missing, in Chromium:
// - a packing slip from an order, opened and printed by keyboard alone, on
//   paper only the slip (the shipped lines, no prices, no digital line),
//   in French for a French order;
// - the Orders list at 390 px scrolled sideways for Total and Status: its
//   rows are now cards, nothing overflows and every column shows;
// - an order links its subscription, which lists its orders;
// - dates in a French admin followed the browser's (en-US) locale: they now
//   read and show JJ/MM/AAAA, with the format said;
// - Settings → Mail: the public address and sender, and the mail sent.
// At 1440 and 390 px, English and French; axe-core clean on every screen.
import t, { type Test } from 'tap';
import type { Browser, Page } from 'playwright-core';
import { chromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/browser.js';
import { EDITOR_LANGUAGE_COOKIE } from '../../editor/catalogue.js';
import { axeViolations } from './axe.js';
import { until, WAIT_MS } from './cart-helpers.js';
import { SITE_OWNER, startOwnerSite } from './owner-helpers.js';
import { BUNDLE_WAIT_MS, checkScreen, MUG, openScreen, RECIPES, shopperBuys } from './admin-helpers.js';

t.setTimeout(600_000);
/** Tab presses allowed to reach a control from where the page starts. */
const MAX_TABS = 60;
const COFFEE = { itemId: '6561f0c202f422000000002b', sku: 'SQ1210' };

const { base } = await startOwnerSite(t, 'owner-day-gaps');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
t.teardown(() => browser.close());

const crumbOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'crumb')!.value;

/** The owner signed in, the admin in `lang`, the browser's own locale `locale`; window.print is counted, not opened. */
async function owner(t: Test, b: Browser, width: number, lang: 'en' | 'fr', locale = 'en-US'): Promise<{ page: Page; errors: string[] }> {
  const context = await b.newContext({ baseURL: base, viewport: { width, height: 900 }, locale });
  t.teardown(() => context.close());
  await context.addInitScript(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await context.addCookies([{ name: EDITOR_LANGUAGE_COOKIE, value: lang, url: base }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  const crumb = await crumbOf(page);
  // The owner's account is made once (ownerSignsUp): sign-ups from one address are rate-limited, failed sign-ins only.
  const session = await page.request.post('/api/site-users/account/session', { data: { ...SITE_OWNER, rememberMe: false }, headers: { 'x-csrf-token': crumb } });
  if (!session.ok()) throw new Error(`sign-in failed: ${await session.text()}`);
  return { page, errors };
}

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement?.textContent ?? '').trim());
/** Presses Tab until the focused control's text is `name`; false when MAX_TABS presses do not reach it. */
async function tabTo(page: Page, name: string): Promise<boolean> {
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedText(page)) === name) return true;
  }
  return false;
}

async function noAxe(t: Test, page: Page, what: string): Promise<void> {
  t.same(await axeViolations(page), [], `${what}: axe-core finds nothing`);
}

/** The owner's account, made once before the journeys sign in with it. */
async function ownerSignsUp(): Promise<void> {
  const context = await browser.newContext({ baseURL: base });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const made = await page.request.post('/api/site-users/account', { data: SITE_OWNER, headers: { 'x-csrf-token': await crumbOf(page) } });
    if (made.status() !== 201) throw new Error(`sign-up failed: ${await made.text()}`);
  } finally {
    await context.close();
  }
}

/** A subscription bought as the subscription page does; its first order's id. */
async function subscriberBuys(email: string): Promise<string> {
  const context = await browser.newContext({ baseURL: base });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const crumb = await crumbOf(page);
    const cart = await page.request.post('/api/3/commerce/cart/subscription', { data: { itemId: COFFEE.itemId, sku: COFFEE.sku, qty: 1 }, headers: { 'x-csrf-token': crumb } });
    const token = ((await cart.json()) as { cartToken: string }).cartToken;
    const form = { action: 'place', cartToken: token, returnTo: `/checkout/subscription?cartToken=${token}`, email, shippingFirstName: 'Ada', shippingLastName: 'Lovelace', shippingLine1: '14 Kiln Lane', shippingCity: 'Hudson', shippingRegion: 'NY', shippingPostalCode: '12534', shippingCountry: 'US', billingSameSent: '1', billingSame: 'on', cardNumber: '4242424242424242', cardExpiry: '12/40', cardCvc: '123', cardName: 'Ada Lovelace' };
    const placed = await page.request.post(`/api/commerce/checkout?crumb=${crumb}`, { form, maxRedirects: 0 });
    const id = new URL(placed.headers().location ?? '/', base).searchParams.get('order');
    if (!id) throw new Error(`subscription checkout failed: ${placed.status()}`);
    return id;
  } finally {
    await context.close();
  }
}

await ownerSignsUp();
const mixed = await shopperBuys(t, browser, base, 'ada@example.com', [[MUG, 2], [RECIPES, 1]]);
const french = await shopperBuys(t, browser, base, 'camille@example.com', [[MUG, 1]], false, '/fr/checkout');
const subscribed = await subscriberBuys('beans@example.com');
const numberOf = (id: string) => id.slice(-8).toUpperCase();

for (const width of [1440, 390]) {
  t.test(`${width} px, keyboard only: the packing slip opens from the order and prints`, async (t) => {
    const { page, errors } = await owner(t, browser, width, 'en');
    await openScreen(page, `orders/${mixed}`);
    await page.locator('#adm-page-title').focus();
    t.ok(await tabTo(page, 'Packing slip'), 'Tab reaches Packing slip');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: `Packing slip #${numberOf(mixed)}` }).waitFor({ timeout: BUNDLE_WAIT_MS });
    t.equal(new URL(page.url()).pathname, `/config/orders/${mixed}/packing-slip`, 'a page of its own');
    const slip = page.locator('article.adm-slip');
    await slip.waitFor({ timeout: WAIT_MS });
    const text = await slip.innerText();
    t.match(text, 'Hearth & Clay', 'the store’s name');
    t.match(text, '14 Kiln Lane', 'and address');
    t.match(text, `Order #${numberOf(mixed)}`);
    t.match(text, /Ship to\s+Ada Lovelace\s+14 Kiln Lane\s+Hudson, NY 12534\s+United States/, 'the ship-to address as the US writes it');
    const rows = slip.locator('tbody tr');
    t.equal(await rows.count(), 1, 'one line ships');
    t.match(await rows.first().innerText(), /Stoneware Mug[\s\S]*SQ1010\s+2/, 'the mug with its SKU and quantity');
    t.notMatch(text, /Recipe/, 'the digital recipes are not on it');
    t.notMatch(text, /\$/, 'no prices');
    await noAxe(t, page, `the packing slip at ${width} px`);
    t.equal(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0, 'nothing scrolls sideways');

    t.ok(await tabTo(page, 'Print'), 'Tab reaches Print');
    await page.keyboard.press('Enter');
    t.equal(await until(() => page.evaluate(() => (window as unknown as { printed: number }).printed), (n) => n > 0), 1, 'Enter on Print opens the print window');
    await page.emulateMedia({ media: 'print' });
    t.notOk(await page.locator('.adm-sidebar').isVisible(), 'on paper: no navigation');
    t.notOk(await page.getByRole('button', { name: 'Print' }).isVisible(), 'no page tools');
    t.ok(await slip.isVisible(), 'the slip alone');
    await page.emulateMedia({ media: 'screen' });
    t.same(errors, [], 'no script error');
  });
}

t.test('390 px, French admin: a French order’s slip is in French', async (t) => {
  const { page, errors } = await owner(t, browser, 390, 'fr');
  await openScreen(page, `orders/${french}/packing-slip`);
  const slip = page.locator('article.adm-slip');
  await slip.waitFor({ timeout: WAIT_MS });
  t.equal(await slip.getAttribute('lang'), 'fr-FR', 'the slip says its language');
  const text = (await slip.textContent()) ?? '';
  for (const words of ['Bordereau de colisage', `Commande n° ${numberOf(french)}`, 'Date de commande\u00a0: ', 'Livrer à', 'Référence', 'Quantité', 'États-Unis']) t.match(text, words, words);
  t.ok(await page.getByRole('button', { name: 'Imprimer' }).isVisible(), 'the admin’s button in French');
  await noAxe(t, page, 'the French slip');
  t.same(errors, [], 'no script error');
});

for (const lang of ['en', 'fr'] as const) {
  t.test(`390 px, ${lang}: the Orders list reads without sideways scrolling`, async (t) => {
    const { page, errors } = await owner(t, browser, 390, lang);
    await openScreen(page, 'orders');
    const row = page.locator('#adm-main tbody tr', { has: page.locator(`a[href="/config/orders/${mixed}"]`) });
    await row.waitFor({ timeout: WAIT_MS });
    const overflow = await page.evaluate(() => {
      const wrap = document.querySelector('#adm-main .adm-table-wrap')!;
      return { doc: document.documentElement.scrollWidth - innerWidth, table: wrap.scrollWidth - wrap.clientWidth };
    });
    t.equal(overflow.doc, 0, 'the page does not scroll sideways');
    t.ok(overflow.table <= 0, `nor the table (${overflow.table} px)`);
    const cells = await row.locator(':scope > *').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        const label = getComputedStyle(e, '::before').content;
        return { text: (e as HTMLElement).innerText.trim(), left: r.left, right: r.right, height: r.height, label };
      }),
    );
    t.equal(cells.length, 5, 'five columns');
    for (const c of cells) {
      t.ok(c.text.length > 0 && c.height > 0, `a value shows: ${c.text.replace(/\s+/g, ' ')}`);
      t.ok(c.left >= 0 && c.right <= 390, `within the screen (${Math.round(c.left)}–${Math.round(c.right)} px)`);
    }
    const names = lang === 'fr' ? ['Client', 'Articles', 'Total', 'Statut'] : ['Customer', 'Items', 'Total', 'Status'];
    t.same(cells.slice(1).map((c) => c.label.replace(/"/g, '')), names, 'each value is named by its column');
    t.match(cells[3]!.text, /\d[\d.,]*\s?\$|\$\d/, 'the total shows with its currency');
    t.match(cells[4]!.text, lang === 'fr' ? 'Payée' : 'Paid', 'the status shows');
    await noAxe(t, page, `the Orders list at 390 px (${lang})`);
    t.same(errors, [], 'no script error');
  });
}

for (const width of [1440, 390]) {
  t.test(`${width} px: an order leads to its subscription, which lists its orders`, async (t) => {
    const { page, errors } = await owner(t, browser, width, width === 390 ? 'fr' : 'en');
    const fr = width === 390;
    await openScreen(page, `orders/${subscribed}`);
    const link = page.locator('#adm-main a[href^="/config/subscriptions/"]');
    await link.waitFor({ timeout: WAIT_MS });
    t.match(await link.innerText(), fr ? /Voir l’abonnement à / : /See the subscription to /, 'the order names its subscription');
    await noAxe(t, page, 'a subscription’s order');
    await link.click();
    await page.getByRole('heading', { level: 1, name: fr ? /^Abonnement à / : /^Subscription to / }).waitFor({ timeout: WAIT_MS });
    const back = page.locator(`#adm-main tbody a[href="/config/orders/${subscribed}"]`);
    await back.waitFor({ timeout: WAIT_MS });
    t.ok(await back.isVisible(), 'the subscription lists the order');
    t.equal(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0, 'nothing scrolls sideways');
    await noAxe(t, page, 'the subscription');
    await openScreen(page, 'subscriptions');
    const product = page.locator('#adm-main tbody a[href^="/config/subscriptions/"]').first();
    await product.waitFor({ timeout: WAIT_MS });
    t.ok(await product.isVisible(), 'the list links each subscription');
    t.same(errors, [], 'no script error');
  });
}

for (const [lang, format, typed, iso, bad] of [
  ['fr', 'JJ/MM/AAAA', '05/11/2026', '2026-11-05', '31/02/2026'],
  ['en', 'MM/DD/YYYY', '11/05/2026', '2026-11-05', '02/31/2026'],
] as const) {
  t.test(`1440 px, ${lang} admin in an en-US browser: dates follow the admin’s language`, async (t) => {
    const { page, errors } = await owner(t, browser, 1440, lang, 'en-US');
    await openScreen(page, 'orders');
    const from = page.getByLabel(lang === 'fr' ? 'Du' : 'From', { exact: true });
    t.equal(await from.getAttribute('type'), 'text', 'not the browser’s date field');
    t.equal(await from.getAttribute('placeholder'), format);
    const hint = lang === 'fr' ? `Format\u00a0: ${format}` : `Format: ${format}`;
    t.match(await page.locator('#adm-main .adm-date-field').first().innerText(), hint, 'the format is said');
    await from.fill(bad);
    await from.blur();
    t.match(await page.locator('#adm-main .adm-field__error').first().innerText(), format, 'a date that does not exist is named as such');
    t.equal(await from.getAttribute('aria-invalid'), 'true');
    await from.fill(typed);
    await page.getByRole('button', { name: lang === 'fr' ? 'Appliquer les dates' : 'Apply dates' }).click();
    await page.waitForURL(`**/config/orders?from=${iso}`, { timeout: WAIT_MS });
    t.pass(`${typed} is read as ${iso}`);
    await openScreen(page, `orders?from=${iso}`);
    t.equal(await page.getByLabel(lang === 'fr' ? 'Du' : 'From', { exact: true }).inputValue(), typed, 'and shown back the same way');
    await noAxe(t, page, `the date filter (${lang})`);
    await openScreen(page, 'analytics');
    const shown = await page.locator('#adm-main .adm-date-field input').first().inputValue();
    t.match(shown, lang === 'fr' ? /^\d{2}\/\d{2}\/\d{4}$/ : /^\d{2}\/\d{2}\/\d{4}$/, `the analytics range in the same form (${shown})`);
    const today = new Date();
    const day = String(today.getUTCDate()).padStart(2, '0');
    const month = String(today.getUTCMonth() + 1).padStart(2, '0');
    const to = await page.locator('#adm-main .adm-date-field input').nth(1).inputValue();
    t.ok([`${day}/${month}/${today.getUTCFullYear()}`, `${month}/${day}/${today.getUTCFullYear()}`].includes(to), `today as ${format} (${to})`);
    t.same(errors, [], 'no script error');
  });
}

for (const [width, lang] of [[1440, 'en'], [390, 'fr']] as const) {
  t.test(`${width} px, ${lang}: Settings → Mail saves the address and sender, and shows the mail sent`, async (t) => {
    const fr = lang === 'fr';
    const { page, errors } = await owner(t, browser, width, lang);
    await openScreen(page, 'settings/mail');
    // At 390 px the navigation folds behind its menu button, which checkScreen does not expect.
    if (width === 1440) await checkScreen(t, page, `settings/mail at ${width} px (${lang})`, { primary: true });
    else await noAxe(t, page, `settings/mail at ${width} px (${lang})`);
    const url = page.getByLabel(fr ? 'Adresse publique du site' : 'Public address of the site');
    await url.fill('ftp://nope');
    await page.getByLabel(fr ? 'Adresse e-mail de l’expéditeur' : 'Sender email address').fill('nobody');
    await page.getByRole('button', { name: fr ? 'Enregistrer les réglages d’e-mail' : 'Save mail settings' }).click();
    await page.locator('.adm-mail-settings [role="alert"]').waitFor({ timeout: WAIT_MS });
    t.equal(await url.getAttribute('aria-invalid'), 'true', 'the address is refused before sending');
    t.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')), 'true', 'focus on the first field to fix');
    await noAxe(t, page, 'the mail settings with errors');
    await url.fill(fr ? 'https://boutique.hearth.shop' : 'https://shop.hearth.shop');
    await page.getByLabel(fr ? 'Nom de l’expéditeur' : 'Sender name').fill('Hearth & Clay');
    await page.getByLabel(fr ? 'Adresse e-mail de l’expéditeur' : 'Sender email address').fill('hello@hearth.shop');
    await page.getByRole('button', { name: fr ? 'Enregistrer les réglages d’e-mail' : 'Save mail settings' }).click();
    await page.getByText(fr ? 'Réglages d’e-mail enregistrés' : 'Mail settings saved').first().waitFor({ timeout: WAIT_MS });
    t.match(await page.locator('.adm-mail-settings__effect').innerText(), fr ? 'https://boutique.hearth.shop' : 'https://shop.hearth.shop', 'the address now in use');
    await openScreen(page, 'settings/mail');
    t.equal(await url.inputValue(), fr ? 'https://boutique.hearth.shop' : 'https://shop.hearth.shop', 'kept after a reload');

    const mail = page.locator('#adm-main tbody tr', { hasText: 'ada@example.com' }).first();
    await mail.waitFor({ timeout: WAIT_MS });
    await mail.getByRole('button').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: WAIT_MS });
    const frame = dialog.frameLocator('iframe');
    await frame.locator('body').waitFor({ timeout: WAIT_MS });
    t.match(await frame.locator('body').innerText(), 'Stoneware Mug', 'the mail shows in its frame');
    await noAxe(t, page, 'a sent mail’s preview');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: WAIT_MS });
    t.equal(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), 0, 'nothing scrolls sideways');
    t.same(errors, [], 'no script error');
  });
}
