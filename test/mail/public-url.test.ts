/**
 * The public URL (issue 36, item 4): VITRINE_PUBLIC_URL is used for every
 * absolute link in mail (order status, password reset) instead of the
 * fixture's http://localhost:3000; without it, a trusted proxy's host is
 * used and an untrusted Host header never; production with SMTP mail on
 * refuses to start without it, saying why.
 */
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../../server/config.js';
import type { OutboxMailer } from '../../server/mail/mailer.js';
import { Browser, siteApp } from '../session/helpers.js';
import { CheckoutShopper, CARD, NY_ADDRESS } from '../commerce/checkout-helpers.js';

const problems = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
};

t.test('production with SMTP mail and no public URL refuses to start, with a clear message', async (t) => {
  const refused = problems({ NODE_ENV: 'production', VITRINE_SMTP_URL: 'smtp://relay.example:25' });
  t.equal(refused.length, 1);
  t.match(refused[0], /^VITRINE_PUBLIC_URL must be set when VITRINE_SMTP_URL is set in production/);
  t.same(problems({ NODE_ENV: 'production', VITRINE_SMTP_URL: 'smtp://relay.example:25', VITRINE_PUBLIC_URL: 'https://shop.example.com/' }), []);
  t.same(problems({ NODE_ENV: 'production' }), [], 'mail kept in the outbox needs no public URL');
  t.same(problems({ VITRINE_SMTP_URL: 'smtp://relay.example:25' }), [], 'nor development');
  t.equal(loadConfig({ VITRINE_PUBLIC_URL: 'https://shop.example.com/' }).publicUrl, 'https://shop.example.com', 'kept without its trailing slash');
  t.equal(loadConfig({ VITRINE_PUBLIC_URL: 'https://shop.example.com' }).mail.from, 'no-reply@shop.example.com', 'the sender defaults to its host');
  t.match(problems({ VITRINE_PUBLIC_URL: 'shop.example.com' }), [/^VITRINE_PUBLIC_URL must be an absolute http/]);
  t.match(problems({ VITRINE_PUBLIC_URL: 'javascript:alert(1)' }), [/^VITRINE_PUBLIC_URL must be/]);
  t.match(problems({ VITRINE_PUBLIC_URL: 'https://u:p@shop.example.com' }), [/^VITRINE_PUBLIC_URL must be/]);
  t.match(problems({ VITRINE_SMTP_URL: 'http://relay.example' }), [/^VITRINE_SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/]);
  t.match(problems({ VITRINE_MAIL_FROM: 'x\r\nBcc: a@b.c' }), [/^VITRINE_MAIL_FROM must be an address/]);
});

const resetLink = async (app: FastifyInstance, mailer: OutboxMailer, email: string, headers: Record<string, string> = {}) => {
  const b = await new Browser(app).start();
  await b.signUp(email, 'kiln-opening-42');
  const res = await app.inject({ method: 'POST', url: '/api/site-users/account/password-reset', payload: { email }, headers: { ...headers, 'x-csrf-token': b.cookies.crumb! }, cookies: b.cookies });
  t.equal(res.statusCode, 202);
  const [mail] = await mailer.list(email);
  return /(\S+\/account\/reset-password\?token=\S+)/.exec(mail!.text)![1]!;
};

t.test('the public URL is used for the reset link and the order status link', async (t) => {
  const { app, session } = await siteApp(t, { publicUrl: 'https://shop.hearth.example' });
  t.match(await resetLink(app, session.mailer, 'rosa@example.com', { host: 'evil.example' }), /^https:\/\/shop\.hearth\.example\/account\/reset-password\?token=/);
  const s = await new CheckoutShopper(app).start();
  await s.add('6561f0c202f4100000000001', 'SQ1000', 1);
  t.equal((await s.place({ ...NY_ADDRESS, shippingOptionId: 'standard', ...CARD() })).statusCode, 303);
  const [mail] = await session.mailer.list('ada@example.com');
  t.match(mail!.text, /Your order status: https:\/\/shop\.hearth\.example\/checkout\/order-status\?order=/);
});

t.test('without it: a forged Host is ignored; a trusted proxy’s host is used', async (t) => {
  const plain = await siteApp(t);
  t.match(await resetLink(plain.app, plain.session.mailer, 'ida@example.com', { host: 'evil.example' }), /^http:\/\/localhost:3000\//, 'an untrusted Host never reaches a mail');
  const proxied = await siteApp(t, { trustProxy: ['127.0.0.1'] });
  const link = await resetLink(proxied.app, proxied.session.mailer, 'eva@example.com', { 'x-forwarded-host': 'shop.behind-proxy.example', 'x-forwarded-proto': 'https' });
  t.match(link, /^https:\/\/shop\.behind-proxy\.example\/account\/reset-password\?token=/);
});

/** The canonical and hreflang links of a page's head. */
const headLinks = (html: string) => [...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);

t.test('page canonical and hreflang links follow the same rule as mail links', async (t) => {
  const configured = await siteApp(t, { publicUrl: 'https://shop.hearth.example' });
  const links = headLinks((await configured.app.inject({ url: '/fr/boutique', headers: { host: 'evil.example' } })).body);
  t.ok(links.length >= 2, 'a canonical and its alternates');
  t.ok(links.every((l) => l.startsWith('https://shop.hearth.example/')), `all on the public URL: ${links.join(' ')}`);
  const plain = await siteApp(t);
  const plainLinks = headLinks((await plain.app.inject({ url: '/shop', headers: { host: 'evil.example' } })).body);
  t.ok(plainLinks.length >= 1 && plainLinks.every((l) => l.startsWith('http://localhost:3000/')), 'an untrusted Host never reaches a page');
  const proxied = await siteApp(t, { trustProxy: ['127.0.0.1'] });
  const proxiedLinks = headLinks((await proxied.app.inject({ url: '/shop', headers: { 'x-forwarded-host': 'shop.behind-proxy.example', 'x-forwarded-proto': 'https' } })).body);
  t.ok(proxiedLinks.length >= 1 && proxiedLinks.every((l) => l.startsWith('https://shop.behind-proxy.example/')), `the trusted proxy's host: ${proxiedLinks.join(' ')}`);
});

t.test('the page cache keeps a page per host behind a proxy: one host’s absolute links never reach another', async (t) => {
  const proxied = await siteApp(t, { trustProxy: ['127.0.0.1'], pageCacheMs: 60_000 });
  const from = (host: string, proto = 'https') => proxied.app.inject({ url: '/shop', headers: { 'x-forwarded-host': host, 'x-forwarded-proto': proto } });
  const first = headLinks((await from('one.example')).body);
  t.ok(first.length >= 1 && first.every((l) => l.startsWith('https://one.example/')), `the first host's: ${first.join(' ')}`);
  const second = headLinks((await from('two.example')).body);
  t.ok(second.length >= 1 && second.every((l) => l.startsWith('https://two.example/')), `the second host gets its own page: ${second.join(' ')}`);
  const plainHttp = headLinks((await from('one.example', 'http')).body);
  t.ok(plainHttp.length >= 1 && plainHttp.every((l) => l.startsWith('http://one.example/')), `the scheme is part of the key: ${plainHttp.join(' ')}`);
  const again = headLinks((await from('one.example')).body);
  t.same(again, first, 'the first host still gets its own page');
  // With a configured public URL every host shares one page (its links never name the host asked).
  const configured = await siteApp(t, { publicUrl: 'https://shop.hearth.example', trustProxy: ['127.0.0.1'], pageCacheMs: 60_000 });
  const viaOther = headLinks((await configured.app.inject({ url: '/shop', headers: { 'x-forwarded-host': 'other.example' } })).body);
  t.ok(viaOther.length >= 1 && viaOther.every((l) => l.startsWith('https://shop.hearth.example/')), 'the configured address');
});
