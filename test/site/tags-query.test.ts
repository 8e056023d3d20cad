import t from 'tap';
import { page } from '../fixtures/tags/fake-host.js';
import type { FakeSite } from '../fixtures/tags/fake-host.js';
import { MAX_QUERIES_PER_PAGE } from '../../site/tags/limits.js';

const items = Array.from({ length: 30 }, (_, i) => ({
  id: `i${i}`,
  title: `T${i}`,
  starred: i % 3 === 0,
  categories: i % 2 === 0 ? ['Even'] : ['Odd'],
  tags: i % 5 === 0 ? ['five', 'x'] : ['y'],
}));
const blog = { id: 'blog-id', urlId: 'blog', fullUrl: '/blog', pageSize: 4 };
const news = { id: 'news-id', urlId: 'about/news', fullUrl: '/about/news' };
const site: FakeSite = {
  root: { collection: { id: 'home', urlId: 'blog', fullUrl: '/' }, localizedStrings: { more: 'More' } },
  collections: [
    { collection: blog, items },
    { collection: news, items: items.slice(0, 3) },
  ],
};

const BODY = '{.repeated section items}{title} {.end}';

t.test('featured + limit: the first starred items in collection order; collection is the queried one (checklist 10)', async (t) => {
  const { html, host } = page(
    site,
    `<squarespace:query collection="{collection.urlId}" featured="true" limit="2">${BODY}@{collection.fullUrl}</squarespace:query>`,
  );
  t.equal(html, 'T0 T3 @/blog');
  t.same(host.diagnostics.items, []);
});

t.test('category and tag filters take any listed value; skip then limit', async (t) => {
  t.equal(page(site, `<squarespace:query collection="blog" category="Odd" limit="3">${BODY}</squarespace:query>`).html, 'T1 T3 T5 ');
  t.equal(page(site, `<squarespace:query collection=blog tag="five, nope" limit=10>${BODY}</squarespace:query>`).html, 'T0 T5 T10 T15 T20 T25 ');
  t.equal(page(site, `<squarespace:query collection='blog' category='Even' tag='five' skip='1' limit='2'>${BODY}</squarespace:query>`).html, 'T10 T20 ');
  t.equal(page(site, `<squarespace:query collection="blog" featured="false" skip="2" limit="3">${BODY}</squarespace:query>`).html, 'T2 T3 T4 ');
});

t.test('without limit, the collection pageSize; a collection urlId with a slash', async (t) => {
  t.equal(page(site, `<squarespace:query collection="blog">${BODY}</squarespace:query>`).html, 'T0 T1 T2 T3 ');
  t.equal(page(site, `<squarespace:query collection="about/news">${BODY}</squarespace:query>`).html, 'T0 T1 T2 ');
});

t.test('the body sees site keys but not the enclosing section', async (t) => {
  const { html } = page(
    { ...site, root: { ...site.root, outer: { title: 'OUTER' } } },
    `{.section outer}<squarespace:query collection="blog" limit="1">{localizedStrings.more}:{.repeated section items}{title}{.end}</squarespace:query>{.end}`,
  );
  t.equal(html, 'More:T0');
});

t.test('limit="500" is clamped to 100 and skip to 10, with warnings (checklist 12)', async (t) => {
  const many = { collection: { id: 'big', urlId: 'big' }, items: Array.from({ length: 150 }, (_, i) => ({ id: `b${i}` })) };
  const { html, host } = page({ collections: [many] }, '<squarespace:query collection="big" limit="500">{items|count}</squarespace:query>');
  t.equal(html, '100');
  t.same(host.codes(), ['TAG_ATTR_CLAMPED']);
  t.match(host.diagnostics.items[0]!.message, 'limit="500" clamped to 100');
  const skipped = page({ collections: [many] }, '<squarespace:query collection="big" skip="50" limit="1">{items.0.id}</squarespace:query>');
  t.equal(skipped.html, 'b10');
  t.same(skipped.host.codes(), ['TAG_ATTR_CLAMPED']);
  const bad = page(site, `<squarespace:query collection="blog" limit="lots">${BODY}</squarespace:query>`);
  t.equal(bad.html, 'T0 T1 T2 T3 ');
  t.same(bad.host.codes(), ['TAG_ATTR_INVALID']);
});

t.test('a 9th query renders nothing and warns (checklist 12)', async (t) => {
  const one = '<squarespace:query collection="blog" limit="1">[{items.0.title}]</squarespace:query>';
  const { html, host } = page(site, one.repeat(MAX_QUERIES_PER_PAGE + 1));
  t.equal(html, '[T0]'.repeat(MAX_QUERIES_PER_PAGE));
  t.same(host.codes(), ['QUERY_LIMIT_PER_PAGE']);
  t.equal(host.diagnostics.items[0]!.col, one.length * MAX_QUERIES_PER_PAGE + 1);
});

t.test('each rendered occurrence counts: a query repeated ten times renders eight times', async (t) => {
  const looped = page(
    { ...site, root: { ...site.root, nums: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } },
    '{.repeated section nums}<squarespace:query collection="blog" limit="1">{items.0.title}</squarespace:query>{.end}',
  );
  t.equal(looped.html, 'T0'.repeat(8));
  t.same(looped.host.codes(), ['QUERY_LIMIT_PER_PAGE', 'QUERY_LIMIT_PER_PAGE']);
});

t.test('an unknown collection gives items [] without collection, and warns', async (t) => {
  const { html, host } = page(site, '<squarespace:query collection="nope">[{items|count}|{collection.fullUrl}]</squarespace:query>');
  t.equal(html, '[0|]');
  t.same(host.codes(), ['QUERY_COLLECTION_UNKNOWN']);
  const missing = page(site, '<squarespace:query limit="2">x</squarespace:query>');
  t.same(missing.host.codes(), ['TAG_ATTR_MISSING']);
});

t.test('a self-closing query renders nothing', async (t) => {
  t.equal(page(site, 'a<squarespace:query collection="blog" />b').html, 'ab');
});
