// The forms and restock owner API on the demo store with site users: every
// guarded route with no session, a shopper, a website manager, an admin and
// the token. Reads: both owner roles; sends: an admin only, with the crumb
// and the session's xsrfToken; a refusal never answers data nor sends mail.
import t, { type Test } from 'tap';
import type { LightMyRequestResponse } from 'fastify';
import { defaultConfig } from '../../server/config.js';
import { FORMS_ERRORS } from '../../server/forms/index.js';
import { body, editorApp, manager, owner, shopper, visitor, type Browser } from '../editor/helpers.js';
import { CONTACT_ANSWERS, countRows, newKey, postJson, SOLD_OUT } from './helpers.js';

t.setTimeout(180_000);
const TOKEN = 'owner-token-for-the-forms-session-tests-0123456789';
const CARAFE = { productId: '6561f0c202f4110000000011', variantId: 'glass-carafe-v1' };
const RESTOCK = '/api/site-users/account/notifications/restock';
const config = defaultConfig();
const app = await editorApp(t, { forms: { ...config.forms, ownerToken: TOKEN } });
const forms = app.vitrine.forms!;

// One contact submission and sign-ups on two sold-out variants, whose stock then comes back.
const saved = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'form-contact', form: CONTACT_ANSWERS, key: await newKey(app) });
if (saved.status !== 200) throw new Error(`the submission was refused: ${JSON.stringify(saved.body)}`);
for (const variant of [SOLD_OUT, CARAFE]) {
  for (const email of ['ada@example.com', 'bo@example.com']) await forms.restock.signUp({ ...variant, siteVisitorEmail: email, isJoinMailingList: false });
}
await app.vitrine.commerce!.store.change((tx) => tx.updateTable('stock').set({ quantity: 5 }).where('item_id', 'in', [SOLD_OUT.productId, CARAFE.productId]).execute());

const READS = [
  ['submissions', '/api/forms/form-contact/submissions'],
  ['submissions as CSV', '/api/forms/form-contact/submissions?format=csv'],
  ['sign-up groups', `${RESTOCK}/groups`],
  ['sign-ups of a variant', `${RESTOCK}?productId=${SOLD_OUT.productId}&variantId=${SOLD_OUT.variantId}`],
] as const;
const SENDS = [
  ['send', `${RESTOCK}/send`, SOLD_OUT],
  ['send all', `${RESTOCK}/send/all`, { sendRequests: [SOLD_OUT] }],
] as const;

/** No answer of a refusal carries what the owner API guards. */
function noData(t: Test, res: LightMyRequestResponse, what: string) {
  t.notMatch(res.body, 'ada@example.com', `${what}: no data`);
  t.notMatch(res.body, 'Lovelace', `${what}: no data`);
}

function refused(t: Test, res: LightMyRequestResponse, code: keyof typeof FORMS_ERRORS, what: string) {
  t.equal(res.statusCode, FORMS_ERRORS[code].status, what);
  t.match(body(res), { code, status: FORMS_ERRORS[code].status }, what);
  noData(t, res, what);
}

const pendingSignUps = async () => (await forms.restock.signUps(SOLD_OUT.productId, SOLD_OUT.variantId, undefined)).items.filter((s) => s.notifiedOn === null).length;

t.test('a visitor is refused everything', async (t) => {
  const anon = await visitor(app);
  for (const [what, url] of READS) refused(t, await anon.request('GET', url), 'OWNER_ONLY', what);
  for (const [what, url, payload] of SENDS) refused(t, await anon.request('POST', url, payload), 'OWNER_ONLY', what);
  refused(t, await anon.request('POST', `${RESTOCK}/send`, SOLD_OUT, { crumb: null }), 'CRUMB_FAIL', 'a change without the crumb');
  t.equal(await countRows(app, 'mail_outbox'), 0, 'nothing was sent');
});

t.test('a shopper is refused everything', async (t) => {
  const buyer = await shopper(app, 'forms-shopper@example.com');
  for (const [what, url] of READS) refused(t, await buyer.request('GET', url), 'OWNER_FORBIDDEN', what);
  for (const [what, url, payload] of SENDS) refused(t, await buyer.request('POST', url, payload), 'OWNER_FORBIDDEN', what);
  t.equal(body(await buyer.request('GET', READS[0][1])).message, 'Only the site owner can do that.');
  t.equal(await countRows(app, 'mail_outbox'), 0);
});

/** Every read answers the stored data. */
async function readsAll(t: Test, get: (url: string) => Promise<LightMyRequestResponse>, who: string) {
  const list = await get(READS[0][1]);
  t.equal(list.statusCode, 200, `${who}: submissions`);
  t.match(body(list).submissions, [{ answers: { email: 'ada@example.com' } }]);
  const csv = await get(READS[1][1]);
  t.equal(csv.statusCode, 200, `${who}: CSV`);
  t.match(csv.body, /Ada Lovelace,ada@example.com/);
  const groups = await get(READS[2][1]);
  t.equal(groups.statusCode, 200, `${who}: groups`);
  t.match(body(groups).signUpGroups, [{ variantId: CARAFE.variantId }, { variantId: SOLD_OUT.variantId }]);
  const signUps = await get(READS[3][1]);
  t.equal(signUps.statusCode, 200, `${who}: sign-ups`);
  t.equal(body(signUps).signUps.length, 2);
}

t.test('a website manager reads everything but sends nothing', async (t) => {
  const m = await manager(app, 'forms-manager@example.com');
  await readsAll(t, (url) => m.request('GET', url), 'manager');
  for (const [what, url, payload] of SENDS) refused(t, await m.request('POST', url, payload), 'ADMIN_ONLY', what);
  t.equal(body(await m.request('POST', SENDS[0][1], SOLD_OUT)).message, 'Only an administrator of the site can do that.');
  t.equal(await countRows(app, 'mail_outbox'), 0);
  t.equal(await pendingSignUps(), 2);
});

t.test('an admin reads everything and sends with the crumb and the xsrfToken', async (t) => {
  const admin: Browser = await owner(app);
  await readsAll(t, (url) => admin.request('GET', url), 'admin');
  for (const [what, url, payload] of SENDS) {
    refused(t, await admin.request('POST', url, payload, { crumb: null }), 'CRUMB_FAIL', `${what} without the crumb`);
    refused(t, await admin.request('POST', url, payload, { crumb: 'made-up' }), 'CRUMB_FAIL', `${what} with a crumb the server did not sign`);
    refused(t, await admin.request('POST', url, payload, { xsrf: null }), 'XSRF_FAIL', `${what} without the xsrfToken`);
    refused(t, await admin.request('POST', url, payload, { xsrf: 'x'.repeat(43) }), 'XSRF_FAIL', `${what} with a wrong xsrfToken`);
  }
  t.equal(await countRows(app, 'mail_outbox'), 0, 'no refusal sent anything');
  t.equal(await pendingSignUps(), 2);
  const sent = await admin.request('POST', SENDS[0][1], SOLD_OUT);
  t.equal(sent.statusCode, 200);
  t.same(body(sent), { ...SOLD_OUT, sent: 2 });
  const all = await admin.request('POST', SENDS[1][1], { sendRequests: [SOLD_OUT] });
  t.equal(all.statusCode, 200);
  t.same(body(all), { results: [{ ...SOLD_OUT, sent: 0 }] }, 'each sign-up is notified once');
  t.equal(await countRows(app, 'mail_outbox'), 2);
  t.equal(await pendingSignUps(), 0);
  const wrongToken = await app.inject({ method: 'GET', url: READS[0][1], cookies: admin.cookies, headers: { authorization: `Bearer ${TOKEN}x` } });
  refused(t, wrongToken, 'OWNER_ONLY', 'a wrong bearer token decides alone, whatever the session');
});

t.test('the token reads and sends without cookies or crumb', async (t) => {
  const bearer = { authorization: `Bearer ${TOKEN}` };
  await readsAll(t, (url) => app.inject({ method: 'GET', url, headers: bearer }), 'token');
  const sent = await postJson(app, `${RESTOCK}/send/all`, { sendRequests: [CARAFE] }, bearer);
  t.equal(sent.status, 200);
  t.same(sent.body, { results: [{ ...CARAFE, sent: 2 }] });
  const one = await postJson(app, `${RESTOCK}/send`, CARAFE, bearer);
  t.same(one.body, { ...CARAFE, sent: 0 });
  t.equal(await countRows(app, 'mail_outbox'), 4);
});
