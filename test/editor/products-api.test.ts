// Stores, products and image uploads of the editor API on the demo store
// (SQLite): a product an owner creates is on the shopper's product page and
// goes in a cart at once; every limit and bad input gets its 4xx and text.
import t from 'tap';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { body, editorApp, manager, owner, visitor, type Browser } from './helpers.js';
import { EDITOR_ERRORS } from '../../server/editor/index.js';
import { MAX_PRODUCTS_PER_COLLECTION, MAX_UPLOAD_BYTES } from '../../editor/limits.js';

t.setTimeout(180_000);
const app = await editorApp(t);
const admin = await owner(app);
const websiteId = app.vitrine.commerce!.carts.catalogue.websiteId;
const text = (code: keyof typeof EDITOR_ERRORS) => EDITOR_ERRORS[code].text;

function upload(app: FastifyInstance, b: Browser, bytes: Buffer, headers: Record<string, string | undefined>) {
  const all: Record<string, string | undefined> = { 'content-type': 'application/octet-stream', 'x-csrf-token': b.cookies.crumb, 'x-xsrf-token': b.xsrfToken, ...headers };
  const sent = Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== undefined));
  return app.inject({ method: 'POST', url: '/api/editor/uploads', headers: sent, cookies: b.cookies, payload: bytes });
}

const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c06030' } }).png().toBuffer();

const mug = {
  title: 'Ash Glaze Mug',
  description: 'Thrown by hand.\n\nHolds <350 ml>.',
  options: ['Size'],
  tags: ['mug', 'stoneware'],
  categories: ['Kitchen'],
  variants: [
    { sku: 'ASH-S', priceCents: 2400, stock: { unlimited: false, quantity: 3 }, attributes: { Size: 'Small' } },
    { sku: 'ASH-L', priceCents: 2900, stock: { unlimited: true }, attributes: { Size: 'Large' } },
  ],
};

let storeId = '';
let storeUrl = '';

t.test('an owner sets up a store and adds a product with an image; the shopper sees it and buys it at once', async (t) => {
  const stores = body(await admin.request('GET', '/api/editor/stores')).stores;
  t.match(stores.find((s: { urlId: string }) => s.urlId === 'shop'), { id: 'shop', title: 'Shop', productCount: 27 }, 'the demo store is listed');
  const made = body(await admin.request('POST', `/api/content-service/product/1.1/websites/${websiteId}/products`, { title: 'Seconds' }));
  storeId = made.id;
  storeUrl = made.urlId;
  // SPEC section 8: a NotFoundError carries the path.
  const elsewhere = await admin.request('POST', '/api/content-service/product/1.1/websites/another-site/products', { title: 'Seconds' });
  t.equal(elsewhere.statusCode, 404);
  t.match(body(elsewhere), { code: 'NOT_FOUND', message: 'Unable to locate content', path: '/api/content-service/product/1.1/websites/another-site/products' });
  t.same(body(await admin.request('GET', `/api/editor/stores/${storeId}/products`)).products, [], 'a new store has no products');

  const up = await upload(app, admin, png, { 'x-file-name': encodeURIComponent('mug photo.png') });
  t.equal(up.statusCode, 201, up.body);
  const image = body(up).image;
  t.match(image, { contentType: 'image/png', originalSize: '640x480', filename: 'mug photo.png', assetUrl: /^\/uploads\/[0-9a-f]{24}\.png$/ });
  const served = await app.inject({ method: 'GET', url: image.assetUrl });
  t.equal(served.statusCode, 200);
  t.equal(served.headers['content-type'], 'image/png');
  const resized = await app.inject({ method: 'GET', url: `${image.assetUrl}?format=300w` });
  t.equal((await sharp(resized.rawPayload).metadata()).width, 300, 'resized to the widths the formatters ask for');

  const created = await admin.request('POST', `/api/editor/stores/${storeId}/products`, { ...mug, imageId: image.id });
  t.equal(created.statusCode, 201, created.body);
  const product = body(created).product;
  t.match(product, {
    urlId: 'ash-glaze-mug',
    url: `/${storeUrl}/ash-glaze-mug`,
    title: 'Ash Glaze Mug',
    description: 'Thrown by hand.\n\nHolds <350 ml>.',
    productType: 1,
    tags: ['mug', 'stoneware'],
    categories: ['Kitchen'],
    options: ['Size'],
    image: { id: image.id, assetUrl: image.assetUrl },
  });
  t.same(product.variants[0], { sku: 'ASH-S', priceCents: 2400, salePriceCents: 0, onSale: false, stock: { unlimited: false, quantity: 3 }, attributes: { Size: 'Small' } });

  // The item has the demo store's shape.
  const { doc } = await app.vitrine.editor!.content.read();
  const store = (doc.collections as { id: string; items: Record<string, unknown>[] }[]).find((c) => c.id === storeId)!;
  t.match(store.items[0], {
    recordType: 11,
    collectionId: storeId,
    body: '<p>Thrown by hand.</p><p>Holds &lt;350 ml&gt;.</p>',
    mainImage: { assetUrl: image.assetUrl, originalSize: '640x480' },
    structuredContent: {
      productType: 1,
      variantOptionOrdering: ['Size'],
      variants: [
        { sku: 'ASH-S', price: 2400, priceMoney: { currency: 'USD', value: '24.00' }, qtyInStock: 3, stock: { unlimited: false, quantity: 3 }, attributes: { Size: 'Small' }, optionValues: [{ optionName: 'Size', value: 'Small' }] },
        { sku: 'ASH-L', unlimited: true },
      ],
    },
  });

  const shopper = await visitor(app);
  const page = await shopper.request('GET', product.url);
  t.equal(page.statusCode, 200, 'the product page is served at once');
  t.match(page.body, 'Ash Glaze Mug');
  t.match(page.body, '$24.00');
  t.match(page.body, image.assetUrl, 'with its image');
  t.notMatch(page.body, '<350 ml>', 'the description is escaped');
  const list = await shopper.request('GET', `/${storeUrl}`);
  t.match(list.body, 'Ash Glaze Mug', 'the store lists it');

  const added = await shopper.request('POST', '/api/commerce/shopping-cart/entries', { itemId: product.id, sku: 'ASH-S', quantity: 2 });
  t.equal(added.statusCode, 200, added.body);
  t.match(body(added).shoppingCart, { subtotalCents: 4800, totalQuantity: 2 });
  const checkout = await shopper.request('GET', '/checkout');
  t.equal(checkout.statusCode, 200);
  t.match(checkout.body, `href="${product.url}"`, 'the checkout links the new product');
  t.match(checkout.body, `${image.assetUrl}?format=300w`, 'with its image');
  const other = await visitor(app);
  const stock = body(await other.request('GET', `/api/commerce/inventory/stock/?itemId=${product.id}`));
  t.match(stock.results, [{ sku: 'ASH-S', unlimited: false, qtyInStock: 1 }, { sku: 'ASH-L', unlimited: true }], 'the cart holds two of the three');
  const tooMany = await shopper.request('POST', '/api/commerce/shopping-cart/entries', { itemId: product.id, sku: 'ASH-S', quantity: 2 });
  t.equal(body(tooMany).message, 'Sorry, we do not have enough of that item available.');
  t.equal(body(await admin.request('GET', `/api/editor/stores/${storeId}/products`)).products[0].variants[0].stock.quantity, 1, 'the editor lists the stock shoppers see');
});

t.test('updating a product: new price and stock at once, image kept or taken away', async (t) => {
  const list = body(await admin.request('GET', `/api/editor/stores/${storeId}/products`)).products;
  const id = list[0].id;
  const changed = { ...mug, title: 'Ash Glaze Mug', variants: [{ ...mug.variants[0], priceCents: 2000, salePriceCents: 1500, onSale: true, stock: { unlimited: false, quantity: 10 } }, mug.variants[1]] };
  const res = await admin.request('PUT', `/api/editor/stores/${storeId}/products/${id}`, changed);
  t.equal(res.statusCode, 200, res.body);
  t.match(body(res).product, { urlId: 'ash-glaze-mug', image: { assetUrl: /^\/uploads\// }, variants: [{ priceCents: 2000, salePriceCents: 1500, onSale: true, stock: { quantity: 10 } }] });
  const shopper = await visitor(app);
  const added = await shopper.request('POST', '/api/commerce/shopping-cart/entries', { itemId: id, sku: 'ASH-S', quantity: 5 });
  t.equal(added.statusCode, 200, added.body);
  t.equal(body(added).shoppingCart.subtotalCents, 7500, 'the sale price, and the owner\'s new stock count');
  // A demo product: its French translation shares its SKUs, which is no clash.
  const apron = body(await admin.request('GET', '/api/editor/stores/shop/products')).products.find((p: { urlId: string }) => p.urlId === 'linen-apron');
  const renamed = await admin.request('PUT', `/api/editor/stores/shop/products/${apron.id}`, { title: 'Linen Apron, washed', options: apron.options, variants: apron.variants, tags: apron.tags, categories: apron.categories });
  t.equal(renamed.statusCode, 200, renamed.body);
  t.match((await (await visitor(app)).request('GET', '/shop/linen-apron')).body, 'Linen Apron, washed', 'the demo product page shows the change');
  const { doc } = await app.vitrine.editor!.content.read();
  const shop = (doc.collections as { id: string; items: { id: string; structuredContent: { variants: { id: string }[] } }[] }[]).find((c) => c.id === 'shop')!;
  t.same(shop.items.find((i) => i.id === apron.id)!.structuredContent.variants.map((v) => v.id), ['linen-apron-v1', 'linen-apron-v2', 'linen-apron-v3'], 'its variants keep their ids');
  const noImage = await admin.request('PUT', `/api/editor/stores/${storeId}/products/${id}`, { ...changed, imageId: null });
  t.equal(body(noImage).product.image, null);
  t.equal((await admin.request('PUT', `/api/editor/stores/${storeId}/products/nope`, changed)).statusCode, 404);
});

t.test('bad input: a clear 4xx, nothing written', async (t) => {
  const url = `/api/editor/stores/${storeId}/products`;
  const { revision } = await app.vitrine.editor!.content.read();
  const cases: [string, Record<string, unknown>, number, keyof typeof EDITOR_ERRORS][] = [
    ['a tag over 50 characters', { ...mug, tags: ['x'.repeat(51)] }, 400, 'TAG_TOO_LONG'],
    ['a category over 25 characters', { ...mug, categories: ['y'.repeat(26)] }, 400, 'CATEGORY_TOO_LONG'],
    ['a variant without the option', { ...mug, variants: [{ sku: 'Z1', priceCents: 1, stock: { unlimited: true } }] }, 400, 'VARIANTS_INVALID'],
    ['two variants with the same values', { ...mug, variants: [mug.variants[0], { ...mug.variants[1], attributes: { Size: 'Small' } }] }, 400, 'VARIANTS_INVALID'],
    ['an option named twice', { ...mug, options: ['Size', 'Size'] }, 400, 'VARIANTS_INVALID'],
    ['a SKU of a demo product', { ...mug, variants: [{ ...mug.variants[0], sku: 'SQ1000' }, mug.variants[1]] }, 409, 'SKU_TAKEN'],
    ['a SKU twice', { ...mug, variants: [mug.variants[0], { ...mug.variants[1], sku: 'ASH-S' }] }, 409, 'SKU_TAKEN'],
    ['a negative price', { ...mug, variants: [{ ...mug.variants[0], priceCents: -1 }] }, 400, 'INVALID_REQUEST'],
    ['a price in decimals', { ...mug, variants: [{ ...mug.variants[0], priceCents: 12.5 }] }, 400, 'INVALID_REQUEST'],
    ['no variants', { ...mug, variants: [] }, 400, 'INVALID_REQUEST'],
    ['no title', { ...mug, title: '   ' }, 400, 'INVALID_REQUEST'],
    ['an unknown product type (paywall products: paywall-product-api.test.ts)', { ...mug, productType: 6 }, 400, 'INVALID_REQUEST'],
    ['an unknown image', { ...mug, imageId: 'a'.repeat(24) }, 404, 'NOT_FOUND'],
    ['a bad url id', { ...mug, urlId: 'A b' }, 400, 'NOT_A_PAGE_URL'],
  ];
  for (const [what, payload, status, code] of cases) {
    const r = await admin.request('POST', url, payload);
    t.equal(r.statusCode, status, what);
    t.equal(body(r).code, code, what);
  }
  t.equal(body(await admin.request('POST', url, { ...mug, tags: ['x'.repeat(51)] })).message, 'A tag can be at most 50 characters long.');
  t.equal(body(await admin.request('POST', url, { ...mug, variants: [{ ...mug.variants[0], sku: 'SQ1000' }, mug.variants[1]] })).message, 'Another variant already uses the SKU SQ1000.');
  t.equal(body(await admin.request('POST', url, { ...mug, urlId: 'ash-glaze-mug', variants: [{ ...mug.variants[0], sku: 'OTHER-1' }] , options: ['Size'] })).code, 'URL_ID_TAKEN');
  t.equal((await admin.request('POST', '/api/editor/stores/nope/products', mug)).statusCode, 404, 'an unknown store');
  const pages = body(await admin.request('GET', '/api/editor/pages')).pages;
  t.equal((await admin.request('GET', `/api/editor/stores/${pages[0].id}/products`)).statusCode, 404, 'a page is not a store');
  t.equal((await app.vitrine.editor!.content.read()).revision, revision, 'nothing was written');
  const m = await manager(app);
  t.equal(body(await m.request('POST', url, { ...mug, tags: ['x'.repeat(51)] })).code, 'TAG_TOO_LONG', 'a website manager edits products (editor/permissions.ts): the rule answers, not the role');
  t.equal((await m.request('GET', url)).statusCode, 200);
  t.equal((await (await visitor(app)).request('GET', url)).statusCode, 401);
});

t.test(`a store holds at most ${MAX_PRODUCTS_PER_COLLECTION} products`, async (t) => {
  await app.vitrine.editor!.content.change({ accountId: null, summary: 'test: a full store' }, (doc) => {
    const store = (doc.collections as { id: string; items: unknown[] }[]).find((c) => c.id === storeId)!;
    while (store.items.length < MAX_PRODUCTS_PER_COLLECTION) store.items.push({ id: `filler${store.items.length}`, urlId: `filler-${store.items.length}`, title: 'Filler' });
    return true;
  });
  const r = await admin.request('POST', `/api/editor/stores/${storeId}/products`, { ...mug, variants: [{ ...mug.variants[0], sku: 'NEW-1' }, { ...mug.variants[1], sku: 'NEW-2' }] });
  t.same(body(r), { status: 400, code: 'TOO_MANY_PRODUCTS', message: 'A store can hold at most 200 products.', crumbFail: false });
});

t.test('uploads: images only, within the size limit, with a name and the crumb', async (t) => {
  const notImage = await upload(app, admin, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { 'x-file-name': 'logo.svg', 'content-type': 'image/svg+xml' });
  t.equal(notImage.statusCode, 415);
  t.same(body(notImage), { status: 415, code: 'FILE_NOT_SUPPORTED', message: 'The file logo.svg does not appear to be a supported image file.', crumbFail: false });
  const fakePng = await upload(app, admin, Buffer.concat([png.subarray(0, 16), Buffer.alloc(100)]), { 'x-file-name': 'broken.png' });
  t.equal(body(fakePng).code, 'FILE_NOT_SUPPORTED', 'a PNG header over nothing is no image');
  const big = await upload(app, admin, Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff), { 'x-file-name': 'huge.jpg' });
  t.equal(big.statusCode, 413);
  t.equal(body(big).message, 'The file huge.jpg is too large. The maximum allowed file size is 10 MB.');
  t.equal(body(await upload(app, admin, png, { 'x-file-name': undefined })).message, text('FILE_NAME_MISSING'));
  t.equal(body(await upload(app, admin, png, { 'x-file-name': 'a.png', 'x-csrf-token': undefined })).code, 'CRUMB_FAIL');
  t.equal(body(await upload(app, admin, png, { 'x-file-name': 'a.png', 'x-xsrf-token': undefined })).code, 'XSRF_FAIL');
  const anon = await visitor(app);
  t.equal((await upload(app, anon, png, { 'x-file-name': 'a.png' })).statusCode, 401);
  t.equal((await app.inject({ method: 'GET', url: '/uploads/..%2Fstore.sqlite' })).statusCode, 404, 'only upload names are served');
  t.equal((await app.inject({ method: 'GET', url: `/uploads/${'b'.repeat(24)}.png` })).statusCode, 404);
});

t.test('navigation: what a link may point at, for the navigation panel', async (t) => {
  const r = body(await admin.request('GET', '/api/editor/navigation/collections'));
  t.match(r.navigations, ['mainNav', 'footerNav'], "the content's navigations first");
  t.ok(r.collections.some((c: { id: string; urlId: string }) => c.id === storeId && c.urlId === storeUrl), 'the new store can be linked');
  t.match(r.collections.find((c: { urlId: string }) => c.urlId === 'studio'), { folder: true, title: 'Studio' });
  const linked = await admin.request('POST', '/api/widget/UpdateNavigation', { fieldName: 'mainNav', templateId: '', navigation: { items: [{ collectionId: 'shop' }, { collectionId: storeId }] } });
  t.equal(linked.statusCode, 200, linked.body);
  const home = await (await visitor(app)).request('GET', '/');
  t.match(home.body, `href="/${storeUrl}"`, 'the shopper sees the store in the navigation');
  t.equal((await (await visitor(app)).request('GET', '/api/editor/navigation/collections')).statusCode, 401);
});
