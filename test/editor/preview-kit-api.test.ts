// The page editor's preview kit (GET /api/editor/pages/:id/preview-kit):
// owners only; no password, hash, token or order in it; and the preview
// the browser renders from it (site/preview/render-preview.ts)
// is, for a saved page, the page the shopper site serves; an unsaved draft
// shows at once; a broken template is reported at its line:col.
import t from 'tap';
import { body, editorApp, manager, owner, shopper, visitor } from './helpers.js';
import { renderPreview } from '../../site/preview/render-preview.js';
import type { PreviewKit } from '../../site/preview/kit.js';
import type { PageLayout } from '../../editor/layout.js';

t.setTimeout(120_000);
const app = await editorApp(t);
const admin = await owner(app);

const created = body(await admin.request('POST', '/api/editor/pages', { title: 'Firing notes' }));
const page = created.page as { id: string; urlId: string };
const KIT = `/api/editor/pages/${page.id}/preview-kit`;
const layout: PageLayout = {
  blocks: [
    { id: 'b1', kind: 'heading', span: 12, props: { text: 'Cone six & up', level: 2 } },
    { id: 'b2', kind: 'text', span: 6, props: { text: 'First <firing>.\n\nSecond firing.' } },
    { id: 'b3', kind: 'button', span: 6, props: { label: 'Book a class', link: '/contact' } },
  ],
};
const saved = await admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Firing notes', layout, revision: created.revision });
if (saved.statusCode !== 200) throw new Error(saved.body);

/** The `<main>` of a page: the block field the page's layout renders to. */
const mainOf = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
/** A page without what changes per response or per process: scripts, nonces, the crumb, cart markers. */
const comparable = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/ nonce="[^"]*"/g, '')
    .replace(/<!--vitrine-[^>]*-->/g, '')
    .replace(/name="crumb" value="[^"]*"/g, 'name="crumb"')
    .replace(/<head>[\s\S]*<\/head>/, '');

t.test('owners only', async (t) => {
  t.equal((await (await visitor(app)).request('GET', KIT)).statusCode, 401);
  t.equal(body(await (await visitor(app)).request('GET', KIT)).code, 'NOT_SIGNED_IN');
  const buyer = await shopper(app);
  const refused = await buyer.request('GET', KIT);
  t.equal(refused.statusCode, 403);
  t.equal(body(refused).code, 'FORBIDDEN');
  t.equal((await (await manager(app)).request('GET', KIT)).statusCode, 200, 'a website manager previews too');
  t.equal((await admin.request('GET', '/api/editor/pages/no-such-page/preview-kit')).statusCode, 404);
});

t.test('the kit: templates, content and stylesheet, no secret', async (t) => {
  // A locked page with a password hash, and an order placed, make sure the kit leaves both out.
  await app.vitrine.editor!.content.change({ accountId: null, summary: 'test: a locked page' }, (doc) => {
    (doc.collections as Record<string, unknown>[]).push({ id: 'locked-page', urlId: 'locked-notes', typeName: 'page', type: 10, title: 'Locked', passwordProtected: true, passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2g', mainContent: '<p>hidden</p>' });
    return true;
  });
  const res = await admin.request('GET', KIT);
  t.equal(res.statusCode, 200);
  t.equal(res.headers['cache-control'], 'no-store');
  const kit = res.json() as PreviewKit;
  t.same(kit.page, { id: page.id, urlId: page.urlId, path: `/${page.urlId}` });
  t.equal(kit.stylesheetUrl, '/site.css');
  const names = kit.theme.regions.map(([n]) => n);
  t.ok(names.includes('header') && names.includes('footer'), 'the regions');
  t.ok(kit.theme.blocks.some(([n]) => n === 'gallery.block'), 'the blocks (partials)');
  t.ok(kit.content.collections.some((c) => c.urlId === 'locked-notes'), 'the content');
  const text = res.body;
  t.notMatch(text, /argon2/, 'no password hash');
  t.notMatch(text, /"password(Hash)?"\s*:/i, 'no password key');
  t.notMatch(text, /"[A-Za-z]*(token|secret)[A-Za-z]*"\s*:/i, 'no token or secret key');
  t.notMatch(text, admin.xsrfToken!, "not the owner's xsrfToken");
  t.notMatch(text, admin.cookies.crumb!, "not the owner's crumb");
  t.notMatch(text, /orderNumber|customerEmail|"orders"/, 'no order data');
  t.notMatch(text, /"root"\s*:\s*"\//, "no folder path of the server");
});

t.test('the preview of a saved page is the page the site serves', async (t) => {
  const kit = body(await admin.request('GET', KIT)) as unknown as PreviewKit;
  const preview = renderPreview(kit, { title: 'Firing notes', layout });
  t.same(preview.errors, []);
  t.same(preview.messages, []);
  const served = await admin.request('GET', `/${page.urlId}`);
  t.equal(served.statusCode, 200);
  t.match(mainOf(served.body), 'Cone six &amp; up');
  t.equal(mainOf(preview.html), mainOf(served.body), 'the same main content, byte for byte');
  t.equal(comparable(preview.html), comparable(served.body), 'the same page body (scripts and per-response values aside)');
  t.match(preview.html, '<link rel="stylesheet"', 'the site stylesheet');
});

t.test('an unsaved draft renders at once; a bad block is left out with its messages', async (t) => {
  const kit = body(await admin.request('GET', KIT)) as unknown as PreviewKit;
  const draft = { title: 'Firing notes', layout: { blocks: [layout.blocks[2]!, layout.blocks[0]!, { id: 'b4', kind: 'text', span: 12, props: { text: 'Glaze day' } }, { id: 'b5', kind: 'image', span: 12, props: { src: '/x.jpg', width: -3, height: 2 } }] } as PageLayout };
  const preview = renderPreview(kit, draft);
  const main = mainOf(preview.html);
  t.ok(main.indexOf('Book a class') < main.indexOf('Cone six'), 'the new order');
  t.match(main, '<p>Glaze day</p>', 'the new block');
  t.match(preview.messages.join(' '), 'width requires a positive integer', "the image block's rule message");
  t.equal((await visitor(app).then((v) => v.request('GET', `/${page.urlId}`))).body.includes('Glaze day'), false, 'nothing was saved');
});

t.test('a template error is shown with its line:col', async (t) => {
  const kit = body(await admin.request('GET', KIT)) as unknown as PreviewKit;
  kit.theme.regions = kit.theme.regions.map(([n, f]) => [n, n === 'footer' ? { ...f, text: `${f.text}\n{.section website}\n  {.bogus-formatter}` } : f]);
  const preview = renderPreview(kit, { title: 'Firing notes', layout });
  t.ok(preview.errors.length > 0, preview.errors.join('\n'));
  t.match(preview.errors[0], /^footer\.region:\d+:\d+: error: /);
});
