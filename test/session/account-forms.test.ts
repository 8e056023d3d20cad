// The account page without JavaScript: plain forms posting to
// /account/sign-in, /account/sign-up and /account/sign-out, answered with
// 303s; refusals shown on the page with the catalogue's texts; the crumb
// required; bad bodies 400.
import t from 'tap';
import { Browser, siteApp } from './helpers.js';

t.setTimeout(120_000);
const { app } = await siteApp(t);
const PASSWORD = 'kiln-opening-42';

/** The crumb the account page's forms carry. */
async function pageCrumb(b: Browser, path = '/account'): Promise<{ crumb: string; html: string }> {
  const res = await b.request('GET', path);
  const crumb = /name="crumb" value="([^"]+)"/.exec(res.body)?.[1];
  if (!crumb) throw new Error(`no crumb on ${path}`);
  return { crumb, html: res.body };
}

t.test('signed out: the page holds real sign-in and sign-up forms', async (t) => {
  const b = await new Browser(app).start();
  const { crumb, html } = await pageCrumb(b, '/account?join=members&returnTo=/members');
  t.equal(crumb, b.cookies.crumb, 'the crumb is the cookie the server signed');
  t.match(html, /<form class="vitrine-account-plain__form vitrine-account-plain__sign-in" method="post" action="\/account\/sign-in" novalidate/);
  t.match(html, /<form class="vitrine-account-plain__form vitrine-account-plain__sign-up" method="post" action="\/account\/sign-up" novalidate/);
  t.match(html, /<input type="hidden" name="returnTo" value="\/members"><input type="hidden" name="join" value="members">/);
  t.match(html, /Join to see the page you came from\./);
  t.notMatch(html, /vitrine-account-plain__sign-out/);
  const fr = await pageCrumb(b, '/fr/account');
  t.match(fr.html, /<h2 id="vitrine-sign-in-title">Se connecter<\/h2>/, 'in the page’s language');
  t.match(fr.html, /name="page" value="\/fr\/account"/);
});

t.test('sign up, sign out and sign in with form posts', async (t) => {
  const b = await new Browser(app).start();
  let { crumb } = await pageCrumb(b);
  const up = await b.form('/account/sign-up', { email: 'plain@example.com', password: PASSWORD, crumb, page: '/account', returnTo: '/members', join: 'members' });
  t.equal(up.statusCode, 303);
  t.equal(up.headers.location, '/members', 'on to where the visitor was going');
  t.ok(b.cookies.vitrine_session, 'signed in');
  const members = await b.request('GET', '/members');
  t.equal(members.statusCode, 200, 'joined the member area on the way');

  const signedIn = await pageCrumb(b);
  t.match(signedIn.html, /<p class="vitrine-account-plain__who">Signed in as plain@example\.com<\/p>/);
  t.match(signedIn.html, /<form class="vitrine-account-plain__sign-out" method="post" action="\/account\/sign-out">/);
  t.notMatch(signedIn.html, /vitrine-account-plain__sign-in/);
  t.notMatch(signedIn.html, /xsrf|vitrine_session=/i, 'no session secret in the page');

  const out = await b.form('/account/sign-out', { crumb: signedIn.crumb, page: '/fr/account' });
  t.equal(out.statusCode, 303);
  t.equal(out.headers.location, '/fr/', 'home in the page’s language');
  t.notOk(b.cookies.vitrine_session, 'the session cookie is cleared');
  t.notOk(b.cookies.SiteUserInfo);
  t.equal((await b.request('GET', '/members')).statusCode, 403, 'signed out');

  ({ crumb } = await pageCrumb(b));
  const back = await b.form('/account/sign-in', { email: 'plain@example.com', password: PASSWORD, crumb, page: '/account', rememberMe: 'on' });
  t.equal(back.headers.location, '/account', 'no returnTo: the account page');
  t.equal((await b.request('GET', '/members')).statusCode, 200, 'signed in again');
});

t.test('refusals come back to the account page with their text', async (t) => {
  const b = await new Browser(app).start();
  const { crumb } = await pageCrumb(b);
  const cases: [string, Record<string, string>, string, string][] = [
    ['/account/sign-up', { email: 'not-an-email', password: PASSWORD }, 'EMAIL_INVALID', 'Please enter a valid email'],
    ['/account/sign-up', { email: 'short@example.com', password: 'short' }, 'PASSWORD_TOO_SHORT', 'Your password must be at least 8 characters long.'],
    ['/account/sign-in', { email: 'nobody@example.com', password: PASSWORD }, 'BAD_CREDENTIALS', 'That email and password do not match an account.'],
  ];
  for (const [url, fields, code, text] of cases) {
    const res = await b.form(url, { ...fields, crumb, page: '/account', returnTo: '/members', join: 'members' });
    t.equal(res.statusCode, 303, code);
    const form = url.endsWith('sign-up') ? 'sign-up' : 'sign-in';
    t.equal(res.headers.location, `/account?form=${form}&error=${code}&returnTo=%2Fmembers&join=members`);
    const page = await b.request('GET', String(res.headers.location));
    t.match(page.body, new RegExp(`<p class="vitrine-account-plain__error" id="vitrine-${form}-error" role="alert">${text.replace(/\./g, '\\.')}</p>`), text);
    t.match(page.body, new RegExp(`id="vitrine-${form}-email" name="email" type="email" autocomplete="email" required aria-invalid="true"`));
  }
  const fr = await b.request('GET', '/fr/account?form=sign-in&error=BAD_CREDENTIALS');
  t.match(fr.body, /Cet e-mail et ce mot de passe ne correspondent à aucun compte\./, 'the French text');
  const unknown = await b.request('GET', '/account?form=sign-in&error=%3Cscript%3E');
  t.notMatch(unknown.body, /role="alert"/, 'an unknown code shows nothing');
});

t.test('the crumb is required; bad bodies answer 400', async (t) => {
  const b = await new Browser(app).start();
  const none = await b.form('/account/sign-in', { email: 'plain@example.com', password: PASSWORD, page: '/account' });
  t.equal(none.statusCode, 303);
  t.equal(none.headers.location, '/account?form=sign-in&error=CRUMB_FAIL', 'back to the page, which brings a fresh crumb');
  t.notOk(b.cookies.vitrine_session);
  const page = await b.request('GET', String(none.headers.location));
  t.match(page.body, /Your session has expired\. Please reload the page and try again\./);
  const forged = await b.form('/account/sign-out', { crumb: 'made-up-crumb', page: '/account' });
  t.equal(forged.headers.location, '/account?form=sign-out&error=CRUMB_FAIL');

  const { crumb } = await pageCrumb(b);
  const badJoin = await b.form('/account/sign-up', { email: 'x@example.com', password: PASSWORD, crumb, join: '../x' });
  t.equal(badJoin.statusCode, 400, 'a value no form sends');
  t.equal(badJoin.json().code, 'INVALID_REQUEST');
  t.equal((await b.form('/account/sign-in', { email: 'x@example.com', password: PASSWORD, crumb, returnTo: 'x'.repeat(3000) })).statusCode, 400, 'an overlong path');
  const extra = await b.form('/account/sign-up', { email: 'x@example.com', password: PASSWORD, crumb, roles: '1' });
  t.equal(extra.statusCode, 303, 'fields no form sends are dropped');
  t.same((await b.request('GET', '/api/site-users/account')).json().account.roles, [], 'nobody gives themselves a role');
  const other = await new Browser(app).start();
  const offSite = await other.form('/account/sign-up', { crumb: (await pageCrumb(other)).crumb, email: 'far@example.com', password: PASSWORD, page: 'https://evil.example/account', returnTo: '//evil.example/' });
  t.equal(offSite.statusCode, 303);
  t.equal(offSite.headers.location, '/account', 'off-site paths are never followed');
});
