/**
 * POST /render through app.inject(): answers, schema errors, every limit
 * (as a 4xx or as an error entry), registered templates and the
 * compiled-template cache.
 */
import t from 'tap';
import { createHash } from 'node:crypto';
import { testServer } from './helpers.js';

const LIMITS = {
  maxBodyBytes: 64 * 1024,
  maxTemplateBytes: 2000,
  maxContextBytes: 4000,
  maxContextDepth: 8,
  maxOutputChars: 500,
  maxExpressionTokens: 20,
  maxExpressionStringLength: 50,
  maxDiagnostics: 5,
};
const app = await testServer(LIMITS);
t.teardown(() => app.close());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/render', payload: body as object, headers });

t.test('200 JSON: html, errors, warnings', async (t) => {
  const res = await post({ template: 'Hello {name}!', json: { name: 'Ada' } });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^application\/json/);
  t.same(res.json(), { html: 'Hello Ada!', errors: [], warnings: [] });
});

t.test('200 JSON with an engine error entry carrying its position', async (t) => {
  const res = await post({ template: 'x\n {.eval 1 +}', json: {} });
  t.equal(res.statusCode, 200);
  const { errors } = res.json();
  t.equal(errors.length, 1);
  t.match(errors[0], { code: 'EXPRESSION_REDUCE', severity: 'error', stage: 'render', line: 2, column: 2 });
});

t.test('200 text/html when the client prefers it, with diagnostic counts', async (t) => {
  const res = await post({ template: '<p>{name}</p>{.eval 1 +}', json: { name: 'Ada' } }, { accept: 'text/html' });
  t.equal(res.statusCode, 200);
  t.match(res.headers['content-type'], /^text\/html; charset=utf-8/);
  t.equal(res.body, '<p>Ada</p>');
  t.equal(res.headers['x-vitrine-errors'], '1');
  t.equal(res.headers['x-vitrine-warnings'], '0');
  const json = await post({ template: 'x', json: {} }, { accept: 'application/json, text/html;q=0.5' });
  t.match(json.headers['content-type'], /^application\/json/, 'JSON when it is preferred');
});

t.test('partials, injects, locale, time zone and clock reach the engine', async (t) => {
  const res = await post({
    template: '{@|apply card.block}|{.inject @labels labels.json}{@labels.buy}|{now|date %Y-%m-%d %H:%M}',
    partials: { 'card.block': '<b>{title}</b>' },
    injects: { 'labels.json': '{"buy":"Buy"}' },
    json: { title: 'Hat', now: Date.parse('2026-11-23T12:00:00Z') },
    locale: 'en-US',
    timeZone: 'Asia/Tokyo',
    now: '2026-11-23T00:00:00Z',
  });
  t.equal(res.statusCode, 200);
  const { html, errors } = res.json();
  t.same(errors, []);
  t.equal(html, '<b>Hat</b>|Buy|2026-11-23 21:00');
});

t.test('json given as text keeps number lexemes; bad text is a 400 with its position', async (t) => {
  // Printed as JavaScript prints the number (the server since 2.10); `json` keeps the lexeme.
  const ok = await post({ template: '{price} {price|json}', json: '{"price": 1.0}' });
  t.equal(ok.json().html, '1 1.0');
  const bad = await post({ template: '{price}', json: '{\n  "price": }' });
  t.equal(bad.statusCode, 400);
  t.match(bad.json(), { code: 'CONTEXT_INVALID_JSON', message: /^"json" is not valid JSON at 2:12: / });
});

t.test('400 schema errors', async (t) => {
  const missing = await post({ json: {} });
  t.equal(missing.statusCode, 400);
  t.match(missing.json(), { statusCode: 400, code: 'TEMPLATE_REQUIRED', error: 'Bad Request', message: /exactly one of "template"/ });
  const both = await post({ template: 'x', templateId: 'greeting.html' });
  t.equal(both.json().code, 'TEMPLATE_REQUIRED');

  const wrong = await post({ template: 5, partials: { a: 1 }, enableExpressions: 'yes' });
  t.equal(wrong.statusCode, 400);
  const body = wrong.json();
  t.equal(body.code, 'INVALID_REQUEST');
  t.same(
    body.details.map((d: { path: string }) => d.path).sort(),
    ['/enableExpressions', '/partials/a', '/template'],
    'every wrong field is reported, none is coerced',
  );
  t.match(body.message, /\/template must be string/);

  const extra = await post({ template: 'x', colour: 'red' });
  t.match(extra.json(), { code: 'INVALID_REQUEST', details: [{ path: '', message: 'must not have property "colour"' }] });

  const notObject = await post([1, 2]);
  t.equal(notObject.json().code, 'INVALID_REQUEST');

  const badJson = await app.inject({ method: 'POST', url: '/render', payload: '{"template":', headers: { 'content-type': 'application/json' } });
  t.equal(badJson.statusCode, 400);
  t.equal(badJson.json().code, 'INVALID_JSON');

  const empty = await app.inject({ method: 'POST', url: '/render', payload: '', headers: { 'content-type': 'application/json' } });
  t.equal(empty.statusCode, 400);
  t.equal(empty.json().code, 'INVALID_JSON');
});

t.test('400 for a bad locale, time zone or clock', async (t) => {
  t.equal((await post({ template: 'x', locale: 'not a locale!' })).json().code, 'INVALID_LOCALE');
  t.equal((await post({ template: 'x', timeZone: 'Mars/Olympus' })).json().code, 'INVALID_TIME_ZONE');
  const now = await post({ template: 'x', now: 'yesterday' });
  t.equal(now.statusCode, 400);
  t.equal(now.json().code, 'INVALID_NOW');
});

t.test('415 for a body that is not JSON, 404 for an unknown route', async (t) => {
  const text = await app.inject({ method: 'POST', url: '/render', payload: 'template=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  t.equal(text.statusCode, 415);
  t.equal(text.json().code, 'UNSUPPORTED_MEDIA_TYPE');
  const nf = await app.inject({ method: 'GET', url: '/nowhere' });
  t.equal(nf.statusCode, 404);
  t.match(nf.json(), { code: 'NOT_FOUND', message: 'Route GET /nowhere not found' });
});

t.test('413 when the body is larger than VITRINE_MAX_BODY_BYTES', async (t) => {
  const res = await post({ template: 'x', json: { pad: 'a'.repeat(LIMITS.maxBodyBytes) } });
  t.equal(res.statusCode, 413);
  t.match(res.json(), { code: 'BODY_TOO_LARGE', message: `The request body exceeds the maximum size of ${LIMITS.maxBodyBytes} bytes` });
});

t.test('413 for a template or partial larger than VITRINE_MAX_TEMPLATE_BYTES', async (t) => {
  const at = await post({ template: 'a'.repeat(LIMITS.maxTemplateBytes) });
  t.equal(at.statusCode, 200, 'exactly the limit is fine');
  const over = await post({ template: 'é'.repeat(LIMITS.maxTemplateBytes / 2 + 1) });
  t.equal(over.statusCode, 413);
  t.match(over.json(), { code: 'TEMPLATE_TOO_LARGE', message: `The template is ${LIMITS.maxTemplateBytes + 2} bytes; the maximum is ${LIMITS.maxTemplateBytes} bytes` });
  const partial = await post({ template: 'x', partials: { big: 'b'.repeat(LIMITS.maxTemplateBytes + 1) } });
  t.equal(partial.statusCode, 413);
  t.match(partial.json().message, /^Partial "big" is 2001 bytes/);
});

t.test('413 for a context larger than VITRINE_MAX_CONTEXT_BYTES, as a value, as text, with injects', async (t) => {
  const big = { items: Array.from({ length: 400 }, (_, i) => ({ name: `item ${i}` })) };
  const value = await post({ template: 'x', json: big });
  t.equal(value.statusCode, 413);
  t.match(value.json(), { code: 'CONTEXT_TOO_LARGE', message: `The context ("json") exceeds the maximum size of ${LIMITS.maxContextBytes} bytes` });
  const text = await post({ template: 'x', json: JSON.stringify(big) });
  t.equal(text.json().code, 'CONTEXT_TOO_LARGE');
  const injects = await post({ template: 'x', json: { a: 'a'.repeat(2500) }, injects: { 'b.json': JSON.stringify('b'.repeat(2500)) } });
  t.equal(injects.statusCode, 413, 'the injects count towards the same budget');
  t.match(injects.json().message, /context with its injects/);
  t.equal((await post({ template: '{a}', json: { a: 'a'.repeat(2500) } })).statusCode, 200);
});

t.test('422 for a context nested deeper than VITRINE_MAX_CONTEXT_DEPTH', async (t) => {
  const nest = (n: number): unknown => (n === 0 ? 1 : { a: nest(n - 1) });
  t.equal((await post({ template: 'x', json: nest(8) })).statusCode, 200, 'exactly the limit is fine');
  const deep = await post({ template: 'x', json: nest(9) });
  t.equal(deep.statusCode, 422);
  t.match(deep.json(), { code: 'CONTEXT_TOO_DEEP', message: 'The context ("json") nests arrays and objects deeper than the maximum of 8 levels' });
  const text = await post({ template: 'x', json: '["[[[[[[[[[[[[\\"[[[[[{{{{{"]' });
  t.equal(text.statusCode, 200, 'brackets inside strings do not count');
  const deepText = await post({ template: 'x', json: '[[[[[[[[[1]]]]]]]]]' });
  t.equal(deepText.json().code, 'CONTEXT_TOO_DEEP');
  const inject = await post({ template: 'x', injects: { 'd.json': nest(9) } });
  t.match(inject.json(), { code: 'CONTEXT_TOO_DEEP', message: /^Inject "d.json" nests/ });
});

t.test('output past VITRINE_MAX_OUTPUT_CHARS is an error entry and no half page', async (t) => {
  const res = await post({ template: '{.repeated section xs}0123456789{.end}', json: { xs: Array(60).fill(0) } });
  t.equal(res.statusCode, 200);
  const { html, errors } = res.json();
  t.equal(html, '');
  t.match(errors, [{ code: 'OUTPUT_LIMIT', message: `Output exceeds the maximum size of ${LIMITS.maxOutputChars} characters` }]);
});

t.test('partial depth 16 is an error entry', async (t) => {
  const res = await post({ template: '{@|apply p}', partials: { p: 'x{@|apply p}' }, json: {} });
  t.equal(res.statusCode, 200);
  const { html, errors } = res.json();
  t.equal(html, 'x'.repeat(16));
  t.match(errors, [{ code: 'PARTIAL_RECURSION', message: "Attempt to apply partial 'p' exceeded maximum recursion depth of 16", source: 'p' }]);
});

t.test('expression token count and string length are error entries', async (t) => {
  const tokens = await post({ template: `{.eval ${Array(15).fill('1').join(' + ')}}`, json: {} });
  t.equal(tokens.statusCode, 200);
  t.match(tokens.json().errors, [{ code: 'EXPRESSION_PARSE', message: /20/ }]);
  t.equal((await post({ template: '{.eval 1 + 2}', json: {} })).json().html, '3');

  const long = await post({ template: "{.eval @s = 'aaaaaaaaaaaaaaaaaaaa'; @s + @s + @s}", json: {} });
  t.equal(long.statusCode, 200);
  t.equal(long.json().html, '');
  t.match(long.json().errors, [{ code: 'EXPRESSION_REDUCE', message: /50/ }]);
});

t.test('diagnostics past VITRINE_MAX_DIAGNOSTICS are counted, not listed', async (t) => {
  const res = await post({ template: '{.eval 1 +}'.repeat(8), json: {} });
  const body = res.json();
  t.equal(body.errors.length, LIMITS.maxDiagnostics);
  t.same(body.omitted, { errors: 3, warnings: 0 });
  const html = await post({ template: '{.eval 1 +}'.repeat(8), json: {} }, { accept: 'text/html' });
  t.equal(html.headers['x-vitrine-errors'], '8');
});

t.test('templateId renders a template registered from VITRINE_TEMPLATES_DIR', async (t) => {
  const res = await post({ templateId: 'greeting.html', json: { name: 'Ada' } });
  t.same(res.json(), { html: 'Hello Ada!', errors: [], warnings: [] });
  const nested = await post({ templateId: 'nested/card.block', json: { title: 'Hat' } });
  t.equal(nested.json().html, '<b>Hat</b>\n');
  const hidden = await post({ templateId: '.hidden' });
  t.equal(hidden.statusCode, 404, 'dot files are not registered');
  const missing = await post({ templateId: 'nope.html' });
  t.equal(missing.statusCode, 404);
  t.match(missing.json(), { code: 'TEMPLATE_NOT_FOUND', message: 'Template "nope.html" is not registered' });
});

t.test('compiled templates are cached by content hash and shared by requests', async (t) => {
  const { stats } = app.vitrine.render.pool;
  const before = { ...stats };
  const template = `cache test {n} ${Math.random()}`;
  for (let n = 0; n < 5; n++) t.equal((await post({ template, json: { n } })).json().html, template.replace('{n}', String(n)));
  t.equal(stats.cacheMisses - before.cacheMisses, 1, 'compiled once');
  t.equal(stats.cacheHits - before.cacheHits, 4, 'then taken from the cache');

  const registered = app.vitrine.render.templates.get('greeting.html')!;
  t.equal(registered.hash, createHash('sha256').update('Hello {name}!').digest('hex'), 'hashed once, at registration');
  const misses = stats.cacheMisses;
  await post({ templateId: 'greeting.html', json: {} });
  await post({ templateId: 'greeting.html', json: {} });
  t.ok(stats.cacheMisses - misses <= 1, 'a registered template compiles at most once');
});
