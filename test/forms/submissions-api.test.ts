// The form APIs through app.inject(): template schema, checks, keys,
// submissions (stored once, nothing on a 4xx), status mapping, rate limit,
// captcha, the owner's listing and CSV, and the no-JavaScript round trip.
import t from 'tap';
import { CONTACT_ANSWERS, countRows, formsServer, newKey, owner, postJson, withCaptcha, NAPKINS } from './helpers.js';

const REQUIRED = 'Required';
const EMAIL_TEXT = 'Email is not valid. Email addresses should follow the format user@domain.com.';
const page = { pageTitle: 'Contact — Hearth & Clay', pageId: 'contact', contentSource: 'c', pagePath: '/contact', pagePermissionTypeValue: '1' };

t.test('the form APIs', async (t) => {
  const app = await formsServer(t);

  t.test('GetTemplateSchema lists the 19 field kinds with their properties', async (t) => {
    const res = await app.inject({ method: 'GET', url: '/api/template/GetTemplateSchema?type=form' });
    t.equal(res.statusCode, 200);
    const body = res.json() as { fieldKinds: { type: string; properties: string[]; parts?: string[] }[] };
    t.equal(body.fieldKinds.length, 19);
    const phone = body.fieldKinds.find((k) => k.type === 'phone')!;
    t.same(phone.properties, ['description', 'showCountryCode', 'required']);
    t.same(phone.parts, ['Country', 'Areacode', 'Prefix', 'Line']);
    t.same(body.fieldKinds.find((k) => k.type === 'hidden')!.properties, ['key', 'value']);
    const bad = await app.inject({ method: 'GET', url: '/api/template/GetTemplateSchema?type=gallery' });
    t.equal(bad.statusCode, 404);
    t.equal(bad.json().code, 'SCHEMA_UNKNOWN');
    const missing = await app.inject({ method: 'GET', url: '/api/template/GetTemplateSchema' });
    t.equal(missing.statusCode, 400);
  });

  t.test('validate answers per-field messages', async (t) => {
    const bad = await postJson(app, '/api/rest/forms/validate/form-contact', { name: ['', ''], email: 'nope', message: 'x' });
    t.equal(bad.status, 400);
    t.same(bad.body.errors, { name: REQUIRED, email: EMAIL_TEXT });
    const good = await postJson(app, '/api/rest/forms/validate/form-contact', CONTACT_ANSWERS);
    t.same(good, { ...good, status: 200, body: { valid: true } });
    const unknown = await postJson(app, '/api/rest/forms/validate/nope', CONTACT_ANSWERS);
    t.equal(unknown.status, 404);
    t.equal(unknown.body.error, 'This form has not been configured yet.');
  });

  t.test('a submission is stored once with its page fields; its key is spent', async (t) => {
    const before = await countRows(app, 'form_submissions');
    const key = await newKey(app);
    t.match(key, /^[A-Za-z0-9_-]{20,}$/);
    const ok = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: JSON.stringify(CONTACT_ANSWERS), key, ...page });
    t.equal(ok.status, 200);
    t.equal(ok.body.success, true);
    t.equal(await countRows(app, 'form_submissions'), before + 1);
    const again = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: CONTACT_ANSWERS, key, ...page });
    t.equal(again.status, 401, 'a spent key');
    t.equal(again.body.error, 'Unable to submit form. Please try again later.');
    const forged = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: CONTACT_ANSWERS, key: 'made-up', ...page });
    t.equal(forged.status, 401);
    t.equal(await countRows(app, 'form_submissions'), before + 1, 'nothing more stored');

    const list = await app.inject({ method: 'GET', url: '/api/forms/form-contact/submissions', headers: owner });
    t.equal(list.statusCode, 200);
    const stored = (list.json() as { submissions: Record<string, unknown>[] }).submissions.at(-1)!;
    t.same(stored.answers, CONTACT_ANSWERS);
    t.match(stored, { formId: 'form-contact', pageTitle: page.pageTitle, pageId: 'contact', contentSource: 'c', pagePath: '/contact', pagePermissionTypeValue: '1' });
  });

  t.test('refusals store nothing and keep the key', async (t) => {
    const before = await countRows(app, 'form_submissions');
    const key = await newKey(app);
    const invalid = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: { ...CONTACT_ANSWERS, email: 'a@b' }, key });
    t.equal(invalid.status, 400);
    t.same(invalid.body.errors, { email: EMAIL_TEXT });
    t.equal(invalid.body.error, 'One or more fields is invalid, please check your entries.');
    const notChoice = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: { ...CONTACT_ANSWERS, topic: 'Bribes' }, key });
    t.same(notChoice.body.errors, { topic: 'Choose one of the options.' });
    const tooLong = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: { ...CONTACT_ANSWERS, message: 'x'.repeat(1001) }, key });
    t.same(tooLong.body.errors, { message: 'You have exceeded the character limit.' });
    const unparseable = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: '{not json', key });
    t.equal(unparseable.status, 400);
    t.equal(unparseable.body.error, 'Could not parse the form fields, please check your entries.');
    const shape = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: { name: 'Ada' }, key });
    t.match(shape.body.errors, { name: 'Could not parse the form fields, please check your entries.' });
    const unknown = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'no-such-form', form: CONTACT_ANSWERS, key });
    t.equal(unknown.status, 404);
    t.equal(unknown.body.error, 'This form has not been configured yet.');
    const noKey = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: CONTACT_ANSWERS });
    t.equal(noKey.status, 400);
    t.equal(await countRows(app, 'form_submissions'), before, 'nothing stored');
    const ok = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: CONTACT_ANSWERS, key });
    t.equal(ok.status, 200, 'the key was not spent by the refusals');
  });

  t.test('the owner API needs the token and exports CSV', async (t) => {
    const anon = await app.inject({ method: 'GET', url: '/api/forms/form-contact/submissions' });
    t.equal(anon.statusCode, 401);
    const wrong = await app.inject({ method: 'GET', url: '/api/forms/form-contact/submissions', headers: { authorization: 'Bearer nope' } });
    t.equal(wrong.statusCode, 401);
    const key = await newKey(app);
    await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: { ...CONTACT_ANSWERS, message: '=HYPERLINK("x"), "quoted"' }, key });
    const csv = await app.inject({ method: 'GET', url: '/api/forms/form-contact/submissions?format=csv', headers: owner });
    t.equal(csv.statusCode, 200);
    t.match(csv.headers['content-type'], /text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    t.equal(lines[0], 'Submitted,Page,Name,Email,Topic,Message');
    t.match(lines.at(-1), /,Ada Lovelace,ada@example.com,Wholesale,"'=HYPERLINK\(""x""\), ""quoted"""$/);
    const badCursor = await app.inject({ method: 'GET', url: '/api/forms/form-contact/submissions?cursor=zzz', headers: owner });
    t.equal(badCursor.statusCode, 400);
  });

  t.test("a product's additional-fields form", async (t) => {
    const res = await app.inject({ method: 'GET', url: `/api/form/product-form?itemId=${NAPKINS}` });
    t.equal(res.statusCode, 200);
    t.equal(res.json().id, 'form-monogram');
    const none = await app.inject({ method: 'GET', url: '/api/form/product-form?itemId=nope' });
    t.equal(none.statusCode, 404);
  });

  t.test('without JavaScript: post, redirect, then the page shows the outcome once', async (t) => {
    const before = await countRows(app, 'form_submissions');
    const form = (fields: Record<string, string>) => new URLSearchParams({ formId: 'form-contact', pagePath: '/contact', ...fields }).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded', host: 'shop.test', origin: 'http://shop.test' };
    const foreign = await app.inject({ method: 'POST', url: '/api/form/submit', payload: form({}), headers: { ...headers, origin: 'http://evil.test' } });
    t.equal(foreign.statusCode, 403);
    const crossSite = await app.inject({ method: 'POST', url: '/api/form/submit', payload: form({}), headers: { ...headers, 'sec-fetch-site': 'cross-site' } });
    t.equal(crossSite.statusCode, 403, 'Sec-Fetch-Site wins over a forged Origin');
    const refused = await app.inject({ method: 'POST', url: '/api/form/submit', payload: form({ 'f.email': 'bad', 'f.message': 'Hi' }), headers });
    t.equal(refused.statusCode, 303);
    t.equal(refused.headers.location, '/contact#block-form-form-contact');
    const cookie = String(refused.headers['set-cookie']).split(';')[0]!;
    const shown = await app.inject({ method: 'GET', url: '/contact', headers: { cookie } });
    t.match(shown.body, 'role="alert">One or more fields is invalid, please check your entries.</p>');
    t.match(shown.body, 'role="alert">Your form has encountered a problem. Please scroll down to review.</p>');
    t.match(shown.body, `id="field-form-contact-email-error">${EMAIL_TEXT}</p>`);
    t.match(shown.body, 'id="field-form-contact-name-error">Required</p>');
    t.match(shown.body, /value="Hi"|>Hi<\/textarea>/, 'the answers are kept');
    const once = await app.inject({ method: 'GET', url: '/contact', headers: { cookie } });
    t.notMatch(once.body, 'role="alert">One or more fields is invalid', 'shown once');
    t.equal(await countRows(app, 'form_submissions'), before);

    const ok = await app.inject({
      method: 'POST', url: '/api/form/submit', headers,
      payload: form({ 'f.name.First': 'Ada', 'f.name.Last': 'L', 'f.email': 'ada@example.com', 'f.message': 'Hello' }),
    });
    t.equal(ok.statusCode, 303);
    const okCookie = String(ok.headers['set-cookie']).split(';')[0]!;
    const thanks = await app.inject({ method: 'GET', url: '/contact', headers: { cookie: okCookie } });
    t.match(thanks.body, 'role="status"><p>Thank you! We will be in touch soon.</p>');
    t.equal(await countRows(app, 'form_submissions'), before + 1);
  });
});

t.test('expired keys, the rate limit and captcha', async (t) => {
  const app = await formsServer(t, { content: withCaptcha(t), forms: { keyTtlMs: 1, rateLimitMax: 6 } });
  const key = await newKey(app);
  await new Promise((r) => setTimeout(r, 5));
  const expired = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: CONTACT_ANSWERS, key, captchaKey: 'test-pass.FORM_BLOCK.abcdefgh1' });
  t.equal(expired.status, 401, 'an expired key');
  const noCaptcha = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: CONTACT_ANSWERS, key });
  t.equal(noCaptcha.body.error, 'Complete CAPTCHA before submitting.');
  const badCaptcha = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: CONTACT_ANSWERS, key, captchaKey: 'test-pass.PRODUCT_WAITLIST.abcdefgh2' });
  t.equal(badCaptcha.body.error, 'reCAPTCHA failed. Refresh this page and try again.', 'a token of another action');
  t.equal(await countRows(app, 'form_submissions'), 0);
  // Each route counts per client address: 3 saves so far; the 7th save in the window is refused.
  for (let i = 0; i < 3; i++) await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: CONTACT_ANSWERS, key });
  const limited = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: CONTACT_ANSWERS, key });
  t.equal(limited.status, 429);
  t.equal(limited.body.error, 'Unable to submit form. Submission rate limit exceeded. Please try again later.');
});
