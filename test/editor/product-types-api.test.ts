// Every product type in the editor (issue 38): digital (its file, stock
// never counted), gift card (amounts as variants), a subscription on a
// physical or service product (its interval, 'Subscribe' on its page) and
// refused on the others with the SPEC's text; a sold-out product made in
// the editor offers the restock sign-up, which takes a shopper's email.
import t from 'tap';
import { body, editorApp, owner, visitor } from './helpers.js';

t.setTimeout(120_000);

t.test('digital, gift card, subscription and restock on editor products', async (t) => {
  const app = await editorApp(t);
  const admin = await owner(app);
  const shop = body(await admin.request('GET', '/api/editor/stores')).stores.find((s: { urlId: string }) => s.urlId === 'shop');
  const base = `/api/editor/stores/${shop.id}/products`;
  const variant = (sku: string, priceCents: number, quantity = 5) => ({ sku, priceCents, stock: { unlimited: false, quantity } });

  // Digital: its stock is never counted; its file is kept.
  const digital = await admin.request('POST', base, { title: 'Glaze Recipes', productType: 2, variants: [variant('GLAZE-PDF', 1200)] });
  t.equal(digital.statusCode, 201, digital.body);
  const d = body(digital).product;
  t.equal(d.productType, 2);
  t.same(d.variants[0].stock, { unlimited: true, quantity: 0 }, 'a digital product is never out of stock');
  const file = await app.inject({ method: 'PUT', url: `/api/editor/products/${d.id}/digital-file`, payload: Buffer.from('%PDF-1.4 glazes'), cookies: admin.cookies, headers: { 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken!, 'content-type': 'application/pdf', 'x-file-name': 'glazes.pdf' } });
  t.equal(file.statusCode, 200, file.body);
  t.equal(JSON.parse(file.body).file.fileName, 'glazes.pdf', 'its file is stored for delivery');

  // Gift card: one variant per amount.
  const gift = await admin.request('POST', base, {
    title: 'Studio Gift Card',
    productType: 4,
    options: ['Value'],
    variants: [{ ...variant('GIFT-25', 2500), attributes: { Value: '25.00' } }, { ...variant('GIFT-50', 5000), attributes: { Value: '50.00' } }],
  });
  t.equal(gift.statusCode, 201, gift.body);
  t.same(body(gift).product.variants.map((v: { priceCents: number }) => v.priceCents), [2500, 5000], 'its amounts');
  t.equal(body(gift).product.productType, 4);

  // A subscription on a physical product: its plan, and Subscribe on its page.
  const coffee = await admin.request('POST', base, { title: 'Clay Club Box', productType: 1, variants: [variant('CLUB-BOX', 3000)], subscription: { unit: 'MONTH', value: 1, cycles: 12 } });
  t.equal(coffee.statusCode, 201, coffee.body);
  t.same(body(coffee).product.subscription, { unit: 'MONTH', value: 1, cycles: 12 });
  const page = await (await visitor(app)).request('GET', body(coffee).product.url);
  t.equal(page.statusCode, 200);
  t.match(page.body, 'Subscribe', 'its page offers Subscribe');

  // Refused on other types (SPEC section 5), also by a later change of type.
  for (const productType of [2, 4]) {
    const r = await admin.request('POST', base, { title: `Not a plan ${productType}`, productType, variants: [variant(`NOPLAN-${productType}`, 100)], subscription: { unit: 'WEEK', value: 2 } });
    t.equal(r.statusCode, 400);
    t.equal(body(r).code, 'SUBSCRIPTION_NOT_ALLOWED');
    t.equal(body(r).message, 'Only PHYSICAL and SERVICE products can be subscribed to by the merchant.');
  }
  const later = await admin.request('PUT', `${base}/${d.id}`, { title: 'Glaze Recipes', variants: [variant('GLAZE-PDF', 1200)], subscription: { unit: 'YEAR', value: 1 } });
  t.equal(body(later).code, 'SUBSCRIPTION_NOT_ALLOWED', 'a digital product stays unsubscribable when its type is not sent');
  const noPages = await admin.request('POST', base, { title: 'Paywall', productType: 5, variants: [variant('PAY-1', 100)] });
  t.equal(body(noPages).code, 'PAYWALL_PAGES_REQUIRED', 'a paywall product must unlock something (paywall-product-api.test.ts)');
  const plainAgain = await admin.request('PUT', `${base}/${body(coffee).product.id}`, { title: 'Clay Club Box', variants: [variant('CLUB-BOX', 3000)], subscription: null });
  t.equal(body(plainAgain).product.subscription, null, 'null sells it once again');

  // Restock: a sold-out editor product offers the sign-up, and takes it.
  const vase = await admin.request('POST', base, { title: 'Ash Vase', productType: 1, variants: [variant('ASH-VASE', 6400, 0)] });
  t.equal(vase.statusCode, 201, vase.body);
  const v = body(vase).product;
  const shopper = await visitor(app);
  const vasePage = await shopper.request('GET', v.url);
  t.match(vasePage.body, 'product-restock-form', 'the sold-out product page has the restock sign-up');
  t.match(vasePage.body, 'Get an email when this is back in stock.');
  const item = v.id as string;
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/site-users/account/notifications/restock',
    payload: { productId: item, variantId: `${item}-v1`, siteVisitorEmail: 'ada@example.com', isJoinMailingList: false },
    headers: { 'content-type': 'application/json' },
  });
  t.equal(signUp.statusCode, 200, signUp.body);
  t.same(JSON.parse(signUp.body), { success: true, successText: 'Signed up!' }, 'signed up');
});
