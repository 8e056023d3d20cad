// The platform's special pages (site/render/special-pages.ts) in the demo
// store: each at its path in English and French with its SPEC page type
// (203, 204, 205, 208, 209, 300, 301; 210 is the owner's: composer-preview.test.ts) or the `style` special page
// kind, its texts in the page's language; the membership page shows the
// signed-in member's own area (never a shared page); the unsubscribe form
// turns off the address's mailing-list opt-ins.
import t from 'tap';
import { Browser, siteApp } from '../session/helpers.js';
import { SPECIAL_LANGUAGES } from '../../site/render/special-texts.js';
import { PAGE_TYPE } from '../../site/routing/page-types.js';

const { app } = await siteApp(t, { pageCacheMs: 60_000 });
const pageTypeOf = (html: string) => Number(/"pageType":(\d+)/.exec(html)?.[1]);
const EN = SPECIAL_LANGUAGES.en;
const FR = SPECIAL_LANGUAGES.fr;

const PAGES = [
  { path: 'donate', type: PAGE_TYPE.DONATE, en: 'Support Hearth &amp; Clay', fr: 'Soutenir Hearth &amp; Clay' },
  { path: 'donate/thank-you', type: PAGE_TYPE.CONTRIBUTION_CONFIRMED, en: EN.contributionTitle, fr: FR.contributionTitle },
  { path: 'cart/v2', type: PAGE_TYPE.CART_V2, en: 'You have nothing in your shopping cart.', fr: 'panier' },
  { path: 'account/membership-confirmed', type: PAGE_TYPE.MEMBERSHIP_CONFIRMED, en: EN.membershipNone, fr: 'Vous n’êtes pas encore membre de cet espace.' },
  { path: 'reviews/request?item=6561f0c202f4300000000003', type: PAGE_TYPE.REVIEWS_REQUEST, en: 'Tell other shoppers what you think of Stoneware Mug.', fr: 'Dites aux autres clients ce que vous pensez de' },
  { path: 'newsletter/unsubscribe', type: PAGE_TYPE.NEWSLETTER_UNSUBSCRIBE, en: EN.unsubscribeTitle, fr: FR.unsubscribeTitle },
  { path: 'email-preview', type: PAGE_TYPE.COMMERCE_EMAIL_PREVIEW, en: EN.emailPreviewTitle, fr: FR.emailPreviewTitle },
  { path: 'style', type: PAGE_TYPE.PAGE, en: EN.styleTitle, fr: FR.styleTitle },
];

t.test('every special page in both languages, with its page type', async (t) => {
  for (const p of PAGES) {
    for (const [prefix, text, lang] of [['', p.en, 'en-US'], ['/fr', p.fr, 'fr-FR']] as const) {
      const res = await app.inject({ url: `${prefix}/${p.path}` });
      t.equal(res.statusCode, 200, `${prefix}/${p.path}`);
      t.equal(pageTypeOf(res.body), p.type, `${prefix}/${p.path}: page type ${p.type}`);
      t.match(res.body, text, `${prefix}/${p.path}: its text`);
      t.match(res.body, `<html lang="${lang}"`);
    }
  }
  const style = await app.inject({ url: '/style?format=json' });
  t.equal(style.json().specialPageKind, 'style', 'the style page is the `style` special page kind');
  const hreflang = (await app.inject({ url: '/donate/thank-you' })).body;
  t.match(hreflang, /hreflang="fr-FR" href="[^"]*\/fr\/donate\/thank-you"/, 'its French page at the same path');
});

t.test('a site page of the same name wins over a special page', async (t) => {
  const res = await app.inject({ url: '/shop' });
  t.equal(pageTypeOf(res.body), PAGE_TYPE.MAIN_CONTENT, 'the store list');
  t.equal((await app.inject({ url: '/style/extra' })).statusCode, 404);
});

t.test('the review request without a product; the composer preview is the owner\'s (test/site/composer-preview.test.ts)', async (t) => {
  t.match((await app.inject({ url: '/reviews/request' })).body, EN.reviewsNoProduct);
  t.equal((await app.inject({ url: '/digital-product-preview?item=6561f0c202f4210000000021' })).statusCode, 404, 'not found for a shopper');
});

t.test('membership confirmed: the signed-in member sees their area; others do not share their page', async (t) => {
  const member = await new Browser(app).start();
  await member.signUp('member@example.com', 'correct horse battery', { memberAreaIds: ['members'] });
  await member.request('POST', '/api/site-users/account/member-areas', { memberAreaId: 'members' });
  let html = (await member.request('GET', '/account/membership-confirmed?area=members')).body;
  t.match(html, EN.membershipTitle);
  t.match(html, 'Your membership of “Members” is active.');
  t.match(html, 'href="/members"');
  const other = await new Browser(app).start();
  await other.signUp('other@example.com', 'correct horse battery');
  html = (await other.request('GET', '/account/membership-confirmed?area=members')).body;
  t.match(html, EN.membershipNone, 'a signed-in visitor who is not a member');
  t.notMatch(html, EN.membershipTitle, 'never the member’s page');
  html = (await app.inject({ url: '/account/membership-confirmed?area=members' })).body;
  t.match(html, EN.membershipSignIn, 'a visitor is asked to sign in');
});

t.test('newsletter unsubscribe: the form turns off the opt-ins and says so; a bad address is refused', async (t) => {
  const store = app.vitrine.commerce!.store;
  await store.db.insertInto('restock_signups').values({ id: 'r1', product_id: 'p', variant_id: 'v', email: 'Reader@Example.com', join_mailing_list: 1, language: 'en-US', created_at: new Date().toISOString(), notified_at: null }).execute();
  const b = await new Browser(app).start();
  const html = (await b.request('GET', '/newsletter/unsubscribe')).body;
  t.match(html, /<form class="vitrine-special__form" method="post" action="\/api\/newsletter\/unsubscribe"/);
  const crumb = /name="crumb" value="([^"]+)"/.exec(html)![1]!;
  let res = await b.form('/api/newsletter/unsubscribe', { crumb, email: 'nope', pagePath: '/newsletter/unsubscribe' });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/newsletter/unsubscribe?error=invalid');
  t.match((await b.request('GET', res.headers.location as string)).body, /aria-invalid="true"[^>]*>.*Email is invalid/s);
  res = await b.form('/api/newsletter/unsubscribe', { crumb: 'forged', email: 'reader@example.com', pagePath: '/newsletter/unsubscribe' });
  t.equal(res.statusCode, 403, 'a forged crumb');
  res = await b.form('/api/newsletter/unsubscribe', { crumb, email: 'reader@example.com', pagePath: '/fr/newsletter/unsubscribe' });
  t.equal(res.headers.location, '/fr/newsletter/unsubscribe?done=1');
  t.match((await b.request('GET', '/fr/newsletter/unsubscribe?done=1')).body, FR.unsubscribeDone);
  const row = await store.db.selectFrom('restock_signups').select('join_mailing_list').where('id', '=', 'r1').executeTakeFirstOrThrow();
  t.equal(row.join_mailing_list, 0, 'the opt-in is off');
  res = await b.request('POST', '/api/newsletter/unsubscribe', { email: 'nobody@example.com' });
  t.same(res.json(), { unsubscribed: true }, 'the same answer for an address that never subscribed');
});
