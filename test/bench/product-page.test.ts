// The product-page benchmark compares like with like: its hand-written
// builder makes the HTML the engine makes, byte for byte, on the store's
// product pages as the site renderer renders them, and on the same pages
// with text that needs escaping and encoding.
import t from 'tap';
import { Engine } from '../../engine/index.js';
import { productPages, productPageHandWritten, PRODUCT_PATHS } from '../../scripts/bench/product-page.js';

const pages = await productPages();
const engine = new Engine();
const render = (p: (typeof pages)[number], context: unknown) => engine.compile(p.source, p.file).render(context, { partials: p.partials, locale: p.locale, now: p.now });

t.test("every product page of the store: the builder's HTML is the site renderer's", async (t) => {
  t.same(pages.map((p) => p.path), PRODUCT_PATHS);
  for (const p of pages) {
    t.equal(productPageHandWritten(p.context, p.locale), p.html, p.path);
    t.equal(render(p, p.context).html, p.html, `${p.path}: the engine renders it again the same`);
  }
});

t.test('text that needs escaping, encoding and localized captions', async (t) => {
  const sencha = pages.find((p) => p.path === '/shop/sencha')!;
  const oolong = pages.find((p) => p.path === '/shop/oolong')!;
  for (const p of [sencha, oolong]) {
    const context = structuredClone(p.context) as { item: Record<string, any>; localizedStrings: Record<string, string> };
    context.item.title = 'Sencha & "Gyokuro" <b>é</b>';
    context.item.categories = ['Green Tea', 'Japan & Co'];
    context.localizedStrings.productPriceFromText = 'dès {fromPrice}';
    context.localizedStrings.productSaleText = 'Soldes';
    for (const v of context.item.structuredContent.variants) if (v.attributes.Size) v.attributes.Size = `${v.attributes.Size} "x" & <y>`;
    const result = render(p, context);
    t.same(result.errors, [], p.path);
    t.equal(productPageHandWritten(context, p.locale), result.html, p.path);
    t.match(result.html, /Sencha &amp; "Gyokuro" &lt;b>|Sencha &amp; &quot;Gyokuro&quot;/, 'the title is escaped');
  }
});
