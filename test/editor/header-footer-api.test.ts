// The site header and footer API (SPEC section 7) on the demo store: who
// may call it, what it reads from the content, a save the shopper's next
// page shows (title, escaped announcement, footer text), an unchanged save
// making no revision, bad input, and the SPEC message without a main
// navigation.
import t from 'tap';
import { body, editorApp, manager, owner, shopper, visitor } from './helpers.js';
import { FOOTER_TEXT_MAX_LENGTH } from '../../editor/limits.js';

t.setTimeout(120_000);
const app = await editorApp(t);
const admin = await owner(app);
const URL = '/api/site-header-footer';

t.test('owners only', async (t) => {
  t.equal(body(await (await visitor(app)).request('GET', URL)).code, 'NOT_SIGNED_IN');
  const buyer = await shopper(app);
  t.equal(body(await buyer.request('GET', URL)).code, 'FORBIDDEN');
  t.equal(body(await buyer.request('PUT', URL, { header: { siteTitle: 'x', announcement: '' }, footer: { text: '' } })).code, 'FORBIDDEN');
  t.equal((await (await manager(app)).request('GET', URL)).statusCode, 200, 'a website manager reads it too');
});

t.test('reads the content, saves a revision the site shows at once', async (t) => {
  t.same(body(await admin.request('GET', URL)), {
    header: { siteTitle: 'Hearth & Clay', announcement: 'Free shipping in the US on orders over $120.' },
    footer: { text: '' },
  });
  const before = await app.vitrine.editor!.content.revision();
  const sent = { header: { siteTitle: 'Hearth & Kiln', announcement: 'Kiln sale <b>Saturday</b>' }, footer: { text: 'Made in Hudson & fired twice.' } };
  const saved = await admin.request('PUT', URL, sent);
  t.equal(saved.statusCode, 200, saved.body);
  t.same(body(saved), { revision: before + 1, ...sent });
  const page = (await (await visitor(app)).request('GET', '/')).body;
  t.match(page, '<a class="site-title" href="/" data-content-field="site-title">Hearth &amp; Kiln</a>');
  t.match(page, 'Kiln sale &lt;b&gt;Saturday&lt;/b&gt;', 'the announcement is text, never markup');
  t.match(page, '<p class="site-footer__text">Made in Hudson &amp; fired twice.</p>');

  const again = await admin.request('PUT', URL, sent);
  t.equal(body(again).revision, before + 1, 'the same texts again make no revision');
  const cleared = await admin.request('PUT', URL, { header: { siteTitle: 'Hearth & Kiln', announcement: '' }, footer: { text: '' } });
  t.equal(cleared.statusCode, 200);
  const after = (await (await visitor(app)).request('GET', '/')).body;
  t.notMatch(after, 'announcement-bar', 'no announcement, no bar');
  t.notMatch(after, 'site-footer__text');
});

t.test('bad input: 400', async (t) => {
  for (const bad of [
    { header: { siteTitle: '', announcement: '' }, footer: { text: '' } },
    { header: { siteTitle: '   ', announcement: '' }, footer: { text: '' } },
    { header: { siteTitle: 'x', announcement: '' }, footer: { text: 'x'.repeat(FOOTER_TEXT_MAX_LENGTH + 1) } },
    { header: [], footer: {} },
    { header: { siteTitle: 'x', announcement: '' } },
  ]) {
    const res = await admin.request('PUT', URL, bad);
    t.equal(res.statusCode, 400, JSON.stringify(bad));
    t.equal(body(res).code, 'INVALID_REQUEST');
  }
  const extra = await admin.request('PUT', URL, { header: { siteTitle: 'Hearth & Kiln', announcement: '', layout: 'centred' }, footer: { text: '' } });
  t.same(body(extra).header, { siteTitle: 'Hearth & Kiln', announcement: '' }, 'an unknown field is dropped, never stored');
});

t.test("without a main navigation: 'Unable to find site main navigation'", async (t) => {
  await app.vitrine.editor!.content.change({ accountId: null, summary: 'test: no main navigation' }, (doc) => {
    delete (doc.navigations as Record<string, unknown>).mainNav;
    return true;
  });
  const res = await admin.request('PUT', URL, { header: { siteTitle: 'Hearth', announcement: '' }, footer: { text: '' } });
  t.equal(res.statusCode, 409);
  t.equal(body(res).message, 'Unable to find site main navigation');
});
