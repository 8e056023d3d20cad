/**
 * Generated demo content (site/content/generate.ts): for every
 * example folder (templates/ and fixtures/themes/*\/template), the site
 * loaded with no fixture renders its home page, every collection and every
 * item with status 200, no error, no platform tag left and the items'
 * titles; the content is deterministic; navigations, block fields, every
 * product type and events on both sides of `now` are there; the
 * placeholder images exist and are served.
 */
import t from 'tap';
import Fastify from 'fastify';
import sharp from 'sharp';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../site/load-site.js';
import { loadTheme } from '../../site/theme/load-theme.js';
import { generateContent } from '../../site/content/generate.js';
import { GENERATED_IMAGES_DIR, GENERATED_IMAGES_PREFIX, PLACEHOLDER_IMAGES } from '../../site/content/generate/images.js';
import { scanFolder } from '../../site/content/generate/scan.js';
import { siteRoutes } from '../../server/site-http/site-routes.js';
import type { Theme } from '../../site/theme/types.js';
import type { ItemContent, SiteContent } from '../../site/content/types.js';

/** 2026-11-23 12:00 UTC. */
const NOW = Date.UTC(2026, 10, 23, 12);
const root = fileURLToPath(new URL('../../', import.meta.url));
const FOLDERS = [join(root, 'templates'), ...readdirSync(join(root, 'fixtures/themes')).sort().map((d) => join(root, 'fixtures/themes', d, 'template'))];

function theme(dir: string): Theme {
  const r = loadTheme(dir);
  if (!r.ok) throw new Error(`cannot load ${dir}`);
  return r.theme;
}

/** Titles as templates print them with `|html`. */
const html = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Every asset URL of a value, anywhere in it. */
function assetUrls(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) assetUrls(x, out);
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) (k === 'assetUrl' && typeof x === 'string' ? out.push(x) : assetUrls(x, out));
  return out;
}

for (const dir of FOLDERS) {
  const name = dir.slice(root.length);
  t.test(`${name}: every page of the generated site renders`, async (t) => {
    const site = await loadSite(dir, null, { now: () => NOW });
    t.notOk(site.diagnostics.some((d) => d.severity === 'error'), 'no load error');
    const content = site.renderer.content;
    const index = site.renderer.index;
    t.ok(content.collections.length >= 2, 'collections generated');

    const check = (path: string, expectStatus = 200) => {
      const r = site.renderer.render(path);
      t.equal(r.status, expectStatus, `${path} status`);
      const errors = r.diagnostics.filter((d) => d.severity === 'error');
      t.same(errors, [], `${path}: no error diagnostics`);
      t.notMatch(r.html, /<squarespace:/i, `${path}: no platform tag left`);
      t.notMatch(r.html, /\{squarespace/, `${path}: no placeholder left`);
      return r;
    };

    const home = check('/');
    t.match(home.html, html(String(content.website.siteTitle)), 'the home page shows the site title');

    for (const c of content.collections) {
      if (c.folder && c.folderBehavior === 2) {
        const r = site.renderer.render(`/${c.urlId}`);
        t.equal(r.status, 302, `${c.urlId}: the folder redirects`);
        t.equal(r.location, `/${c.collections![0]}`);
        continue;
      }
      const list = check(`/${c.urlId}`);
      const items = index.items(c);
      const size = typeof c.pageSize === 'number' && c.pageSize < 999 ? c.pageSize : items.length;
      // A type with only an item view opens on its first item.
      const view = site.theme.collections.get(c.typeName);
      const shown = view && !view.list && view.item ? items.slice(0, 1) : items.slice(0, size);
      for (const item of shown) t.match(list.html, html(item.title ?? ''), `${c.urlId} lists '${item.title}'`);
      if (c.type === 10) t.match(list.html, 'class="sqs-layout', `${c.urlId}: the page's block layout`);
      for (const item of items) {
        const r = check(`/${c.urlId}/${item.urlId}`);
        t.match(r.html, html(item.title ?? ''), `${c.urlId}/${item.urlId} shows its title`);
      }
    }

    // Navigations: each declared one has links, an external one included, and renders them.
    for (const nav of site.theme.conf.navigations) {
      const links = content.navigations[nav.name] ?? [];
      t.ok(links.length >= 2, `${nav.name} has links`);
      t.ok(links.some((l) => 'externalLink' in l), `${nav.name} has an external link`);
      t.ok(links.some((l) => 'collection' in l), `${nav.name} links to collections`);
    }
    if (content.collections.some((c) => c.folder)) {
      const main = content.navigations[site.theme.conf.navigations[0]!.name]!;
      t.ok(main.some((l) => 'folder' in l), 'the main navigation holds the folder');
    }

    // Block fields: every literal id has rows of blocks, and the pages show them.
    const ids = scanFolder(site.theme).blockFields.map((b) => b.id).filter((id) => !id.includes('{'));
    for (const id of ids) {
      const field = content.blockFields[id] as { rows?: { columns: { blocks?: { type: string }[] }[] }[] } | undefined;
      t.ok(field?.rows?.length, `block field ${id} has content`);
      const types = new Set(field?.rows?.flatMap((r) => r.columns.flatMap((c) => (c.blocks ?? []).map((b) => b.type))));
      t.same([...types].sort(), ['button', 'html', 'image'], `${id}: html, image and button blocks`);
    }
    const pages = ['/', ...content.collections.filter((c) => !c.folder || c.folderBehavior !== 2).map((c) => `/${c.urlId}`)].map((p) => site.renderer.render(p).html).join('\n');
    for (const id of ids) {
      const m = new RegExp(`<div class="sqs-layout[^"]*"[^>]*id="${id}"`).exec(pages);
      if (m) t.notMatch(m[0], / empty/, `block field ${id} renders its blocks`);
    }

    // Images: every one referenced is shipped.
    const shipped = new Set(readdirSync(GENERATED_IMAGES_DIR));
    for (const url of new Set(assetUrls(content))) {
      t.ok(url.startsWith(GENERATED_IMAGES_PREFIX) && shipped.has(url.slice(GENERATED_IMAGES_PREFIX.length)), `${url} is a shipped image`);
    }
  });
}

t.test('deterministic: the same folder gives byte-identical content; the seed changes it', async (t) => {
  for (const dir of FOLDERS) {
    const a = JSON.stringify(generateContent(theme(dir), { now: NOW }));
    const b = JSON.stringify(generateContent(theme(dir), { now: NOW }));
    t.equal(a, b, `${dir.slice(root.length)}: two runs are identical`);
    t.not(JSON.stringify(generateContent(theme(dir), { now: NOW, seed: 42 })), a, 'another seed, other content');
    t.equal(JSON.stringify(generateContent(theme(dir), { now: NOW, seed: 42 })), JSON.stringify(generateContent(theme(dir), { now: NOW, seed: 42 })));
  }
  const s1 = await loadSite(FOLDERS[0]!, null, { now: () => NOW });
  const s2 = await loadSite(FOLDERS[0]!, null, { now: () => NOW });
  for (const path of ['/', '/shop', '/journal', '/events']) t.equal(s1.renderer.render(path).html, s2.renderer.render(path).html, `${path}: identical HTML`);
});

t.test('site, settings, one collection per declared type, pages and the home page', async (t) => {
  const th = theme(join(root, 'templates'));
  const c = generateContent(th, { now: NOW });
  t.equal(c.website.siteTitle, 'Hearth & Clay', 'title from template.conf');
  t.match(c.website, { language: 'en-US', timeZone: 'America/New_York', baseUrl: String, location: { addressTitle: String, mapLat: Number }, shareButtonOptions: { facebook: true } });
  t.ok((c.website.socialAccounts as unknown[]).length >= 2);
  t.match(c.websiteSettings, { storeSettings: { defaultCurrency: 'USD' }, itemTitleFormat: String, collectionTitleFormat: String, businessHours: { monday: { text: String }, sunday: { ranges: Array } } });
  t.same(c.tweaks, {});
  for (const type of th.collections.keys()) t.ok(c.collections.some((x) => x.typeName === type), `a collection of type ${type}`);
  const home = c.collections.filter((x) => x.homepage);
  t.equal(home.length, 1, 'one home page');
  t.equal(home[0]!.type, 10);
  t.match(home[0]!.mainContent, /sqs-layout/);
  const contact = c.collections.find((x) => x.typeName === 'contact');
  t.equal(contact?.type, 7, 'pages/contact.page: a collection of type 7');
  t.notOk(c.collections.some((x) => x.urlId === 'search'), 'search stays the platform page');
  // .conf ordering and pageSize.
  const blog = c.collections.find((x) => x.typeName === 'blog')!;
  t.equal(blog.ordering, 'chronological');
  t.equal(blog.pageSize, 5);
  t.ok(blog.items!.length > 5, 'more posts than a page');
  t.equal(c.collections.find((x) => x.typeName === 'events')!.ordering, 'calendar');
  // Queries name collections: `shop` and `journal` exist.
  t.ok(c.collections.some((x) => x.urlId === 'shop' && x.typeName === 'products'));
  t.ok(c.collections.some((x) => x.urlId === 'journal' && x.typeName === 'blog'));
});

t.test('blog posts: authors, categories, tags, dates over the last months, comments and likes', async (t) => {
  const c = generateContent(theme(join(root, 'templates')), { now: NOW });
  const posts = c.collections.find((x) => x.typeName === 'blog')!.items!;
  for (const p of posts) {
    t.match(p, { title: String, excerpt: /^<p>/, body: /<p>/, author: { displayName: String }, publicCommentCount: Number, likeCount: Number, assetUrl: String });
    t.ok((p.categories as string[]).length > 0 && (p.tags as string[]).length > 0);
    t.ok((p.publishOn as number) < NOW && (p.publishOn as number) > NOW - 400 * 86_400_000, 'published in the last months');
  }
  t.ok(new Set(posts.map((p) => (p.author as { id: string }).id)).size > 1, 'several authors');
  t.ok(posts.some((p) => p.starred), 'some featured');
});

t.test('products of every type, with prices in both money shapes', async (t) => {
  for (const dir of [join(root, 'templates'), join(root, 'fixtures/themes/store/template')]) {
    const c = generateContent(theme(dir), { now: NOW });
    const shop = c.collections.find((x) => x.typeName === 'products')!;
    t.equal(shop.type, 13);
    const byType = (n: number) => shop.items!.filter((i) => (i.structuredContent as { productType: number }).productType === n);
    for (const n of [1, 2, 3, 4]) t.ok(byType(n).length > 0, `productType ${n}`);
    const physical = byType(1);
    t.ok(physical.some((p) => (p.structuredContent as { variants: unknown[] }).variants.length > 1), 'physical products with variants');
    const variant = (physical[0]!.structuredContent as { variants: Record<string, unknown>[] }).variants[0]!;
    t.match(variant, { sku: String, priceMoney: { currency: 'USD', value: /^\d+\.\d\d$/, currencyCode: 'USD', decimalValue: /^\d+\.\d\d$/ }, stock: { unlimited: Boolean, quantity: Number }, attributes: Object });
    t.ok(physical.some((p) => (p.structuredContent as { variants: { onSale: boolean }[] }).variants.some((v) => v.onSale)), 'one on sale');
    t.match(byType(2)[0]!.structuredContent, { priceMoney: { value: String } }, 'digital: price on the product');
    t.ok((byType(4)[0]!.structuredContent as { variants: unknown[] }).variants.length > 1, 'gift card amounts');
  }
  // The formatters read them: the product page shows a price.
  const site = await loadSite(join(root, 'templates'), null, { now: () => NOW });
  const shop = site.renderer.content.collections.find((x) => x.urlId === 'shop')!;
  const r = site.renderer.render(`/shop/${shop.items![0]!.urlId}`);
  t.match(r.html, /\$\d+\.\d\d/, 'a formatted price');
});

t.test('events: upcoming and past around now, with locations', async (t) => {
  for (const dir of [join(root, 'templates'), join(root, 'fixtures/themes/store/template')]) {
    const site = await loadSite(dir, null, { now: () => NOW });
    const events = site.renderer.content.collections.find((x) => x.typeName === 'events')!;
    const items = events.items as ItemContent[];
    t.ok(items.every((e) => typeof e.startDate === 'number' && (e.endDate as number) > (e.startDate as number)), 'start before end');
    t.ok(items.every((e) => typeof (e.location as { addressTitle?: string }).addressTitle === 'string'), 'locations');
    const ctx = JSON.parse(site.renderer.render(`/${events.urlId}`, { format: 'json' }).html) as { upcoming: ItemContent[]; past: ItemContent[] };
    t.ok(ctx.upcoming.length > 0 && ctx.past.length > 0, 'both upcoming and past');
    t.ok(ctx.upcoming.every((e) => (e.startDate as number) >= NOW));
    t.ok(ctx.past.every((e) => (e.startDate as number) < NOW));
  }
  // Another clock moves them with it.
  const later = NOW + 365 * 86_400_000;
  const c = generateContent(theme(join(root, 'templates')), { now: later });
  const items = c.collections.find((x) => x.typeName === 'events')!.items!;
  t.ok(items.some((e) => (e.startDate as number) >= later) && items.some((e) => (e.startDate as number) < later));
});

t.test('gallery, album and custom post types', async (t) => {
  const c = generateContent(theme(join(root, 'fixtures/themes/portfolio/template')), { now: NOW });
  const gallery = c.collections.find((x) => x.typeName === 'gallery')!;
  t.ok(gallery.items!.length >= 6);
  t.ok(gallery.items!.every((i) => i.recordType === 2 && typeof i.assetUrl === 'string' && i.originalSize === '1500x1000'));
  t.ok(c.collections.find((x) => x.typeName === 'album')!.items!.length > 0, 'album tracks');
  // projects.conf accepts the custom type `project`: its fields by type.
  const projects = c.collections.find((x) => x.typeName === 'projects')!;
  for (const item of projects.items!) {
    const cc = item.customContent as Record<string, unknown>;
    t.type(cc.client, 'string');
    t.type(cc.commissioned, 'boolean');
    t.match(cc.cover, { assetUrl: String, originalSize: String });
    t.match(cc.notes, { html: /^<p>/ });
    t.ok(Array.isArray(cc.stills) && (cc.stills as unknown[]).length > 1, 'gallery field: images');
  }
  // The index folder: a landing page with children, in the main navigation.
  const folder = c.collections.find((x) => x.folder)!;
  t.equal(folder.folderBehavior, 1);
  t.ok(folder.collections!.length >= 1);
  t.ok(c.navigations.mainNav!.some((l) => 'folder' in l && l.folder === folder.urlId));
});

t.test('block-field ids built from a collection or item id get content per id', async (t) => {
  const th = theme(join(root, 'fixtures/themes/blog/template'));
  const region = th.regions.get('site')!;
  const patched: Theme = {
    ...th,
    regions: new Map([['site', { ...region, text: `${region.text}<squarespace:block-field id="{collection.id}_intro" columns="12" /><squarespace:block-field id="{item.id}-notes" columns="1" />` }]]),
  };
  const c: SiteContent = generateContent(patched, { now: NOW });
  for (const col of c.collections) t.ok(c.blockFields[`${col.id}_intro`], `${col.urlId}: intro field`);
  const items = c.collections.flatMap((x) => x.items ?? []);
  t.ok(items.length > 0);
  for (const item of items) t.ok(c.blockFields[`${item.id}-notes`], `${item.urlId}: notes field`);
  t.notOk(Object.keys(c.blockFields).some((k) => k.includes('{')), 'no unfilled placeholder ids');
});

t.test('placeholder images: shipped, small, served and resized', async (t) => {
  let total = 0;
  for (const image of PLACEHOLDER_IMAGES) {
    const file = join(GENERATED_IMAGES_DIR, `${image.name}.jpg`);
    total += statSync(file).size;
    const meta = await sharp(file).metadata();
    t.match(meta, { format: 'jpeg', width: 1500, height: 1000 }, `${image.name}.jpg`);
  }
  t.ok(total < 1.5 * 1024 * 1024, `${total} bytes in all`);

  const site = await loadSite(join(root, 'fixtures/themes/minimal/template'), null, { now: () => NOW });
  const app = Fastify();
  await app.register(siteRoutes, { site });
  t.teardown(() => app.close());
  const name = PLACEHOLDER_IMAGES[0]!.name;
  const full = await app.inject(`${GENERATED_IMAGES_PREFIX}${name}.jpg`);
  t.equal(full.statusCode, 200);
  t.match(full.headers['content-type'], /image\/jpeg/);
  t.equal((await sharp(full.rawPayload).metadata()).width, 1500);
  const small = await app.inject(`${GENERATED_IMAGES_PREFIX}${name}.jpg?format=300w`);
  t.equal((await sharp(small.rawPayload).metadata()).width, 300, '?format=300w resizes');
  t.equal((await app.inject(`${GENERATED_IMAGES_PREFIX}nope.jpg`)).statusCode, 404);
  t.equal((await app.inject(`${GENERATED_IMAGES_PREFIX}..%2f..%2fgenerate.ts`)).statusCode, 404, 'no way out of the folder');
  const home = await app.inject('/');
  t.equal(home.statusCode, 200);
});
