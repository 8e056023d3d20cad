// Owner routes settle who asks before they read the body: a website
// manager's invalid body to an ADMIN route gets 403 ADMIN_ONLY, a shopper's
// 403 FORBIDDEN, a signed-out visitor's 401, never the 400 of validation.
// And `//path` is never another page: a redirect to the single-slash path.
import t from 'tap';
import type { Browser } from '../session/helpers.js';
import { body, editorApp, manager, shopper, visitor } from '../editor/helpers.js';

t.setTimeout(120_000);
const app = await editorApp(t);
const websiteId = app.vitrine.commerce!.carts.catalogue.websiteId;

/** Invalid bodies to routes only ADMIN may use. */
const ADMIN_ROUTES_BAD_BODY: { method: 'PUT' | 'POST'; url: string; payload: unknown }[] = [
  { method: 'PUT', url: '/api/editor/permissions', payload: { email: 42, extra: true } },
  { method: 'PUT', url: '/api/multilingual/languages', payload: { languages: 'none' } },
  { method: 'POST', url: `/api/content-service/product/1.1/websites/${websiteId}/products`, payload: { title: ['x'] } },
  { method: 'PUT', url: '/api/v1/commerce-preferences/store', payload: [1, 2] },
];
/** An invalid body to a route any owner may use. */
const EDIT_ROUTE_BAD_BODY = { method: 'PUT' as const, url: '/api/site-header-footer', payload: { header: 7 } };

t.test('a website manager’s invalid body to an ADMIN route: 403 ADMIN_ONLY', async (t) => {
  const m = await manager(app, 'wm@example.com');
  for (const r of ADMIN_ROUTES_BAD_BODY) {
    const res = await m.request(r.method, r.url, r.payload);
    t.equal(res.statusCode, 403, `${r.method} ${r.url}`);
    t.equal(body(res).code, 'ADMIN_ONLY');
  }
  const own = await m.request(EDIT_ROUTE_BAD_BODY.method, EDIT_ROUTE_BAD_BODY.url, EDIT_ROUTE_BAD_BODY.payload);
  t.equal(own.statusCode, 400, 'a route the manager may use validates the body');
});

t.test('a shopper gets 403 FORBIDDEN, a signed-out visitor 401, whatever the body', async (t) => {
  const s = await shopper(app, 'shop@example.com');
  const v = await visitor(app);
  const cases: [Browser, number, string][] = [
    [s, 403, 'FORBIDDEN'],
    [v, 401, 'NOT_SIGNED_IN'],
  ];
  for (const [who, status, code] of cases) {
    for (const r of [...ADMIN_ROUTES_BAD_BODY, EDIT_ROUTE_BAD_BODY]) {
      const res = await who.request(r.method, r.url, r.payload);
      t.equal(res.statusCode, status, `${code}: ${r.method} ${r.url}`);
      t.equal(body(res).code, code);
    }
  }
});

t.test('//path redirects to /path; other methods get 404', async (t) => {
  const cases: [string, string][] = [
    ['//members', '/members'],
    ['//anything/at/all?x=1', '/anything/at/all?x=1'],
    ['///evil.example/x', '/evil.example/x'],
  ];
  for (const [from, to] of cases) {
    const res = await app.inject({ method: 'GET', url: from });
    t.equal(res.statusCode, 301, from);
    t.equal(res.headers.location, to);
  }
  const post = await app.inject({ method: 'POST', url: '//api/site-users/account', payload: {} });
  t.equal(post.statusCode, 404);
  t.equal((await app.inject({ method: 'GET', url: '/members' })).statusCode === 301, false, 'a single slash is served as before');
});
