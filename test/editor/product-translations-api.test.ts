// A product's title, description and options per language
// (server/editor/products/product-translations.ts): the demo's Linen Apron
// reads its French texts from Tablier en lin; a product saved with a
// French translation is at /fr/boutique/... in French, an option value not
// translated shows the English one, a product saved without one is there in
// English; a language the site lacks is refused; removing the product
// removes it in every language.
import t from 'tap';
import { body, editorApp, owner, visitor } from './helpers.js';

t.setTimeout(120_000);

t.test('products in French', async (t) => {
  const app = await editorApp(t);
  const admin = await owner(app);
  const shop = body(await admin.request('GET', '/api/editor/stores')).stores.find((s: { urlId: string }) => s.urlId === 'shop');
  const base = `/api/editor/stores/${shop.id}/products`;
  const listing = body(await admin.request('GET', base));
  t.same(listing.languages, [{ tag: 'fr-FR', displayName: 'Français', default: false }], 'the store is sold in French too');
  const apron = listing.products.find((p: { urlId: string }) => p.urlId === 'linen-apron');
  t.match(apron.translations['fr-FR'], { title: 'Tablier en lin', description: 'Lin européen épais, lavé à la pierre. Taille unique.', options: { Color: 'Couleur' }, values: { Sand: 'Sable' } }, 'read from Tablier en lin');

  const vase = await admin.request('POST', base, {
    title: 'Ash Vase',
    description: 'Glazed with wood ash.',
    options: ['Size'],
    variants: [
      { sku: 'VASE-S', priceCents: 4800, stock: { unlimited: false, quantity: 4 }, attributes: { Size: 'Small' } },
      { sku: 'VASE-L', priceCents: 6400, stock: { unlimited: false, quantity: 2 }, attributes: { Size: 'Large' } },
    ],
    translations: { 'fr-FR': { title: 'Vase cendré', description: 'Émaillé à la cendre de bois.', options: { Size: 'Taille' }, values: { Small: 'Petit' } } },
  });
  t.equal(vase.statusCode, 201, vase.body);
  t.same(body(vase).product.translations['fr-FR'], { title: 'Vase cendré', description: 'Émaillé à la cendre de bois.', options: { Size: 'Taille' }, values: { Small: 'Petit' } });
  const fr = await (await visitor(app)).request('GET', '/fr/boutique/ash-vase');
  t.equal(fr.statusCode, 200, 'the product is in the French store');
  t.match(fr.body, 'Vase cendré');
  t.match(fr.body, 'Émaillé à la cendre de bois.');
  t.match(fr.body, 'Taille');
  t.match(fr.body, 'Petit');
  t.match(fr.body, 'Large', 'an untranslated value shows the English one');
  t.notMatch(fr.body, 'Glazed with wood ash.');
  const en = await (await visitor(app)).request('GET', '/shop/ash-vase');
  t.match(en.body, 'Ash Vase');
  t.notMatch(en.body, 'Vase cendré', 'English stays English');

  const plain = await admin.request('POST', base, { title: 'Kiln Brick', variants: [{ sku: 'BRICK', priceCents: 1200, stock: { unlimited: true } }] });
  t.equal(plain.statusCode, 201);
  const frPlain = await (await visitor(app)).request('GET', '/fr/boutique/kiln-brick');
  t.equal(frPlain.statusCode, 200, 'a product not translated is in the French store');
  t.match(frPlain.body, 'Kiln Brick', 'in English');

  const bad = await admin.request('POST', base, { title: 'Odd', variants: [{ sku: 'ODD', priceCents: 100, stock: { unlimited: true } }], translations: { 'de-DE': { title: 'Seltsam' } } });
  t.equal(bad.statusCode, 400);
  t.equal(body(bad).code, 'NOT_AN_OPTION');

  t.equal((await admin.request('DELETE', `${base}/${body(vase).product.id}`)).statusCode, 200);
  t.equal((await (await visitor(app)).request('GET', '/fr/boutique/ash-vase')).statusCode, 404, 'removed in French too');
});
