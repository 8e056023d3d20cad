// The page editor's preview in another language (site/preview/render-preview.ts
// with a draft's `language`): the page renders with that language's header,
// navigation and strings, as /fr serves them, not the French texts inside the
// English site; without a language it stays the default language's page.
import t from 'tap';
import { body, editorApp, owner, visitor } from './helpers.js';
import { renderPreview } from '../../site/preview/render-preview.js';
import type { PreviewKit } from '../../site/preview/kit.js';
import { translatedLayout, type PageTranslation } from '../../editor/translations.js';

t.setTimeout(120_000);
const app = await editorApp(t);
const admin = await owner(app);

/** The site's header (its navigation) and the page's language, without what changes per response. */
const headerOf = (html: string) => (/<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '').replace(/ nonce="[^"]*"/g, '').replace(/<script[\s\S]*?<\/script>/g, '');
const langOf = (html: string) => /<html[^>]*\blang="([^"]*)"/.exec(html)?.[1] ?? '';

t.test('Home previewed in French: the French header and navigation, as /fr', async (t) => {
  const home = body(await admin.request('GET', '/api/editor/pages')).pages.find((p: { urlId: string }) => p.urlId === 'home');
  const opened = body(await admin.request('GET', `/api/editor/pages/${home.id}`));
  const kit = body(await admin.request('GET', `/api/editor/pages/${home.id}/preview-kit`)) as unknown as PreviewKit;
  const fr: PageTranslation = { title: 'Accueil', blocks: { 'home-intro': { rich: [{ tag: 'h2', text: 'Tout juste sorti du four' }, { tag: 'p', text: 'Grès et lin' }] } } };
  const preview = renderPreview(kit, { title: 'Accueil', layout: translatedLayout(opened.layout, fr), language: 'fr-FR' });
  t.same(preview.errors, []);
  t.match(preview.html, '<h2>Tout juste sorti du four</h2>', 'the unsaved French text');
  const served = (await (await visitor(app)).request('GET', '/fr')).body;
  const english = (await (await visitor(app)).request('GET', '/')).body;
  t.not(headerOf(served), headerOf(english), 'the two languages have headers of their own');
  t.equal(headerOf(preview.html), headerOf(served), 'the header and navigation /fr serves');
  t.equal(langOf(preview.html), langOf(served), `the page's language is French (${langOf(served)})`);

  const inEnglish = renderPreview(kit, { title: 'Home', layout: opened.layout });
  t.equal(headerOf(inEnglish.html), headerOf(english), 'without a language: the English header');
});

t.test('a page not yet written in French previews under /fr too', async (t) => {
  const created = body(await admin.request('POST', '/api/editor/pages', { title: 'Visit us' }));
  const kit = body(await admin.request('GET', `/api/editor/pages/${created.page.id}/preview-kit`)) as unknown as PreviewKit;
  const layout = { blocks: [{ id: 'v', kind: 'heading', span: 12, props: { text: 'Trouver l’atelier', level: 2 } }] } as const;
  const preview = renderPreview(kit, { title: 'Nous rendre visite', layout: layout as never, language: 'fr-FR' });
  t.same(preview.errors, []);
  t.match(preview.html, 'Trouver l’atelier');
  const served = (await (await visitor(app)).request('GET', '/fr')).body;
  // The language switcher links this page in each language (/fr/visit-us), the rest of the header is /fr's.
  const withoutSwitcher = (html: string) => headerOf(html).replace(/<nav class="language-switcher"[\s\S]*?<\/nav>/, '');
  t.equal(withoutSwitcher(preview.html), withoutSwitcher(served), 'the French header and navigation');
  t.match(headerOf(preview.html), /href="\/fr\/visit-us"[^>]*aria-current="true">Français/, 'French, the current language');
});
