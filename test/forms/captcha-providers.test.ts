// The captcha providers (server/forms/captcha-providers.ts), each against a
// local fake of its verify endpoint: no request leaves the machine.
import t, { type Test } from 'tap';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { captchaVerifierFor, loadCaptchaSettings, type CaptchaSettings } from '../../server/forms/captcha-providers.js';

interface Seen {
  path: string;
  type: string;
  body: string;
}

/** A fake provider: `answer` decides from the request what to send back. */
async function fake(t: Test, answer: (seen: Seen) => { status?: number; body: unknown }): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (c: string) => (body += c));
    req.on('end', () => {
      const s = { path: req.url ?? '', type: String(req.headers['content-type'] ?? ''), body };
      seen.push(s);
      const a = answer(s);
      res.writeHead(a.status ?? 200, { 'content-type': 'application/json' }).end(typeof a.body === 'string' ? a.body : JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise((r) => server.close(r)));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/verify`, seen };
}

const settings = (over: Partial<CaptchaSettings>): CaptchaSettings => ({ provider: 'test', secret: 'shh-secret', siteKey: 'site-key-1', project: 'proj-1', minScore: 0.5, verifyUrl: null, ...over });

for (const provider of ['turnstile', 'hcaptcha'] as const) {
  t.test(`${provider}: success passes, anything else fails`, async (t) => {
    const f = await fake(t, (s) => {
      const q = new URLSearchParams(s.body);
      return { body: { success: q.get('secret') === 'shh-secret' && q.get('response') === 'good-token' } };
    });
    const v = captchaVerifierFor(settings({ provider, verifyUrl: f.url }));
    t.equal(await v.verify('good-token', 'FORM_BLOCK'), true);
    t.equal(await v.verify('bad-token', 'FORM_BLOCK'), false);
    t.match(f.seen[0]!.type, 'application/x-www-form-urlencoded');
    if (provider === 'hcaptcha') t.equal(new URLSearchParams(f.seen[0]!.body).get('sitekey'), 'site-key-1', 'hCaptcha is told the site key');
  });
}

t.test('reCAPTCHA v3: the action must match and the score reach the minimum', async (t) => {
  const f = await fake(t, (s) => {
    const token = new URLSearchParams(s.body).get('response');
    if (token === 'person') return { body: { success: true, action: 'FORM_BLOCK', score: 0.9 } };
    if (token === 'bot') return { body: { success: true, action: 'FORM_BLOCK', score: 0.1 } };
    if (token === 'other-action') return { body: { success: true, action: 'PROMO_POPUP', score: 0.9 } };
    return { body: { success: false } };
  });
  const v = captchaVerifierFor(settings({ provider: 'recaptcha-v3', verifyUrl: f.url }));
  t.equal(await v.verify('person', 'FORM_BLOCK'), true);
  t.equal(await v.verify('bot', 'FORM_BLOCK'), false, 'a low score fails');
  t.equal(await v.verify('other-action', 'FORM_BLOCK'), false, 'a token made for another action fails');
  t.equal(await v.verify('junk', 'FORM_BLOCK'), false);
});

t.test('reCAPTCHA Enterprise: an assessment with the key, project, site key and expected action', async (t) => {
  const f = await fake(t, (s) => {
    const event = (JSON.parse(s.body) as { event: { token: string; siteKey: string; expectedAction: string } }).event;
    const ok = s.path === '/verify?key=shh-secret' && event.siteKey === 'site-key-1';
    return { body: { tokenProperties: { valid: ok && event.token !== 'expired', action: event.expectedAction }, riskAnalysis: { score: event.token === 'bot' ? 0.2 : 0.8 } } };
  });
  const v = captchaVerifierFor(settings({ provider: 'recaptcha-enterprise', verifyUrl: f.url }));
  t.equal(await v.verify('person', 'NEWSLETTER_BLOCK'), true);
  t.equal(JSON.parse(f.seen[0]!.body).event.expectedAction, 'NEWSLETTER_BLOCK');
  t.equal(await v.verify('bot', 'NEWSLETTER_BLOCK'), false);
  t.equal(await v.verify('expired', 'NEWSLETTER_BLOCK'), false);
});

t.test('a provider that errs, answers garbage or cannot be reached fails the token', async (t) => {
  const broken = await fake(t, (s) => (s.body.includes('500') ? { status: 500, body: { success: true } } : { body: 'not json{' }));
  const v = captchaVerifierFor(settings({ provider: 'turnstile', verifyUrl: broken.url }));
  t.equal(await v.verify('500', 'FORM_BLOCK'), false, 'a 500 fails');
  t.equal(await v.verify('x', 'FORM_BLOCK'), false, 'bad JSON fails');
  const gone = captchaVerifierFor(settings({ provider: 'turnstile', verifyUrl: 'http://127.0.0.1:1/verify' }));
  t.equal(await gone.verify('x', 'FORM_BLOCK'), false, 'unreachable fails');
  t.equal(await v.verify('x'.repeat(5000), 'FORM_BLOCK'), false, 'an overlong token is not even sent');
});

t.test('chosen by configuration; a provider without its secret stops the start', async (t) => {
  const problems: string[] = [];
  const s = loadCaptchaSettings({ VITRINE_CAPTCHA_PROVIDER: 'hcaptcha', VITRINE_CAPTCHA_SECRET: 'k', VITRINE_CAPTCHA_SITE_KEY: 's' }, problems);
  t.same(problems, []);
  t.equal(s.provider, 'hcaptcha');
  const bad: string[] = [];
  loadCaptchaSettings({ VITRINE_CAPTCHA_PROVIDER: 'turnstile' }, bad);
  t.match(bad, [/VITRINE_CAPTCHA_SECRET is needed/]);
  const unknown: string[] = [];
  loadCaptchaSettings({ VITRINE_CAPTCHA_PROVIDER: 'friendly', VITRINE_CAPTCHA_MIN_SCORE: '2' }, unknown);
  t.equal(unknown.length, 2);
  t.equal(loadCaptchaSettings({}, []).provider, 'test', 'the local test captcha by default');
});

t.test("the browser side: each provider's script, and the hosts the pages' policy allows for it", async (t) => {
  const { captchaCspSources, captchaPageSettings, CAPTCHA_SCRIPT_URLS } = await import('../../server/forms/captcha-browser.js');
  const { siteCsp } = await import('../../server/site-http/csp.js');
  t.equal(captchaPageSettings(settings({ provider: 'test' })), null, 'the local widget loads no script');
  t.same(captchaCspSources(settings({ provider: 'test' })), {}, 'and opens no host');
  t.same(captchaPageSettings(settings({ provider: 'turnstile' })), { provider: 'turnstile', script: CAPTCHA_SCRIPT_URLS.turnstile });
  t.match(CAPTCHA_SCRIPT_URLS['recaptcha-enterprise'], 'https://www.google.com/recaptcha/enterprise.js?render={siteKey}');
  const turnstile = siteCsp('n0nce', captchaCspSources(settings({ provider: 'turnstile' })));
  t.match(turnstile, "script-src 'self' 'nonce-n0nce' https://challenges.cloudflare.com;");
  t.match(turnstile, "frame-src 'self' https: https://challenges.cloudflare.com;");
  const hcaptcha = siteCsp('n0nce', captchaCspSources(settings({ provider: 'hcaptcha' })));
  t.match(hcaptcha, "style-src 'self' 'unsafe-inline' https://hcaptcha.com https://*.hcaptcha.com;");
  t.match(hcaptcha, "connect-src 'self' https://hcaptcha.com https://*.hcaptcha.com;");
  t.match(siteCsp('n0nce', captchaCspSources(settings({ provider: 'recaptcha-v3' }))), "script-src 'self' 'nonce-n0nce' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;");
  const local = settings({ provider: 'hcaptcha', scriptUrl: 'http://127.0.0.1:9/stand-in.js' });
  t.same(captchaPageSettings(local), { provider: 'hcaptcha', script: 'http://127.0.0.1:9/stand-in.js' }, 'VITRINE_CAPTCHA_SCRIPT_URL replaces the script');
  t.same(captchaCspSources(local).script, ['http://127.0.0.1:9'], 'and its origin is allowed instead');
  t.equal(siteCsp('n0nce'), siteCsp('n0nce', {}), 'without a provider the policy is as it was');
  const problems: string[] = [];
  t.equal(loadCaptchaSettings({ VITRINE_CAPTCHA_SCRIPT_URL: 'javascript:alert(1)' }, problems).scriptUrl, null);
  t.same(problems, ['VITRINE_CAPTCHA_SCRIPT_URL must be an http:// or https:// URL']);
});
