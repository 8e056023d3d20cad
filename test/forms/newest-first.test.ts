// Owner listings page newest first by (created_at, id) after an opaque
// cursor: every row once, ties on created_at broken by id, a bad cursor
// refused (server/forms/newest-first.ts).
import t from 'tap';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { newestFirstPage } from '../../server/forms/newest-first.js';
import { CursorError } from '../../server/forms/cursor.js';

interface Row {
  id: string;
  created_at: string;
  note: string;
}

const db = new Kysely<{ rows: Row }>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) });
t.teardown(() => db.destroy());
await db.schema.createTable('rows').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('created_at', 'text').addColumn('note', 'text').execute();
// Seven rows, three of them at the same instant.
const rows: Row[] = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id, i) => ({ id, created_at: `2026-11-0${i < 3 ? 1 : i}T00:00:00.000Z`, note: id.toUpperCase() }));
await db.insertInto('rows').values(rows).execute();
const toItem = (r: Row) => ({ id: r.id, createdOn: r.created_at, note: r.note });

t.test('pages of three walk every row once, newest first, ties by id', async (t) => {
  const seen: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  for (;;) {
    const page = await newestFirstPage(db.selectFrom('rows').selectAll(), cursor, 3, toItem);
    seen.push(...page.items.map((i) => i.id));
    pages++;
    if (!page.hasNextPage) {
      t.equal(page.nextPageCursor, null, 'the last page has no cursor');
      break;
    }
    cursor = page.nextPageCursor ?? undefined;
  }
  t.same(seen, ['g', 'f', 'e', 'd', 'c', 'b', 'a']);
  t.equal(pages, 3);
});

t.test('the filter of the query is kept on every page', async (t) => {
  const first = await newestFirstPage(db.selectFrom('rows').selectAll().where('note', '!=', 'G'), undefined, 2, toItem);
  t.same(first.items.map((i) => i.id), ['f', 'e']);
  const second = await newestFirstPage(db.selectFrom('rows').selectAll().where('note', '!=', 'G'), first.nextPageCursor ?? undefined, 2, toItem);
  t.same(second.items.map((i) => i.id), ['d', 'c']);
});

t.test('a cursor this API did not give is refused', async (t) => {
  await t.rejects(newestFirstPage(db.selectFrom('rows').selectAll(), 'not-a-cursor', 3, toItem), CursorError);
});
