// The content blocks on a translated page (the demo's French home page laid
// out in the editor): the products grid and the summary read the French
// store and blog (the collections translating the ones the blocks name),
// the product block finds its product's translation by the id it
// translates, and the theme's texts are the French ones.
import t from 'tap';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../site/load-site.js';
import { pageBlockField } from '../../site/editor-layout/page-block-field.js';
import type { PageLayout } from '../../editor/layout.js';

const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'vitrine-blocks-fr-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
cpSync(root('fixtures/demo-store'), dir, { recursive: true });

const layout: PageLayout = {
  blocks: [
    { id: 'fg1', kind: 'products', span: 12, props: { collection: 'shop', count: 2 } },
    { id: 'fp1', kind: 'product', span: 4, props: { collection: 'shop', product: '6561f0c202f4300000000003' } },
    { id: 'fs1', kind: 'summary', span: 12, props: { collection: 'journal', count: 2, design: 'grid' } },
    { id: 'fv1', kind: 'video', span: 6, props: { url: '/uploads/a.mp4', poster: '', title: '' } },
  ],
};
const accueil = join(dir, 'collections', 'fr-accueil.json');
writeFileSync(accueil, JSON.stringify({ ...JSON.parse(readFileSync(accueil, 'utf8')), editorLayout: layout, editorBlockField: 'page-accueil' }));
const siteFile = join(dir, 'site.json');
const siteJson = JSON.parse(readFileSync(siteFile, 'utf8'));
siteJson.blockFields['page-accueil'] = pageBlockField(layout, 1);
writeFileSync(siteFile, JSON.stringify(siteJson));

const site = await loadSite(root('templates'), dir, { now: () => Date.UTC(2026, 10, 23, 15) });

t.test('the French home page: the French store, blog and texts', async (t) => {
  const fr = site.renderer.render('/fr');
  t.equal(fr.status, 200);
  t.same(fr.diagnostics.filter((d) => d.severity === 'error'), []);
  const html = fr.html;
  const grid = html.slice(html.indexOf('id="block-fg1"'), html.indexOf('id="block-fp1"'));
  t.match(grid, 'Tablier en lin', "the French store's products");
  t.match(grid, 'Tasse en grès');
  t.notMatch(grid, 'Linen Apron');
  t.equal((grid.match(/class="product-grid__cell"/g) ?? []).length, 2);
  t.match(grid, 'href="/fr/boutique"', 'its link to the French store');
  const product = html.slice(html.indexOf('id="block-fp1"'), html.indexOf('id="block-fs1"'));
  t.match(product, 'Tasse en grès', "the product's translation, found by the id it translates");
  const summary = html.slice(html.indexOf('id="block-fs1"'), html.indexOf('id="block-fv1"'));
  t.match(summary, 'Essais d’émaux de printemps', 'the French blog');
  t.match(summary, '>Tout voir</a>', "the theme's French text");
  t.match(html.slice(html.indexOf('id="block-fv1"')), '>Voir la vidéo</a>');
  // The English home page is not changed.
  t.notMatch(site.renderer.render('/').html, 'id="block-fg1"');
});
