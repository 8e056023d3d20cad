// The owner's video and lesson collections (issue 42) through the editor
// API, on SQLite and on PostgreSQL: a draft collection is not found until
// published; items keep the order the owner gives; each item's access
// (free preview, the collection's gate, a product of its own) is what the
// site enforces (403 with page type 106 or 107 to a visitor, open to a
// member); refusals answer the catalogue's codes and texts (French too),
// and a refused change writes no revision.
import t from 'tap';
import { ORDERABLE_LIST_LIMITS, ORDERABLE_MESSAGES } from '../../editor/orderable-lists.js';
import type { Test } from 'tap';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { freshDatabase } from '../commerce/helpers.js';
import { body, editorApp, owner, PASSWORD, visitor, type Browser } from './helpers.js';

t.setTimeout(300_000);
const GUIDE = '6561f0c202f4230000000023';
const BASE = '/api/editor/media-collections';
const BILLING = { email: 'slabs@example.com', billingSameSent: '1', billingFirstName: 'Ada', billingLastName: 'Lovelace', billingLine1: '14 Kiln Lane', billingCity: 'Hudson', billingRegion: 'NY', billingPostalCode: '12534', billingCountry: 'US' };
const CARD = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/40', cardCvc: '123', cardName: 'Ada Lovelace' };
const asset = (path: string) => readFileSync(new URL(`../../templates/assets/${path}`, import.meta.url));

/** A file sent to the upload API as the admin sends it. */
const upload = (app: FastifyInstance, b: Browser, bytes: Buffer, name: string, kind?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/editor/uploads${kind ? `?kind=${kind}` : ''}`,
    cookies: b.cookies,
    payload: bytes,
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': name, 'x-csrf-token': b.cookies.crumb ?? '', 'x-xsrf-token': b.xsrfToken ?? '' },
  });

async function journey(t: Test, database: Awaited<ReturnType<typeof freshDatabase>>) {
  const app = await editorApp(t, database ? { database } : {});
  const admin = await owner(app);
  const revision = async () => body(await admin.request('GET', BASE)).revision as number;

  const made = await admin.request('POST', BASE, { kind: 'lesson', title: 'Slab building', description: 'Three lessons.\n\nThe first is free.' });
  t.equal(made.statusCode, 201, made.body);
  const c = body(made).collection;
  t.equal(c.urlId, 'slab-building');
  t.equal(c.status, 'draft');
  t.same(c.gate, { kind: 'members', productIds: [] });
  t.equal((await (await visitor(app)).request('GET', '/slab-building')).statusCode, 404, 'a draft is not found');

  const add = async (input: Record<string, unknown>) => {
    const r = await admin.request('POST', `${BASE}/${c.id}/items`, input);
    t.equal(r.statusCode, 201, r.body);
    return r;
  };
  const one = body(await add({ title: 'Rolling a slab', body: 'Roll it even.', access: 'free', video: { url: '/assets/videos/centering.webm', durationSeconds: 4 } })).item;
  const two = body(await add({ title: 'Joining walls', body: 'Score and slip.', access: 'collection' })).item;
  const three = body(await add({ title: 'A lidded box', body: 'Fit the lid.', access: 'product', productId: GUIDE })).item;
  t.same([one.urlId, two.urlId, three.urlId], ['rolling-a-slab', 'joining-walls', 'a-lidded-box']);
  t.same([one.access, two.access, three.access], ['free', 'collection', 'product']);

  // Reorder: every item once.
  const order = await admin.request('PUT', `${BASE}/${c.id}/order`, { itemIds: [two.id, one.id, three.id] });
  t.equal(order.statusCode, 200, order.body);
  const before = await revision();
  for (const itemIds of [[one.id, two.id], [one.id, one.id, two.id], [one.id, two.id, 'nope']]) {
    const r = await admin.request('PUT', `${BASE}/${c.id}/order`, { itemIds });
    t.equal(r.statusCode, 400);
    t.equal(body(r).code, 'ORDER_MISMATCH');
    t.equal(body(r).message, 'The new order must name every item of the collection once.');
  }
  t.equal(await revision(), before, 'no revision from a refused order');
  t.same(body(await admin.request('GET', `${BASE}/${c.id}`)).collection.items.map((i: { id: string }) => i.id), [two.id, one.id, three.id]);

  const published = await admin.request('PUT', `${BASE}/${c.id}`, { title: 'Slab building', description: 'Three lessons.', status: 'published' });
  t.equal(body(published).collection.status, 'published');

  // The public site: the list and the free lesson for anyone, the gated ones behind their walls.
  const guest = await visitor(app);
  const list = await guest.request('GET', '/slab-building');
  t.equal(list.statusCode, 200);
  t.ok(list.body.indexOf('Joining walls') < list.body.indexOf('Rolling a slab'), 'the list in the owner’s order');
  const free = await guest.request('GET', '/slab-building/rolling-a-slab');
  t.equal(free.statusCode, 200);
  t.match(free.body, /Roll it even\./);
  t.match(free.body, /\/assets\/videos\/centering\.webm/);
  const members = await guest.request('GET', '/slab-building/joining-walls');
  t.equal(members.statusCode, 403);
  t.match(members.body, /"pageType":106/);
  t.match(members.body, /This page available only site members/);
  t.notMatch(members.body, /Score and slip/, 'nothing of the lesson behind the wall');
  const paid = await guest.request('GET', '/slab-building/a-lidded-box');
  t.equal(paid.statusCode, 403);
  t.match(paid.body, /"pageType":107/);
  t.match(paid.body, new RegExp(`name="itemId" value="${GUIDE}"`), 'the item’s own product is offered');
  t.notMatch(paid.body, /Fit the lid/);

  const member = await visitor(app);
  t.equal((await member.signUp('slabs@example.com', PASSWORD, { memberAreaId: 'members' })).statusCode, 201, 'a visitor joins the site’s members');
  t.equal((await member.request('GET', '/slab-building/joining-walls')).statusCode, 200, 'a member gets the members’ lesson');
  t.equal((await member.request('GET', '/slab-building/a-lidded-box')).statusCode, 403, 'not the one a product opens');
  // Buying the item's own product opens it, through the wall's offer and the checkout.
  const offer = await member.form('/account/paywall-purchase', { crumb: member.cookies.crumb!, target: three.id, itemId: GUIDE, returnTo: '/slab-building/a-lidded-box' });
  t.equal(offer.statusCode, 303, offer.body);
  const placed = await member.request('POST', '/api/commerce/checkout', { action: 'place', ...BILLING, ...CARD });
  t.equal(placed.statusCode, 200, placed.body);
  const bought = await member.request('GET', '/slab-building/a-lidded-box');
  t.equal(bought.statusCode, 200, 'the buyer gets the item');
  t.match(bought.body, /Fit the lid\./);

  // The collection's gate moves to a paywall: the items that take it follow, the free one stays free.
  const gated = await admin.request('PUT', `${BASE}/${c.id}`, { title: 'Slab building', gate: { kind: 'paywall', productIds: [GUIDE] } });
  t.equal(gated.statusCode, 200, gated.body);
  t.equal((await member.request('GET', '/slab-building/joining-walls')).statusCode, 403, 'now behind the paywall');
  t.equal((await guest.request('GET', '/slab-building/rolling-a-slab')).statusCode, 200, 'the preview stays free');

  // Refusals, each with nothing written.
  const at = await revision();
  const refuse = async (method: 'POST' | 'PUT', path: string, input: Record<string, unknown>, status: number, code: string, message?: string) => {
    const r = await admin.request(method, path, input);
    t.equal(r.statusCode, status, `${code}: ${r.body}`);
    t.equal(body(r).code, code);
    if (message) t.equal(body(r).message, message);
    return body(r);
  };
  await refuse('POST', BASE, { kind: 'lesson', title: '' }, 400, 'MEDIA_COLLECTION_INVALID', 'Enter a title.');
  await refuse('POST', BASE, { kind: 'lesson', title: 'x'.repeat(201) }, 400, 'MEDIA_COLLECTION_INVALID', 'A title can be at most 200 characters long.');
  await refuse('POST', BASE, { kind: 'podcast', title: 'Talks' }, 400, 'INVALID_REQUEST');
  await refuse('POST', BASE, { kind: 'video', title: 'Shop again', urlId: 'shop' }, 409, 'URL_ID_TAKEN', 'Another page already uses this URL.');
  await refuse('POST', `${BASE}/${c.id}/items`, { title: 'No text', access: 'free' }, 400, 'MEDIA_ITEM_INVALID', 'A lesson needs its text.');
  await refuse('POST', `${BASE}/${c.id}/items`, { title: 'Bad video', body: 'x', access: 'free', video: { url: 'javascript:alert(1)' } }, 400, 'MEDIA_ITEM_INVALID', 'Upload a video file (MP4, WebM, Ogg, MOV) or give the address of a YouTube or Vimeo video.');
  await refuse('POST', `${BASE}/${c.id}/items`, { title: 'Long', body: 'x', access: 'free', video: { url: 'https://youtu.be/dQw4w9WgXcQ', durationSeconds: 86_401 } }, 400, 'MEDIA_ITEM_INVALID', 'A duration is a whole number of seconds from 0 to 86400.');
  await refuse('POST', `${BASE}/${c.id}/items`, { title: 'No product', body: 'x', access: 'product' }, 400, 'MEDIA_ITEM_INVALID', 'Choose the paywall product that opens this item.');
  await refuse('POST', `${BASE}/${c.id}/items`, { title: 'Unknown product', body: 'x', access: 'product', productId: 'nope' }, 400, 'NOT_A_PRODUCT', 'nope is not a product of your store.');
  await refuse('POST', `${BASE}/${c.id}/items`, { title: 'Joining walls', urlId: 'joining-walls', body: 'x', access: 'free' }, 409, 'ITEM_URL_TAKEN');
  await refuse('PUT', `${BASE}/${c.id}`, { title: 'Slab building', gate: { kind: 'paywall', productIds: [] } }, 400, 'MEDIA_COLLECTION_INVALID', 'A paywalled collection needs at least one paywall product.');
  await refuse('PUT', `${BASE}/${c.id}`, { title: 'Slab building', status: 'published', revision: 1 }, 409, 'CONFLICT');
  await refuse('PUT', `${BASE}/shop`, { title: 'Not mine' }, 404, 'NOT_FOUND');
  t.equal(await revision(), at, 'no revision from any refusal');

  // The French catalogue, for an owner in French.
  admin.cookies['vitrine-editor-language'] = 'fr';
  const fr = await refuse('POST', `${BASE}/${c.id}/items`, { title: '', body: '', access: 'free' }, 400, 'MEDIA_ITEM_INVALID');
  t.same(fr.messages, ['Saisissez un titre.', 'Une leçon a besoin de son texte.']);
  delete admin.cookies['vitrine-editor-language'];

  // A video collection: an uploaded file and poster, a YouTube address; the upload's address plays on the page.
  const films = body(await admin.request('POST', BASE, { kind: 'video', title: 'Studio films', urlId: 'studio-films' })).collection;
  const file = await upload(app, admin, asset('videos/centering.webm'), 'centering.webm', 'video');
  t.equal(file.statusCode, 201, file.body);
  const poster = await upload(app, admin, asset('gallery/coast.jpg'), 'coast.jpg');
  t.equal(poster.statusCode, 201, poster.body);
  const film = await admin.request('POST', `${BASE}/${films.id}/items`, { title: 'Centering', description: 'Wet hands.', access: 'free', video: { url: body(file).file.assetUrl, durationSeconds: 4 }, posterId: body(poster).image.id });
  t.equal(film.statusCode, 201, film.body);
  t.equal(body(film).item.posterUrl, body(poster).image.assetUrl);
  const hosted = await admin.request('POST', `${BASE}/${films.id}/items`, { title: 'On YouTube', access: 'collection', video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
  t.equal(hosted.statusCode, 201, hosted.body);
  await refuse('POST', `${BASE}/${films.id}/items`, { title: 'No video', access: 'free' }, 400, 'MEDIA_ITEM_INVALID', 'A video needs a video file or a YouTube or Vimeo address.');
  await refuse('POST', `${BASE}/${films.id}/items`, { title: 'Bad poster', access: 'free', video: { url: 'https://vimeo.com/76979871' }, posterId: 'nope' }, 404, 'NOT_FOUND');
  await admin.request('PUT', `${BASE}/${films.id}`, { title: 'Studio films', status: 'published' });
  const filmPage = await guest.request('GET', '/studio-films/centering');
  t.equal(filmPage.statusCode, 200);
  t.match(filmPage.body, new RegExp(`<source src="${body(file).file.assetUrl}"`), 'the uploaded file plays');
  t.match(filmPage.body, new RegExp(body(poster).image.assetUrl), 'with its poster');
  t.equal((await guest.request('GET', '/studio-films/on-youtube')).statusCode, 403, 'the gated film is walled');

  // The item limit (SPEC section 9: 250 in a user-orderable collection).
  const bulk = body(await admin.request('POST', BASE, { kind: 'video', title: 'Many films' })).collection;
  for (let n = 0; n < 250; n++) {
    const r = await admin.request('POST', `${BASE}/${bulk.id}/items`, { title: `Film ${n}`, access: 'free', video: { url: 'https://vimeo.com/76979871' } });
    if (r.statusCode !== 201) t.fail(`film ${n}: ${r.body}`);
  }
  // A hand-ordered list (editor/orderable-lists.ts): the 251st item, and an order of 251, are the lists' own refusal.
  t.equal(ORDERABLE_LIST_LIMITS.mediaItems, 250, 'a collection is one of the hand-ordered lists');
  await refuse('POST', `${BASE}/${bulk.id}/items`, { title: 'One too many', access: 'free', video: { url: 'https://vimeo.com/76979871' } }, 400, 'TOO_MANY_ORDERED_ITEMS', ORDERABLE_MESSAGES.tooMany);
  const bulkIds = (body(await admin.request('GET', `${BASE}/${bulk.id}`)).collection.items as { id: string }[]).map((i) => i.id);
  t.equal(bulkIds.length, 250);
  await refuse('PUT', `${BASE}/${bulk.id}/order`, { itemIds: [...bulkIds, 'one-more'] }, 400, 'TOO_MANY_ORDERED_ITEMS', 'A list you put in order by hand can hold at most 250 items.');
  admin.cookies['vitrine-editor-language'] = 'fr';
  await refuse('POST', `${BASE}/${bulk.id}/items`, { title: 'Encore une', access: 'free', video: { url: 'https://vimeo.com/76979871' } }, 400, 'TOO_MANY_ORDERED_ITEMS', 'Une liste que vous ordonnez à la main peut contenir au plus 250 éléments.');
  delete admin.cookies['vitrine-editor-language'];

  // A draft item (the collection is published): the owner's alone, in the list and at its address, until it is published.
  const draftItem = await admin.request('POST', `${BASE}/${c.id}/items`, { title: 'Glazing the box', body: 'Dip it.', access: 'free', status: 'draft' });
  t.equal(draftItem.statusCode, 201, draftItem.body);
  t.equal(body(draftItem).item.status, 'draft');
  t.equal((await guest.request('GET', '/slab-building/glazing-the-box')).statusCode, 404, 'a draft item is not found');
  t.notMatch((await guest.request('GET', '/slab-building')).body, 'Glazing the box', 'nor listed');
  t.equal(body(await admin.request('GET', `${BASE}/${c.id}`)).collection.items.find((i: { title: string }) => i.title === 'Glazing the box').status, 'draft', 'the owner still has it');
  await refuse('PUT', `${BASE}/${c.id}/items/${body(draftItem).item.id}`, { title: 'Glazing the box', body: 'Dip it.', access: 'free', status: 'hidden' }, 400, 'INVALID_REQUEST');
  const publishedItem = await admin.request('PUT', `${BASE}/${c.id}/items/${body(draftItem).item.id}`, { title: 'Glazing the box', body: 'Dip it.', access: 'free', status: 'published' });
  t.equal(body(publishedItem).item.status, 'published');
  t.equal((await guest.request('GET', '/slab-building/glazing-the-box')).statusCode, 200, 'published: visitors get it');
  t.match((await guest.request('GET', '/slab-building')).body, 'Glazing the box');

  // A product that opens an item or a collection is not removed until they get another access.
  const shop = (body(await admin.request('GET', '/api/editor/stores')).stores as { id: string; urlId: string }[]).find((x) => x.urlId === 'shop')!;
  const pass = body(await admin.request('POST', `/api/editor/stores/${shop.id}/products`, { title: 'Box pass', productType: 2, variants: [{ sku: 'BOX-PASS', priceCents: 500, stock: { unlimited: true } }] })).product;
  const gatedItem = body(await admin.request('POST', `${BASE}/${c.id}/items`, { title: 'Box feet', body: 'Add feet.', access: 'product', productId: pass.id })).item;
  const removeProduct = () => admin.request('DELETE', `/api/editor/stores/${shop.id}/products/${pass.id}`);
  let refused = await removeProduct();
  t.equal(refused.statusCode, 409, refused.body);
  t.same(body(refused), { status: 409, code: 'PRODUCT_OPENS_MEDIA', message: 'This product opens videos or lessons in “Slab building”. Give them another access before you remove it.', crumbFail: false });
  admin.cookies['vitrine-editor-language'] = 'fr';
  t.equal(body(await removeProduct()).message, 'Ce produit ouvre des vidéos ou des leçons dans “Slab building”. Donnez-leur un autre accès avant de le supprimer.');
  delete admin.cookies['vitrine-editor-language'];
  t.equal((await admin.request('PUT', `${BASE}/${c.id}/items/${gatedItem.id}`, { title: 'Box feet', body: 'Add feet.', access: 'free' })).statusCode, 200);
  t.equal((await admin.request('PUT', `${BASE}/${c.id}`, { title: 'Slab building', gate: { kind: 'paywall', productIds: [GUIDE, pass.id] } })).statusCode, 200);
  refused = await removeProduct();
  t.equal(body(refused).code, 'PRODUCT_OPENS_MEDIA', 'the collection’s paywall names it too');
  t.equal((await admin.request('PUT', `${BASE}/${c.id}`, { title: 'Slab building', gate: { kind: 'paywall', productIds: [GUIDE] } })).statusCode, 200);
  const removed = await removeProduct();
  t.equal(removed.statusCode, 200, `then it goes: ${removed.body}`);

  // Removing an item; who may call.
  t.equal((await admin.request('DELETE', `${BASE}/${c.id}/items/${three.id}`)).statusCode, 200);
  t.equal((await guest.request('GET', '/slab-building/a-lidded-box')).statusCode, 404);
  t.equal((await guest.request('POST', BASE, { kind: 'video', title: 'Nope' })).statusCode, 401);
  t.equal((await member.request('POST', BASE, { kind: 'video', title: 'Nope' })).statusCode, 403);
}

t.test('video and lesson collections on SQLite', async (t) => journey(t, await freshDatabase(t, 'sqlite')));
t.test('video and lesson collections on PostgreSQL', async (t) => {
  const database = await freshDatabase(t, 'postgres');
  if (!database) return;
  // The uploads go beside the database file's place: a folder of the test's own, not the working directory.
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-media-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  await journey(t, { ...database, file: join(dir, 'unused.sqlite') });
});
