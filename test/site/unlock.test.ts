// The unlock form's defences: the crumb, the rate limit, and where it may send the visitor back to.
import t from 'tap';
import Fastify from 'fastify';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../site/load-site.js';
import { siteRoutes } from '../../server/site-http/site-routes.js';
import { safeReturn, UNLOCK_RATE_LIMIT_MAX, UNLOCK_TEXT } from '../../server/site-http/unlock-route.js';
import { lockForm, postUnlock } from './unlock-helpers.js';

// Eleven argon2 checks and lock pages take a while on a busy machine.
t.setTimeout(120_000);

const dir = (p: string) => fileURLToPath(new URL(`../fixtures/site-basic/${p}`, import.meta.url));
const site = await loadSite(dir('theme'), dir('content'), { now: () => Date.UTC(2026, 10, 23) });

async function app() {
  const a = Fastify();
  await a.register(siteRoutes, { site });
  t.teardown(() => a.close());
  return a;
}

t.test('returnTo: only a path of this site, resolved as a browser would', async (t) => {
  t.equal(safeReturn('/secret?x=1#top'), '/secret?x=1#top');
  t.equal(safeReturn(undefined), '/');
  t.equal(safeReturn('//evil.example/x'), '/');
  t.equal(safeReturn('https://evil.example/x'), '/');
  t.equal(safeReturn('/\\evil.example'), '/', 'a backslash is a slash to a browser');
  t.equal(safeReturn('/.//evil.example/x'), '/', 'a path that normalises to //host is refused (editor/return-to.ts)');
  t.equal(safeReturn('/%09/evil.example/x'), '/', 'an encoded tab is refused too');
  t.equal(safeReturn('/\t/evil.example/x'), null, 'a raw tab is refused');
  t.equal(safeReturn('/a\r\nSet-Cookie: x=1'), null, 'CR LF is refused');
});

t.test('an unlock posting control characters in returnTo gets a 400, not a broken redirect', async (t) => {
  const a = await app();
  const form = await lockForm(a, '/secret');
  const res = await postUnlock(a, form, { password: 'open sesame', returnTo: '/secret\r\nLocation: https://evil.example' });
  t.equal(res.statusCode, 400);
  t.notOk(res.headers.location);
  const tab = await postUnlock(a, form, { password: 'open sesame', returnTo: '/\t/evil.example/x' });
  t.equal(tab.statusCode, 400);
  const encoded = await postUnlock(a, form, { password: 'open sesame', returnTo: '/%09/evil.example/x' });
  t.equal(encoded.statusCode, 303);
  t.equal(new URL(String(encoded.headers.location), 'http://shop.example').host, 'shop.example', 'stays on the site');
});

t.test('an unlock without the crumb is refused before the password is read', async (t) => {
  const a = await app();
  const form = await lockForm(a, '/secret');
  const forged = await postUnlock(a, { ...form, crumb: 'forged-crumb-forged-crumb' }, { password: 'open sesame' });
  t.equal(forged.statusCode, 403);
  t.match(forged.body, UNLOCK_TEXT.sessionExpired);
  t.notMatch(String(forged.headers['set-cookie'] ?? ''), /vitrine_unlocked/);
  const noCookie = await postUnlock(a, { ...form, cookie: '' }, { password: 'open sesame' });
  t.equal(noCookie.statusCode, 403, 'no crumb cookie, no unlock');
});

t.test('wrong passwords are throttled per client', async (t) => {
  const a = await app();
  const form = await lockForm(a, '/secret');
  for (let i = 0; i < UNLOCK_RATE_LIMIT_MAX; i++) t.equal((await postUnlock(a, form, { password: `guess ${i}` })).statusCode, 403);
  const limited = await postUnlock(a, form, { password: 'open sesame' });
  t.equal(limited.statusCode, 429);
  t.match(limited.body, UNLOCK_TEXT.tooManyRequests);
  t.match(limited.body, /<h1>This page is locked<\/h1>/, 'the lock page, with the reason');
  t.notMatch(String(limited.headers['set-cookie'] ?? ''), /vitrine_unlocked/, 'even the right password waits');
});
