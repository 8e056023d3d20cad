// The honeypot and the per-form quotas of the public forms (form blocks, a
// newsletter, restock sign-ups), through app.inject():
// - every form's markup carries the honeypot, hidden from people and
//   assistive technology and out of the tab order;
// - filled, a post answers as a stored one would (JSON and plain forms) and
//   nothing is stored or mailed;
// - per address and per form, a window's submissions stop at the quota with
//   SPEC section 8's 429 text and Retry-After, whichever form or address;
//   refused and dropped posts do not count;
// - two servers on one Redis (two nodes) enforce one quota.
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { CONTACT_ANSWERS, countRows, demoContent, formsServer, newKey, SOLD_OUT } from './helpers.js';
import { crumbOf, open, post, type Jar } from './form-posts.js';
import { HONEYPOT_FIELD } from '../../engine/forms/honeypot.js';
import { FORM_TEXT } from '../../engine/forms/texts.js';
import { redisPrefixFor, REDIS_URL } from '../helpers/redis.js';

const RESTOCK = '/api/site-users/account/notifications/restock';
const RATE_TEXT = 'Unable to submit form. Submission rate limit exceeded. Please try again later.';
const page = { pageTitle: 'Contact', pageId: 'contact', contentSource: 'c', pagePath: '/contact', pagePermissionTypeValue: '1' };
const plain = { 'content-type': 'application/x-www-form-urlencoded', host: 'shop.test', origin: 'http://shop.test' };

/** The demo with a newsletter form on the contact page. */
const withNewsletter = (t: Parameters<typeof demoContent>[0]) =>
  demoContent(t, (site) => {
    const rows = ((site.blockFields as Record<string, unknown>).contactBlocks as { rows: unknown[] }).rows;
    rows.push({ columns: [{ span: 12, blocks: [{ id: 'form-news', type: 'form', formId: 'form-news', formName: 'Newsletter', newsletter: true, fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] }] }] });
  });

async function save(app: FastifyInstance, formId: string, answers: unknown, ip: string, extra: Record<string, string> = {}) {
  const key = await newKey(app);
  const res = await app.inject({ method: 'POST', url: '/api/form/SaveFormSubmission', remoteAddress: ip, payload: { formId, form: JSON.stringify(answers), key, ...page, ...extra } });
  return { status: res.statusCode, body: res.json() as Record<string, unknown>, retryAfter: res.headers['retry-after'] };
}

const signUp = (app: FastifyInstance, email: string, ip: string, extra: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: RESTOCK, remoteAddress: ip, payload: { ...SOLD_OUT, siteVisitorEmail: email, isJoinMailingList: false, ...extra } });

t.test('every public form carries the honeypot, out of sight, reach and the accessibility tree', async (t) => {
  const app = await formsServer(t, { content: withNewsletter(t) });
  const contact = (await app.inject({ url: '/contact' })).body;
  const vase = (await app.inject({ url: '/shop/ceramic-vase' })).body;
  const trap = new RegExp(`<div class="form-honeypot" aria-hidden="true"><label>${FORM_TEXT.honeypotLabel} <input type="text" name="${HONEYPOT_FIELD}" value="" tabindex="-1" autocomplete="off"></label></div>`, 'g');
  t.equal(contact.match(trap)?.length, 2, 'the contact form and the newsletter');
  t.equal(contact.match(/<form class="form-block__form"/g)?.length, 2, 'one per form block');
  t.equal(vase.match(trap)?.length, 1, 'the restock sign-up');
  const french = (await app.inject({ url: '/fr/contact' })).body;
  t.match(french, 'Laissez ce champ vide', 'labelled in the page language');
});

t.test('a filled honeypot: accepted in looks, stored nowhere', async (t) => {
  const app = await formsServer(t, { content: withNewsletter(t) });
  const trapped = { [HONEYPOT_FIELD]: 'http://spam.example' };

  const json = await save(app, 'form-contact', CONTACT_ANSWERS, '10.20.0.1', trapped);
  t.equal(json.status, 200);
  t.match(json.body, { success: true, submissionId: /^[0-9a-f-]{36}$/ }, 'the answer of a stored submission');
  const news = await save(app, 'form-news', { email: 'bot@example.com' }, '10.20.0.1', trapped);
  t.match(news.body, { success: true }, 'the newsletter too');
  const garbage = await save(app, 'form-contact', { email: 'not an email' }, '10.20.0.1', trapped);
  t.equal(garbage.status, 200, 'even with answers that would be refused: a bot learns nothing');

  const noScript = await app.inject({ method: 'POST', url: '/api/form/submit', headers: plain, payload: new URLSearchParams({ formId: 'form-contact', pagePath: '/contact', 'f.name.First': 'Ada', 'f.name.Last': 'L', 'f.email': 'ada@example.com', 'f.message': 'Hi', ...trapped }).toString() });
  t.equal(noScript.statusCode, 303);
  const cookie = String(noScript.headers['set-cookie']).split(';')[0]!;
  t.match((await app.inject({ url: '/contact', headers: { cookie } })).body, 'role="status"><p>Thank you! We will be in touch soon.</p>', 'the page thanks the sender as usual');

  const restockJson = await signUp(app, 'bot@example.com', '10.20.0.2', trapped);
  t.equal(restockJson.statusCode, 200);
  t.match(restockJson.json(), { success: true });
  const jar: Jar = {};
  const html = await open(app, jar, '/shop/ceramic-vase');
  const restockForm = await post(app, jar, RESTOCK, { crumb: crumbOf(html), ...SOLD_OUT, pagePath: '/shop/ceramic-vase', language: 'en-US', siteVisitorEmail: 'bot2@example.com', ...trapped });
  t.equal(restockForm.statusCode, 303);
  t.match(await open(app, jar, '/shop/ceramic-vase'), /product-restock-notification--success[^>]*>[^<]+</, 'the plain restock form shows its success');

  const twice = await app.inject({ method: 'POST', url: '/api/form/submit', headers: plain, payload: `formId=form-contact&pagePath=%2Fcontact&f.email=ada%40example.com&f.message=Hi&f.name.First=A&f.name.Last=L&${HONEYPOT_FIELD}=&${HONEYPOT_FIELD}=spam` });
  t.equal(twice.statusCode, 303, 'the field sent twice, filled once: dropped too');
  t.equal(await countRows(app, 'form_submissions'), 0, 'no submission stored');
  t.equal(await countRows(app, 'restock_signups'), 0, 'no sign-up stored');
  t.equal(await countRows(app, 'mail_outbox'), 0, 'nothing mailed');

  const blank = await save(app, 'form-contact', CONTACT_ANSWERS, '10.20.0.3', { [HONEYPOT_FIELD]: '' });
  t.equal(blank.status, 200);
  t.equal(await countRows(app, 'form_submissions'), 1, 'an empty honeypot (a person, or the island) is stored as usual');
});

t.test('per-form quotas: per address, per form, restock per product; refusals do not count', async (t) => {
  const app = await formsServer(t, { content: withNewsletter(t), forms: { rateLimitMax: 1000, quota: { perAddress: 2, perForm: 3, windowMs: 60_000 } } });
  t.equal((await save(app, 'form-contact', { email: 'nope' }, '10.30.0.1')).status, 400, 'a refused post');
  t.equal((await save(app, 'form-contact', CONTACT_ANSWERS, '10.30.0.1', { [HONEYPOT_FIELD]: 'x' })).status, 200, 'a dropped post');
  for (let i = 0; i < 3; i++) {
    const forged = await app.inject({ method: 'POST', url: '/api/form/SaveFormSubmission', remoteAddress: '10.30.0.1', payload: { formId: 'form-contact', form: JSON.stringify(CONTACT_ANSWERS), key: `forged-${i}`, ...page } });
    t.equal(forged.statusCode, 401, 'a forged key');
  }
  t.equal((await save(app, 'form-contact', CONTACT_ANSWERS, '10.30.0.1')).status, 200);
  t.equal((await save(app, 'form-contact', CONTACT_ANSWERS, '10.30.0.1')).status, 200, 'refused, forged and dropped posts left the quota whole');
  const third = await save(app, 'form-contact', CONTACT_ANSWERS, '10.30.0.1');
  t.equal(third.status, 429, "past the address's quota");
  t.match(third.body, { code: 'RATE_LIMITED', error: RATE_TEXT });
  t.ok(Number(third.retryAfter) > 0 && Number(third.retryAfter) <= 60, 'with Retry-After within the window');
  t.equal((await save(app, 'form-news', { email: 'a@example.com' }, '10.30.0.1')).status, 200, "another form's quota is its own");

  t.equal((await save(app, 'form-contact', CONTACT_ANSWERS, '10.30.0.2')).status, 200, 'another address: the third of the form');
  const full = await save(app, 'form-contact', CONTACT_ANSWERS, '10.30.0.3');
  t.equal(full.status, 429, "past the form's quota, whichever address");
  t.equal(full.body.error, RATE_TEXT);
  t.equal(await countRows(app, 'form_submissions'), 4, 'three contact submissions and one newsletter');

  const noScript = await app.inject({ method: 'POST', url: '/api/form/submit', headers: plain, remoteAddress: '10.30.0.4', payload: new URLSearchParams({ formId: 'form-contact', pagePath: '/contact', 'f.name.First': 'Ada', 'f.name.Last': 'L', 'f.email': 'ada@example.com', 'f.message': 'Hi' }).toString() });
  t.equal(noScript.statusCode, 303, 'without JavaScript: back to the page');
  const cookie = String(noScript.headers['set-cookie']).split(';')[0]!;
  t.match((await app.inject({ url: '/contact', headers: { cookie } })).body, `role="alert">${RATE_TEXT}</p>`, 'with the same text');
  t.equal(await countRows(app, 'form_submissions'), 4);

  for (const email of ['r1@example.com', 'r2@example.com']) t.equal((await signUp(app, email, '10.30.0.5')).statusCode, 200);
  const thirdSignUp = await signUp(app, 'r3@example.com', '10.30.0.5');
  t.equal(thirdSignUp.statusCode, 429, "a product's restock sign-ups have their quota too");
  t.equal(thirdSignUp.json().error, RATE_TEXT);
  t.equal(await countRows(app, 'restock_signups'), 2);
});

t.test("the site's cap on what it stores, whichever form and address", async (t) => {
  const app = await formsServer(t, { content: withNewsletter(t), forms: { rateLimitMax: 1000, quota: { perAddress: 100, perForm: 100, windowMs: 60_000, maxStored: 3 } } });
  t.equal((await save(app, 'form-contact', CONTACT_ANSWERS, '10.50.0.1')).status, 200);
  t.equal((await signUp(app, 'cap@example.com', '10.50.0.2')).statusCode, 200, 'a restock sign-up is stored too');
  t.equal((await save(app, 'form-news', { email: 'a@example.com' }, '10.50.0.3')).status, 200, 'the third thing stored');
  const full = await save(app, 'form-contact', CONTACT_ANSWERS, '10.50.0.4');
  t.equal(full.status, 429, 'the cap holds for a new form and address');
  t.equal(full.body.error, RATE_TEXT);
  t.equal((await signUp(app, 'cap2@example.com', '10.50.0.5')).statusCode, 429, 'and for sign-ups');
  t.equal((await countRows(app, 'form_submissions')) + (await countRows(app, 'restock_signups')), 3);
});

t.test('two servers on one Redis enforce one quota', async (t) => {
  const prefix = await redisPrefixFor(t);
  if (!prefix) return;
  const forms = { rateLimitMax: 1000, quota: { perAddress: 2, perForm: 100, windowMs: 60_000 } };
  const shared = { redisUrl: REDIS_URL, redisPrefix: prefix };
  const a = await formsServer(t, { forms, server: shared });
  const b = await formsServer(t, { forms, server: shared });
  t.equal(a.vitrine.counters.kind, 'redis');
  t.equal((await save(a, 'form-contact', CONTACT_ANSWERS, '10.40.0.1')).status, 200);
  t.equal((await save(b, 'form-contact', CONTACT_ANSWERS, '10.40.0.1')).status, 200);
  t.equal((await save(a, 'form-contact', CONTACT_ANSWERS, '10.40.0.1')).status, 429, 'the third from one address, on either node, is refused');
  t.equal((await save(b, 'form-contact', CONTACT_ANSWERS, '10.40.0.1')).status, 429);
});
