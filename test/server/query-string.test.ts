// The routes' query-string parser with the SPEC's defaults (section 9:
// depth 5, array limit 20, parameter limit 1000), and the server using it.
import t from 'tap';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import formbody from '@fastify/formbody';
import { formBody } from '../../server/ops/form-body.js';
import { parseQueryString, QUERY_ARRAY_LIMIT, QUERY_DEPTH, QUERY_PARAMETER_LIMIT } from '../../server/ops/query-string.js';

const plain = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;

t.test('the SPEC defaults', async (t) => {
  t.equal(QUERY_DEPTH, 5);
  t.equal(QUERY_ARRAY_LIMIT, 20);
  t.equal(QUERY_PARAMETER_LIMIT, 1000);
});

t.test('flat keys, repeats as arrays, decoding', async (t) => {
  t.same(plain(parseQueryString('q=mug&format=json')), { q: 'mug', format: 'json' });
  t.same(plain(parseQueryString('tag=a&tag=b')), { tag: ['a', 'b'] });
  t.same(plain(parseQueryString('q=linen+apron&x=%C3%A9t%C3%A9&bad=%E0%A4%A')), { q: 'linen apron', x: 'été', bad: '%E0%A4%A' });
  t.same(plain(parseQueryString('flag&=nokey&&')), { flag: '' });
});

t.test('nesting up to depth 5; deeper stays one key', async (t) => {
  t.same(plain(parseQueryString('a[b][c]=1')), { a: { b: { c: '1' } } });
  t.same(plain(parseQueryString('a[b][c][d][e][f][g][h]=x')), { a: { b: { c: { d: { e: { f: { '[g][h]': 'x' } } } } } } });
});

t.test('arrays up to index 20; a larger index makes an object', async (t) => {
  t.same(plain(parseQueryString('a[]=x&a[]=y')), { a: ['x', 'y'] });
  t.equal((parseQueryString('a[0]=x&a[20]=y').a as unknown[]).length, 21);
  t.same(plain(parseQueryString('a[21]=x')), { a: { 21: 'x' } });
  const many = Array.from({ length: 30 }, (_, i) => `t=${i}`).join('&');
  t.equal((parseQueryString(many).t as string[]).length, QUERY_ARRAY_LIMIT + 1, 'repeats stop at the limit');
});

t.test('at most 1000 parameters; the prototype is never reached', async (t) => {
  const text = Array.from({ length: 1500 }, (_, i) => `p${i}=${i}`).join('&');
  const q = parseQueryString(text);
  t.equal(Object.keys(q).length, QUERY_PARAMETER_LIMIT);
  t.equal(q.p999, '999');
  t.equal(q.p1000, undefined);
  const evil = parseQueryString('__proto__[x]=1&a[__proto__][y]=2&constructor[prototype][z]=3');
  t.equal(({} as Record<string, unknown>).x, undefined);
  t.equal(({} as Record<string, unknown>).z, undefined);
  t.same(plain(evil), { a: {} });
});

t.test('fastify answers with it', async (t) => {
  const app = Fastify({ routerOptions: { querystringParser: parseQueryString } });
  app.get('/q', async (req) => req.query);
  t.teardown(() => app.close());
  const res = await app.inject({ url: `/q?${Array.from({ length: 1200 }, (_, i) => `k${i}=v`).join('&')}&filter[status]=open` });
  t.equal(Object.keys(res.json()).length, QUERY_PARAMETER_LIMIT);
  t.same((await app.inject({ url: '/q?filter[status]=open' })).json(), { filter: { status: 'open' } });
});

t.test('form-encoded bodies are parsed with the same limits', async (t) => {
  const app = Fastify();
  await app.register(formbody, formBody(1024 * 1024));
  app.post('/f', async (req) => req.body);
  t.teardown(() => app.close());
  const many = Array.from({ length: 1200 }, (_, i) => `k${i}=v`).join('&');
  const res = await app.inject({ method: 'POST', url: '/f', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: many });
  t.equal(Object.keys(res.json()).length, QUERY_PARAMETER_LIMIT, 'parameters past 1,000 are ignored');
  const deep = await app.inject({ method: 'POST', url: '/f', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a[b][c][d][e][f][g]=x&tag=1&tag=2' });
  t.same(deep.json(), { a: { b: { c: { d: { e: { f: { '[g]': 'x' } } } } } }, tag: ['1', '2'] });
  // Every form-body parser of the server is this one.
  const files = execFileSync('grep', ['-rl', 'register(formbody', 'server'], { encoding: 'utf8' }).trim().split('\n');
  t.ok(files.length >= 10, 'the server reads form bodies in many places');
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    t.notMatch(text, /register\(formbody(\)|, \{)/, `${file}: formBody(...) options`);
  }
});
