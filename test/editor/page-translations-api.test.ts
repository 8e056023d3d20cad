// A page's texts per language (editor/translations.ts,
// server/editor/pages/page-translations.ts): the demo's Home reads its
// French texts from Accueil; a translation saved with the page is what /fr
// serves; a text not translated shows the default language's; an editor
// page exists under /fr once saved, with its status and its navigation
// label in French, and goes with the page; bad translations are refused.
import t from 'tap';
import { body, editorApp, owner, visitor } from './helpers.js';
import { translatedLayout, untranslatedTexts, translationFromLayout } from '../../editor/translations.js';
import type { PageLayout } from '../../editor/layout.js';

t.setTimeout(120_000);

t.test('the rule: values laid over, untranslated texts, a translation read from a page', async (t) => {
  const layout: PageLayout = {
    blocks: [
      { id: 'a', kind: 'heading', span: 12, props: { text: 'Hello', level: 2 } },
      { id: 'b', kind: 'text', span: 6, props: { text: 'Body' } },
      { id: 'c', kind: 'text', span: 6, props: { text: '' } },
    ],
  };
  const fr = { title: 'Bonjour', blocks: { a: { text: 'Salut', level: 'x', span: 'x' } as Record<string, string> } };
  const out = translatedLayout(layout, fr);
  t.same(out.blocks[0], { id: 'a', kind: 'heading', span: 12, props: { text: 'Salut', level: 2 } }, 'only text props change; the level and span stay');
  t.equal(out.blocks[1]!.props.text, 'Body', 'an untranslated text falls back to the default one');
  const texts = (): string[] => ['text'];
  t.same(untranslatedTexts('Page', layout, fr, texts), [{ blockId: 'b', prop: 'text' }], 'b is untranslated; the empty text of c needs nothing');
  t.same(untranslatedTexts('Page', layout, { blocks: {} }, texts).map((m) => m.blockId), [null, 'a', 'b'], 'the title first');
  const theirs: PageLayout = { blocks: [{ id: 'x', kind: 'heading', span: 12, props: { text: 'Salut', level: 2 } }, { id: 'y', kind: 'text', span: 6, props: { text: 'Body' } }, { id: 'z', kind: 'text', span: 6, props: { text: '' } }] };
  t.same(translationFromLayout('Bonjour', layout, theirs), { title: 'Bonjour', blocks: { a: { text: 'Salut' } } }, 'the texts that differ, by place');
  t.same(translationFromLayout(undefined, layout, { blocks: theirs.blocks.slice(1) }), { blocks: {} }, 'other blocks: nothing taken');
});

t.test('Home in French: read from Accueil, translated, served at /fr', async (t) => {
  const app = await editorApp(t);
  const admin = await owner(app);
  const list = body(await admin.request('GET', '/api/editor/pages'));
  const home = list.pages.find((p: { urlId: string }) => p.urlId === 'home');
  const opened = body(await admin.request('GET', `/api/editor/pages/${home.id}`));
  t.same(opened.languages, [{ tag: 'en-US', displayName: 'English', default: true }, { tag: 'fr-FR', displayName: 'Français', default: false }]);
  t.same(opened.translations['fr-FR'], {
    title: 'Accueil',
    blocks: { 'home-intro': { rich: [{ tag: 'h2', text: 'De notre atelier' }, { tag: 'p', text: 'Grès, lin et bois de notre atelier de la vallée de l’Hudson.' }] } },
  }, 'the French texts of Accueil, block by block');

  // Saved unchanged: /fr keeps its texts.
  const same = await admin.request('PUT', `/api/editor/pages/${home.id}`, { title: 'Home', layout: opened.layout, revision: opened.revision });
  t.equal(same.statusCode, 200, same.body);
  const fr1 = (await (await visitor(app)).request('GET', '/fr')).body;
  t.match(fr1, '<h2>De notre atelier</h2><p>Grès, lin et bois de notre atelier de la vallée de l’Hudson.</p>', '/fr as before');

  const translations = { 'fr-FR': { title: 'Accueil', blocks: { 'home-intro': { rich: [{ tag: 'h2', text: 'Tout juste sorti du four' }, { tag: 'p', text: 'Grès & lin' }] } } } };
  const saved = await admin.request('PUT', `/api/editor/pages/${home.id}`, { title: 'Home', layout: opened.layout, revision: body(same).revision, translations });
  t.equal(saved.statusCode, 200, saved.body);
  t.same(body(saved).translations, translations, 'the answer holds the translations');
  const fr = await (await visitor(app)).request('GET', '/fr');
  t.equal(fr.statusCode, 200);
  t.match(fr.body, '<h2>Tout juste sorti du four</h2><p>Grès &amp; lin</p>', 'the French heading at /fr, escaped');
  t.match((await (await visitor(app)).request('GET', '/')).body, '<h2>From our studio</h2>', 'the English home page keeps its text');
  t.same(body(await admin.request('GET', `/api/editor/pages/${home.id}`)).translations, translations, 'read back as saved');
  t.notOk(body(await admin.request('GET', '/api/editor/pages')).pages.some((p: { urlId: string }) => p.urlId === 'accueil'), 'Accueil is edited through Home now, so not listed');
});

t.test('an editor page in French: fallback per text, status, deletion', async (t) => {
  const app = await editorApp(t);
  const admin = await owner(app);
  const created = body(await admin.request('POST', '/api/editor/pages', { title: 'Visit us' }));
  const layout: PageLayout = {
    blocks: [
      { id: 'v-head', kind: 'heading', span: 12, props: { text: 'Find the studio', level: 2 } },
      { id: 'v-text', kind: 'text', span: 12, props: { text: 'Open Tuesday to Sunday.' } },
      { id: 'v-button', kind: 'button', span: 12, props: { label: 'Directions', link: '/contact' } },
      // A content block (editor/blocks/), rendered through the page's block field: its texts translate the same way.
      { id: 'v-quote', kind: 'quote', span: 12, props: { text: 'Made slowly.', source: 'Ada' } },
    ],
  } as PageLayout;
  const fr = { 'fr-FR': { title: 'Nous rendre visite', blocks: { 'v-head': { text: 'Trouver l’atelier' }, 'v-button': { label: 'Itinéraire', link: '/fr/contact' }, 'v-quote': { text: 'Fait lentement.' } } } };
  const saved = await admin.request('PUT', `/api/editor/pages/${created.page.id}`, { title: 'Visit us', layout, revision: created.revision ?? body(await admin.request('GET', `/api/editor/pages/${created.page.id}`)).revision, translations: fr });
  t.equal(saved.statusCode, 200, saved.body);
  const page = await (await visitor(app)).request('GET', '/fr/visit-us');
  t.equal(page.statusCode, 200, 'the page exists in French');
  t.match(page.body, '<h2>Trouver l’atelier</h2>', 'its translated heading');
  t.match(page.body, '<p>Open Tuesday to Sunday.</p>', 'the untranslated text shows the English one');
  t.match(page.body, /href="\/fr\/contact"[^>]*>Itinéraire|Itinéraire/, 'the translated button');
  t.match(page.body, '<title>Nous rendre visite', 'the translated title');
  t.match(page.body, 'Fait lentement.', 'the quote block in French');
  t.match(page.body, 'Ada', 'its source untranslated, as in English');
  t.notMatch(page.body, 'Made slowly.');
  t.match((await (await visitor(app)).request('GET', '/visit-us')).body, 'Made slowly.', 'the English quote');
  t.match((await (await visitor(app)).request('GET', '/visit-us')).body, '<h2>Find the studio</h2>');

  // Navigation labels per language: the French navigation (its own, `mainNav:fr-FR`) links the page by its
  // url id, which on the French site is the French page: it is named by its French title.
  const navs = body(await admin.request('GET', '/api/commondata/GetSiteLayout')).layout;
  const linksOf = (id: string) => navs.find((l: { identifier: string }) => l.identifier === id).links.filter((l: { items?: unknown }) => !l.items).map((l: { collectionId: string }) => ({ collectionId: l.collectionId }));
  for (const fieldName of ['mainNav', 'mainNav:fr-FR']) {
    const r = await admin.request('POST', '/api/widget/UpdateNavigation', { fieldName, templateId: 'vitrine', navigation: { items: [...linksOf(fieldName), { collectionId: created.page.id }] } });
    t.equal(r.statusCode, 200, r.body);
  }
  t.match((await (await visitor(app)).request('GET', '/fr')).body, /href="\/fr\/visit-us"[^>]*>\s*Nous rendre visite/, 'the French navigation names it in French');
  t.match((await (await visitor(app)).request('GET', '/')).body, /href="\/visit-us"[^>]*>\s*Visit us/, 'the English one in English');

  // A draft is a draft in every language.
  t.equal((await admin.request('PUT', `/api/editor/pages/${created.page.id}/status`, { status: 'draft' })).statusCode, 200);
  t.equal((await (await visitor(app)).request('GET', '/fr/visit-us')).statusCode, 404, 'the French draft is not shown');
  t.equal((await admin.request('PUT', `/api/editor/pages/${created.page.id}/status`, { status: 'published' })).statusCode, 200);
  t.equal((await (await visitor(app)).request('GET', '/fr/visit-us')).statusCode, 200);

  // Bad translations.
  const revision = body(await admin.request('GET', `/api/editor/pages/${created.page.id}`)).revision;
  const refuse = async (translations: unknown, status: number, code: string) => {
    const r = await admin.request('PUT', `/api/editor/pages/${created.page.id}`, { title: 'Visit us', layout, revision, translations });
    t.equal(r.statusCode, status, JSON.stringify(translations).slice(0, 80));
    t.equal(body(r).code, code);
  };
  await refuse({ 'de-DE': { blocks: {} } }, 400, 'NOT_AN_OPTION');
  await refuse({ 'fr-FR': { blocks: { 'v-button': { link: 'javascript:alert(1)' } } } }, 400, 'LINK_UNSAFE');
  await refuse({ 'fr-FR': { blocks: { 'v-head': { text: 'x'.repeat(5001) } } } }, 400, 'INVALID_REQUEST');
  await refuse({ 'fr-FR': { title: '', blocks: {} } }, 400, 'INVALID_REQUEST');
  t.match((await (await visitor(app)).request('GET', '/fr/visit-us')).body, '<h2>Trouver l’atelier</h2>', 'nothing refused was written');

  // Deleted: gone in every language.
  t.equal((await admin.request('DELETE', `/api/editor/pages/${created.page.id}`)).statusCode, 200);
  t.equal((await (await visitor(app)).request('GET', '/fr/visit-us')).statusCode, 404, 'the French page went with it');
});

t.test('accordion items per language: titles and texts by place, each falling back alone, with the untranslated marker', async (t) => {
  const layout: PageLayout = {
    blocks: [{ id: 'faq', kind: 'accordion', span: 12, props: {}, accordion: [{ title: 'Shipping', body: 'Two days.' }, { title: 'Returns', body: 'Within 30 days.' }, { title: 'Care', body: '' }] }],
  } as PageLayout;
  const items = (): string[] => ['accordion'];
  const partial = { blocks: { faq: { accordion: [{ title: 'Livraison', body: 'Deux jours.' }, { title: 'Retours', body: '' }] } } };
  t.same(translatedLayout(layout, partial).blocks[0]!.accordion, [{ title: 'Livraison', body: 'Deux jours.' }, { title: 'Retours', body: 'Within 30 days.' }, { title: 'Care', body: '' }], 'each text from its own place, else the default one');
  t.same(untranslatedTexts('P', layout, { title: 'P', ...partial }, items), [{ blockId: 'faq', prop: 'accordion' }], 'a text left: marked');
  const whole = { title: 'P', blocks: { faq: { accordion: [{ title: 'Livraison', body: 'Deux jours.' }, { title: 'Retours', body: 'Sous 30 jours.' }, { title: 'Entretien', body: '' }] } } };
  t.same(untranslatedTexts('P', layout, whole, items), [], 'every text given (a blank default text needs none): not marked');
  t.same(translatedLayout(layout, { blocks: { faq: { accordion: [{ title: 'Livraison', body: 'Deux jours.' }, { title: 'Retours', body: 'x' }, { title: 'Soin', body: '' }, { title: 'Extra', body: 'ignored' }] } } }).blocks[0]!.accordion!.length, 3, 'the items are the default language’s');
  t.same(translatedLayout(layout, { blocks: { faq: { accordion: 'not items' } as unknown as Record<string, string> } }).blocks[0]!.accordion, layout.blocks[0]!.accordion, 'a value of the wrong shape is ignored');

  const app = await editorApp(t);
  const admin = await owner(app);
  const created = body(await admin.request('POST', '/api/editor/pages', { title: 'Questions' }));
  const revision = created.revision ?? body(await admin.request('GET', `/api/editor/pages/${created.page.id}`)).revision;
  const saved = await admin.request('PUT', `/api/editor/pages/${created.page.id}`, { title: 'Questions', layout, revision, translations: { 'fr-FR': { title: 'Questions fréquentes', ...partial } } });
  t.equal(saved.statusCode, 200, saved.body);
  t.same(body(saved).translations['fr-FR'].blocks.faq.accordion, partial.blocks.faq.accordion, 'kept as sent');
  const fr = await (await visitor(app)).request('GET', `/fr/${created.page.urlId}`);
  t.equal(fr.statusCode, 200);
  t.match(fr.body, '<summary class="content-accordion__title">Livraison</summary><div class="content-accordion__body"><p>Deux jours.</p></div>', 'the French item at /fr');
  t.match(fr.body, '<summary class="content-accordion__title">Retours</summary><div class="content-accordion__body"><p>Within 30 days.</p></div>', 'its untranslated text in English');
  t.match(fr.body, '<summary class="content-accordion__title">Care</summary>', 'an untranslated item in English');
  const en = (await (await visitor(app)).request('GET', `/${created.page.urlId}`)).body;
  t.match(en, '<summary class="content-accordion__title">Shipping</summary>', 'English stays English');
  t.notMatch(en, '>Livraison<');

  // Too long in French: the accordion's own rule, for the translated items too.
  const r = await admin.request('PUT', `/api/editor/pages/${created.page.id}`, { title: 'Questions', layout, revision: body(saved).revision, translations: { 'fr-FR': { blocks: { faq: { accordion: [{ title: 'x'.repeat(201), body: '' }] } } } } });
  t.equal(r.statusCode, 400);
  t.equal(body(r).code, 'ACCORDION_BLOCK_INVALID', r.body);
});
