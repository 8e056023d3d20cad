// Item 11 of the hardening issue: behind a trusted proxy the client's
// address and scheme come from X-Forwarded-For / -Proto, so cookies get
// Secure over TLS and every client has its own rate-limit bucket; without
// VITRINE_TRUST_PROXY those headers are ignored (anyone could send them).
import t, { type Test } from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer } from '../../server/app.js';
import { defaultConfig, loadConfig, type ServerConfig } from '../../server/config.js';

t.setTimeout(120_000);

async function store(t: Test, overrides: Partial<ServerConfig>) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-proxy-'));
  const config = defaultConfig();
  const app = await buildServer({
    ...config,
    logLevel: 'silent',
    renderWorkers: 1,
    commerce: { ...config.commerce!, rateLimitMax: 2 },
    database: { ...config.database, url: null, file: join(dir, 'store.sqlite') },
    ...overrides,
  });
  t.teardown(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return app;
}

const cookieFlags = (setCookie: string | string[] | undefined, name: string) =>
  ([] as string[]).concat(setCookie ?? []).find((c) => c.startsWith(`${name}=`)) ?? '';

t.test('VITRINE_TRUST_PROXY: read and checked', async (t) => {
  t.equal(loadConfig({}).trustProxy, false, 'no proxy is trusted by default');
  t.equal(loadConfig({ VITRINE_TRUST_PROXY: 'true' }).trustProxy, true);
  t.equal(loadConfig({ VITRINE_TRUST_PROXY: '2' }).trustProxy, 2);
  t.same(loadConfig({ VITRINE_TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy, ['10.0.0.0/8', 'loopback']);
  t.throws(() => loadConfig({ VITRINE_TRUST_PROXY: 'evil host' }), /VITRINE_TRUST_PROXY must be true, false, a hop count or a list of addresses and CIDR ranges, got "evil host"/);
});

t.test('behind a trusted proxy: Secure cookies over https, one bucket per client', async (t) => {
  const app = await store(t, { trustProxy: ['127.0.0.1'] });
  const page = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' } });
  t.match(cookieFlags(page.headers['set-cookie'], 'crumb'), /; Secure/i, 'the crumb cookie is Secure when the visitor came over https');
  const plain = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.9' } });
  t.notMatch(cookieFlags(plain.headers['set-cookie'], 'crumb'), /Secure/i, 'and not over plain http');

  const cart = (client: string) => app.inject({ url: '/api/commerce/shopping-cart', headers: { 'x-forwarded-for': client } });
  t.equal((await cart('203.0.113.1')).statusCode, 200);
  t.equal((await cart('203.0.113.1')).statusCode, 200);
  t.equal((await cart('203.0.113.1')).statusCode, 429, 'the first client is over its limit');
  t.equal((await cart('203.0.113.2')).statusCode, 200, 'another client behind the same proxy is not');
});

t.test('without a trusted proxy the forwarded headers are ignored', async (t) => {
  const app = await store(t, {});
  const page = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
  t.notMatch(cookieFlags(page.headers['set-cookie'], 'crumb'), /Secure/i, 'a forged X-Forwarded-Proto does not count');
  const cart = (client: string) => app.inject({ url: '/api/commerce/shopping-cart', headers: { 'x-forwarded-for': client } });
  await cart('203.0.113.1');
  await cart('203.0.113.2');
  t.equal((await cart('203.0.113.3')).statusCode, 429, 'a forged X-Forwarded-For does not buy a new bucket');
});
