/**
 * The store and the commerce wiring: migrations applied once (from scratch:
 * the runner's copy of a migrated SQLite file is turned off here, and
 * tested on its own), stock seeded
 * from the demo store's content and never reset by a restart, the config
 * keys, and the error catalogue documented in docs/store.md.
 */
import t from 'tap';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS, openStore, SQLITE_TEMPLATE_SETTING, type Store } from '../../server/store/index.js';
import { DEFAULT_HOLD_MINUTES, DEFAULT_MAX_PER_VARIANT } from '../../server/commerce/stock-holds.js';
import { loadContent } from '../../site/content/load-content.js';
import { CartService, Catalogue, COMMERCE_ERRORS, COMMERCE_ERROR_CODES, commerceSettings } from '../../server/commerce/index.js';
import {
  DEFAULT_CART_RATE_LIMIT_MAX,
  DEFAULT_CART_RATE_LIMIT_WINDOW_MS,
  DEFAULT_DATABASE_FILE,
  DEFAULT_SITE_CONTENT,
  ConfigError,
  defaultConfig,
  loadConfig,
} from '../../server/config.js';
import { freshDatabase } from './helpers.js';

t.setTimeout(120_000);
delete process.env[SQLITE_TEMPLATE_SETTING];

const demo = () => {
  const loaded = loadContent(DEFAULT_SITE_CONTENT);
  if (!loaded.ok) throw new Error('the demo store does not load');
  return Catalogue.fromContent(loaded.content);
};

t.test('sqlite: with SQLITE_TEMPLATE_SETTING a new file starts as a copy of a migrated one, made once', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-store-template-'));
  t.teardown(() => {
    delete process.env[SQLITE_TEMPLATE_SETTING];
    rmSync(dir, { recursive: true, force: true });
  });
  process.env[SQLITE_TEMPLATE_SETTING] = join(dir, 'templates');
  const file = (name: string) => join(dir, 'dbs', name, 'store.sqlite');
  // Three new files at once (each call may make the migrated file; one stays), then a second store on one of them.
  const opened: Store[] = await Promise.all([openStore({ file: file('a') }), openStore({ file: file('b') }), openStore({ file: file('d') })]);
  opened.push(await openStore({ file: file('a') }));
  t.teardown(() => Promise.all(opened.map((s) => s.close())));
  for (const s of opened) t.same(await s.applied(), MIGRATIONS.map((m) => m.name));
  t.same(readdirSync(join(dir, 'templates')), [readdirSync(join(dir, 'templates'))[0]], 'one migrated file made, nothing else left');
  t.same(readdirSync(join(dir, 'dbs', 'a')).filter((n) => !/^store\.sqlite(-wal|-shm)?$/.test(n)), [], 'no copy left beside the file');
  t.equal(await new CartService(opened[0]!, demo()).seed(), demo().stockRecords().length, 'the copy takes writes');
  t.equal(await new CartService(opened[3]!, demo()).seed(), 0, 'which the second store on that file sees');
  // Another list of migrations than the full one, or an existing file: migrated as always.
  const partial = await openStore({ file: file('c') }, MIGRATIONS.slice(0, 1));
  t.same(await partial.applied(), [MIGRATIONS[0]!.name], 'a partial list is applied, not copied');
  await partial.close();
  t.ok(existsSync(file('c')));
});

t.test('the demo store catalogue: products, prices in cents, stock records', async (t) => {
  const catalogue = demo();
  const apron = catalogue.get('6561f0c202f4100000000001');
  t.match(apron, { title: 'Linen Apron', type: 1, subscribable: false, stockItemId: '6561f0c202f4100000000001' });
  t.same(apron?.variants[0], { sku: 'SQ1000', attributes: { Color: 'Sand' }, priceCents: 3800, unlimited: false, quantity: 14 });
  t.equal(catalogue.get('6561f0c202f4500000000005')?.variants[1]?.priceCents, 5200, 'a variant on sale costs its sale price');
  t.equal(catalogue.get('6561f0c202f4230000000023')?.variants[0]?.priceCents, 1100, 'a digital product on sale: its content sale price');
  t.equal(catalogue.get('6561f0c202f4230000000023')?.variants[0]?.unlimited, true, 'digital goods count as unlimited');
  t.equal(catalogue.get('6561f0c202f4350000000035')?.variants.every((v) => v.unlimited), true, 'gift cards count as unlimited');
  t.equal(catalogue.get('6561f0c202f422000000002b')?.subscribable, true);
  t.equal(catalogue.get('6561f0c202f4370000000037')?.stockItemId, '6561f0c202f4100000000001', 'a French translation shares the original stock');
  const records = catalogue.stockRecords();
  t.notOk(records.some((r) => r.itemId === '6561f0c202f4370000000037'), 'no stock record of its own');
  t.equal(new Set(records.map((r) => `${r.itemId}/${r.sku}`)).size, records.length, 'one record per variant');
  t.equal(catalogue.websiteId, 'site-hearth-and-clay');
  t.equal(catalogue.currency, 'USD');
  t.equal(catalogue.multipleQuantityForServices, true);
});

for (const kind of ['sqlite', 'postgres'] as const) {
  t.test(`${kind}: migrations apply once; a restart keeps what carts took`, async (t) => {
    const db = await freshDatabase(t, kind);
    if (!db) return;
    const options = db.url ? { url: db.url, schema: db.schema } : { file: db.file };
    const catalogue = demo();
    const first = await openStore(options);
    t.same(await first.applied(), MIGRATIONS.map((m) => m.name));
    const carts = new CartService(first, catalogue);
    t.equal(await carts.seed(), catalogue.stockRecords().length, 'every record seeded');
    await carts.add(undefined, { itemId: '6561f0c202f4100000000001', sku: 'SQ1000', quantity: 4 });
    await first.close();

    const second = await openStore(options);
    t.teardown(() => second.close());
    t.same(await second.applied(), MIGRATIONS.map((m) => m.name), 'not applied again');
    const again = new CartService(second, catalogue);
    t.equal(await again.seed(), 0, 'nothing to seed');
    const stock = await again.stock('6561f0c202f4100000000001', undefined);
    t.same(stock[0], { itemId: '6561f0c202f4100000000001', sku: 'SQ1000', unlimited: false, qtyInStock: 10 }, '14 in the content, 4 in a cart');
  });
}

t.test('postgres: processes opening one new schema at once all open it (no duplicate-schema error)', async (t) => {
  const db = await freshDatabase(t, 'postgres');
  if (!db?.url) return;
  // Each store is its own pool, as each process of a cluster has: they race to create the schema and migrate it.
  const opened = await Promise.allSettled(Array.from({ length: 6 }, () => openStore({ url: db.url!, schema: db.schema, poolSize: 2 })));
  t.teardown(() => Promise.all(opened.map((o) => (o.status === 'fulfilled' ? o.value.close() : undefined))));
  t.same(opened.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason)), [], 'none failed');
  for (const o of opened) if (o.status === 'fulfilled') t.same(await o.value.applied(), MIGRATIONS.map((m) => m.name));
});

t.test('a failing change leaves nothing behind', async (t) => {
  const store = await openStore({ file: ':memory:' });
  t.teardown(() => store.close());
  await t.rejects(
    store.change(async (tx) => {
      await tx.insertInto('stock').values({ item_id: 'a', sku: 'b', unlimited: 0, quantity: 1 }).execute();
      throw new Error('boom');
    }),
    /boom/,
  );
  t.same(await store.db.selectFrom('stock').selectAll().execute(), [], 'rolled back');
  await t.rejects(
    store.change((tx) => tx.insertInto('stock').values({ item_id: 'a', sku: 'b', unlimited: 0, quantity: -1 }).execute()),
    'stock never goes below zero (CHECK constraint)',
  );
});

t.test('config: database and commerce keys', async (t) => {
  const d = defaultConfig();
  t.same(d.database, { url: null, file: DEFAULT_DATABASE_FILE, schema: 'public', poolSize: 10 });
  t.match(DEFAULT_DATABASE_FILE, /data[\\/]vitrine\.sqlite$/);
  t.same(d.commerce, {
    rateLimitMax: DEFAULT_CART_RATE_LIMIT_MAX,
    rateLimitWindowMs: DEFAULT_CART_RATE_LIMIT_WINDOW_MS,
    redisUrl: null,
    holdMinutes: DEFAULT_HOLD_MINUTES,
    maxPerVariant: DEFAULT_MAX_PER_VARIANT,
  });
  const c = loadConfig({
    DATABASE_URL: 'postgres://u@db:5432/shop',
    VITRINE_DATABASE_FILE: '/tmp/x.sqlite',
    VITRINE_DATABASE_SCHEMA: 'store_1',
    VITRINE_DATABASE_POOL: '4',
    VITRINE_CART_RATE_LIMIT_MAX: '7',
    VITRINE_CART_RATE_LIMIT_WINDOW_MS: '1500',
    REDIS_URL: 'redis://cache:6379',
    VITRINE_CART_HOLD_MINUTES: '45',
    VITRINE_CART_MAX_PER_VARIANT: '3',
  });
  t.same(c.database, { url: 'postgres://u@db:5432/shop', file: '/tmp/x.sqlite', schema: 'store_1', poolSize: 4 });
  t.same(c.commerce, { rateLimitMax: 7, rateLimitWindowMs: 1500, redisUrl: 'redis://cache:6379', holdMinutes: 45, maxPerVariant: 3 });
  t.match(commerceSettings(c), { holds: { holdMs: 45 * 60_000, maxPerVariant: 3 } });
  t.throws(() => loadConfig({ VITRINE_CART_HOLD_MINUTES: '0' }), /VITRINE_CART_HOLD_MINUTES must be an integer from 1 to 1440/);
  t.equal(loadConfig({ VITRINE_COMMERCE: 'off' }).commerce, null);
  t.equal(commerceSettings(loadConfig({ VITRINE_SITE: 'off' })), null, 'commerce serves the site: off without it');
  t.match(commerceSettings(d), { content: DEFAULT_SITE_CONTENT, rateLimit: { max: DEFAULT_CART_RATE_LIMIT_MAX } });
  try {
    loadConfig({
      DATABASE_URL: 'mysql://secret@x/y',
      VITRINE_DATABASE_SCHEMA: 'Bad-Name',
      VITRINE_COMMERCE: 'maybe',
      VITRINE_CART_RATE_LIMIT_MAX: '0',
      REDIS_URL: 'http://x',
      VITRINE_DATABASE_POOL: 'many',
    });
    t.fail('should throw');
  } catch (e) {
    t.type(e, ConfigError);
    const problems = (e as ConfigError).problems.join('\n');
    for (const key of ['DATABASE_URL', 'VITRINE_DATABASE_SCHEMA', 'VITRINE_COMMERCE', 'REDIS_URL', 'VITRINE_DATABASE_POOL']) t.match(problems, key);
    t.notMatch(problems, 'secret', 'the database URL is not echoed');
  }
});

t.test('the error catalogue: statuses, SPEC texts, and every code in docs/store.md', async (t) => {
  t.equal(COMMERCE_ERRORS.QUANTITY_NOT_NUMBER.text, 'Quantity must be a number.');
  t.equal(COMMERCE_ERRORS.RATE_LIMITED.status, 429);
  const page = readFileSync(new URL('../../docs/store.md', import.meta.url), 'utf8');
  const at = page.indexOf('## Cart and store');
  t.ok(at >= 0, 'docs/store.md has a Cart and store section');
  const section = page.slice(at).replace(/\s+/g, ' ');
  for (const code of COMMERCE_ERROR_CODES) {
    const { status } = COMMERCE_ERRORS[code];
    t.ok(status >= 400 && status < 600, code);
    t.ok(section.includes(`\`${code}\` ${status}`), `${code} ${status} is documented`);
  }
});
