// SPEC section 3's text filters: url-slug and url-slug-with-slash.
import t from 'tap';
import { TEXT_FILTERS } from '../../editor/url-id.js';

t.test('url-slug', async (t) => {
  const slug = TEXT_FILTERS['url-slug'];
  t.equal(slug('Émaux de Printemps!'), 'emaux-de-printemps');
  t.equal(slug('  Shop / Summer  Sale '), 'shop-summer-sale', 'a slash is not kept');
  t.equal(slug('---'), '');
});

t.test('url-slug-with-slash', async (t) => {
  const slug = TEXT_FILTERS['url-slug-with-slash'];
  t.equal(slug('Shop/Summer Sale'), 'shop/summer-sale');
  t.equal(slug('/Carnet//Été 2026/'), 'carnet/ete-2026', 'empty parts dropped');
  t.equal(slug('a b'), 'a-b');
});
