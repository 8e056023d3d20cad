/**
 * Issue 36, items 7/8: French typography puts a no-break space (U+00A0)
 * before the colon of "label: value" texts. A French order's checkout,
 * confirmation page and confirmation mail (text and HTML parts) have it;
 * an English order keeps the bare colon.
 */
import t from 'tap';
import { labelColon, labelled } from '../../engine/i18n/label-value.js';
import { freshDatabase } from './helpers.js';
import { CARD, CheckoutShopper, demoApp, NY_ADDRESS } from './checkout-helpers.js';
import { outbox } from './owner-helpers.js';

/** The linen apron: Color Sand in English, Couleur Sable in French (one stock item). */
const APRON = { itemId: '6561f0c202f4370000000037', sku: 'SQ1000' };
const NBSP = '\u00a0';

t.test('labelled joins a label and a value in the language’s typography', async (t) => {
  t.equal(labelled('Size', '25 cl', 'en-US'), 'Size: 25 cl');
  t.equal(labelled('Taille', '25 cl', 'fr-FR'), `Taille${NBSP}: 25 cl`);
  t.equal(labelled('Taille', '25 cl', 'fr'), `Taille${NBSP}: 25 cl`);
  t.equal(labelled('Taille', '25 cl', 'fr-CA'), `Taille${NBSP}: 25 cl`);
  t.equal(labelColon(undefined), ': ', 'no language reads as English');
  t.equal(labelColon('fy-NL'), ': ', 'a language that merely starts with f is not French');
});

for (const lang of ['fr', 'en'] as const) {
  t.test(`${lang === 'fr' ? 'a French' : 'an English'} order: checkout, confirmation page and mail`, async (t) => {
    const db = await freshDatabase(t, 'sqlite');
    if (!db) return;
    const { app } = await demoApp(t, db);
    const s = await new CheckoutShopper(app).start();
    const language = lang === 'fr' ? 'fr-FR' : 'en-US';
    t.equal((await s.request('POST', `/api/commerce/shopping-cart/entries?language=${language}`, { itemId: APRON.itemId, sku: APRON.sku, quantity: 1 })).statusCode, 200);
    const checkoutPath = lang === 'fr' ? '/fr/checkout' : '/checkout';
    const variant = lang === 'fr' ? `Couleur${NBSP}: Sable` : 'Color: Sand';
    const checkout = (await s.page(checkoutPath)).body;
    t.match(checkout, variant, 'the checkout line names its variant');

    const email = `colon-${lang}@example.com`;
    const placed = await s.place({ ...NY_ADDRESS, email, ...CARD() }, checkoutPath);
    t.equal(placed.statusCode, 303);
    const page = (await s.page(String(placed.headers.location))).body;
    const expect = lang === 'fr'
      ? [variant, `État${NBSP}: <strong>`, `Payé avec${NBSP}: `]
      : [variant, 'Status: <strong>', 'Paid with: '];
    for (const x of expect) t.ok(page.includes(x), `the confirmation page has ${JSON.stringify(x)}`);
    if (lang === 'fr') t.notOk(/(?:État|Payé avec|Couleur): /.test(page), 'no bare colon after a French label');

    const [mail] = await outbox(app, email, 'order');
    if (!t.ok(mail, 'the confirmation is mailed')) return;
    const text = mail!.text;
    const html = String(mail!.html);
    if (lang === 'fr') {
      for (const x of [`Sous-total${NBSP}: `, `Total${NBSP}: `, `    Couleur${NBSP}: Sable`]) t.ok(text.includes(x), `the text part has ${JSON.stringify(x)}`);
      t.notOk(/(?:Sous-total|Total|Couleur|Taxe): /.test(text), 'no bare colon in the French text part');
      t.ok(html.includes(`<small>Couleur${NBSP}: Sable</small>`), 'the HTML part names the variant with the space');
      t.notOk(html.includes('Couleur: '), 'no bare colon in the French HTML part');
    } else {
      for (const x of ['Subtotal: ', 'Total: ', '    Color: Sand']) t.ok(text.includes(x), `the text part has ${JSON.stringify(x)}`);
      t.notOk(text.includes(NBSP), 'the English text part has no no-break space');
      t.ok(html.includes('<small>Color: Sand</small>'));
    }
    // The HTML part's totals are label and amount in two cells, with no colon.
    t.match(html, lang === 'fr' ? />Sous-total<\/th>/ : />Subtotal<\/th>/);
  });
}
