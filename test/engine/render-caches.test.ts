// What the render keeps between tags and renders (issue 41) answers as if it kept nothing:
// zoned instants and their names per zone and locale, the last zone and locale asked,
// field reads through the scopes, and names missed in a section read in the frames around it.
import t from 'tap';
import { ALL_PLUGINS, Engine } from '../../engine/index.js';
import { ZONED_CACHE_ENTRIES } from '../../engine/i18n/strftime.js';
import { BLOCK_TYPE } from '../../engine/content/enums.js';

const engine = new Engine();
const render = (src: string, data: unknown, opts = {}) => engine.compile(src).render(data, opts).html;

t.test('one instant printed in two zones and two locales, alternately, each as asked', async (t) => {
  const ts = Date.UTC(2026, 0, 1, 3, 30); // 31 December in New York, 1 January in Paris
  const src = '{ts|date %F %b %a %H:%M}';
  for (let round = 0; round < 3; round++) {
    t.equal(render(src, { ts, website: { timeZone: 'America/New_York' } }, { locale: 'en-US' }), '2025-12-31 Dec Wed 22:30');
    t.equal(render(src, { ts, website: { timeZone: 'Europe/Paris' } }, { locale: 'fr-FR' }), '2026-01-01 janv. jeu. 04:30');
    t.equal(render(src, { ts, website: { timeZone: 'Europe/Paris' } }, { locale: 'en-US' }), '2026-01-01 Jan Thu 04:30');
  }
  t.equal(render('{ts|date %B}', { ts, website: { timeZone: 'Not/AZone' } }, { locale: 'de-DE' }), 'Dezember', 'an unknown zone falls back to New York, in the locale asked');
});

t.test('more instants than the zoned cache holds still print right', async (t) => {
  const base = Date.UTC(2026, 5, 1);
  const items = Array.from({ length: ZONED_CACHE_ENTRIES + 50 }, (_, i) => ({ t: base + i * 86_400_000 }));
  const html = render('{.repeated section items}{t|date %F}{.alternates with},{.end}', { items, website: { timeZone: 'UTC' } });
  const days = html.split(',');
  t.equal(days.length, items.length);
  t.equal(days[0], '2026-06-01');
  t.equal(days[ZONED_CACHE_ENTRIES + 49], new Date(base + (ZONED_CACHE_ENTRIES + 49) * 86_400_000).toISOString().slice(0, 10));
});

t.test('excerpt? sees visible text only outside tags, blanks and U+200B/U+00A0 not counting', async (t) => {
  const src = '{.repeated section items}{.excerpt?}y{.or}n{.end}{.end}';
  const items = ['<p>Hello</p>', '<p> \n\t</p>', '<p>\u00a0\u200b\u2003</p>', '<img alt="x">', 'a>b', '<p>&nbsp;</p>', '', { html: '<p>x</p>' }, { html: '<p> </p>' }].map((excerpt) => ({ excerpt }));
  t.equal(render(src, { items }), 'ynnnyynyn');
});

t.test('item-classes and image-meta read through the scopes as lookups do', async (t) => {
  const data = {
    categories: ['Outer'],
    recordTypeLabel: 'from-root',
    blockType: 5,
    items: [
      { title: 'A & "B"', tags: ['Big Sale'], author: { displayName: 'Ann Lee' }, starred: true, assetUrl: '/a.jpg', originalSize: '10x20', altText: ' own alt ' },
      { title: 'C', categories: [], assetUrl: '/c.jpg', originalSize: '1x1', mediaFocalPoint: { x: 0.2, y: 0.7 } },
    ],
  };
  const html = render('{.repeated section items}<p class="{@|item-classes}"><img {@|image-meta}></p>{.end}', data);
  t.equal(
    html,
    '<p class="hentry category-outer tag-big-sale author-ann-lee post-type-from-root article-index-1 featured"><img data-src="/a.jpg" data-image="/a.jpg" data-image-dimensions="10x20" data-image-focal-point="0.5,0.5" alt="own alt" ></p>' +
      '<p class="hentry post-type-from-root article-index-2"><img data-src="/c.jpg" data-image="/c.jpg" data-image-dimensions="1x1" data-image-focal-point="0.2,0.7" alt="" ></p>',
  );
  // Without an image block around it, the alt text is the title, escaped.
  t.equal(render('{.section item}<img {@|image-meta}>{.end}', { item: data.items[0] }), '<img data-src="/a.jpg" data-image="/a.jpg" data-image-dimensions="10x20" data-image-focal-point="0.5,0.5" alt="A &amp; &quot;B&quot;" >');
});

t.test('a name missed in a section is found in the frames around it, nearest first, in generated code as in the interpreter', async (t) => {
  const src = '{.repeated section items}{.section title}{title}/{id}/{site}/{@index}{.end};{.end}';
  const data = { site: 'S', id: 'root', items: [{ id: 'i1', title: 'T1' }, { title: 'T2' }, { id: 'i3', title: { title: 'inner', id: 'own' } }] };
  const expected = 'T1/i1/S/1;T2/root/S/2;inner/own/S/3;';
  for (const execution of ['interpret', 'compile'] as const) t.equal(new Engine({ execution }).compile(src).render(data).html, expected, execution);
});

t.test("a repeated section's one frame per list: an item's variables, macros and scopes end with it (generated code)", async (t) => {
  const compiled = new Engine({ execution: 'compile' });
  const interpreted = new Engine({ execution: 'interpret' });
  const both = (src: string, data: unknown) => {
    const html = compiled.compile(src).render(data).html;
    t.equal(html, interpreted.compile(src).render(data).html, `${src}: generated code and interpreter agree`);
    return html;
  };
  const items = [{ id: 'a', flag: true }, { id: 'b' }, { id: 'c', flag: true }, { id: 'd' }];
  t.equal(both('{.repeated section items}{.if flag}{.var @x id}{.end}[{@x}]{.end}', { items }), '[a][][c][]', 'a variable of one item is not seen by the next');
  t.equal(both('{.repeated section items}{.if flag}{.macro m}<{id}>{.end}{.end}({@|apply m}){.end}', { items }), '(<a>)()(<c>)()', 'nor a macro');
  t.equal(both('{.repeated section items}{@index}:{id}{.alternates with},{.end}', { items }), '1:a,2:b,3:c,4:d');

  // image-meta's alt text: an image block's own altText when a scope around the item is one; the same item in two lists.
  const imageBlock = BLOCK_TYPE.code('image');
  const shared = { title: 'From the title', altText: 'From the block', assetUrl: '/a.jpg' };
  const outer = [{ blockType: imageBlock, images: [shared, shared] }, { images: [shared] }, { blockType: imageBlock, images: [shared] }];
  const alts = both('{.repeated section outer}{.repeated section images}{@|image-meta}{.end}|{.end}', { outer }).match(/alt="[^"]*"|\|/g);
  t.same(alts, ['alt="From the block"', 'alt="From the block"', '|', 'alt="From the title"', '|', 'alt="From the block"', '|']);
});

t.test('a predicate asked again in the same scope is answered once, unless a variable was bound or the call reported', async (t) => {
  let calls = 0;
  const counted = { name: 'counted?', family: 'content' as const, summary: 'counts its calls', test: (_a: readonly string[], _c: unknown, frame: { node: unknown }) => (calls++, (frame.node as { on?: boolean }).on === true) };
  const failing = { name: 'failing?', family: 'content' as const, summary: 'throws', test: (): boolean => { throw new Error('no'); } };
  const engine = new Engine({ execution: 'compile', plugins: [...ALL_PLUGINS, { predicates: [counted, failing] }] });
  const items = [{ on: true }, { on: false }, { on: true }];
  calls = 0;
  const html = engine.compile('{.repeated section items}{.counted?}a{.end}{.counted?}b{.or}c{.end}{.counted?}d{.end};{.end}').render({ items }).html;
  t.equal(html, 'abd;c;abd;');
  t.equal(calls, 3, 'once per item');
  calls = 0;
  t.equal(engine.compile('{.repeated section items}{.counted?}a{.end}{.var @v on}{.counted?}b{.end};{.end}').render({ items }).html, 'ab;;ab;');
  t.equal(calls, 6, 'asked again after a variable is bound');
  const r = engine.compile('{.failing?}a{.end}\n{.failing?}b{.or}c{.end}').render({});
  t.equal(r.html, '\nc');
  t.same(r.errors.map((e) => [e.code, e.line]), [['PREDICATE_FAILED', 1], ['PREDICATE_FAILED', 2]], 'a failing call reports at each tag');
});

t.test("item-classes and image-meta: each name's answer from the scopes around a list is its own, and changes with them", async (t) => {
  const imageBlock = BLOCK_TYPE.code('image');
  const groups = [
    { categories: ['Group One'], tags: ['Red'], blockType: imageBlock, items: [{ altText: 'alt 1', title: 'T1' }, { altText: 'alt 2', title: 'T2', tags: ['Own Tag'] }] },
    { recordTypeLabel: 'text', starred: true, items: [{ title: 'T3' }, { title: 'T4', categories: ['Mine'] }] },
    { categories: ['Group Three'], items: [{ title: 'T5' }] },
  ];
  const src = '{.repeated section groups}{.repeated section items}<p class="{@|item-classes}"><img {@|image-meta}></p>{.end}|{.end}';
  const classes = (html: string) => [...html.matchAll(/class="([^"]*)"|alt="([^"]*)"|\|/g)].map((m) => m[1] ?? (m[2] === undefined ? '|' : `alt=${m[2]}`));
  const expected = [
    'hentry category-group-one tag-red post-type- article-index-1', 'alt=alt 1',
    'hentry category-group-one tag-own-tag post-type- article-index-2', 'alt=alt 2', '|',
    'hentry post-type-text article-index-1 featured', 'alt=T3',
    'hentry category-mine post-type-text article-index-2 featured', 'alt=T4', '|',
    'hentry category-group-three post-type- article-index-1', 'alt=T5', '|',
  ];
  for (const execution of ['interpret', 'compile'] as const) {
    const engine = new Engine({ execution });
    // Twice: a second render finds nothing of the first one's answers.
    for (let i = 0; i < 2; i++) t.same(classes(engine.compile(src).render({ groups }).html), expected, `${execution}, render ${i + 1}`);
  }
  // The same name slugged again after its class text was kept prints the same.
  t.same(classes(new Engine().compile(src).render({ groups: [groups[2]] }).html), ['hentry category-group-three post-type- article-index-1', 'alt=T5', '|']);
});

t.test('a name missed in the frames a function pushed is looked up in the scopes it was called in once per call, each call its own', async (t) => {
  const src = '{.repeated section groups}{@|apply row}|{.end}{.repeated section items}<{label}{.section inner}{label}{.end}>{.end}';
  const partials = { row: '{.repeated section items}[{label}:{name}{.section inner}{.repeated section xs}{label}{@}{.end}{.end}]{.end}' };
  const groups = [
    { label: 'G1', items: [{ name: 'a', inner: { xs: [1, 2] } }, { name: 'b', label: 'own' }] },
    { label: 'G2', items: [{ name: 'c', inner: { xs: [3] } }] },
    { items: [{ name: 'd' }] },
  ];
  const data = { label: 'root', groups, items: [{}, { label: 'L', inner: { x: 1 } }, { inner: { label: 'I' } }] };
  const expected = '[G1:aG11G12][own:b]|[G2:cG23]|[root:d]|<root><LL><rootI>';
  for (const execution of ['interpret', 'compile'] as const) {
    const engine = new Engine({ execution });
    for (let i = 0; i < 2; i++) t.equal(engine.compile(src).render(data, { partials }).html, expected, `${execution}, render ${i + 1}`);
  }
});
