// The content blocks through the editor API (SQLite demo store): a page
// saved with all eleven renders each through the theme's block template;
// the product blocks read the store when the page renders (a new price
// shows without saving the page); the newsletter takes a sign-up; every
// block's bad settings answer 400 with its code and every message, in the
// owner's language; blocks naming what the site lacks are refused.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { body, editorApp, owner, visitor } from './helpers.js';
import { EDITOR_ERRORS } from '../../server/editor/index.js';
import { BLOCK_MESSAGES as M } from '../../editor/blocks/index.js';
import { renderPreview } from '../../site/preview/render-preview.js';
import type { PreviewKit } from '../../site/preview/kit.js';
import type { PageLayout } from '../../editor/layout.js';
import { videoLinkMessage as linkMessage } from '../../editor/blocks/video-hosts.js';
const LINK_MESSAGE = linkMessage();

t.setTimeout(180_000);
const app = await editorApp(t);
const admin = await owner(app);

const APRON = '6561f0c202f4100000000001';
const blocks = [
  { id: 'pr1', kind: 'product', span: 4, props: { collection: 'shop', product: APRON } },
  { id: 'pg1', kind: 'products', span: 12, props: { collection: 'shop', count: 3 } },
  { id: 'su1', kind: 'summary', span: 12, props: { collection: 'journal', count: 2, design: 'list' } },
  { id: 'su2', kind: 'summary', span: 12, props: { collection: 'events', count: 1, design: 'grid' } },
  { id: 'su3', kind: 'summary', span: 12, props: { collection: 'journal', count: 3, design: 'wall' } },
  { id: 'su4', kind: 'summary', span: 12, props: { collection: 'journal', count: 3, design: 'carousel' } },
  { id: 'vi1', kind: 'video', span: 6, props: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', poster: '', title: 'Throwing <a> bowl' } },
  { id: 'vi3', kind: 'video', span: 6, props: { url: 'https://vimeo.com/76979871', poster: '/uploads/wheel.jpg?v=1&w=2', title: 'The "wheel"' } },
  { id: 'vi2', kind: 'video', span: 6, props: { url: '/uploads/kiln.mp4', poster: '/uploads/kiln.jpg', title: '' } },
  { id: 'au1', kind: 'audio', span: 12, props: { url: '/uploads/song.mp3', title: 'Kiln song', artist: 'The Potters' } },
  { id: 'nl1', kind: 'newsletter', span: 12, props: { heading: 'Studio news', description: 'One letter a month.', label: 'Your email', button: 'Join', thanks: 'Welcome to the studio!' } },
  { id: 'ma1', kind: 'map', span: 6, props: { address: '12 Clay Lane\nPortland, OR' } },
  { id: 'co1', kind: 'code', span: 6, props: { html: '<p class="owner-code">Open <em>late</em> on Fridays</p>' } },
  { id: 'em1', kind: 'embed', span: 12, props: { code: '<iframe width="100%" height="166" src="https://w.soundcloud.com/player/?url=a&amp;b=1" onload="alert(1)"></iframe>', title: 'Our playlist', height: 166 } },
  { id: 'qu1', kind: 'quote', span: 12, props: { text: 'Make it well,\nthen make it again.', source: 'A <potter>' } },
  { id: 'ac1', kind: 'accordion', span: 12, props: {}, accordion: [{ title: 'Shipping', body: 'Two days.\n\nFree over $50.' }, { title: 'Returns <30 days>', body: '' }] },
];

/** The page saved with the eleven blocks (the preview test renders it again). */
let studio: { id: string; urlId: string } | null = null;
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

async function newPage(title: string) {
  const page = body(await admin.request('POST', '/api/editor/pages', { title })).page;
  const { revision } = body(await admin.request('GET', `/api/editor/pages/${page.id}`));
  return { page, revision };
}

t.test('the block sources: stores with their products, blogs and events pages', async (t) => {
  const res = await admin.request('GET', '/api/editor/block-sources');
  t.equal(res.statusCode, 200);
  const s = body(res);
  const shop = s.stores.find((x: { urlId: string }) => x.urlId === 'shop');
  t.equal(shop.title, 'Shop');
  t.match(shop.products[0], { id: APRON, title: 'Linen Apron' });
  t.notOk(s.stores.some((x: { urlId: string }) => x.urlId === 'boutique'), 'translations are not listed: blocks name the default language');
  t.same(s.feeds.map((f: { urlId: string; typeName: string }) => `${f.urlId}:${f.typeName}`).sort(), ['events:events', 'journal:blog']);
  const shopper = await visitor(app);
  t.equal((await shopper.request('GET', '/api/editor/block-sources')).statusCode, 401, 'owners only');
});

t.test('a page with the eleven blocks renders each through the theme', async (t) => {
  const { page, revision } = await newPage('Studio');
  const saved = await admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Studio', layout: { blocks }, revision });
  t.equal(saved.statusCode, 200, saved.body);
  studio = page;
  t.same(body(saved).layout.blocks.find((b: { id: string }) => b.id === 'ac1').accordion, [{ title: 'Shipping', body: 'Two days.\n\nFree over $50.' }, { title: 'Returns <30 days>', body: '' }]);

  const shopper = await visitor(app);
  const res = await shopper.request('GET', `/${page.urlId}`);
  t.equal(res.statusCode, 200);
  const html = res.body;
  const blockOf = (id: string) => {
    const start = html.indexOf(`id="block-${id}"`);
    t.ok(start > 0, `block ${id} is on the page`);
    const next = html.indexOf('<div class="sqs-block ', start + 10);
    return html.slice(start, next === -1 ? undefined : next);
  };

  t.match(html, /<div class="sqs-block product-block sqs-block-product" data-block-type="43" id="block-pr1">/);
  t.match(blockOf('pr1'), /class="content-product"><article class="product-card[^"]*" id="product-6561f0c202f4100000000001"/, "the product as the store's card");
  t.match(blockOf('pr1'), '$38.00', 'with its price');
  const grid = blockOf('pg1');
  t.match(html, 'data-block-type="55" id="block-pg1"');
  t.equal((grid.match(/class="product-grid__cell"/g) ?? []).length, 3, 'three products');
  t.match(grid, 'Linen Apron');
  t.match(grid, '<a href="/shop">Shop all products</a>');
  const posts = blockOf('su1');
  t.match(html, 'data-block-type="20" id="block-su1"');
  t.match(posts, 'content-summary--list');
  t.equal((posts.match(/<article class="post-card /g) ?? []).length, 2, 'two posts');
  t.match(posts, 'Testing Spring Glazes');
  t.match(posts, '<a href="/journal">See all</a>');
  // The wall: the posts' cards in columns (no grid of rows); the carousel: one named, focusable row with previous and next buttons.
  const wall = blockOf('su3');
  t.match(wall, '<div class="content-summary content-summary--wall"><ul class="content-summary__items"><li><article class="post-card ');
  t.equal((wall.match(/<article class="post-card /g) ?? []).length, 3, 'three posts on the wall');
  const carousel = blockOf('su4');
  t.match(carousel, /<div class="content-summary content-summary--carousel gallery-slideshow"><div class="content-summary__track gallery-slideshow__track" tabindex="0" role="group" aria-label="[^"]+"><ul class="content-summary__items"><li><article class="post-card /);
  t.equal((carousel.match(/<article class="post-card /g) ?? []).length, 3, 'three posts in the carousel');
  t.match(carousel, '<div class="gallery-slideshow__controls" data-widget="slideshow-controls" data-props="{}"></div>', 'its previous and next buttons');
  // The events still to come, soonest first (computed from the fixture, so the test holds on any date).
  const fixtureEvents = JSON.parse(readFileSync(new URL('../../fixtures/demo-store/collections/events.json', import.meta.url), 'utf8')).items as { title: string; startDate: number }[];
  const soonest = fixtureEvents.filter((e) => e.startDate >= Date.now() + 60_000).sort((a, b) => a.startDate - b.startDate)[0];
  const events = blockOf('su2');
  if (soonest) {
    t.equal((events.match(/<article class="event-card /g) ?? []).length, 1, 'one event, as the event card');
    t.match(events, soonest.title, 'the soonest event to come');
    for (const past of fixtureEvents.filter((e) => e.startDate < Date.now() - 60_000)) t.notMatch(events, `>${past.title}<`, `not the past ${past.title}`);
  } else t.match(events, 'Nothing planned right now.', 'no event to come');
  t.match(blockOf('vi1'), '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Throwing &lt;a&gt; bowl" loading="lazy"');
  // With a poster, the frame shows it and a play link first; the player loads when asked.
  const poster = blockOf('vi3');
  t.match(poster, '<iframe src="https://player.vimeo.com/video/76979871" srcdoc="&lt;style&gt;');
  t.match(poster, '&lt;a href=&quot;https://player.vimeo.com/video/76979871?autoplay=1&quot; aria-label=&quot;The &amp;quot;wheel&amp;quot;&quot;&gt;&lt;img src=&quot;/uploads/wheel.jpg?v=1&amp;amp;w=2&quot; alt=&quot;&quot;&gt;', 'escaped for the frame document');
  t.match(poster, 'title="The &quot;wheel&quot;"');
  t.notMatch(blockOf('vi1'), 'srcdoc', 'no poster: the player at once');
  t.match(blockOf('vi2'), '<video class="content-video__player" src="/uploads/kiln.mp4" controls preload="metadata" playsinline poster="/uploads/kiln.jpg">');
  t.match(blockOf('au1'), '<audio class="content-audio__player" src="/uploads/song.mp3" controls preload="none" aria-label="Kiln song">');
  t.match(blockOf('au1'), '<span class="content-audio__artist">The Potters</span>');
  const news = blockOf('nl1');
  t.match(html, 'data-block-type="51" id="block-nl1"');
  t.match(news, '<h2 class="content-newsletter__heading">Studio news</h2><p class="content-newsletter__description">One letter a month.</p>');
  t.match(news, 'id="block-form-newsletter-nl1" data-widget="form"', "the theme's form block");
  t.match(news, '&quot;newsletter&quot;:true');
  t.match(news, '&quot;captchaAction&quot;:&quot;NEWSLETTER_BLOCK&quot;');
  t.match(news, 'Your email');
  t.match(blockOf('ma1'), '<address class="content-map__address">12 Clay Lane<br>Portland, OR</address>');
  t.notMatch(blockOf('ma1'), /https?:\/\//, 'no map service');
  t.match(blockOf('co1'), '<div class="content-code"><p class="owner-code">Open <em>late</em> on Fridays</p></div>', 'the owner HTML as written');
  const embed = blockOf('em1');
  t.match(embed, '<iframe class="content-embed__frame" src="https://w.soundcloud.com/player/?url=a&amp;b=1" title="Our playlist" height="166" loading="lazy" sandbox="allow-scripts');
  t.notMatch(embed, 'onload', "nothing of the owner's code but its address");
  t.match(blockOf('qu1'), '<blockquote class="content-quote__text"><p>Make it well,<br>then make it again.</p></blockquote><figcaption class="content-quote__source">A &lt;potter&gt;</figcaption>');
  const acc = blockOf('ac1');
  t.match(acc, '<details class="content-accordion__item"><summary class="content-accordion__title">Shipping</summary><div class="content-accordion__body"><p>Two days.</p><p>Free over $50.</p></div></details>');
  t.match(acc, 'Returns &lt;30 days&gt;');
  t.match(html, /<link[^>]+href="\/site\.css/, 'the stylesheet');
  const css = (await shopper.request('GET', '/site.css')).body;
  t.match(css, '.content-accordion__title', "the blocks' styles are in the site's stylesheet");

  // The newsletter takes a sign-up like any form of the site.
  const key = body(await shopper.request('POST', '/api/form/FormSubmissionKey', {})).key;
  const bad = await shopper.request('POST', '/api/form/SaveFormSubmission', { formId: 'newsletter-nl1', form: { email: 'nope' }, key, pagePath: `/${page.urlId}` });
  t.equal(bad.statusCode, 400, 'an email is checked');
  const ok = await shopper.request('POST', '/api/form/SaveFormSubmission', { formId: 'newsletter-nl1', form: { email: 'ada@example.com' }, key, pageTitle: 'Studio', pageId: page.id, contentSource: 'c', pagePath: `/${page.urlId}` });
  t.equal(ok.statusCode, 200, ok.body);
  const rows = await app.vitrine.commerce!.store.db.selectFrom('form_submissions').selectAll().where('form_id', '=', 'newsletter-nl1').execute();
  t.same(rows.map((r) => JSON.parse(r.answers)), [{ email: 'ada@example.com' }], 'stored in the site');
});

t.test('the live preview renders the eleven blocks as the site does; a failing one is left out with its messages', async (t) => {
  const kit = body(await admin.request('GET', `/api/editor/pages/${studio!.id}/preview-kit`)) as unknown as PreviewKit;
  const preview = renderPreview(kit, { title: 'Studio', layout: { blocks } as PageLayout });
  t.same(preview.errors, []);
  t.same(preview.messages, []);
  const served = (await (await visitor(app)).request('GET', `/${studio!.urlId}`)).body;
  t.equal(mainOf(preview.html), mainOf(served), 'the same main content, byte for byte');
  const draft = renderPreview(kit, { title: 'Studio', layout: { blocks: [...blocks, { id: 'bad', kind: 'embed', span: 12, props: { code: '<script>x</script>', title: 'T' } }] } as PageLayout });
  t.same(draft.messages, [M.embedOneFrame]);
  t.notMatch(draft.html, 'id="block-bad"', 'left out');
});

t.test("the product blocks read the store when the page renders: a product's new price shows without saving the page", async (t) => {
  const websiteId = app.vitrine.commerce!.carts.catalogue.websiteId;
  const store = body(await admin.request('POST', `/api/content-service/product/1.1/websites/${websiteId}/products`, { title: 'Seconds' }));
  const made = await admin.request('POST', `/api/editor/stores/${store.id}/products`, { title: 'Lopsided Bowl', description: 'Still holds soup.', variants: [{ sku: 'LOP-1', priceCents: 1200, stock: { unlimited: true }, attributes: {} }] });
  t.equal(made.statusCode, 201, made.body);
  const product = body(made).product;
  const { page, revision } = await newPage('Bargains');
  const put = await admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Bargains', layout: { blocks: [{ id: 'bp1', kind: 'product', span: 6, props: { collection: store.urlId, product: product.id } }, { id: 'bg1', kind: 'products', span: 12, props: { collection: store.urlId, count: 4 } }] }, revision });
  t.equal(put.statusCode, 200, put.body);
  const shopper = await visitor(app);
  t.match((await shopper.request('GET', '/bargains')).body, '$12.00');
  const changed = await admin.request('PUT', `/api/editor/stores/${store.id}/products/${product.id}`, { title: 'Lopsided Bowl', description: 'Still holds soup.', variants: [{ sku: 'LOP-1', priceCents: 900, stock: { unlimited: true }, attributes: {} }] });
  t.equal(changed.statusCode, 200, changed.body);
  const after = (await shopper.request('GET', '/bargains')).body;
  t.match(after, '$9.00');
  t.notMatch(after, '$12.00', 'both blocks show the new price');

  // Removed from the store: the block shows nothing, the page still renders, and a save names it.
  t.equal((await admin.request('DELETE', `/api/editor/stores/${store.id}/products/${product.id}`)).statusCode, 200);
  const gone = await shopper.request('GET', '/bargains');
  t.equal(gone.statusCode, 200);
  t.match(gone.body, '<div class="content-product"></div>');
  t.match(gone.body, 'No products here yet.', 'the empty grid says so');
  const again = body(await admin.request('GET', `/api/editor/pages/${page.id}`));
  const refused = await admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Bargains', layout: again.layout, revision: again.revision });
  t.equal(refused.statusCode, 400);
  t.same(body(refused), { status: 400, code: 'PRODUCT_BLOCK_INVALID', message: M.productMissing, crumbFail: false, messages: [M.productMissing] });
});

t.test("bad settings: 400 with the block's code and every message, in the owner's language", async (t) => {
  const { page, revision } = await newPage('Bad blocks');
  const put = (b: unknown) => admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Bad blocks', layout: { blocks: [b] }, revision });
  const cases: [unknown, string, string[]][] = [
    [{ id: 'x', kind: 'product', span: 4, props: {} }, 'PRODUCT_BLOCK_INVALID', [M.productNeeded]],
    [{ id: 'x', kind: 'product', span: 4, props: { collection: 'shop', product: 'nope' } }, 'PRODUCT_BLOCK_INVALID', [M.productMissing]],
    [{ id: 'x', kind: 'products', span: 12, props: { collection: 'journal', count: 3 } }, 'PRODUCTS_BLOCK_INVALID', [M.storeMissing]],
    [{ id: 'x', kind: 'products', span: 12, props: { collection: '', count: 99 } }, 'PRODUCTS_BLOCK_INVALID', [M.storeNeeded, M.gridCount]],
    [{ id: 'x', kind: 'summary', span: 12, props: { collection: 'shop' } }, 'SUMMARY_BLOCK_INVALID', [M.summaryMissing]],
    [{ id: 'x', kind: 'summary', span: 12, props: { collection: 'journal', design: 'masonry' } }, 'SUMMARY_BLOCK_INVALID', ['masonry is not one of the expected options']],
    [{ id: 'x', kind: 'video', span: 12, props: { url: 'https://example.com/x', poster: 'javascript:x' } }, 'VIDEO_BLOCK_INVALID', [LINK_MESSAGE, M.posterAddress]],
    [{ id: 'x', kind: 'audio', span: 12, props: {} }, 'AUDIO_BLOCK_INVALID', [M.audioNeeded]],
    [{ id: 'x', kind: 'newsletter', span: 12, props: { button: 'x'.repeat(61) } }, 'NEWSLETTER_BLOCK_INVALID', [M.labelTooLong]],
    [{ id: 'x', kind: 'map', span: 12, props: {} }, 'MAP_BLOCK_INVALID', [M.mapNeeded]],
    [{ id: 'x', kind: 'code', span: 12, props: { html: '' } }, 'CODE_BLOCK_INVALID', [M.codeNeeded]],
    [{ id: 'x', kind: 'embed', span: 12, props: { code: '<iframe src="https://evil.example/"></iframe>', title: 'T' } }, 'EMBED_BLOCK_INVALID', [M.embedHost.replace('{hosts}', 'www.youtube.com, www.youtube-nocookie.com, player.vimeo.com, open.spotify.com, w.soundcloud.com, bandcamp.com, calendar.google.com, docs.google.com, www.loom.com, codepen.io')]],
    [{ id: 'x', kind: 'quote', span: 12, props: {} }, 'QUOTE_BLOCK_INVALID', [M.quoteNeeded]],
    [{ id: 'x', kind: 'accordion', span: 12, props: {}, accordion: [{ title: '' }] }, 'ACCORDION_BLOCK_INVALID', [M.accordionTitle]],
  ];
  for (const [b, code, messages] of cases) {
    const res = await put(b);
    t.equal(res.statusCode, 400, `${code} ${messages[0]}`);
    t.same(body(res), { status: 400, code, message: messages.join(' '), crumbFail: false, messages });
  }
  t.equal(body(await put({ id: 'x', kind: 'accordion', span: 12, props: {}, accordion: 'x' })).code, 'INVALID_REQUEST', 'items that are not a list');
  const fr = await app.inject({
    method: 'PUT',
    url: `/api/editor/pages/${page.id}`,
    cookies: admin.cookies,
    headers: { 'accept-language': 'fr-FR', 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken! },
    payload: { title: 'Bad blocks', layout: { blocks: [{ id: 'x', kind: 'map', span: 12, props: {} }] }, revision },
  });
  t.same(body(fr).messages, ['Donnez l’adresse à montrer.'], 'in French for a French owner');
  t.equal(body(fr).code, 'MAP_BLOCK_INVALID', 'the code stays');
  t.equal(EDITOR_ERRORS.MAP_BLOCK_INVALID.status, 400);
  const shopper = await visitor(app);
  t.equal((await shopper.request('PUT', `/api/editor/pages/${page.id}`, { title: 'x', layout: { blocks: [] }, revision })).statusCode, 401);
});

t.test('on the home page, the grid reads the store too', async (t) => {
  const pages = body(await admin.request('GET', '/api/editor/pages')).pages;
  const home = pages.find((p: { urlId: string }) => p.urlId === 'home');
  const opened = body(await admin.request('GET', `/api/editor/pages/${home.id}`));
  const layout = { blocks: [...opened.layout.blocks, { id: 'hg1', kind: 'products', span: 12, props: { collection: 'shop', count: 3 } }] };
  const saved = await admin.request('PUT', `/api/editor/pages/${home.id}`, { title: opened.page.title, layout, revision: opened.revision });
  t.equal(saved.statusCode, 200, saved.body);
  const html = (await (await visitor(app)).request('GET', '/')).body;
  const from = html.indexOf('id="block-hg1"');
  const grid = html.slice(from, html.indexOf('</ul>', from));
  t.equal((grid.match(/class="product-grid__cell"/g) ?? []).length, 3, 'three products on the home page');
});
