/**
 * The example template folders of fixtures/themes/ (blog, portfolio, store,
 * multilingual, minimal), written by the team: each loads with loadSite at a
 * fixed clock, every page type it has renders with no error diagnostic, no
 * platform tag or placeholder left and its own markup, and /site.css compiles.
 * Then one table of expectations, one or more per construct of
 * DEVELOPER-MODE.md, checked on the folder that uses it.
 */
import t from 'tap';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSite, type LoadedSite } from '../../site/load-site.js';
import { splitByLanguage } from '../../site/content/languages.js';
import { SiteIndex } from '../../site/content/site-index.js';
import type { PageResult } from '../../site/site-renderer.js';

/** 2026-11-23 12:00 UTC: some events are before it, some after. */
const NOW = Date.UTC(2026, 10, 23, 12);
const themes = fileURLToPath(new URL('../../fixtures/themes/', import.meta.url));

type Folder = 'blog' | 'portfolio' | 'store' | 'multilingual' | 'minimal';
const FOLDERS: Folder[] = ['blog', 'portfolio', 'store', 'multilingual', 'minimal'];

/** A page to render: its path (with a query), the status, and markup only that page has. */
interface PageSpec {
  path: string;
  status?: number;
  location?: string;
  expect: (string | RegExp)[];
}

const PAGES: Record<Folder, PageSpec[]> = {
  blog: [
    { path: '/', expect: ['class="home-welcome"', 'id="homeIntro"', 'class="featured-posts"'] },
    { path: '/journal', expect: ['id="post-post-frost"', 'id="post-post-harbour"', 'class="pager-next" href="/journal?offset=2"'] },
    { path: '/journal?offset=2', expect: ['id="post-post-orchard"', 'id="post-post-ink"', 'class="pager-prev"'] },
    { path: '/journal?category=Craft', expect: ['class="filter-note filter-category"', 'id="post-post-ink"'] },
    { path: '/journal?tag=sea', expect: ['class="filter-note filter-tag">#sea', 'id="post-post-harbour"'] },
    { path: '/journal?author=author-ben', expect: ['Posts by Ben Alder', 'id="post-post-orchard"'] },
    { path: '/journal/first-frost', expect: ['class="frost-body"', '3 Comments', 'class="item-next" href="/journal/harbour-walk"'] },
    { path: '/journal/harbour-walk', expect: ['class="harbour-body"', 'class="item-prev"'] },
    { path: '/journal/orchard', expect: ['class="orchard-body"'] },
    { path: '/journal/mixing-ink', expect: ['class="ink-body"'] },
    { path: '/about', expect: ['class="about-text"'] },
    { path: '/drafts', status: 403, expect: ['vitrine-access-protected', 'This page is locked'] },
    { path: '/search?q=harbour', expect: ['class="vitrine-search-result"', 'href="/journal/harbour-walk"'] },
    { path: '/cart', expect: ['class="vitrine-cart"'] },
    { path: '/no-such-page', status: 404, expect: ['vitrine-not-found'] },
  ],
  portfolio: [
    { path: '/', expect: ['id="project-proj-dunes"', 'collection-layout-full-bleed', 'sqs-video-background'] },
    { path: '/projects/dunes', expect: ['class="project-client">Coastal Trust', 'class="dunes-notes"', 'class="project-still"'] },
    { path: '/projects/studio', expect: ['class="project-commissioned">Personal', 'class="studio-notes"'] },
    { path: '/work', expect: ['class="index-page"', 'class="index-child index-child--gallery"', 'class="folder-nav"'] },
    { path: '/stills', expect: ['data-design="grid"', 'square-thumbs', '<figcaption>Pier at Dawn</figcaption>'] },
    { path: '/stills/pier', expect: ['vitrine-system-item collection-type-gallery', 'id="item-still-pier"'] },
    { path: '/stills/forest', expect: ['id="item-still-forest"'] },
    { path: '/stills/dunes', expect: ['id="item-still-dunes"'] },
    { path: '/motion', expect: ['data-design="slideshow"', 'is-autoplay', 'collection-layout-full-bleed'] },
    { path: '/motion/studio-reel', expect: ['id="item-slide-studio"'] },
    { path: '/motion/poster', expect: ['id="item-slide-poster"'] },
    { path: '/archive', status: 302, location: '/old-prints', expect: [] },
    { path: '/old-prints', expect: ['vitrine-system-collection collection-type-album', 'class="print-excerpt"'] },
    { path: '/old-prints/harbour-1998', expect: ['class="print-body"'] },
    { path: '/about', expect: ['class="profile"', 'class="bio"'] },
    { path: '/about/ines', expect: ['class="profile-name">Ines Halvorsen'] },
    { path: '/contact', expect: ['class="contact-page"', 'mailto:studio@frame.example', 'class="contact-address"'] },
    { path: '/search?q=pier', expect: ['href="/stills/pier"'] },
    { path: '/cart', expect: ['class="vitrine-cart"'] },
    { path: '/missing', status: 404, expect: ['vitrine-not-found'] },
  ],
  store: [
    { path: '/', expect: ['class="store-welcome"', 'class="query-tea"', 'class="query-gift"', 'class="query-event"'] },
    { path: '/shop', expect: ['class="category-link" href="/shop?category=Tea"', 'id="card-p-sencha"', 'id="card-p-card"'] },
    { path: '/shop?category=Teaware', expect: ['class="category-filter">Teaware', 'id="card-p-pot"'] },
    { path: '/shop/sencha', expect: ['class="product-variants"', 'data-variant-option-name="Size"', 'sqs-add-to-cart-button', 'data-sku="SEN-100">$21.00'] },
    { path: '/shop/oolong', expect: ['class="product-sale-note"', 'class="original-price">$18.00'] },
    { path: '/shop/teapot', expect: ['class="product-sold-out"'] },
    { path: '/shop/tea-map', expect: ['data-product-type="2"'] },
    { path: '/shop/gift-card', expect: ['data-sku="GC-50">$50.00'] },
    { path: '/tastings', expect: ['class="event-upcoming"', 'href="/tastings/matcha-morning"', 'class="event-past"'] },
    { path: '/tastings/matcha-morning', expect: ['class="event-where">Tin &amp; Leaf Shop, 3 Mill Street', 'class="event-calendar" href="http'] },
    { path: '/tastings/puerh-evening', expect: ['class="body-puerh-evening"'] },
    { path: '/tastings/autumn-harvest', expect: ['class="body-autumn-harvest"'] },
    { path: '/search?q=oolong', expect: ['href="/shop/oolong"'] },
    { path: '/cart', expect: ['class="vitrine-cart"', 'sqs-custom-cart'] },
    { path: '/shop/no-such-product', status: 404, expect: ['vitrine-not-found'] },
  ],
  multilingual: [
    { path: '/', expect: ['class="home-en"', 'hreflang="de-DE" href="https://chorus.example/de/"', 'class="footer-note-en"'] },
    { path: '/news', expect: ['id="news-n-season"', 'id="news-n-organ"'] },
    { path: '/news/new-season', expect: ['class="season-en"', 'All news'] },
    { path: '/news/organ', expect: ['class="organ-en"'] },
    { path: '/about', expect: ['class="about-en"'] },
    { path: '/de', expect: ['class="home-de"', 'lang="de-DE"', 'class="footer-note-de"', 'Musik zu jeder Jahreszeit'] },
    { path: '/de/neuigkeiten', expect: ['id="news-n-season-de"', '6. November 2026'] },
    { path: '/de/neuigkeiten/new-season', expect: ['class="season-de"', 'Alle Meldungen', 'hreflang="en-US" href="https://chorus.example/news/new-season"'] },
    { path: '/de/neuigkeiten/organ', expect: ['class="organ-de"'] },
    { path: '/de/ueber-uns', expect: ['class="about-de"', 'href="/about" hreflang="en-US"'] },
    { path: '/search?q=organ', expect: ['href="/news/organ"'] },
    { path: '/de/search?q=orgel', expect: ['href="/de/neuigkeiten/organ"'] },
    { path: '/cart', expect: ['class="vitrine-cart"'] },
    { path: '/nope', status: 404, expect: ['vitrine-not-found'] },
    { path: '/de/nope', status: 404, expect: ['vitrine-not-found', 'lang="de-DE"'] },
  ],
  minimal: [
    { path: '/', expect: ['class="plain-home"', ' has-main-nav"'] },
    { path: '/colophon', expect: ['class="plain-colophon"'] },
    { path: '/members', status: 403, expect: ['vitrine-access-member-area'] },
    { path: '/search?q=region', expect: ['class="vitrine-search"'] },
    { path: '/cart', expect: ['class="vitrine-cart"'] },
    { path: '/gone', status: 404, expect: ['vitrine-not-found'] },
  ],
};

const contentPath = (name: Folder) => (existsSync(`${themes}${name}/content`) ? `${themes}${name}/content` : `${themes}${name}/content.json`);

const sites = new Map<Folder, LoadedSite>();
for (const name of FOLDERS) sites.set(name, await loadSite(`${themes}${name}/template`, contentPath(name), { now: () => NOW }));

function render(name: Folder, pathAndQuery: string): PageResult {
  const [path, qs] = pathAndQuery.split('?');
  return sites.get(name)!.renderer.render(path!, Object.fromEntries(new URLSearchParams(qs ?? '')));
}

const errorsOf = (r: { diagnostics: { severity: string; code: string; file: string; line: number; message: string }[] }) =>
  r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.file}:${d.line} ${d.message}`);

for (const name of FOLDERS) {
  t.test(`fixtures/themes/${name}`, async (t) => {
    const site = sites.get(name)!;
    t.same(errorsOf(site), [], 'the folder, the fixture and the stylesheets load without errors');
    t.notOk(site.css.diagnostics.some((d) => d.code.startsWith('LESS_')), '/site.css compiles without LESS errors');
    t.notMatch(site.css.css, /LESS error/, 'no error comment in /site.css');
    t.ok(site.css.css.length > 200, '/site.css has rules');

    // Every collection list and item of every language has a page in the table.
    const paths = new Set(PAGES[name].map((p) => p.path.split('?')[0]!.replace(/\/$/, '') || '/'));
    for (const lang of splitByLanguage(site.renderer.content)) {
      const index = new SiteIndex(lang.content, lang.prefix);
      for (const c of lang.content.collections) {
        t.ok(paths.has(index.fullUrl(c).replace(/\/$/, '') || '/'), `${index.fullUrl(c)} is rendered`);
        for (const item of c.items ?? []) t.ok(paths.has(index.itemUrl(c, item)), `${index.itemUrl(c, item)} is rendered`);
      }
    }

    for (const page of PAGES[name]) {
      const r = render(name, page.path);
      t.equal(r.status, page.status ?? 200, `${page.path}: status`);
      if (page.location) t.equal(r.location, page.location, `${page.path}: redirect`);
      t.same(errorsOf(r), [], `${page.path}: no error diagnostics`);
      t.notMatch(r.html, /<\/?squarespace:/i, `${page.path}: no platform tag left`);
      t.notMatch(r.html, /\{squarespace/, `${page.path}: no system placeholder left`);
      if (r.status !== 302) t.match(r.html, /^<!doctype html>/, `${page.path}: a whole page`);
      for (const e of page.expect) t.match(r.html, e, `${page.path}: ${String(e)}`);
    }
  });
}

/** One construct of DEVELOPER-MODE.md and what it must produce on one page (or in /site.css). */
interface Expectation {
  construct: string;
  folder: Folder;
  /** A page path, or 'site.css'. */
  at: string;
  expect: (string | RegExp)[];
  reject?: (string | RegExp)[];
}

const CONSTRUCTS: Expectation[] = [
  // §1.1-1.2 template.conf (// comments and a trailing comma in blog and portfolio), layouts of several regions.
  { construct: 'layouts: default of three regions, concatenated', folder: 'blog', at: '/about', expect: [/<header class="site-header">[\s\S]*<div class="site-body">[\s\S]*<footer class="site-footer">/, 'collection-layout-default'] },
  { construct: 'layouts: a homepage layout on the home page only', folder: 'blog', at: '/', expect: ['collection-layout-homepage', '<main id="main" class="home">'] },
  { construct: 'layouts: homepage layout not used elsewhere', folder: 'blog', at: '/journal', expect: ['collection-layout-default'], reject: ['class="home"'] },
  { construct: 'layouts: collection .conf "layout" key', folder: 'portfolio', at: '/projects/dunes', expect: ['collection-layout-full-bleed', 'class="bleed-banner"'] },
  { construct: 'layouts: collection regionName wins', folder: 'portfolio', at: '/motion', expect: ['collection-layout-full-bleed'] },
  { construct: 'layouts: "header.region" style region names', folder: 'multilingual', at: '/', expect: ['<header class="chorus-header">', '<footer class="chorus-footer">'] },
  { construct: 'layouts: one layout of one region', folder: 'minimal', at: '/', expect: [/^<!doctype html>[\s\S]*<\/html>\s*$/] },
  // Navigations.
  { construct: 'navigation tag with a template (blocks/nav/main-nav.block, nested folder)', folder: 'blog', at: '/journal', expect: ['<li class="nav-item active"><a href="/journal">Journal</a>', 'class="external" href="https://newsletter.example" target="_blank"'] },
  { construct: 'navigation tag template given as X.block', folder: 'blog', at: '/', expect: ['<nav class="footer-nav"><a href="/about">About</a>'] },
  { construct: 'navigation: folder and index links with children, folderActive', folder: 'portfolio', at: '/stills', expect: ['<li class="frame-nav-item folder-active"><a class="index-link" href="/work">Work</a>', '<li class="subnav-item active"><a href="/stills">Stills</a>', '<span class="folder-title">Archive</span>'] },
  { construct: 'navigation inline (body as template), inside a class attribute', folder: 'minimal', at: '/', expect: [/<body class="[^"]* has-main-nav"/, '<ul class="plain-nav"><li class="active"><a href="/">Home</a>'] },
  { construct: 'navigation translated for the language', folder: 'multilingual', at: '/de/ueber-uns', expect: ['<li><a href="/de/">Start</a></li><li><a href="/de/neuigkeiten">Neuigkeiten</a></li><li class="active"><a href="/de/ueber-uns">Über uns</a>'] },
  { construct: 'folder-navigation tag in a folder', folder: 'portfolio', at: '/stills', expect: ['<nav class="folder-nav" data-folder="work"><span class="folder-nav-title">Work</span><a class="folder-nav-link active" href="/stills">Stills</a>'] },
  { construct: 'folder-navigation tag outside a folder renders nothing', folder: 'portfolio', at: '/about', expect: ['class="frame-body"'], reject: ['folder-nav'] },
  // Collections.
  { construct: 'collections: .conf + .list + .item (blog list and pagination)', folder: 'blog', at: '/journal', expect: ['class="blog-list post-layout"', 'href="/journal?offset=2"'] },
  { construct: 'collections: custom post type with customContent fields (text, checkbox, image, wysiwyg, gallery)', folder: 'portfolio', at: '/projects/dunes', expect: ['class="project-client">Coastal Trust', 'class="project-commissioned">Commissioned', 'class="project-cover" data-src="/assets/work/dunes.jpg"', 'class="project-notes"><p class="dunes-notes">', /class="project-still"><img data-src="\/assets\/work\/pier.jpg"/] },
  { construct: 'collections: a type with only .item opens on its first item', folder: 'portfolio', at: '/about', expect: ['view-item', 'id="item-profile-ines"'] },
  { construct: 'collections: a system collection without a local view uses the built-in view', folder: 'portfolio', at: '/old-prints', expect: ['<div class="vitrine-system-collection collection-type-album">', 'href="/old-prints/harbour-1998"'] },
  { construct: 'collections: system item without .item uses the built-in item view', folder: 'portfolio', at: '/stills/pier', expect: ['<article class="vitrine-system-item collection-type-gallery" id="item-still-pier">'] },
  { construct: 'collections: local gallery.list for a system type, grid design', folder: 'portfolio', at: '/stills', expect: ['<div class="gallery-grid square-thumbs" data-design="grid">', 'id="slide-still-forest"'] },
  { construct: 'collections: gallery slideshow design', folder: 'portfolio', at: '/motion', expect: ['<div class="gallery-slideshow is-autoplay" data-design="slideshow"><ol class="slides"><li class="slide" id="slide-slide-studio" data-index="1">'] },
  { construct: 'folders: index folder rendered by index.list', folder: 'portfolio', at: '/work', expect: ['<section class="index-page" data-collection-id="work">', '<li class="index-child index-child--gallery"><a href="/stills">Stills</a>'] },
  { construct: 'folders: redirect folder', folder: 'portfolio', at: '/archive', expect: [] },
  { construct: 'collections: events upcoming and past', folder: 'store', at: '/tastings', expect: [/class="events-upcoming"><li class="event-upcoming">[^]*matcha-morning/, /class="events-past"><li class="event-past">[^]*puerh-evening[^]*autumn-harvest/] },
  // Blocks.
  { construct: 'blocks: apply of a nested folder block', folder: 'blog', at: '/journal', expect: ['<p class="byline"><time datetime="2026-11-18">November 18, 2026</time>'] },
  { construct: 'blocks: block-type override (button.block + button.block.conf)', folder: 'portfolio', at: '/', expect: ['<div class="sqs-block button-block sqs-block-button" data-block-type="53" id="block-cta-book"><div class="sqs-block-content"><a class="frame-button" href="/contact">Book a shoot</a>'], reject: ['sqs-block-button-element'] },
  { construct: 'blocks: a block type without override keeps the built-in markup', folder: 'blog', at: '/', expect: ['<a class="sqs-block-button-element" href="https://newsletter.example" target="_blank" rel="noopener">Subscribe</a>'] },
  // Pages.
  { construct: 'pages: NAME.page + NAME.page.conf as a template page', folder: 'portfolio', at: '/contact', expect: ['<section class="contact-page">', 'collection-type-contact', '<a href="mailto:studio@frame.example">'] },
  // Scripts.
  { construct: 'script tag (self-closing)', folder: 'blog', at: '/', expect: ['<script src="/scripts/blog.js"></script>'] },
  { construct: 'script tag in a subfolder, combo="false"', folder: 'portfolio', at: '/', expect: ['<script src="/scripts/lightbox/frame.js"></script>'] },
  { construct: 'script tag with a JSON-T combo and a bare </script> swallowed', folder: 'store', at: '/', expect: [/<script src="\/scripts\/cart.js"><\/script>\n\n<\/body>/] },
  // Strings.
  { construct: 'strings/template-en-US.json as localizedStrings', folder: 'blog', at: '/journal', expect: ['>Read more</a>', '>Older</a>'] },
  { construct: 'strings/template-de-DE.json on the German site', folder: 'multilingual', at: '/de/neuigkeiten/organ', expect: ['&larr; Alle Meldungen', 'aria-label="Sprache"'] },
  // Block fields.
  { construct: 'block-field with content (rows, spans, label, class)', folder: 'blog', at: '/', expect: ['<div class="sqs-layout sqs-grid-12 columns-12 home-intro" data-type="block-field" data-updated-on="1790000000000" id="homeIntro" data-layout-label="Intro"><div class="row sqs-row"><div class="col sqs-col-8 span-8">'] },
  { construct: 'block-field lock-layout', folder: 'blog', at: '/', expect: ['class="sqs-layout sqs-grid-12 columns-12 sqs-locked-layout" data-type="block-field" data-updated-on="1790000000001" id="footerBlocks"', '<hr>'] },
  { construct: 'block-field empty', folder: 'minimal', at: '/', expect: ['<div class="sqs-layout sqs-grid-12 columns-12 empty" data-type="block-field" data-updated-on="0" id="plainFooter" data-layout-label="Footer"><div class="row sqs-row"><div class="col sqs-col-12 span-12"></div></div></div>'] },
  { construct: 'block-field per language (id:languageTag)', folder: 'multilingual', at: '/de', expect: ['id="block-note-de"'], reject: ['id="block-note-en"'] },
  // Queries.
  { construct: 'query featured + limit, collection.fullUrl inside', folder: 'blog', at: '/', expect: [/featured-posts[^]*id="post-post-frost"[^]*id="post-post-harbour"[^]*<a class="all-posts" href="\/journal">/], reject: ['id="post-post-orchard"'] },
  { construct: 'query category filter', folder: 'store', at: '/', expect: [/<ul class="query-teas"><li class="query-tea"><div class="product-card[^"]*" id="card-p-sencha">[^]*id="card-p-oolong"/] },
  { construct: 'query tag filter with skip (single-quoted and bare attributes too)', folder: 'store', at: '/', expect: ['<p class="query-gift"><a href="/shop/teapot">Cast Iron Teapot</a></p>', '<p class="query-event"><a href="/tastings/matcha-morning">Matcha Morning</a>'] },
  { construct: 'query of a default-language collection reads its translation', folder: 'multilingual', at: '/de/ueber-uns', expect: ['Neueste Meldung: <a href="/de/neuigkeiten/new-season">Die neue Saison</a>'] },
  // Category, related, social-share, comments.
  { construct: 'category tag with a template', folder: 'blog', at: '/about', expect: ['<ul class="category-list"><li><a href="/journal?category=Weather">Weather</a></li>'] },
  { construct: 'category tag inline with a JSON-T attribute', folder: 'store', at: '/shop', expect: ['<a class="category-link" href="/shop?category=Teaware">Teaware</a>'] },
  { construct: 'related tag', folder: 'blog', at: '/journal/first-frost', expect: ['<li class="related-post"><a href="/journal/harbour-walk">A Harbour Walk</a></li>'] },
  { construct: 'social-share tag', folder: 'blog', at: '/journal/first-frost', expect: ['<div class="squarespace-social-share" data-title="First Frost" data-full-url="/journal/first-frost"></div>'] },
  { construct: 'comments tag', folder: 'blog', at: '/journal/first-frost', expect: ['<div class="squarespace-comments" data-item-id="post-frost"></div>'] },
  // System variables.
  { construct: '{squarespace-headers}', folder: 'blog', at: '/journal/first-frost', expect: ['<title>First Frost | Ink &amp; Ember</title>', '<link rel="canonical" href="https://ink.example/journal/first-frost">', '<link rel="stylesheet" type="text/css" href="/site.css?v=12">', 'Static.SQUARESPACE_CONTEXT', '<meta name="ink-header-injection" content="1">'] },
  { construct: '{squarespace-headers} with hreflang alternates', folder: 'multilingual', at: '/news/organ', expect: ['<link rel="alternate" hreflang="en-US" href="https://chorus.example/news/organ">', '<link rel="alternate" hreflang="de-DE" href="https://chorus.example/de/neuigkeiten/organ">'] },
  { construct: '{squarespace-footers}', folder: 'blog', at: '/', expect: ['<!-- ink footer injection -->\n</body>'] },
  { construct: '{squarespace.main-content}', folder: 'blog', at: '/about', expect: ['data-content-field="main-content">\n    <div class="sqs-layout"><p class="about-text">'] },
  { construct: '{squarespace.page-classes} with tweak classes', folder: 'blog', at: '/', expect: ['<body class="show-author post-layout-side-by-side native-currency-code-usd collection-home collection-type-page collection-layout-homepage homepage view-list mobile-style-available" id="collection-home">'] },
  { construct: '{squarespace.page-id} on an item page', folder: 'blog', at: '/journal/first-frost', expect: ['view-item mobile-style-available" id="item-post-frost">'] },
  { construct: '{squarespace.cart-classes}', folder: 'store', at: '/', expect: ['<div class="cart-wrap sqs-custom-cart sqs-cart-dropzone"><a class="cart-link" href="/cart">Cart (0)</a>'] },
  { construct: '{squarespace.template-revision}', folder: 'minimal', at: '/', expect: ['href="/assets/mark.png?rev=9"'] },
  { construct: '{squarespace-post-entry} (empty offline)', folder: 'blog', at: '/journal/first-frost', expect: [/data-full-url="\/journal\/first-frost"><\/div>\n  \n<\/article>/] },
  // System partials.
  { construct: 'sqs-social-links', folder: 'blog', at: '/', expect: ['<a href="https://www.instagram.com/inkandember" class="sqs-svg-icon--wrapper instagram" target="_blank" rel="noopener" aria-label="instagram"><div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><circle cx="32" cy="32" r="22"/></svg></div></a>'] },
  // Renderer gap: applied to an item (as templates do), sqs-share-buttons reads website.shareButtonOptions with
  // {.section}, which resolves in the item's frame only, so no network link is output; only the wrapper is checked.
  { construct: 'sqs-share-buttons (wrapper only, see the report)', folder: 'blog', at: '/journal/first-frost', expect: ['<div class="sqs-share-buttons">'] },
  { construct: 'sqs-video-background.block', folder: 'portfolio', at: '/', expect: ['<div class="sqs-video-background content-fill" data-config-url="https://video.example/reel.mp4" data-config-playback-speed="1" data-config-filter="1" data-config-filter-strength="20"><img data-src="/assets/work/poster.jpg"'] },
  // Multilingual.
  { construct: 'languages list: a language switcher with active and translated urls', folder: 'multilingual', at: '/de/neuigkeiten/new-season', expect: ['<a class="lang-link lang-en-US" href="/news/new-season" hreflang="en-US" lang="en-US">English</a>', '<a class="lang-link lang-de-DE active" href="/de/neuigkeiten/new-season" hreflang="de-DE" lang="de-DE">Deutsch</a>'] },
  { construct: 'language override of website keys and dates in the language', folder: 'multilingual', at: '/de/neuigkeiten/new-season', expect: ['<html lang="de-DE">', 'Musik zu jeder Jahreszeit', '6. November 2026'] },
  // Formatters and predicates of the platform.
  { construct: 'commerce formatters: product-price (sale), from price, variants, quantity, add to cart, money-string', folder: 'store', at: '/shop/oolong', expect: ['<span class="original-price">$18.00</span>', 'sqs-add-to-cart-button', 'class="product-quantity-input"', 'data-sku="OOL-1">$18.00'] },
  { construct: 'commerce predicates: sold-out?, varied-prices?, has-variants?', folder: 'store', at: '/shop/sencha', expect: ['class="product-from" data-from-cents="1200"', 'class="variant-option-title">Size: '], reject: ['class="product-sold-out"'] },
  { construct: 'commerce predicates: sold-out', folder: 'store', at: '/shop/teapot', expect: ['<p class="product-sold-out">Sold out</p>'], reject: ['sqs-add-to-cart-button'] },
  { construct: 'event formatters: datetime, same-day?, location?, google-calendar-url', folder: 'store', at: '/tastings/matcha-morning', expect: [/<time datetime="2026-12-07T06:00">December 7, 2026<\/time> 6:00\s?AM/, 'href="http://www.google.com/calendar/event?action=TEMPLATE'] },
  { construct: 'content formatters: item-classes, image-meta, timesince, comment-count', folder: 'blog', at: '/journal/first-frost', expect: ['class="post hentry category-weather tag-winter tag-morning author-mara-quill', 'data-image-dimensions="48x32"', 'class="timesince"', '3 Comments'] },
  // Stylesheets.
  { construct: 'stylesheets: color tweak overridden by the fixture', folder: 'blog', at: 'site.css', expect: ['color: #9a3412'], reject: ['#b4441c'] },
  { construct: 'stylesheets: value and image tweaks', folder: 'blog', at: 'site.css', expect: ['max-width: 680px', 'background-image: url("/assets/banner.jpg")'] },
  { construct: 'stylesheets: font tweak mixin and its @MIXIN-PROPERTY variables', folder: 'blog', at: 'site.css', expect: [/h1,\s*h2 \{\s*font-family: Georgia, "Times New Roman", serif;\s*font-size: 40px;/, 'margin-bottom: 20px', 'letter-spacing: 0px'] },
  { construct: "stylesheets: @import 'sqs-ui-font' and its mixins", folder: 'blog', at: 'site.css', expect: [".post-comments h2:before {", 'content: "\\e601"', 'font-size: 14px;\n  line-height: 20px'] },
  { construct: "stylesheets: @import 'sqs-grid-breaker' and its mixins", folder: 'portfolio', at: 'site.css', expect: ['@media only screen and (max-width: 640px)', 'padding-left: 10px'] },
  { construct: 'stylesheets: LESS 1.x selector escapes (~"…") and :nth-child((~\'…\'))', folder: 'portfolio', at: 'site.css', expect: ['.project-grid.cols-3 {', '.project-grid.cols-1 {', '.thumb:nth-child(3n + 1)'] },
  { construct: 'stylesheets: dropdown tweak body class from the fixture', folder: 'portfolio', at: '/', expect: [/<body class="thumbnail-ratio-11-square /] },
  { construct: 'stylesheets: checkbox tweak body class', folder: 'store', at: '/', expect: [/<body class="tweak-product-borders /] },
  { construct: 'stylesheets: a .css file compiled as LESS', folder: 'minimal', at: 'site.css', expect: ['.has-main-nav .plain-nav'] },
];

t.test('every construct of DEVELOPER-MODE.md, one table', async (t) => {
  const cache = new Map<string, string>();
  for (const e of CONSTRUCTS) {
    let text: string;
    if (e.at === 'site.css') text = sites.get(e.folder)!.css.css;
    else {
      const key = `${e.folder} ${e.at}`;
      if (!cache.has(key)) cache.set(key, render(e.folder, e.at).html);
      text = cache.get(key)!;
    }
    for (const x of e.expect) t.match(text, x, `${e.construct} (${e.folder} ${e.at}): ${String(x)}`);
    for (const x of e.reject ?? []) t.notMatch(text, x, `${e.construct} (${e.folder} ${e.at}): not ${String(x)}`);
  }
  const redirect = render('portfolio', '/archive');
  t.equal(redirect.status, 302, 'a redirect folder answers 302');
  t.equal(redirect.location, '/old-prints', 'to its first child');

  const blog = sites.get('blog')!;
  const tweakTypes = new Set(blog.css.tweaks.map((d) => d.type));
  t.same([...tweakTypes].sort(), ['checkbox', 'color', 'dropdown', 'font', 'image', 'value'], 'the blog declares a tweak of every type');
  const portfolio = sites.get('portfolio')!;
  t.match(portfolio.theme.conf.customTypes, [{ name: 'project', base: 'image', fields: [{ type: 'text' }, { type: 'checkbox' }, { type: 'image' }, { type: 'wysiwyg' }, { type: 'gallery' }] }], 'customTypes read from template.conf');
  t.equal(portfolio.theme.blockTypeOverrides.get('button'), 'button.block', 'block-type override registered');
  t.ok(portfolio.theme.pages.get('contact')?.conf, 'contact.page.conf read');
  t.same(blog.theme.conf.systemPartials, ['sqs-share-buttons', 'sqs-social-links'], 'systemPartials read');
  t.same(sites.get('store')!.theme.conf.systemCollections, ['products', 'events'], 'systemCollections read');
  t.ok(sites.get('minimal')!.theme.assets.has('mark.png') && portfolio.theme.assets.has('work/dunes.jpg'), 'assets listed');
});
