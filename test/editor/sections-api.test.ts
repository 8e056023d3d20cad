// The sections API (cover page, lock screen, popup overlay, SSO screen) on
// the demo store: owners only (401 signed out, 403 for a shopper, the crumb
// on changes), every endpoint, bad input with the SPEC's '{val} is not one
// of the expected options', and what the shopper's pages show at once: the
// popup island at its position, the lock screen's content around the
// password form (which still unlocks), the cover page and the SSO screen at
// their paths, and the popup's newsletter taking sign-ups only while enabled
// (it names a mailing list that exists: 'A List must be selected').
import t from 'tap';
import sharp from 'sharp';
import { body, editorApp, manager, owner, shopper, visitor } from './helpers.js';
import { GRID_POSITIONS, SECTION_HEADING_MAX_CHARS, POPUP_FORM_ID } from '../../editor/sections.js';

t.setTimeout(180_000);
const app = await editorApp(t);
const admin = await owner(app);
const URL = '/api/editor/sections';
const list = body(await admin.request('POST', '/api/editor/mailing-lists', { name: 'Kiln club' })).list as { id: string };

const popup = {
  enabled: true,
  position: 'bottom-right',
  slices: [
    { type: 'heading', text: 'Ten percent off <your> first order' },
    { type: 'body', text: 'Join the list.\n\nOne letter a month.' },
    { type: 'newsletter', label: 'Your email', buttonLabel: 'Join', successText: 'Welcome aboard.', list: list.id },
  ],
};
/** The popup with its newsletter's list replaced (undefined: none). */
const popupWithList = (id: string | undefined) => ({ ...popup, slices: popup.slices.map((s) => (s.type === 'newsletter' ? { type: 'newsletter', label: 'Your email', buttonLabel: 'Join', successText: 'Welcome aboard.', ...(id === undefined ? {} : { list: id }) } : s)) });

/** The popup island's props on a page, or null. */
function popupProps(html: string): Record<string, unknown> | null {
  const m = /data-widget="popup-overlay" data-props="([^"]*)"/.exec(html);
  return m ? (JSON.parse(m[1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/&amp;/g, '&')) as Record<string, unknown>) : null;
}

t.test('owners only; the crumb on every change', async (t) => {
  const anon = await visitor(app);
  t.equal((await anon.request('GET', URL)).statusCode, 401);
  t.equal(body(await anon.request('GET', `${URL}/popup-overlay`)).code, 'NOT_SIGNED_IN');
  const buyer = await shopper(app);
  for (const [method, url, payload] of [
    ['GET', URL],
    ['GET', `${URL}/lock-screen`],
    ['PUT', `${URL}/popup-overlay`, popup],
    ['POST', `${URL}/popup-overlay/version`, {}],
  ] as const) {
    const res = await buyer.request(method, url, payload);
    t.equal(res.statusCode, 403, `${method} ${url}`);
    t.equal(body(res).code, 'FORBIDDEN');
  }
  t.equal((await (await manager(app)).request('PUT', `${URL}/cover-page`, { enabled: false, position: 'top-left', slices: [] })).statusCode, 200, 'a website manager edits sections');
  const noCrumb = await admin.request('PUT', `${URL}/popup-overlay`, popup, { crumb: null });
  t.equal(noCrumb.statusCode, 403);
  t.equal(body(noCrumb).code, 'CRUMB_FAIL');
});

t.test('reads every section and the nine positions', async (t) => {
  const all = body(await admin.request('GET', URL));
  t.same(all.positions, ['top-left', 'top-center', 'top-right', 'center-left', 'center-center', 'center-right', 'bottom-left', 'bottom-center', 'bottom-right']);
  t.same(all.positions, GRID_POSITIONS);
  t.same(
    all.sections.map((s: { type: string; code: number }) => [s.type, s.code]),
    [['cover-page', 1], ['lock-screen', 2], ['popup-overlay', 3], ['sso-screen', 4]],
    'SPEC section 3 codes',
  );
  const lock = body(await admin.request('GET', `${URL}/lock-screen`)).section;
  t.match(lock, { type: 'lock-screen', enabled: false, position: 'center-center', slices: [{ type: 'password' }] }, 'the lock screen always has its password form');
  t.match(body(await admin.request('GET', `${URL}/popup-overlay`)).section, { version: 1, allowedSlices: ['heading', 'body', 'newsletter', 'popup-overlay-action', 'image'] });
});

t.test('bad input: 400 with the SPEC text, nothing stored', async (t) => {
  const before = await app.vitrine.editor!.content.revision();
  const cases: [string, unknown, string | RegExp][] = [
    ['popup-overlay', { ...popup, position: 'middle' }, 'middle is not one of the expected options'],
    ['popup-overlay', { ...popup, slices: [{ type: 'password' }] }, 'password is not one of the expected options'],
    ['cover-page', { enabled: true, position: 'top-left', slices: [{ type: 'heading', text: 'x'.repeat(SECTION_HEADING_MAX_CHARS + 1) }] }, `A heading can be at most ${SECTION_HEADING_MAX_CHARS} characters long.`],
    ['cover-page', { enabled: true, position: 'top-left', slices: [{ type: 'buttons', label: 'Go', url: 'javascript:alert(1)' }] }, 'A button link must start with / or https://.'],
    ['cover-page', { enabled: true, position: 'top-left', slices: [{ type: 'heading', text: 'a' }, { type: 'heading', text: 'b' }] }, 'A section can hold the heading slice only once.'],
    ['sso-screen', { enabled: true, position: 'top-left', slices: [{ type: 'sso-options', options: ['google'] }] }, 'google is not one of the expected options'],
    ['cover-page', { enabled: true, position: 'top-left', slices: [{ type: 'image', imageId: 'nope', alt: '' }] }, 'Choose an uploaded image.'],
    ['popup-overlay', popupWithList(undefined), 'A List must be selected'],
    ['popup-overlay', popupWithList(''), 'A List must be selected'],
    ['popup-overlay', popupWithList('no-such-list'), 'A List must be selected'],
    ['popup-overlay', { ...popupWithList(undefined), enabled: false }, 'A List must be selected'],
  ];
  for (const [type, sent, message] of cases) {
    const res = await admin.request('PUT', `${URL}/${type}`, sent);
    t.equal(res.statusCode, 400, JSON.stringify(sent).slice(0, 80));
    t.equal(body(res).code, 'SECTION_INVALID');
    t.match(body(res).messages, [message]);
  }
  const unknown = await admin.request('PUT', `${URL}/splash`, popup);
  t.equal(unknown.statusCode, 400);
  t.equal(body(unknown).message, 'splash is not one of the expected options');
  t.equal((await admin.request('GET', `${URL}/splash`)).statusCode, 400);
  for (const shape of [{ position: 'top-left', slices: [] }, { enabled: 'yes please', position: 'top-left', slices: [] }, { enabled: true, position: 'top-left', slices: 'heading' }]) {
    const res = await admin.request('PUT', `${URL}/cover-page`, shape);
    t.equal(res.statusCode, 400, JSON.stringify(shape));
    t.equal(body(res).code, 'INVALID_REQUEST');
  }
  const missing = await admin.request('PUT', `${URL}/cover-page`, { enabled: true, position: 'top-left', slices: [{ type: 'image', imageId: 'a'.repeat(24), alt: '' }] });
  t.equal(missing.statusCode, 404, 'an image that is not an upload');
  const stale = await admin.request('PUT', `${URL}/cover-page`, { enabled: false, position: 'top-left', slices: [], revision: 1 });
  t.equal(stale.statusCode, 409, 'an edit of an older revision');
  t.equal(await app.vitrine.editor!.content.revision(), before, 'no revision made');
});

t.test('the popup overlay: shown on shopper pages at its position, its newsletter, show again', async (t) => {
  const off = await (await visitor(app)).request('GET', '/');
  t.equal(popupProps(off.body), null, 'no popup while not set up');
  const saved = await admin.request('PUT', `${URL}/popup-overlay`, popup);
  t.equal(saved.statusCode, 200, saved.body);
  t.match(body(saved).section, { enabled: true, position: 'bottom-right', version: 1 });
  const again = await admin.request('PUT', `${URL}/popup-overlay`, popup);
  t.equal(body(again).revision, body(saved).revision, 'the same section again makes no revision');

  const page = (await (await visitor(app)).request('GET', '/')).body;
  t.match(popupProps(page), {
    version: 1,
    row: 'bottom',
    column: 'right',
    heading: 'Ten percent off <your> first order',
    body: ['Join the list.', 'One letter a month.'],
    newsletter: { formId: POPUP_FORM_ID, label: 'Your email', buttonLabel: 'Join', successText: 'Welcome aboard.' },
  });
  t.notMatch(page, '<your>', 'the heading is escaped in the page');
  t.match(page, '<div class="vitrine-popup-overlay-island" data-page-type="104" data-widget="popup-overlay"', 'marked with the popup overlay page type');
  t.ok(popupProps((await (await visitor(app)).request('GET', '/shop')).body), 'on other pages too');
  t.equal(popupProps((await (await visitor(app)).request('GET', '/checkout')).body), null, 'not on checkout');

  // The newsletter is a form of the site while the popup is enabled (captcha action PROMO_POPUP).
  const schemaForm = app.vitrine.forms!.catalogue.form(POPUP_FORM_ID);
  t.match(schemaForm, { newsletter: true, captchaAction: 'PROMO_POPUP', fields: [{ id: 'email', type: 'email', required: true, title: 'Your email' }] });

  const bumped = await admin.request('POST', `${URL}/popup-overlay/version`, {});
  t.equal(bumped.statusCode, 200);
  t.equal(body(bumped).section.version, 2);
  t.equal(popupProps((await (await visitor(app)).request('GET', '/')).body)!.version, 2, 'the page carries the new version');

  await admin.request('PUT', `${URL}/popup-overlay`, { ...popup, enabled: false });
  t.equal(popupProps((await (await visitor(app)).request('GET', '/')).body), null, 'disabled: gone');
  t.equal(app.vitrine.forms!.catalogue.form(POPUP_FORM_ID), undefined, 'and its newsletter takes no sign-ups');
  t.equal(body(await admin.request('GET', `${URL}/popup-overlay`)).section.version, 2, 'the version stays');
});

t.test('the lock screen: the owner content at its position, the password form still unlocks', async (t) => {
  await app.vitrine.editor!.content.change({ accountId: null, summary: 'test: lock the site' }, (doc) => {
    Object.assign(doc.website as Record<string, unknown>, { passwordProtected: true, password: 'open-sesame' });
    return true;
  });
  const plain = await (await visitor(app)).request('GET', '/');
  t.equal(plain.statusCode, 403);
  t.match(plain.body, '<h1>This page is locked</h1>', 'without a section: the platform page');
  const res = await admin.request('PUT', `${URL}/lock-screen`, { enabled: true, position: 'top-center', slices: [{ type: 'heading', text: 'Opening soon' }, { type: 'body', text: 'Back in <May>.' }] });
  t.equal(res.statusCode, 200, res.body);
  t.same(body(res).section.slices, [{ type: 'heading', text: 'Opening soon' }, { type: 'body', text: 'Back in <May>.' }, { type: 'password' }]);
  const guest = await visitor(app);
  const locked = await guest.request('GET', '/');
  t.equal(locked.statusCode, 403);
  t.match(locked.body, /<div class="vitrine-section vitrine-section--lock-screen" data-row="top" data-column="center">/);
  t.match(locked.body, '<h1 class="vitrine-section__heading">Opening soon</h1>');
  t.match(locked.body, 'Back in &lt;May&gt;.');
  t.match(locked.body, 'data-page-type="103"');
  t.notMatch(locked.body, 'data-widget="popup-overlay"', 'no popup on the lock screen');
  const form = new URLSearchParams({ target: 'site', returnTo: '/', crumb: guest.cookies.crumb!, password: 'open-sesame' });
  const unlock = await app.inject({ method: 'POST', url: '/api/site/unlock', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' }, cookies: guest.cookies, payload: form.toString() });
  t.ok(unlock.statusCode === 303 || unlock.statusCode === 302, `unlocked (${unlock.statusCode})`);
  for (const c of unlock.cookies) guest.cookies[c.name] = c.value;
  t.equal((await guest.request('GET', '/')).statusCode, 200, 'the password form still unlocks the site');
  await app.vitrine.editor!.content.change({ accountId: null, summary: 'test: unlock the site' }, (doc) => {
    (doc.website as Record<string, unknown>).passwordProtected = false;
    return true;
  });
});

t.test('the cover page and the SSO screen at their paths while enabled, with an uploaded image', async (t) => {
  t.equal((await (await visitor(app)).request('GET', '/cover')).statusCode, 404, 'not set up: not found');
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#305060' } }).png().toBuffer();
  const up = await app.inject({ method: 'POST', url: '/api/editor/uploads', headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'kiln.png', 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken! }, cookies: admin.cookies, payload: png });
  t.equal(up.statusCode, 201, up.body);
  const image = body(up).image as { id: string; assetUrl: string };
  const cover = await admin.request('PUT', `${URL}/cover-page`, {
    enabled: true,
    position: 'bottom-left',
    slices: [{ type: 'image', imageId: image.id, alt: 'The kiln', assetUrl: 'javascript:x' }, { type: 'heading', text: 'Hearth & Clay' }, { type: 'buttons', label: 'Shop now', url: '/shop' }],
  });
  t.equal(cover.statusCode, 200, cover.body);
  t.same(body(cover).section.slices.map((s: { type: string }) => s.type), ['heading', 'buttons', 'image'], 'slices in the section order');
  t.equal(body(cover).section.slices[2].assetUrl, image.assetUrl, 'the image address is the upload, whatever was sent');
  const page = await (await visitor(app)).request('GET', '/cover');
  t.equal(page.statusCode, 200);
  t.match(page.body, /<section class="vitrine-section vitrine-section--cover-page" data-page-type="3" data-row="bottom" data-column="left">/);
  t.match(page.body, `<img class="vitrine-section__background" src="${image.assetUrl}" alt="The kiln">`);
  t.match(page.body, '<h1 class="vitrine-section__heading">Hearth &amp; Clay</h1>');
  t.match(page.body, '<a class="vitrine-section__action sqs-button-element--primary" href="/shop">Shop now</a>');

  const sso = await admin.request('PUT', `${URL}/sso-screen`, { enabled: true, position: 'center-right', slices: [{ type: 'heading', text: 'Members' }, { type: 'sso-options', options: ['sign-up', 'sign-in'] }] });
  t.equal(sso.statusCode, 200, sso.body);
  const ssoPage = await (await visitor(app)).request('GET', '/sso');
  t.equal(ssoPage.statusCode, 200);
  t.match(ssoPage.body, /data-page-type="400" data-row="center" data-column="right"/);
  t.match(ssoPage.body, /href="\/account">Sign in<\/a>.*href="\/account#sign-up">/s, 'sign in first, in the catalogue texts');
  const french = await (await visitor(app)).request('GET', '/fr/sso');
  t.equal(french.statusCode, 200, 'on the French site too');
  t.match(french.body, /href="\/fr\/account">Se connecter<\/a>/, 'in French, to the French account page');
  await admin.request('PUT', `${URL}/sso-screen`, { enabled: false, position: 'center-right', slices: [] });
  t.equal((await (await visitor(app)).request('GET', '/sso')).statusCode, 404, 'disabled: not found again');
});
