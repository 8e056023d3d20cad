// Page statuses through the editor API (SQLite demo store): a draft,
// private, needs-review or not-yet-scheduled page is not found for
// shoppers and previewed by the owner; the page list shows the SPEC's
// labels; a scheduled page goes live at its time; bad input is a 400.
import t from 'tap';
import { body, editorApp, owner, visitor } from './helpers.js';
import { EDITOR_ERRORS } from '../../server/editor/index.js';

t.setTimeout(180_000);
/** How long a scheduled page is waited for, at most. */
const LIVE_WAIT_MS = 60_000;
const app = await editorApp(t);
const admin = await owner(app);
const shopper = await visitor(app);

const created = body(await admin.request('POST', '/api/editor/pages', { title: 'Winter Sale' })).page;
const setStatus = (status: string, publishOn?: number) => admin.request('PUT', `/api/editor/pages/${created.id}/status`, { status, ...(publishOn === undefined ? {} : { publishOn }) });
const listed = async () => body(await admin.request('GET', '/api/editor/pages')).pages.find((p: { id: string }) => p.id === created.id);

t.test('published by default; each other status hides the page from shoppers, not from the owner', async (t) => {
  t.match(await listed(), { status: 'published', statusLabel: null });
  t.equal((await shopper.request('GET', '/winter-sale')).statusCode, 200);
  for (const [status, label] of [['draft', 'Draft'], ['private', 'Private'], ['needs-review', 'Needs Review']] as const) {
    const res = await setStatus(status);
    t.equal(res.statusCode, 200, res.body);
    t.match(body(res).page, { status, statusLabel: label });
    t.match(await listed(), { statusLabel: label }, `the list labels it ${label}`);
    t.equal((await shopper.request('GET', '/winter-sale')).statusCode, 404, `${status}: not found for shoppers`);
    const preview = await admin.request('GET', '/winter-sale');
    t.equal(preview.statusCode, 200, `${status}: the owner previews it`);
    t.equal(preview.headers['x-vitrine-preview'], '1');
    t.equal(preview.headers['cache-control'], 'private, no-store', 'a preview is never cached');
    t.match(preview.body, new RegExp(`<body[^>]*><p class="vitrine-owner-banner" role="status"[^>]*><strong>${label}</strong> · Only you can see this page: it is not on the public site yet.</p>`), `${status}: a banner says so, first in the page`);
    t.equal((await shopper.request('GET', '/winter-sale')).statusCode, 404, 'and shoppers still do not get it after the preview');
  }
  t.equal((await setStatus('published')).statusCode, 200);
  t.equal((await shopper.request('GET', '/winter-sale')).statusCode, 200, 'published again');
  t.notMatch((await admin.request('GET', '/winter-sale')).body, 'vitrine-owner-banner', 'a published page has no banner, for the owner either');
});

t.test("a draft's form takes no submissions; the owner still reads its submissions", async (t) => {
  const { revision } = body(await admin.request('GET', `/api/editor/pages/${created.id}`));
  const form = { build: { fields: [{ id: 'email', type: 'email', title: 'Email', required: true }] }, storage: { notifyEmail: '' }, advanced: { submitButtonText: '', submissionText: '', successUrl: '' }, captcha: { enabled: true }, disclaimer: { text: '' } };
  t.equal((await admin.request('PUT', `/api/editor/pages/${created.id}`, { title: 'Winter Sale', layout: { blocks: [{ id: 'fs', kind: 'form', span: 12, props: {}, form }] }, revision })).statusCode, 200);
  const submit = async () => {
    const key = body(await shopper.request('POST', '/api/form/FormSubmissionKey', {})).key;
    return shopper.request('POST', '/api/form/SaveFormSubmission', { formId: 'form-fs', form: { email: 'ada@example.com' }, key, pagePath: '/winter-sale' });
  };
  t.equal((await submit()).statusCode, 200, 'published: submissions are taken');
  t.equal((await setStatus('draft')).statusCode, 200);
  const refused = await submit();
  t.equal(refused.statusCode, 404, 'a draft: not configured for visitors');
  t.equal(body(refused).message, 'This form has not been configured yet.');
  const list = await admin.request('GET', '/api/forms/form-fs/submissions');
  t.equal(list.statusCode, 200, 'the owner still reads what was sent');
  t.equal(body(list).submissions.length, 1);
  t.equal((await setStatus('published')).statusCode, 200);
});

t.test('scheduled: hidden and labelled until its time, then live', async (t) => {
  const res = await setStatus('scheduled', Date.now() + 1500);
  t.equal(res.statusCode, 200, res.body);
  t.match(body(res).page, { status: 'scheduled', statusLabel: 'Scheduled' });
  t.equal((await shopper.request('GET', '/winter-sale')).statusCode, 404, 'not before its time');
  const deadline = Date.now() + LIVE_WAIT_MS;
  let status = 404;
  while (status !== 200 && Date.now() < deadline) {
    status = (await shopper.request('GET', '/winter-sale')).statusCode;
    if (status !== 200) await new Promise((r) => setTimeout(r, 100)); // polls the condition, gently
  }
  t.equal(status, 200, 'live once its time has come');
  t.match(await listed(), { status: 'scheduled', statusLabel: null }, 'and no longer labelled');
});

t.test('bad status input', async (t) => {
  const past = await setStatus('scheduled', Date.now() - 1000);
  t.same(body(past), { status: 400, code: 'SCHEDULE_IN_PAST', message: EDITOR_ERRORS.SCHEDULE_IN_PAST.text, crumbFail: false });
  t.equal(body(await setStatus('scheduled')).code, 'SCHEDULE_IN_PAST', 'a schedule needs a time');
  t.same(body(await setStatus('archived')), { status: 400, code: 'NOT_AN_OPTION', message: 'archived is not one of the expected options', crumbFail: false });
  t.equal(body(await admin.request('PUT', `/api/editor/pages/${created.id}/status`, { status: 'draft', publishOn: 'soon' })).code, 'INVALID_REQUEST');
  t.equal((await admin.request('PUT', '/api/editor/pages/nope/status', { status: 'draft' })).statusCode, 404);
  t.equal((await shopper.request('PUT', `/api/editor/pages/${created.id}/status`, { status: 'draft' })).statusCode, 401, 'only the owner');
});
