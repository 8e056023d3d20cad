// The cart page's plain line forms, posted as a browser without JavaScript
// does (urlencoded, the crumb the page gave): a quantity change and a
// remove go back to the cart page changed; a refusal (stock, unknown line,
// bad quantity, bad crumb) goes back to it unchanged with the reason shown
// once in the page's language; malformed posts are 4xx and change nothing.
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { formsServer } from './helpers.js';
import { cookieHeader, crumbOf, open, post, type Jar } from './form-posts.js';

const APRON = { productId: '6561f0c202f4100000000001', page: '/shop/linen-apron', sand: 'SQ1000', slate: 'SQ1001' };
const FR_APRON = { productId: '6561f0c202f4370000000037', page: '/fr/boutique/linen-apron' };
const ADD = '/api/commerce/shopping-cart/form';
const QUANTITY = '/api/commerce/shopping-cart/form/quantity';
const REMOVE = '/api/commerce/shopping-cart/form/remove';

type Line = { id: string; quantity: number; chosenVariant: { sku: string } };

async function cartOf(app: FastifyInstance, jar: Jar): Promise<{ entries: Line[] }> {
  const res = await app.inject({ url: '/api/commerce/shopping-cart', headers: { cookie: cookieHeader(jar) } });
  return JSON.parse(res.body) as { entries: Line[] };
}

/** A visitor with the apron in two variants in their cart, through the product page's plain form. */
async function withCart(app: FastifyInstance, page: string, itemId: string, cartPath: string) {
  const jar: Jar = {};
  const crumb = crumbOf(await open(app, jar, page));
  for (const [sku, quantity] of [[APRON.sand, '2'], [APRON.slate, '1']] as const) {
    const res = await post(app, jar, ADD, { crumb, itemId, returnTo: page, cartPath, sku, quantity });
    if (res.headers.location !== cartPath) throw new Error(`the add went to ${String(res.headers.location)}`);
  }
  const [sand, slate] = (await cartOf(app, jar)).entries;
  return { jar, sand: sand!, slate: slate! };
}

t.test('the cart page: each line has a quantity form and a remove form, with the crumb', async (t) => {
  const app = await formsServer(t);
  const { jar, sand } = await withCart(app, APRON.page, APRON.productId, '/cart');
  const html = await open(app, jar, '/cart');
  t.match(html, /<form class="vitrine-cart-entry__quantity-form" method="post" action="\/api\/commerce\/shopping-cart\/form\/quantity">/);
  t.match(html, /<form class="vitrine-cart-entry__remove-form" method="post" action="\/api\/commerce\/shopping-cart\/form\/remove">/);
  t.equal(crumbOf(html), jar.crumb, "the page's crumb is the visitor's own");
  t.match(html, `<input type="hidden" name="entryId" value="${sand.id}">`);
  t.match(html, /<input class="vitrine-cart-entry__quantity" type="number" name="quantity" min="0" max="9999" step="1" required value="2" aria-label="Quantity: Linen Apron">/);
  t.match(html, /<button type="submit" class="vitrine-cart-entry__update" aria-label="Update: Linen Apron">Update<\/button>/);
  t.match(html, /<button type="submit" class="vitrine-cart-entry__remove" aria-label="Remove: Linen Apron">Remove<\/button>/);
  t.notMatch(html, /vitrine-cart-error/, 'no refusal shown');
});

t.test('a quantity change and a remove go back to the cart page, changed', async (t) => {
  const app = await formsServer(t);
  const { jar, sand, slate } = await withCart(app, APRON.page, APRON.productId, '/cart');
  const crumb = crumbOf(await open(app, jar, '/cart'));
  let res = await post(app, jar, QUANTITY, { crumb, entryId: sand.id, quantity: '3', cartPath: '/cart' });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/cart');
  t.match((await cartOf(app, jar)).entries, [{ id: sand.id, quantity: 3 }, { id: slate.id, quantity: 1 }]);
  t.match(await open(app, jar, '/cart'), /name="quantity" min="0" max="9999" step="1" required value="3"/);

  res = await post(app, jar, REMOVE, { crumb, entryId: slate.id, cartPath: '/cart' });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/cart');
  t.same((await cartOf(app, jar)).entries.map((e) => e.id), [sand.id], 'the line is gone');

  res = await post(app, jar, QUANTITY, { crumb, entryId: sand.id, quantity: '0', cartPath: '/cart' });
  t.equal(res.headers.location, '/cart');
  t.same((await cartOf(app, jar)).entries, [], 'quantity 0 removes the line');
  t.match(await open(app, jar, '/cart'), /<p class="vitrine-cart-empty">You have nothing in your shopping cart\.<\/p>/);
});

t.test('refusals: the cart unchanged, the reason on the cart page once', async (t) => {
  const app = await formsServer(t);
  const { jar, sand } = await withCart(app, APRON.page, APRON.productId, '/cart');
  const crumb = crumbOf(await open(app, jar, '/cart'));
  const before = await cartOf(app, jar);
  const refused = async (fields: Record<string, string>, url = QUANTITY) => {
    const res = await post(app, jar, url, { cartPath: '/cart', ...fields });
    t.equal(res.statusCode, 303);
    t.equal(res.headers.location, '/cart');
    t.same(await cartOf(app, jar), before, 'the cart is unchanged');
    return open(app, jar, '/cart');
  };

  let html = await refused({ crumb, entryId: sand.id, quantity: '9999' });
  t.match(html, /<p class="vitrine-cart-error" id="vitrine-cart-error-[^"]+" role="alert"><strong>Unable to update quantity<\/strong> Sorry, we do not have enough of that item available\.<\/p>/, 'the stock limit');
  t.match(html, /required value="9999" aria-label="Quantity: Linen Apron" aria-invalid="true" aria-describedby="vitrine-cart-error-/, 'the quantity typed is kept, marked');
  t.notMatch(await open(app, jar, '/cart'), /vitrine-cart-error/, 'the reason shows once');

  html = await refused({ crumb, entryId: sand.id, quantity: 'two' });
  t.match(html, /role="alert"><strong>Unable to update quantity<\/strong> Quantity must be a number\.</);
  html = await refused({ crumb, entryId: sand.id, quantity: '1.5' });
  t.match(html, /role="alert"><strong>Unable to update quantity<\/strong> Quantity must be a whole number\.</);
  html = await refused({ crumb, entryId: sand.id, quantity: '10000' });
  t.match(html, /role="alert"><strong>Unable to update quantity<\/strong> Quantity must be between 1 and 9999\.</);
  html = await refused({ crumb, entryId: 'no-such-entry', quantity: '1' });
  t.match(html, /role="alert"><strong>Unable to update quantity<\/strong> That item is no longer in your shopping cart\.</, 'an unknown line');
  html = await refused({ crumb, entryId: 'no-such-entry' }, REMOVE);
  t.match(html, /role="alert"><strong>Unable to remove item<\/strong> That item is no longer in your shopping cart\.</);

  html = await refused({ crumb: `${crumb.slice(0, -2)}xx`, entryId: sand.id }, REMOVE);
  t.match(html, /role="alert"><strong>Unable to remove item<\/strong> Your session has expired\. Please reload the page and try again\.</, 'a forged crumb');
  html = await refused({ entryId: sand.id, quantity: '1' });
  t.match(html, /Your session has expired\./, 'no crumb');
  const stranger = await post(app, { CART: jar.CART! }, REMOVE, { crumb, entryId: sand.id, cartPath: '/cart' });
  t.equal(stranger.statusCode, 303, 'the cart without its crumb cookie is refused the same way');
  t.same(await cartOf(app, jar), before);
});

t.test('malformed posts are 4xx and change nothing', async (t) => {
  const app = await formsServer(t);
  const { jar, sand } = await withCart(app, APRON.page, APRON.productId, '/cart');
  const crumb = crumbOf(await open(app, jar, '/cart'));
  const before = await cartOf(app, jar);
  const cases: [string, Record<string, string>][] = [
    [QUANTITY, { crumb, quantity: '1' }],
    [QUANTITY, { crumb, entryId: sand.id }],
    [QUANTITY, { crumb, entryId: sand.id, quantity: '1'.repeat(50) }],
    [REMOVE, { crumb }],
    [REMOVE, { crumb, entryId: 'e'.repeat(201) }],
  ];
  for (const [url, fields] of cases) {
    const res = await post(app, jar, url, fields);
    t.equal(res.statusCode, 400, `${url} ${Object.keys(fields).join(',')}`);
  }
  t.same(await cartOf(app, jar), before, 'the cart is unchanged');
  const res = await post(app, jar, QUANTITY, { crumb, entryId: sand.id, quantity: '1', cartPath: 'https://elsewhere.example/cart' });
  t.equal(res.headers.location, '/cart', 'only a cart page of this site');
});

t.test('the French cart page: its forms, its language and its address', async (t) => {
  const app = await formsServer(t);
  const { jar, sand } = await withCart(app, FR_APRON.page, FR_APRON.productId, '/fr/cart');
  const html = await open(app, jar, '/fr/cart');
  t.match(html, /name="cartPath" value="\/fr\/cart"/);
  t.match(html, />Mettre à jour<\/button>/);
  t.match(html, /aria-label="Retirer: [^"]+">Retirer<\/button>/);
  const crumb = crumbOf(html);
  let res = await post(app, jar, QUANTITY, { crumb, entryId: sand.id, quantity: '9999', cartPath: '/fr/cart' });
  t.equal(res.headers.location, '/fr/cart');
  t.match(await open(app, jar, '/fr/cart'), /role="alert"><strong>Impossible de modifier la quantité<\/strong> Désolé, nous n’avons pas assez de cet article en stock\.</);
  res = await post(app, jar, REMOVE, { crumb, entryId: 'no-such-entry', cartPath: '/fr/cart' });
  t.match(await open(app, jar, '/fr/cart'), /role="alert"><strong>Impossible de retirer l’article<\/strong> Cet article n’est plus dans votre panier\.</);
  res = await post(app, jar, REMOVE, { crumb, entryId: sand.id, cartPath: '/fr/cart' });
  t.equal(res.headers.location, '/fr/cart');
  t.equal((await cartOf(app, jar)).entries.length, 1);
});

t.test("past the rate limit, a plain form goes back to its page with the catalogue's text; an island's call gets its 429", async (t) => {
  const max = 3;
  const app = await formsServer(t, { forms: { rateLimitMax: max, rateLimitWindowMs: 60_000 } });
  const { jar, sand } = await withCart(app, FR_APRON.page, FR_APRON.productId, '/fr/cart');
  const crumb = crumbOf(await open(app, jar, '/fr/cart'));
  const before = await cartOf(app, jar);

  for (const url of [QUANTITY, REMOVE]) {
    // 'no-such-entry' posts count like any other; past the limit the reason is the limit.
    for (let i = 0; i < max; i++) await post(app, jar, url, { crumb, entryId: 'no-such-entry', quantity: '1', cartPath: '/fr/cart' });
    await open(app, jar, '/fr/cart');
    const res = await post(app, jar, url, { crumb, entryId: sand.id, quantity: '1', cartPath: '/fr/cart' });
    t.equal(res.statusCode, 303, `${url}: a redirect, not JSON`);
    t.equal(res.headers.location, '/fr/cart');
    t.ok(res.headers['retry-after'], 'with Retry-After');
    t.match(await open(app, jar, '/fr/cart'), /role="alert"><strong>[^<]+<\/strong> Veuillez réessayer dans quelques secondes\.</, 'the French rate-limit text');
    t.same(await cartOf(app, jar), before, 'nothing changed');
  }

  // The add form: withCart used two of its posts.
  for (let i = 2; i < max; i++) await post(app, jar, ADD, { crumb, itemId: FR_APRON.productId, returnTo: FR_APRON.page, cartPath: '/fr/cart', sku: 'nope' });
  await open(app, jar, FR_APRON.page);
  const add = await post(app, jar, ADD, { crumb, itemId: FR_APRON.productId, returnTo: FR_APRON.page, cartPath: '/fr/cart', sku: APRON.sand, quantity: '1' });
  t.equal(add.statusCode, 303);
  t.equal(add.headers.location, `${FR_APRON.page}#item-${FR_APRON.productId}`, 'back to the product page');
  t.match(await open(app, jar, FR_APRON.page), /<p class="product-detail__add-error" role="alert">Veuillez réessayer dans quelques secondes\.<\/p>/);
  t.same(await cartOf(app, jar), before, 'nothing added');

  // The restock form and the island's JSON sign-up share the route's limit.
  const RESTOCK = '/api/site-users/account/notifications/restock';
  const signUp = { crumb, productId: FR_APRON.productId, variantId: 'linen-apron-v3', pagePath: FR_APRON.page, language: 'fr-FR', siteVisitorEmail: '' };
  for (let i = 0; i < max; i++) await post(app, jar, RESTOCK, signUp);
  await open(app, jar, FR_APRON.page);
  const restock = await post(app, jar, RESTOCK, { ...signUp, siteVisitorEmail: 'ada@example.com' });
  t.equal(restock.statusCode, 303);
  t.equal(restock.headers.location, `${FR_APRON.page}#restock-${FR_APRON.productId}`);
  t.match(await open(app, jar, FR_APRON.page), />Impossible d’envoyer le formulaire\. Limite d’envois atteinte\. Veuillez réessayer plus tard\.</);
  const json = await app.inject({ method: 'POST', url: RESTOCK, payload: { productId: FR_APRON.productId, variantId: 'linen-apron-v3', siteVisitorEmail: 'ada@example.com' } });
  t.equal(json.statusCode, 429, 'JSON past the limit: 429');
  t.match(JSON.parse(json.body), { status: 429, code: 'RATE_LIMITED' });
  t.ok(json.headers['retry-after']);
  const rows = await app.vitrine.commerce!.store.db.selectFrom('restock_signups').select(['email']).execute();
  t.same(rows, [], 'nobody signed up');
});
