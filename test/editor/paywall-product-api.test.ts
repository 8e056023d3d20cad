// A paywall product made in the editor (issue 38, item 7): what it unlocks
// is chosen from the site's pages; the page turns into its offer at once,
// a buyer who pays with the test gateway gets the page and others do not,
// all in one running server (no restart). Moving or removing the product
// moves or lifts the paywall; bad input answers the catalogue's codes.
import t from 'tap';
import { body, editorApp, owner, shopper, visitor } from './helpers.js';

t.setTimeout(180_000);

const BILLING = { email: 'reader@example.com', billingSameSent: '1', billingFirstName: 'Ada', billingLastName: 'Lovelace', billingLine1: '14 Kiln Lane', billingCity: 'Hudson', billingRegion: 'NY', billingPostalCode: '12534', billingCountry: 'US' };
const CARD = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/40', cardCvc: '123', cardName: 'Ada Lovelace' };

t.test('a paywall product made in the editor sells its page without a restart', async (t) => {
  const app = await editorApp(t);
  const admin = await owner(app);
  const shop = body(await admin.request('GET', '/api/editor/stores')).stores.find((s: { urlId: string }) => s.urlId === 'shop');
  const base = `/api/editor/stores/${shop.id}/products`;
  const listing = body(await admin.request('GET', base));
  const pageOf = (urlId: string) => listing.unlockable.find((p: { urlId: string }) => p.urlId === urlId);
  const shipping = pageOf('shipping');
  const faq = pageOf('faq');
  t.ok(shipping && faq, 'the site’s pages are offered to unlock');
  t.notOk(pageOf('shop'), 'a store is not a page to unlock');

  t.equal((await (await visitor(app)).request('GET', '/shipping')).statusCode, 200, 'open before');
  const variants = [{ sku: 'SHIP-GUIDE', priceCents: 500, stock: { unlimited: false, quantity: 3 } }];
  const made = await admin.request('POST', base, { title: 'Shipping Insider', productType: 5, unlocks: [shipping.id], variants });
  t.equal(made.statusCode, 201, made.body);
  const product = body(made).product;
  t.equal(product.productType, 5);
  t.same(product.unlocks, [shipping.id], 'what it unlocks, read back');
  t.same(product.variants[0].stock, { unlimited: true, quantity: 0 }, 'access is not stock');
  t.equal(product.subscription, null, 'paid once');

  // Its own shop page: its price and buyable, not 'sold out' at $0 (engine/commerce/model.ts knows type 5).
  const own = await (await visitor(app)).request('GET', product.url);
  t.equal(own.statusCode, 200, own.body.slice(0, 200));
  t.match(own.body, /&quot;soldOut&quot;:false/, 'the page’s product is not sold out');
  t.notMatch(own.body, /class="[^"]*\bsold-out\b/, 'no sold-out mark or button');
  t.match(own.body, /\$5\.00/, 'its price');
  t.notMatch(own.body, /\$0\.00/, 'not $0');

  // The page is its offer now, for everyone without access.
  const stranger = await visitor(app);
  const denied = await stranger.request('GET', '/shipping');
  t.equal(denied.statusCode, 403);
  t.match(denied.body, /data-page-type="107"/);
  t.match(denied.body, new RegExp(`name="target" value="${shipping.id}"[\\s\\S]*name="itemId" value="${product.id}"`), 'the offer sells the new product');
  t.match(denied.body, /Shipping Insider<\/span> <span class="vitrine-paywall-offer__price">\$5\.00<\/span>/);

  // A buyer: the offer's form, then the checkout with the test gateway.
  const buyer = await shopper(app, 'reader@example.com');
  const direct = await buyer.add(product.id, 'SHIP-GUIDE', 1);
  t.equal(body(direct).code, 'ITEM_NOT_FOR_SALE', 'not through the cart API: only the offer, which makes sure an account buys it');
  const offer = await buyer.form('/account/paywall-purchase', { crumb: buyer.cookies.crumb!, target: shipping.id, itemId: product.id, returnTo: '/shipping' });
  t.equal(offer.statusCode, 303, offer.body);
  t.equal(offer.headers.location, '/checkout', 'the new product is known to the purchase route');
  const placed = await buyer.request('POST', '/api/commerce/checkout', { action: 'place', ...BILLING, ...CARD });
  t.equal(placed.statusCode, 200, placed.body);
  const open = await buyer.request('GET', '/shipping');
  t.equal(open.statusCode, 200, 'the buyer gets the page');
  t.notMatch(open.body, /data-page-type="107"/);

  const other = await shopper(app, 'other@example.com');
  t.equal((await other.request('GET', '/shipping')).statusCode, 403, 'another account does not');
  t.equal((await (await visitor(app)).request('GET', '/shipping')).statusCode, 403, 'nor a visitor');

  // Bad input: the catalogue's codes.
  const bad = async (input: Record<string, unknown>, code: string, what: string) => {
    const r = await admin.request('POST', base, { title: 'Bad paywall', variants: [{ sku: `BAD-${code}`, priceCents: 100, stock: { unlimited: true } }], ...input });
    t.equal(r.statusCode, 400, what);
    t.equal(body(r).code, code, what);
    return body(r);
  };
  t.equal((await bad({ productType: 5, unlocks: [] }, 'PAYWALL_PAGES_REQUIRED', 'nothing to unlock')).message, 'Choose at least one page this product unlocks.');
  t.equal((await bad({ productType: 5, unlocks: [shop.id] }, 'PAYWALL_PAGE_INVALID', 'a store')).message, `${shop.id} is not a page a paywall product can unlock.`);
  await bad({ productType: 5, unlocks: ['no-such-page'] }, 'PAYWALL_PAGE_INVALID', 'an unknown page');
  t.equal((await bad({ productType: 1, unlocks: [faq.id] }, 'UNLOCKS_NOT_ALLOWED', 'a physical product')).message, 'Only a paywall product unlocks pages.');
  await bad({ productType: 5, unlocks: [faq.id], subscription: { unit: 'MONTH', value: 1 } }, 'SUBSCRIPTION_NOT_ALLOWED', 'not recurring (SPEC section 5)');
  t.equal((await (await visitor(app)).request('GET', '/faq')).statusCode, 200, 'refused saves change nothing');

  // Moved to another page: the first opens to all, the second is paywalled.
  const moved = await admin.request('PUT', `${base}/${product.id}`, { title: 'Shipping Insider', unlocks: [faq.id], variants });
  t.equal(moved.statusCode, 200, moved.body);
  t.same(body(moved).product.unlocks, [faq.id]);
  const later = await visitor(app);
  t.equal((await later.request('GET', '/shipping')).statusCode, 200, 'no longer paywalled');
  t.equal((await later.request('GET', '/faq')).statusCode, 403, 'the new page is');
  const kept = await admin.request('PUT', `${base}/${product.id}`, { title: 'Shipping Insider, 2nd edition', variants });
  t.same(body(kept).product.unlocks, [faq.id], 'absent unlocks keep them');

  // A member page paywalled in the editor can no longer be joined for free (its area and its French copy follow).
  const club = await admin.request('PUT', `${base}/${product.id}`, { title: 'Shipping Insider', unlocks: [faq.id, pageOf('members').id], variants });
  t.equal(club.statusCode, 200, club.body);
  const joiner = await shopper(app, 'joiner@example.com');
  const join = await joiner.request('POST', '/api/site-users/account/member-areas', { memberAreaId: 'members' });
  t.equal(body(join).code, 'FORBIDDEN', 'the paywalled area is bought, not joined');
  const french = await joiner.request('GET', '/fr/members');
  t.equal(french.statusCode, 403);
  t.match(french.body, /data-page-type="107"/, 'the French copy is paywalled too');

  // Removed: its page opens again.
  t.equal((await admin.request('DELETE', `${base}/${product.id}`)).statusCode, 200);
  t.equal((await later.request('GET', '/faq')).statusCode, 200, 'removing the product lifts its paywall');
});
