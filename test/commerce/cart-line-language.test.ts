/**
 * Issue 36, item 7: every product of the demo store has its French page,
 * and a cart line shows in the language of the page that shows it (the
 * cart API with `?language=`, the cart page without JavaScript, the
 * checkout and the order placed there), whatever language it was added in.
 */
import t from 'tap';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SITE_CONTENT } from '../../server/config.js';
import { body, freshDatabase } from './helpers.js';
import { CARD, CheckoutShopper, demoApp, MUG, NY_ADDRESS, orderIdOf } from './checkout-helpers.js';

type Item = { id: string; urlId: string; title: string; translationOf?: string; structuredContent?: { productType?: number; variants?: { sku: string; attributes: Record<string, string> }[] } };
const collection = (name: string) => JSON.parse(readFileSync(join(DEFAULT_SITE_CONTENT, 'collections', `${name}.json`), 'utf8')) as { items: Item[] };
const shop = collection('shop').items;
const boutique = collection('fr-boutique').items;
/** The French apron: Couleur Sable is the English apron's Color Sand (SQ1000). */
const TABLIER = { itemId: '6561f0c202f4370000000037', sku: 'SQ1000' };
type Cart = { entries: { title: string; chosenVariant: { attributes: Record<string, string> } }[] };

t.test('every product of the demo store has a French page with its own title and options', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  if (!db) return;
  const { app } = await demoApp(t, db);
  const products = shop.filter((i) => i.structuredContent?.productType !== undefined);
  t.equal(products.length, 27);
  for (const en of products) {
    const fr = boutique.find((i) => i.translationOf === en.id);
    if (!t.ok(fr, `${en.urlId} has a French translation`)) continue;
    t.not(fr!.title, en.title, `${en.urlId}: the French title is its own`);
    const enVariants = en.structuredContent!.variants ?? [];
    const frVariants = fr!.structuredContent!.variants ?? [];
    t.same(frVariants.map((v) => v.sku), enVariants.map((v) => v.sku), `${en.urlId}: the same variants (they share stock)`);
    for (const [i, v] of enVariants.entries()) {
      for (const [name, value] of Object.entries(v.attributes)) t.notOk(Object.entries(frVariants[i]!.attributes).some(([n, x]) => n === name && x === value), `${en.urlId}: ${name} ${value} is translated`);
    }
    const page = await app.inject({ method: 'GET', url: `/fr/boutique/${fr!.urlId}` });
    t.equal(page.statusCode, 200, `/fr/boutique/${fr!.urlId}`);
    t.match(page.body, 'lang="fr-FR"');
    const text = page.body.replace(/&#(x?)([0-9a-f]+);/gi, (_m, hex: string, n: string) => String.fromCodePoint(parseInt(n, hex ? 16 : 10))).replace(/&rsquo;/g, '’').replace(/&amp;/g, '&');
    t.ok(text.includes(`>${fr!.title}<`), `${en.urlId}: the page shows its French title`);
  }
  const listing = await app.inject({ method: 'GET', url: '/fr/boutique' });
  t.equal(listing.statusCode, 200);
  t.match(listing.body, 'Planche de service en noyer', 'the French listing lists the new translations');
});

t.test('a cart line shows in the language of the page, however it was added', async (t) => {
  const db = await freshDatabase(t, 'sqlite');
  if (!db) return;
  const { app } = await demoApp(t, db);
  const s = await new CheckoutShopper(app).start();
  t.equal((await s.add(MUG.itemId, MUG.sku, 1)).statusCode, 200, 'the mug, added on an English page');
  const added = await s.request('POST', '/api/commerce/shopping-cart/entries?language=en-US', { itemId: TABLIER.itemId, sku: TABLIER.sku, quantity: 1 });
  t.equal(added.statusCode, 200, 'the apron, added on a French page');
  t.same(body(added).newlyAdded.chosenVariant.attributes, { Color: 'Sand' }, 'the answer of an add is in the language asked for');

  const fr = body<Cart>(await s.request('GET', '/api/commerce/shopping-cart?language=fr-FR')).entries;
  t.same(fr.map((e) => e.title), ['Tasse en grès', 'Tablier en lin']);
  t.same(fr[1]!.chosenVariant.attributes, { Couleur: 'Sable' });
  const en = body<Cart>(await s.request('GET', '/api/commerce/shopping-cart?language=en-US')).entries;
  t.same(en.map((e) => e.title), ['Stoneware Mug', 'Linen Apron']);
  t.same(en[1]!.chosenVariant.attributes, { Color: 'Sand' });
  t.same(body<Cart>(await s.request('GET', '/api/commerce/shopping-cart?language=fr')).entries.map((e) => e.title), ['Tasse en grès', 'Tablier en lin'], 'a bare language finds its regional translation');
  t.same(body<Cart>(await s.cart()).entries.map((e) => e.title), ['Stoneware Mug', 'Tablier en lin'], 'without a language each line keeps the one it was added in');
  t.equal((await s.request('GET', '/api/commerce/shopping-cart?language=%3Cscript%3E')).statusCode, 400, 'a language that is no tag is refused');
  const byHeader = await app.inject({ method: 'GET', url: '/api/commerce/shopping-cart?calculateSubtotal=true', cookies: s.cookies, headers: { 'x-page-language': 'fr-FR' } });
  t.same(body<Cart>(byHeader).entries.map((e) => e.title), ['Tasse en grès', 'Tablier en lin'], 'the islands name the page language in X-Page-Language');
  const junk = await app.inject({ method: 'GET', url: '/api/commerce/shopping-cart', cookies: s.cookies, headers: { 'x-page-language': '"><x' } });
  t.same(body<Cart>(junk).entries.map((e) => e.title), ['Stoneware Mug', 'Tablier en lin'], 'a header that is no language is ignored');

  // Without JavaScript: the cart page and the checkout render the lines server-side.
  const frCart = (await s.request('GET', '/fr/cart')).body;
  t.match(frCart, 'Tasse en grès');
  t.match(frCart, 'Couleur\u00a0: Sable', 'French typography: a no-break space before the colon');
  t.notMatch(frCart, 'Couleur: Sable');
  t.notMatch(frCart, 'Stoneware Mug');
  t.match(frCart, 'href="/fr/boutique/stoneware-mug"', 'the English line links to its French page');
  const enCart = (await s.request('GET', '/cart')).body;
  t.match(enCart, 'Linen Apron');
  t.match(enCart, 'Color: Sand');
  t.notMatch(enCart, 'Tablier en lin');
  t.match(enCart, 'href="/shop/linen-apron"');
  const frCheckout = (await s.page('/fr/checkout')).body;
  t.match(frCheckout, 'Tasse en grès');
  t.match(frCheckout, 'Couleur\u00a0: Sable');
  t.notMatch(frCheckout, 'Couleur: Sable');
  const enCheckout = (await s.page('/checkout')).body;
  t.match(enCheckout, 'Linen Apron');
  t.notMatch(enCheckout, 'Tasse en grès');

  // An order placed on the French checkout names its lines in French.
  const placed = await s.place({ ...NY_ADDRESS, ...CARD() }, '/fr/checkout');
  t.equal(placed.statusCode, 303);
  const id = orderIdOf(String(placed.headers.location));
  const lines = await app.vitrine.commerce!.store.db.selectFrom('order_lines').select(['product_name', 'attributes']).where('order_id', '=', id).orderBy('position').execute();
  t.same(lines.map((l) => l.product_name), ['Tasse en grès', 'Tablier en lin']);
  t.same(JSON.parse(lines[1]!.attributes), { Couleur: 'Sable' });
});
