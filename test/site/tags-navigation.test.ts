import t from 'tap';
import { page } from '../fixtures/tags/fake-host.js';
import type { FakeSite } from '../fixtures/tags/fake-host.js';

const blog = { id: 'c1', title: 'Blog', fullUrl: '/blog', urlId: 'blog' };
const shop = { id: 'c2', title: 'Shop', fullUrl: '/shop', urlId: 'shop' };
const site: FakeSite = {
  root: { website: { siteTitle: 'Site' }, collection: blog },
  navigations: {
    mainNav: {
      items: [
        { active: true, folderActive: false, collection: blog },
        { active: false, folderActive: false, collection: shop },
      ],
      active: false,
      folderActive: false,
    },
    emptyNav: { items: [], active: false, folderActive: false },
  },
  blocks: {
    'main-nav.block': '<ul>{.repeated section items}<li{.if active} class="active"{.end}><a href="{collection.fullUrl}">{collection.title}</a></li>{.end}</ul>',
    'site-title.block': '[{website.siteTitle}]',
  },
};

const NAV_HTML = '<ul><li class="active"><a href="/blog">Blog</a></li><li><a href="/shop">Shop</a></li></ul>';

t.test('a template block renders the navigation items', async (t) => {
  const { html, host } = page(site, '<nav><squarespace:navigation navigationId="mainNav" template="main-nav" /></nav>');
  t.equal(html, `<nav>${NAV_HTML}</nav>`);
  t.same(host.diagnostics.items, []);
});

t.test('template="X.block" is accepted; repeated occurrences are identical', async (t) => {
  const { html } = page(
    site,
    '<squarespace:navigation navigationId="mainNav" template="main-nav.block" />|<squarespace:navigation navigationId=mainNav template=main-nav>',
  );
  t.equal(html, `${NAV_HTML}|${NAV_HTML}`);
});

t.test('an inline navigation inside a class attribute gives " has-primary-nav" exactly when it has items (checklist 8)', async (t) => {
  const tpl = (id: string): string =>
    `<body class="page<squarespace:navigation navigationId="${id}">{.if items.0} has-primary-nav{.end}</squarespace:navigation>">`;
  t.equal(page(site, tpl('mainNav')).html, '<body class="page has-primary-nav">');
  const empty = page(site, tpl('emptyNav'));
  t.equal(empty.html, '<body class="page">');
  t.same(empty.host.codes(), ['NAVIGATION_EMPTY']);
  const undeclared = page(site, tpl('nope'));
  t.equal(undeclared.html, '<body class="page">');
  t.same(undeclared.host.codes(), ['NAVIGATION_UNDECLARED']);
  t.match(undeclared.host.diagnostics.items[0], { severity: 'warning', file: 'site.region', line: 1, col: 18 });
});

t.test('attributes are JSON-T rendered in the scope where the tag appears', async (t) => {
  const { html } = page(
    { ...site, root: { ...site.root, navs: { which: 'mainNav' } } },
    '{.section navs}<squarespace:navigation navigationId="{which}" template="main-nav" />{.end}',
  );
  t.equal(html, NAV_HTML);
});

t.test('a body renders over the page root, not over the enclosing section', async (t) => {
  const { html } = page(
    { ...site, root: { ...site.root, outer: { marker: 'SECTION' } } },
    '{.section outer}<squarespace:navigation navigationId="mainNav">[{marker}|{website.siteTitle}|{items.1.collection.title}|{active}]</squarespace:navigation>{.end}',
  );
  t.equal(html, '[|Site|Shop|false]');
});

t.test('a missing template block renders empty with a warning naming it', async (t) => {
  const { html, host } = page(site, 'a<squarespace:navigation navigationId="mainNav" template="nope" />b');
  t.equal(html, 'ab');
  t.same(host.codes(), ['TAG_TEMPLATE_MISSING']);
  t.match(host.diagnostics.items[0]!.message, 'blocks/nope.block');
});

t.test('an undeclared navigation renders its template with items []', async (t) => {
  const { html, host } = page(site, '<squarespace:navigation navigationId="footerNav" template="main-nav" />');
  t.equal(html, '<ul></ul>');
  t.same(host.codes(), ['NAVIGATION_UNDECLARED']);
});

t.test('an unclosed navigation start tag uses its template', async (t) => {
  const { html } = page(site, '<header><squarespace:navigation navigationId="mainNav" template="main-nav"></header>');
  t.equal(html, `<header>${NAV_HTML}</header>`);
});

t.test('folder-navigation: nothing outside a folder', async (t) => {
  const { html, host } = page(site, 'a<squarespace:folder-navigation template="main-nav" />b');
  t.equal(html, 'ab');
  t.same(host.diagnostics.items, []);
});

t.test('folder-navigation: the folder children, the folder collection and folderActive', async (t) => {
  const folder = { id: 'f', title: 'Folder', typeName: 'folder' };
  const s: FakeSite = {
    ...site,
    folder: { items: [{ active: true, folderActive: false, collection: blog }], collection: folder, folderActive: true },
  };
  t.equal(page(s, '<squarespace:folder-navigation template="main-nav" />').html, '<ul><li class="active"><a href="/blog">Blog</a></li></ul>');
  t.equal(
    page(s, '<div class="x<squarespace:folder-navigation>{.if folderActive} in-{collection.typeName}{.end}</squarespace:folder-navigation>">').html,
    '<div class="x in-folder">',
  );
});
