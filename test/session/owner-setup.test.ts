// The first run's one-time setup link (server/session/owner-setup.ts): a
// key made while the site has no owner, kept only as its hash, that makes
// one account the administrator once, before it expires; nothing about an
// account is said without a live key.
import t, { type Test } from 'tap';
import { issueSetupKey, SETUP_LINK_TTL_MS } from '../../server/session/owner-setup.js';
import { body, shopper, visitor, PASSWORD } from '../editor/helpers.js';
import { siteApp } from './helpers.js';

const SETUP_API = '/api/site-users/account/owner-setup';
const NEW_OWNER = 'founder@example.com';

async function noOwnerSite(t: Test) {
  const { app } = await siteApp(t, { siteOwnerEmails: [] });
  return { app, store: app.vitrine.commerce!.store };
}

t.test('a key makes a new account the administrator once; the store keeps only its hash', async (t) => {
  const { app, store } = await noOwnerSite(t);
  const key = await issueSetupKey(store);
  t.type(key, 'string');
  t.match(key!, /^[A-Za-z0-9_-]{43}$/, '256 bits, base64url');
  const rows = await store.db.selectFrom('owner_setup_links' as never).selectAll().execute();
  t.equal(rows.length, 1);
  t.notMatch(JSON.stringify(rows), key!, 'the key itself is not stored');

  const page = await app.inject({ method: 'GET', url: '/config/setup' });
  t.equal(page.statusCode, 401);
  t.match(page.body, 'id="config-setup-form"', 'the setup page has the form');
  t.match(page.body, 'Become the site owner');
  t.match((await app.inject({ method: 'GET', url: '/config/setup', headers: { 'accept-language': 'fr' } })).body, 'Devenir propriétaire du site', 'in French');

  const b = await visitor(app);
  const noCrumb = await b.request('POST', SETUP_API, { key, email: NEW_OWNER, password: PASSWORD }, { crumb: null });
  t.equal(body(noCrumb).code, 'CRUMB_FAIL', 'the crumb first');
  t.equal(body(await b.request('POST', SETUP_API, { key: 'x'.repeat(43), email: NEW_OWNER, password: PASSWORD })).code, 'SETUP_LINK_INVALID', 'a wrong key');
  t.equal((await b.request('POST', SETUP_API, { key: 'x'.repeat(101), email: NEW_OWNER, password: PASSWORD })).statusCode, 400, 'a key too long');
  t.equal(body(await b.request('POST', SETUP_API, { key, email: NEW_OWNER, password: 'short' })).code, 'PASSWORD_TOO_SHORT');

  const done = await b.request('POST', SETUP_API, { key, email: NEW_OWNER, password: PASSWORD });
  t.equal(done.statusCode, 200);
  t.match(body(done), { account: { email: NEW_OWNER, roles: [1] } }, 'the administrator (ADMIN, 1)');
  t.notMatch(done.body, key!, 'the answer does not repeat the key');
  t.equal((await b.request('GET', '/config/orders')).statusCode, 200, 'signed in: the admin opens');
  const back = await b.request('GET', '/config/setup');
  t.equal(back.statusCode, 303, 'an owner on the setup page goes to the admin');
  t.equal(back.headers.location, '/config');

  const again = await (await visitor(app)).request('POST', SETUP_API, { key, email: 'second@example.com', password: PASSWORD });
  t.equal(body(again).code, 'SETUP_LINK_INVALID', 'single use');
  t.equal(await issueSetupKey(store), null, 'no new key once an owner exists');
  const after = await app.inject({ method: 'GET', url: '/config/setup' });
  t.notMatch(after.body, 'config-setup-form', 'the setup page says the owner exists');
  t.match(after.body, 'This site already has an owner. Sign in below.');
  t.match(after.body, 'id="config-sign-in-form"');
});

t.test('an expired key is refused; an existing account becomes the owner only with its password', async (t) => {
  const { app, store } = await noOwnerSite(t);
  const expired = await issueSetupKey(store, Date.now() - SETUP_LINK_TTL_MS - 1000);
  const v = await visitor(app);
  t.equal(body(await v.request('POST', SETUP_API, { key: expired, email: NEW_OWNER, password: PASSWORD })).code, 'SETUP_LINK_INVALID', 'expired');

  const key = await issueSetupKey(store);
  await shopper(app, 'maker@example.com');
  t.equal(body(await v.request('POST', SETUP_API, { key: expired, email: 'maker@example.com', password: 'wrong-password' })).code, 'SETUP_LINK_INVALID', 'without a live key nothing is said about the account');
  const wrong = await v.request('POST', SETUP_API, { key, email: 'maker@example.com', password: 'wrong-password' });
  t.equal(body(wrong).code, 'BAD_CREDENTIALS', 'an existing account needs its own password');
  const right = await v.request('POST', SETUP_API, { key, email: 'Maker@Example.com', password: PASSWORD });
  t.equal(right.statusCode, 200, 'the key survived the typo');
  t.match(body(right), { account: { email: 'maker@example.com', roles: [1] } });
  const fr = await app.inject({ method: 'POST', url: SETUP_API, headers: { 'x-csrf-token': v.cookies.crumb!, 'accept-language': 'fr' }, cookies: v.cookies, payload: { key, email: 'x@example.com', password: PASSWORD } });
  t.equal(body(fr).code, 'SETUP_LINK_INVALID');
});

t.test('two requests with one key at once: one owner', async (t) => {
  const { app, store } = await noOwnerSite(t);
  const key = await issueSetupKey(store);
  const [a, b] = await Promise.all([visitor(app), visitor(app)]);
  const answers = await Promise.all([a.request('POST', SETUP_API, { key, email: 'one@example.com', password: PASSWORD }), b.request('POST', SETUP_API, { key, email: 'two@example.com', password: PASSWORD })]);
  t.equal(answers.filter((r) => r.statusCode === 200).length, 1, 'one wins');
  const lost = answers.find((r) => r.statusCode !== 200)!;
  t.ok(['SETUP_LINK_INVALID', 'OWNER_EXISTS'].includes(body(lost).code), `the other is refused (${body(lost).code})`);
  const admins = (await store.db.selectFrom('site_users').select(['email', 'roles']).execute()).filter((r) => JSON.parse(r.roles).includes(1));
  t.equal(admins.length, 1, 'one administrator');
});
