// The owner dashboard (its page and its read API) on the demo store with
// site users: who gets in with a session (admin, website manager) or the
// token, who is refused (a visitor, a shopper, a wrong token) and never
// sees data; and a site without an owner token, where sessions alone open it.
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { defaultConfig } from '../../server/config.js';
import { DASHBOARD_API_PATH, DASHBOARD_PATH } from '../../server/telemetry/dashboard-routes.js';
import { DASHBOARD_TEXT } from '../../server/telemetry/dashboard-texts.js';
import { OWNER_REFUSALS } from '../../server/session/owner-access.js';
import { CONFIG_PATH } from '../../server/editor/index.js';
import { body, editorApp, manager, owner, shopper, visitor, type Browser } from '../editor/helpers.js';
import { FORM, hitForm } from './helpers.js';

t.setTimeout(180_000);
const TOKEN = 'owner-token-for-the-session-tests-0123456789';
const config = defaultConfig();
const today = new Date().toISOString().slice(0, 10);
const API = `${DASHBOARD_API_PATH}?from=${today}&to=${today}`;
/** The page's marker: only the dashboard page carries its texts. */
const DASHBOARD_MARK = 'telemetry-dashboard-text';

/** A page view of /owner-test-page, stored before the reads. */
async function scriptedVisit(app: FastifyInstance): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/api/census/RecordHit', headers: FORM, payload: hitForm({ pagePath: '/owner-test-page' }) });
  if (res.statusCode !== 204) throw new Error(`the hit was refused: ${res.body}`);
  await app.vitrine.telemetry!.writer.flush();
}

const withToken = await editorApp(t, { telemetry: { ...config.telemetry!, ownerToken: TOKEN } });
await scriptedVisit(withToken);

t.test('a visitor and a shopper are refused and see no data', async (t) => {
  const anon = await visitor(withToken);
  const api = await anon.request('GET', API);
  t.equal(api.statusCode, 401);
  t.match(body(api), { code: 'OWNER_AUTH_REQUIRED' });
  t.notMatch(api.body, 'owner-test-page');
  const page = await anon.request('GET', DASHBOARD_PATH);
  t.equal(page.statusCode, 401);
  t.notMatch(page.body, DASHBOARD_MARK, 'the sign-in page, not the dashboard');
  t.match(page.body, `href="${CONFIG_PATH}"`, 'owners are sent to sign in with their account');
  t.match(page.body, DASHBOARD_TEXT.accountSignIn);
  t.match(page.body, 'name="token"', 'the token form stays, for operators');
  t.notMatch(page.body, 'role="alert"', 'a visitor reads no refusal');

  const buyer = await shopper(withToken, 'dashboard-shopper@example.com');
  const refused = await buyer.request('GET', API);
  t.equal(refused.statusCode, 403);
  t.same(body(refused), { statusCode: 403, code: 'OWNER_FORBIDDEN', error: 'Forbidden', message: OWNER_REFUSALS.FORBIDDEN.text });
  const shopperPage = await buyer.request('GET', DASHBOARD_PATH);
  t.equal(shopperPage.statusCode, 403);
  t.match(shopperPage.body, `<p role="alert" class="error">${OWNER_REFUSALS.FORBIDDEN.text}</p>`);
  t.notMatch(shopperPage.body, DASHBOARD_MARK);
  t.notMatch(shopperPage.body, 'owner-test-page');
});

t.test('an admin and a website manager read the dashboard with their session', async (t) => {
  for (const [who, b] of [
    ['admin', await owner(withToken)],
    ['website manager', await manager(withToken, 'dashboard-manager@example.com')],
  ] as [string, Browser][]) {
    const api = await b.request('GET', API);
    t.equal(api.statusCode, 200, `${who}: the API`);
    t.equal(api.headers['cache-control'], 'no-store');
    t.same(body(api).topPages, [{ path: '/owner-test-page', views: 1 }], `${who}: the scripted visit`);
    const page = await b.request('GET', DASHBOARD_PATH);
    t.equal(page.statusCode, 200, `${who}: the page`);
    t.match(page.body, DASHBOARD_MARK);
  }
});

t.test('a signed-out owner is refused again', async (t) => {
  const b = await owner(withToken);
  t.equal((await b.request('GET', API)).statusCode, 200);
  t.equal((await b.signOut()).statusCode, 200);
  t.equal((await b.request('GET', API)).statusCode, 401);
});

t.test('the token stays the operators\' credential; a wrong one is refused even with an owner session', async (t) => {
  const bearer = { authorization: `Bearer ${TOKEN}` };
  const api = await withToken.inject({ method: 'GET', url: API, headers: bearer });
  t.equal(api.statusCode, 200);
  t.same(api.json().topPages, [{ path: '/owner-test-page', views: 1 }]);
  t.equal((await withToken.inject({ method: 'GET', url: DASHBOARD_PATH, headers: bearer })).statusCode, 200);
  const admin = await owner(withToken);
  const wrong = await withToken.inject({ method: 'GET', url: API, cookies: admin.cookies, headers: { authorization: `Bearer ${TOKEN}x` } });
  t.equal(wrong.statusCode, 401, 'a bearer token decides alone');
  const login = await withToken.inject({ method: 'POST', url: `${DASHBOARD_PATH}/login`, headers: FORM, payload: new URLSearchParams({ token: TOKEN }).toString() });
  t.equal(login.statusCode, 303, 'the token login form still works');
});

t.test('without an owner token, signed-in owners alone open the dashboard', async (t) => {
  const app = await editorApp(t, { telemetry: { ...config.telemetry!, ownerToken: null } });
  await scriptedVisit(app);
  const anon = await visitor(app);
  const page = await anon.request('GET', DASHBOARD_PATH);
  t.equal(page.statusCode, 401);
  t.notMatch(page.body, 'name="token"', 'no token form');
  t.match(page.body, `href="${CONFIG_PATH}"`);
  const login = await app.inject({ method: 'POST', url: `${DASHBOARD_PATH}/login`, headers: FORM, payload: 'token=anything-at-all-0123456789' });
  t.equal(login.statusCode, 404, 'no token login');
  t.equal((await app.inject({ method: 'GET', url: API, headers: { authorization: 'Bearer anything-at-all-0123456789' } })).statusCode, 401, 'no token is accepted');
  t.equal((await (await shopper(app)).request('GET', API)).statusCode, 403);
  const m = await manager(app);
  const api = await m.request('GET', API);
  t.equal(api.statusCode, 200);
  t.same(body(api).topPages, [{ path: '/owner-test-page', views: 1 }]);
  t.equal((await (await owner(app)).request('GET', DASHBOARD_PATH)).statusCode, 200);
});
