// The owner's inbox API (server/forms/inbox-routes.ts) on the demo store
// with site users: the forms with their counts, a form's submissions newest
// first with cursor paging, one submission, mark read and unread, delete;
// the restock waiting lists with their stock. Visitors get 401, accounts
// without an owner role 403, and bad input a 4xx that changes nothing.
import t from 'tap';
import { defaultConfig } from '../../server/config.js';
import { FORMS_ERRORS } from '../../server/forms/index.js';
import { INBOX_PAGE_SIZE } from '../../server/forms/inbox.js';
import { body, editorApp, manager, owner, shopper, visitor } from '../editor/helpers.js';
import { CONTACT_ANSWERS, countRows, newKey, postJson, SOLD_OUT } from './helpers.js';

t.setTimeout(180_000);
// Submitting more than a page of answers from one address needs a wider rate limit and quota than a visitor's.
const wide = defaultConfig().forms;
const app = await editorApp(t, { forms: { ...wide, rateLimitMax: 1000, quota: { ...wide.quota, perAddress: 1000 } } });
const forms = app.vitrine.forms!;
const FORMS = '/api/owner/forms';
const LIST = `${FORMS}/form-contact/submissions`;

async function submit(email: string): Promise<string> {
  const saved = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: { ...CONTACT_ANSWERS, email }, key: await newKey(app) });
  if (saved.status !== 200) throw new Error(`the submission was refused: ${JSON.stringify(saved.body)}`);
  return email;
}

// More than a page of submissions, the newest last.
const emails: string[] = [];
for (let i = 0; i < INBOX_PAGE_SIZE + 2; i++) emails.push(await submit(`person${i}@example.com`));
await forms.restock.signUp({ ...SOLD_OUT, siteVisitorEmail: 'wait@example.com', isJoinMailingList: false });

t.test('visitors get 401 and shoppers 403, with no data', async (t) => {
  const anon = await visitor(app);
  const buyer = await shopper(app, 'inbox-shopper@example.com');
  for (const url of [FORMS, LIST, '/api/owner/restock/groups']) {
    const a = await anon.request('GET', url);
    t.equal(a.statusCode, 401, `visitor: ${url}`);
    t.equal(body(a).code, 'OWNER_ONLY');
    const b = await buyer.request('GET', url);
    t.equal(b.statusCode, 403, `shopper: ${url}`);
    t.notMatch(b.body, 'example.com');
  }
  const id = (await forms.submissions.list('form-contact', undefined)).items[0]!.id;
  t.equal((await anon.request('DELETE', `${LIST}/${id}`)).statusCode, 401);
  t.equal((await buyer.request('PUT', `${LIST}/${id}/read`, { read: true })).statusCode, 403);
  t.equal(await countRows(app, 'form_submissions'), emails.length, 'nothing deleted');
});

t.test('the forms with their ids, names and counts', async (t) => {
  const admin = await owner(app);
  const res = await admin.request('GET', FORMS);
  t.equal(res.statusCode, 200);
  const contact = body(res).forms.find((f: { formId: string }) => f.formId === 'form-contact');
  t.match(contact, { formId: 'form-contact', onSite: true, submissions: emails.length, unread: emails.length });
  t.type(contact.name, 'string');
  t.equal(body(res).hasNextPage, false);
});

t.test('submissions newest first, paged by cursor, answers as text', async (t) => {
  const m = await manager(app, 'inbox-manager@example.com');
  const first = await m.request('GET', LIST);
  t.equal(first.statusCode, 200);
  const one = body(first);
  t.match(one.form, { formId: 'form-contact' });
  t.equal(one.submissions.length, INBOX_PAGE_SIZE);
  t.equal(one.submissions[0].answers.find((a: { fieldId: string }) => a.fieldId === 'email').text, emails.at(-1), 'the newest first');
  t.equal(one.hasNextPage, true);
  const second = body(await m.request('GET', `${LIST}?cursor=${one.nextPageCursor}`));
  t.equal(second.submissions.length, 2);
  t.equal(second.hasNextPage, false);
  t.equal(second.submissions.at(-1).answers.find((a: { fieldId: string }) => a.fieldId === 'email').text, emails[0], 'the oldest last');
  t.equal((await m.request('GET', `${LIST}?cursor=not-a-cursor`)).statusCode, 400, 'a made-up cursor is refused');
  t.equal((await m.request('GET', `${FORMS}/no-such-form/submissions`)).statusCode, 404);
});

t.test('mark read and unread, detail, delete', async (t) => {
  const admin = await owner(app);
  const newest = body(await admin.request('GET', LIST)).submissions[0];
  t.equal(newest.read, false);
  const read = await admin.request('PUT', `${LIST}/${newest.id}/read`, { read: true });
  t.equal(read.statusCode, 200);
  t.equal(body(read).submission.read, true);
  t.equal(body(await admin.request('PUT', `${LIST}/${newest.id}/read`, { read: true })).submission.read, true, 'marking twice is harmless');
  t.equal(body(await admin.request('GET', `${LIST}/${newest.id}`)).submission.read, true);
  const unreadOnly = body(await admin.request('GET', `${LIST}?unread=true`));
  t.notOk(unreadOnly.submissions.some((s: { id: string }) => s.id === newest.id), 'the unread filter leaves it out');
  t.equal(body(await admin.request('GET', FORMS)).forms.find((f: { formId: string }) => f.formId === 'form-contact').unread, emails.length - 1);
  t.equal(body(await admin.request('PUT', `${LIST}/${newest.id}/read`, { read: false })).submission.read, false);
  t.equal((await admin.request('PUT', `${LIST}/${newest.id}/read`, { read: 'yes' })).statusCode, 400, 'a bad body is refused');
  t.equal((await admin.request('PUT', `${LIST}/${newest.id}/read`, { read: true }, { xsrf: null })).statusCode, FORMS_ERRORS.XSRF_FAIL.status, 'a change needs the xsrfToken');

  const gone = await admin.request('DELETE', `${LIST}/${newest.id}`);
  t.equal(gone.statusCode, 200);
  t.same(body(gone), { deleted: newest.id });
  t.equal(await countRows(app, 'form_submissions'), emails.length - 1);
  const again = await admin.request('DELETE', `${LIST}/${newest.id}`);
  t.equal(again.statusCode, 404);
  t.equal(body(again).code, 'SUBMISSION_NOT_FOUND');
  t.equal((await admin.request('GET', `${LIST}/${newest.id}`)).statusCode, 404);
  t.equal((await admin.request('DELETE', `${FORMS}/another-form/submissions/${body(await admin.request('GET', LIST)).submissions[0].id}`)).statusCode, 404, 'an id under another form is not found');
});

t.test('the restock waiting lists say whether the variant is back in stock', async (t) => {
  const admin = await owner(app);
  const before = body(await admin.request('GET', '/api/owner/restock/groups'));
  t.match(before.groups, [{ ...SOLD_OUT, pending: 1, notified: 0, inStock: false }]);
  t.type(before.groups[0].productName, 'string');
  await app.vitrine.commerce!.store.change((tx) => tx.updateTable('stock').set({ quantity: 3 }).where('item_id', '=', SOLD_OUT.productId).execute());
  t.match(body(await admin.request('GET', '/api/owner/restock/groups')).groups, [{ ...SOLD_OUT, inStock: true }]);
});
