// The demo store's pages as issue 17 wants them, rendered by the site
// renderer: the product context carries instalment and merchandising data
// to the islands, cards have their add button and Quick View, the language
// switcher keeps the page, search stays in the language, the cart page has a
// heading and the 404 page says what happened.
import t from 'tap';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../site/load-site.js';

const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
const site = await loadSite(root('templates'), root('fixtures/demo-store'), { now: () => Date.UTC(2026, 10, 23, 15) });
const render = (path: string) => site.renderer.render(path);
const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'");
/** The props of the first island named `widget` inside `html`. */
const propsOf = (html: string, widget: string) => {
  const m = new RegExp(`data-widget="${widget}" data-props="([^"]*)"`).exec(html);
  return m ? JSON.parse(decode(m[1]!)) : undefined;
};

t.test('the product page hands the islands the instalment and merchandising contexts', async (t) => {
  const mug = render('/shop/stoneware-mug').html;
  const pill = propsOf(mug, 'instalment-pill');
  t.same(pill.instalment, { afterPayAvailable: true, afterPayMin: 3500, afterPayMax: 200000, shopperLanguage: 'en-US', stripeAccountCountry: 'US' });
  t.equal(propsOf(mug, 'product-price').variants.length, 2, 'the price island knows the variants');
  const holder = render('/shop/brass-candle-holder').html;
  t.match(propsOf(holder, 'product-scarcity').merchandising, { scarcityEnabled: true, scarcityText: 'Only {qtyInStock} left in stock!' });
  t.notMatch(mug, 'data-widget="product-scarcity"', 'no scarcity island without scarcity');
});

t.test('cards show the add button (options and sold out too) and Quick View', async (t) => {
  const shop = render('/shop').html;
  const cards = shop.split('<article class="product-card').slice(1);
  t.ok(cards.length > 10);
  t.ok(cards.every((c) => c.includes('data-widget="add-to-cart"') && c.includes('data-widget="quick-view"')), 'every card');
  t.notMatch(shop, 'product-card__choose', 'no "Choose options" link');
  t.match(shop, /<a class="product-card__quick-view" href="\/shop\/linen-apron">Quick View<\/a>/, 'without JavaScript, Quick View is a link');
});

t.test('the language switcher keeps the page; search stays in the language', async (t) => {
  t.match(render('/shop/stoneware-mug').html, /<a href="\/fr\/boutique\/stoneware-mug" hreflang="fr-FR"/);
  t.match(render('/fr/boutique').html, /<a href="\/shop" hreflang="en-US"/);
  t.match(render('/fr/cart').html, /<a href="\/cart" hreflang="en-US"/, 'the cart page too');
  t.match(render('/fr/').html, /<form class="header-search" action="\/fr\/search"/);
  t.match(render('/').html, /<form class="header-search" action="\/search"/);
});

t.test('the cart page has a heading; the pill is absent until there is something in the cart', async (t) => {
  t.match(render('/cart').html, /<h1 class="vitrine-cart-page__title">Cart<\/h1>/);
  t.match(render('/fr/cart').html, /<h1 class="vitrine-cart-page__title">Panier<\/h1>/);
  t.match(render('/').html, /<a class="cart-pill" href="\/cart" hidden/);
});

t.test('the 404 page: its title, a message, a search and a way back, in the language', async (t) => {
  const en = render('/no-such-page');
  t.equal(en.status, 404);
  t.match(en.html, /<title>Page not found — Hearth &amp; Clay<\/title>/);
  t.match(en.html, /Sorry, we couldn’t find the page/);
  t.match(en.html, /<form class="vitrine-not-found__search" method="get" action="\/search" role="search"/);
  const fr = render('/fr/nulle-part');
  t.match(fr.html, /<title>Page introuvable — /);
  t.match(fr.html, /action="\/fr\/search"/);
});
