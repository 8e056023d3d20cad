/**
 * Kysely's SQLite driver prepares every query's SQL again on each run, and
 * preparing costs more than running the small reads of a page request (the
 * content revision, the cart's totals). This keeps the prepared statements
 * by SQL text. Reuse is safe because better-sqlite3 runs a statement to the
 * end synchronously (the store never streams), and SQLite re-prepares a
 * statement itself after a schema change.
 */
import type { Database as BetterSqlite3Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared; past it the oldest is dropped (queries are built from a fixed set, so this is never reached in practice). */
export const PREPARED_STATEMENTS_MAX = 512;

export function withStatementCache(database: BetterSqlite3Database): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement === undefined) {
        statement = database.prepare(sql);
        if (statements.size >= PREPARED_STATEMENTS_MAX) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
