// Mailing lists through the editor API, on SQLite and on PostgreSQL: the
// owner creates, renames and deletes lists (a name is required, unique
// without case and at most MAX_LIST_NAME_CHARS long: each refusal has its
// code and text, French too); a newsletter block needs a list ('A List must
// be selected') that still exists; a visitor's sign-up joins the block's
// list once per address (and is still stored as a submission); a restock
// sign-up that asks to join goes to the restock list; the unsubscribe page
// takes the address off every list; the owner adds and removes subscribers
// and exports a list as CSV; a website manager may too, a shopper may not.
import t from 'tap';
import type { Test } from 'tap';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase } from '../commerce/helpers.js';
import { SOLD_OUT } from '../forms/helpers.js';
import { body, editorApp, manager, owner, visitor } from './helpers.js';
import { BLOCK_MESSAGES } from '../../editor/blocks/index.js';
import { LIST_MESSAGES } from '../../editor/mailing-list-texts.js';
import { MAX_LIST_NAME_CHARS } from '../../editor/mailing-lists.js';
import { MailingLists } from '../../server/mailing-lists/mailing-lists.js';

t.setTimeout(300_000);
const BASE = '/api/editor/mailing-lists';

async function journey(t: Test, database: Awaited<ReturnType<typeof freshDatabase>>) {
  const app = await editorApp(t, database ? { database } : {});
  const admin = await owner(app);

  // A site starts with no list: the block's picker reads that from the block sources.
  t.same(body(await admin.request('GET', BASE)).lists, []);
  t.same(body(await admin.request('GET', '/api/editor/block-sources')).lists, []);

  const made = await admin.request('POST', BASE, { name: '  Studio news  ' });
  t.equal(made.statusCode, 201, made.body);
  const news = body(made).list;
  t.match(news, { name: 'Studio news', restock: false, subscribers: 0 });
  const refusals: [string, number, string, string][] = [
    ['   ', 400, 'LIST_NAME_REQUIRED', LIST_MESSAGES.nameRequired],
    ['x'.repeat(MAX_LIST_NAME_CHARS + 1), 400, 'LIST_NAME_TOO_LONG', LIST_MESSAGES.nameTooLong],
    ['STUDIO NEWS', 409, 'LIST_NAME_TAKEN', LIST_MESSAGES.nameTaken],
  ];
  for (const [name, status, code, message] of refusals) {
    const r = await admin.request('POST', BASE, { name });
    t.same([r.statusCode, body(r).code, body(r).message], [status, code, message], code);
  }
  t.equal((await admin.request('POST', BASE, { name: 'x'.repeat(MAX_LIST_NAME_CHARS) })).statusCode, 201, 'a name at the limit');
  const fr = await app.inject({
    method: 'POST',
    url: BASE,
    cookies: admin.cookies,
    headers: { 'accept-language': 'fr-FR', 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken! },
    payload: { name: 'studio news' },
  });
  t.same([fr.statusCode, body(fr).code, body(fr).message], [409, 'LIST_NAME_TAKEN', 'Une autre liste porte déjà ce nom.'], 'in French for a French owner');

  // Two processes creating one name at once: one list, the other refused as taken (not a 500).
  const service = new MailingLists(app.vitrine.commerce!.store);
  const raced = await Promise.allSettled([service.create('Race'), service.create('RACE')]);
  t.equal(raced.filter((r) => r.status === 'fulfilled').length, 1, 'one of two same-named lists made at once');
  t.match(raced.find((r) => r.status === 'rejected'), { reason: { refusal: 'taken' } });
  const race = raced.find((r): r is PromiseFulfilledResult<Awaited<ReturnType<typeof service.create>>> => r.status === 'fulfilled')!.value;
  t.equal((await admin.request('DELETE', `${BASE}/${race.id}`)).statusCode, 200);

  const customers = body(await admin.request('POST', BASE, { name: 'Customers' })).list;
  const renamed = await admin.request('PUT', `${BASE}/${customers.id}`, { name: 'Buyers' });
  t.equal(body(renamed).list.name, 'Buyers');
  t.equal(body(await admin.request('PUT', `${BASE}/${customers.id}`, { name: 'Studio News' })).code, 'LIST_NAME_TAKEN', 'a rename is checked too');
  t.equal(body(await admin.request('PUT', `${BASE}/${customers.id}`, { name: 'buyers' })).list.name, 'buyers', 'a list may change the case of its own name');
  t.equal(body(await admin.request('PUT', `${BASE}/no-such-list`, { name: 'X' })).code, 'LIST_NOT_FOUND');
  t.equal(body(await admin.request('PUT', `${BASE}/${customers.id}`, { restock: true })).list.restock, true);
  t.same(body(await admin.request('GET', '/api/editor/block-sources')).lists.map((l: { name: string }) => l.name), ['Studio news', 'x'.repeat(MAX_LIST_NAME_CHARS), 'buyers']);

  // A newsletter block needs a list that exists.
  const page = body(await admin.request('POST', '/api/editor/pages', { title: 'Letters' })).page;
  const revisionOf = async () => body(await admin.request('GET', `/api/editor/pages/${page.id}`)).revision as number;
  const block = (list?: string) => ({ id: 'nl1', kind: 'newsletter', span: 12, props: { heading: 'News', description: '', ...(list === undefined ? {} : { list }), label: 'Email', button: 'Join', thanks: 'Thanks!' } });
  const save = async (list?: string) => admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Letters', layout: { blocks: [block(list)] }, revision: await revisionOf() });
  for (const list of [undefined, '', 'no-such-list']) {
    const r = await save(list);
    t.same([r.statusCode, body(r).code, body(r).messages], [400, 'NEWSLETTER_BLOCK_INVALID', [BLOCK_MESSAGES.listNeeded]], `list ${JSON.stringify(list)}: 'A List must be selected'`);
  }
  t.equal((await save(news.id)).statusCode, 200, 'saved with its list');

  // A visitor signs up: the submission is stored and the address joins the list, once.
  const shopper = await visitor(app);
  const signUp = async (email: string) => {
    const key = body(await shopper.request('POST', '/api/form/FormSubmissionKey', {})).key;
    const r = await shopper.request('POST', '/api/form/SaveFormSubmission', { formId: 'newsletter-nl1', form: { email }, key, pagePath: `/${page.urlId}` });
    t.equal(r.statusCode, 200, r.body);
  };
  await signUp('Ada@Example.com');
  await signUp('ada@example.com');
  await signUp('bo@example.com');
  const submissions = await app.vitrine.commerce!.store.db.selectFrom('form_submissions').select('id').where('form_id', '=', 'newsletter-nl1').execute();
  t.equal(submissions.length, 3, 'every sign-up is still stored as a submission');
  const subscribers = async (id: string) => body(await admin.request('GET', `${BASE}/${id}/subscribers`)).subscribers as { email: string; source: string }[];
  t.same((await subscribers(news.id)).map((s) => [s.email, s.source]), [['bo@example.com', 'newsletter'], ['ada@example.com', 'newsletter']], 'newest first, one row per address');
  t.equal(body(await admin.request('GET', BASE)).lists.find((l: { id: string }) => l.id === news.id).subscribers, 2);

  // A restock sign-up that asks to join goes to the restock list; one that does not stays off it.
  const restock = async (email: string, join: boolean) => {
    const r = await shopper.request('POST', '/api/site-users/account/notifications/restock', { ...SOLD_OUT, siteVisitorEmail: email, isJoinMailingList: join });
    t.equal(r.statusCode, 200, r.body);
  };
  await restock('ada@example.com', true);
  await restock('cy@example.com', false);
  t.same((await subscribers(customers.id)).map((s) => [s.email, s.source]), [['ada@example.com', 'restock']]);

  // The owner adds and removes subscribers.
  const added = await admin.request('POST', `${BASE}/${customers.id}/subscribers`, { email: ' Dee@Example.com ' });
  t.equal(added.statusCode, 201, added.body);
  t.match(body(added).subscriber, { email: 'dee@example.com', source: 'owner' });
  t.equal(body(await admin.request('POST', `${BASE}/${customers.id}/subscribers`, { email: 'dee@example.com' })).code, 'ALREADY_SUBSCRIBED');
  t.equal(body(await admin.request('POST', `${BASE}/${customers.id}/subscribers`, { email: 'dee@example' })).code, 'SUBSCRIBER_EMAIL_INVALID');
  t.equal((await admin.request('POST', `${BASE}/${customers.id}/subscribers`, { email: '+cmd@example.com' })).statusCode, 201);
  const removed = await admin.request('DELETE', `${BASE}/${customers.id}/subscribers/${encodeURIComponent('DEE@example.com')}`);
  t.same(body(removed), { removed: 'dee@example.com' });
  t.equal(body(await admin.request('DELETE', `${BASE}/${customers.id}/subscribers/dee%40example.com`)).code, 'SUBSCRIBER_NOT_FOUND');

  // The CSV export: the submissions export's quoting, a formula-like cell made text.
  const csv = await admin.request('GET', `${BASE}/${customers.id}/subscribers?format=csv`);
  t.equal(csv.statusCode, 200);
  t.match(csv.headers['content-type'], /^text\/csv/);
  t.match(csv.headers['content-disposition'], 'attachment; filename="buyers-subscribers.csv"');
  const lines = csv.body.trim().split('\r\n');
  t.equal(lines[0], 'Email,Source,Subscribed');
  t.same(lines.slice(1).map((l) => l.split(',').slice(0, 2)), [["'+cmd@example.com", 'owner'], ['ada@example.com', 'restock']]);

  // The unsubscribe page takes the address off every list.
  const gone = await shopper.request('POST', '/api/newsletter/unsubscribe', { email: 'ADA@example.com' });
  t.same(gone.json(), { unsubscribed: true });
  t.same((await subscribers(news.id)).map((s) => s.email), ['bo@example.com']);
  t.same((await subscribers(customers.id)).map((s) => s.email), ['+cmd@example.com']);

  // Roles: a website manager manages lists; a shopper and a visitor may not even read them.
  const site = await manager(app);
  const theirs = await site.request('POST', BASE, { name: 'Workshops' });
  t.equal(theirs.statusCode, 201, theirs.body);
  t.equal((await site.request('GET', `${BASE}/${news.id}/subscribers?format=csv`)).statusCode, 200, 'a manager exports');
  t.equal((await shopper.request('GET', BASE)).statusCode, 401);

  // Deleting a list takes its subscribers; a block still naming it cannot be saved again.
  t.same(body(await admin.request('DELETE', `${BASE}/${news.id}`)), { deleted: news.id });
  t.equal(body(await admin.request('DELETE', `${BASE}/${news.id}`)).code, 'LIST_NOT_FOUND');
  t.equal(body(await admin.request('GET', `${BASE}/${news.id}/subscribers`)).code, 'LIST_NOT_FOUND');
  const left = await app.vitrine.commerce!.store.db.selectFrom('mailing_list_subscribers').select('email').where('list_id', '=', news.id).execute();
  t.same(left, [], 'its subscribers went with it');
  t.same(body(await save(news.id)).messages, [BLOCK_MESSAGES.listNeeded]);
  // The page saved before still takes sign-ups: stored, no list joined.
  await signUp('late@example.com');
  t.equal((await app.vitrine.commerce!.store.db.selectFrom('form_submissions').select('id').where('form_id', '=', 'newsletter-nl1').execute()).length, 4);
}

t.test('mailing lists on SQLite', async (t) => journey(t, await freshDatabase(t, 'sqlite')));
t.test('mailing lists on PostgreSQL', async (t) => {
  const database = await freshDatabase(t, 'postgres');
  if (!database) return;
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-lists-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  await journey(t, { ...database, file: join(dir, 'unused.sqlite') });
});
