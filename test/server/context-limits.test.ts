/** The iterative size and depth checks of a render's context. */
import t from 'tap';
import { measureText, measureValue } from '../../server/render/context-limits.js';

t.test('measureValue: size close to the JSON text, depth of arrays and objects', async (t) => {
  const value = { a: [1, 'xy', true, null, { b: false }], c: 12.5 };
  const m = measureValue(value, 1000, 10);
  t.same(m, { ok: true, bytes: JSON.stringify(value).length, depth: 3 });
  t.same(measureValue('text', 100, 1), { ok: true, bytes: 6, depth: 0 });
  t.same(measureValue(value, 10, 10), { ok: false, reason: 'size' });
  t.same(measureValue(value, 1000, 2), { ok: false, reason: 'depth' });
});

t.test('measureValue does not recurse: 100k levels do not overflow the stack', async (t) => {
  let deep: unknown = 0;
  for (let i = 0; i < 100_000; i++) deep = [deep];
  t.same(measureValue(deep, 1e9, 64), { ok: false, reason: 'depth' });
  const m = measureValue(deep, 1e9, 200_000);
  t.equal(m.ok && m.depth, 100_000);
});

t.test('measureText: UTF-8 bytes; brackets in strings and escapes do not count', async (t) => {
  t.same(measureText('{"a":["é"]}', 100, 5), { ok: true, bytes: 12, depth: 2 });
  const text = '["[[[\\"[[[", {"x": "}}}"}]';
  t.same(measureText(text, 100, 2), { ok: true, bytes: text.length, depth: 2 });
  t.same(measureText('[[[]]]', 100, 2), { ok: false, reason: 'depth' });
  t.same(measureText('"éé"', 5, 2), { ok: false, reason: 'size' });
});
