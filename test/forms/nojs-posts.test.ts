// The product page's plain forms, posted as a browser without JavaScript
// does (urlencoded, the crumb the page gave): restock sign-up per sold-out
// variant and add to cart, each answered with a redirect and the outcome
// shown once on the page; bad input and a wrong crumb store nothing; the
// forms' server messages follow the page's language.
import t from 'tap';
import { countRows, formsServer, postJson } from './helpers.js';
import { cookieHeader, crumbOf, open, post, type Jar } from './form-posts.js';

const APRON = { productId: '6561f0c202f4100000000001', page: '/shop/linen-apron', rust: 'linen-apron-v3', sand: 'SQ1000' };
const FR_APRON = { productId: '6561f0c202f4370000000037', page: '/fr/boutique/linen-apron' };
const RESTOCK = '/api/site-users/account/notifications/restock';
const ADD = '/api/commerce/shopping-cart/form';

t.test('restock without JavaScript: errors on the page, then the success text; one sign-up for the chosen variant', async (t) => {
  const app = await formsServer(t);
  const jar: Jar = {};
  const html = await open(app, jar, APRON.page);
  t.match(html, /<form class="product-restock-form" method="post" action="\/api\/site-users\/account\/notifications\/restock"/, 'a real form posting to the sign-up route');
  t.match(html, /<select name="variantId"><option value="linen-apron-v3">Rust<\/option><\/select>/, 'the sold-out variant, named');
  t.notMatch(html, /action="#"/);
  const crumb = crumbOf(html);
  t.equal(crumb, jar.crumb, "the page's crumb is the visitor's own");
  const base = { crumb, productId: APRON.productId, variantId: APRON.rust, pagePath: APRON.page, language: 'en-US' };

  let res = await post(app, jar, RESTOCK, { ...base, siteVisitorEmail: '' });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, `${APRON.page}#restock-${APRON.productId}`);
  let page = await open(app, jar, APRON.page);
  t.match(page, /<p class="product-restock-error form-field__error" id="restock-error-[^"]+" role="alert">Email cannot be blank<\/p>/);
  t.equal(await countRows(app, 'restock_signups'), 0, 'nothing stored');

  res = await post(app, jar, RESTOCK, { ...base, siteVisitorEmail: 'ada@', isJoinMailingList: 'true' });
  page = await open(app, jar, APRON.page);
  t.match(page, />Email is invalid</);
  t.match(page, /value="ada@" aria-invalid="true"/, 'the email typed is kept');
  t.match(page, /name="isJoinMailingList" value="true" checked/, 'and the opt-in');
  page = await open(app, jar, APRON.page);
  t.notMatch(page, />Email is invalid</, 'the outcome shows once');

  res = await post(app, jar, RESTOCK, { ...base, variantId: 'linen-apron-v1', siteVisitorEmail: 'ada@example.com' });
  page = await open(app, jar, APRON.page);
  t.match(page, />This item is in stock\.</, 'an in-stock variant is refused');
  t.equal(await countRows(app, 'restock_signups'), 0);

  res = await post(app, jar, RESTOCK, { ...base, siteVisitorEmail: 'ada@example.com', isJoinMailingList: 'true' });
  t.equal(res.statusCode, 303);
  page = await open(app, jar, APRON.page);
  t.match(page, /<p class="product-restock-notification product-restock-notification--success" data-variant-id="linen-apron-v3" role="status">Signed up!<\/p>/);
  t.notMatch(page.slice(page.indexOf(`id="restock-${APRON.productId}"`), page.indexOf('product-detail__body')), /<form/, 'the form is gone');
  const rows = await app.vitrine.commerce!.store.db.selectFrom('restock_signups').selectAll().execute();
  t.match(rows, [{ product_id: APRON.productId, variant_id: APRON.rust, email: 'ada@example.com', join_mailing_list: 1, language: 'en-US' }]);

  const groups = await app.inject({ url: `${RESTOCK}/groups`, headers: { authorization: `Bearer ${'owner-token-for-the-forms-tests-0123456789'}` } });
  t.match(JSON.parse(groups.body), { signUpGroups: [{ productId: APRON.productId, variantId: APRON.rust, productName: 'Linen Apron', variantName: 'Rust', pending: 1 }] }, "the owner's list is by variant");
});

t.test('restock form posts: a missing or foreign crumb signs nobody up; malformed posts are 4xx', async (t) => {
  const app = await formsServer(t);
  const jar: Jar = {};
  const crumb = crumbOf(await open(app, jar, APRON.page));
  const base = { productId: APRON.productId, variantId: APRON.rust, pagePath: APRON.page, siteVisitorEmail: 'ada@example.com' };
  await post(app, jar, RESTOCK, base);
  t.match(await open(app, jar, APRON.page), />Your session has expired\. Please reload the page and try again\.</);
  await post(app, jar, RESTOCK, { ...base, crumb: `${crumb.slice(0, -2)}xx` });
  t.match(await open(app, jar, APRON.page), />Your session has expired\./);
  const stranger = await post(app, {}, RESTOCK, { ...base, crumb });
  t.equal(stranger.statusCode, 303, "another visitor's crumb (no cookie) is refused the same way");
  t.equal(await countRows(app, 'restock_signups'), 0);

  let res = await post(app, jar, RESTOCK, { crumb, pagePath: APRON.page, siteVisitorEmail: 'ada@example.com' });
  t.equal(res.statusCode, 400, 'no product or variant');
  res = await post(app, jar, RESTOCK, { ...base, crumb, siteVisitorEmail: 'a'.repeat(1001) });
  t.equal(res.statusCode, 400, 'an oversized field');
  res = await post(app, jar, RESTOCK, { ...base, crumb, variantId: 'nope' });
  t.equal(res.statusCode, 303);
  t.match(await open(app, jar, APRON.page), />Sorry, that item variant is unavailable\.</);
  res = await post(app, jar, RESTOCK, { ...base, crumb, pagePath: 'https://elsewhere.example/x', siteVisitorEmail: '' });
  t.equal(res.headers.location, `/#restock-${APRON.productId}`, 'only a path of this site to go back to');
  t.equal(await countRows(app, 'restock_signups'), 0);
});

t.test("the forms' server messages follow the page's language", async (t) => {
  const app = await formsServer(t);
  const jar: Jar = {};
  const html = await open(app, jar, FR_APRON.page);
  t.match(html, /<span>Variante<\/span>/);
  const crumb = crumbOf(html);
  await post(app, jar, RESTOCK, { crumb, productId: FR_APRON.productId, variantId: APRON.rust, pagePath: FR_APRON.page, language: 'fr-FR', siteVisitorEmail: '' });
  t.match(await open(app, jar, FR_APRON.page), />L’adresse e-mail ne peut pas être vide</);
  await post(app, jar, RESTOCK, { crumb, productId: FR_APRON.productId, variantId: APRON.rust, pagePath: FR_APRON.page, language: 'fr-FR', siteVisitorEmail: 'ada@example.com' });
  t.match(await open(app, jar, FR_APRON.page), /role="status">C’est noté !<\/p>/, "the merchant's French success text");
  const rows = await app.vitrine.commerce!.store.db.selectFrom('restock_signups').select(['language']).execute();
  t.same(rows, [{ language: 'fr-FR' }]);

  // The islands' JSON calls: the language they send.
  let res = await postJson(app, RESTOCK, { productId: FR_APRON.productId, variantId: APRON.rust, siteVisitorEmail: 'ada@', language: 'fr-FR' });
  t.equal(res.status, 400);
  t.match(res.body, { code: 'EMAIL_INVALID', message: 'L’adresse e-mail n’est pas valide' });
  res = await postJson(app, RESTOCK, { productId: FR_APRON.productId, variantId: APRON.rust, siteVisitorEmail: 'ada@' });
  t.match(res.body, { message: 'Email is invalid' }, 'English without a language');
  res = await postJson(app, '/api/form/SaveFormSubmission', { formId: 'nope', form: {}, key: 'k', pagePath: '/fr/contact' });
  t.match(res.body, { status: 404, code: 'FORM_NOT_CONFIGURED' });
  t.not(res.body.message, 'This form has not been configured yet.', 'the page path names the language');
});

t.test('add to cart without JavaScript: to the cart page, or back with the reason', async (t) => {
  const app = await formsServer(t);
  const jar: Jar = {};
  const html = await open(app, jar, APRON.page);
  t.match(html, /<form class="product-detail__checkout" method="post" action="\/api\/commerce\/shopping-cart\/form" data-add-form>/);
  t.match(html, /<noscript><label class="product-detail__plain-field"><span>Color<\/span>\s*<select name="sku" required>/, 'the variant as a field');
  t.match(html, /<option value="SQ1002" disabled>Rust<\/option>/, 'sold out: not offered');
  t.match(html, /<input type="number" name="quantity" min="1" max="9999" step="1" value="1">/);
  t.match(html, /<button class="sqs-editable-button product-detail__plain-add" type="submit">Add To Cart<\/button>/);
  const crumb = crumbOf(html);
  const base = { crumb, itemId: APRON.productId, returnTo: APRON.page, cartPath: '/cart' };

  let res = await post(app, jar, ADD, { ...base, sku: APRON.sand, quantity: 'two' });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, `${APRON.page}#item-${APRON.productId}`);
  let page = await open(app, jar, APRON.page);
  t.match(page, /<p class="product-detail__add-error" role="alert">Quantity must be a number\.<\/p>/);
  t.match(page, /name="quantity" min="1" max="9999" step="1" value="two"/, 'the quantity typed is kept');
  t.equal(jar.CART, undefined, 'no cart yet');

  res = await post(app, jar, ADD, { ...base, sku: 'SQ1002', quantity: '1' });
  t.match(await open(app, jar, APRON.page), /role="alert">Sorry, we do not have enough of that item available\.</, 'the sold-out variant');
  res = await post(app, jar, ADD, { ...base, crumb: 'forged', sku: APRON.sand, quantity: '1' });
  t.match(await open(app, jar, APRON.page), /role="alert">Your session has expired\./);
  t.equal(jar.CART, undefined);

  res = await post(app, jar, ADD, { ...base, sku: APRON.sand, quantity: '2' });
  t.equal(res.statusCode, 303);
  t.equal(res.headers.location, '/cart');
  t.ok(jar.CART, 'the cart cookie');
  const cart = await app.inject({ url: '/api/commerce/shopping-cart', headers: { cookie: cookieHeader(jar) } });
  t.match(JSON.parse(cart.body), { totalQuantity: 2, entries: [{ itemId: APRON.productId, chosenVariant: { sku: APRON.sand }, quantity: 2 }] });

  res = await post(app, jar, ADD, { ...base, cartPath: 'https://elsewhere.example/cart', sku: APRON.sand, quantity: '1' });
  t.equal(res.headers.location, '/cart', 'only a cart page of this site');
  res = await post(app, jar, ADD, { crumb, sku: APRON.sand });
  t.equal(res.statusCode, 400, 'no item');
  res = await post(app, jar, ADD, { ...base, quantity: '1'.repeat(50) });
  t.equal(res.statusCode, 400, 'an oversized field');
});

t.test('add to cart without JavaScript on the French site: its cart page and its language', async (t) => {
  const app = await formsServer(t);
  const jar: Jar = {};
  const html = await open(app, jar, FR_APRON.page);
  t.match(html, /name="cartPath" value="\/fr\/cart"/);
  const base = { crumb: crumbOf(html), itemId: FR_APRON.productId, returnTo: FR_APRON.page, cartPath: '/fr/cart' };
  await post(app, jar, ADD, { ...base, sku: APRON.sand, quantity: '1.5' });
  t.match(await open(app, jar, FR_APRON.page), /role="alert">La quantité doit être un nombre entier\.</);
  const res = await post(app, jar, ADD, { ...base, sku: APRON.sand, quantity: '1' });
  t.equal(res.headers.location, '/fr/cart');
});
