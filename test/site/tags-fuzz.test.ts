import t from 'tap';
import { page } from '../fixtures/tags/fake-host.js';
import type { FakeSite } from '../fixtures/tags/fake-host.js';

/** Seeded generator (mulberry32), so a failure reproduces. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '<squarespace:navigation navigationId="main"',
  '<squarespace:query collection=blog limit=2',
  "<squarespace:block-field id='f'",
  '<squarespace:script src="a.js"',
  '<squarespace:nope',
  '<SquareSpace:Comments',
  '</squarespace:navigation>',
  '</squarespace:query>',
  '</script>',
  '</squarespace:nope >',
  '>',
  '/>',
  ' template="nav"',
  ' class="{title}"',
  ' x="<squarespace:query collection=blog>"',
  '"',
  "'",
  '{.if items.0}y{.end}',
  '{.section website}',
  '{.end}',
  '{.repeated section items}{title}{.end}',
  '<div class="',
  '\n',
  'text',
  '{item.body}',
];

const site: FakeSite = {
  root: { title: 'T', website: { siteTitle: 'S' }, item: { body: '&lt;squarespace:query&gt;' } },
  navigations: { main: { items: [{}], active: false, folderActive: false } },
  blocks: { 'nav.block': '<squarespace:navigation navigationId="main" template="nav" />[{items|count}]' },
  collections: [{ collection: { id: 'b', urlId: 'blog' }, items: [{ id: '1', title: 'One' }] }],
  scripts: ['a.js'],
};

t.test('random tag soup: never throws, never outputs a template tag or a marker', async (t) => {
  const next = rng(20261123);
  for (let n = 0; n < 400; n++) {
    let src = '';
    const len = 1 + Math.floor(next() * 14);
    for (let i = 0; i < len; i++) src += PIECES[Math.floor(next() * PIECES.length)]!;
    const { html } = page(site, src);
    if (/<\/?squarespace:/i.test(html) || html.includes('<!--sqs:')) {
      t.fail(`case ${n}: ${JSON.stringify(src)} -> ${JSON.stringify(html)}`);
      return;
    }
  }
  t.pass('400 sources');
});
