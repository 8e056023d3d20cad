// Multilingual sites: each language under its own path prefix, with its own
// home page, navigation, strings and hreflang links (the demo store's pair).
import t from 'tap';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../site/load-site.js';

const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
const site = await loadSite(root('templates'), root('fixtures/demo-store'), { now: () => Date.UTC(2026, 10, 23, 15) });
const render = (path: string) => site.renderer.render(path);

t.test('each language is served under its prefix with its own home page', async (t) => {
  const en = render('/');
  const fr = render('/fr');
  t.equal(en.status, 200);
  t.equal(fr.status, 200);
  t.match(en.html, /<html[^>]*lang="en/);
  t.match(fr.html, /<html[^>]*lang="fr/);
  t.equal(render('/fr/').status, 200);
  t.equal(render('/fr/boutique').status, 200);
  t.equal(render('/fr/shop').status, 404, 'a page of another language is not under this prefix');
  t.same(fr.diagnostics.filter((d) => d.severity === 'error'), []);
});

t.test('hreflang alternates link a page and its translation', async (t) => {
  const shop = render('/shop').html;
  t.match(shop, /<link rel="alternate" hreflang="en-US" href="[^"]*\/shop">/);
  t.match(shop, /<link rel="alternate" hreflang="fr-FR" href="[^"]*\/fr\/boutique">/);
  t.match(render('/fr/boutique').html, /<link rel="canonical" href="[^"]*\/fr\/boutique">/);
});

t.test('the page context lists the languages with the translated URL of the page', async (t) => {
  const ctx = JSON.parse(site.renderer.render('/shop', { format: 'json' }).html);
  t.same(ctx.languages.map((l: { languageTag: string; url: string; active: boolean }) => [l.languageTag, l.url, l.active]), [
    ['en-US', '/shop', true],
    ['fr-FR', '/fr/boutique', false],
  ]);
  const fr = JSON.parse(site.renderer.render('/fr/boutique', { format: 'json' }).html);
  t.equal(fr.website.language, 'fr-FR');
  t.equal(fr.collection.fullUrl, '/fr/boutique');
  t.match(fr.items[0].fullUrl, /^\/fr\/boutique\//);
});

t.test('navigation written for a language wins; queries read the translated collection', async (t) => {
  const fr = render('/fr');
  t.notOk(fr.diagnostics.some((d) => d.code === 'QUERY_COLLECTION_UNKNOWN'));
  t.match(fr.html, /href="\/fr\/boutique"/);
});

t.test('a French journal post and its English original link to each other', async (t) => {
  const en = render('/journal/spring-glazes');
  const fr = render('/fr/carnet/emaux-de-printemps');
  t.equal(en.status, 200);
  t.equal(fr.status, 200);
  t.match(en.html, /<link rel="alternate" hreflang="fr-FR" href="[^"]*\/fr\/carnet\/emaux-de-printemps">/, 'the English post names its French twin');
  t.match(fr.html, /<link rel="alternate" hreflang="en-US" href="[^"]*\/journal\/spring-glazes">/, 'and back');
  t.match(en.html, /href="\/fr\/carnet\/emaux-de-printemps" hreflang="fr-FR"/, 'the language switcher goes to the twin, not the French home');
  t.match(fr.html, /href="\/journal\/spring-glazes" hreflang="en-US"/);
});
