/** Operations: health and readiness, security headers, compression, request ids in the answers and the logs. */
import t from 'tap';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { LogLines, testServer } from './helpers.js';

const logs = new LogLines();
const app = await testServer({ logLevel: 'info' }, logs);
t.teardown(() => app.close());

t.test('GET /healthz and /readyz', async (t) => {
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  t.equal(health.statusCode, 200);
  t.same(health.json(), { status: 'ok' });
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  t.equal(ready.statusCode, 200);
  t.same(ready.json(), { status: 'ready' });
});

t.test('security headers (helmet) on every answer, errors included', async (t) => {
  for (const url of ['/healthz', '/nowhere']) {
    const res = await app.inject({ method: 'GET', url });
    t.equal(res.headers['x-content-type-options'], 'nosniff', url);
    t.equal(res.headers['x-frame-options'], 'SAMEORIGIN', url);
    t.match(res.headers['content-security-policy'], /default-src 'self'/, url);
    t.match(res.headers['strict-transport-security'], /max-age=\d+/, url);
    t.equal(res.headers['referrer-policy'], 'no-referrer', url);
  }
});

t.test('compression when the client asks for it, and only then', async (t) => {
  const payload = { template: '{.repeated section xs}<li>{@}</li>{.end}', json: { xs: Array.from({ length: 500 }, (_, i) => i) } };
  const plain = await app.inject({ method: 'POST', url: '/render', payload });
  t.equal(plain.headers['content-encoding'], undefined);
  const html = plain.json().html as string;
  t.ok(html.length > 4000);

  const gzip = await app.inject({ method: 'POST', url: '/render', payload, headers: { 'accept-encoding': 'gzip' } });
  t.equal(gzip.headers['content-encoding'], 'gzip');
  t.ok(gzip.rawPayload.length < html.length / 2, 'smaller');
  t.equal(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')).html, html);

  const br = await app.inject({ method: 'POST', url: '/render', payload, headers: { 'accept-encoding': 'br', accept: 'text/html' } });
  t.equal(br.headers['content-encoding'], 'br');
  t.equal(brotliDecompressSync(br.rawPayload).toString('utf8'), html);

  const small = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
  t.equal(small.headers['content-encoding'], undefined, 'small bodies are sent as they are');
});

t.test('request ids: echoed in X-Request-Id and on every log line of the request', async (t) => {
  const res = await app.inject({ method: 'POST', url: '/render', payload: { template: 'log me' } });
  const id = res.headers['x-request-id'];
  t.match(id, /^[0-9a-f-]{36}$/, 'a UUID is made');
  const lines = logs.lines.filter((l) => l.reqId === id);
  t.ok(lines.length >= 2, 'incoming request and request completed');
  t.ok(lines.every((l) => typeof l.level === 'number' && typeof l.time === 'number' && l.service === 'vitrine-render'), 'pino JSON');
  t.ok(lines.some((l) => (l.res as { statusCode?: number } | undefined)?.statusCode === 200));

  const given = await app.inject({ method: 'GET', url: '/nowhere', headers: { 'x-request-id': 'edge-42.a' } });
  t.equal(given.headers['x-request-id'], 'edge-42.a', 'a well-formed id from the caller is kept');
  t.ok(logs.lines.some((l) => l.reqId === 'edge-42.a'));
  const bad = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'no spaces\nor newlines' } });
  t.not(bad.headers['x-request-id'], 'no spaces\nor newlines');
  t.match(bad.headers['x-request-id'], /^[0-9a-f-]{36}$/, 'anything else is replaced');
});

t.test('a 4xx is logged with its code; the log has no request body', async (t) => {
  const res = await app.inject({ method: 'POST', url: '/render', payload: { template: 'secret-template', templateId: 'x' } });
  const id = res.headers['x-request-id'];
  t.ok(logs.lines.some((l) => l.reqId === id && l.code === 'TEMPLATE_REQUIRED'));
  t.notOk(JSON.stringify(logs.lines).includes('secret-template'));
});
