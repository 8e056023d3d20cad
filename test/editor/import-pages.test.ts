// One content model: every regular page of the demo fixture (Home, Our
// Story, FAQ, Shipping, Members, Private Sale, and the French Accueil and Membres) opens in the page
// editor as blocks read from its own markup; the markup of those blocks is
// the page's own, and the page the site renders once the editor saves it
// (through its block field) is byte for byte today's. Markup the editor
// cannot give back stays "made outside the editor".
import t from 'tap';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../site/load-site.js';
import { SiteRenderer } from '../../site/site-renderer.js';
import { layoutOfMarkup } from '../../site/editor-layout/import-markup.js';
import { pageMarkup } from '../../site/editor-layout/page-markup.js';
import { needsBlockField, pageBlockField, pageFieldId } from '../../site/editor-layout/page-block-field.js';
import type { CollectionContent } from '../../site/content/types.js';
import { DEFAULT_MEMBER_AREA } from '../../site/routing/access.js';
import { body, editorApp, owner, visitor } from './helpers.js';

t.setTimeout(180_000);
const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
const NOW = Date.UTC(2026, 10, 23, 15);
const site = await loadSite(root('templates'), root('fixtures/demo-store'), { now: () => NOW });
const content = site.renderer.content;
const pages = content.collections.filter((c) => (c.typeName === 'page' || c.type === 10) && typeof c.mainContent === 'string');
const pathOf = (c: CollectionContent) => (typeof c.language === 'string' && c.language !== 'en-US' ? `/fr/${c.urlId}` : `/${c.urlId}`);
/** A member and every unlock, so the member's and the private page render their content. */
const ALL_ACCESS = { unlocked: new Set(content.collections.map((c) => c.id)), member: true, memberAreas: new Set([DEFAULT_MEMBER_AREA]) };

t.test('every fixture page reads as blocks that give back its markup, and renders as today once saved', async (t) => {
  t.same(pages.map((c) => c.urlId).sort(), ['accueil', 'faq', 'faq', 'home', 'members', 'members', 'our-story', 'our-story', 'private-sale', 'private-sale', 'shipping', 'shipping'], 'a French translation keeps its original’s urlId');
  for (const page of pages) {
    const layout = layoutOfMarkup(page.urlId, page.mainContent as string);
    t.ok(layout, `${page.urlId} reads as a layout`);
    if (!layout) continue;
    t.equal(pageMarkup(page.urlId, layout), page.mainContent, `${page.urlId}: the same markup`);
    const field = pageFieldId(page.urlId);
    // As a save writes it (server/editor/routes/pages.ts).
    const saved: CollectionContent = { ...page, editorLayout: layout, mainContent: pageMarkup(page.urlId, layout), ...(needsBlockField(layout) ? { editorBlockField: field } : {}) };
    const after = new SiteRenderer(site.theme, { ...content, collections: content.collections.map((c) => (c === page ? saved : c)), blockFields: { ...content.blockFields, [field]: pageBlockField(layout, NOW) } }, { now: () => NOW, tweakClasses: site.css.bodyClasses, tweakJSON: site.css.tweakValues });
    const before = site.renderer.render(pathOf(page), {}, ALL_ACCESS);
    const now = after.render(pathOf(page), {}, ALL_ACCESS);
    t.equal(before.status, 200, `${pathOf(page)} is served`);
    t.equal(now.html, before.html, `${pathOf(page)}: byte for byte`);
  }
  const home = layoutOfMarkup('home', pages.find((c) => c.urlId === 'home')!.mainContent as string)!;
  t.same(home.blocks, [{ id: 'home-intro', span: 12, kind: 'richtext', props: {}, rich: [{ tag: 'h2', text: 'From our studio' }, { tag: 'p', text: 'Stoneware, linen and wood from our studio in the Hudson Valley.' }] }], 'the home page: its heading and paragraph, as text');
  t.equal(layoutOfMarkup('our-story', (pages.find((c) => c.urlId === 'our-story' && c.language === undefined)!.mainContent as string))!.blocks[0]!.rich![1]!.text, 'Hearth & Clay began as a market stall in 2021. Today we are a potter, a woodworker and a shop on Kiln Lane.', 'entities read as the text');
});

t.test('markup the editor cannot give back is not read', async (t) => {
  const wrap = (inner: string) => `<div class="sqs-layout sqs-grid-12 columns-12" data-type="page" id="page-x"><div class="row sqs-row"><div class="col sqs-col-12 span-12"><div class="sqs-block html-block sqs-block-html" data-block-type="2" id="block-a"><div class="sqs-block-content">${inner}</div></div></div></div></div>`;
  t.ok(layoutOfMarkup('x', wrap('<h2>Hi</h2><p>There</p>')), 'the editor’s own form');
  for (const inner of ['<h2 class="big">Hi</h2>', '<p>Hi <strong>there</strong></p>', '<script>alert(1)</script>', '<h2>Hi</h2>extra', '<p>a & b</p>']) t.equal(layoutOfMarkup('x', wrap(inner)), null, inner);
  t.equal(layoutOfMarkup('y', wrap('<p>Hi</p>')), null, 'another page’s id');
  t.equal(layoutOfMarkup('x', '<p>Just text</p>'), null, 'no layout');
});

t.test('the editor API opens, saves and serves a fixture page', async (t) => {
  const app = await editorApp(t);
  const admin = await owner(app);
  const list = body(await admin.request('GET', '/api/editor/pages'));
  for (const p of list.pages) t.equal(p.editable, true, `${p.urlId} is editable`);
  const home = list.pages.find((p: { urlId: string }) => p.urlId === 'home');
  const before = (await (await visitor(app)).request('GET', '/')).body;
  const opened = body(await admin.request('GET', `/api/editor/pages/${home.id}`));
  t.equal(opened.layout.blocks[0].kind, 'richtext');
  const unchanged = await admin.request('PUT', `/api/editor/pages/${home.id}`, { title: 'Home', layout: opened.layout, revision: opened.revision });
  t.equal(unchanged.statusCode, 200, unchanged.body);
  const mainOf = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  t.equal(mainOf((await (await visitor(app)).request('GET', '/')).body), mainOf(before), 'saved as it was, the home page is the same');
  const layout = structuredClone(opened.layout);
  layout.blocks[0].rich[0].text = 'Fresh from the kiln';
  const edited = await admin.request('PUT', `/api/editor/pages/${home.id}`, { title: 'Home', layout, revision: body(unchanged).revision });
  t.equal(edited.statusCode, 200, edited.body);
  t.match((await (await visitor(app)).request('GET', '/')).body, '<h2>Fresh from the kiln</h2><p>Stoneware, linen and wood from our studio in the Hudson Valley.</p>', 'the new heading on the home page');
  const bad = structuredClone(layout);
  bad.blocks[0].rich[0].tag = 'script';
  const refused = await admin.request('PUT', `/api/editor/pages/${home.id}`, { title: 'Home', layout: bad, revision: body(edited).revision });
  t.equal(refused.statusCode, 400);
  t.match(body(refused), { code: 'RICH_TEXT_INVALID', messages: ['Choose a heading level or a paragraph.'] });

  // Markup of its own (as an import from elsewhere could bring): listed, not editable, a save refused.
  const { revision } = await app.vitrine.editor!.content.change({ accountId: null, summary: 'test: markup of its own' }, (doc) => {
    const faq = (doc.collections as { urlId: string; mainContent?: string }[]).find((c) => c.urlId === 'faq')!;
    faq.mainContent = '<div class="custom"><marquee>Sale</marquee></div>';
  });
  const faq = body(await admin.request('GET', '/api/editor/pages')).pages.find((p: { urlId: string }) => p.urlId === 'faq');
  t.equal(faq.editable, false, 'not editable');
  const legacy = await admin.request('PUT', `/api/editor/pages/${faq.id}`, { title: 'FAQ', layout: { blocks: [] }, revision });
  t.equal(body(legacy).code, 'PAGE_NOT_EDITABLE');
});
