// The widgets speak the page's language: the theme's French `widgetTexts`
// translate every English key, and the page's translations are laid over
// English at start (placeholders and plural forms filled in).
import t from 'tap';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { catalogue, chooseLanguage, TEXT, TEXT_EN } from '../../client/texts.js';
import { $, mount, page, text } from './helpers.js';
import { apron, productPageHtml } from './fixtures.js';

const FR_STRINGS = fileURLToPath(new URL('../../templates/strings/template-fr-FR.json', import.meta.url));
const fr = (JSON.parse(readFileSync(FR_STRINGS, 'utf8')) as { widgetTexts: Record<string, unknown> }).widgetTexts;

t.teardown(() => {
  chooseLanguage(null);
});

t.test('the demo theme translates every widget text to French', async (t) => {
  t.same(Object.keys(fr).sort(), Object.keys(TEXT_EN).sort(), 'the same keys');
  const untranslated = Object.keys(TEXT_EN).filter((k) => typeof TEXT_EN[k as keyof typeof TEXT_EN] === 'string' && fr[k] === TEXT_EN[k as keyof typeof TEXT_EN]);
  t.same(untranslated.sort(), ['cappedCount', 'ok'], 'only the universal texts stay the same');
});

t.test('translations over English: placeholders, plural forms, unknown keys and gaps', async (t) => {
  const c = catalogue({ addToCart: 'Ajouter', selectTwo: '{0} et {1} ?', itemsInCart: { one: '{0} article', other: '{0} articles' }, nope: 'x' });
  t.equal(c.addToCart, 'Ajouter');
  t.equal(c.selectTwo('A', 'B'), 'A et B ?');
  t.equal(c.itemsInCart(1), '1 article');
  t.equal(c.itemsInCart(3), '3 articles');
  t.equal(c.viewCart, 'View Cart', 'a text the page does not translate stays English');
  t.notOk('nope' in c, 'unknown keys are ignored');
  t.equal(chooseLanguage(fr).quantity, 'Quantité');
  t.equal(TEXT.selectOne('Couleur'), 'Veuillez choisir l’option Couleur.', 'widgets read the chosen catalogue');
  t.equal(chooseLanguage(null).addToCart, 'Add To Cart', 'English without translations');
});

t.test('a French page shows French widgets', async (t) => {
  await page(productPageHtml(apron()).replace(/ data-original-label="[^"]*"/, ''), { url: 'https://shop.example/fr/boutique/tablier', config: { locale: 'fr-FR', texts: fr } });
  chooseLanguage(fr);
  await mount();
  t.equal(text('.sqs-add-to-cart-button-inner'), 'Ajouter au panier');
  t.equal($('select[data-variant-option-name="Color"] option')?.textContent, 'Choisir\u00a0: Color');
  chooseLanguage(null);
});
