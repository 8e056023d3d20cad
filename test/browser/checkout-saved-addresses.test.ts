// Issue 36 in Chromium: a signed-in shopper's saved addresses at checkout.
// A typed address is saved to the book with the order ("save this address
// in my account"); the next checkout offers both, and "Use this address"
// fills the shipping address: at once with JavaScript (the country's
// region list, the live shipping options), by a plain post that comes back
// to the filled form without. In every combination of width, language and
// JavaScript (journey-matrix.ts); axe-core clean of any impact.
import t from 'tap';
import type { BrowserContext, Page } from 'playwright-core';
import { islandsReady, startCartSite, WAIT_MS } from './cart-helpers.js';
import { addByApi, CARD, fillFields, NY, openPage } from './checkout-helpers.js';
import { COMBINATIONS, type Combination } from './journey-matrix.js';
import { journeyViolations } from './journey-axe.js';

t.setTimeout(600_000);
const site = await startCartSite(t);
const MUG = { itemId: '6561f0c202f4300000000003', sku: 'SQ1010' };
const TORONTO = { firstName: 'Ada', lastName: 'King', line1: '9 Queen St W', city: 'Toronto', state: 'ON', zip: 'M5H 2N2', country: 'CA' };
const TEXT = {
  en: { saved: 'Your saved addresses', use: 'Use this address', save: 'Save this address in my account', filled: 'The shipping address is filled in with your saved address.', updated: 'Totals updated.' },
  fr: { saved: 'Vos adresses enregistrées', use: 'Utiliser cette adresse', save: 'Enregistrer cette adresse dans mon compte', filled: 'L’adresse de livraison est remplie avec votre adresse enregistrée.', updated: 'Totaux mis à jour.' },
};

async function crumbOf(context: BrowserContext): Promise<string> {
  await context.request.get('/api/commerce/shopping-cart');
  return (await context.cookies()).find((c) => c.name === 'crumb')?.value ?? '';
}

async function checkoutPage(page: Page, j: Combination): Promise<void> {
  await page.goto(`${j.prefix}/checkout`);
  if (j.js) await islandsReady(page);
}

async function place(page: Page, j: Combination): Promise<void> {
  await fillFields(page, CARD());
  await page.locator('.vitrine-checkout-place').click();
  await page.waitForURL(`**${j.prefix}/checkout/order-confirmed?**`, { timeout: WAIT_MS });
}

for (const j of COMBINATIONS) {
  const text = TEXT[j.lang];

  t.test(`saved addresses at checkout (${j.name})`, async (t) => {
    const { context, page, errors } = await openPage(t, site, j.viewport, j.js);
    const email = `saved-${j.width}-${j.lang}-${j.js}@example.com`;
    const signedUp = await context.request.post('/api/site-users/account', { data: { email, password: 'kiln-opening-42' }, headers: { 'x-csrf-token': await crumbOf(context) } });
    t.equal(signedUp.status(), 201);
    // The account API's second token comes with the sign-up's answer.
    const { xsrfToken } = (await signedUp.json()) as { xsrfToken: string };
    const saved = await context.request.post('/api/site-users/account/addresses', { data: TORONTO, headers: { 'x-csrf-token': await crumbOf(context), 'x-xsrf-token': xsrfToken } });
    t.equal(saved.status(), 201);
    const book = async () => ((await (await context.request.get('/api/site-users/account/addresses', { headers: { 'x-xsrf-token': xsrfToken } })).json()) as { addresses: Record<string, string>[] }).addresses;

    // First order: the book is offered; a New York address is typed and saved with the order.
    await addByApi(context, MUG.itemId, MUG.sku);
    await checkoutPage(page, j);
    t.equal((await page.locator('#checkout-saved-title').textContent({ timeout: WAIT_MS }))?.trim(), text.saved);
    t.equal(await page.locator('.vitrine-checkout-saved__address').count(), 1);
    t.equal((await page.locator('label[for="checkout-saveAddress"]').textContent())?.trim(), text.save);
    t.same(await journeyViolations(t, site, page, j.js), [], 'the checkout with the book is axe clean');
    t.equal(await page.locator('[name="email"]').inputValue(), email, 'the account’s email is offered');
    await fillFields(page, { ...NY, email });
    await page.locator('#checkout-saveAddress').check();
    await place(page, j);
    t.match(await book(), [{ city: 'Toronto' }, { line1: '14 Kiln Lane', city: 'Hudson', state: 'NY', zip: '12534', country: 'US' }], 'the typed address joined the book');

    // Second order: both are offered; Toronto fills the shipping address, with its province and a rate that reaches Canada.
    await addByApi(context, MUG.itemId, MUG.sku);
    await checkoutPage(page, j);
    t.equal(await page.locator('.vitrine-checkout-saved__address').count(), 2);
    // Enter in a field submits with the form's default button: an update, never "Use this address" (the first visible button).
    await page.locator('[name="shippingLine1"]').fill('77 Typed Rd');
    if (j.js) {
      await page.locator('[name="email"]').press('Enter');
      await page.locator('.vitrine-checkout-enhancer [role="status"]', { hasText: text.updated }).waitFor({ state: 'attached', timeout: WAIT_MS });
    } else await Promise.all([page.waitForNavigation({ timeout: WAIT_MS }), page.locator('[name="email"]').press('Enter')]);
    t.equal(await page.locator('[name="shippingLine1"]').inputValue(), '77 Typed Rd', 'Enter in a field never picks a saved address');
    const toronto = page.locator('.vitrine-checkout-saved__address', { hasText: 'Toronto' });
    const button = toronto.getByRole('button', { name: text.use });
    await button.click();
    if (j.js) {
      await page.locator('#checkout-shipping-international').waitFor({ timeout: WAIT_MS });
      t.ok(page.url().endsWith(`${j.prefix}/checkout`), 'no page load');
      await page.locator('.vitrine-checkout-enhancer [role="status"]', { hasText: text.filled }).waitFor({ state: 'attached', timeout: WAIT_MS });
      t.pass('the filled address is announced');
    } else {
      await page.waitForURL(`**${j.prefix}/checkout#checkout-shipping`, { timeout: WAIT_MS });
      t.match(await toronto.getAttribute('class'), /--in-use/, 'the address in use is marked');
    }
    t.equal(await page.locator('[name="shippingCountry"]').inputValue(), 'CA');
    t.equal(await page.locator('select[name="shippingRegion"]').inputValue(), 'ON', 'the province chosen in the list');
    t.equal(await page.locator('[name="shippingCity"]').inputValue(), 'Toronto');
    t.equal(await page.locator('[name="shippingPostalCode"]').inputValue(), 'M5H 2N2');
    t.equal(await page.locator('[name="shippingLastName"]').inputValue(), 'King');
    t.equal(await page.locator('[name="email"]').inputValue(), email, 'the account’s email is the contact email');
    t.same(await journeyViolations(t, site, page, j.js), [], 'axe clean with the address filled in');
    await place(page, j);
    const shipped = (await page.locator('.vitrine-order-address').first().textContent()) ?? '';
    t.match(shipped, /9 Queen St W/);
    t.match(shipped, /Toronto/);
    t.equal((await book()).length, 2, 'a saved address used is not saved again');
    t.same(errors, []);
  });
}
