// The site-user API through app.inject() on the demo store: sign up, sign
// in (rotation, xsrfToken, cookies), sign out (crumbFail, xsrf), the
// user-info cookie, locale, sessions (revocable), roles and the
// header/footer API, brute-force limits, and bad input.
import t from 'tap';
import { Browser, body, OWNER_EMAIL, siteApp } from './helpers.js';
import { SESSION_ERRORS } from '../../server/session/index.js';

t.setTimeout(180_000);
const { app } = await siteApp(t);
const PASSWORD = 'kiln-opening-42';

t.test('sign up signs in: xsrfToken, the user-info and session cookies, and no secret in the answer', async (t) => {
  const b = await new Browser(app).start();
  const res = await b.signUp('Ada@Example.com', PASSWORD);
  t.equal(res.statusCode, 201);
  const data = body(res);
  t.match(data.xsrfToken, /^[A-Za-z0-9_-]{32}$/);
  t.same(Object.keys(data.account).sort(), ['createdAt', 'email', 'id', 'locale', 'memberAreas', 'roles']);
  t.equal(data.account.email, 'ada@example.com', 'stored lower-cased');
  t.notMatch(res.body, /argon2|password|token_hash/i, 'no hash or token in the JSON view');
  const info = JSON.parse(b.cookies.SiteUserInfo!);
  t.same(info, { authenticated: true, siteUserId: data.account.id });
  const session = (res.cookies as { name: string; httpOnly?: boolean; maxAge?: number }[]).find((c) => c.name === 'vitrine_session');
  t.equal(session?.httpOnly, true, 'the session cookie is HttpOnly');
  t.equal(session?.maxAge, undefined, 'without rememberMe it is a browser-session cookie');
  const me = await b.request('GET', '/api/site-users/account');
  t.equal(me.statusCode, 200);
  t.equal(body(me).account.id, data.account.id);
  t.equal(body(me).xsrfToken, data.xsrfToken);

  const again = await new Browser(app).start().then((x) => x.signUp('ada@example.com', 'another-password'));
  t.equal(again.statusCode, 409);
  t.equal(body(again).message, SESSION_ERRORS.EMAIL_TAKEN.text);
});

t.test('bad input: the email rule, password length, unknown fields, no crumb', async (t) => {
  const b = await new Browser(app).start();
  for (const email of ['a@', 'no-at-sign.example', 'x@y.toolong', `${'a'.repeat(250)}@ex.com`, 'sp ace@example.com']) {
    const res = await b.signUp(email, PASSWORD);
    t.equal(res.statusCode, 400, email);
    t.same(body(res), { status: 400, code: 'EMAIL_INVALID', message: 'Please enter a valid email', crumbFail: false });
  }
  t.equal(body(await b.signUp('short@example.com', 'seven77')).code, 'PASSWORD_TOO_SHORT');
  t.equal(body(await b.signUp('long@example.com', 'x'.repeat(257))).code, 'PASSWORD_TOO_LONG');
  const extra = await b.signUp('extra@example.com', PASSWORD, { roles: [1] });
  t.equal(extra.statusCode, 201);
  t.same(body(extra).account.roles, [], 'fields of its own are dropped: nobody signs up as the owner');
  const noBody = await b.request('POST', '/api/site-users/account/session');
  t.equal(noBody.statusCode, 400);
  const noCrumb = await b.request('POST', '/api/site-users/account', { email: 'c@example.com', password: PASSWORD }, { crumb: null });
  t.equal(noCrumb.statusCode, 403);
  t.same(body(noCrumb), { status: 403, code: 'CRUMB_FAIL', message: SESSION_ERRORS.CRUMB_FAIL.text, crumbFail: true });
  const badClone = await b.request('DELETE', '/api/site-users/account/session?cloneCart=perhaps');
  t.equal(badClone.statusCode, 400);
});

t.test('sign in rotates the session; sign out revokes it; a forged crumb answers crumbFail', async (t) => {
  const a = await new Browser(app).start();
  await a.signUp('grace@example.com', PASSWORD);
  const firstSession = a.cookies.vitrine_session!;
  const wrong = await a.signIn('grace@example.com', 'not-the-password');
  t.equal(wrong.statusCode, 401);
  t.equal(body(wrong).message, SESSION_ERRORS.BAD_CREDENTIALS.text);
  const unknown = await a.signIn('nobody@example.com', PASSWORD);
  t.same(body(unknown), body(wrong), 'an unknown email answers the same');

  const res = await a.signIn('GRACE@example.com', PASSWORD, true);
  t.equal(res.statusCode, 200);
  t.not(a.cookies.vitrine_session, firstSession, 'a new session token');
  const remembered = (res.cookies as { name: string; maxAge?: number }[]).find((c) => c.name === 'vitrine_session');
  t.equal(remembered?.maxAge, 30 * 24 * 60 * 60, 'rememberMe keeps the cookie 30 days');
  const stale = await app.inject({ method: 'GET', url: '/api/site-users/account', cookies: { ...a.cookies, vitrine_session: firstSession } });
  t.equal(stale.statusCode, 401, 'the old session was revoked at sign-in');

  // Sign out: with a wrong crumb the answer says crumbFail and a fresh crumb comes with it; the retry works.
  const forged = await a.request('DELETE', '/api/site-users/account/session?cloneCart=false', undefined, { crumb: 'x'.repeat(24) });
  t.equal(forged.statusCode, 403);
  t.equal(body(forged).crumbFail, true);
  const withoutXsrf = await a.request('DELETE', '/api/site-users/account/session', undefined, { xsrf: null });
  t.equal(body(withoutXsrf).code, 'XSRF_FAIL', 'a signed-in change needs the xsrfToken');
  const token = a.cookies.vitrine_session!;
  const out = await a.signOut();
  t.equal(out.statusCode, 200);
  t.same(body(out), { signedOut: true });
  t.equal(a.cookies.vitrine_session, undefined);
  t.equal(a.cookies.SiteUserInfo, undefined);
  const replay = await app.inject({ method: 'GET', url: '/api/site-users/account', cookies: { ...a.cookies, vitrine_session: token, SiteUserInfo: JSON.stringify({ authenticated: true }) } });
  t.equal(replay.statusCode, 401, 'a signed-out token is dead server-side');
});

t.test('the user-info cookie: unparseable or not authenticated reads as signed out', async (t) => {
  const b = await new Browser(app).start();
  await b.signUp('lin@example.com', PASSWORD);
  t.equal((await b.request('GET', '/api/site-users/account')).statusCode, 200);
  b.cookies.SiteUserInfo = '{not json';
  t.equal((await b.request('GET', '/api/site-users/account')).statusCode, 401);
  b.cookies.SiteUserInfo = JSON.stringify({ authenticated: false, siteUserId: 'x' });
  t.equal((await b.request('GET', '/api/site-users/account')).statusCode, 401);
  b.cookies.SiteUserInfo = JSON.stringify({ authenticated: true, siteUserId: 'someone-else' });
  t.equal((await b.request('GET', '/api/site-users/account')).statusCode, 401, 'it must name the session user');
});

t.test('sessions are listed and revocable from another device', async (t) => {
  const phone = await new Browser(app).start();
  const laptop = await new Browser(app).start();
  await phone.signUp('mei@example.com', PASSWORD);
  await laptop.signIn('mei@example.com', PASSWORD);
  const list = body(await laptop.request('GET', '/api/site-users/account/sessions')).sessions as { id: string; current: boolean }[];
  t.equal(list.length, 2);
  const other = list.find((s) => !s.current)!;
  t.equal((await laptop.request('DELETE', `/api/site-users/account/sessions/${other.id}`)).statusCode, 200);
  t.equal((await phone.request('GET', '/api/site-users/account')).statusCode, 401, 'the phone is signed out');
  t.equal(phone.cookies.SiteUserInfo, undefined, 'and its dead cookies are cleared');
  t.equal(phone.cookies.vitrine_session, undefined);
  t.equal(body(await laptop.request('DELETE', `/api/site-users/account/sessions/${other.id}`)).code, 'SESSION_NOT_FOUND', 'twice is not found');
  t.equal((await laptop.request('DELETE', '/api/site-users/account/sessions/not-an-id')).statusCode, 400);
});

t.test('locale: a language of the site, signed in, with the xsrfToken', async (t) => {
  const b = await new Browser(app).start();
  t.equal(body(await b.request('POST', '/api/site-users/account/locale', { language: 'fr-FR' })).code, 'NOT_SIGNED_IN');
  await b.signUp('noor@example.com', PASSWORD);
  const res = await b.request('POST', '/api/site-users/account/locale', { language: 'fr-FR' });
  t.same(body(res), { locale: 'fr-FR' });
  t.equal(body(await b.request('GET', '/api/site-users/account')).account.locale, 'fr-FR');
  t.equal(body(await b.request('POST', '/api/site-users/account/locale', { language: 'de-DE' })).code, 'LANGUAGE_INVALID');
  t.equal(body(await b.request('POST', '/api/site-users/account/locale', { language: 'fr-FR' }, { xsrf: 'wrong' })).code, 'XSRF_FAIL');
});

t.test('brute force: per account, then per client address', async (t) => {
  const victim = await new Browser(app, '10.0.0.1').start();
  await victim.signUp('target@example.com', PASSWORD);
  const attacker = await new Browser(app, '10.0.0.2').start();
  for (let i = 0; i < 5; i++) t.equal((await attacker.signIn('target@example.com', `guess-${i}-xx`)).statusCode, 401);
  const blocked = await attacker.signIn('target@example.com', PASSWORD);
  t.equal(blocked.statusCode, 429, 'even the right password waits once the account is under attack');
  t.equal(body(blocked).message, 'Please try again in a few seconds.');

  const farm = await new Browser(app, '10.0.0.4').start();
  const made: number[] = [];
  for (let i = 0; i < 11; i++) made.push((await farm.signUp(`bulk${i}@example.com`, PASSWORD)).statusCode);
  t.same(made, [...Array(10).fill(201), 429], 'at most 10 accounts per address in the window');

  const spray = await new Browser(app, '10.0.0.3').start();
  let last = 0;
  for (let i = 0; i < 21; i++) last = (await spray.signIn(`user${i}@example.com`, 'password-guess')).statusCode;
  t.equal(last, 429, 'one address trying many accounts is stopped');
});

t.test('the address book: add, list, remove, only one’s own, bounded', async (t) => {
  const b = await new Browser(app).start();
  t.equal((await b.request('GET', '/api/site-users/account/addresses')).statusCode, 401);
  await b.signUp('addr@example.com', PASSWORD);
  const home = { firstName: 'Addie', lastName: 'Ress', line1: '14 Kiln Lane', city: 'Hudson', state: 'NY', zip: '12534', country: 'United States' };
  const added = await b.request('POST', '/api/site-users/account/addresses', home);
  t.equal(added.statusCode, 201);
  const id = body(added).address.id as string;
  t.same(body(await b.request('GET', '/api/site-users/account/addresses')).addresses.map((a: { id: string; line1: string }) => [a.id, a.line1]), [[id, '14 Kiln Lane']]);
  t.equal(body(await b.request('POST', '/api/site-users/account/addresses', { ...home, city: '  ' })).code, 'ADDRESS_INCOMPLETE');
  t.equal((await b.request('POST', '/api/site-users/account/addresses', { ...home, city: 'x'.repeat(201) })).statusCode, 400);
  t.equal(body(await b.request('POST', '/api/site-users/account/addresses', home, { xsrf: null })).code, 'XSRF_FAIL');

  const other = await new Browser(app).start();
  await other.signUp('other-addr@example.com', PASSWORD);
  t.equal(body(await other.request('DELETE', `/api/site-users/account/addresses/${id}`)).code, 'ADDRESS_NOT_FOUND', 'another account cannot remove it');
  t.same(body(await other.request('GET', '/api/site-users/account/addresses')).addresses, []);
  for (let i = 1; i < 20; i++) await b.request('POST', '/api/site-users/account/addresses', { ...home, line2: `Studio ${i}` });
  t.equal(body(await b.request('POST', '/api/site-users/account/addresses', home)).code, 'ADDRESS_BOOK_FULL', 'at most 20');
  t.equal((await b.request('DELETE', `/api/site-users/account/addresses/${id}`)).statusCode, 200);
  t.equal(body(await b.request('GET', '/api/site-users/account/addresses')).addresses.length, 19);
});
