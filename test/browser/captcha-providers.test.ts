// The captcha providers in Chromium (client/widgets/captcha-script.ts,
// server/forms/captcha-browser.ts): with VITRINE_CAPTCHA_PROVIDER set, the
// contact page loads the provider's script under the page's Content
// Security Policy (its nonce, the script's host allowed), the widget renders
// (Turnstile, hCaptcha) or scores on submit (reCAPTCHA v3, Enterprise), and
// the token the script handed out is the one the server's verify call sends
// to the provider. The script and the verify endpoint are local stand-ins
// (test/fixtures/captcha/stand-in.js, a fake siteverify): no network.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { CONTACT_ANSWERS, countRows, withCaptcha } from '../forms/helpers.js';
import { WAIT_MS } from './cart-helpers.js';
import { axeViolations, startFormsSite } from './forms-helpers.js';
import type { CaptchaProvider } from '../../server/forms/captcha-providers.js';

t.setTimeout(300_000);
const STAND_IN = readFileSync(new URL('../fixtures/captcha/stand-in.js', import.meta.url), 'utf8');
const CONTACT = '#block-form-form-contact';
const field = (id: string) => `${CONTACT} [data-field-id=${id}]`;

/** The stand-ins: the script at /stand-in.js, and every provider's verify endpoint, which passes the stand-in's tokens and keeps what it was asked. */
const asked: { path: string; token: string }[] = [];
let scriptLoads = 0;
const provider = createServer((req, res) => {
  if (req.method === 'GET' && req.url?.startsWith('/stand-in.js')) {
    scriptLoads++;
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(STAND_IN);
    return;
  }
  let body = '';
  req.setEncoding('utf8').on('data', (c: string) => (body += c));
  req.on('end', () => {
    const enterprise = req.url?.startsWith('/enterprise/') ?? false;
    const token = enterprise ? String((JSON.parse(body) as { event: { token: string } }).event.token) : (new URLSearchParams(body).get('response') ?? '');
    asked.push({ path: req.url ?? '', token });
    const ours = token.startsWith('stand-in.');
    // Score tokens name their action: stand-in.<kind>.<ACTION>.<nonce>.
    const action = token.split('.')[2] ?? '';
    const answer = enterprise ? { tokenProperties: { valid: ours, action }, riskAnalysis: { score: 0.9 } } : { success: ours, action, score: 0.9 };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
  });
});
await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
t.teardown(() => new Promise((r) => provider.close(r)));
const origin = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;

async function fillContact(page: Page): Promise<void> {
  const name = page.locator(`${field('name')} input`);
  await name.nth(0).fill(CONTACT_ANSWERS.name[0]!);
  await name.nth(1).fill(CONTACT_ANSWERS.name[1]!);
  await page.fill(`${field('email')} input`, CONTACT_ANSWERS.email);
  await page.selectOption(`${field('topic')} select`, CONTACT_ANSWERS.topic);
  await page.fill(`${field('message')} textarea`, CONTACT_ANSWERS.message);
}

const widgets: CaptchaProvider[] = ['turnstile', 'hcaptcha'];
for (const name of ['turnstile', 'hcaptcha', 'recaptcha-v3', 'recaptcha-enterprise'] as const) {
  t.test(`${name}: the script loads under the page's policy and its token reaches the server's verify`, async (t) => {
    const site = await startFormsSite(t, withCaptcha(t), {
      captcha: { provider: name, secret: 'stand-in-secret', siteKey: 'test-site-key', project: 'stand-in-project', minScore: 0.5, verifyUrl: name === 'recaptcha-enterprise' ? `${origin}/enterprise/{project}/assessments` : `${origin}/verify`, scriptUrl: `${origin}/stand-in.js?render={siteKey}` },
    });
    const { context, page, errors } = await site.newPage(t);
    // Any policy violation on the page is kept, to be asserted on.
    await context.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __cspViolations: string[] }).__cspViolations = []);
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const loadsBefore = scriptLoads;
    const res = await page.goto('/contact');
    const policy = String(res?.headers()['content-security-policy']);
    t.match(policy, new RegExp(`script-src 'self' 'nonce-[^']+' ${origin.replace(/[.]/g, '\\.')}`), "the policy allows the provider's script host");
    await page.waitForSelector(`${CONTACT}[data-island-mounted] .form-block__submit`, { timeout: WAIT_MS });
    const widget = widgets.includes(name);
    if (widget) await page.waitForSelector(`${CONTACT} .stand-in-captcha input`, { timeout: WAIT_MS });
    else await page.waitForFunction(() => Array.isArray((window as unknown as { __standInTokens?: unknown }).__standInTokens), undefined, { timeout: WAIT_MS });
    t.equal(scriptLoads - loadsBefore, 1, 'the script is loaded once');
    t.equal(await page.$eval('script[src*="stand-in.js"]', (s) => (s as HTMLScriptElement).src), `${origin}/stand-in.js?render=test-site-key`, 'with the site key where the address asks for it');

    await fillContact(page);
    if (widget) {
      await page.click(`${CONTACT} .form-block__submit`);
      await page.waitForSelector(`${CONTACT} .form-block__message`, { timeout: WAIT_MS });
      t.equal(await page.textContent(`${CONTACT} .form-block__message`), 'Complete CAPTCHA before submitting.', 'a widget not completed stops the submit');
      t.same(await axeViolations(page, CONTACT), [], "no axe violation with the provider's widget");
      await page.check(`${CONTACT} .stand-in-captcha input`);
    }
    const askedBefore = asked.length;
    const stored = await countRows(site.app, 'form_submissions');
    await page.click(`${CONTACT} .form-block__submit`);
    await page.waitForSelector(`${CONTACT} .form-block__success`, { timeout: WAIT_MS });
    const issued = await page.evaluate(() => (window as unknown as { __standInTokens: string[] }).__standInTokens);
    t.equal(issued.length, 1, 'the script handed out one token');
    t.same(asked.slice(askedBefore).map((a) => a.token), issued, "and it is the token the server's verify sent to the provider");
    if (name === 'recaptcha-enterprise') t.match(asked.at(-1)!.path, '/enterprise/stand-in-project/assessments?key=stand-in-secret', 'an Enterprise assessment of the project');
    else if (name === 'recaptcha-v3') t.match(issued[0], /^stand-in\.v3\.FORM_BLOCK\./, 'scored for the form block action');
    t.equal(await countRows(site.app, 'form_submissions'), stored + 1, 'the submission is stored');
    t.same(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations), [], 'no Content Security Policy violation');
    t.same(errors, []);
  });
}
