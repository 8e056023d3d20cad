// Per-language header and footer texts (GET/PUT /api/site-header-footer
// ?language=TAG) on the demo store, which has a French site at /fr: the
// French texts are the French language's own, the French pages show them,
// a text left empty falls back to the default language's, the English
// site keeps its own, and a language the site lacks is refused.
import t from 'tap';
import { body, editorApp, owner, shopper, visitor } from './helpers.js';

t.setTimeout(120_000);
const app = await editorApp(t);
const admin = await owner(app);
const FR = '/api/site-header-footer?language=fr-FR';
const page = async (path: string) => (await (await visitor(app)).request('GET', path)).body;
const bar = (html: string) => /<div class="announcement-bar[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? null;
const footerText = (html: string) => /<p class="site-footer__text">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? null;

t.test("reads the French language's own texts and the default ones it falls back to", async (t) => {
  t.same(body(await admin.request('GET', FR)), {
    language: 'fr-FR',
    header: { siteTitle: 'Hearth & Clay', announcement: 'Livraison offerte aux États-Unis dès 120 $ d’achat.' },
    footer: { text: '' },
    fallback: { header: { siteTitle: 'Hearth & Clay', announcement: 'Free shipping in the US on orders over $120.' }, footer: { text: '' } },
  });
  t.same(body(await admin.request('GET', '/api/site-header-footer?language=en-US')), body(await admin.request('GET', '/api/site-header-footer')), 'the default language is the site itself');
  t.equal(bar(await page('/fr/')), '<p>Livraison offerte aux États-Unis dès 120 $ d’achat.</p>', 'the French site shows its own announcement');
  t.equal(bar(await page('/')), '<p>Free shipping in the US on orders over $120.</p>');
});

t.test('a French save shows on the French site only; empty texts fall back to the default', async (t) => {
  const en = { header: { siteTitle: 'Hearth & Clay', announcement: 'Kiln sale on Saturday' }, footer: { text: 'Made in Hudson.' } };
  t.equal((await admin.request('PUT', '/api/site-header-footer', en)).statusCode, 200);
  const fr = { header: { siteTitle: 'Foyer & Argile', announcement: 'Vente du four <samedi>' }, footer: { text: 'Fait à Hudson & cuit deux fois.' } };
  const saved = await admin.request('PUT', FR, fr);
  t.equal(saved.statusCode, 200, saved.body);
  t.match(body(saved), { language: 'fr-FR', ...fr, fallback: en, revision: Number });

  const frHome = await page('/fr/');
  t.match(frHome, '<a class="site-title" href="/fr/" data-content-field="site-title">Foyer &amp; Argile</a>');
  t.equal(bar(frHome), '<p>Vente du four &lt;samedi&gt;</p>', 'escaped, never markup');
  t.equal(footerText(frHome), 'Fait à Hudson &amp; cuit deux fois.');
  const enHome = await page('/');
  t.match(enHome, 'data-content-field="site-title">Hearth &amp; Clay</a>', 'the English site keeps its title');
  t.equal(bar(enHome), '<p>Kiln sale on Saturday</p>');
  t.equal(footerText(enHome), 'Made in Hudson.');

  const again = await admin.request('PUT', FR, fr);
  t.equal(body(again).revision, body(saved).revision, 'the same texts again make no revision');

  const cleared = await admin.request('PUT', FR, { header: { siteTitle: '', announcement: '' }, footer: { text: '' } });
  t.equal(cleared.statusCode, 200, cleared.body);
  t.same(body(cleared).header, { siteTitle: '', announcement: '' });
  const fallback = await page('/fr/');
  t.match(fallback, 'data-content-field="site-title">Hearth &amp; Clay</a>', "the default language's title");
  t.equal(bar(fallback), '<p>Kiln sale on Saturday</p>', "the default language's announcement");
  t.equal(footerText(fallback), 'Made in Hudson.', "the default language's footer text");
  const entry = ((await app.vitrine.editor!.content.read()).doc.website as { languages: Record<string, unknown>[] }).languages[1]!;
  t.notOk('siteTitle' in entry || 'announcementBarSettings' in entry || 'footerSettings' in entry, 'nothing of its own is left on the French entry');
});

t.test('bad input', async (t) => {
  const unknown = await admin.request('GET', '/api/site-header-footer?language=de-DE');
  t.equal(unknown.statusCode, 400);
  t.equal(body(unknown).message, 'de-DE is not one of the expected options');
  t.equal((await admin.request('PUT', '/api/site-header-footer?language=de-DE', { header: { siteTitle: 'x', announcement: '' }, footer: { text: '' } })).statusCode, 400);
  const emptyTitle = await admin.request('PUT', '/api/site-header-footer?language=en-US', { header: { siteTitle: ' ', announcement: '' }, footer: { text: '' } });
  t.equal(body(emptyTitle).code, 'INVALID_REQUEST', 'the default language needs a title');
  t.equal(body(await (await shopper(app)).request('PUT', FR, { header: { siteTitle: 'x', announcement: '' }, footer: { text: '' } })).code, 'FORBIDDEN');
  t.equal((await (await visitor(app)).request('GET', FR)).statusCode, 401);
});
