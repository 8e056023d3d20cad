// Issue 36 in Chromium: buy a digital product from its product page and
// download it from the confirmation (the file arrives as an attachment
// named as uploaded); on the way, the cart of the other language names the
// line in its own language. In every combination of width, language and
// JavaScript (journey-matrix.ts); axe-core clean on every page shown.
// Cancelling a subscription and the address book: account-journeys.test.ts.
import t from 'tap';
import { islandsReady, startCartSite, WAIT_MS } from './cart-helpers.js';
import { BILLING, CARD, fillFields, openPage } from './checkout-helpers.js';
import { COMBINATIONS } from './journey-matrix.js';
import { journeyViolations } from './journey-axe.js';

t.setTimeout(540_000);
const site = await startCartSite(t);
const TEXT = {
  en: { title: 'Printable Recipe Cards', product: '/shop/recipe-cards', download: 'Download Printable Recipe Cards' },
  fr: { title: 'Fiches recettes à imprimer', product: '/fr/boutique/recipe-cards', download: 'Télécharger Fiches recettes à imprimer' },
};

for (const j of COMBINATIONS) {
  t.test(`buy a digital product from its page and download it (${j.name})`, async (t) => {
    const { page, errors } = await openPage(t, site, j.viewport, j.js);
    const text = TEXT[j.lang];
    const other = TEXT[j.lang === 'fr' ? 'en' : 'fr'];
    await page.goto(text.product);
    if (j.js) {
      await islandsReady(page);
      await page.locator('.product-detail .sqs-add-to-cart-button').first().click();
      t.equal((await page.locator('.vitrine-added-popover__item').textContent({ timeout: WAIT_MS }))?.trim(), text.title, 'the popover names it in the page’s language');
    } else {
      await page.locator('.product-detail__plain-add').click();
      await page.waitForLoadState();
    }
    // The other language's cart names the same line in its own language.
    await page.goto(`${j.otherPrefix}/cart`);
    if (j.js) await islandsReady(page);
    t.equal((await page.locator('.vitrine-cart-entry__title').first().textContent({ timeout: WAIT_MS }))?.trim(), other.title, 'the cart line follows the page’s language');

    await page.goto(`${j.prefix}/checkout`);
    t.equal((await page.locator('.vitrine-checkout-line__title').first().textContent({ timeout: WAIT_MS }))?.trim(), text.title);
    await fillFields(page, { ...BILLING, ...CARD() });
    await page.locator('.vitrine-checkout-place').click();
    await page.waitForURL(`**${j.prefix}/checkout/order-confirmed?**`, { timeout: WAIT_MS });
    t.equal(await page.locator('html').getAttribute('lang'), j.tag, 'the confirmation is in the page’s language');
    const link = page.locator('a.vitrine-order-download');
    t.equal((await link.textContent({ timeout: WAIT_MS }))?.trim(), text.download);
    t.same(await journeyViolations(t, site, page, j.js), [], 'no axe violation on the confirmation');
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: WAIT_MS }), link.click()]);
    t.equal(download.suggestedFilename(), 'recipe-cards.pdf', 'the file comes as an attachment');
    // Read through the download's stream: the runner's shared browser is remote, where path() is not available.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    t.equal(Buffer.concat(chunks).subarray(0, 5).toString('latin1'), '%PDF-', 'and arrives whole: a PDF');
    t.same(errors, [], 'no script error');
  });
}
