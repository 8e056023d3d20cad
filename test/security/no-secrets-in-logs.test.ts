// The log of a whole purchase, a sign-up with sign-in and a password reset
// holds none of the secrets those requests carried: order and reset
// tokens, crumbs, xsrf tokens, session and cart cookies, passwords, the
// card number (server/ops/logger.ts censors query values and secret names).
import t from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../server/app.js';
import { defaultConfig } from '../../server/config.js';
import { loggedUrl, REDACTED } from '../../server/ops/logger.js';
import { Browser } from '../session/helpers.js';
import { CARD, CheckoutShopper, MUG, NY_ADDRESS } from '../commerce/checkout-helpers.js';

t.setTimeout(180_000);

/** Every JSON line the server writes, as text. */
class RawLog {
  text = '';
  write(line: string): void {
    this.text += line;
  }
}

const log = new RawLog();
const dir = mkdtempSync(join(tmpdir(), 'vitrine-logs-'));
const config = defaultConfig();
const real = await buildServer(
  {
    ...config,
    logLevel: 'info',
    renderWorkers: 1,
    pageCacheMs: 0,
    commerce: { ...config.commerce!, rateLimitMax: 100_000 },
    database: { ...config.database, url: null, file: join(dir, 'store.sqlite') },
  },
  { logStream: log },
);
t.teardown(async () => {
  await real.close();
  rmSync(dir, { recursive: true, force: true });
});
await real.ready();

/** Every secret the server handed out or was sent, by where it was seen. */
const secrets = new Map<string, string>();
const keep = (where: string, value: unknown) => {
  if (typeof value === 'string' && value.length >= 8 && !secrets.has(value)) secrets.set(value, where);
};
const SECRET_QUERY = ['token', 'crumb', 'order'];
function recordUrl(where: string, url: string): void {
  const q = new URL(url, 'http://x').searchParams;
  for (const name of SECRET_QUERY) keep(`${where} ${name}`, q.get(name));
}
function record(options: InjectOptions, res: LightMyRequestResponse): void {
  for (const c of res.cookies as { name: string; value: string }[]) keep(`cookie ${c.name}`, c.value);
  for (const [name, value] of Object.entries(options.cookies ?? {})) keep(`cookie ${name} sent`, value);
  for (const [name, value] of Object.entries(options.headers ?? {})) if (/token|authorization/i.test(name)) keep(`header ${name}`, String(value));
  if (typeof options.url === 'string') recordUrl('request', options.url);
  if (res.headers.location) recordUrl('redirect', String(res.headers.location));
  if (String(res.headers['content-type'] ?? '').includes('json')) {
    const data = res.json() as Record<string, unknown>;
    for (const name of ['token', 'xsrfToken', 'crumb']) keep(`answer ${name}`, data[name]);
  }
}
/** The app, with every answer recorded on its way to the client. */
const app = Object.create(real) as FastifyInstance;
(app as { inject: unknown }).inject = async (options: InjectOptions) => {
  const res = await real.inject(options);
  record(options, res);
  return res;
};

const PASSWORD = 'glaze-firing-9931';
const NEW_PASSWORD = 'second-firing-4410';

t.test('a sign-up, a sign-in and a password reset', async (t) => {
  const b = await new Browser(app).start();
  t.equal((await b.signUp('mira@example.com', PASSWORD)).statusCode, 201);
  t.equal((await b.signOut()).statusCode, 200);
  t.equal((await b.signIn('mira@example.com', PASSWORD)).statusCode, 200);
  t.equal((await b.request('POST', '/api/site-users/account/password-reset', { email: 'mira@example.com' })).statusCode, 202);
  const mail = (await real.vitrine.session!.mailer.list('mira@example.com')).find((m) => m.kind === 'password-reset')!;
  const link = /(\/account\/reset-password\?token=\S+)/.exec(mail.text)![1]!;
  const token = decodeURIComponent(link.split('token=')[1]!);
  keep('reset token', token);
  t.equal((await b.request('GET', link)).statusCode, 200, 'the reset page, its token in the query');
  t.equal((await b.request('PUT', '/api/site-users/account/password', { token, password: NEW_PASSWORD })).statusCode, 200);
  // A body that is not JSON: the parser's message would quote it.
  const broken = await real.inject({ method: 'POST', url: '/api/site-users/account/session', headers: { 'content-type': 'application/json' }, payload: `{"password":"${NEW_PASSWORD}"` });
  t.equal(broken.statusCode, 400);
});

t.test('a purchase to its order page', async (t) => {
  const s = await new CheckoutShopper(app, '10.7.0.1').start();
  t.equal((await s.add(MUG.itemId, MUG.sku, 1)).statusCode, 200);
  t.equal((await s.page('/checkout')).statusCode, 200);
  const placed = await s.place({ ...NY_ADDRESS, shippingOptionId: 'standard', ...CARD() });
  t.equal(placed.statusCode, 303);
  const page = await s.page(String(placed.headers.location));
  t.equal(page.statusCode, 200, 'the order page, its token in the query');
  keep('card number', CARD().cardNumber.replace(/ /g, ''));
});

t.test('the log holds none of them', async (t) => {
  for (const p of [PASSWORD, NEW_PASSWORD]) keep('password', p);
  t.ok([...secrets.values()].some((w) => w.includes('reset token')), 'the reset token is among them');
  t.ok([...secrets.values()].some((w) => w.startsWith('redirect token')), 'the order token is among them');
  t.ok([...secrets.values()].some((w) => w.includes('crumb')), 'the crumb is among them');
  t.ok(secrets.size >= 8, `${secrets.size} secrets`);
  t.match(log.text, '/account/reset-password?token=[redacted]', 'the reset page’s request is logged, its token censored');
  t.match(log.text, 'order-confirmed?order=[redacted]&token=[redacted]', 'so is the order page’s');
  const leaked = [...secrets].filter(([value]) => log.text.includes(value)).map(([, where]) => where);
  t.same(leaked, [], 'no secret in the log');
});

t.test('loggedUrl keeps the path, the names and the harmless values', async (t) => {
  t.equal(loggedUrl('/shop'), '/shop');
  t.equal(loggedUrl('/blog?page=2&token=abc'), `/blog?page=2&token=${REDACTED}`);
  t.equal(loggedUrl('/x?flag&%zz=1'), `/x?flag&%zz=${REDACTED}`);
});
