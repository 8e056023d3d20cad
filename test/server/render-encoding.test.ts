/**
 * /render's answer is encoded by the render worker (server/render/render-task.ts)
 * and moved to the main thread as bytes: what arrives must be exactly what
 * the engine rendered, as JSON and as HTML, in every script.
 */
import t from 'tap';
import { testServer } from './helpers.js';
import { CONTEXT_BY_TEXT_CHARS } from '../../server/render/render-service.js';

t.setTimeout(120_000);

const app = await testServer({});
t.teardown(() => app.close());
const post = (payload: object, accept = 'application/json') => app.inject({ method: 'POST', url: '/render', headers: { accept }, payload });

t.test('a large answer in any script: the worker encodes it, byte for byte, as JSON and as HTML', async (t) => {
  // Multi-byte characters (2, 3 and 4 bytes in UTF-8), a quote and a control character to escape, over a megabyte in all.
  const piece = 'é€😀"\u0001<';
  const json = { s: piece, a: Array.from({ length: 60_000 }, () => 0) };
  const template = '{.repeated section a}{s}{.end}';
  const expected = piece.repeat(60_000);
  const asJson = await post({ template, json });
  t.equal(asJson.statusCode, 200);
  t.match(asJson.headers['content-type'], /^application\/json; charset=utf-8/);
  t.equal(asJson.json().html, expected);
  t.equal(Number(asJson.headers['content-length']), Buffer.byteLength(asJson.body), 'its length in bytes');
  const asHtml = await post({ template, json }, 'text/html');
  t.equal(asHtml.body, expected);
  t.equal(Number(asHtml.headers['content-length']), Buffer.byteLength(expected));
});


t.test('a large context sent as a value is read in the worker as the HTTP layer read it', async (t) => {
  const pad = 'p'.repeat(CONTEXT_BY_TEXT_CHARS);
  for (const [size, extra] of [['small', ''], ['large', `,"pad":"${pad}"`]] as const) {
    const payload = `{"template":"{n} {s} {o.k}","json":{"n":1.0,"s":"\\u00e9","o":{"k":"v"}${extra}}}`;
    const res = await app.inject({ method: 'POST', url: '/render', headers: { 'content-type': 'application/json' }, payload });
    t.equal(res.json().html, '1 é v', `${size}: the number 1.0 sent as a value prints as the value (1), not its lexeme`);
  }
  const poisoned = await app.inject({ method: 'POST', url: '/render', headers: { 'content-type': 'application/json' }, payload: `{"template":"x","json":{"__proto__":{"a":1},"pad":"${pad}"}}` });
  t.equal(poisoned.statusCode, 400, 'a __proto__ key is refused, as before');
  const broken = await app.inject({ method: 'POST', url: '/render', headers: { 'content-type': 'application/json' }, payload: `{"template":"x","json":{"pad":"${pad}"` });
  t.equal(broken.statusCode, 400, 'broken JSON is a 400, as before');
});
