// The widgets speak the page's language: every English key has a French
// text, and the catalogue is chosen from the page locale at start.
import t from 'tap';
import { chooseLanguage, TEXT, TEXT_EN } from '../../client/texts.js';
import { TEXT_FR } from '../../client/texts-fr.js';
import { $, mount, page, text } from './helpers.js';
import { apron, productPageHtml } from './fixtures.js';

/** A product page without a server label, so the island's own text shows. */
const addButtonHtmlFor = () => productPageHtml(apron()).replace(/ data-original-label="[^"]*"/, '');

t.teardown(() => {
  chooseLanguage('en-US');
});

t.test('the French catalogue has every key, each translated', async (t) => {
  t.same(Object.keys(TEXT_FR).sort(), Object.keys(TEXT_EN).sort());
  const same = Object.keys(TEXT_EN).filter((k) => {
    const en = TEXT_EN[k as keyof typeof TEXT_EN];
    const fr = TEXT_FR[k as keyof typeof TEXT_FR];
    return typeof en === 'string' && en === fr;
  });
  t.same(same.sort(), ['cappedCount', 'ok'], 'only the universal texts stay the same');
});

t.test('the locale chooses the catalogue; English for any other', async (t) => {
  t.equal(chooseLanguage('fr-FR').addToCart, 'Ajouter au panier');
  t.equal(TEXT.quantity, 'Quantité', 'widgets read the chosen one');
  t.equal(TEXT.selectOne('Couleur'), 'Veuillez choisir l’option Couleur.');
  t.equal(chooseLanguage('fr_CA').viewCart, 'Voir le panier');
  t.equal(chooseLanguage('de-DE').addToCart, 'Add To Cart');
  t.equal(chooseLanguage(undefined).addToCart, 'Add To Cart');
});

t.test('a French page shows French widgets', async (t) => {
  chooseLanguage('fr-FR');
  await page(addButtonHtmlFor(), { url: 'https://shop.example/fr/boutique/tablier' });
  await mount();
  t.equal(text('.sqs-add-to-cart-button-inner'), 'Ajouter au panier');
  t.equal($('select[data-variant-option-name="Color"] option')?.textContent, 'Choisir : Color');
  chooseLanguage('en-US');
});
