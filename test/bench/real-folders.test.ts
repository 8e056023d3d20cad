// The real template folders' builders and eta ports hold none of the
// folders' markup: they are made from a view's literal text, which
// literalsOf reads with the engine's parser, every piece in source order.
import t from 'tap';
import { literalsOf } from '../../scripts/bench/real-folders.js';
import { BUREAU_BLOG_ETA, doncabProject, REAL_SHAPE_PORTS } from '../../scripts/bench/real-folder-builders.js';

t.test('literalsOf: the text between tags, in every branch, in source order', async (t) => {
  const source = 'a{# note }b{.section x}c{@}d{.or}e{.end}{.repeated section ys}f{.alternates with}g{.or}h{.end}{.if z}i{.end}{.video?}j{.end}k';
  t.same(literalsOf(source), ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']);
  t.same(literalsOf('{a}{b}'), [], 'tags only: no pieces');
  t.same(literalsOf('x {not a tag} y\n{a}\n'), ['x {not a tag} y\n', '\n'], 'text the parser leaves literal stays in its piece');
  t.throws(() => literalsOf('{.section a}'), /does not parse/);
});

t.test('a builder or eta port given another view\'s text says so', async (t) => {
  t.throws(() => doncabProject(['only one']), /has 1 pieces of literal text, its builder was written for 28/);
  t.throws(() => BUREAU_BLOG_ETA(['a'], 'bureau-blog'), /piece 1 of the view's literal text is missing/);
  const eta = Array.from({ length: 76 }, (_, i) => `<p${i}>`);
  eta[14] = '<% evil %>';
  t.throws(() => BUREAU_BLOG_ETA(eta, 'bureau-blog'), /piece 14 of the view's literal text is eta syntax/);
});

t.test('a builder made of pieces prints them where the view has them', async (t) => {
  const S = Array.from({ length: 28 }, (_, i) => `[${i}]`);
  const items = [
    { id: 'a', urlId: 'ua', title: 'T', body: '<p>B</p>', recordType: 2, originalSize: '10x20', assetUrl: '/a.jpg', fullUrl: '/p/a', addedOn: 0 },
    { id: 'b', urlId: 'ub', recordType: 1, fullUrl: '/p/b', addedOn: 0 },
  ];
  const html = doncabProject(S)({ items: items as never });
  t.equal(
    html,
    '[0][1][2][4][6]a[7]ua[8][9]10x20[10]data-src="/a.jpg" data-image="/a.jpg" data-image-dimensions="10x20" data-image-focal-point="0.5,0.5" alt="T" [11][12][15]' +
      '[16][17][18][19][20]T[21][22][23]<p>B</p>[24][25][26]' +
      '[1][3][6]b[7]ub[8][12][15][26][27]',
  );
  t.ok(REAL_SHAPE_PORTS['doncab-project']!.eta(S, 'doncab-project').startsWith('[0]<%'), 'the eta port starts with the view\'s first piece');
});
