/**
 * Saved addresses at checkout (issue 36, item 5): a signed-in shopper with
 * saved addresses is offered them on the checkout page; "Use this address"
 * (a plain form post, as without JavaScript) fills the shipping address of
 * the server-side draft and comes back with a 303; "save this address"
 * adds the typed address to the book once the order is placed, never
 * twice. Only the account's own addresses: another account's id, or a
 * visitor's post, changes nothing. English and French; SQLite and
 * PostgreSQL.
 */
import t from 'tap';
import { DB_KINDS, freshDatabase } from '../commerce/helpers.js';
import { CARD, MUG, NY_ADDRESS, RECIPES, BILLING_ONLY } from '../commerce/checkout-helpers.js';
import { Browser, body, siteApp } from './helpers.js';
import { MAX_ADDRESSES } from '../../server/session/limits.js';

const PASSWORD = 'kiln-opening-42';
const STUDIO = { firstName: 'Ada', lastName: 'King', line1: '2 Harbor Way', line2: 'Studio 4', city: 'Portland', state: 'Oregon', zip: '97201', country: 'US' };
const TORONTO = { firstName: 'Ada', lastName: 'King', line1: '9 Queen St W', city: 'Toronto', state: 'ON', zip: 'M5H 2N2', country: 'CA' };

async function signedIn(app: Browser['app'], email: string): Promise<Browser> {
  const b = await new Browser(app).start();
  await b.request('GET', '/');
  t.equal((await b.signUp(email, PASSWORD)).statusCode, 201);
  return b;
}

const checkout = (b: Browser, fields: Record<string, string>) =>
  b.app.inject({ method: 'POST', url: `/api/commerce/checkout?crumb=${encodeURIComponent(b.cookies.crumb!)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, cookies: b.cookies, remoteAddress: b.ip, payload: new URLSearchParams(fields).toString() });
/** The value of a form field of the page (an input's value, or a select's selected option). */
const fieldValue = (html: string, name: string): string | undefined => {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html) ?? new RegExp(`<input[^>]*value="([^"]*)"[^>]*name="${name}"`).exec(html);
  if (input) return input[1]!;
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html);
  return select ? (/<option value="([^"]*)" selected/.exec(select[1]!)?.[1] ?? '') : undefined;
};
const useButtons = (html: string) => [...html.matchAll(/<button type="submit" name="useAddress" value="([0-9a-f]{24})"/g)].map((m) => m[1]!);

for (const kind of DB_KINDS) {
  t.test(`${kind}: a signed-in shopper fills the shipping address from the book and saves a typed one`, async (t) => {
    const database = await freshDatabase(t, kind);
    if (!database) return;
    const { app } = await siteApp(t, { database });
    const ada = await signedIn(app, 'ada@example.com');
    const studio = body(await ada.request('POST', '/api/site-users/account/addresses', STUDIO)).address as { id: string };
    const toronto = body(await ada.request('POST', '/api/site-users/account/addresses', TORONTO)).address as { id: string };
    t.equal((await ada.request('POST', '/api/commerce/shopping-cart/entries', { itemId: MUG.itemId, sku: MUG.sku, quantity: 1 })).statusCode, 200);

    const page = await ada.request('GET', '/checkout');
    t.equal(page.statusCode, 200);
    t.match(page.body, 'Your saved addresses');
    t.same(useButtons(page.body), [studio.id, toronto.id], 'each saved address, the default first');
    t.match(page.body, 'Ada King, 2 Harbor Way, Studio 4, Portland, OR 97201, United States (default)');
    t.match(page.body, 'Save this address in my account', 'the typed one may be saved');
    t.match(page.body, /data-address="[^"]*&quot;region&quot;:&quot;OR&quot;/, 'the island gets the address in the form’s shape');

    // Without JavaScript: the button posts the whole form with useAddress; the draft takes the saved address, and the page comes back.
    const used = await checkout(ada, { returnTo: '/checkout', email: 'ada@example.com', shippingFirstName: 'typed', shippingCountry: 'US', useAddress: toronto.id });
    t.equal(used.statusCode, 303);
    t.equal(String(used.headers.location), '/checkout#checkout-shipping', 'back at the shipping address');
    const filled = (await ada.request('GET', '/checkout')).body;
    t.equal(fieldValue(filled, 'shippingFirstName'), 'Ada');
    t.equal(fieldValue(filled, 'shippingLine1'), '9 Queen St W');
    t.equal(fieldValue(filled, 'shippingCountry'), 'CA');
    t.equal(fieldValue(filled, 'shippingRegion'), 'ON', 'the province select shows it');
    t.equal(fieldValue(filled, 'shippingPostalCode'), 'M5H 2N2');
    t.equal(fieldValue(filled, 'email'), 'ada@example.com', 'what else was typed is kept');
    t.match(filled, 'vitrine-checkout-saved__address vitrine-checkout-saved__address--in-use', 'the address in use is marked');
    t.notMatch(filled, 'Save this address in my account', 'nothing to save: it is in the book');

    // Another account's address, or a visitor's post, changes nothing.
    const grace = await signedIn(app, 'grace@example.com');
    const graces = body(await grace.request('POST', '/api/site-users/account/addresses', { ...STUDIO, firstName: 'Grace', line1: '1 Other Rd' })).address as { id: string };
    await checkout(ada, { returnTo: '/checkout', useAddress: graces.id });
    t.equal(fieldValue((await ada.request('GET', '/checkout')).body, 'shippingLine1'), '9 Queen St W', 'another account’s address is not used');
    await checkout(ada, { returnTo: '/checkout', useAddress: 'not-an-id' });
    t.equal(fieldValue((await ada.request('GET', '/checkout')).body, 'shippingLine1'), '9 Queen St W');

    // A typed address with "save" ticked goes to the book once the order is placed.
    const saveUpdate = await checkout(ada, { returnTo: '/checkout', ...NY_ADDRESS, shippingRegion: 'New York', saveAddressSent: '1', saveAddress: 'on' });
    t.equal(saveUpdate.statusCode, 303);
    const typed = (await ada.request('GET', '/checkout')).body;
    t.match(typed, /id="checkout-saveAddress" name="saveAddress" value="on" checked/, 'the tick is kept with the draft');
    const placed = await checkout(ada, { action: 'place', returnTo: '/checkout', ...NY_ADDRESS, shippingOptionId: 'standard', saveAddressSent: '1', saveAddress: 'on', ...CARD() });
    t.equal(placed.statusCode, 303);
    t.match(String(placed.headers.location), '/checkout/order-confirmed');
    const book = body(await ada.request('GET', '/api/site-users/account/addresses')).addresses as Record<string, unknown>[];
    t.equal(book.length, 3, 'the typed address was saved');
    t.match(book[2], { firstName: 'Ada', lastName: 'Lovelace', line1: '14 Kiln Lane', city: 'Hudson', state: 'NY', zip: '12534', country: 'US', isDefault: false });

    // The same address typed again and saved is not kept twice; unticked, nothing is saved.
    t.equal((await ada.request('POST', '/api/commerce/shopping-cart/entries', { itemId: MUG.itemId, sku: MUG.sku, quantity: 1 })).statusCode, 200);
    const again = await checkout(ada, { action: 'place', returnTo: '/checkout', ...NY_ADDRESS, shippingOptionId: 'standard', saveAddressSent: '1', saveAddress: 'on', ...CARD() });
    t.equal(again.statusCode, 303);
    t.equal((body(await ada.request('GET', '/api/site-users/account/addresses')).addresses as unknown[]).length, 3, 'not saved twice');
    t.equal((await ada.request('POST', '/api/commerce/shopping-cart/entries', { itemId: MUG.itemId, sku: MUG.sku, quantity: 1 })).statusCode, 200);
    const unticked = await checkout(ada, { action: 'place', returnTo: '/checkout', ...NY_ADDRESS, shippingLine1: '15 Kiln Lane', shippingOptionId: 'standard', saveAddressSent: '1', ...CARD() });
    t.equal(unticked.statusCode, 303);
    t.equal((body(await ada.request('GET', '/api/site-users/account/addresses')).addresses as unknown[]).length, 3, 'unticked: not saved');
  });
}

t.test('French: the saved addresses are offered in French; a visitor or a digital-only cart is offered none; a full book is not offered saving', async (t) => {
  const database = await freshDatabase(t, 'sqlite');
  if (!database) return;
  const { app } = await siteApp(t, { database });
  const ada = await signedIn(app, 'ada@example.com');
  const studio = body(await ada.request('POST', '/api/site-users/account/addresses', STUDIO)).address as { id: string };
  t.equal((await ada.request('POST', '/api/commerce/shopping-cart/entries', { itemId: MUG.itemId, sku: MUG.sku, quantity: 1 })).statusCode, 200);
  const fr = (await ada.request('GET', '/fr/checkout')).body;
  t.match(fr, 'Vos adresses enregistrées');
  t.match(fr, 'Utiliser cette adresse');
  t.match(fr, 'Ada King, 2 Harbor Way, Studio 4, Portland, OR 97201, États-Unis (par défaut)');
  t.match(fr, 'Enregistrer cette adresse dans mon compte');
  const used = await checkout(ada, { returnTo: '/fr/checkout', useAddress: studio.id });
  t.equal(String(used.headers.location), '/fr/checkout#checkout-shipping', 'back to the French checkout');
  t.equal(fieldValue((await ada.request('GET', '/fr/checkout')).body, 'shippingCity'), 'Portland');

  // JSON (the island's live update) takes the same field and answers where to go.
  const json = await ada.request('POST', `/api/commerce/checkout?crumb=${encodeURIComponent(ada.cookies.crumb!)}`, { returnTo: '/checkout', useAddress: studio.id, action: 'update' });
  t.same(body(json), { ok: true, redirect: '/checkout' });

  // A visitor's page has no book; their useAddress post changes nothing.
  const visitor = await new Browser(app).start();
  t.equal((await visitor.request('POST', '/api/commerce/shopping-cart/entries', { itemId: MUG.itemId, sku: MUG.sku, quantity: 1 })).statusCode, 200);
  const visitorPage = (await visitor.request('GET', '/checkout')).body;
  t.notMatch(visitorPage, 'Your saved addresses');
  t.notMatch(visitorPage, 'saveAddress');
  await checkout(visitor, { returnTo: '/checkout', useAddress: studio.id });
  t.equal(fieldValue((await visitor.request('GET', '/checkout')).body, 'shippingLine1'), '', 'a visitor cannot use an account’s address');

  // Nothing ships: no shipping address, so no book.
  const bea = await signedIn(app, 'bea@example.com');
  await bea.request('POST', '/api/site-users/account/addresses', STUDIO);
  t.equal((await bea.request('POST', '/api/commerce/shopping-cart/entries', { itemId: RECIPES.itemId, sku: RECIPES.sku, quantity: 1 })).statusCode, 200);
  t.notMatch((await bea.request('GET', '/checkout')).body, 'Your saved addresses', 'a digital-only cart has no shipping address');
  t.equal((await checkout(bea, { action: 'place', returnTo: '/checkout', ...BILLING_ONLY, email: 'bea@example.com', ...CARD() })).statusCode, 303);

  // A full book: its addresses are offered, saving is not.
  const cy = await signedIn(app, 'cy@example.com');
  for (let i = 0; i < MAX_ADDRESSES; i++) t.equal((await cy.request('POST', '/api/site-users/account/addresses', { ...STUDIO, line1: `${i + 1} Harbor Way` })).statusCode, 201);
  t.equal((await cy.request('POST', '/api/commerce/shopping-cart/entries', { itemId: MUG.itemId, sku: MUG.sku, quantity: 1 })).statusCode, 200);
  const full = (await cy.request('GET', '/checkout')).body;
  t.equal(useButtons(full).length, MAX_ADDRESSES);
  t.notMatch(full, 'Save this address in my account');
  // Ticked anyway (a stale page): the order goes through, the book stays as it is.
  const placed = await checkout(cy, { action: 'place', returnTo: '/checkout', ...NY_ADDRESS, email: 'cy@example.com', shippingOptionId: 'standard', saveAddressSent: '1', saveAddress: 'on', ...CARD() });
  t.equal(placed.statusCode, 303);
  t.match(String(placed.headers.location), '/checkout/order-confirmed');
  t.equal((body(await cy.request('GET', '/api/site-users/account/addresses')).addresses as unknown[]).length, MAX_ADDRESSES);
});
