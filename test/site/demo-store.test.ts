/**
 * The demo store (templates/ + fixtures/demo-store): every collection list
 * and every item renders through the engine with the site renderer's page
 * context and no engine errors, and the markup a shopper relies on is there:
 * prices, islands with JSON props, sold-out and sale marks, subscription
 * captions, gift card values, event dates, blog meta, both gallery designs,
 * and the French pages in French.
 */
import t, { type Test } from 'tap';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Engine } from '../../engine/index.js';
import { loadContent } from '../../site/content/load-content.js';
import { SiteIndex } from '../../site/content/site-index.js';
import type { CollectionContent, ItemContent, Json } from '../../site/content/types.js';
import { buildNavigation } from '../../site/context/navigation.js';
import { buildPageContext } from '../../site/context/page-context.js';
import type { Route } from '../../site/routing/resolve-route.js';
import { SYSTEM_PARTIALS } from '../../site/render/system-partials.js';
import { CART_PILL_MARKER, CART_PILL_TEMPLATE, pillContext } from '../../site/render/cart-pill.js';
import { loadTheme } from '../../site/theme/load-theme.js';

const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
/** The demo date: 2026-11-23 12:00 in New York. */
const NOW = Date.UTC(2026, 10, 23, 17, 0, 0);
const TAGS_THE_RENDERER_EXPANDS = new Set(['navigation', 'block-field', 'query', 'related', 'script', 'folder-navigation', 'category']);

const contentResult = loadContent(root('fixtures/demo-store'));
const themeResult = loadTheme(root('templates'));
if (!contentResult.ok || !themeResult.ok) throw new Error(JSON.stringify([contentResult.diagnostics, themeResult.diagnostics]));
const content = contentResult.content;
const theme = themeResult.theme;
const index = new SiteIndex(content);
const engine = new Engine();
/** The theme's blocks over the platform's system partials, as the renderer passes them. */
const partials: Record<string, string> = { ...SYSTEM_PARTIALS, ...Object.fromEntries([...theme.blocks].map(([name, file]) => [name, file.text])) };

const languageOf = (c: CollectionContent) => (typeof c.language === 'string' ? c.language : 'en-US');
const stringsFor = (lang: string): Json => ({ ...(theme.strings.get('en-US') ?? {}), ...(lang === 'en-US' ? {} : theme.strings.get(lang)), ...content.localizedStrings });

function contextFor(route: Route, lang: string, query: Record<string, string> = {}): Json {
  const ctx = buildPageContext(index, route, { query, now: NOW, localizedStrings: stringsFor(lang) });
  // What the renderer does for a page in another language: the website speaks it.
  if (lang !== 'en-US') ctx.website = { ...(ctx.website as Json), language: lang };
  return ctx;
}

function render(source: string, ctx: Json, lang: string, file: string) {
  const template = engine.compile(source, file);
  const result = template.render(ctx, { partials, now: NOW, locale: lang, timeZone: 'America/New_York' });
  return { html: result.html, errors: [...template.errors, ...result.errors] };
}

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Every island of the page: its widget name and its parsed props. */
function islands(html: string): { widget: string; props: Json }[] {
  const out: { widget: string; props: Json }[] = [];
  for (const m of html.matchAll(/data-widget="([^"]+)" data-props="([^"]*)"/g)) out.push({ widget: m[1]!, props: JSON.parse(decode(m[2]!)) as Json });
  return out;
}

function checkClean(t: Test, html: string, what: string): void {
  t.notMatch(html, /\{squarespace/, `${what}: no system placeholder left`);
  for (const m of html.matchAll(/<\/?squarespace:([a-z-]+)/g)) t.ok(TAGS_THE_RENDERER_EXPANDS.has(m[1]!), `${what}: <squarespace:${m[1]}> is a platform tag`);
  t.equal(html.match(/data-widget=/g)?.length ?? 0, islands(html).length, `${what}: every island has JSON props`);
}

type Rendered = { html: string; collection: CollectionContent; item?: ItemContent };
const lists = new Map<string, Rendered>();
const items = new Map<string, Rendered>();

t.test('every collection list and item renders with no engine errors', async (t) => {
  let views = 0;
  for (const c of content.collections) {
    const type = theme.collections.get(c.typeName);
    const lang = languageOf(c);
    if (type?.list) {
      const r = render(type.list.text, contextFor({ kind: 'collection', collection: c, pageType: 50 }, lang), lang, type.list.path);
      t.same(r.errors, [], `${c.urlId} list`);
      checkClean(t, r.html, `${c.urlId} list`);
      lists.set(c.urlId, { html: r.html, collection: c });
      views++;
    }
    if (type?.item) {
      for (const item of c.items ?? []) {
        const r = render(type.item.text, contextFor({ kind: 'item', collection: c, item, pageType: 50 }, lang), lang, type.item.path);
        t.same(r.errors, [], `${c.urlId}/${item.urlId}`);
        checkClean(t, r.html, `${c.urlId}/${item.urlId}`);
        t.match(r.html, `id="item-${item.id}"`, `${c.urlId}/${item.urlId} shows the item`);
        items.set(`${c.urlId}/${item.urlId}`, { html: r.html, collection: c, item });
        views++;
      }
    }
  }
  for (const [name, page] of theme.pages) {
    const c = index.byUrlId.get(name) ?? ({ id: name, urlId: name, typeName: name } as CollectionContent);
    const r = render(page.page.text, contextFor({ kind: 'collection', collection: c, pageType: 2 }, 'en-US', {}), 'en-US', page.page.path);
    t.same(r.errors, [], `pages/${name}.page`);
    checkClean(t, r.html, `pages/${name}.page`);
  }
  t.ok(views >= 50, `${views} views rendered`);
  t.ok(lists.has('shop') && lists.has('journal') && lists.has('events') && lists.has('gallery') && lists.has('lookbook') && lists.has('boutique'));
});

t.test('the catalogue covers every product type and state', async (t) => {
  const shop = index.byUrlId.get('shop')!;
  const products = shop.items ?? [];
  t.ok(products.length >= 24, `${products.length} products`);
  const sc = (i: ItemContent) => i.structuredContent as Json;
  const types = new Set(products.map((i) => sc(i).productType));
  t.same([...types].sort(), [1, 2, 3, 4]);
  const plans = products.filter((i) => sc(i).isSubscribable).map((i) => sc(i).subscriptionPlan as { billingPeriod: { unit: string }; numBillingCycles: number });
  t.same([...new Set(plans.map((p) => p.billingPeriod.unit))].sort(), ['MONTH', 'WEEK', 'YEAR']);
  t.ok(plans.some((p) => p.numBillingCycles === 0) && plans.some((p) => p.numBillingCycles > 0), 'limited and unlimited cycles');
  for (const i of products) {
    t.ok(i.systemDataId && i.mainImage && i.originalSize === '1500x1000', `${i.urlId} has a main image`);
    const file = root(`templates${String(i.assetUrl)}`);
    t.ok(existsSync(file), `${i.assetUrl} exists`);
  }
});

t.test('product list: prices, marks and add-to-cart islands', async (t) => {
  const html = lists.get('shop')!.html;
  t.match(html, '<div class="product-price">', 'price blocks');
  t.match(html, '$38.00', 'CLDR money with the dollar sign');
  t.match(html, 'from $24.00', 'varied prices');
  t.match(html, '<div class="product-mark sold-out">sold out</div>', 'sold-out label');
  t.match(html, '<div class="product-mark sale">sale</div>', 'sale label');
  const add = islands(html).filter((i) => i.widget === 'add-to-cart');
  t.ok(add.length > 0, 'add-to-cart islands on the listing');
  for (const { props } of add) {
    t.type(props.itemId, 'string');
    t.type(props.productType, 'number');
    t.ok(Array.isArray(props.variants) && (props.variants as Json[]).every((v) => typeof v.price === 'number' && typeof v.qtyInStock === 'number'), 'variants with cents and stock');
  }
  t.match(html, 'class="pagination"', 'twelve per page, so a next page link');
  const page2 = render(theme.collections.get('products')!.list!.text, contextFor({ kind: 'collection', collection: index.byUrlId.get('shop')!, pageType: 50 }, 'en-US', { offset: '24' }), 'en-US', 'products.list');
  t.same(page2.errors, []);
  t.match(page2.html, 'Gift Card', 'the last page holds the gift card');
});

t.test('product pages', async (t) => {
  const page = (slug: string) => items.get(`shop/${slug}`)!.html;
  const widgets = (slug: string) => islands(page(slug));
  const names = (slug: string) => widgets(slug).map((w) => w.widget);

  t.same(names('stoneware-mug'), ['product-price', 'instalment-pill', 'variant-select', 'quantity-input', 'add-to-cart'], 'physical with variants: the price follows the variant');
  t.match(page('stoneware-mug'), '<select aria-label="Select Size"');
  const mug = widgets('stoneware-mug').find((w) => w.widget === 'add-to-cart')!.props;
  t.same((mug.variants as Json[]).map((v) => v.price), [2400, 2800], 'variant prices in cents');
  t.equal(mug.currency, 'USD');
  t.same(names('nesting-bowls').slice(2, 3), ['variant-select'], 'two options');
  t.match(page('nesting-bowls'), 'data-variant-option-name="Glaze"');

  t.match(page('ceramic-vase'), 'sold out', 'sold out');
  t.same(names('ceramic-vase'), ['restock'], 'only the restock island when sold out');
  t.match(page('ceramic-vase'), 'Get an email when this is back in stock.');
  t.match(page('glass-carafe'), '<div class="product-mark sold-out">Back in January</div>', 'custom sold-out text');
  t.match(page('linen-napkins'), 'product-restock-notification', 'every variant sold out');

  t.match(page('wool-throw'), '<div class="product-mark sale">sale</div>');
  t.match(page('wool-throw'), '$112.00', 'sale price');
  t.match(page('wool-throw'), '$140.00', 'original price');
  t.match(page('brass-candle-holder'), 'Only 3 left in stock!', 'scarcity text');
  t.match(page('beeswax-candles'), 'Add to Basket', 'custom button text');
  const napkins = widgets('monogram-napkins').find((w) => w.widget === 'add-to-cart')!.props;
  t.equal((napkins.additionalFieldsForm as Json).name, 'Monogram details', 'additional-fields form in the props');
  t.match(page('monogram-napkins'), 'use-form', 'the button opens the form');

  t.same(names('recipe-cards'), ['add-to-cart'], 'digital: no quantity, no variants, no instalments');
  t.match(page('glazing-guide'), '$11.00', 'digital sale price');
  t.same(names('pottery-lesson'), ['quantity-input', 'add-to-cart'], 'service with multiple quantities');
  t.match(page('pottery-lesson'), 'product-quantity-input');
  t.notMatch(page('table-consultation'), 'product-quantity-input', 'service with a single place: no quantity input');

  t.match(page('coffee-subscription'), 'every week', 'weekly subscription caption');
  t.match(page('coffee-subscription'), '>Subscribe<', 'subscribe label');
  t.match(page('flower-delivery'), 'every month for 6 months');
  t.match(page('candle-club'), 'every year');
  t.match(page('seasonal-box'), 'every month for 1 year');
  t.match(page('tea-sampler'), 'every 2 weeks for 1 year');
  t.notMatch(page('coffee-subscription'), 'instalment-pill', 'no instalments for subscriptions');

  for (const v of ['$25.00', '$50.00', '$100.00', '$200.00']) t.match(page('gift-card'), `<li class="gift-card-value">${v}</li>`, `gift card ${v}`);
  t.match(page('gift-card'), 'Select Value', 'gift card value select');
});

t.test('events: upcoming and past around the demo date, calendar and map links', async (t) => {
  const html = lists.get('events')!.html;
  const upcoming = html.indexOf('events-upcoming');
  const past = html.indexOf('events-past');
  t.ok(upcoming >= 0 && past > upcoming);
  t.ok(html.indexOf('Winter Market') < past && html.indexOf('Glaze Night') > past, 'Winter Market upcoming, Glaze Night past');
  t.ok(html.indexOf('Holiday Open House') > html.indexOf('Winter Market'), 'upcoming in date order');
  t.match(html, 'Sunday, December 13, 2026');
  // 5 to 9 PM in New York ends on the next UTC day: still one date, in the site's time zone.
  t.match(html, /Friday, December 18, 2026<\/time>, 5:00\sPM – 9:00\sPM/, 'an evening event is one date');
  t.match(html, /Thursday, November 12, 2026<\/time>, 6:30\sPM – 9:00\sPM/, 'so is Glaze Night');
  const item = items.get('events/winter-market')!.html;
  t.match(item, 'http://www.google.com/calendar/event?action=TEMPLATE&amp;text=Winter%20Market&amp;dates=20261213T140000Z/20261213T190000Z');
  t.match(item, 'https://www.google.com/maps/search/?api=1&amp;query=42.2487,-73.7857');
  t.match(item, '9:00');
});

t.test('journal: meta and share buttons; no like heart or comment count the site cannot serve (issue 17)', async (t) => {
  const html = lists.get('journal')!.html;
  t.match(html, 'By <a href="/journal?author=author-maya">Maya Lind</a>');
  t.notMatch(html, /\d+ Comments/, 'no comment count without comments to show');
  t.match(html, 'November 20, 2026');
  t.match(html, 'about 3 days ago');
  t.notMatch(html, 'data-like-count', 'no like heart that does nothing');
  t.match(html, 'href="/journal?offset=5"', 'five posts per page');
  const post = items.get('journal/caring-for-wood')!.html;
  t.match(post, 'squarespace-social-buttons');
  t.notMatch(post, 'squarespace-comments', 'no empty comment section');
  t.match(post, '#wood');
});

t.test('galleries: grid and slideshow designs from the collection options', async (t) => {
  const grid = lists.get('gallery')!.html;
  t.match(grid, 'gallery-grid gallery-grid--meta-hover gallery-grid--lightbox');
  t.match(grid, '--gallery-columns: 3');
  t.match(grid, 'href="/journal/market-day"', 'clickthrough URL');
  const slideshow = lists.get('lookbook')!.html;
  t.match(slideshow, 'gallery-slideshow gallery-slideshow--crop gallery-slideshow--center');
  t.match(slideshow, 'gallery-slideshow__thumbs');
  const show = islands(slideshow).find((i) => i.widget === 'slideshow')!;
  t.equal(show.props.autoplay, true);
});

t.test('French pages speak French', async (t) => {
  const html = lists.get('boutique')!.html;
  t.match(html, 'Ajouter au panier');
  t.match(html, '24,00\u00a0$', 'money in the French locale');
  const coffee = items.get('boutique/coffee-subscription')!.html;
  t.match(coffee, 'chaque semaine');
  t.match(coffee, 'S’abonner');
  t.match(items.get('boutique/gift-card')!.html, 'Choisir un montant');
  t.match(lists.get('carnet')!.html, 'novembre 2026', 'French dates');
});

t.test('navigation, layout regions and block overrides', async (t) => {
  const ctx = contextFor({ kind: 'collection', collection: index.byUrlId.get('gallery')!, pageType: 50 }, 'en-US');
  const main = render(partials['main-nav.block']!, buildNavigation(index, 'mainNav', index.byUrlId.get('gallery')!)!, 'en-US', 'main-nav.block');
  t.same(main.errors, []);
  t.match(main.html, 'main-nav__item--folder is-active', 'the folder holding the page is active');
  t.match(main.html, '<li class="main-nav__subitem is-active"><a href="/gallery" aria-current="page">Gallery</a></li>');
  const footer = render(partials['footer-nav.block']!, buildNavigation(index, 'footerNav', null)!, 'en-US', 'footer-nav.block');
  t.same(footer.errors, []);
  t.match(footer.html, '<a href="https://www.instagram.com/hearthandclay" target="_blank" rel="noopener">Instagram</a>');
  t.match(footer.html, '<span class="footer-nav__heading">Help</span>');

  const system = { 'squarespace-headers': '<title>x</title>', 'squarespace-footers': '', squarespace: { 'page-classes': 'a b', 'page-id': 'collection-gallery', 'main-content': '<p>MAIN</p>' } };
  for (const layout of theme.conf.layouts) {
    const source = layout.regions.map((r) => theme.regions.get(r)!.text).join('');
    const r = render(source, { ...ctx, ...system }, 'en-US', layout.key);
    t.same(r.errors, [], `layout ${layout.key}`);
    t.match(r.html, '<body class="a b"');
    t.match(r.html, '<p>MAIN</p>');
    t.match(r.html, '<squarespace:navigation navigationId="mainNav" template="main-nav" />');
    // The header applies the platform's pill: a marker the renderer fills with the visitor's pill.
    t.ok(r.html.includes(CART_PILL_MARKER), 'the cart pill is the platform marker');
    const filled = render(CART_PILL_TEMPLATE, pillContext(ctx, undefined), 'en-US', 'cart pill');
    t.same(filled.errors, []);
    const pill = islands(filled.html).find((i) => i.widget === 'cart-pill')!;
    t.same(pill.props, { cartUrl: '/cart', totalQuantity: 0, subtotalCents: 0, currency: 'USD', label: 'Cart' });
    t.match(r.html, 'href="/fr/" hreflang="fr-FR"', 'language switcher');
  }

  t.equal(theme.blockTypeOverrides.get('form'), 'form.block');
  const form = (content.blockFields.contactBlocks as { rows: { columns: { blocks: Json[] }[] }[] }).rows[0]!.columns[1]!.blocks[0]!;
  const r = render(partials['form.block']!, form, 'en-US', 'form.block');
  t.same(r.errors, []);
  const island = islands(r.html)[0]!;
  t.equal(island.widget, 'form');
  t.equal((island.props.fields as Json[]).length, 4);
  t.match(r.html, '<textarea class="form-field__input" id="field-form-contact-message" name="f.message" aria-required="true">', 'a plain form that posts without JavaScript (docs/forms.md)');
});

t.test('the fixture: pages, languages, images', async (t) => {
  t.equal(index.homepage?.urlId, 'home');
  t.equal(index.byUrlId.get('members')!.memberOnly, true);
  t.equal(index.byUrlId.get('private-sale')!.passwordProtected, true);
  const languages = (content.website.languages as Json[]).map((l) => l.languageTag);
  t.same(languages, ['en-US', 'fr-FR']);
  t.ok(content.navigations['mainNav:fr-FR'] && content.blockFields['footerBlocks:fr-FR']);
  t.equal((content.websiteSettings.storeSettings as Json).defaultCurrency, 'USD');
  let bytes = 0;
  for (const a of theme.assets) bytes += statSync(root(`templates/assets/${a}`)).size;
  t.ok(bytes < 6e6, `assets ${bytes} bytes`);
});
