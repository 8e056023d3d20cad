// The digital product composer preview (page type 210, site/render/composer-page.ts)
// in the demo store: the owner's alone (not found for shoppers); it starts from a
// digital product or from nothing, shows the draft through the theme's product view,
// the order page's downloads block with the delivery note, and frames the real
// confirmation mail of the draft (owner API, sandboxed); a bad price is said in the
// page's language; the note the owner saves on a digital product reaches the order
// mail of a real purchase and its order page.
import t from 'tap';
import { body, editorApp, owner, visitor } from '../editor/helpers.js';
import { SPECIAL_LANGUAGES } from '../../site/render/special-texts.js';
import { PAGE_TYPE } from '../../site/routing/page-types.js';
import { composerPath, composerMailPath, draftOf } from '../../editor/digital-composer.js';
import { DELIVERY_NOTE_MAX_LENGTH } from '../../editor/limits.js';
import { BILLING_ONLY, CARD, CheckoutShopper } from '../commerce/checkout-helpers.js';
import type { OutboxMailer } from '../../server/mail/mailer.js';

t.setTimeout(180_000);
const app = await editorApp(t);
const admin = await owner(app);
const shopper = await visitor(app);
const EN = SPECIAL_LANGUAGES.en;
const FR = SPECIAL_LANGUAGES.fr;
const RECIPES = '6561f0c202f4210000000021';
const MUG = '6561f0c202f4300000000003';
const pageTypeOf = (html: string) => Number(/"pageType":(\d+)/.exec(html)?.[1]);

t.test('shoppers get not found; the owner gets page type 210 in both languages', async (t) => {
  for (const prefix of ['', '/fr']) {
    const url = composerPath(prefix, { item: RECIPES });
    t.equal((await shopper.request('GET', url)).statusCode, 404, `${url}: not found for a shopper`);
    const res = await admin.request('GET', url);
    t.equal(res.statusCode, 200, `${url}: the owner's`);
    t.equal(res.headers['cache-control'], 'private, no-store', 'never cached');
    t.equal(pageTypeOf(res.body), PAGE_TYPE.DIGITAL_PRODUCT_COMPOSER_PREVIEW);
    const texts = prefix ? FR : EN;
    t.match(res.body, `<h1>${texts.composerTitle.replace('’', '’')}</h1>`);
    t.match(res.body, texts.composerPagePreview);
    t.match(res.body, texts.composerMailPreview);
  }
  t.equal((await shopper.request('GET', '/fr/digital-product-preview')).statusCode, 404, 'also without a product');
});

t.test('a digital product starts the draft; the product page is the theme product view of the draft', async (t) => {
  const res = await admin.request('GET', composerPath('', { item: RECIPES }));
  const html = res.body;
  t.match(html, 'value="Printable Recipe Cards"', 'its name in the form');
  t.match(html, '<input type="hidden" name="item" value="6561f0c202f4210000000021">', 'the product it starts from, kept by the form');
  t.match(html, 'value="9.00"', 'its price');
  t.match(html, 'value="recipe-cards.pdf"', 'its file');
  t.match(html, /<option value="\/assets\/products\/recipe-cards.jpg" selected>/, 'its image chosen');
  t.match(html, /class="vitrine-composer__page">[\s\S]*Printable Recipe Cards[\s\S]*\$9\.00/, 'the product page shows its title and price');
  t.match(html, 'Download Printable Recipe Cards', 'the order page shows its download');
  t.match(html, 'The link works for 24 hours and 5 downloads.', 'with the download terms of this store');
});

t.test('a composed draft: every field shows on the product page, the delivery and the mail', async (t) => {
  const draft = { name: 'Glaze Recipes <Vol. 2>', description: 'Twelve glazes.\n\nTested at cone 6.', price: '12.50', image: '/assets/products/recipe-cards.jpg', delivery: 'file' as const, file: 'glazes.pdf', note: 'Print it on A4; the PDF has a cover.' };
  const res = await admin.request('GET', composerPath('', draft));
  t.equal(res.statusCode, 200);
  const html = res.body;
  t.notMatch(html, '<Vol. 2>', 'the name is escaped');
  t.match(html, /class="vitrine-composer__page">[\s\S]*Glaze Recipes &lt;Vol. 2&gt;[\s\S]*\$12\.50/, 'the product page: the draft name and price');
  t.match(html, /<p>Twelve glazes.<\/p><p>Tested at cone 6.<\/p>/, 'the description in paragraphs');
  t.match(html, 'Download Glaze Recipes &lt;Vol. 2&gt;');
  t.match(html, '<p class="vitrine-order-download-note">Print it on A4; the PDF has a cover.</p>', 'the delivery note under the download');
  t.notMatch(html.split('vitrine-composer__preview--delivery')[1] ?? '', /href="[^"]*" download/, 'no file is served from a preview');
  const frame = /<iframe class="vitrine-special__mail-frame" src="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  t.ok(frame, 'the mail is framed');
  t.equal(frame, composerMailPath('en-US', '', draftOf(draft)));
  const mail = await admin.request('GET', frame!);
  t.equal(mail.statusCode, 200);
  t.match(mail.headers['content-security-policy'], /sandbox/, 'sandboxed');
  t.match(mail.body, 'Glaze Recipes &lt;Vol. 2&gt;', 'the mail names the product, escaped');
  t.match(mail.body, 'Print it on A4; the PDF has a cover.', 'with the note');
  t.match(mail.body, '$12.50');
  t.equal((await shopper.request('GET', frame!)).statusCode, 401, 'the mail frame is the owner API');
  const fr = await admin.request('GET', composerMailPath('fr-FR', '/fr', draftOf(draft)));
  t.match(fr.body, '12,50', 'the French mail');
  t.equal((await admin.request('GET', `${frame}&language=${encodeURIComponent('<x>')}`)).statusCode, 400, 'a bad language is a 400');
});

t.test('a paywall draft shows the page it unlocks; a bad price is said in the page language', async (t) => {
  const html = (await admin.request('GET', composerPath('', { name: 'Members pass', price: '5', delivery: 'pages' }))).body;
  t.match(html, /class="vitrine-order-line__unlocks sqs-button-element--primary" href="[^"]+"/, 'the unlocked page link');
  t.notMatch(html, 'vitrine-order-downloads', 'no download');
  t.match(html, 'data-product-type="5"');
  const fr = (await admin.request('GET', composerPath('/fr', { name: 'x', price: '12.345' }))).body;
  t.match(fr, FR.composerPriceInvalid);
  t.match(fr, 'aria-invalid="true"');
  const notDigital = (await admin.request('GET', composerPath('', { item: MUG }))).body;
  t.match(notDigital, 'value=""', 'a product that is neither digital nor paywall starts nothing');
  t.notMatch(notDigital, 'name="item"');
  const unsafe = (await admin.request('GET', composerPath('', { name: 'x', image: 'javascript:alert(1)' }))).body;
  t.notMatch(unsafe, 'javascript:alert', 'an image that is not a path of this site is dropped');
});

t.test("the owner's delivery note: saved on a digital product, in the order mail and the order page", async (t) => {
  const stores = body(await admin.request('GET', '/api/editor/stores')).stores as { id: string; urlId: string }[];
  const shop = stores.find((s) => s.urlId === 'shop')!;
  const products = body(await admin.request('GET', `/api/editor/stores/${shop.id}/products`)).products as { id: string; title: string; variants: { sku: string; priceCents: number; stock: { unlimited: boolean } }[] }[];
  const recipes = products.find((p) => p.id === RECIPES)!;
  const put = (deliveryNote: string) =>
    admin.request('PUT', `/api/editor/stores/${shop.id}/products/${RECIPES}`, { title: recipes.title, productType: 2, variants: recipes.variants.map((v) => ({ sku: v.sku, priceCents: v.priceCents, stock: { unlimited: true } })), deliveryNote });
  t.equal((await put('x'.repeat(DELIVERY_NOTE_MAX_LENGTH + 1))).statusCode, 400, 'a note over its limit is a 400');
  const saved = await put('  Open it with any PDF reader.  ');
  t.equal(saved.statusCode, 200, saved.body);
  t.equal(body(saved).product.deliveryNote, 'Open it with any PDF reader.', 'trimmed and listed');
  const html = (await admin.request('GET', composerPath('', { item: RECIPES }))).body;
  t.match(html, '>Open it with any PDF reader.</textarea>', 'the composer starts from the saved note');

  // A buyer gets it: under the download on the confirmation, in the mail, on the download page.
  const s = await new CheckoutShopper(app).start();
  t.equal((await s.add(RECIPES, 'SQ1160', 1)).statusCode, 200);
  const placed = await s.place({ ...BILLING_ONLY, ...CARD() });
  t.equal(placed.statusCode, 303);
  const confirmed = (await s.page(String(placed.headers.location))).body;
  t.match(confirmed, '<p class="vitrine-order-download-note">Open it with any PDF reader.</p>', 'the confirmation page');
  const [mail] = await (app.vitrine.commerce!.mailer as OutboxMailer).list('ada@example.com');
  t.match(mail!.text, /Printable Recipe Cards: \S+\n {4}Open it with any PDF reader\./, 'the mail text, under the link');
  t.match(mail!.html!, 'Open it with any PDF reader.', 'and its HTML part');
});
