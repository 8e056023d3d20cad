// Member areas on the pages (inject): the access page's join link, a
// member page for members of its area only, signed-in pages never cached,
// the account and reset pages, and the header's account link.
import t from 'tap';
import { Browser, siteApp } from './helpers.js';

t.setTimeout(180_000);
const { app } = await siteApp(t, { pageCacheMs: 60_000 });
const PASSWORD = 'kiln-opening-42';

t.test('the members page: denied with a join link, open to members of its area only', async (t) => {
  const visitor = await new Browser(app).start();
  const denied = await visitor.request('GET', '/members');
  t.equal(denied.statusCode, 403);
  t.match(denied.body, /data-page-type="106"/);
  t.match(denied.body, /<a class="vitrine-join[^"]*"[^>]* href="\/account\?join=members&amp;returnTo=\/members">Join<\/a>/);
  t.notMatch(denied.body, /Members’ corner/);

  const signedIn = await new Browser(app).start();
  await signedIn.signUp('plain@example.com', PASSWORD);
  t.equal((await signedIn.request('GET', '/members')).statusCode, 403, 'signed in without joining: still denied');

  const joiner = await new Browser(app).start();
  await joiner.signUp('joiner@example.com', PASSWORD, { memberAreaId: 'members' });
  const open = await joiner.request('GET', '/members');
  t.equal(open.statusCode, 200);
  t.match(open.body, /Members’ corner/);

  // The same request without the session, or with an unparseable user-info cookie, is a visitor's.
  const info = joiner.cookies.SiteUserInfo!;
  const token = joiner.cookies.vitrine_session!;
  joiner.cookies.SiteUserInfo = 'not-json';
  t.equal((await joiner.request('GET', '/members')).statusCode, 403, 'an unparseable user-info cookie reads as signed out');
  t.equal(joiner.cookies.SiteUserInfo, undefined, 'and the page clears it');
  joiner.cookies.SiteUserInfo = info;
  joiner.cookies.vitrine_session = token;
  t.equal((await joiner.request('GET', '/members')).statusCode, 200, 'the session itself lives on');

  // Joining later from the account page's Join button.
  const res = await signedIn.request('POST', '/api/site-users/account/member-areas', { memberAreaId: 'members' });
  t.same(res.json().account.memberAreas, ['members']);
  t.equal((await signedIn.request('GET', '/members')).statusCode, 200);
  t.equal((await signedIn.request('POST', '/api/site-users/account/member-areas', { memberAreaId: 'shop' })).json().code, 'FORBIDDEN', 'a page without a member area cannot be joined');

  await joiner.signOut();
  t.equal((await joiner.request('GET', '/members')).statusCode, 403, 'signed out: denied again');
});

t.test('signed-in pages are never served from the anonymous page cache', async (t) => {
  const visitor = await new Browser(app).start();
  await visitor.request('GET', '/our-story');
  const member = await new Browser(app).start();
  await member.signUp('cache@example.com', PASSWORD, { memberAreaId: 'members' });
  t.equal((await member.request('GET', '/members')).statusCode, 200);
  const anon = await app.inject({ method: 'GET', url: '/members' });
  t.equal(anon.statusCode, 403, 'a visitor after a member still gets the access page');
});

t.test('the account and reset pages, in English and French, and the header link', async (t) => {
  const page = await app.inject('/account');
  t.equal(page.statusCode, 200);
  t.match(page.body, /<section class="vitrine-account" data-page-type="2" data-widget="account" data-props="\{&quot;homeUrl&quot;:&quot;\/&quot;\}"><div class="vitrine-account-plain">/, 'the island takes over the plain forms (account-forms.test.ts)');
  t.match(page.body, /<a class="account-link" href="\/account">Account<\/a>/);
  const fr = await app.inject('/fr/account');
  t.equal(fr.statusCode, 200);
  t.match(fr.body, /<html lang="fr-FR"/);
  t.match(fr.body, /<a class="account-link" href="\/fr\/account">Compte<\/a>/);
  const reset = await app.inject('/account/reset-password?token=abc');
  t.equal(reset.statusCode, 200);
  t.match(reset.body, /data-widget="password-reset"/);
  t.equal((await app.inject('/account/else')).statusCode, 404);
  const texts = await app.inject('/api/site-users/texts?language=fr-FR');
  t.equal(texts.json().signIn, 'Se connecter', 'the widgets get their texts in the page language');
  t.equal(texts.json().errors.EMAIL_INVALID, 'Veuillez saisir une adresse e-mail valide');
  t.equal((await app.inject('/api/site-users/texts')).json().signIn, 'Sign in');
});

t.test('search leaves out the posts of a member area', async (t) => {
  const { loadSite } = await import('../../site/load-site.js');
  const { SiteRenderer } = await import('../../site/site-renderer.js');
  const { DEFAULT_SITE_CONTENT, DEFAULT_SITE_THEME_DIR } = await import('../../server/config.js');
  const site = await loadSite(DEFAULT_SITE_THEME_DIR, DEFAULT_SITE_CONTENT);
  const found = (r: InstanceType<typeof SiteRenderer>) => /Testing Spring Glazes/.test(r.render('/search', { q: 'spring glazes' }).html);
  t.equal(found(site.renderer), true, 'the journal post is found');
  const gated = { ...site.renderer.content, collections: site.renderer.content.collections.map((c) => (c.id === 'journal' ? { ...c, memberAreaId: 'studio-club' } : c)) };
  t.equal(found(new SiteRenderer(site.theme, gated)), false, 'not once the journal is in a member area');
});
