// The SQLite statement cache: one prepare per distinct SQL text, bounded,
// and statements stay right after a schema change.
import t from 'tap';
import BetterSqlite3 from 'better-sqlite3';
import { PREPARED_STATEMENTS_MAX, withStatementCache } from '../../server/store/statement-cache.js';

/** A cached in-memory database, and how many times the database itself prepared. */
function counted() {
  const db = new BetterSqlite3(':memory:');
  const counter = { prepared: 0 };
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => (counter.prepared++, prepare(sql))) as typeof db.prepare;
  return { cached: withStatementCache(db), counter };
}

t.test('a SQL text is prepared once and its statement reused', async (t) => {
  const { cached, counter } = counted();
  cached.prepare('create table t (a integer)').run([]);
  const insert = cached.prepare('insert into t (a) values (?)');
  insert.run([1]);
  t.equal(cached.prepare('insert into t (a) values (?)'), insert, 'the same statement object');
  cached.prepare('insert into t (a) values (?)').run([2]);
  t.same(cached.prepare('select a from t order by a').all([]), [{ a: 1 }, { a: 2 }], 'reused statements run with their own parameters');
  t.equal(counter.prepared, 3, 'three distinct texts, three prepares');
  // A schema change under a kept statement: SQLite prepares it again by itself.
  cached.prepare('alter table t add column b text').run([]);
  t.same(cached.prepare('select * from t order by a').all([]), [{ a: 1, b: null }, { a: 2, b: null }], 'a kept statement after a schema change');
  cached.close();
});

t.test('at most PREPARED_STATEMENTS_MAX statements are kept', async (t) => {
  const { cached, counter } = counted();
  for (let i = 0; i <= PREPARED_STATEMENTS_MAX; i++) cached.prepare(`select ${i} as n`);
  t.equal(counter.prepared, PREPARED_STATEMENTS_MAX + 1);
  cached.prepare(`select ${PREPARED_STATEMENTS_MAX} as n`);
  t.equal(counter.prepared, PREPARED_STATEMENTS_MAX + 1, 'the newest is kept');
  cached.prepare('select 0 as n');
  t.equal(counter.prepared, PREPARED_STATEMENTS_MAX + 2, 'the oldest was dropped and is prepared again');
  cached.close();
});
