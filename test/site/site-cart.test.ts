// Site pages and the cart: the page context carries the visitor's cart
// summary (the pill) and, on /cart, the whole cart (entries and subtotal
// without JavaScript); pages set the crumb cookie; the shopper widgets'
// settings script; the anonymous page cache leaves cart pages alone.
import t from 'tap';
import { commerceApp, fixtureWithStoreSettings, freshDatabase, Shopper, STORE_FIXTURE } from '../commerce/helpers.js';
import Fastify from 'fastify';
import { fileURLToPath } from 'node:url';
import { cartPageData, siteRoutes } from '../../server/site-http/site-routes.js';
import { loadSite } from '../../site/load-site.js';
import { INTL_WARM_WORKER_PATH } from '../../editor/money-texts.js';

/** The data-props JSON of the first island named `widget`. */
function propsOf(html: string, widget: string): unknown {
  const m = new RegExp(`data-widget="${widget}" data-props="([^"]*)"`).exec(html);
  if (!m) return undefined;
  const text = m[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  return text === '' ? '' : JSON.parse(text);
}

function settingsOf(html: string): unknown {
  // Inline scripts carry the page's CSP nonce, so the attributes are matched loosely.
  const m = /<script[^>]* id="vitrine-commerce"[^>]*>([^<]*)<\/script>/.exec(html);
  return m ? JSON.parse(m[1]!) : undefined;
}

t.test('pages: the crumb cookie, the pill summary, the cart page with entries and subtotal', async (t) => {
  const database = await freshDatabase(t, 'sqlite');
  const { app } = await commerceApp(t, database!, { content: STORE_FIXTURE });
  const shopper = new Shopper(app);

  const first = await shopper.request('GET', '/shop');
  t.equal(first.statusCode, 200);
  t.match(shopper.cookies.crumb, /^[0-9a-z]+\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}$/, 'the page sets the crumb cookie');
  t.match(propsOf(first.body, 'cart-pill'), { totalQuantity: 0, subtotalCents: 0 });
  const emptyCart = await shopper.request('GET', '/cart');
  t.match(emptyCart.body, /<p class="vitrine-cart-empty">You have nothing in your shopping cart\.<\/p>/);

  // The first add works with the page's crumb alone (no cart read first).
  const add = await shopper.add('mug', 'MUG-S', 2);
  t.equal(add.statusCode, 200, 'the crumb from the page is accepted');
  t.equal((await shopper.add('sale-board', null, 1)).statusCode, 200);

  const page = await shopper.request('GET', '/shop');
  t.match(propsOf(page.body, 'cart-pill'), { totalQuantity: 3, subtotalCents: 2 * 2400 + 1500 }, 'the pill has the cart summary');
  t.match(page.body, /<span class="cart-pill__count">3<\/span>/, 'the count without JavaScript');
  t.notMatch(page.body, /vitrine-cart-entry/, 'other pages get the summary, not the entries');

  const cart = await shopper.request('GET', '/cart');
  t.equal(cart.statusCode, 200);
  t.match(cart.body, /<span class="vitrine-cart-entry__title"><a href="\/[^"]+">Mug<\/a><\/span><span class="vitrine-cart-entry__variant">Size: Small<\/span><form class="vitrine-cart-entry__quantity-form" method="post"[^>]*>[\s\S]*?required value="2"[\s\S]*?<\/form>\s*<form class="vitrine-cart-entry__remove-form"[\s\S]*?<\/form><span class="vitrine-cart-entry__price">\$48\.00<\/span>/);
  t.match(cart.body, /<span class="vitrine-cart-entry__title"><a href="\/[^"]+">Sale Board<\/a><\/span><form class="vitrine-cart-entry__quantity-form" method="post"[^>]*>[\s\S]*?required value="1"[\s\S]*?<\/form>\s*<form class="vitrine-cart-entry__remove-form"[\s\S]*?<\/form><span class="vitrine-cart-entry__price">\$15\.00<\/span>/);
  t.match(cart.body, /<span class="vitrine-cart-subtotal__amount">\$63\.00<\/span>/);
  t.match(cart.body, /<a class="vitrine-cart-checkout sqs-button-element--primary" href="\/checkout">Checkout<\/a>/, 'a plain link to checkout, without JavaScript too');
  t.notMatch(cart.body, /vitrine-cart-minimum/, 'no minimum set: no minimum text');
  const props = propsOf(cart.body, 'cart-page') as { entries: { title: string; quantity: number }[]; subtotalCents: number };
  t.match(props, { totalQuantity: 3, subtotalCents: 6300 }, 'the cart-page island gets the whole cart');
  t.same(props.entries.map((e) => [e.title, e.quantity]), [['Mug', 2], ['Sale Board', 1]]);
  t.same((props as unknown as { moneyTexts: unknown }).moneyTexts, { locale: 'en-US', texts: { 'USD|4800': '$48.00', 'USD|1500': '$15.00', 'USD|6300': '$63.00' } }, "the island's first amounts, formatted as the page shows them (issue 41)");
  const worker = await app.inject({ url: INTL_WARM_WORKER_PATH });
  t.equal(worker.statusCode, 200, 'the worker that loads ICU off the main thread');
  t.match(worker.headers['content-type'], 'text/javascript');
  t.match(worker.body, "new Intl.NumberFormat(e.data.locale, { style: 'currency', currency: e.data.currency })");

  // Emptied: the empty text again.
  for (const e of props.entries as unknown as { id: string }[]) {
    t.equal((await shopper.request('DELETE', `/api/commerce/shopping-cart/entries/${e.id}`)).statusCode, 200);
  }
  t.match((await shopper.request('GET', '/cart')).body, /You have nothing in your shopping cart\./);
  t.match(propsOf((await shopper.request('GET', '/shop')).body, 'cart-pill'), { totalQuantity: 0 });

  // Another visitor's cart cookie that names no cart: the empty cart, no error.
  const stranger = await app.inject({ url: '/cart', cookies: { CART: 'f'.repeat(24) } });
  t.equal(stranger.statusCode, 200);
  t.match(stranger.body, /You have nothing in your shopping cart\./);
});

t.test('the cart page without JavaScript says when the subtotal is under the store minimum', async (t) => {
  const content = fixtureWithStoreSettings(t, { minimumSubtotalCents: 5000 });
  const { app } = await commerceApp(t, (await freshDatabase(t, 'sqlite'))!, { content });
  const shopper = new Shopper(app);
  await shopper.request('GET', '/shop');
  t.equal((await shopper.add('mug', 'MUG-S', 1)).statusCode, 200);
  const under = (await shopper.request('GET', '/cart')).body;
  t.match(under, /<p class="vitrine-cart-minimum">To check out, your order subtotal must be \$50\.00 or more\.<\/p>\s*<a class="vitrine-cart-checkout[^"]*" href="\/checkout">/, 'the SPEC text before the checkout link');
  t.equal((await shopper.add('mug', 'MUG-S', 2)).statusCode, 200);
  const over = (await shopper.request('GET', '/cart')).body;
  t.match(over, /vitrine-cart-subtotal__amount">\$72\.00</, 'three mugs');
  t.notMatch(over, /vitrine-cart-minimum/, 'at or over the minimum: no text');
});

t.test('the shopper widgets read the store settings from the page', async (t) => {
  const database = await freshDatabase(t, 'sqlite');
  const plain = await commerceApp(t, database!, { content: STORE_FIXTURE });
  t.same(settingsOf((await plain.app.inject('/shop')).body), {
    expressCheckout: false,
    customCart: false,
    multipleQuantityAllowedForServices: true,
    currency: 'USD',
    locale: 'en-US',
  });
  const content = fixtureWithStoreSettings(t, { defaultCurrency: 'EUR', expressCheckout: true, customCart: true, multipleQuantityAllowedForServices: false, minimumSubtotalCents: 2500 });
  const other = await commerceApp(t, (await freshDatabase(t, 'sqlite'))!, { content });
  t.match(settingsOf((await other.app.inject('/shop')).body), {
    expressCheckout: true,
    customCart: true,
    multipleQuantityAllowedForServices: false,
    minimumSubtotalCents: 2500,
    currency: 'EUR',
  });
});

t.test('the anonymous page cache: a crumb alone is still anonymous, a cart never is', async (t) => {
  const database = await freshDatabase(t, 'sqlite');
  const { app } = await commerceApp(t, database!, { content: STORE_FIXTURE });
  t.equal(app.vitrine.config.pageCacheMs > 0, true, 'the default config keeps anonymous pages');
  const a = new Shopper(app);
  await a.request('GET', '/shop');
  t.equal((await a.add('sale-board', null, 1)).statusCode, 200);
  const withCart = await a.request('GET', '/shop');
  t.match(propsOf(withCart.body, 'cart-pill'), { totalQuantity: 1 }, 'the cart page is fresh, not the kept anonymous one');
  const b = new Shopper(app);
  const anonymous = await b.request('GET', '/shop');
  t.match(propsOf(anonymous.body, 'cart-pill'), { totalQuantity: 0 }, 'nobody else sees that cart');
  t.ok(b.cookies.crumb, 'a kept page still comes with a crumb cookie');
});

t.test('the page cache with commerce: renders counted', async (t) => {
  // The demo store: its header applies the platform's cart pill.
  const dir = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
  const site = await loadSite(dir('templates'), dir('fixtures/demo-store'), { now: () => Date.UTC(2026, 10, 23) });
  let renders = 0;
  let lastCart: unknown;
  const render = site.renderer.render.bind(site.renderer);
  site.renderer.render = (...args) => {
    renders++;
    lastCart = args[4]?.shoppingCart;
    return render(...args);
  };
  const carts: string[] = [];
  const commerce = {
    // Cart b holds 5, any other 2.
    cartSummary: async (req: { headers: { cookie?: string } }) => (carts.push('summary'), { id: 'c', totalQuantity: req.headers.cookie?.includes('b'.repeat(24)) ? 5 : 2, subtotalCents: 500 }),
    cartOf: async () => (carts.push('cart'), { id: 'c', entries: [], subtotalAmount: { value: '0.00', currency: 'USD' } }),
  };
  const app = Fastify();
  await app.register(siteRoutes, { site, pageCacheMs: 60_000, commerce });
  t.teardown(() => app.close());
  const first = await app.inject('/journal');
  t.match(String(first.headers['set-cookie']), /^crumb=[A-Za-z0-9_.-]+;.* Path=\/;.* SameSite=Lax$/);
  await app.inject({ url: '/journal', headers: { cookie: 'crumb=abcdefghijklmnopqrstuvwx' } });
  t.equal(renders, 1, 'a visitor with only a crumb gets the kept page');
  t.same(carts, [], 'no cart is read without a cart cookie');
  const withA = await app.inject({ url: '/journal', headers: { cookie: `crumb=abcdefghijklmnopqrstuvwx; CART=${'a'.repeat(24)}` } });
  t.equal(renders, 1, 'a visitor with a cart shares the kept page: their pill is spliced in');
  t.match(withA.body, /<span class="cart-pill__count">2<\/span>/, 'with their own cart');
  t.equal(withA.headers['cache-control'], 'private, no-store', 'and no other cache keeps it');
  await app.inject({ url: '/cart', headers: { cookie: `CART=${'a'.repeat(24)}` } });
  t.equal(renders, 3, 'the cart page reads the cart itself: rendered shared once (which says so), then for this cart');
  t.same(carts, ['summary', 'cart'], 'the summary on a page, the whole cart on /cart');
  await app.inject({ url: '/cart', headers: { cookie: `CART=${'a'.repeat(24)}` } });
  t.equal(renders, 3, 'the same cart state reuses its cart page');
  const withB = await app.inject({ url: '/journal', headers: { cookie: `CART=${'b'.repeat(24)}` } });
  t.equal(renders, 3, 'another cart on a page that does not read it: no render');
  t.match(withB.body, /<span class="cart-pill__count">5<\/span>/, 'its own pill');
  t.notMatch(withB.body, /<span class="cart-pill__count">2<\/span>/, 'never the other cart');
  await app.inject({ url: '/cart', headers: { cookie: `CART=${'b'.repeat(24)}` } });
  t.equal(renders, 3, 'a cart of the same contents (this stub has one) reuses that cart page: the key is the state, not the id');
  t.match(lastCart, { entries: [] }, 'the cart page was rendered with the whole cart');
  const failing = Fastify();
  await failing.register(siteRoutes, { site, commerce: { cartSummary: async () => Promise.reject(new Error('store down')), cartOf: async () => ({}) } });
  t.teardown(() => failing.close());
  t.equal((await failing.inject({ url: '/journal', headers: { cookie: `CART=${'a'.repeat(24)}` } })).statusCode, 200, 'a store failure leaves the page without its cart');
});

t.test('cartPageData: line totals as money nodes and the options as text', async (t) => {
  const data = cartPageData({
    subtotalAmount: { value: '10.00', currency: 'EUR' },
    entries: [
      { title: 'A', subTotal: 1050, chosenVariant: { sku: 'A-1', attributes: { Size: 'Small', Glaze: 'Chalk' } } },
      { title: 'B', subTotal: 5, chosenVariant: { sku: 'B', attributes: {} } },
    ],
  });
  t.same(data.entries, [
    { title: 'A', subTotal: 1050, chosenVariant: { sku: 'A-1', attributes: { Size: 'Small', Glaze: 'Chalk' } }, subTotalAmount: { value: '10.50', currency: 'EUR' }, variantText: 'Size: Small, Glaze: Chalk' },
    { title: 'B', subTotal: 5, chosenVariant: { sku: 'B', attributes: {} }, subTotalAmount: { value: '0.05', currency: 'EUR' }, variantText: '' },
  ]);  const fr = cartPageData({ entries: [{ title: 'T', chosenVariant: { sku: 'T-1', attributes: { Taille: '25 cl', Émail: 'Craie' } } }] }, {}, 'fr-FR');
  t.equal(data.moneyTexts, undefined, 'no language: no formatted amounts');
  const en = cartPageData({ subtotalAmount: { value: '10.55', currency: 'EUR' }, subtotalCents: 1055, entries: [{ title: 'A', subTotal: 1050 }, { title: 'B', quantity: 1, purchasePriceCents: 5 }] }, {}, 'en-US');
  t.same(en.moneyTexts, { locale: 'en-US', texts: { 'EUR|1050': '€10.50', 'EUR|5': '€0.05', 'EUR|1055': '€10.55' } }, "each line and the subtotal as the cart-page island's first render shows them (issue 41)");
  t.equal((cartPageData({ subtotalAmount: { currency: 'EUR' }, subtotalCents: 1055, entries: [] }, {}, 'fr-FR').moneyTexts as { texts: Record<string, string> }).texts['EUR|1055'], '10,55\u00a0€', 'in the page language');
  t.equal((fr.entries as { variantText: string }[])[0]!.variantText, 'Taille\u00a0: 25 cl, Émail\u00a0: Craie', 'French: a no-break space before each colon');
});
