// A paywalled page (107): its own text, its offers and sign-in link;
// neither signing in nor joining opens it; a one-off purchase (the offer's
// form, then the site's checkout, which grants the access) or a membership
// of its area does.
import t from 'tap';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, PRODUCTS, siteApp } from './helpers.js';
import { DEFAULT_SITE_CONTENT, DEFAULT_SITE_THEME_DIR } from '../../server/config.js';
import { paywallAccessId } from '../../site/routing/access.js';

t.setTimeout(180_000);
/** The Home Glazing Guide: digital, so its checkout needs no shipping. */
const GUIDE = { id: '6561f0c202f4230000000023', sku: 'SQ1170' };
const BILLING = { email: 'ada@example.com', billingSameSent: '1', billingFirstName: 'Ada', billingLastName: 'Lovelace', billingLine1: '14 Kiln Lane', billingCity: 'Hudson', billingRegion: 'NY', billingPostalCode: '12534', billingCountry: 'US' };
const CARD = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/40', cardCvc: '123', cardName: 'Ada Lovelace' };
const dir = mkdtempSync(join(tmpdir(), 'vitrine-paywall-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
cpSync(DEFAULT_SITE_CONTENT, dir, { recursive: true });
const lesson = {
  id: 'glazing-lesson',
  urlId: 'glazing-lesson',
  typeName: 'page',
  type: 10,
  title: 'Glazing at home',
  mainContent: '<p>Lesson one: dipping and pouring.</p>',
  paywall: true,
  memberAreaId: 'studio-club',
  paywallProductIds: [PRODUCTS.mug.id, GUIDE.id],
};
writeFileSync(join(dir, 'collections', 'glazing-lesson.json'), JSON.stringify(lesson));
const { app, session } = await siteApp(t, { site: { themeDir: DEFAULT_SITE_THEME_DIR, content: dir } });
const PASSWORD = 'kiln-opening-42';

t.test('the paywall page and what unlocks it', async (t) => {
  const visitor = await new Browser(app).start();
  const denied = await visitor.request('GET', '/glazing-lesson');
  t.equal(denied.statusCode, 403);
  t.match(denied.body, /data-page-type="107"/);
  t.match(denied.body, /<h1>Get access to see this page<\/h1>/);
  t.match(denied.body, /<a class="vitrine-paywall-sign-in[^"]*" href="\/account\?returnTo=\/glazing-lesson">Already have access\? Sign in<\/a>/);
  const offers = [...denied.body.matchAll(/<form class="vitrine-paywall-offer" method="post" action="\/account\/paywall-purchase">[\s\S]*?<\/form>/g)].map((m) => m[0]);
  t.equal(offers.length, 2, 'one offer per product that unlocks it');
  t.match(offers[1], /name="target" value="glazing-lesson"[\s\S]*name="itemId" value="6561f0c202f4230000000023"[\s\S]*name="returnTo" value="\/glazing-lesson"/);
  t.match(offers[1], /<span class="vitrine-paywall-offer__title">The Home Glazing Guide<\/span> <span class="vitrine-paywall-offer__price">\$11\.00<\/span>/, 'its sale price');
  t.match(offers[1], />Add To Cart<\/button>/, 'the SPEC’s button text');
  t.notMatch(denied.body, /This page available only site members/, 'not the members text');
  t.notMatch(denied.body, /dipping and pouring/);

  const buyer = await new Browser(app).start();
  const made = (await buyer.signUp('buyer@example.com', PASSWORD, { memberAreaId: 'studio-club' })).json();
  t.same(made.account.memberAreas, [], 'a paid area cannot be joined for free');
  t.equal((await buyer.request('GET', '/glazing-lesson')).statusCode, 403, 'signed in is not enough');
  t.equal((await buyer.request('POST', '/api/site-users/account/member-areas', { memberAreaId: 'glazing-lesson' })).json().code, 'FORBIDDEN');

  t.same(await session.accounts.grantForOrder(made.account.id, [PRODUCTS.spoon.id]), [], 'an order of other products grants nothing');
  t.same(await session.accounts.grantForOrder(made.account.id, [PRODUCTS.mug.id]), [paywallAccessId(lesson)]);
  const open = await buyer.request('GET', '/glazing-lesson');
  t.equal(open.statusCode, 200);
  t.match(open.body, /dipping and pouring/);

  const member = await new Browser(app).start();
  const m = (await member.signUp('club@example.com', PASSWORD)).json();
  await session.accounts.store.change((tx) => tx.insertInto('site_memberships').values({ user_id: m.account.id, member_area_id: 'studio-club', source: 'grant', created_at: new Date().toISOString() }).execute());
  t.equal((await member.request('GET', '/glazing-lesson')).statusCode, 200, 'a member of its area gets in');
});

/** A form post, as the offer's form sends it without JavaScript. */
function post(b: Browser, url: string, fields: Record<string, string>) {
  return b.form(url, fields);
}

t.test('buying access through the offer and the checkout', async (t) => {
  const shopper = await new Browser(app).start();
  const crumb = shopper.cookies.crumb!;
  const offer = { crumb, target: 'glazing-lesson', itemId: GUIDE.id, returnTo: '/glazing-lesson' };
  const first = await post(shopper, '/account/paywall-purchase', offer);
  t.equal(first.statusCode, 303);
  t.equal(first.headers.location, '/account?returnTo=%2Fcheckout', 'signed out: by the account page to checkout');
  await post(shopper, '/account/paywall-purchase', offer);
  const cart = (await shopper.cart()).json();
  t.same(cart.entries.map((e: { itemId: string; quantity: number }) => [e.itemId, e.quantity]), [[GUIDE.id, 1]], 'in the cart once, however many clicks');

  const made = (await shopper.signUp('lesson@example.com', PASSWORD)).json();
  t.equal((await shopper.request('GET', '/glazing-lesson')).statusCode, 403, 'signed up is not bought');
  const signedIn = await post(shopper, '/account/paywall-purchase', { ...offer, crumb: shopper.cookies.crumb! });
  t.equal(signedIn.headers.location, '/checkout', 'signed in: straight to checkout');
  t.equal((await shopper.cart()).json().entries.length, 1, 'the cart came along with the account, still once');

  const placed = await shopper.request('POST', '/api/commerce/checkout', { action: 'place', ...BILLING, ...CARD });
  t.equal(placed.statusCode, 200, placed.body);
  t.match(placed.json().redirect, /^\/checkout\/order-confirmed\?/);
  const confirmed = await shopper.request('GET', placed.json().redirect);
  t.match(confirmed.body, /<a class="vitrine-order-line__unlocks[^"]*" href="\/glazing-lesson">Glazing at home<\/a>/, 'the order links back to the page it unlocks');
  const open = await shopper.request('GET', '/glazing-lesson');
  t.equal(open.statusCode, 200, 'the lesson opens');
  t.match(open.body, /dipping and pouring/);
  const account = (await shopper.request('GET', '/api/site-users/account')).json();
  // The demo's glazing guide also opens the last lesson of its course, in both languages (fixtures/demo-store/collections/lessons.json).
  t.same([...account.account.memberAreas].sort(), [paywallAccessId(lesson), 'paywall-6561f0c2b100000000003013', 'paywall-6561f0c2b100000000003023'].sort(), 'bought, not joined');
  t.equal(account.account.id, made.account.id);
  const again = await post(shopper, '/account/paywall-purchase', { ...offer, crumb: shopper.cookies.crumb! });
  t.equal(again.headers.location, '/glazing-lesson', 'with access: back to the page, nothing added');
});

t.test('an order of an anonymous cart grants nothing; refusals', async (t) => {
  const anon = await new Browser(app).start();
  await anon.add(GUIDE.id, GUIDE.sku, 1);
  const placed = await anon.request('POST', '/api/commerce/checkout', { action: 'place', ...BILLING, ...CARD });
  t.equal(placed.statusCode, 200, 'the order is placed');
  t.equal((await anon.request('GET', '/glazing-lesson')).statusCode, 403);

  const b = await new Browser(app).start();
  const forged = await post(b, '/account/paywall-purchase', { crumb: 'not-a-crumb', target: 'glazing-lesson', itemId: GUIDE.id, returnTo: '/glazing-lesson' });
  t.equal(forged.statusCode, 303);
  t.equal(forged.headers.location, '/glazing-lesson?error=CRUMB_FAIL');
  t.notOk(b.cookies.CART, 'nothing added');
  const page = await b.request('GET', '/glazing-lesson?error=CRUMB_FAIL');
  t.match(page.body, /<p class="vitrine-paywall-error" role="alert"><strong>Unable to Add Item<\/strong> Your session has expired\. Please reload the page and try again\.<\/p>/);
  t.notMatch((await b.request('GET', '/glazing-lesson?error=%3Cb%3E')).body, /vitrine-paywall-error/, 'unknown codes show nothing');

  const crumb = b.cookies.crumb!;
  const other = await post(b, '/account/paywall-purchase', { crumb, target: 'glazing-lesson', itemId: PRODUCTS.spoon.id, returnTo: '/glazing-lesson' });
  t.equal(other.statusCode, 400, 'a product that does not unlock the page');
  t.equal(other.json().code, 'INVALID_REQUEST');
  t.equal((await post(b, '/account/paywall-purchase', { crumb, target: 'members', itemId: GUIDE.id })).statusCode, 400, 'a page without a paywall');
  t.equal((await post(b, '/account/paywall-purchase', { crumb, target: 'glazing-lesson' })).statusCode, 400, 'no product');
  const offSite = await post(b, '/account/paywall-purchase', { crumb: 'x', target: 'glazing-lesson', itemId: GUIDE.id, returnTo: '//evil.example/' });
  t.equal(offSite.headers.location, '/?error=CRUMB_FAIL', 'never off the site');
});
