// SPEC section 9's special names in the demo store: the `hidden`
// navigation lists nothing, the `member-area` navigation is the menu of a
// member area's pages only (never on public pages or on the access page),
// the `readme` page is in no navigation and not found by search; and the
// masked password placeholder of password fields.
import t from 'tap';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../site/load-site.js';
import { loadContent } from '../../site/content/load-content.js';
import { SiteIndex } from '../../site/content/site-index.js';
import { buildNavigation, HIDDEN_NAVIGATION, MEMBER_AREA_NAVIGATION, README_PAGE } from '../../site/context/navigation.js';
import { ANONYMOUS, type Visitor } from '../../site/routing/access.js';
import { MASKED_PASSWORD } from '../../engine/forms/fields.js';
import { answerText } from '../../engine/forms/answers.js';
import { FORM_TEXT } from '../../engine/forms/texts.js';
import type { CollectionContent } from '../../site/content/types.js';

const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));
const site = await loadSite(root('templates'), root('fixtures/demo-store'));
const member: Visitor = { unlocked: new Set(), member: true, memberAreas: new Set(['members']) };
const html = (path: string, visitor: Visitor = ANONYMOUS) => site.renderer.render(path, {}, visitor).html;
const MENU = /<nav class="member-area-nav" aria-label="([^"]+)"><ul>([\s\S]*?)<\/ul><\/nav>/;

t.test('the names', async (t) => {
  t.same([HIDDEN_NAVIGATION, MEMBER_AREA_NAVIGATION, README_PAGE], ['hidden', 'member-area', 'readme']);
  t.equal(MASKED_PASSWORD, '••••••••');
});

t.test('the member-area menu: on member pages for members, in both languages; nowhere else', async (t) => {
  const en = MENU.exec(html('/members', member));
  t.ok(en, 'a member on the members page gets the menu');
  t.equal(en![1], 'Members’ menu');
  t.match(en![2], /<a href="\/members" aria-current="page">Members<\/a>/);
  t.match(en![2], /<a href="\/shop">/, 'public pages may be in it');
  const fr = MENU.exec(html('/fr/members', member));
  t.equal(fr?.[1], 'Menu des membres', 'French');
  t.match(fr?.[2], '<a href="/fr/members" aria-current="page">Membres</a>');
  t.notMatch(html('/members'), 'member-area-nav', 'the access page a visitor gets has no menu');
  t.notMatch(html('/shop', member), 'member-area-nav', 'a public page has none, even for a member');
});

t.test('hidden navigation and the readme page', async (t) => {
  const r = loadContent(root('fixtures/demo-store'));
  if (!r.ok) throw new Error('demo content');
  const content = r.content;
  // A readme written as a journal: its entries would otherwise be found by search.
  const journal = content.collections.find((c) => c.urlId === 'journal')!;
  const readme: CollectionContent = { ...journal, id: 'readme-id', urlId: 'readme', title: 'Readme', navigationTitle: 'Readme', items: (journal.items ?? []).slice(0, 1).map((i) => ({ ...i, id: 'readme-1', collectionId: 'readme-id', urlId: 'note', title: 'zebra notes' })) };
  const collections = [...content.collections, readme];
  const navigations = { ...content.navigations, hidden: [{ collection: 'our-story' }], mainNav: [...content.navigations.mainNav!, { collection: 'readme' }] };
  const index = new SiteIndex({ ...content, collections, navigations });
  t.same(buildNavigation(index, 'hidden', null)?.items, [], 'the hidden navigation lists nothing');
  const main = JSON.stringify(buildNavigation(index, 'mainNav', null));
  t.notMatch(main, '"urlId":"readme"', 'the readme page is in no navigation');
  t.match(main, '"urlId":"shop"');
  t.same(buildNavigation(index, MEMBER_AREA_NAVIGATION, index.byUrlId.get('shop')!)?.items, [], 'no member-area menu on a public page');
  t.equal(buildNavigation(index, 'nowhere', null), null, 'an undeclared navigation is still null');
  const withReadme = await loadSite(root('templates'), { content: { ok: true, content: { ...content, collections, navigations }, diagnostics: [] } });
  const asJournal = await loadSite(root('templates'), { content: { ok: true, content: { ...content, collections: [...content.collections, { ...readme, urlId: 'notes' }] }, diagnostics: [] } });
  t.match(asJournal.renderer.render('/search', { q: 'zebra' }).html, '/notes', 'under another name, search finds it');
  t.notMatch(withReadme.renderer.render('/search', { q: 'zebra' }).html, '/readme', 'search does not find the readme page');
  t.equal(withReadme.renderer.render('/readme').status, 200, 'it is still at its address');
});

t.test('password fields: the masked placeholder, and answers never in clear', async (t) => {
  t.match(html('/private-sale'), `placeholder="${MASKED_PASSWORD}"`, 'the unlock form');
  t.equal(answerText({ type: 'password' }, 'hunter2', FORM_TEXT), MASKED_PASSWORD);
  t.equal(answerText({ type: 'password' }, '', FORM_TEXT), 'N/A', 'an empty answer still reads N/A');
  t.equal(answerText({ type: 'text' }, 'hunter2', FORM_TEXT), 'hunter2');
});
