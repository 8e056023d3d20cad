import t from 'tap';
import { prepareTags } from '../../site/tags/prepare.js';
import { tokenize } from '../../site/tags/markers.js';
import { expandTags } from '../../site/tags/expand.js';
import { FakeHost } from '../fixtures/tags/fake-host.js';

const N = 'abcdef0123';

/** The tags of a prepared source with their rendered-free attributes, read back from the markers. */
function markers(source: string): { id: string; attrs: Record<string, string> }[] {
  const out: { id: string; attrs: Record<string, string> }[] = [];
  let cur: { id: string; attrs: Record<string, string> } | null = null;
  let attr: string | null = null;
  for (const tok of tokenize(source, N)) {
    if (tok.type === 'open') cur = { id: tok.id, attrs: {} };
    else if (tok.type === 'attr' && cur) {
      attr = tok.name;
      cur.attrs[attr] = '';
    } else if (tok.type === 'text' && cur && attr) cur.attrs[attr] += tok.text;
    else if (tok.type === 'end' && cur) {
      out.push(cur);
      cur = null;
      attr = null;
    }
  }
  return out;
}

t.test('a source without tags is returned unchanged', async (t) => {
  const p = prepareTags('<p>{title}</p>', 'a.region', N);
  t.equal(p.source, '<p>{title}</p>');
  t.same(p.tags, []);
});

t.test('double-quoted, single-quoted and bare attributes read alike (checklist 11)', async (t) => {
  const src = [
    '<squarespace:query collection="blog" limit="3" />',
    "<squarespace:query collection='blog' limit='3' />",
    '<squarespace:query collection=blog limit=3 />',
    '<squarespace:query collection=blog limit=3/>',
  ].join('\n');
  const p = prepareTags(src, 'a.region', N);
  const ms = markers(p.source);
  t.equal(ms.length, 4);
  for (const m of ms) t.same(m.attrs, { collection: 'blog', limit: '3' });
  t.same(p.tags.map((x) => [x.line, x.col]), [[1, 1], [2, 1], [3, 1], [4, 1]]);
});

t.test('attribute values stay JSON-T text, quotes and > inside {…} included', async (t) => {
  const src = '<squarespace:block-field id="{collection.id}_intro" label="{.equal? a "x"}A>B{.end}" async />';
  const p = prepareTags(src, 'a.block', N);
  t.same(markers(p.source)[0]!.attrs, { id: '{collection.id}_intro', label: '{.equal? a "x"}A>B{.end}', async: '' });
  t.notMatch(p.source, /<squarespace:/);
});

t.test('forms: self-closing, paired with body, paired empty, unclosed', async (t) => {
  const src =
    '<squarespace:navigation navigationId="a" template="t" />' +
    '<squarespace:navigation navigationId="b">{.if items.0}x{.end}</squarespace:navigation>' +
    '<squarespace:navigation navigationId="c"></squarespace:navigation>' +
    '<squarespace:navigation navigationId="d" template="t">tail';
  const p = prepareTags(src, 'a.region', N);
  t.same(p.tags.map((x) => x.body), [null, '{.if items.0}x{.end}', '', null]);
  t.ok(p.source.endsWith('tail'), 'text after an unclosed start tag stays');
  t.notMatch(p.source, /squarespace:/);
});

t.test('a tag has a body only if its close comes before the next start of that name', async (t) => {
  const src = '<squarespace:navigation navigationId="a">A<squarespace:navigation navigationId="b">B</squarespace:navigation>';
  const p = prepareTags(src, 'a.region', N);
  t.same(p.tags.map((x) => x.body), [null, 'B']);
  t.match(p.source, /;A<!--sqs/);
});

t.test('a tag inside an HTML attribute value with nested double quotes', async (t) => {
  const src = '<body class="page <squarespace:navigation navigationId="mainNav">{.if items.0} has-primary-nav{.end}</squarespace:navigation>">';
  const p = prepareTags(src, 'a.region', N);
  t.equal(p.tags.length, 1);
  t.equal(p.tags[0]!.body, '{.if items.0} has-primary-nav{.end}');
  t.match(p.source, /^<body class="page <!--sqs:abcdef0123:t:[0-9a-f]+\.0;.*e;">$/);
});

t.test('positions are line and column in the file; bodies keep theirs', async (t) => {
  const src = 'a\n  b <squarespace:query collection="x">\n\n  <squarespace:script src="s.js"/></squarespace:query>';
  const p = prepareTags(src, 'x.region', N);
  t.same([p.tags[0]!.line, p.tags[0]!.col], [2, 5]);
  t.same(p.tags[0]!.bodyAt, { line: 2, col: 39 });
  const inner = prepareTags(p.tags[0]!.body!, 'x.region', N, p.tags[0]!.bodyAt!);
  t.same([inner.tags[0]!.line, inner.tags[0]!.col], [4, 3]);
});

t.test('ids are unique across sources of one nonce', async (t) => {
  const a = prepareTags('<squarespace:comments />', 'a.block', N);
  const b = prepareTags('<squarespace:comments />', 'b.block', N);
  t.not(a.tags[0]!.id, b.tags[0]!.id);
});

t.test('block-field and script keep the text between start and close tag and drop the close tag', async (t) => {
  const p = prepareTags('<squarespace:block-field id="a"> x </squarespace:block-field>', 'a.region', N);
  t.equal(p.tags.length, 1);
  t.equal(p.tags[0]!.body, null);
  t.match(p.source, /e; x $/);
});

t.test('a stray close tag and an unterminated start tag leave no squarespace text', async (t) => {
  const p = prepareTags('a</squarespace:query >b<squarespace:query collection="x', 'a.region', N);
  t.same(p.tags.map((x) => x.kind), ['stray-close', 'malformed']);
  t.notMatch(p.source, /squarespace:/);
  const host = new FakeHost({}, N);
  t.equal(expandTags(p.source, [p], host), 'ab');
  t.same(host.codes(), ['TAG_STRAY_CLOSE', 'TAG_MALFORMED']);
  t.same(host.diagnostics.items.map((d) => [d.line, d.col]), [[1, 2], [1, 24]]);
});

t.test('tag names are case-insensitive', async (t) => {
  const p = prepareTags('<Squarespace:Script src="a.js"></SQUARESPACE:SCRIPT>', 'a.region', N);
  t.same(p.tags.map((x) => x.name), ['script']);
  t.notMatch(p.source, /squarespace/i);
});

t.test('a bad nonce is a bug', async (t) => {
  t.throws(() => prepareTags('', 'a', 'no-dashes!'));
});
