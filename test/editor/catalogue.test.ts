// The editor's French catalogue (editor/catalogue.ts, catalogue-fr.ts):
// every English screen text has a French one with the same placeholders,
// every message (the SPEC's editor catalogue and editor messages, the API's
// error texts, the rules' messages) has its French text; the owner's
// language is chosen from the switch, the account, then the browser; and
// the API answers a French owner's failures in French, /config its page.
import t from 'tap';
import { readFileSync } from 'node:fs';
import { chooseEditorLanguage, findMessage, languageOfAcceptHeader, translateMessage } from '../../editor/catalogue.js';
import { FR_DESIGN_TEXTS, FR_EDITOR_TEXTS, FR_IMAGE_FIELDS, FR_MESSAGES } from '../../editor/catalogue-fr.js';
import { DESIGN_TEXTS, IMAGE_FIELDS } from '../../editor/design-texts.js';
import { EDITOR_TEXTS } from '../../editor/texts.js';
import { COLOUR_MESSAGES } from '../../editor/colour.js';
import { ANIMATION_MESSAGES } from '../../editor/design-animations.js';
import { FONT_MESSAGES } from '../../editor/design-fonts.js';
import { FORM_MESSAGES } from '../../editor/form-builder.js';
import { RICH_TEXT_MESSAGES } from '../../editor/rich-text.js';
import { CONTRAST_MESSAGES } from '../../editor/contrast.js';
import { LINK_MESSAGES } from '../../editor/link-rule.js';
import { GALLERY_IMAGE_MESSAGES } from '../../editor/gallery-images.js';
import { IMAGE_MESSAGES } from '../../editor/image.js';
import { notAnOption, outOfRange } from '../../editor/gallery-options.js';
import { EDITOR_ERRORS } from '../../server/editor/index.js';
import { body, editorApp, owner } from './helpers.js';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every leaf of an English catalogue beside the French one: [path, english, french]. */
function leaves(en: unknown, fr: unknown, path = ''): [string, unknown, unknown][] {
  if (en !== null && typeof en === 'object') {
    const keys = new Set([...Object.keys(en), ...Object.keys((fr ?? {}) as object)]);
    return [...keys].flatMap((k) => leaves((en as Record<string, unknown>)[k], (fr as Record<string, unknown> | undefined)?.[k], `${path}.${k}`));
  }
  return [[path, en, fr]];
}

t.test('every English screen text has a French text with the same placeholders', async (t) => {
  const all = [...leaves(EDITOR_TEXTS, FR_EDITOR_TEXTS, 'EDITOR_TEXTS'), ...leaves(DESIGN_TEXTS, FR_DESIGN_TEXTS, 'DESIGN_TEXTS'), ...leaves(IMAGE_FIELDS, FR_IMAGE_FIELDS, 'IMAGE_FIELDS')];
  t.ok(all.length > 250, `${all.length} texts`);
  const missing = all.filter(([, en, fr]) => typeof en !== typeof fr || (typeof fr === 'string' && fr === '' && en !== ''));
  t.same(missing.map(([p]) => p), [], 'no text is missing, and the French catalogue has no key English lacks');
  for (const [p, en, fr] of all) {
    if (typeof en === 'string') t.same(placeholders(fr as string), placeholders(en), `${p}: placeholders`);
    if (typeof en === 'function') t.match((fr as (s: string) => string)('Zed'), 'Zed', `${p}: the function uses its value`);
  }
  const same = all.filter(([, en, fr]) => typeof en === 'string' && en === fr && /[a-z]{4}/.test(en)).map(([p]) => p);
  t.ok(same.length < 20, `few texts read the same in both languages (${same.join(', ')})`);
});

t.test('every message has its French text', async (t) => {
  const spec = readFileSync('/work/shared/spec/SPEC.md', 'utf8');
  const quoted = (line: RegExp) => [...(spec.split('\n').find((l) => line.test(l)) ?? '').matchAll(/'((?:[^']|'(?=[a-z]))+)'/g)].map((m) => m[1]!);
  const catalogue = quoted(/^\*\*Editor catalogue messages\*\*/);
  const editorMessages = quoted(/^\*\*Editor messages\*\*/).filter((m) => !m.includes('Vimeo'));
  t.equal(catalogue.length, 12, 'the SPEC section 5 editor catalogue');
  t.ok(editorMessages.length >= 20, 'the SPEC section 8 editor messages');
  const english = [
    ...catalogue,
    ...editorMessages,
    ...Object.values(EDITOR_ERRORS).map((e) => e.text),
    ...[COLOUR_MESSAGES, ANIMATION_MESSAGES, FONT_MESSAGES, FORM_MESSAGES, GALLERY_IMAGE_MESSAGES, RICH_TEXT_MESSAGES, CONTRAST_MESSAGES, LINK_MESSAGES].flatMap((o) => Object.values(o).map((m: unknown) => (typeof m === 'function' ? (m as (v: string) => string)('name@example.com') : (m as string)))),
    ...Object.values(IMAGE_MESSAGES).map((m) => (typeof m === 'function' ? m('width') : m)),
    notAnOption('zigzag'),
    outOfRange('padding', { kind: 'number', min: 0, max: 50, default: 20 } as never),
  ];
  for (const m of english) {
    const fr = findMessage(m, 'fr');
    t.ok(fr !== null && fr !== m, `${m} → ${fr}`);
    if (fr !== null) t.same(placeholders(fr), placeholders(m), `${m}: placeholders`);
  }
  t.equal(translateMessage('zigzag is not one of the expected options', 'fr'), 'zigzag ne fait pas partie des options attendues', 'a value is carried into the French text');
  t.equal(translateMessage('The file a.svg does not appear to be a supported image file.', 'fr'), 'Le fichier a.svg ne semble pas être un fichier image pris en charge.');
  t.equal(translateMessage('Not in the catalogue', 'fr'), 'Not in the catalogue', 'a message the catalogue lacks stays as it was');
  t.equal(translateMessage('Hue out of bounds.', 'en'), 'Hue out of bounds.');
  t.ok(Object.keys(FR_MESSAGES).length > 80);
});

t.test("the owner's language: the switch, then the account's, then the browser's, else English", async (t) => {
  t.equal(languageOfAcceptHeader('fr-CA,fr;q=0.9,en;q=0.8'), 'fr');
  t.equal(languageOfAcceptHeader('de-DE, en;q=0.5, fr;q=0.7'), 'fr', 'by quality');
  t.equal(languageOfAcceptHeader('de-DE'), null);
  t.equal(languageOfAcceptHeader('fr;q=0, en'), 'en', 'q=0 means not wanted');
  t.equal(languageOfAcceptHeader(''), null);
  t.equal(languageOfAcceptHeader('x'.repeat(5000)), null, 'nonsense is ignored');
  t.equal(chooseEditorLanguage({ cookie: 'en', account: 'fr-FR', acceptLanguage: 'fr' }), 'en', 'the switch wins');
  t.equal(chooseEditorLanguage({ cookie: 'de', account: 'fr-FR', acceptLanguage: 'en' }), 'fr', 'an unknown switch value is ignored; the account next');
  t.equal(chooseEditorLanguage({ account: null, acceptLanguage: 'fr-FR' }), 'fr');
  t.equal(chooseEditorLanguage({}), 'en');
});

t.test('the API answers a French owner in French; /config is French for them', async (t) => {
  t.setTimeout(120_000);
  const app = await editorApp(t);
  const admin = await owner(app);
  const frenchly = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, lang = 'fr-FR,fr;q=0.9') =>
    app.inject({ method, url, cookies: admin.cookies, headers: { 'accept-language': lang, 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken! }, ...(payload ? { payload: payload as object } : {}) });

  const role = await frenchly('PUT', '/api/editor/permissions', { email: 'x@example.com', role: 'SUPERUSER' });
  t.same([role.statusCode, body(role).code, body(role).message], [400, 'NOT_AN_OPTION', 'SUPERUSER ne fait pas partie des options attendues']);
  const colour = body(await frenchly('PUT', '/api/editor/design/colours', { key: 'accent-color', value: 'hsl(400, 2, 0.5)' }));
  t.same(colour.messages, ['Teinte hors limites.', 'Saturation hors limites.'], 'every message of the rule');
  t.equal(colour.message, 'Teinte hors limites. Saturation hors limites.');
  const schema = await frenchly('PUT', '/api/editor/permissions', { email: { a: 1 }, role: 'ADMIN' });
  t.same([schema.statusCode, body(schema).code, body(schema).message], [400, 'INVALID_REQUEST', 'Requête non valide.'], "a schema check's English detail becomes the code's French text");
  const anon = await app.inject({ method: 'GET', url: '/api/editor/pages', headers: { 'accept-language': 'fr' } });
  t.same([anon.statusCode, body(anon).message], [401, 'Connectez-vous pour continuer.']);
  const english = await frenchly('PUT', '/api/editor/permissions', { email: 'x@example.com', role: 'SUPERUSER' }, 'en-GB');
  t.equal(body(english).message, 'SUPERUSER is not one of the expected options', 'English for an English browser');
  const switched = await app.inject({ method: 'GET', url: '/api/editor/stores/nope/products', cookies: { ...admin.cookies, 'vitrine-editor-language': 'fr' }, headers: { 'accept-language': 'en' } });
  t.equal(body(switched).message, 'Contenu introuvable', "the editor's switch wins over the browser");

  const page = await app.inject({ method: 'GET', url: '/config', cookies: admin.cookies, headers: { 'accept-language': 'fr-FR' } });
  t.match(page.body, '<html lang="fr">');
  t.match(page.body, '<title>Éditeur du site</title>');
  t.match((await app.inject({ method: 'GET', url: '/config', cookies: admin.cookies })).body, '<html lang="en">');
  await app.vitrine.commerce!.store.db.updateTable('site_users').set({ locale: 'fr-FR' }).where('email', '=', 'owner@hearthandclay.com').execute();
  t.match((await app.inject({ method: 'GET', url: '/config', cookies: admin.cookies, headers: { 'accept-language': 'en-US' } })).body, '<html lang="fr">', "the account's language over the browser's");
  const signIn = await app.inject({ method: 'GET', url: '/config', headers: { 'accept-language': 'fr' } });
  t.equal(signIn.statusCode, 401);
  t.match(signIn.body, 'Mot de passe', 'the sign-in page is French too');
});
