// The provenance recorder: start tags marked (not inside script or style), values and branches per element, positions resolved per render.
import t from 'tap';
import { Engine } from '../../engine/index.js';
import { preview, ProvenanceRecorder, VALUE_PREVIEW_CHARS } from '../../cli/site/provenance.js';
import type { TemplateRender } from '../../site/site-renderer.js';

const render = (source: string, data: unknown, partials: Record<string, string> = {}) => {
  const recorder = new ProvenanceRecorder('/site');
  const engine = new Engine({ tracer: recorder });
  const result = engine.compile(source, 'page.html').render(data, { partials });
  recorder.onRender({ file: 'page.html', locate: (s, line, col) => ({ file: s ?? 'page.html', line, col }) } as TemplateRender);
  return { html: result.html, table: recorder.take(), plain: new Engine().render(source, data).html };
};

t.test('start tags get an id; the HTML is otherwise the same', async (t) => {
  const { html, table, plain } = render('<ul>\n{.repeated section items}<li class="x">{name|html}</li>{.end}\n</ul><script>if (a <b) {}</script><p>', { items: [{ name: 'A&B' }, { name: 'C' }] });
  t.equal(html.replace(/ data-vitrine-src="\d+"/g, ''), plain);
  t.match(html, '<ul data-vitrine-src="1">');
  t.match(html, '<script>if (a <b) {}</script>', 'nothing marked inside a script');
  t.match(html, /<p data-vitrine-src="\d+">$/, 'marking resumes after it');
  t.same(table['1'], { file: 'page.html', line: 1, col: 1, path: '/site/page.html', tag: 'ul', values: [], branches: [{ file: 'page.html', line: 2, col: 1, path: '/site/page.html', instruction: '{.repeated section items}', taken: '2 items' }] });
  t.same(table['2']!.values, [{ file: 'page.html', line: 2, col: 40, path: '/site/page.html', variable: 'name', jsonPath: 'items.0.name', steps: [{ formatter: 'html', input: '"A&B"', output: '"A&amp;B"' }], value: '"A&amp;B"' }]);
  t.equal(table['2']!.line, 2);
  t.equal(table['2']!.col, 26);
});

t.test('each value at its JSON path from the root: sections, repetitions with their index, enclosing scopes, partials', async (t) => {
  const data = {
    website: { siteTitle: 'Teas' },
    collection: { items: [{ title: 'A', variants: [{ sku: 'A1' }] }, { title: 'B', variants: [{ sku: 'B1' }, { sku: 'B2' }] }] },
  };
  const source =
    '{.section collection}{.repeated section items}<li>{title} {website.siteTitle} {@index}' +
    '{.repeated section variants}<b>{sku|html}</b>{.end}<i>{@|apply card.block}</i>{.var @t title}<u>{@t}</u>{.end}{.end}';
  const { table } = render(source, data, { 'card.block': '<p>{title}{.section variants}{0.sku}{.end}</p>' });
  const paths = Object.values(table).flatMap((e) => e.values.map((v) => `${v.variable} ${v.jsonPath ?? '-'}`));
  t.same(paths, [
    'title collection.items.0.title',
    'website.siteTitle website.siteTitle',
    '@index -',
    'sku collection.items.0.variants.0.sku',
    'title collection.items.0.title',
    '0.sku collection.items.0.variants.0.sku',
    '@ collection.items.0',
    '@t -',
    'title collection.items.1.title',
    'website.siteTitle website.siteTitle',
    '@index -',
    'sku collection.items.1.variants.0.sku',
    'sku collection.items.1.variants.1.sku',
    'title collection.items.1.title',
    '0.sku collection.items.1.variants.0.sku',
    '@ collection.items.1',
    '@t -',
  ]);
});

t.test('inside a partial applied to a formatted value, and for a missing value: no JSON path', async (t) => {
  const { table } = render('<p>{a|json|apply p.block}{nothing.here}</p>', { a: { b: 1 } }, { 'p.block': '<i>{@}</i>' });
  // The variable itself is at `a` (its formatters' input); the partial's scope is the JSON text, in no context.
  t.same(Object.values(table).flatMap((e) => e.values.map((v) => `${v.variable} ${v.jsonPath ?? '-'}`)), ['@ -', 'a a', 'nothing.here -']);
});

t.test('branches: section, or, predicate, if', async (t) => {
  const { table } = render('<a>{.section none}x{.or}y{.end}{.if yes}z{.end}{.equal? n 2}w{.or}v{.end}', { yes: true, n: 1 });
  t.same(table['1']!.branches.map((b) => `${b.instruction} ${b.taken}`), ['{.section none} or', '{.if yes} body', '{.equal?} or']);
});

t.test('previews: short, objects and arrays by their shape', async (t) => {
  t.equal(preview([1, 2]), '[2 items]');
  t.equal(preview({ a: 1, b: 2 }), '{a, b}');
  t.equal(preview(undefined), 'undefined');
  t.equal(preview('x'.repeat(200)).length, VALUE_PREVIEW_CHARS);
});
