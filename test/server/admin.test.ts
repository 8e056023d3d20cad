// `vitrine admin` (cli/admin-command.ts): migrations status, a backup taken
// while the server runs and restored, one customer's data exported and
// erased (the order kept, its personal fields blanked); on SQLite, and the
// pg_dump recipe on PostgreSQL.
import t from 'tap';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Browser, siteApp } from '../session/helpers.js';
import { CARD, CheckoutShopper, MUG, NY_ADDRESS } from '../commerce/checkout-helpers.js';
import { openStore, MIGRATIONS } from '../../server/store/index.js';
import { backupPostgres, backupSqlite, migrationStatus } from '../../server/ops/backup.js';
import { eraseCustomer, exportCustomer } from '../../server/ops/customer-data.js';
import { adminCommand } from '../../cli/admin-command.js';
import { freshDatabase } from '../commerce/helpers.js';

t.setTimeout(240_000);
const EMAIL = 'erin@example.com';

const { app } = await siteApp(t);
const file = app.vitrine.config.database.file;
const dir = mkdtempSync(join(tmpdir(), 'vitrine-admin-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));

const b = await new Browser(app).start();
t.equal((await b.signUp(EMAIL, 'erin-password-1')).statusCode, 201);
const s = await new CheckoutShopper(app, '10.8.0.1').start();
t.equal((await s.add(MUG.itemId, MUG.sku, 1)).statusCode, 200);
const placed = await s.place({ ...NY_ADDRESS, email: EMAIL, shippingOptionId: 'standard', ...CARD() });
const orderId = new URL(String(placed.headers.location), 'http://x').searchParams.get('order')!;
t.ok(orderId, 'an order');

t.test('migrations status', async (t) => {
  const status = await migrationStatus({ file });
  t.same(status.pending, []);
  t.same(status.applied, [...MIGRATIONS.map((m) => m.name)].sort());
  const empty = await migrationStatus({ file: join(dir, 'empty.sqlite') });
  t.equal(empty.pending.length, MIGRATIONS.length, 'a new file: every migration pending, none applied');
});

t.test('a SQLite backup while the server runs, restored', async (t) => {
  const dest = join(dir, 'backup.sqlite');
  const writing = Promise.all(Array.from({ length: 5 }, () => new Browser(app).start()));
  await backupSqlite(file, dest);
  await writing;
  const restoredFile = join(dir, 'restored.sqlite');
  copyFileSync(dest, restoredFile);
  const restored = await openStore({ file: restoredFile });
  t.teardown(() => restored.close());
  const order = await restored.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  t.equal(order?.email, EMAIL, 'the order is in the copy');
  t.ok(await restored.db.selectFrom('site_users').select('id').where('email', '=', EMAIL).executeTakeFirst(), 'so is the account');
});

t.test('export, then erase one customer', async (t) => {
  const store = app.vitrine.commerce!.store;
  // A comment under a post, and a like as the signed-in account.
  const account = await store.db.selectFrom('site_users').select('id').where('email', '=', EMAIL).executeTakeFirstOrThrow();
  await app.vitrine.comments!.comments.add({ itemId: 'post-1', itemTitle: 'A post', pagePath: '/journal/a-post', accountId: null, authorName: 'Erin', authorEmail: EMAIL, body: 'Hello', language: 'en-US' });
  await app.vitrine.comments!.comments.setLike('post-1', `account:${account.id}`, true);
  const exported = await exportCustomer(store, ' Erin@Example.com ');
  t.equal(exported.account?.email, EMAIL);
  t.notOk('password_hash' in (exported.account ?? {}), 'no password hash in the export');
  t.equal(exported.orders.length, 1);
  t.match(exported.orders[0], { id: orderId, addresses: [{ first_name: 'Ada' }, { first_name: 'Ada' }], payments: [{ last4: '4242' }] });
  t.ok(exported.mail.length >= 1, 'the order mail');
  t.match(exported.comments, [{ author_email: EMAIL, body: 'Hello' }], 'the comment');
  t.equal(exported.likes.length, 1, 'the like');

  await t.rejects(adminCommand('erase', EMAIL, {}, { VITRINE_DATABASE_FILE: file }), /--yes/, 'erase asks for --yes');
  const counts = await eraseCustomer(store, EMAIL);
  t.match(counts, { account: 1, orders: 1, comments: 1 });
  t.same((await app.vitrine.comments!.comments.likesOf('post-1', null)).count, 0, 'the like is gone');
  t.equal(await store.db.selectFrom('site_users').select('id').where('email', '=', EMAIL).executeTakeFirst(), undefined, 'the account is gone');
  const order = await store.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  t.equal(order.email, '', 'the order stays, without the email');
  t.equal(Number(order.grand_total_cents) > 0, true, 'with its amounts');
  const addresses = await store.db.selectFrom('order_addresses').selectAll().where('order_id', '=', orderId).execute();
  t.same(addresses.map((a) => [a.first_name, a.last_name, a.line1, a.city, a.postal_code, a.region, a.country]), [
    ['', '', '', '', '', 'NY', 'US'],
    ['', '', '', '', '', 'NY', 'US'],
  ], 'names and street gone; region and country kept for the tax records');
  t.equal((await store.db.selectFrom('payments').select('last4').where('order_id', '=', orderId).executeTakeFirstOrThrow()).last4, '');
  const after = await exportCustomer(store, EMAIL);
  t.same([after.account, after.orders.length, after.mail.length, after.comments.length], [null, 0, 0, 0], 'nothing left under the address');
});

t.test('PostgreSQL: pg_dump of the schema, restored with pg_restore', async (t) => {
  const db = await freshDatabase(t, 'postgres');
  if (!db) return;
  const store = await openStore({ url: db.url!, schema: db.schema, poolSize: 2 });
  await store.change((tx) => tx.insertInto('mail_outbox').values({ id: 'm1', kind: 'test', to_address: EMAIL, subject: 's', text_body: 'b', html_body: null, created_at: new Date().toISOString(), state: 'kept', attempts: 0, next_attempt_at: new Date().toISOString(), last_error: '', sent_at: null }).execute());
  await store.close();
  const dump = join(dir, 'store.pgdump');
  await backupPostgres(db.url!, db.schema, dump);
  const client = new pg.Client({ connectionString: db.url! });
  await client.connect();
  try {
    await client.query(`drop schema ${db.schema} cascade`);
    await promisify(execFile)('pg_restore', ['--no-owner', `--dbname=${db.url!}`, dump]);
    const rows = await client.query(`select to_address from ${db.schema}.mail_outbox`);
    t.same(rows.rows, [{ to_address: EMAIL }], 'the row is back');
  } finally {
    await client.end();
  }
});
