// Issue 36 in Chromium, the shopper's account: cancel a subscription from
// the account's orders page, and keep an address book (a refused ZIP code
// shown under its field, then the address saved as the default and
// edited). In every combination of width, language and JavaScript
// (journey-matrix.ts); axe-core clean on every page shown.
import t from 'tap';
import type { BrowserContext, Page } from 'playwright-core';
import { islandsReady, startCartSite, WAIT_MS } from './cart-helpers.js';
import { CARD, fillFields, openPage, NY } from './checkout-helpers.js';
import { COMBINATIONS, type Combination } from './journey-matrix.js';
import { journeyViolations } from './journey-axe.js';

t.setTimeout(600_000);
const site = await startCartSite(t);
const COFFEE = { itemId: '6561f0c202f422000000002b', sku: 'SQ1210' };
const TEXT = {
  en: { canceled: 'Canceled', active: 'Active', cancel: 'Cancel subscription', book: 'Address book', zipRegion: 'This ZIP code is not in the chosen state.', default: 'Default address' },
  fr: { canceled: 'Résilié', active: 'Actif', cancel: 'Résilier l’abonnement', book: 'Carnet d’adresses', zipRegion: 'Ce code ZIP n’est pas dans l’État choisi.', default: 'Adresse par défaut' },
};

async function crumbOf(context: BrowserContext): Promise<string> {
  await context.request.get('/api/commerce/shopping-cart');
  return (await context.cookies()).find((c) => c.name === 'crumb')?.value ?? '';
}

const FORM = '.vitrine-account__address-form';
/** Types an address into the book's form (again after a refusal without JavaScript, whose page does not keep what was typed). */
async function fillAddress(page: Page, zip: string, line1 = '14 Kiln Lane'): Promise<void> {
  const form = page.locator(FORM);
  await form.locator('[name="country"]').selectOption('US');
  for (const [name, value] of Object.entries({ firstName: 'Ada', lastName: 'Lovelace', line1, city: 'Hudson', zip })) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('[name="state"]').selectOption('NY');
}

async function accountPage(page: Page, j: Combination, query = ''): Promise<void> {
  await page.goto(`${j.prefix}/account${query}`);
  if (j.js) await islandsReady(page);
  await page.locator(FORM).waitFor({ timeout: WAIT_MS });
}

for (const j of COMBINATIONS) {
  const text = TEXT[j.lang];

  t.test(`cancel a subscription and keep an address book from the account (${j.name})`, async (t) => {
    const { context, page, errors } = await openPage(t, site, j.viewport, j.js);
    const email = `account-${j.width}-${j.lang}-${j.js}@example.com`;
    let crumb = await crumbOf(context);
    const signedUp = await context.request.post('/api/site-users/account', { data: { email, password: 'kiln-opening-42' }, headers: { 'x-csrf-token': crumb } });
    t.equal(signedUp.status(), 201);
    crumb = await crumbOf(context);
    const cart = await context.request.post('/api/3/commerce/cart/subscription', { data: { itemId: COFFEE.itemId, sku: COFFEE.sku, qty: 1 }, headers: { 'x-csrf-token': crumb } });
    const token = ((await cart.json()) as { cartToken: string }).cartToken;
    await page.goto(`${j.prefix}/checkout/subscription?cartToken=${token}`);
    await fillFields(page, { ...NY, email, ...CARD() });
    await page.locator('.vitrine-checkout-place').click();
    await page.waitForURL(`**${j.prefix}/checkout/subscription-confirmed?**`, { timeout: WAIT_MS });

    // The address book: a ZIP code of another state refused under its field, then saved (the first address is the default) and edited.
    await accountPage(page, j);
    t.equal((await page.locator('.vitrine-account__addresses h2').textContent({ timeout: WAIT_MS }))?.trim(), text.book);
    await fillAddress(page, '90210');
    await page.locator(`${FORM} button[type="submit"]`).click();
    const zipError = page.locator(`${FORM} [name="zip"][aria-invalid="true"]`);
    await zipError.waitFor({ timeout: WAIT_MS });
    const described = await zipError.getAttribute('aria-describedby');
    t.equal((await page.locator(`[id="${described}"]`).textContent())?.trim(), text.zipRegion, 'the refusal is said under the field');
    t.same(await journeyViolations(t, site, page, j.js), [], 'no axe violation with the field error shown');
    await fillAddress(page, '12534');
    await page.locator(`${FORM} button[type="submit"]`).click();
    const saved = page.locator('.vitrine-account__address').first();
    await saved.waitFor({ timeout: WAIT_MS });
    t.match((await saved.locator('.vitrine-account__address-text').textContent())?.trim(), /Ada Lovelace, 14 Kiln Lane, 12534 Hudson, /);
    t.equal((await saved.locator('.vitrine-account__address-default').textContent())?.trim(), text.default, 'the first address is the default');
    await saved.locator('.vitrine-account__address-edit').click();
    if (!j.js) await page.waitForURL('**/account?edit=*', { timeout: WAIT_MS });
    await page.locator(`${FORM} [name="line1"]`).fill('15 Kiln Lane');
    if (!j.js) await fillAddress(page, '12534', '15 Kiln Lane');
    await page.locator(`${FORM} button[type="submit"]`).click();
    await page.locator('.vitrine-account__address-text', { hasText: '15 Kiln Lane' }).waitFor({ timeout: WAIT_MS });
    t.equal(await page.locator('.vitrine-account__address').count(), 1, 'edited in place');
    t.same(await journeyViolations(t, site, page, j.js), [], 'no axe violation on the account page');

    // Cancel the subscription from the orders page.
    await page.locator('a.vitrine-account__orders-link').first().click({ timeout: WAIT_MS });
    await page.waitForURL(`**${j.prefix}/account/orders`, { timeout: WAIT_MS });
    const status = page.locator('.vitrine-account-subscription__status');
    t.equal((await status.textContent({ timeout: WAIT_MS }))?.trim(), text.active);
    t.ok(await page.locator('.vitrine-account-subscription__next').textContent(), 'the next charge is shown');
    t.same(await journeyViolations(t, site, page, j.js), [], 'no axe violation on the orders page');
    await page.getByRole('button', { name: text.cancel }).click();
    await page.waitForURL('**/account/orders?done=cancel', { timeout: WAIT_MS });
    t.equal((await status.textContent({ timeout: WAIT_MS }))?.trim(), text.canceled);
    t.equal(await page.getByRole('button', { name: text.cancel }).count(), 0, 'nothing left to cancel');
    t.same(await journeyViolations(t, site, page, j.js), [], 'no axe violation after the change');
    const sub = await site.app.vitrine.commerce!.store.db
      .selectFrom('subscriptions')
      .innerJoin('orders', 'orders.id', 'subscriptions.order_id')
      .select('subscriptions.status')
      .where('orders.email', '=', email)
      .executeTakeFirstOrThrow();
    t.equal(sub.status, 'canceled', 'the renewals stop');
    t.same(errors, [], 'no script error');
  });
}
