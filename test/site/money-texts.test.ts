// The amounts the shopper widgets show first, formatted by the server
// (issue 41: a page's first Intl currency format loads ICU's data on the
// main thread): a product page's settings carry its instalment pill's and
// variant prices' texts in the page language, the cart pill's props its
// subtotal's; pages without such widgets carry none.
import t from 'tap';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../site/load-site.js';
import { MONEY_TEXT_VARIANTS, productMoneyAmounts } from '../../site/render/product-money-texts.js';
import { formatMoneyTexts } from '../../editor/money-texts.js';

const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
const site = await loadSite(root('templates'), root('fixtures/demo-store'), { now: () => Date.UTC(2026, 10, 23, 15) });
const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'");
const propsOf = (html: string, widget: string) => {
  const m = new RegExp(`data-widget="${widget}" data-props="([^"]*)"`).exec(html);
  return m ? JSON.parse(decode(m[1]!)) : undefined;
};
const settingsOf = (html: string) => JSON.parse(/<script[^>]* id="vitrine-commerce"[^>]*>([^<]*)<\/script>/.exec(html)![1]!);

t.test("a product page's settings: the instalment pill's and the variants' amounts in the page language", async (t) => {
  const mug = site.renderer.render('/shop/stoneware-mug').html;
  // $24 and $28 variants, instalments from $35: the pill says 'over $35.00' at both, the price island shows either price.
  t.same(settingsOf(mug).moneyTexts, { locale: 'en-US', texts: { 'USD|2400': '$24.00', 'USD|2800': '$28.00', 'USD|3500': '$35.00' } });
  const fr = settingsOf(site.renderer.render('/fr/boutique/stoneware-mug').html).moneyTexts;
  t.equal(fr.locale, 'fr-FR');
  t.same(Object.keys(fr.texts), ['USD|2400', 'USD|2800'], 'no instalments for fr-FR: the prices alone');
  t.equal(fr.texts['USD|2400'], formatMoneyTexts([['USD', 2400]], 'fr-FR').texts['USD|2400'], 'formatted in French');
  t.equal(settingsOf(site.renderer.render('/').html).moneyTexts, undefined, 'not on a page without a product');
  t.equal(settingsOf(site.renderer.render('/shop').html).moneyTexts, undefined, 'nor on a list (its cards format nothing before the shopper acts)');
});

t.test('the amounts, as the widgets compute them', async (t) => {
  const instalment = { afterPayAvailable: true, afterPayMin: 3500, afterPayMax: 200000, shopperLanguage: 'en-US', stripeAccountCountry: 'US' };
  const money = (cents: number, currency = 'USD') => ({ value: (cents / 100).toFixed(2), currency });
  const v = (cents: number, sale?: number) => ({ priceMoney: money(cents), ...(sale ? { onSale: true, salePriceMoney: money(sale) } : {}) });
  const item = (variants: unknown[], over = {}) => ({ instalment, structuredContent: { productType: 1, variants }, ...over });
  t.same(productMoneyAmounts(item([v(8000)]), 'USD'), [['USD', 2000], ['USD', 2000]], 'one variant: no price island; the pill at the from price and the variant');
  t.same(productMoneyAmounts(item([v(4000), v(300000, 6000)]), 'USD'), [['USD', 4000], ['USD', 300000], ['USD', 6000], ['USD', 1000], ['USD', 1000], ['USD', 1500]], 'prices and the sale price, the pill at the current prices');
  t.same(productMoneyAmounts(item([v(4000, 3000), v(5000)], { instalment: { ...instalment, afterPayAvailable: false } }), 'USD'), [['USD', 4000], ['USD', 3000], ['USD', 5000]], 'no instalments: the prices alone');
  t.same(productMoneyAmounts(item([v(4000)], { structuredContent: { productType: 2, variants: [v(4000)] } }), 'USD'), [], 'a digital product: nothing');
  t.same(productMoneyAmounts({ title: 'A post' }, 'USD'), [], 'not a product');
  const many = item(Array.from({ length: MONEY_TEXT_VARIANTS + 10 }, (_, i) => v(10000 + i * 100)));
  t.equal(productMoneyAmounts(many, 'USD').filter(([, c]) => c >= 10000).length, MONEY_TEXT_VARIANTS, 'at most MONEY_TEXT_VARIANTS variants');
});

t.test("the cart pill's props: its subtotal's text when it shows", async (t) => {
  const cart = { totalQuantity: 2, subtotalCents: 4800 };
  t.same(propsOf(site.renderer.render('/', {}, undefined, undefined, { shoppingCart: cart }).html, 'cart-pill').moneyTexts, { locale: 'en-US', texts: { 'USD|4800': '$48.00' } });
  const fr = propsOf(site.renderer.render('/fr/', {}, undefined, undefined, { shoppingCart: cart }).html, 'cart-pill').moneyTexts;
  t.same(fr, formatMoneyTexts([['USD', 4800]], 'fr-FR'), 'in the page language');
  t.equal(propsOf(site.renderer.render('/', {}, undefined, undefined, { shoppingCart: { totalQuantity: 0, subtotalCents: 0 } }).html, 'cart-pill').moneyTexts, undefined, 'an empty cart: the pill is hidden, no text');
});
