// The admin's first run (server/editor/config-page.ts): while no account
// has an owner role, /config says how to make one. Without
// VITRINE_SITE_OWNER_EMAILS it names the key to set; with it, it offers the
// form creating the owner's account; once an owner exists, only sign-in.
import t from 'tap';
import { editorApp, manager, owner, shopper } from './helpers.js';

const FIRST_RUN = 'id="config-first-run"';

t.test('no owner emails: /config names the environment key to set', async (t) => {
  const app = await editorApp(t, { siteOwnerEmails: [] });
  const page = await app.inject({ method: 'GET', url: '/config' });
  t.equal(page.statusCode, 401);
  t.match(page.body, FIRST_RUN);
  t.match(page.body, 'Set up the site owner');
  t.match(page.body, 'VITRINE_SITE_OWNER_EMAILS=you@example.com npm start');
  t.notMatch(page.body, 'config-sign-up-form', 'no account form: an account made now would not be the owner');
  t.match(page.body, 'Or open the one-time setup link the server printed when it started', 'the other way: the link printed on start');
  await shopper(app, 'someone@example.com');
  t.match((await app.inject({ method: 'GET', url: '/config' })).body, FIRST_RUN, 'a shopper account is not an owner');
  const french = await app.inject({ method: 'GET', url: '/config', headers: { 'accept-language': 'fr' } });
  t.match(french.body, 'Créer le propriétaire du site', 'in the visitor’s language');
});

t.test('owner emails set: /config offers the owner account form until an owner exists', async (t) => {
  const app = await editorApp(t);
  const first = await app.inject({ method: 'GET', url: '/config' });
  t.match(first.body, FIRST_RUN);
  t.match(first.body, 'id="config-sign-up-form"');
  t.match(first.body, 'Create owner account');
  t.match(first.body, 'id="config-sign-in-form"', 'the sign-in form stays');
  t.notMatch(first.body, '@hearthandclay.com', 'the owner emails are not shown');
  await manager(app, 'helper@example.com');
  t.notMatch((await app.inject({ method: 'GET', url: '/config' })).body, FIRST_RUN, 'a website manager is an owner');
});

t.test('once the owner account exists: sign-in only', async (t) => {
  const app = await editorApp(t);
  await owner(app);
  const page = await app.inject({ method: 'GET', url: '/config' });
  t.equal(page.statusCode, 401);
  t.notMatch(page.body, FIRST_RUN);
  t.match(page.body, 'id="config-sign-in-form"');
});
