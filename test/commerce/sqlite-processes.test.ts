/**
 * SQLite shared by processes: four processes open one store file at once
 * (migrating and seeding it together) and add the 50-unit item 50 times
 * each; BEGIN IMMEDIATE makes them wait for each other instead of failing
 * with SQLITE_BUSY, and exactly 50 adds succeed.
 */
import t from 'tap';
import type { Test } from 'tap';
import { execFile } from 'node:child_process';
import { MIGRATIONS, openStore, SQLITE_TEMPLATE_SETTING } from '../../server/store/index.js';
import { freshDatabase } from './helpers.js';
import { builtModule } from '../helpers/built.js';

t.setTimeout(240_000);
// The processes migrate the new file themselves, together: no copy of a migrated file (the runner's SQLITE_TEMPLATE_SETTING), here or in them.
delete process.env[SQLITE_TEMPLATE_SETTING];

t.test('sqlite: four processes adding at once to one file (BEGIN IMMEDIATE)', async (t: Test) => {
  const db = await freshDatabase(t, 'sqlite');
  if (!db) return;
  const worker = builtModule('test/commerce/workers/sqlite-adder.js');
  const run = () =>
    new Promise<{ ok: number; short: number; other: string[] }>((resolve, reject) => {
      execFile(process.execPath, [worker, db.file, '50'], { timeout: 200_000 }, (err, stdout, stderr) => {
        if (err) reject(new Error(`${err.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as { ok: number; short: number; other: string[] });
      });
    });
  const outcomes = await Promise.all([run(), run(), run(), run()]);
  t.same(outcomes.flatMap((o) => o.other), [], 'no add failed for another reason (no SQLITE_BUSY)');
  t.equal(outcomes.reduce((s, o) => s + o.ok, 0), 50, 'exactly 50 adds succeed over the four processes');
  t.equal(outcomes.reduce((s, o) => s + o.short, 0), 150);
  const store = await openStore({ file: db.file });
  t.teardown(() => store.close());
  const sum = await store.db.selectFrom('cart_entries').select((eb) => eb.fn.sum<number>('quantity').as('q')).executeTakeFirstOrThrow();
  t.equal(Number(sum.q), 50, '50 in carts');
  t.same(await store.applied(), MIGRATIONS.map((m) => m.name), 'each migration applied once');
});
