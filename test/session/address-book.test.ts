// The shopper's address book (issue 36, item 5): list, add, edit, remove
// and a default, through the API (the island) and through plain form
// posts (the page without JavaScript), in English and French, by the
// address rules (engine/commerce/address-rules.ts); on SQLite and
// PostgreSQL (TEST_DATABASE_URL, skipped when unreachable outside CI).
import t from 'tap';
import type { Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import { DB_KINDS, freshDatabase } from '../commerce/helpers.js';
import { Browser, body, siteApp } from './helpers.js';

t.setTimeout(240_000);
const PASSWORD = 'kiln-opening-42';
const HOME = { firstName: 'Ada', lastName: 'Lovelace', line1: '14 Kiln Lane', city: 'Hudson', state: 'New York', zip: '12534', country: 'US' };
const STUDIO = { firstName: 'Ada', lastName: 'Lovelace', line1: '1 rue Sainte-Catherine', city: 'Montréal', state: 'Québec', zip: 'h2x1k4', country: 'CA' };
type Addr = { id: string; isDefault: boolean; state?: string; zip?: string; country?: string; line1?: string; city?: string };
const list = async (b: Browser) => body<{ addresses: Addr[] }>(await b.request('GET', '/api/site-users/account/addresses')).addresses;

async function pageCrumb(b: Browser, path: string): Promise<{ crumb: string; html: string }> {
  const res = await b.request('GET', path);
  const crumb = /name="crumb" value="([^"]+)"/.exec(res.body)?.[1];
  if (!crumb) throw new Error(`no crumb on ${path}`);
  return { crumb, html: res.body };
}

async function apiJourney(t: Test, app: FastifyInstance): Promise<void> {
  const b = await new Browser(app).start();
  await b.signUp('book@example.com', PASSWORD);
  const home = await b.request('POST', '/api/site-users/account/addresses', HOME);
  t.equal(home.statusCode, 201);
  t.match(body(home).address, { state: 'NY', zip: '12534', country: 'US', isDefault: true }, 'the state typed in full is stored as its code; the first address is the default');
  const studio = body((await b.request('POST', '/api/site-users/account/addresses', STUDIO))).address as Addr;
  t.match(studio, { state: 'QC', zip: 'H2X 1K4', isDefault: false }, 'a French province name and a Canadian postal code in its shape');
  t.match(body(await b.request('POST', '/api/site-users/account/addresses', { ...HOME, country: 'United States', state: 'Puerto Rico', zip: '00901', city: 'San Juan' })).address, { country: 'PR', zip: '00901' }, 'a territory chosen as a state is its own country');

  const bad = await b.request('POST', '/api/site-users/account/addresses', { ...HOME, zip: '90210' });
  t.equal(bad.statusCode, 400);
  t.match(body(bad), { code: 'ADDRESS_INVALID', fields: { zip: 'postalCodeRegion' } }, 'a Los Angeles ZIP is not in New York');
  t.match(body(await b.request('POST', '/api/site-users/account/addresses', { ...HOME, state: 'Ontario' })), { code: 'ADDRESS_INVALID', fields: { state: 'regionInvalid' } });
  t.match(body(await b.request('POST', '/api/site-users/account/addresses', { ...HOME, zip: '1' })), { fields: { zip: 'postalCodeInvalid' } });
  t.match(body(await b.request('POST', '/api/site-users/account/addresses', { ...HOME, country: 'Atlantis' })), { fields: { country: 'countryInvalid' } });
  t.match(body(await b.request('POST', '/api/site-users/account/addresses', { ...HOME, state: '' })), { code: 'ADDRESS_INCOMPLETE', fields: { state: 'required' } }, 'a US address needs its state');

  const edited = await b.request('PUT', `/api/site-users/account/addresses/${studio.id}`, { ...STUDIO, line1: '2 rue Sainte-Catherine', isDefault: true });
  t.equal(edited.statusCode, 200);
  t.match(body(edited).address, { id: studio.id, line1: '2 rue Sainte-Catherine', isDefault: true });
  let all = await list(b);
  t.same(all.map((a) => [a.city, a.isDefault]), [['Montréal', true], ['Hudson', false], ['San Juan', false]], 'one default, listed first');
  t.match(body(await b.request('PUT', `/api/site-users/account/addresses/${studio.id}`, { ...STUDIO, zip: '12534' })), { fields: { zip: 'postalCodeInvalid' } }, 'an edit is checked too');

  const homeId = all[1]!.id;
  t.equal((await b.request('POST', `/api/site-users/account/addresses/${homeId}/default`)).statusCode, 200);
  all = await list(b);
  t.same(all.map((a) => [a.city, a.isDefault]), [['Hudson', true], ['Montréal', false], ['San Juan', false]]);
  t.equal((await b.request('DELETE', `/api/site-users/account/addresses/${homeId}`)).statusCode, 200);
  t.same((await list(b)).map((a) => [a.city, a.isDefault]), [['Montréal', true], ['San Juan', false]], 'removing the default makes the oldest left the default');

  const other = await new Browser(app).start();
  await other.signUp('other-book@example.com', PASSWORD);
  t.equal(body(await other.request('PUT', `/api/site-users/account/addresses/${studio.id}`, STUDIO)).code, 'ADDRESS_NOT_FOUND', 'another account cannot change it');
  t.equal(body(await other.request('POST', `/api/site-users/account/addresses/${studio.id}/default`)).code, 'ADDRESS_NOT_FOUND');
  t.equal(body(await b.request('PUT', `/api/site-users/account/addresses/${studio.id}`, STUDIO, { xsrf: null })).code, 'XSRF_FAIL', 'a change needs the xsrfToken');
  const fr = body(await b.request('GET', '/api/site-users/texts?language=fr-FR'));
  t.equal(fr.fieldErrors.postalCodeRegion, 'Ce code ZIP n’est pas dans l’État choisi.', 'the island’s field texts in French');
  t.equal(fr.errors.ADDRESS_INVALID, 'Veuillez corriger les champs signalés de l’adresse.');
}

async function plainJourney(t: Test, app: FastifyInstance): Promise<void> {
  const b = await new Browser(app).start();
  await b.signUp('plain-book@example.com', PASSWORD);
  let { crumb, html } = await pageCrumb(b, '/fr/account');
  t.match(html, '<h2 id="vitrine-addresses-title">Carnet d’adresses</h2>');
  t.match(html, 'Aucune adresse pour le moment.');
  t.match(html, /<form id="vitrine-address-form"[^>]*method="post" action="\/account\/addresses"/);
  t.match(html, '<optgroup label="Canada">', 'the regions grouped by country');
  t.match(html, '<option value="QC">Québec</option>', 'named in French');

  const refused = await b.form('/account/addresses', { ...HOME, zip: '90210', crumb, page: '/fr/account' });
  t.equal(refused.statusCode, 303);
  const at = String(refused.headers.location);
  t.match(at, /^\/fr\/account\?form=address&error=ADDRESS_INVALID&problems=zip%3ApostalCodeRegion/);
  t.notMatch(at, /Kiln|Lovelace/, 'nothing typed travels in the address bar');
  ({ html } = await pageCrumb(b, at));
  t.match(html, /aria-invalid="true" aria-describedby="vitrine-address-zip-error"/);
  t.match(html, '<p class="vitrine-account__error" id="vitrine-address-zip-error">Ce code ZIP n’est pas dans l’État choisi.</p>');
  t.match(html, 'role="alert">Veuillez corriger les champs signalés de l’adresse.</p>');

  const added = await b.form('/account/addresses', { ...HOME, state: 'NY', crumb, page: '/fr/account' });
  t.equal(added.headers.location, '/fr/account?done=added');
  await b.form('/account/addresses', { ...STUDIO, state: 'QC', isDefault: 'true', crumb, page: '/fr/account' });
  ({ html } = await pageCrumb(b, '/fr/account?done=added'));
  t.match(html, 'L’adresse est enregistrée.');
  t.match(html, /Ada Lovelace, 1 rue Sainte-Catherine, H2X 1K4 Montréal, Québec, Canada<\/span> <strong class="vitrine-account__address-default">Adresse par défaut<\/strong>/, 'the new default first, its province named in French');
  t.match(html, /Ada Lovelace, 14 Kiln Lane, 12534 Hudson, État de New York, États-Unis/);
  const ids = [...html.matchAll(/href="\/fr\/account\?edit=([0-9a-f]{24})#vitrine-address-form"/g)].map((m) => m[1]!);
  t.equal(ids.length, 2);
  const [studioId, homeId] = ids as [string, string];

  ({ html } = await pageCrumb(b, `/fr/account?edit=${homeId}`));
  t.match(html, `action="/account/addresses/${homeId}"`, 'the form changes the address being edited');
  t.match(html, 'value="14 Kiln Lane"');
  t.match(html, '<option value="NY" selected>');
  t.match(html, 'Modifier cette adresse');
  const badEdit = await b.form(`/account/addresses/${homeId}`, { ...HOME, state: 'QC', crumb, page: '/fr/account' });
  t.match(String(badEdit.headers.location), `edit=${homeId}`, 'a refused edit comes back to the same address');
  t.equal((await b.form(`/account/addresses/${homeId}`, { ...HOME, line1: '15 Kiln Lane', crumb, page: '/fr/account' })).headers.location, '/fr/account?done=saved');
  t.equal((await b.form(`/account/addresses/${homeId}/default`, { crumb, page: '/fr/account' })).headers.location, '/fr/account?done=default');
  t.same((await list(b)).map((a) => [a.line1, a.isDefault]), [['15 Kiln Lane', true], ['1 rue Sainte-Catherine', false]]);
  t.equal((await b.form(`/account/addresses/${studioId}/remove`, { crumb, page: '/account' })).headers.location, '/account?done=removed');
  ({ html } = await pageCrumb(b, '/account?done=removed'));
  t.match(html, 'The address is removed.');
  t.match(html, 'Ada Lovelace, 15 Kiln Lane, 12534 Hudson, New York, United States');
  t.notMatch(html, 'Sainte-Catherine');

  const forged = await b.form('/account/addresses', { ...HOME, crumb: 'forged', page: '/account' });
  t.match(String(forged.headers.location), 'error=CRUMB_FAIL', 'the crumb is required');
  t.equal((await b.form('/account/addresses', { ...HOME, city: 'x'.repeat(201), crumb, page: '/account' })).statusCode, 400, 'a value no form sends is refused');
  const stranger = await new Browser(app).start();
  const strangerCrumb = (await pageCrumb(stranger, '/account')).crumb;
  t.equal((await stranger.form(`/account/addresses/${homeId}/remove`, { crumb: strangerCrumb, page: '/account' })).headers.location, '/account', 'a visitor is sent to sign in');
  t.equal((await list(b)).length, 1, 'and removed nothing');
}

for (const kind of DB_KINDS) {
  t.test(kind, async (t) => {
    const database = await freshDatabase(t, kind);
    if (!database) return;
    const { app } = await siteApp(t, { database });
    await t.test('the API: region and postal code by the rules, a default, edit and remove', (t) => apiJourney(t, app));
    await t.test('without JavaScript: the account page lists, adds, edits, makes default and removes, in French', (t) => plainJourney(t, app));
  });
}
