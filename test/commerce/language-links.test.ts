/**
 * Language kept through the purchase (issue 36, item 7, in part): the cart
 * pill of a French page leads to the French cart (it led to /cart, then
 * the English checkout), with and without a cart; the English one to /cart.
 */
import t from 'tap';
import { freshDatabase, Shopper } from './helpers.js';
import { CARD, CheckoutShopper, demoApp, MUG, NY_ADDRESS } from './checkout-helpers.js';

const pill = (html: string) => /<a class="cart-pill" href="([^"]*)"[^>]*data-props="([^"]*)"/.exec(html);

t.test('the pill of a French page leads to /fr/cart; an English one to /cart', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  if (!db) return;
  const { app } = await demoApp(t, db);
  const s = await new Shopper(app).start();
  t.equal((await s.add(MUG.itemId, MUG.sku, 1)).statusCode, 200);
  const fr = pill((await s.request('GET', '/fr/')).body);
  t.ok(fr, 'the French home has the pill');
  t.equal(fr![1], '/fr/cart');
  t.match(fr![2]!.replace(/&quot;/g, '"'), '"cartUrl":"/fr/cart"', 'and tells its island so');
  const en = pill((await s.request('GET', '/')).body);
  t.equal(en![1], '/cart');
  const anonymous = pill((await app.inject({ method: 'GET', url: '/fr/boutique' })).body);
  t.equal(anonymous?.[1], '/fr/cart', 'a cached page without a cart too');
  const cart = await s.request('GET', '/fr/cart');
  t.match(cart.body, 'href="/fr/checkout"', 'the French cart checks out in French');
});

t.test('an order placed on the French checkout links its lines’ French pages, whatever page they were added on', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  if (!db) return;
  const { app } = await demoApp(t, db);
  const s = await new CheckoutShopper(app).start();
  t.equal((await s.add(MUG.itemId, MUG.sku, 1)).statusCode, 200, 'the English mug');
  const placed = await s.place({ ...NY_ADDRESS, shippingOptionId: 'standard', ...CARD() }, '/fr/checkout');
  t.match(String(placed.headers.location), /^\/fr\/checkout\/order-confirmed/);
  const fr = (await s.page(String(placed.headers.location))).body;
  const link = /<span class="vitrine-order-line__title"><a href="([^"]+)"/.exec(fr)?.[1];
  t.match(link, /^\/fr\/boutique\//, `the French product page: ${link}`);
  t.equal((await s.request('GET', link!)).statusCode, 200);
  const en = (await s.page(String(placed.headers.location).replace(/^\/fr/, '').replace('order-confirmed', 'order-status'))).body;
  t.match(/<span class="vitrine-order-line__title"><a href="([^"]+)"/.exec(en)?.[1], /^\/shop\//, 'the English page of the same order links the English product');
});

t.test('/fr/contact and /fr/members exist, in French', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  if (!db) return;
  const { app } = await demoApp(t, db);
  const contact = await app.inject({ method: 'GET', url: '/fr/contact' });
  t.equal(contact.statusCode, 200);
  t.match(contact.body, 'Écrivez-nous');
  t.match(contact.body, 'Envoyer', 'the form in French');
  t.match(contact.body, 'lang="fr-FR"');
  const en = await app.inject({ method: 'GET', url: '/contact' });
  t.match(en.body, 'hreflang="fr-FR" href="http://localhost:3000/fr/contact"', 'the English page names its French version');
  const members = await app.inject({ method: 'GET', url: '/fr/members' });
  t.not(members.statusCode, 404, 'the members page exists in French');
  const english = await app.inject({ method: 'GET', url: '/members' });
  t.equal(members.statusCode, english.statusCode, 'and answers a visitor as the English one does');
});

t.test('the story, shipping and questions pages exist in French, linked from the French footer', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  if (!db) return;
  const { app } = await demoApp(t, db);
  for (const [path, heading] of [['/fr/our-story', 'Notre histoire'], ['/fr/shipping', 'Livraison'], ['/fr/faq', 'Questions']] as const) {
    const page = await app.inject({ method: 'GET', url: path });
    t.equal(page.statusCode, 200, path);
    t.match(page.body, 'lang="fr-FR"');
    t.match(page.body, `<h1>${heading}</h1>`);
    t.match(page.body, `href="${path}"`, `${path} is in the French footer`);
  }
  t.match((await app.inject({ method: 'GET', url: '/faq' })).body, 'hreflang="fr-FR" href="http://localhost:3000/fr/faq"', 'the English page names its French version');
});

t.test('every page of the demo store has its French version: events, galleries, every journal post, the folders, the private sale', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  if (!db) return;
  const { app } = await demoApp(t, db);
  const get = (url: string) => app.inject({ method: 'GET', url });
  for (const [path, heading] of [['/fr/evenements', 'Événements'], ['/fr/galerie', 'Galerie'], ['/fr/lookbook', 'Lookbook'], ['/fr/evenements/journee-portes-ouvertes', 'Journée portes ouvertes'], ['/fr/carnet/jour-de-marche', 'Jour de marché']] as const) {
    const page = await get(path);
    t.equal(page.statusCode, 200, path);
    t.match(page.body, 'lang="fr-FR"');
    t.match(page.body, new RegExp(`<h1[^>]*>${heading}</h1>`), `${path}: ${heading}`);
  }
  t.equal((await get('/fr/atelier')).headers.location, '/fr/our-story', 'the studio folder opens its first page, in French');
  t.equal((await get('/fr/aide')).headers.location, '/fr/shipping');
  const home = (await get('/fr/')).body;
  for (const href of ['/fr/evenements', '/fr/galerie', '/fr/lookbook', '/fr/our-story', '/fr/shipping', '/fr/faq', '/fr/private-sale', '/fr/search']) t.match(home, `href="${href}"`, `the French navigation links ${href}`);
  const journal = (await get('/journal')).body.match(/<article/g)?.length ?? 0;
  const carnet = (await get('/fr/carnet')).body.match(/<article/g)?.length ?? 0;
  t.equal(carnet, journal, 'the carnet lists as many posts as the journal');
  const locked = await get('/fr/private-sale');
  t.equal(locked.statusCode, 403);
  t.match(locked.body, '<h1>Cette page est verrouillée</h1>');
  t.match(locked.body, 'aria-label="Mot de passe"');
  const members = await get('/fr/members');
  t.match(members.body, '<h1>Cette page est réservée aux membres du site</h1>');
  t.match(members.body, '>Rejoindre</a>');
  t.match((await get('/private-sale')).body, '<h1>This page is locked</h1>', 'the English one keeps the SPEC’s text');
});
