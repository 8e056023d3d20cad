import t from 'tap';
import { FakeHost, page, renderPage } from '../fixtures/tags/fake-host.js';
import type { FakeSite } from '../fixtures/tags/fake-host.js';
import { MAX_TAG_DEPTH } from '../../site/tags/limits.js';
import { expandTags } from '../../site/tags/expand.js';
import { prepareTags } from '../../site/tags/prepare.js';

const products = {
  id: 'p-id',
  urlId: 'shop',
  fullUrl: '/shop',
  categories: ['Tea Cups', 'Pots & Pans', 'Ä'],
  tags: ['t1'],
};
const posts = [
  { id: 'a', title: 'A', categories: ['x'], tags: ['red', 'blue'] },
  { id: 'b', title: 'B', categories: ['y'], tags: ['green'] },
  { id: 'c', title: 'C', categories: ['x'], tags: [] },
  { id: 'd', title: 'D', categories: ['x'], tags: ['red'] },
  { id: 'e', title: 'E', categories: [], tags: ['blue'] },
  { id: 'f', title: 'F', categories: ['X'], tags: ['RED', 'blue'] },
];
const site: FakeSite = {
  root: {
    website: { siteTitle: 'S' },
    collection: { id: 'blog-id', urlId: 'blog', fullUrl: '/blog', title: 'Blog' },
    item: { id: 'a', title: 'Post "A"', fullUrl: '/blog/a' },
  },
  collections: [
    { collection: products, items: [] },
    { collection: { id: 'blog-id', urlId: 'blog', fullUrl: '/blog' }, items: posts },
  ],
  blocks: { 'category-slugs.block': '{.repeated section categories}<a href="{fullUrl}">{name}</a>{.end}|{collection.tags.0}' },
};

t.test('category: names in order with fullUrl, capped by limit; template or body', async (t) => {
  const { html, host } = page(site, '<squarespace:category collection="shop" template="category-slugs" />');
  t.equal(html, '<a href="/shop?category=Tea%20Cups">Tea Cups</a><a href="/shop?category=Pots%20%26%20Pans">Pots & Pans</a><a href="/shop?category=%C3%84">Ä</a>|t1');
  t.same(host.diagnostics.items, []);
  t.equal(
    page(site, '<squarespace:category collection="{collection.urlId}" limit="1">{.repeated section categories}{name}{.end}</squarespace:category>').html,
    '',
    'collection.urlId of the page is blog, which has no categories',
  );
  t.equal(page(site, '<squarespace:category collection=shop limit=2>{.repeated section categories}{name};{.end}</squarespace:category>').html, 'Tea Cups;Pots & Pans;');
});

t.test('category: an unknown collection gives no categories and warns', async (t) => {
  const { html, host } = page(site, '<squarespace:category collection="nope">[{categories|count}]</squarespace:category>');
  t.equal(html, '[0]');
  t.same(host.codes(), ['CATEGORY_COLLECTION_UNKNOWN']);
});

t.test('related: other items sharing a category or tag, by number shared then collection order, limited', async (t) => {
  const tpl = (limit: string): string =>
    `<squarespace:related collectionId="{collection.id}" itemId="{item.id}"${limit}>{.repeated section items}{title}{.end}</squarespace:related>`;
  const { html, host } = page(site, tpl(''));
  // a: x, red, blue. f shares 3 (case-insensitive), d 2, c 1, e 1; b none.
  t.equal(html, 'FDCE');
  t.same(host.diagnostics.items, []);
  t.equal(page(site, tpl(' limit="2"')).html, 'FD');
  const missing = page(site, '<squarespace:related collectionId="blog-id" itemId="zz">[{items|count}]</squarespace:related>');
  t.equal(missing.html, '[0]');
  t.same(missing.host.codes(), ['RELATED_NOT_FOUND']);
});

t.test('social-share and comments are static containers', async (t) => {
  t.equal(
    page(site, '<squarespace:social-share />').html,
    '<div class="squarespace-social-share" data-title="Post &quot;A&quot;" data-full-url="/blog/a"></div>',
  );
  t.equal(page(site, '<squarespace:comments></squarespace:comments>').html, '<div class="squarespace-comments" data-item-id="a"></div>');
});

t.test('an unknown tag is removed with its body, with a warning at its position', async (t) => {
  const { html, host } = page(site, 'a\n  <squarespace:gallery id="x">{website.siteTitle}<p>body</p></squarespace:gallery>b<squarespace:thing/>c');
  t.equal(html, 'a\n  bc');
  t.same(host.codes(), ['TAG_UNKNOWN', 'TAG_UNKNOWN']);
  t.match(host.diagnostics.items[0], { severity: 'warning', file: 'site.region', line: 2, col: 3 });
  t.match(host.diagnostics.items[0]!.message, '<squarespace:gallery>');
});

t.test('a navigation template holding its own tag stops at depth 8 with an error (checklist 21)', async (t) => {
  const s: FakeSite = {
    navigations: { main: { items: [{}], active: false, folderActive: false } },
    blocks: { 'loop.block': '(<squarespace:navigation navigationId="main" template="loop" />)' },
  };
  const { html, host } = page(s, '<squarespace:navigation navigationId="main" template="loop" />');
  t.equal(html, '('.repeat(MAX_TAG_DEPTH) + ')'.repeat(MAX_TAG_DEPTH));
  t.same(host.codes(), ['TAG_DEPTH']);
  t.match(host.diagnostics.items[0], { severity: 'error', file: 'blocks/loop.block', line: 1, col: 2 });
});

t.test('tag-like text from content values is output verbatim (checklist 17)', async (t) => {
  const fake = prepareTags('<squarespace:query collection="blog">x</squarespace:query>', 'evil', 'othernonce1').source;
  const body = `<p><squarespace:query collection="blog">{items}</squarespace:query></p>${fake}`;
  const { html, host } = page({ ...site, root: { ...site.root, item: { body } } }, '<article>{item.body}</article>|<squarespace:query collection="blog" limit="1">{items.0.title}</squarespace:query>');
  t.equal(html, `<article>${body}</article>|A`);
  t.same(host.diagnostics.items, []);
});

t.test('the output holds no template-originated tag and no marker', async (t) => {
  const src =
    '<squarespace:navigation navigationId="x" template="category-slugs">' +
    '<div class="<squarespace:folder-navigation>{items}</squarespace:folder-navigation>">' +
    '<squarespace:query collection="blog" limit="2">{.repeated section items}<squarespace:block-field id="f-{id}" />{.end}</squarespace:query>' +
    '<squarespace:script src="x.js"></script></squarespace:whatever>';
  const { html, host } = page(site, src);
  t.notMatch(html, /squarespace:/i);
  t.notMatch(html, /<!--sqs/);
  t.match(html, 'id="f-a"');
  t.match(html, 'id="f-b"');
  t.same(host.codes(), ['NAVIGATION_UNDECLARED', 'SCRIPT_MISSING', 'TAG_STRAY_CLOSE']);
});

t.test('tags in a body and in partials the body applies are expanded', async (t) => {
  const s: FakeSite = {
    ...site,
    blocks: { 'card.block': '<li>{title}<squarespace:block-field id="card-{id}" /></li>' },
    blockFields: { 'card-a': { blocks: [{ type: 'html', html: 'HTML-A' }] } },
  };
  const { html } = page(s, '<squarespace:query collection="blog" limit="1"><ul>{.repeated section items}{@|apply card.block}{.end}</ul></squarespace:query>');
  t.match(html, /^<ul><li>A<div class="sqs-layout[^"]*" data-type="block-field" data-updated-on="0" id="card-a">.*HTML-A.*<\/li><\/ul>$/);
});

t.test('a tag rendered inside another tag\'s attribute value (through a partial) expands first', async (t) => {
  const s: FakeSite = { ...site, blocks: { 'cls.block': '<squarespace:comments />' } };
  const { html } = page(s, '<squarespace:block-field id="z" class="{@|apply cls.block}" />');
  t.match(html, 'class="sqs-layout sqs-grid-12 columns-12 empty &lt;div class=&quot;squarespace-comments&quot; data-item-id=&quot;a&quot;&gt;&lt;/div&gt;"');
});

t.test('expandTags over an array of prepared sources; markers of unknown ids are dropped with an error', async (t) => {
  const host = new FakeHost(site, 'abcdefgh12');
  const p = prepareTags('<squarespace:comments />', 'a.region', 'abcdefgh12');
  t.equal(expandTags(p.source, [p], host), '<div class="squarespace-comments" data-item-id="a"></div>');
  t.equal(expandTags('x<!--sqs:abcdefgh12:t:deadbeef.0;<!--sqs:abcdefgh12:e;y', [p], host), 'xy');
  t.same(host.codes(), ['TAG_MARKER_UNKNOWN']);
  t.equal(expandTags('plain', [], host), 'plain');
  t.equal(expandTags('x&lt;!--sqs:abcdefgh12:t:deadbeef.1;y&lt;!--sqs:abcdefgh12:e;z', [p], host), 'xyz', 'escaped tokens are stripped');
  t.equal(expandTags('a%3C!--sqs%3Aabcdefgh12%3At%3Ax.0%3Bb', [p], host), 'a%3C!--sqs%3A%3At%3Ax.0%3Bb', 'the nonce never leaks');
});

t.test('a marker whose end never renders keeps its text and reports an error', async (t) => {
  const host = new FakeHost({ root: {} });
  const html = renderPage(host, 'a<squarespace:comments itemId="x{.section nope}" />y{.end}b');
  t.equal(html, 'axb');
  t.same(host.codes(), ['TAG_MARKER_BROKEN']);
  t.match(host.diagnostics.items[0], { severity: 'error', line: 1, col: 2 });
});

t.test('every tag diagnostic code is documented in docs/sites.md', async (t) => {
  const { readFileSync } = await import('node:fs');
  const { TAG_CODES } = await import('../../site/tags/codes.js');
  const page = readFileSync(new URL('../../docs/sites.md', import.meta.url), 'utf8');
  const section = page.slice(page.indexOf('## Platform tags'));
  for (const code of Object.keys(TAG_CODES)) t.ok(section.includes(code), code);
});
