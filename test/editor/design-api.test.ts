// The fonts, buttons and animations panels' API and page deletion on the
// demo store (SQLite): good and bad input, who may call them, and the
// shopper's stylesheet and page markup showing each change at once.
import t from 'tap';
import { body, editorApp, manager, owner, shopper, visitor } from './helpers.js';
import { FONT_FAMILIES, FONT_MESSAGES } from '../../editor/design-fonts.js';
import { ANIMATION_MESSAGES, DEFAULT_TWEEN_MS } from '../../editor/design-animations.js';

t.setTimeout(180_000);
const app = await editorApp(t);
const admin = await owner(app);
const FONTS = '/api/editor/design/fonts';
const BUTTONS = '/api/editor/design/buttons';
const ANIMATIONS = '/api/editor/design/animations';
const bodyClasses = async (path = '/') => /<body class="([^"]*)"/.exec((await (await visitor(app)).request('GET', path)).body)?.[1]?.split(' ') ?? [];
const siteCss = async () => (await (await visitor(app)).request('GET', '/site.css')).body;

t.test('only owners read and change the design panels', async (t) => {
  const anon = await visitor(app);
  const buyer = await shopper(app);
  const changes = [
    [FONTS, { key: 'body-font', value: { family: 'georgia', size: 18, weight: 400, letterSpacing: 0 } }],
    [BUTTONS, { key: 'button-shape', value: 'Pill' }],
    [ANIMATIONS, { key: 'page-animation', value: 'Fade' }],
  ] as const;
  for (const [url, change] of changes) {
    t.equal((await anon.request('GET', url)).statusCode, 401, `${url} signed out`);
    t.equal(body(await buyer.request('GET', url)).code, 'FORBIDDEN', `${url} shopper`);
    t.equal(body(await buyer.request('PUT', url, change)).code, 'FORBIDDEN', `${url} shopper change`);
    t.equal(body(await admin.request('PUT', url, change, { crumb: null })).code, 'CRUMB_FAIL');
  }
  const m = await manager(app);
  t.equal((await m.request('PUT', BUTTONS, { key: 'button-size', value: 'Medium' })).statusCode, 200, 'a website manager changes the design');
});

t.test('fonts: the theme font tweaks, checked, and the stylesheet follows', async (t) => {
  const fonts = body(await admin.request('GET', FONTS)).fonts as { key: string; title: string; value: unknown; default: unknown }[];
  t.same(fonts.map((f) => [f.key, f.title]), [['body-font', 'Body Font'], ['heading-font', 'Heading Font']]);
  t.same(fonts[0]!.value, { family: 'theme', size: 17, weight: 400, letterSpacing: 0 }, "the theme's own font reads as the theme family");

  const bad = await admin.request('PUT', FONTS, { key: 'heading-font', value: { family: 'comic', size: 200, weight: 400, letterSpacing: 0 } });
  t.equal(bad.statusCode, 400);
  t.same(body(bad), {
    status: 400,
    code: 'DESIGN_INVALID',
    message: `comic is not one of the expected options ${FONT_MESSAGES.size}`,
    crumbFail: false,
    messages: ['comic is not one of the expected options', FONT_MESSAGES.size],
  });
  t.equal(body(await admin.request('PUT', FONTS, { key: 'no-font', value: { family: 'theme', size: 20, weight: 400, letterSpacing: 0 } })).message, 'no-font is not one of the expected options');
  for (const payload of [{ key: 'heading-font' }, { key: 'heading-font', value: { family: 'theme', size: 20 } }, { key: 'heading-font', value: 'Georgia' }]) {
    const r = await admin.request('PUT', FONTS, payload);
    t.equal(r.statusCode, 400, JSON.stringify(payload));
    t.equal(body(r).code, 'INVALID_REQUEST');
  }

  const saved = await admin.request('PUT', FONTS, { key: 'heading-font', value: { family: 'courier', size: '44', weight: 700, letterSpacing: 0.05 } });
  t.equal(saved.statusCode, 200, saved.body);
  t.same(body(saved).value, { family: 'courier', size: 44, weight: 700, letterSpacing: 0.05 });
  const css = await siteCss();
  t.match(css, /h1,\s*h2,\s*h3,\s*h4\s*\{\s*font-family: "Courier New", Courier, monospace;\s*font-weight: 700;\s*letter-spacing: 0.05em;/, 'the headings take the new font');
  t.match(css, /h1\s*\{\s*font-size: 44px;/);
  t.same(body(await admin.request('GET', FONTS)).fonts[1].value, { family: 'courier', size: 44, weight: 700, letterSpacing: 0.05 }, 'read back as saved');
  const again = await admin.request('PUT', FONTS, { key: 'heading-font', value: { family: 'courier', size: 44, weight: 700, letterSpacing: 0.05 } });
  t.equal(body(again).revision, body(saved).revision, 'the same font again makes no revision');
  t.ok(FONT_FAMILIES.courier.stack.includes('Courier'));
});

t.test("buttons: each choice, and the shopper page's body class follows", async (t) => {
  const settings = body(await admin.request('GET', BUTTONS)).settings as { key: string; value: string; options: string[] }[];
  t.same(settings.map((s) => [s.key, s.value]), [['button-style', 'Solid'], ['button-shape', 'Rounded'], ['button-size', 'Medium']]);
  t.ok((await bodyClasses()).includes('button-shape-rounded'));
  const bad = await admin.request('PUT', BUTTONS, { key: 'button-shape', value: 'Blob' });
  t.same(body(bad), { status: 400, code: 'DESIGN_INVALID', message: 'Blob is not one of the expected options', crumbFail: false, messages: ['Blob is not one of the expected options'] });
  t.equal(body(await admin.request('PUT', BUTTONS, { key: 'page-animation', value: 'Fade' })).code, 'NOT_AN_OPTION', 'a setting of another panel');
  t.equal(body(await admin.request('PUT', BUTTONS, { key: 'button-shape', value: { a: 1 } })).code, 'INVALID_REQUEST');
  t.equal((await admin.request('PUT', BUTTONS, { key: 'button-shape', value: 'Pill' })).statusCode, 200);
  t.equal((await admin.request('PUT', BUTTONS, { key: 'button-style', value: 'Outline' })).statusCode, 200);
  const classes = await bodyClasses();
  t.ok(classes.includes('button-shape-pill') && classes.includes('button-style-outline'), 'the shopper page has the new classes');
  t.notOk(classes.includes('button-shape-rounded'));
  t.match(await siteCss(), /\.button-shape-pill \.button,[^{]*\{\s*border-radius: 999px;/, 'the stylesheet styles them');
});

t.test('animations: the page animation and its duration (default tween), range checked', async (t) => {
  const settings = body(await admin.request('GET', ANIMATIONS)).settings as { key: string; value: unknown }[];
  t.same(settings.map((s) => [s.key, s.value]), [['page-animation', 'None'], ['animation-duration', DEFAULT_TWEEN_MS]]);
  for (const value of [99, 2001, 'slow', 12.5]) {
    const r = await admin.request('PUT', ANIMATIONS, { key: 'animation-duration', value });
    t.same(body(r).messages, [ANIMATION_MESSAGES.duration], `duration ${value}`);
    t.equal(r.statusCode, 400);
  }
  t.equal((await admin.request('PUT', ANIMATIONS, { key: 'page-animation', value: 'Slide' })).statusCode, 200);
  t.equal((await admin.request('PUT', ANIMATIONS, { key: 'animation-duration', value: '650' })).statusCode, 200);
  t.ok((await bodyClasses()).includes('page-animation-slide'));
  t.match(await siteCss(), '.page-animation-slide .site-main {\n  animation: vitrine-enter-slide 650ms ease-out both;');
  t.same(body(await admin.request('GET', ANIMATIONS)).settings.map((s: { value: unknown }) => s.value), ['Slide', 650]);
});

t.test('pages: delete one made in the editor, with its navigation links', async (t) => {
  const made = body(await admin.request('POST', '/api/editor/pages', { title: 'Pop-up Sale' })).page;
  const layout = body(await admin.request('GET', '/api/commondata/GetSiteLayout')).layout as { identifier: string; links: { collectionId?: string; externalLink?: unknown }[] }[];
  const main = layout.find((l) => l.identifier === 'mainNav')!;
  const items = [...main.links.map((l) => (l.collectionId ? { collectionId: l.collectionId } : { externalLink: l.externalLink })), { collectionId: made.id }];
  t.equal((await admin.request('POST', '/api/widget/UpdateNavigation', { fieldName: 'mainNav', templateId: 'x', navigation: { items } })).statusCode, 200);
  t.match((await (await visitor(app)).request('GET', '/')).body, 'href="/pop-up-sale"', 'linked in the main navigation');

  const buyer = await shopper(app, 'deleter@example.com');
  t.equal((await buyer.request('DELETE', `/api/editor/pages/${made.id}`)).statusCode, 403, 'a shopper cannot delete');
  t.equal(body(await admin.request('DELETE', `/api/editor/pages/${made.id}`, undefined, { crumb: null })).code, 'CRUMB_FAIL');
  const opened = body(await admin.request('GET', `/api/editor/pages/${made.id}`));
  // A gallery: a layout the theme renders at request time, through the page's block field.
  const note = { blocks: [{ id: 'sale-note', kind: 'text', span: 12, props: { text: 'Everything half off.' } }, { id: 'sale-photos', kind: 'gallery', span: 12, props: {}, gallery: {} }] };
  t.equal((await admin.request('PUT', `/api/editor/pages/${made.id}`, { title: 'Pop-up Sale', layout: note, revision: opened.revision })).statusCode, 200);
  const fields = async () => Object.keys((await app.vitrine.editor!.content.read()).doc.blockFields as object);
  t.ok((await fields()).includes('page-pop-up-sale'), 'the page has its block field');
  const gone = await admin.request('DELETE', `/api/editor/pages/${made.id}`);
  t.equal(gone.statusCode, 200, gone.body);
  t.same(body(gone).deleted, { id: made.id, urlId: 'pop-up-sale' });
  t.equal((await (await visitor(app)).request('GET', '/pop-up-sale')).statusCode, 404, 'the page is gone for shoppers');
  t.notMatch((await (await visitor(app)).request('GET', '/')).body, 'href="/pop-up-sale"', 'and from the navigation');
  t.notOk((await fields()).includes('page-pop-up-sale'), 'its block field goes with it');
  t.notOk(body(await admin.request('GET', '/api/editor/pages')).pages.some((p: { id: string }) => p.id === made.id));
  const again = await admin.request('DELETE', `/api/editor/pages/${made.id}`);
  t.same(body(again), { status: 404, code: 'NOT_FOUND', message: 'Unable to locate content', crumbFail: false });
  const story = body(await admin.request('GET', '/api/editor/pages')).pages.find((p: { urlId: string }) => p.urlId === 'our-story');
  t.equal(body(await admin.request('DELETE', `/api/editor/pages/${story.id}`)).code, 'PAGE_NOT_EDITABLE', 'a page made outside the editor stays');
  t.equal(body(await admin.request('DELETE', '/api/editor/pages/not%20an%20id')).code, 'INVALID_REQUEST');
});

t.test('pages: image blocks follow the image rules, on save and in the markup', async (t) => {
  const page = body(await admin.request('POST', '/api/editor/pages', { title: 'Gallery Wall' })).page;
  const opened = body(await admin.request('GET', `/api/editor/pages/${page.id}`));
  const save = (props: Record<string, string | number>) =>
    admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Gallery Wall', revision: opened.revision, layout: { blocks: [{ id: 'i1', kind: 'image', span: 12, props }] } });
  const bad = await save({ src: '/assets/bowl.jpg', alt: 'Bowl', width: -4, priority: 'urgent' });
  t.equal(bad.statusCode, 400);
  t.same(body(bad).messages, ['urgent is not one of the expected options', 'width requires a positive integer, but received a negative value', 'height is required']);
  t.equal(body(bad).code, 'IMAGE_INVALID');
  const ok = await save({ src: '/assets/bowl.jpg', alt: 'Bowl "blue"', width: 800, height: 600, priority: 'high' });
  t.equal(ok.statusCode, 200, ok.body);
  t.match((await (await visitor(app)).request('GET', '/gallery-wall')).body, '<img src="/assets/bowl.jpg" alt="Bowl &quot;blue&quot;" width="800" height="600" loading="eager" fetchpriority="high">', 'priority high: eager, high fetch priority');
});
