// The contact form end to end in Chromium, at desktop and phone widths:
// client errors and the counter, the server's per-field errors and each
// status mapping, every success mode, axe-core; and the same form with
// JavaScript off (post, redirect, the outcome on the page).
import t from 'tap';
import type { Page } from 'playwright-core';
import { countRows, journeyContent } from '../forms/helpers.js';
import { until, WAIT_MS } from './cart-helpers.js';
import { axeViolations, DESKTOP, PHONE, startFormsSite } from './forms-helpers.js';

t.setTimeout(240_000);
const site = await startFormsSite(t, journeyContent(t));
const CONTACT = '#block-form-form-contact';
const field = (id: string) => `${CONTACT} [data-field-id=${id}]`;

async function openContact(page: Page): Promise<void> {
  await page.goto('/contact');
  await page.waitForSelector(`${CONTACT}[data-island-mounted] .form-block__submit`, { timeout: WAIT_MS });
}

async function fillContact(page: Page): Promise<void> {
  const name = page.locator(`${field('name')} input`);
  await name.nth(0).fill('Ada');
  await name.nth(1).fill('Lovelace');
  await page.fill(`${field('email')} input`, 'ada@example.com');
  await page.selectOption(`${field('topic')} select`, 'Wholesale');
  await page.fill(`${field('message')} textarea`, 'Hello');
}

/**
 * A failed form scrolls to and focuses its first field at fault (the name, unless told) once it has settled, up to
 * DOM_SETTLE_TIMEOUT_MS later while the page keeps changing (client/scroll-into-view.ts): text typed before then
 * can land in that field, as a fast typist's would, and a click aimed before the scroll can land beside its target.
 */
async function focusedFirstAtFault(page: Page, name = 'name'): Promise<void> {
  await until(() => page.evaluate((sel) => document.activeElement?.closest(sel) != null, field(name)), (v) => v);
}

for (const [label, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
  t.test(`contact form at ${label} width: client errors, counter, submission text`, async (t) => {
    const { page, errors } = await site.newPage(t, { viewport });
    await openContact(page);
    t.same(await axeViolations(page, CONTACT), [], 'no axe violations before');
    await page.click(`${CONTACT} .form-block__submit`);
    t.equal(await page.textContent(`${field('name')} .form-field__error`), 'Required');
    t.equal(await page.textContent(`${field('email')} .form-field__error`), 'Required');
    t.equal(await page.textContent(`${CONTACT} .form-block__problem--top`), 'Your form has encountered a problem. Please scroll down to review.');
    t.equal(await page.textContent(`${CONTACT} .form-block__problem--bottom`), 'Your form has encountered a problem. Please scroll up to review.');
    t.same(await axeViolations(page, CONTACT), [], 'no axe violations with errors shown');
    await focusedFirstAtFault(page);
    await page.fill(`${field('email')} input`, 'ada@example');
    await page.click(`${CONTACT} .form-block__submit`);
    t.equal(await page.textContent(`${field('email')} .form-field__error`), 'Email is not valid. Email addresses should follow the format user@domain.com.');

    const counter = `${field('message')} .form-field__counter`;
    t.equal(await page.textContent(counter), '0 / 1000');
    await page.fill(`${field('message')} textarea`, 'x'.repeat(1001));
    t.equal(await page.textContent(counter), '1001 / 1000');
    // The island commits the field's state after the counter's text: on a loaded machine a read at once can come before it.
    const over = () => page.$eval(counter, (e) => e.classList.contains('form-field__counter--over'));
    t.equal(await until(over, (v) => v), true, 'the over-max style');
    await page.click(`${CONTACT} .form-block__submit`);
    t.equal(await page.textContent(`${field('message')} .form-field__error`), 'You have exceeded the character limit.');
    await focusedFirstAtFault(page);

    const before = await countRows(site.app, 'form_submissions');
    await fillContact(page);
    t.equal(await page.textContent(counter), '5 / 1000');
    // As above: the field's state commits after the counter's text; a submit before it would check the 1001 characters.
    t.equal(await until(over, (v) => !v), false, 'within the limit again');
    await page.click(`${CONTACT} .form-block__submit`);
    await page.waitForSelector(`${CONTACT} .form-block__success`, { timeout: WAIT_MS });
    t.equal((await page.textContent(`${CONTACT} .form-block__success`))?.trim(), 'Thank you! We will be in touch soon.');
    t.equal(await countRows(site.app, 'form_submissions'), before + 1, 'stored');
    t.same(errors, []);
  });
}

t.test('server per-field errors and the status mapping', async (t) => {
  const { page } = await site.newPage(t);
  const answers: { status: number; body: unknown }[] = [
    { status: 400, body: { errors: { email: 'That address bounced.' } } },
    { status: 401, body: {} },
    { status: 404, body: {} },
    { status: 429, body: {} },
    { status: 500, body: {} },
  ];
  let next: { status: number; body: unknown } = answers[0]!;
  let saves = 0;
  await page.route('**/api/form/SaveFormSubmission', async (route) => {
    saves++;
    await route.fulfill({ status: next.status, contentType: 'application/json', body: JSON.stringify(next.body) });
  });
  await openContact(page);
  await fillContact(page);
  await page.click(`${CONTACT} .form-block__submit`);
  await until(() => page.textContent(`${field('email')} .form-field__error`).catch(() => null), (v) => v === 'That address bounced.');
  t.equal(await page.textContent(`${field('email')} .form-field__error`), 'That address bounced.', "the server's message above the field");
  t.equal(await page.textContent(`${CONTACT} .form-block__message`), 'One or more fields is invalid, please check your entries.');
  await focusedFirstAtFault(page, 'email');
  const expected: Record<number, string> = {
    401: 'Unable to submit form. Please try again later.',
    404: 'This form has not been configured yet.',
    429: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    500: 'Unable to send form. Please try again later.',
  };
  for (const a of answers.slice(1)) {
    next = a;
    const count = saves;
    await page.click(`${CONTACT} .form-block__submit`);
    await until(async () => saves, (n) => n > count);
    const text = await until(() => page.textContent(`${CONTACT} .form-block__message`).catch(() => null), (v) => v === expected[a.status]);
    t.equal(text, expected[a.status], `HTTP ${a.status}`);
    t.equal(await page.textContent(`${CONTACT} .form-block__submit`), 'Send', 'idle again');
  }
});

t.test('success modes: redirect to the success URL and post-submit HTML', async (t) => {
  const { page } = await site.newPage(t);
  await openContact(page);
  await page.fill('#block-form-form-html input[type=email]', 'ada@example.com');
  await page.click('#block-form-form-html .form-block__submit');
  await page.waitForSelector('#block-form-form-html .post-submit', { timeout: WAIT_MS });
  t.equal(await page.textContent('#block-form-form-html .post-submit'), 'Welcome aboard');
  t.equal(await until(() => page.evaluate(() => document.body.dataset.postSubmit ?? ''), (v) => v === 'ran'), 'ran', 'its script ran');

  await page.fill('#block-form-form-redirect input[type=email]', 'ada@example.com');
  await Promise.all([page.waitForURL('**/shop', { timeout: WAIT_MS }), page.click('#block-form-form-redirect .form-block__submit')]);
  t.match(page.url(), /\/shop$/);
});

/** Submits the contact form without JavaScript and waits for the page it is sent back to. */
async function postWithoutScript(page: Page): Promise<void> {
  const back = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/contact', { timeout: WAIT_MS });
  await page.click(`${CONTACT} button[type=submit]`);
  await back;
  await page.waitForLoadState('load');
}

t.test('with JavaScript off the form still works', async (t) => {
  const { page } = await site.newPage(t, { javaScript: false });
  const before = await countRows(site.app, 'form_submissions');
  await page.goto('/contact');
  t.equal(await page.$(`${CONTACT}[data-island-mounted]`), null, 'no island');
  await page.fill(`${field('email')} input`, 'bad');
  await page.fill(`${field('message')} textarea`, 'Kept');
  await postWithoutScript(page);
  t.equal(await page.textContent(`${CONTACT} .form-block__message`), 'One or more fields is invalid, please check your entries.');
  t.equal(await page.textContent(`${field('name')} .form-field__error`), 'Required');
  t.equal(await page.textContent(`${field('email')} .form-field__error`), 'Email is not valid. Email addresses should follow the format user@domain.com.');
  t.equal(await page.inputValue(`${field('message')} textarea`), 'Kept', 'answers kept');
  await page.fill(`${field('name')} input[name="f.name.First"]`, 'Ada');
  await page.fill(`${field('name')} input[name="f.name.Last"]`, 'Lovelace');
  await page.fill(`${field('email')} input`, 'ada@example.com');
  await postWithoutScript(page);
  t.equal((await page.textContent(`${CONTACT} .form-block__success`))?.trim(), 'Thank you! We will be in touch soon.');
  t.equal(await countRows(site.app, 'form_submissions'), before + 1);
  await page.goto('/contact');
  t.ok(await page.$(`${CONTACT} form`), 'a fresh form on the next visit');
});

t.test('the server-rendered form and its posted errors pass axe (the bundle blocked, so the island does not take over)', async (t) => {
  const { page } = await site.newPage(t);
  await page.route('**/__vitrine/vitrine.js', (route) => route.abort());
  await page.goto('/contact');
  t.same(await axeViolations(page, CONTACT), [], 'the plain form');
  await postWithoutScript(page);
  t.equal(await page.textContent(`${field('name')} .form-field__error`), 'Required');
  t.same(await axeViolations(page, CONTACT), [], 'with the posted errors');
});
