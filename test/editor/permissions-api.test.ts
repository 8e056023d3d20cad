// Roles in the editor API (editor/permissions.ts): an administrator grants
// and revokes the website manager role through the Permissions API, and
// every endpoint family answers each role as the matrix says: the
// administrator everywhere, the website manager everywhere but store setup,
// commerce preferences, languages and roles (403 ADMIN_ONLY), a shopper
// 403 FORBIDDEN, a visitor 401 NOT_SIGNED_IN.
import t from 'tap';
import type { LightMyRequestResponse } from 'fastify';
import { body, editorApp, owner, shopper, visitor, type Browser } from './helpers.js';
import { EDITOR_ERRORS } from '../../server/editor/index.js';
import { EDITOR_AREAS, mayChange, type EditorArea, type OwnerRole } from '../../editor/permissions.js';

t.setTimeout(180_000);
const app = await editorApp(t);
const admin = await owner(app);
const websiteId = app.vitrine.commerce!.carts.catalogue.websiteId;
const text = (code: keyof typeof EDITOR_ERRORS) => EDITOR_ERRORS[code].text;
const rolesOf = async (email: string) => JSON.parse((await app.vitrine.commerce!.store.db.selectFrom('site_users').select('roles').where('email', '=', email).executeTakeFirstOrThrow()).roles) as number[];

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown; upload?: Buffer };
const send = (b: Browser, c: Call): Promise<LightMyRequestResponse> => {
  if (!c.upload) return b.request(c.method, c.url, c.payload);
  const headers = { 'content-type': 'application/octet-stream', 'x-file-name': 'notes.txt', 'x-csrf-token': b.cookies.crumb ?? '', 'x-xsrf-token': b.xsrfToken ?? '' };
  return app.inject({ method: 'POST', url: c.url, headers, cookies: b.cookies, payload: c.upload });
};

/**
 * One change per endpoint family, each valid for the route's schema so the
 * role decides; most carry a value the family's rule refuses (400), so a
 * role that passes changes nothing.
 */
const CHANGES: Record<EditorArea, Call[]> = {
  pages: [{ method: 'POST', url: '/api/editor/pages', payload: { title: 'Role check' } }],
  design: [
    { method: 'PUT', url: '/api/editor/design/colours', payload: { key: 'accent-color', value: 'hsl(400, 2, 0.5)' } },
    { method: 'PUT', url: '/api/editor/design/buttons', payload: { key: 'no-such-setting', value: 'x' } },
  ],
  navigation: [{ method: 'POST', url: '/api/widget/UpdateNavigation', payload: { fieldName: 'no-such-navigation', templateId: 'x', navigation: { items: [] } } }],
  sections: [{ method: 'PUT', url: '/api/editor/sections/cover-page', payload: { enabled: true, position: 'nowhere', slices: [] } }],
  headerFooter: [{ method: 'PUT', url: '/api/site-header-footer', payload: { header: { siteTitle: 'Hearth & Clay', announcement: '' }, footer: { text: 'Role check' } } }],
  products: [
    { method: 'POST', url: '/api/editor/stores/shop/products', payload: { title: 'Role mug', tags: ['x'.repeat(51)], variants: [{ sku: 'ROLE-1', priceCents: 100, stock: { unlimited: true } }] } },
    { method: 'DELETE', url: '/api/editor/stores/shop/products/no-such-product' },
  ],
  uploads: [{ method: 'POST', url: '/api/editor/uploads', upload: Buffer.from('not an image') }],
  mailingLists: [
    { method: 'POST', url: '/api/editor/mailing-lists', payload: { name: '' } },
    { method: 'DELETE', url: '/api/editor/mailing-lists/no-such-list' },
  ],
  storeSetup: [{ method: 'POST', url: `/api/content-service/product/1.1/websites/${websiteId}/products`, payload: { title: 'Shop two' } }],
  preferences: [{ method: 'PUT', url: '/api/v1/commerce-preferences/store', payload: { roleCheck: 1 } }],
  languages: [
    { method: 'PUT', url: '/api/multilingual/languages', payload: { languages: [{ languageTag: 'en-US', displayName: 'English', pathPrefix: '', default: true }] } },
    { method: 'DELETE', url: '/api/multilingual/connection' },
  ],
  roles: [
    { method: 'PUT', url: '/api/editor/permissions', payload: { email: 'nobody@example.com', role: 'WEBSITE_MANAGER' } },
    { method: 'DELETE', url: '/api/editor/permissions/0123456789abcdef01234567' },
  ],
};
const READS: Record<'shared' | 'adminOnly', string[]> = {
  shared: ['/api/editor/pages', '/api/editor/design/colours', '/api/commondata/GetSiteLayout', '/api/site-header-footer', '/api/editor/stores', '/api/v1/commerce-preferences/store', '/api/multilingual/settings', '/api/editor/mailing-lists'],
  adminOnly: ['/api/editor/permissions'],
};

let manager: Browser;
let managerId = '';

t.test('an administrator grants the website manager role to an account, lists the contributors and sees bad input refused', async (t) => {
  manager = await shopper(app, 'manager@example.com');
  t.equal((await manager.request('GET', '/api/editor/pages')).statusCode, 403, 'before the grant the account is a shopper');
  const granted = await admin.request('PUT', '/api/editor/permissions', { email: ' Manager@Example.com ', role: 'WEBSITE_MANAGER' });
  t.equal(granted.statusCode, 200, granted.body);
  t.match(body(granted).contributor, { email: 'manager@example.com', role: 'WEBSITE_MANAGER' });
  managerId = body(granted).contributor.accountId;
  t.same(await rolesOf('manager@example.com'), [15], 'the SPEC code of website manager is stored');
  t.equal((await manager.request('GET', '/api/editor/pages')).statusCode, 200, 'the grant counts on the next request, no new sign-in');

  const list = body(await admin.request('GET', '/api/editor/permissions'));
  t.same(list.roles, ['WEBSITE_MANAGER', 'ADMIN']);
  t.same(
    list.contributors.map((c: { email: string; role: string; you: boolean }) => [c.email, c.role, c.you]),
    [['manager@example.com', 'WEBSITE_MANAGER', false], ['owner@hearthandclay.com', 'ADMIN', true]],
    'the contributors, by email; shoppers are not listed',
  );

  const cases: [string, unknown, number, keyof typeof EDITOR_ERRORS, string][] = [
    ['an unknown role', { email: 'manager@example.com', role: 'SUPERUSER' }, 400, 'NOT_AN_OPTION', 'SUPERUSER is not one of the expected options'],
    ['a role the editor does not grant', { email: 'manager@example.com', role: 'BILLING' }, 400, 'NOT_AN_OPTION', 'BILLING is not one of the expected options'],
    ['an email without an account', { email: 'stranger@example.com', role: 'WEBSITE_MANAGER' }, 404, 'ACCOUNT_NOT_FOUND', text('ACCOUNT_NOT_FOUND')],
    ['their own role', { email: 'owner@hearthandclay.com', role: 'WEBSITE_MANAGER' }, 409, 'OWN_ROLE', text('OWN_ROLE')],
    ['no role', { email: 'manager@example.com' }, 400, 'INVALID_REQUEST', ''],
    ['a role code rather than its name', { email: 'manager@example.com', role: 15 }, 400, 'NOT_AN_OPTION', '15 is not one of the expected options'],
    ['an email that is not a string', { email: { address: 'manager@example.com' }, role: 'ADMIN' }, 400, 'INVALID_REQUEST', ''],
  ];
  for (const [what, payload, status, code, message] of cases) {
    const r = await admin.request('PUT', '/api/editor/permissions', payload);
    t.equal(r.statusCode, status, what);
    t.equal(body(r).code, code, what);
    if (message) t.equal(body(r).message, message, what);
  }
  t.same(await rolesOf('manager@example.com'), [15], 'no bad request changed a role');
  t.same(await rolesOf('owner@hearthandclay.com'), [1], 'the administrator kept their own role');
  t.equal((await admin.request('DELETE', '/api/editor/permissions/not-an-id')).statusCode, 400, 'an account id is hex');
  const self = body(await admin.request('GET', '/api/editor/permissions')).contributors.find((c: { you: boolean }) => c.you);
  t.equal(body(await admin.request('DELETE', `/api/editor/permissions/${self.accountId}`)).code, 'OWN_ROLE', 'nobody revokes themselves');
  t.equal((await admin.request('DELETE', '/api/editor/permissions/0123456789abcdef01234567')).statusCode, 404, 'an unknown account');
});

t.test('every endpoint family answers each role as the matrix says', async (t) => {
  const buyer = await shopper(app, 'buyer@example.com');
  const anon = await visitor(app);
  const roles: [OwnerRole, Browser][] = [['WEBSITE_MANAGER', manager], ['ADMIN', admin]];
  t.same(Object.keys(CHANGES).sort(), [...EDITOR_AREAS].sort(), 'every area is checked');
  for (const [area, calls] of Object.entries(CHANGES) as [EditorArea, Call[]][]) {
    for (const call of calls) {
      const what = `${area}: ${call.method} ${call.url}`;
      for (const [role, b] of roles) {
        const r = await send(b, call);
        if (mayChange(role, area)) t.notOk([401, 403].includes(r.statusCode), `${what}: ${role} passes (${r.statusCode})`);
        else t.same([r.statusCode, body(r).code, body(r).message], [403, 'ADMIN_ONLY', text('ADMIN_ONLY')], `${what}: ${role} refused`);
      }
      const s = await send(buyer, call);
      t.same([s.statusCode, body(s).code], [403, 'FORBIDDEN'], `${what}: a shopper is refused`);
      const v = await send(anon, call);
      t.same([v.statusCode, body(v).code], [401, 'NOT_SIGNED_IN'], `${what}: a visitor is refused`);
    }
  }
  for (const url of READS.shared) {
    t.equal((await manager.request('GET', url)).statusCode, 200, `${url}: a website manager reads it`);
    t.equal((await buyer.request('GET', url)).statusCode, 403, `${url}: a shopper does not`);
  }
  for (const url of READS.adminOnly) t.equal(body(await manager.request('GET', url)).code, 'ADMIN_ONLY', `${url}: only an administrator reads it`);
});

t.test('a revoked website manager is refused at once; granting ADMIN makes an administrator', async (t) => {
  const r = await admin.request('DELETE', `/api/editor/permissions/${managerId}`);
  t.equal(r.statusCode, 200, r.body);
  t.match(body(r).revoked, { accountId: managerId, email: 'manager@example.com', role: 'WEBSITE_MANAGER' });
  t.same(await rolesOf('manager@example.com'), []);
  const after = await manager.request('GET', '/api/editor/pages');
  t.same([after.statusCode, body(after).code], [403, 'FORBIDDEN'], 'the same session is refused on its next request');
  t.equal((await admin.request('DELETE', `/api/editor/permissions/${managerId}`)).statusCode, 404, 'an account without an owner role has nothing to revoke');

  t.equal((await admin.request('PUT', '/api/editor/permissions', { email: 'manager@example.com', role: 'ADMIN' })).statusCode, 200);
  t.equal((await manager.request('GET', '/api/editor/permissions')).statusCode, 200, 'now an administrator');
  t.equal((await admin.request('PUT', '/api/editor/permissions', { email: 'manager@example.com', role: 'WEBSITE_MANAGER' })).statusCode, 200, 'and back to website manager');
  t.same(await rolesOf('manager@example.com'), [15], 'granting replaces the owner role rather than adding one');
});
