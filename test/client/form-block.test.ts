// The form block island in jsdom: the client rules of SPEC section 5, the
// counter, the key then submission flow with the page fields, per-field
// server errors, the status mapping and every success mode, captcha.
import t from 'tap';
import { act } from 'react';
import { $, $$, attr, click, clock, mockFetch, mount, navigations, page, settle, text, type } from './helpers.js';
import { DOM_SETTLE_DEBOUNCE_MS } from '../../client/dom-settle.js';
import { FORM_TEXT } from '../../engine/forms/texts.js';

const FIELDS = [
  { id: 'name', type: 'name', title: 'Name', required: true },
  { id: 'email', type: 'email', title: 'Email', required: true },
  { id: 'phone', type: 'phone', title: 'Phone' },
  { id: 'likes', type: 'checkbox', title: 'Likes', required: true, options: ['Tea', 'Coffee'] },
  { id: 'mood', type: 'likert', title: 'Mood', required: true, options: ['Service was quick'] },
  { id: 'message', type: 'textarea', title: 'Message', maxLength: 10 },
  { id: 'note', type: 'textarea', title: 'Note', maxLength: 0 },
  { id: 'src', type: 'hidden', key: 'source', value: 'web' },
];

// The form-handler feature is on (SPEC section 3: a textarea gets maxLength then), as in the demo store.
const withFlags = (featureFlags: Record<string, unknown>) => ((window as unknown as Record<string, unknown>).Static = { SQUARESPACE_CONTEXT: { featureFlags } });
withFlags({ formHandler: true });

const formHtml = (extra: Record<string, unknown> = {}, attrs = '') =>
  `<div class="form-block" data-widget="form" data-page="${attr({ pageId: 'contact', contentSource: 'c', pagePermissionTypeValue: '1' })}"${attrs} data-props="${attr({ formId: 'f1', fields: FIELDS, submitButtonText: 'Send', submissionText: 'Thanks!', ...extra })}"><form><p>server markup</p></form></div>`;

async function fillValid() {
  const inputs = $$('[data-field-id=name] input');
  await type(inputs[0]!, 'Ada');
  await type(inputs[1]!, 'Lovelace');
  await type($('[data-field-id=email] input'), 'ada@example.com');
  await click($('[data-field-id=likes] input[value=Tea]'));
}

const submit = () => click($('.form-block__submit'));
const errorOf = (id: string) => text(`[data-field-id=${id}] .form-field__error`);

t.test('client rules, counter and texts', async (t) => {
  await page(formHtml(), { url: 'https://shop.example/contact' });
  const calls = mockFetch(() => ({ body: {} }));
  await mount();
  t.equal($('.form-block p')?.textContent === 'server markup', false, 'the island replaced the server markup');
  t.equal(text('.form-field__counter'), '0 / 10', 'a counter for a positive maxLength');
  t.equal($$('.form-field__counter').length, 1, 'none for maxLength 0');
  t.equal($$('[data-field-id=phone] input').length, 3, 'a phone without country code shows 3 parts');
  await type($('[data-field-id=message] textarea'), 'far too long text');
  t.equal(text('.form-field__counter'), '17 / 10');
  t.ok($('.form-field__counter--over'), 'the over-max style');
  await type($('[data-field-id=email] input'), 'not-an-email');
  await submit();
  t.equal(calls.length, 0, 'nothing sent');
  t.equal(errorOf('name'), 'Required');
  t.equal(errorOf('email'), 'Email is not valid. Email addresses should follow the format user@domain.com.');
  t.equal(errorOf('likes'), 'Required', 'a checkbox needs one choice');
  t.equal(errorOf('mood'), null, 'likert has no required check');
  t.equal(errorOf('phone'), null, 'an empty optional field is valid');
  t.equal(errorOf('message'), 'You have exceeded the character limit.');
  t.equal(text('.form-block__message'), 'One or more fields is invalid, please check your entries.');
  t.equal(text('.form-block__problem--top'), 'Your form has encountered a problem. Please scroll down to review.');
  t.equal(text('.form-block__problem--bottom'), 'Your form has encountered a problem. Please scroll up to review.');
});

t.test('a failed form scrolls to its first field at fault, 30 px above it, and focuses it', async (t) => {
  await page(formHtml(), { url: 'https://shop.example/contact' });
  mockFetch(() => ({ body: {} }));
  await mount();
  const scrolls: number[] = [];
  const scrollTo = window.scrollTo;
  window.scrollTo = ((_x: number, y: number) => void scrolls.push(y)) as typeof window.scrollTo;
  t.teardown(() => void (window.scrollTo = scrollTo));
  const first = $$('[data-field-id=name] input')[0]!;
  first.getBoundingClientRect = () => ({ top: 500, bottom: 520, left: 0, right: 100, width: 100, height: 20, x: 0, y: 500, toJSON: () => ({}) });
  await type($('[data-field-id=email] input'), 'ada@example.com');
  await submit();
  // It waits for the form's DOM to settle (100 ms without a change, on the widgets' clock) before measuring.
  await settle();
  t.same(scrolls, [], 'no scroll before the DOM has settled');
  await clock.advance(DOM_SETTLE_DEBOUNCE_MS);
  // The scroll lasts at most 50 ms (animation frames): waited for, with a ceiling.
  const end = Date.now() + 5000;
  while (document.activeElement !== first && Date.now() < end) {
    await settle();
    await new Promise((r) => setTimeout(r, 10));
  }
  t.ok(document.activeElement === first, 'the first field at fault has focus');
  t.equal(scrolls[scrolls.length - 1], 470, 'the window ends 30 px above it');
});

t.test('a visitor who moves to another field while the form settles keeps the focus there', async (t) => {
  await page(formHtml(), { url: 'https://shop.example/contact' });
  mockFetch(() => ({ body: {} }));
  await mount();
  const scrolls: number[] = [];
  const scrollTo = window.scrollTo;
  window.scrollTo = ((_x: number, y: number) => void scrolls.push(y)) as typeof window.scrollTo;
  t.teardown(() => void (window.scrollTo = scrollTo));
  await type($('[data-field-id=email] input'), 'ada@example.com');
  await submit();
  await settle();
  // Before the form has settled the visitor goes back to the email field to change it.
  const email = $('[data-field-id=email] input')!;
  email.focus();
  await clock.advance(DOM_SETTLE_DEBOUNCE_MS);
  for (let i = 0; i < 10; i++) {
    await settle();
    await new Promise((r) => setTimeout(r, 10));
  }
  t.ok(document.activeElement === email, 'the focus stays where the visitor put it');
  t.same(scrolls, [], 'and the page does not jump');
});

t.test('key, submission with the page fields, then the submission text', async (t) => {
  await page(formHtml(), { url: 'https://shop.example/contact' });
  document.title = 'Contact — Shop';
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const calls = mockFetch(async (c) => {
    if (c.url.endsWith('FormSubmissionKey')) return { body: { key: 'k1' } };
    await gate;
    return { body: { success: true } };
  });
  await mount();
  await fillValid();
  const phone = $$('[data-field-id=phone] input');
  await type(phone[0]!, '518');
  await type(phone[1]!, '555');
  await type(phone[2]!, '0134');
  await click($('[data-field-id=mood] input[value="2"]'));
  await submit();
  t.equal(text('.form-block__submit'), 'Submitting…');
  release();
  await settle();
  t.same(calls.map((c) => c.url), ['/api/form/FormSubmissionKey', '/api/form/SaveFormSubmission']);
  const body = calls[1]!.body as Record<string, unknown>;
  t.match(body, { formId: 'f1', key: 'k1', pageTitle: 'Contact — Shop', pagePath: '/contact', pageId: 'contact', contentSource: 'c', pagePermissionTypeValue: '1' });
  t.same(JSON.parse(body.form as string), { name: ['Ada', 'Lovelace'], email: 'ada@example.com', likes: ['Tea'], phone: ['518', '555', '0134'], mood: { 'Service was quick': '2' } });
  t.equal(text('.form-block__success'), 'Thanks!');
  t.equal($('form'), null, 'the form is gone');
});

t.test('per-field server errors and the status mapping', async (t) => {
  const cases: [number, unknown, string][] = [
    [401, {}, FORM_TEXT.status401],
    [404, { error: 'ignored' }, FORM_TEXT.status404],
    [429, {}, FORM_TEXT.status429],
    [500, {}, FORM_TEXT.status500],
    [403, { error: 'Forbidden here.' }, 'Forbidden here.'],
    [418, {}, FORM_TEXT.unknownError],
  ];
  for (const [status, body, expected] of cases) {
    await page(formHtml(), { url: 'https://shop.example/contact' });
    mockFetch((c) => (c.url.endsWith('FormSubmissionKey') ? { body: { key: 'k' } } : { status, body }));
    await mount();
    await fillValid();
    await submit();
    t.equal(text('.form-block__message'), expected, `HTTP ${status}`);
    t.equal(text('.form-block__submit'), 'Send', 'back to idle');
  }
  await page(formHtml(), { url: 'https://shop.example/contact' });
  mockFetch((c) => (c.url.endsWith('FormSubmissionKey') ? { body: { key: 'k' } } : { status: 400, body: { errors: { email: 'Taken.' } } }));
  await mount();
  await fillValid();
  await submit();
  t.equal(errorOf('email'), 'Taken.', 'the server message above its field');
  t.equal(text('.form-block__message'), FORM_TEXT.invalidForm);

  await page(formHtml(), { url: 'https://shop.example/contact' });
  mockFetch(() => ({ status: 500, body: {} }));
  await mount();
  await fillValid();
  await submit();
  t.equal(text('.form-block__message'), FORM_TEXT.noKey, 'no key');
});

t.test('success modes: redirect and post-submit HTML; newsletters say no scroll texts', async (t) => {
  await page(formHtml({ successUrl: '/thanks' }), { url: 'https://shop.example/contact' });
  mockFetch((c) => (c.url.endsWith('FormSubmissionKey') ? { body: { key: 'k' } } : { body: { success: true } }));
  await mount();
  await fillValid();
  await submit();
  t.same(navigations, ['/thanks']);

  await page(formHtml({ postSubmitHtml: '<b class="done">Done</b><script>window.postSubmitRan = true</script>' }), { url: 'https://shop.example/contact' });
  mockFetch((c) => (c.url.endsWith('FormSubmissionKey') ? { body: { key: 'k' } } : { body: { success: true } }));
  await mount();
  await fillValid();
  await submit();
  t.equal(text('.form-block__success .done'), 'Done');
  t.equal($$('.form-block__success script').length, 1, 'its script is a fresh element (the browser runs it)');

  await page(formHtml({ newsletter: true }), { url: 'https://shop.example/contact' });
  mockFetch(() => ({ body: {} }));
  await mount();
  await submit();
  t.equal(text('.form-block__message'), FORM_TEXT.invalidForm);
  t.equal($('.form-block__problem--top'), null);
});

t.test('captcha: complete it first; reset after a failure; badge while a field has focus', async (t) => {
  await page(formHtml({}, ' data-captcha-site-key="k"'), { url: 'https://shop.example/contact' });
  const calls = mockFetch((c) => (c.url.endsWith('FormSubmissionKey') ? { body: { key: 'k' } } : { status: 400, body: { error: FORM_TEXT.captchaFailed } }));
  await mount();
  const badge = $('.captcha-badge')!;
  t.equal(badge.hidden, true, 'hidden by default');
  await act(async () => $('[data-field-id=email] input')!.focus());
  t.equal(badge.hidden, false, 'shown while a field has focus');
  await act(async () => $('[data-field-id=email] input')!.blur());
  t.equal(badge.hidden, true, 'hidden on blur');
  await fillValid();
  await submit();
  t.equal(text('.form-block__message'), 'Complete CAPTCHA before submitting.');
  t.equal(calls.length, 0);
  await click($('.test-captcha__box'));
  await submit();
  const body = calls[1]!.body as { captchaKey: string };
  t.match(body.captchaKey, /^test-pass\.FORM_BLOCK\.[0-9a-f]{24}$/);
  t.equal(text('.form-block__message'), FORM_TEXT.captchaFailed);
  t.equal(($('.test-captcha__box') as HTMLInputElement).checked, false, 'the captcha was reset');
});

t.test('with the form-handler feature off, a textarea has no maxLength: no counter, no limit (SPEC section 3)', async (t) => {
  withFlags({});
  t.teardown(() => withFlags({ formHandler: true }));
  await page(formHtml(), { url: 'https://shop.example/contact' });
  mockFetch(() => ({ body: {} }));
  await mount();
  t.equal($$('.form-field__counter').length, 0, 'no counter');
  await type($('[data-field-id=message] textarea'), 'far too long text');
  await submit();
  t.equal(errorOf('message'), null, 'no character limit');
});
