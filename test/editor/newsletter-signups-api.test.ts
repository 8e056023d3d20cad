// Newsletter sign-ups and their mailing lists, on SQLite and on
// PostgreSQL: the popup overlay's newsletter names a list ('A List must be
// selected', one that exists) and its sign-ups join it, with and without
// JavaScript; a popup saved before lists existed still takes sign-ups
// (stored as submissions, no list joined) until the owner saves it; the
// public pages (HTML, `?format=json`, `?format=json-pretty`, English and
// French) never carry a list id, a block's or the popup's; a list id a
// visitor adds to a sign-up is ignored (the server reads the form's list
// from the owner's block or popup); and signing up twice answers exactly
// as signing up once, so nobody learns who subscribes.
import t from 'tap';
import type { Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase } from '../commerce/helpers.js';
import { body, editorApp, owner, visitor, type Browser } from './helpers.js';
import { POPUP_FORM_ID, SECTIONS_BLOCK_FIELD } from '../../editor/sections.js';
import { newsletterFormId } from '../../editor/blocks/newsletter-block.js';

t.setTimeout(300_000);
const LISTS = '/api/editor/mailing-lists';
const POPUP = '/api/editor/sections/popup-overlay';
const popup = (list?: string) => ({
  enabled: true,
  position: 'center-center',
  slices: [
    { type: 'heading', text: 'Join the kiln club' },
    { type: 'newsletter', label: 'Email', buttonLabel: 'Join', successText: 'Welcome to the club.', ...(list === undefined ? {} : { list }) },
  ],
});

async function signUp(app: FastifyInstance, who: Browser, formId: string, email: string, extra: Record<string, unknown> = {}, answers: Record<string, unknown> = {}) {
  const key = body(await who.request('POST', '/api/form/FormSubmissionKey', {})).key;
  return who.request('POST', '/api/form/SaveFormSubmission', { formId, form: { email, ...answers }, key, pagePath: '/', ...extra });
}

/** A sign-up without JavaScript: the redirect and the page it shows once. */
async function signUpPlain(app: FastifyInstance, formId: string, email: string, pagePath: string, extra: Record<string, string> = {}) {
  const headers = { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost', origin: 'http://localhost' };
  const res = await app.inject({ method: 'POST', url: '/api/form/submit', headers, payload: new URLSearchParams({ formId, pagePath, 'f.email': email, ...extra }).toString() });
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0]!;
  const shown = await app.inject({ method: 'GET', url: pagePath, headers: { cookie } });
  return { status: res.statusCode, location: res.headers.location, shown: shown.body };
}

async function journey(t: Test, database: Awaited<ReturnType<typeof freshDatabase>>) {
  const app = await editorApp(t, database ? { database } : {});
  const admin = await owner(app);
  const store = app.vitrine.commerce!.store;
  const subscribers = async (listId: string) => (await store.db.selectFrom('mailing_list_subscribers').select(['email', 'source']).where('list_id', '=', listId).orderBy('email').execute()).map((r) => `${r.email} ${r.source}`);
  const submissions = async (formId: string) => (await store.db.selectFrom('form_submissions').select('id').where('form_id', '=', formId).execute()).length;

  // A popup saved before lists existed (as stored then): it shows and takes sign-ups, stored only.
  await app.vitrine.editor!.content.change({ accountId: null, summary: 'test: a popup of before lists' }, (doc) => {
    const fields = doc.blockFields as Record<string, unknown>;
    const slice = popup().slices[1]!;
    fields[SECTIONS_BLOCK_FIELD] = {
      sections: {
        'popup-overlay': { ...popup(), version: 1, sectionType: 3, slices: [popup().slices[0], { ...slice, form: { type: 'form', formId: POPUP_FORM_ID, formName: '', newsletter: true, captchaAction: 'PROMO_POPUP', fields: [{ id: 'email', type: 'email', title: 'Email', required: true }], submitButtonText: 'Join', submissionText: 'Welcome to the club.' } }] },
      },
    };
    return true;
  });
  t.match(body(await admin.request('GET', POPUP)).section, { enabled: true, slices: [{ type: 'heading' }, { type: 'newsletter', label: 'Email' }] }, 'the old popup reads as saved');
  const guest = await visitor(app);
  t.match((await guest.request('GET', '/')).body, 'data-widget="popup-overlay"', 'and shows');
  t.equal((await signUp(app, guest, POPUP_FORM_ID, 'early@example.com')).statusCode, 200);
  t.equal(await submissions(POPUP_FORM_ID), 1, 'its sign-up is stored as a submission');
  t.same(await store.db.selectFrom('mailing_list_subscribers').select('email').execute(), [], 'and joins no list');

  // Saving it again needs a list: none yet, then one that does not exist, then one.
  for (const list of [undefined, '', 'no-such-list']) {
    const r = await admin.request('PUT', POPUP, popup(list));
    t.same([r.statusCode, body(r).code, body(r).messages], [400, 'SECTION_INVALID', ['A List must be selected']], `list ${JSON.stringify(list)}`);
  }
  const french = await app.inject({ method: 'PUT', url: POPUP, cookies: admin.cookies, headers: { 'accept-language': 'fr-FR', 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken! }, payload: popup() });
  t.same(body(french).messages, ['Une liste doit être sélectionnée'], 'in French for a French owner');
  const club = body(await admin.request('POST', LISTS, { name: 'Kiln club' })).list as { id: string };
  const other = body(await admin.request('POST', LISTS, { name: 'Wholesale' })).list as { id: string };
  const saved = await admin.request('PUT', POPUP, popup(club.id));
  t.equal(saved.statusCode, 200, saved.body);
  t.match(body(saved).section.slices[1], { type: 'newsletter', list: club.id }, 'the owner reads the list back');

  // A newsletter block on a page, with the other list.
  const page = body(await admin.request('POST', '/api/editor/pages', { title: 'Letters' })).page as { id: string; urlId: string };
  const revision = body(await admin.request('GET', `/api/editor/pages/${page.id}`)).revision as number;
  const block = { id: 'nl1', kind: 'newsletter', span: 12, props: { heading: 'News', description: '', list: other.id, label: 'Email', button: 'Sign up', thanks: 'Thanks for signing up.' } };
  const put = await admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Letters', layout: { blocks: [block] }, revision });
  t.equal(put.statusCode, 200, put.body);

  // No list id on any public page or its JSON view.
  for (const path of ['/', `/${page.urlId}`, '/fr/', '/shop']) {
    for (const suffix of ['', '?format=json', '?format=json-pretty']) {
      const res = await (await visitor(app)).request('GET', `${path}${suffix}`);
      t.equal(res.statusCode, 200, `${path}${suffix}`);
      t.notMatch(res.body, club.id, `${path}${suffix}: not the popup's list`);
      t.notMatch(res.body, other.id, `${path}${suffix}: not the block's list`);
      t.notMatch(res.body, 'mailingListId', `${path}${suffix}: no list field`);
    }
  }
  const blockPage = (await (await visitor(app)).request('GET', `/${page.urlId}`)).body;
  t.match(blockPage, `id="block-form-${newsletterFormId('nl1')}"`, 'the block is on its page');
  t.match(blockPage, '&quot;newsletter&quot;:true', 'as a newsletter form');
  t.match((await (await visitor(app)).request('GET', '/')).body, 'data-widget="popup-overlay"', 'the popup is on the home page');

  // The popup's sign-ups join its list; the block's join the block's; a list id the visitor adds is ignored.
  const shopper = await visitor(app);
  t.equal((await signUp(app, shopper, POPUP_FORM_ID, 'Ada@Example.com', { mailingListId: other.id, list: other.id }, { mailingListId: other.id })).statusCode, 200);
  t.equal((await signUp(app, shopper, newsletterFormId('nl1'), 'bo@example.com', { mailingListId: club.id })).statusCode, 200);
  const plain = await signUpPlain(app, POPUP_FORM_ID, 'cy@example.com', '/', { mailingListId: other.id, 'f.mailingListId': other.id });
  t.equal(plain.status, 303, 'without JavaScript too');
  t.same(await subscribers(club.id), ['ada@example.com newsletter', 'cy@example.com newsletter'], "the popup's list: its sign-ups only");
  t.same(await subscribers(other.id), ['bo@example.com newsletter'], "the block's list: the block's sign-up only, not the forged ones");

  // Twice: the same answer as once (JSON and without JavaScript), one subscriber row.
  const first = await signUp(app, shopper, POPUP_FORM_ID, 'dee@example.com');
  const again = await signUp(app, await visitor(app), POPUP_FORM_ID, 'DEE@example.com');
  const known = await signUp(app, await visitor(app), POPUP_FORM_ID, 'ada@example.com');
  const shape = (r: typeof first) => [r.statusCode, Object.keys(body(r)).sort(), body(r).success, typeof body(r).submissionId];
  t.same(shape(again), shape(first), 'a second sign-up answers as the first');
  t.same(shape(known), shape(first), 'and so does a sign-up of an address already on the list');
  t.same(shape(first), [200, ['submissionId', 'success'], true, 'string']);
  const plainFirst = await signUpPlain(app, newsletterFormId('nl1'), 'eve@example.com', `/${page.urlId}`);
  const plainAgain = await signUpPlain(app, newsletterFormId('nl1'), 'eve@example.com', `/${page.urlId}`);
  t.same([plainAgain.status, plainAgain.location], [plainFirst.status, plainFirst.location], 'without JavaScript: the same redirect');
  t.match(plainFirst.shown, 'Thanks for signing up.');
  t.match(plainAgain.shown, 'Thanks for signing up.', 'and the same thank-you');
  t.same(await subscribers(club.id), ['ada@example.com newsletter', 'cy@example.com newsletter', 'dee@example.com newsletter'], 'one row per address');
  t.same(await subscribers(other.id), ['bo@example.com newsletter', 'eve@example.com newsletter']);

  // A disabled popup takes no sign-ups, and its list is still required on save.
  t.equal((await admin.request('PUT', POPUP, { ...popup(club.id), enabled: false })).statusCode, 200);
  t.equal(body(await signUp(app, shopper, POPUP_FORM_ID, 'late@example.com')).code, 'FORM_NOT_CONFIGURED');
}

t.test('newsletter sign-ups on SQLite', async (t) => journey(t, await freshDatabase(t, 'sqlite')));
t.test('newsletter sign-ups on PostgreSQL', async (t) => {
  const database = await freshDatabase(t, 'postgres');
  if (!database) return;
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-signups-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  await journey(t, { ...database, file: join(dir, 'unused.sqlite') });
});
