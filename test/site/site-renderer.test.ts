// The site renderer on a small developer-mode folder with the quirks of real
// ones (DEVELOPER-MODE.md checklist items 1-7, 14, 17, 19).
import t from 'tap';
import { fileURLToPath } from 'node:url';
import { loadTheme } from '../../site/theme/load-theme.js';
import { loadContent } from '../../site/content/load-content.js';
import { SiteRenderer } from '../../site/site-renderer.js';
import { readConf } from '../../site/conf/lenient-json.js';

const dir = (p: string) => fileURLToPath(new URL(`../fixtures/site-basic/${p}`, import.meta.url));
const themeResult = loadTheme(dir('theme'));
const contentResult = loadContent(dir('content'));
if (!themeResult.ok || !contentResult.ok) throw new Error('fixture folder does not load');
const site = new SiteRenderer(themeResult.theme, contentResult.content, { now: () => Date.UTC(2026, 10, 23) });

t.test('template.conf with a comment, a trailing comma and an appended object loads (checklist 1)', async (t) => {
  const { theme } = themeResult;
  t.equal(theme.conf.name, 'Basic', 'the first object is used');
  t.equal(theme.conf.raw.homepage, 'https://example.com/keep-this', 'a URL in a string survives comment stripping');
  const warnings = themeResult.diagnostics.filter((d) => d.code === 'CONF_TRAILING_TEXT');
  t.equal(warnings.length, 1);
  t.match(warnings[0], { file: "template.conf", line: 18, col: 1 });
  t.ok(themeResult.diagnostics.some((d) => d.code === 'CONF_DUPLICATE_NAVIGATION'), 'a navigation declared twice warns');
  t.same(theme.conf.layouts.map((l) => l.key), ['default', 'homepage', 'wide']);
});

t.test('bad conf files: fatal for template.conf, defaults for a collection conf', async (t) => {
  const bad = readConf('{ "a": 1,, }', 'x.conf');
  t.notOk(bad.ok);
  t.match(bad.diagnostics[0], { code: 'CONF_SYNTAX', file: 'x.conf', line: 1 });
  const missing = loadTheme(dir('content'));
  t.notOk(missing.ok, 'a folder without template.conf is fatal');
  t.equal(missing.diagnostics[0]?.code, 'THEME_NO_CONF');
});

t.test('layouts concatenate regions before parsing: a section opened in one region closes in another (checklist 2)', async (t) => {
  const page = site.render('/blog');
  t.equal(page.status, 200);
  t.match(page.html, /<main data-collection="blog">[\s\S]*<\/main>/);
  t.same(page.diagnostics.filter((d) => d.severity === 'error'), []);
});

t.test('a missing region leaves the page intact with one diagnostic naming it (checklist 3)', async (t) => {
  const page = site.render('/blog');
  const missing = page.diagnostics.filter((d) => d.code === 'REGION_MISSING');
  t.equal(missing.length, 1);
  t.match(missing[0]?.message, /missing/);
  t.match(page.html, /<footer>/);
});

t.test('layout choice: conf layout, homepage layout on the home page, default (checklist 4)', async (t) => {
  t.match(site.render('/').html, /class="home"/, 'home page uses the homepage layout');
  t.match(site.render('/').html, /collection-layout-homepage/);
  t.match(site.render('/blog').html, /collection-layout-wide/, "the type's .conf layout");
  t.match(site.render('/landing').html, /collection-layout-default/);
});

t.test('a collection with only an item view opens on its first item (checklist 5)', async (t) => {
  const page = site.render('/team');
  t.equal(page.status, 200);
  t.match(page.html, /<div class="member">Ann<\/div>/);
});

t.test('a system collection without a view renders the built-in view with status 200 (checklist 6)', async (t) => {
  const page = site.render('/shop');
  t.equal(page.status, 200);
  t.match(page.html, /vitrine-system-collection collection-type-products/);
  t.match(page.html, /<a href="\/shop\/mug">Mug<\/a>/);
  t.ok(page.diagnostics.some((d) => d.code === 'VIEW_SYSTEM_FALLBACK' && d.severity === 'info'));
});

t.test('navigation: active link, folder state, external links (checklist 7)', async (t) => {
  const blog = site.render('/blog/second');
  t.match(blog.html, /<a href="\/blog" class="active">Blog<\/a>/);
  t.match(blog.html, /<a href="https:\/\/elsewhere.example">Elsewhere<\/a>/);
  const team = site.render('/team');
  t.match(team.html, /<span class="folder folder-active">More<\/span>/, 'the folder containing the page is folderActive');
});

t.test('lists: order, pagination and item pages', async (t) => {
  const list = site.render('/blog');
  t.match(list.html, /Third post[\s\S]*Second post/, 'chronological: newest first');
  t.notMatch(list.html, /First post/, 'page size 2');
  t.match(list.html, /<a class="older" href="\/blog\?offset=2">Older<\/a>/);
  t.match(site.render('/blog', { offset: '2' }).html, /First post/);
  t.match(list.html, /<span class="meta">Cy · news,notes<\/span>/, 'blocks apply as partials');
  const item = site.render('/blog/second');
  t.match(item.html, /<h1>Second post<\/h1><p>Two<\/p>/);
  t.match(item.html, /<a class="prev" href="\/blog\/third">Third post<\/a>/);
  t.match(item.html, /<title>Second post \| Basic Site<\/title>/, "websiteSettings.itemTitleFormat");
});

t.test('pages, folders, 404', async (t) => {
  t.match(site.render('/').html, /<p>Welcome home<\/p>/, 'a regular page renders its mainContent');
  t.match(site.render('/landing').html, /<section class="landing">Landing Page<\/section>/, 'a page template');
  const folder = site.render('/more');
  t.equal(folder.status, 302);
  t.equal(folder.location, '/team', 'a redirect folder goes to its first child');
  t.equal(site.render('/nowhere').status, 404);
  t.equal(site.render('/blog/nothing').status, 404);
});

t.test('system values: page classes, page id, headers, footers (checklist 14)', async (t) => {
  const item = site.render('/blog/second').html;
  t.match(item, /<body id="item-b2" class="[^"]*native-currency-code-eur collection-blog collection-type-blog collection-layout-wide view-item mobile-style-available"/);
  const home = site.render('/').html;
  t.match(home, /class="[^"]*collection-home collection-type-page collection-layout-homepage homepage view-list/);
  t.match(home, /<body id="collection-home"/);
  t.match(home, /<link rel="stylesheet" type="text\/css" href="\/site.css\?v=7">/);
  t.match(home, /Static.SQUARESPACE_CONTEXT = \{/);
  t.match(home, /<!-- footer injection -->\n<\/body>/);
});

t.test('no platform tag or placeholder left; tag-like content stays verbatim (checklist 17)', async (t) => {
  for (const path of ['/', '/blog', '/blog/first', '/team', '/landing', '/shop', '/nowhere']) {
    const html = site.render(path).html.replace(/&lt;squarespace:query[^&]*&gt;|<squarespace:query collection="blog">/g, '');
    t.notMatch(html, /<squarespace:/, `${path}: no tags`);
    t.notMatch(html, /\{squarespace/, `${path}: no placeholders`);
  }
  t.match(site.render('/blog/first').html, /<p>&lt;squarespace:query collection="blog"&gt;<\/p>/, 'content text is output as written');
  t.match(site.render('/').html, /data-content-field="main-content"/, 'editor annotations pass through');
});

t.test('?format=json and ?format=main-content (checklist 19)', async (t) => {
  const json = site.render('/blog', { format: 'json' });
  t.equal(json.contentType, 'application/json');
  const ctx = JSON.parse(json.html);
  t.equal(ctx.collection.urlId, 'blog');
  t.equal(ctx.items.length, 2);
  t.notOk('squarespace-headers' in ctx);
  const main = site.render('/blog/second', { format: 'main-content' });
  t.match(main.html, /^<article class="post">/);
});

t.test('same fixture and clock, byte-identical output (checklist 22)', async (t) => {
  t.equal(site.render('/blog').html, site.render('/blog').html);
});

t.test('renderer rules from the example folders: type conf defaults, share buttons, undeclared system partials', async (t) => {
  const { loadSite } = await import('../../site/load-site.js');
  const root = (p: string) => fileURLToPath(new URL(`../../fixtures/themes/${p}`, import.meta.url));
  const portfolio = await loadSite(root('portfolio/template'), root('portfolio/content'));
  t.ok(portfolio.diagnostics.some((d) => d.code === 'SYSTEM_PARTIAL_UNDECLARED' && d.file === 'bleed.region'), 'an undeclared system partial warns at its use');
  const blog = await loadSite(root('blog/template'), root('blog/content'), { now: () => Date.UTC(2026, 10, 23) });
  const ctx = JSON.parse(blog.renderer.render('/journal', { format: 'json' }).html);
  if (ctx.collection?.typeName === 'blog') t.ok(ctx.items.length > 0);
  const shared = blog.renderer.render('/journal', {}).html;
  t.notMatch(shared, /alt="[^"]*"\s+alt=/, 'one alt attribute per image');
});

t.test('an error inside a tag body is reported at its line in the file', async (t) => {
  const footer = themeResult.theme.regions.get('footer')!;
  const text = `${footer.text}<squarespace:query collection="blog" limit="1">\n<p>\n{title|nosuch}</p>\n</squarespace:query>\n`;
  const regions = new Map(themeResult.theme.regions);
  regions.set('footer', { ...footer, text });
  const r = new SiteRenderer({ ...themeResult.theme, regions }, contentResult.content).render('/blog');
  const line = text.split('\n').findIndex((l) => l.includes('nosuch')) + 1;
  const d = r.diagnostics.find((x) => x.code === 'FORMATTER_UNKNOWN');
  t.match(d, { file: 'footer.region', line, col: 8 });
});
