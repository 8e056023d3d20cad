// The editor API on the demo store (SQLite): who may call it, every
// endpoint with good and bad input, and the site showing each change on
// the next page.
import t from 'tap';
import { body, editorApp, manager, owner, shopper, visitor } from './helpers.js';
import { EDITOR_ERRORS } from '../../server/editor/index.js';
import { MAX_BLOCKS_PER_LAYOUT } from '../../editor/limits.js';
import { COLOUR_MESSAGES } from '../../editor/colour.js';
import { LINK_MESSAGES } from '../../editor/link-rule.js';
import { CONTRAST_MESSAGES } from '../../editor/contrast.js';

t.setTimeout(180_000);
const app = await editorApp(t);
const admin = await owner(app);
const websiteId = app.vitrine.commerce!.carts.catalogue.websiteId;
const storeBase = `/api/content-service/product/1.1/websites/${websiteId}/products`;
const text = (code: keyof typeof EDITOR_ERRORS) => EDITOR_ERRORS[code].text;

t.test('only a signed-in owner, with the crumb and the xsrfToken, reaches the API', async (t) => {
  const anon = await visitor(app);
  const res = await anon.request('GET', '/api/editor/pages');
  t.equal(res.statusCode, 401);
  t.same(body(res), { status: 401, code: 'NOT_SIGNED_IN', message: text('NOT_SIGNED_IN'), crumbFail: false });
  const buyer = await shopper(app);
  for (const [method, url] of [
    ['GET', '/api/editor/pages'],
    ['GET', '/api/commondata/GetSiteLayout'],
    ['GET', '/api/v1/commerce-preferences/store'],
    ['GET', '/api/multilingual/settings'],
    ['GET', '/api/editor/design/colours'],
  ] as const) {
    const r = await buyer.request(method, url);
    t.equal(r.statusCode, 403, `${method} ${url}: a shopper is refused`);
    t.equal(body(r).code, 'FORBIDDEN');
  }
  t.equal((await buyer.request('POST', '/api/editor/pages', { title: 'Mine' })).statusCode, 403);
  const noCrumb = await admin.request('POST', '/api/editor/pages', { title: 'Forged' }, { crumb: null });
  t.equal(noCrumb.statusCode, 403);
  t.same(body(noCrumb), { status: 403, code: 'CRUMB_FAIL', message: text('CRUMB_FAIL'), crumbFail: true });
  const forged = await admin.request('POST', '/api/editor/pages', { title: 'Forged' }, { crumb: 'made-up' });
  t.equal(body(forged).code, 'CRUMB_FAIL', 'a crumb the server did not sign');
  const noXsrf = await admin.request('POST', '/api/editor/pages', { title: 'Forged' }, { xsrf: null });
  t.equal(noXsrf.statusCode, 403);
  t.equal(body(noXsrf).code, 'XSRF_FAIL');
  t.notOk(body(await admin.request('GET', '/api/editor/pages')).pages.some((p: { title: string }) => p.title === 'Forged'), 'nothing was made');
});

t.test('a website manager edits pages but not the store, preferences or languages', async (t) => {
  const m = await manager(app);
  t.equal((await m.request('GET', '/api/editor/pages')).statusCode, 200);
  const made = await m.request('POST', '/api/editor/pages', { title: 'Manager notes' });
  t.equal(made.statusCode, 201);
  for (const [method, url, payload] of [
    ['POST', storeBase, { title: 'Shop two' }],
    ['PUT', '/api/v1/commerce-preferences/store', { a: 1 }],
    ['PUT', '/api/multilingual/languages', { languages: [{ languageTag: 'en-US', displayName: 'English', pathPrefix: '', default: true }] }],
    ['DELETE', '/api/multilingual/connection', undefined],
  ] as const) {
    const r = await m.request(method, url, payload);
    t.equal(r.statusCode, 403, `${method} ${url}`);
    t.equal(body(r).code, 'ADMIN_ONLY');
  }
});

t.test('pages: create, lay out blocks, and the site shows them', async (t) => {
  const list = body(await admin.request('GET', '/api/editor/pages'));
  const story = list.pages.find((p: { urlId: string }) => p.urlId === 'our-story');
  t.equal(story.editable, true, 'a page made outside the editor opens as the blocks its markup reads as');
  const created = await admin.request('POST', '/api/editor/pages', { title: 'Kiln Days' });
  t.equal(created.statusCode, 201);
  const page = body(created).page;
  t.match(page, { urlId: 'kiln-days', title: 'Kiln Days', editable: true });
  t.equal(body(await admin.request('POST', '/api/editor/pages', { title: 'Kiln Days' })).page.urlId, 'kiln-days-1', 'a taken url id gets the next suffix');
  t.equal((await admin.request('GET', '/kiln-days')).statusCode, 200, 'the new page is served at once');

  const opened = body(await admin.request('GET', `/api/editor/pages/${page.id}`));
  t.same(opened.layout, { blocks: [] });
  const layout = {
    blocks: [
      { id: 'h1', kind: 'heading', span: 12, props: { text: 'Open studio <Saturday>', level: 2 } },
      { id: 't1', kind: 'text', span: 6, props: { text: 'Bring a friend.\n\nTea at four.' } },
      { id: 'b1', kind: 'button', span: 6, props: { label: 'Visit', link: '/contact' } },
    ],
  };
  for (const link of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x']) {
    const unsafe = { blocks: [{ ...layout.blocks[2]!, props: { label: 'Visit', link } }] };
    const refused = await admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Kiln Days', layout: unsafe, revision: opened.revision });
    t.equal(refused.statusCode, 400, `${JSON.stringify(link)} is refused`);
    t.same(body(refused).messages, [LINK_MESSAGES.unsafe], 'with the message');
  }
  const saved = await admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Kiln Days', layout, revision: opened.revision });
  t.equal(saved.statusCode, 200, saved.body);
  const html = (await visitor(app)).request('GET', '/kiln-days');
  const pageHtml = (await html).body;
  t.match(pageHtml, '<h2>Open studio &lt;Saturday&gt;</h2>', 'owner text is escaped');
  t.match(pageHtml, '<p>Bring a friend.</p><p>Tea at four.</p>');
  t.match(pageHtml, /class="col sqs-col-6 span-6"><div class="sqs-block button-block sqs-block-button" data-block-type="53"/);
  t.match(pageHtml, 'href="/contact"', 'a safe link is written');

  const stale = await admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Kiln Days', layout, revision: opened.revision });
  t.equal(stale.statusCode, 409, 'a save over another change is refused');
  t.equal(body(stale).code, 'CONFLICT');
  const current = body(await admin.request('GET', `/api/editor/pages/${page.id}`));
  const tooMany = { blocks: Array.from({ length: MAX_BLOCKS_PER_LAYOUT + 1 }, (_, i) => ({ id: `s${i}`, kind: 'spacer', span: 12, props: {} })) };
  const over = await admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Kiln Days', layout: tooMany, revision: current.revision });
  t.equal(over.statusCode, 400);
  t.same(body(over), { status: 400, code: 'TOO_MANY_BLOCKS', message: 'A page can hold at most 60 blocks.', crumbFail: false });
  const sixty = { blocks: tooMany.blocks.slice(0, MAX_BLOCKS_PER_LAYOUT) };
  t.equal((await admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Kiln Days', layout: sixty, revision: current.revision })).statusCode, 200, '60 blocks are fine');

  for (const bad of [
    { title: '', layout, revision: 1 },
    { title: 'x', layout: { blocks: [{ id: 'a', kind: 'marquee', span: 12, props: {} }] }, revision: 1 },
    { title: 'x', layout: { blocks: [{ id: 'a', kind: 'text', span: 13, props: {} }] }, revision: 1 },
    { title: 'x', layout: { blocks: [{ id: 'a b', kind: 'text', span: 1, props: {} }] }, revision: 1 },
    { title: 'x', layout: { blocks: [] } },
  ]) {
    const r = await admin.request('PUT', `/api/editor/pages/${page.id}`, bad);
    t.equal(r.statusCode, 400, JSON.stringify(bad));
    t.equal(body(r).code, 'INVALID_REQUEST');
  }
  const text415 = await admin.app.inject({ method: 'PUT', url: `/api/editor/pages/${page.id}`, payload: 'not json', headers: { 'content-type': 'text/plain', 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken! }, cookies: admin.cookies });
  t.equal(text415.statusCode, 400, 'a body that is not a JSON object');
  t.equal(body(text415).code, 'INVALID_REQUEST');
  const dup = await admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'x', layout: { blocks: [layout.blocks[0], layout.blocks[0]] }, revision: current.revision + 1 });
  t.equal(body(dup).code, 'INVALID_REQUEST', 'two blocks with one id');
  t.equal((await admin.request('GET', '/api/editor/pages/nope')).statusCode, 404);
  t.equal(body(await admin.request('GET', '/api/editor/pages/nope')).message, 'Unable to locate content');
  const badUrl = await admin.request('POST', '/api/editor/pages', { title: 'Bad', urlId: 'No Spaces' });
  t.same(body(badUrl), { status: 400, code: 'NOT_A_PAGE_URL', message: 'No Spaces is not a valid page URL', crumbFail: false });
  t.equal(body(await admin.request('POST', '/api/editor/pages', { title: 'Again', urlId: 'kiln-days' })).code, 'URL_ID_TAKEN');
});

t.test('colours: the SPEC rule with its messages, and the stylesheet follows', async (t) => {
  const colours = body(await admin.request('GET', '/api/editor/design/colours')).colours as { key: string; value: string }[];
  const accent = colours.find((c) => c.key === 'accent-color');
  t.ok(accent, 'the theme offers its accent colour');
  const bounds = await admin.request('PUT', '/api/editor/design/colours', { key: 'accent-color', value: 'hsl(400, 2, 0.5)' });
  t.equal(bounds.statusCode, 400);
  t.same(body(bounds).messages, [COLOUR_MESSAGES.hue, COLOUR_MESSAGES.saturation]);
  t.equal(body(bounds).message, 'Hue out of bounds. Saturation out of bounds.');
  t.equal(body(await admin.request('PUT', '/api/editor/design/colours', { key: 'accent-color', value: 'hsl(4, 1)' })).message, 'Missing an H/S/L value.');
  t.equal(body(await admin.request('PUT', '/api/editor/design/colours', { key: 'accent-color', value: '#12' })).message, '#12 is not one of the expected options');
  t.equal(body(await admin.request('PUT', '/api/editor/design/colours', { key: 'no-such-tweak', value: '#123' })).message, 'no-such-tweak is not one of the expected options');
  const saved = await admin.request('PUT', '/api/editor/design/colours', { key: 'accent-color', value: 'RGB(18, 52, 86)' });
  t.equal(saved.statusCode, 200);
  t.equal(body(saved).value, 'rgb(18, 52, 86)');
  const css = await (await visitor(app)).request('GET', '/site.css');
  t.match(css.body, /#123456|rgb\(18, 52, 86\)/, 'the site stylesheet uses the new colour');
  t.equal(css.headers['cache-control'], 'no-cache');
  const again = await admin.request('PUT', '/api/editor/design/colours', { key: 'accent-color', value: 'rgb(18, 52, 86)' });
  t.equal(body(again).revision, body(saved).revision, 'the same colour again makes no revision');

  // WCAG AA: a text colour nearly the background's is refused with the ratio; nothing is saved.
  const faint = await admin.request('PUT', '/api/editor/design/colours', { key: 'text-color', value: '#eeeae4' });
  t.equal(faint.statusCode, 400);
  t.same(body(faint).messages, [CONTRAST_MESSAGES.tooLow.replace('{min}', '4.5').replace('{ratio}', '1.08')]);
  t.equal(body(faint).code, 'COLOUR_CONTRAST');
  const bg = await admin.request('PUT', '/api/editor/design/colours', { key: 'background-color', value: 'hsl(20, 10%, 20%)' });
  t.equal(bg.statusCode, 400, 'a background as dark as the text, too');
  const text = body(await admin.request('GET', '/api/editor/design/colours')).colours.find((c: { key: string }) => c.key === 'text-color');
  t.equal(text.value, '#2a2521', 'the text colour is unchanged');
  t.equal((await admin.request('PUT', '/api/editor/design/colours', { key: 'text-color', value: '#000' })).statusCode, 200, 'a readable one is saved');
});

t.test('navigation: UpdateNavigation and GetSiteLayout', async (t) => {
  const layout = body(await admin.request('GET', '/api/commondata/GetSiteLayout'));
  const main = layout.layout.find((l: { identifier: string }) => l.identifier === 'mainNav');
  t.ok(main.links.length > 0);
  const pages = body(await admin.request('GET', '/api/editor/pages')).pages as { id: string; urlId: string }[];
  const kiln = pages.find((p) => p.urlId === 'kiln-days')!;
  const studio = main.links.find((l: { items?: unknown[] }) => Array.isArray(l.items));
  const items = [
    ...main.links.filter((l: { items?: unknown; collectionId?: string }) => !l.items && l.collectionId).map((l: { collectionId: string }) => ({ collectionId: l.collectionId })),
    { collectionId: studio.collectionId, items: studio.items.map((i: { collectionId: string }) => ({ collectionId: i.collectionId })) },
    { collectionId: kiln.id },
    { externalLink: { url: 'https://example.com/fair', title: 'Craft fair', newWindow: true } },
  ];
  const res = await admin.request('POST', '/api/widget/UpdateNavigation', { fieldName: 'mainNav', templateId: 'vitrine', navigation: { items } });
  t.equal(res.statusCode, 200, res.body);
  const home = await (await visitor(app)).request('GET', '/');
  t.match(home.body, 'href="/kiln-days"', 'the site navigation links the new page');
  t.match(home.body, 'Craft fair');
  const after = body(await admin.request('GET', '/api/commondata/GetSiteLayout')).layout.find((l: { identifier: string }) => l.identifier === 'mainNav');
  t.match(after.links.at(-2), { collectionId: kiln.id, url: '/kiln-days', title: 'Kiln Days' });

  const bad = async (payload: unknown, code: string, message?: string) => {
    const r = await admin.request('POST', '/api/widget/UpdateNavigation', payload);
    t.equal(body(r).code, code, JSON.stringify(payload));
    if (message) t.equal(body(r).message, message);
  };
  await bad({ fieldName: 'mainNav', templateId: 'x', navigation: { items: [{ collectionId: 'missing' }] } }, 'NOT_A_PAGE_URL', 'missing is not a valid page URL');
  await bad({ fieldName: 'mainNav', templateId: 'x', navigation: { items: [{ externalLink: { url: 'javascript:alert(1)', title: 'x' } }] } }, 'NOT_A_PAGE_URL');
  await bad({ fieldName: 'sideNav', templateId: 'x', navigation: { items: [] } }, 'NOT_AN_OPTION', 'sideNav is not one of the expected options');
  await bad({ fieldName: 'mainNav', templateId: 'x', navigation: { items: [{ collectionId: kiln.id, externalLink: { url: '/a', title: 'a' } }] } }, 'INVALID_REQUEST');
  await bad({ fieldName: 'mainNav', templateId: 'x', navigation: { items: [{ memberAreaId: 'members' }] } }, 'NOT_AN_OPTION');
  await bad({ fieldName: 'mainNav', navigation: { items: [] } }, 'INVALID_REQUEST');
  await bad({ fieldName: 'mainNav', templateId: 'x', navigation: { items: [{ collectionId: kiln.id, items: [{ collectionId: kiln.id }] }] } }, 'INVALID_REQUEST');
});

t.test('store setup: store, root category, url id rules', async (t) => {
  const made = await admin.request('POST', storeBase, { navigationTitle: 'Shop', title: 'Shop', urlId: '', description: 'Seconds', enabled: true });
  t.equal(made.statusCode, 201, made.body);
  t.equal(body(made).urlId, 'shop-1', '"shop" is taken by the demo store');
  const short = await admin.request('POST', storeBase, { navigationTitle: 'Go', title: 'Go' });
  t.equal(body(short).urlId, 'store', 'fewer than 3 characters: the fallback store title');
  t.equal(body(await admin.request('POST', storeBase, { title: '' })).urlId, 'store-1');
  const id = body(made).id as string;
  const root = { displayName: 'All', parentCategoryId: null, type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 };
  const category = await admin.request('POST', `${storeBase}/${id}/categories`, root);
  t.equal(category.statusCode, 201, category.body);
  t.match(body(category), { displayName: 'All', parentCategoryId: null, type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 });
  t.same(body(await admin.request('POST', `${storeBase}/${id}/categories`, root)), { status: 409, code: 'TAG_EXISTS', message: 'This category already exists', crumbFail: false });
  const other = body(short).id as string;
  for (const [change, message] of [
    [{ type: 'CHILD' }, 'CHILD is not one of the expected options'],
    [{ pageRendering: 'GRID' }, 'GRID is not one of the expected options'],
    [{ displayIndex: 2 }, '2 is not one of the expected options'],
    [{ parentCategoryId: id }, `${id} is not one of the expected options`],
    [{ displayName: 'A name far longer than twenty-five' }, 'A category name can be at most 25 characters long.'],
  ] as const) {
    const r = await admin.request('POST', `${storeBase}/${other}/categories`, { ...root, ...change });
    t.equal(body(r).message, message, JSON.stringify(change));
  }
  t.equal((await admin.request('POST', `${storeBase}/nope/categories`, root)).statusCode, 404);
  t.equal((await admin.request('POST', `/api/content-service/product/1.1/websites/other-site/products`, { title: 'X' })).statusCode, 404);
  t.equal(body(await admin.request('POST', storeBase, { title: { text: 'X' } })).code, 'INVALID_REQUEST');
  t.equal(body(await admin.request('POST', storeBase, { navigationTitle: 'X' })).code, 'INVALID_REQUEST', 'no title');
  // Then the main navigation, as the store creation sequence does.
  const nav = await admin.request('POST', '/api/widget/UpdateNavigation', { fieldName: 'footerNav', templateId: 'vitrine', navigation: { items: [{ collectionId: id }] } });
  t.equal(nav.statusCode, 200);
  t.equal((await (await visitor(app)).request('GET', '/shop-1')).statusCode, 200, 'the store page is served');
});

t.test('commerce preferences: per namespace, websiteId in the answer only, unchanged saves skipped', async (t) => {
  t.same(body(await admin.request('GET', '/api/v1/commerce-preferences/checkout')), { websiteId });
  const saved = await admin.request('PUT', '/api/v1/commerce-preferences/checkout', { websiteId: 'ignored', tipping: true, minimum: { cents: 500 } });
  t.same(body(saved), { tipping: true, minimum: { cents: 500 }, websiteId });
  const row = () => app.vitrine.commerce!.store.db.selectFrom('commerce_preferences' as never).selectAll().executeTakeFirst() as Promise<{ updated_at: string; value: string }>;
  const first = await row();
  t.notMatch(first.value, 'websiteId', 'the websiteId is not stored');
  await admin.request('PUT', '/api/v1/commerce-preferences/checkout', { minimum: { cents: 500 }, tipping: true });
  t.equal((await row()).updated_at, first.updated_at, 'no changed value: nothing written');
  t.same(body(await admin.request('GET', '/api/v1/commerce-preferences/checkout')), { tipping: true, minimum: { cents: 500 }, websiteId });
  t.equal((await admin.request('PUT', '/api/v1/commerce-preferences/bad%20name', { a: 1 })).statusCode, 400);
  t.equal((await admin.request('PUT', '/api/v1/commerce-preferences/checkout', [1, 2])).statusCode, 400);
  const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i]));
  t.equal((await admin.request('PUT', '/api/v1/commerce-preferences/checkout', many)).statusCode, 400);
});

t.test('multilingual settings', async (t) => {
  const s = body(await admin.request('GET', '/api/multilingual/settings'));
  t.match(s, { enabled: true, defaultLanguage: 'en-US' });
  t.same(body(await admin.request('GET', '/api/multilingual/status')), { connected: true, languageCount: 2 });
  t.equal(body(await admin.request('GET', '/api/multilingual/languages')).languages.length, 2);
  const next = [
    { languageTag: 'en-US', displayName: 'English', pathPrefix: '', default: true },
    { languageTag: 'fr-FR', displayName: 'Français', pathPrefix: '/fr' },
    { languageTag: 'de-DE', displayName: 'Deutsch', pathPrefix: '/de' },
  ];
  const put = await admin.request('PUT', '/api/multilingual/languages', { languages: next });
  t.equal(put.statusCode, 200, put.body);
  t.equal(body(put).languages.length, 3);
  t.equal((await (await visitor(app)).request('GET', '/fr')).statusCode, 200, 'the French site keeps its homepage');
  for (const bad of [
    [{ ...next[0], default: false }, next[1]],
    [next[0], { ...next[1], default: true, pathPrefix: '' }],
    [next[0], { ...next[1], pathPrefix: '' }],
    [next[0], { ...next[1], languageTag: 'en-us', pathPrefix: '/en' }],
    [next[0], next[1], { ...next[2], pathPrefix: '/fr' }],
  ]) {
    const r = await admin.request('PUT', '/api/multilingual/languages', { languages: bad });
    t.equal(body(r).code, 'LANGUAGE_INVALID', JSON.stringify(bad));
  }
  t.equal(body(await admin.request('PUT', '/api/multilingual/languages', { languages: [{ languageTag: 'x', displayName: 'X', pathPrefix: '' }] })).code, 'INVALID_REQUEST');
  t.equal(body(await admin.request('PUT', '/api/multilingual/languages', { languages: [] })).code, 'INVALID_REQUEST');
  const off = await admin.request('DELETE', '/api/multilingual/connection');
  t.match(body(off), { disconnected: true, enabled: false, languages: [{ languageTag: 'en-US', default: true }] });
  t.same(body(await admin.request('GET', '/api/multilingual/status')), { connected: false, languageCount: 1 });
  t.equal(body(await admin.request('DELETE', '/api/multilingual/connection')).disconnected, false);
});

t.test('a site without a main navigation', async (t) => {
  await app.vitrine.editor!.content.change({ accountId: null, summary: 'test: no main navigation' }, (doc) => {
    delete (doc.navigations as Record<string, unknown>).mainNav;
    return true;
  });
  const layout = await admin.request('GET', '/api/commondata/GetSiteLayout');
  t.same(body(layout), { status: 409, code: 'NO_MAIN_NAVIGATION', message: 'Unable to find site main navigation', crumbFail: false });
  t.equal(body(await admin.request('POST', '/api/widget/UpdateNavigation', { fieldName: 'footerNav', templateId: 'x', navigation: { items: [] } })).message, 'Unable to find site main navigation');
});
