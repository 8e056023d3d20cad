// Password reset: a signed, expiring, single-use link written to the mail
// outbox; the same answer for unknown emails; every session revoked.
import t from 'tap';
import { Browser, body, siteApp } from './helpers.js';
import { readResetToken, resetToken } from '../../server/session/reset-links.js';

t.setTimeout(180_000);
const { app, session } = await siteApp(t);
const PASSWORD = 'kiln-opening-42';

const linkIn = (text: string) => {
  const m = /(\/account\/reset-password\?token=[^\s]+)/.exec(text);
  if (!m) throw new Error(`no reset link in ${text}`);
  return m[1]!;
};
const tokenOf = (link: string) => decodeURIComponent(link.split('token=')[1]!);

t.test('a reset link in the outbox sets a new password once, and signs out everywhere', async (t) => {
  const b = await new Browser(app).start();
  await b.signUp('rosa@example.com', PASSWORD);
  const visitor = await new Browser(app).start();
  const asked = await visitor.request('POST', '/api/site-users/account/password-reset', { email: 'Rosa@example.com' });
  t.equal(asked.statusCode, 202);
  const unknown = await visitor.request('POST', '/api/site-users/account/password-reset', { email: 'nobody@example.com' });
  t.same(body(unknown), body(asked), 'an unknown email answers the same');
  const mails = await session.mailer.list('rosa@example.com');
  t.equal(mails.length, 1);
  t.equal(mails[0]!.kind, 'password-reset');
  t.equal(mails[0]!.subject, 'Reset your password for Hearth & Clay');
  t.equal((await session.mailer.list('nobody@example.com')).length, 0);
  const link = linkIn(mails[0]!.text);
  t.match(mails[0]!.text, /^Someone asked to reset the password of your Hearth & Clay account\./);
  t.match(mails[0]!.text, /http:\/\/localhost:3000\/account\/reset-password\?token=/, 'the link names the site’s own address');

  const page = await visitor.request('GET', link);
  t.equal(page.statusCode, 200, 'the reset page renders');

  const weak = await visitor.request('PUT', '/api/site-users/account/password', { token: tokenOf(link), password: 'short' });
  t.equal(body(weak).code, 'PASSWORD_TOO_SHORT');
  const done = await visitor.request('PUT', '/api/site-users/account/password', { token: tokenOf(link), password: 'a-new-password-7' });
  t.equal(done.statusCode, 200);
  t.equal((await b.request('GET', '/api/site-users/account')).statusCode, 401, 'the old session is revoked');
  const twice = await visitor.request('PUT', '/api/site-users/account/password', { token: tokenOf(link), password: 'yet-another-one-8' });
  t.equal(body(twice).code, 'RESET_LINK_INVALID', 'the link works once');
  t.equal((await visitor.signIn('rosa@example.com', PASSWORD)).statusCode, 401);
  t.equal((await visitor.signIn('rosa@example.com', 'a-new-password-7')).statusCode, 200);
});

t.test('forged, tampered and expired links are refused', async (t) => {
  const b = await new Browser(app).start();
  const made = body(await b.signUp('yuki@example.com', PASSWORD));
  for (const token of ['', 'garbage', 'a.b', `${'x'.repeat(20)}.${'y'.repeat(43)}`, resetToken('not-the-secret', made.account.id, 'hash', Date.now() + 60_000)]) {
    const res = await b.request('PUT', '/api/site-users/account/password', { token, password: 'a-new-password-7' });
    t.equal(res.statusCode, 400, JSON.stringify(token).slice(0, 30));
    t.equal(body(res).code, 'RESET_LINK_INVALID');
  }
  await b.request('POST', '/api/site-users/account/password-reset', { email: 'yuki@example.com' });
  const token = tokenOf(linkIn((await session.mailer.list('yuki@example.com'))[0]!.text));
  const claim = readResetToken(token)!;
  const [payload, signature] = token.split('.');
  const longer = Buffer.from(JSON.stringify({ u: claim.userId, e: claim.expiresAt + 86_400_000 })).toString('base64url');
  t.not(longer, payload);
  const tampered = await b.request('PUT', '/api/site-users/account/password', { token: `${longer}.${signature}`, password: 'a-new-password-7' });
  t.equal(body(tampered).code, 'RESET_LINK_INVALID', 'a later expiry breaks the signature');
  const mails = 3;
  for (let i = 0; i < mails + 2; i++) await b.request('POST', '/api/site-users/account/password-reset', { email: 'yuki@example.com' });
  t.equal((await session.mailer.list('yuki@example.com')).length, mails, 'at most 3 mails per address in the window');
});
