// The owner's products list across stores (GET /api/editor/products) on the
// demo store: search by title, filters by store, type and stock state,
// price with its currency, stock from the store's records, cursor paging,
// and the refusals (401 signed out, 403 a shopper, 400 a bad query).
import t from 'tap';
import { body, editorApp, owner, shopper, visitor } from './helpers.js';

t.setTimeout(180_000);
const app = await editorApp(t);
const admin = await owner(app);

interface Row {
  id: string;
  storeId: string;
  title: string;
  productType: number;
  subscription: boolean;
  currency: string;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  stockUnits: number | null;
  stockState: string;
}

async function list(query: string): Promise<{ items: Row[]; hasNextPage: boolean; nextPageCursor: string | null }> {
  const res = await admin.request('GET', `/api/editor/products${query}`);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return body(res);
}

const SPOON_ID = '6561f0c202f4170000000017';

t.test('every product of every store, sorted by title, the same across pages of 10', async (t) => {
  const all = await list('');
  const stores = body(await admin.request('GET', '/api/editor/stores')).stores as { id: string; productCount: number }[];
  t.ok(all.items.length > 10, `${all.items.length} products`);
  t.ok(all.items.length <= stores.reduce((n, s) => n + s.productCount, 0), 'translations are their original’s row');
  t.equal(all.hasNextPage, false);
  const titles = all.items.map((r) => r.title.toLowerCase());
  t.same(titles, [...titles].sort(), 'by title');
  const paged: Row[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await list(`?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
    t.ok(page.items.length <= 10);
    paged.push(...page.items);
    cursor = page.hasNextPage ? page.nextPageCursor : null;
    pages++;
  } while (cursor && pages < 20);
  t.equal(pages, Math.ceil(all.items.length / 10));
  t.same(paged.map((r) => r.id), all.items.map((r) => r.id), 'no row lost or repeated');
});

t.test('search by title ignores case; price comes with the currency', async (t) => {
  const found = await list('?q=OLIVE%20wood');
  t.ok(found.items.length >= 1);
  t.ok(found.items.every((r) => r.title.toLowerCase().includes('olive wood')));
  const spoon = found.items.find((r) => r.id === SPOON_ID);
  t.match(spoon, { title: 'Olive Wood Spoon', storeId: 'shop', currency: 'USD', productType: 1 });
  t.ok(spoon!.minPriceCents! > 0 && spoon!.maxPriceCents! >= spoon!.minPriceCents!);
  t.same((await list('?q=no%20such%20thing%20at%20all')).items, [], 'no match: an empty page');
});

t.test('a subscription product says so beside its type; the others do not', async (t) => {
  const coffee = (await list('?q=weekly%20coffee')).items.find((r) => r.id === '6561f0c202f422000000002b');
  t.match(coffee, { title: 'Weekly Coffee', productType: 1, subscription: true }, 'the demo’s coffee: a physical product sold as a subscription');
  const spoon = (await list('?q=olive%20wood')).items.find((r) => r.id === SPOON_ID);
  t.equal(spoon?.subscription, false, 'the spoon is sold once');
});

t.test('filters: store, type and stock state (the store’s records, as shoppers see them)', async (t) => {
  t.same((await list('?storeId=nosuchstore')).items, []);
  t.ok((await list('?storeId=shop')).items.every((r) => r.storeId === 'shop'));
  const physical = await list('?type=1');
  t.ok(physical.items.length > 0 && physical.items.every((r) => r.productType === 1));
  t.ok((await list('?type=4')).items.every((r) => r.productType === 4));

  await app.vitrine.commerce!.store.db.updateTable('stock').set({ quantity: 0, unlimited: 0 }).where('item_id', '=', SPOON_ID).execute();
  const soldOut = await list('?stock=sold-out');
  t.ok(soldOut.items.some((r) => r.id === SPOON_ID), 'a sold-out product');
  t.ok(soldOut.items.every((r) => r.stockState === 'sold-out' && r.stockUnits === 0));
  t.notOk((await list('?stock=in-stock')).items.some((r) => r.id === SPOON_ID));
  await app.vitrine.commerce!.store.db.updateTable('stock').set({ quantity: 3 }).where('item_id', '=', SPOON_ID).execute();
  const low = await list('?stock=low-stock&q=olive%20wood%20spoon');
  t.match(low.items.find((r) => r.id === SPOON_ID), { stockState: 'low-stock' }, 'three left is low');
  t.ok((await list('?stock=unlimited')).items.every((r) => r.stockUnits === null));
});

t.test('refused: signed out 401, a shopper 403, a bad query 400', async (t) => {
  t.equal((await (await visitor(app)).request('GET', '/api/editor/products')).statusCode, 401);
  t.equal((await (await shopper(app, 'lists@kiln.test')).request('GET', '/api/editor/products')).statusCode, 403);
  for (const q of ['?stock=some', '?type=9', '?limit=0', '?limit=101', '?cursor=bm90LWEtY3Vyc29y', '?cursor=WyJhIl0']) {
    t.equal((await admin.request('GET', `/api/editor/products${q}`)).statusCode, 400, q);
  }
});
