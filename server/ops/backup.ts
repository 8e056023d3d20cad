/**
 * Backups of the store, taken while the service runs:
 *
 *   SQLite      better-sqlite3's online backup API: a consistent copy of the
 *               file, page by page, while other processes keep writing
 *   PostgreSQL  pg_dump of the service's schema in its custom format
 *               (restore: pg_restore --dbname URL FILE)
 *
 * and what the migrations of a store are: applied, and still to apply.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import { MIGRATIONS, openStore, type StoreOptions } from '../store/index.js';

const run = promisify(execFile);

/** A consistent copy of the SQLite file `file` at `dest`. */
export async function backupSqlite(file: string, dest: string): Promise<void> {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    await db.backup(dest);
  } finally {
    db.close();
  }
}

/** pg_dump's arguments for `schema` of the database at `url`, to `dest` (custom format). */
export function pgDumpArgs(url: string, schema: string, dest: string): string[] {
  return ['--format=custom', `--schema=${schema}`, `--file=${dest}`, '--no-owner', url];
}

export async function backupPostgres(url: string, schema: string, dest: string): Promise<void> {
  await run('pg_dump', pgDumpArgs(url, schema, dest));
}

export interface MigrationStatus {
  applied: string[];
  pending: string[];
}

/** The store's migrations, read without applying any. */
export async function migrationStatus(options: StoreOptions): Promise<MigrationStatus> {
  const store = await openStore(options, []);
  try {
    const applied = await store.applied().catch(() => [] as string[]);
    return { applied, pending: MIGRATIONS.map((m) => m.name).filter((n) => !applied.includes(n)) };
  } finally {
    await store.close();
  }
}
