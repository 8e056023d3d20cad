// encodeUtf8: the same bytes as Buffer.from(text, 'utf8') for every kind of
// text a render returns: ASCII ropes, wider characters anywhere (at the
// start, at the end, astral ones split over a surrogate pair), lone
// surrogates (replaced by U+FFFD, as Buffer.from does) and the empty page.
import t from 'tap';
import type { Test } from 'tap';
import { Engine, encodeUtf8 } from '../../engine/index.js';

const same = (t: Test, text: string, name: string) => t.same(Buffer.from(encodeUtf8(text)), Buffer.from(text, 'utf8'), name);

t.test('ASCII, rendered as a rope', async (t) => {
  const tpl = new Engine().compile('{.repeated section items}<li class="{name|htmlattr}">{name|html}</li>{.end}');
  const html = tpl.render({ items: Array.from({ length: 500 }, (_, i) => ({ name: `item <${i}>` })) }).html;
  same(t, html, 'a page of 500 items');
  t.equal(encodeUtf8(html).length, html.length, 'one byte per character');
});

t.test('wider characters anywhere in the text', async (t) => {
  const ascii = 'a'.repeat(1000);
  for (const wide of ['é', '€', '😀', '日本語']) {
    same(t, wide + ascii, `${wide} first`);
    same(t, ascii + wide, `${wide} last`);
    same(t, ascii + wide + ascii + wide, `${wide} twice`);
    same(t, wide.repeat(300), `only ${wide}`);
  }
});

t.test('lone surrogates and the empty text', async (t) => {
  same(t, 'a\ud800b', 'a lone high surrogate');
  same(t, 'a\udc00', 'a lone low surrogate at the end');
  same(t, '\ud83d', 'only half a pair');
  same(t, '', 'nothing');
});
