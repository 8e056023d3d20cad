/**
 * The data-access layer: one Kysely instance over SQLite (better-sqlite3,
 * a file, created with its folder on open) or PostgreSQL (pg, when a
 * connection URL is given), migrated on open.
 *
 * Every change runs through `store.change(fn)`: one transaction that
 * commits when fn resolves and rolls back when it throws. On SQLite it
 * begins IMMEDIATE (the write lock is taken first, so two processes on one
 * file never deadlock upgrading a read lock); on PostgreSQL it is a READ
 * COMMITTED transaction whose writers take row locks (`lockRows`) or make
 * conditional updates. Inside fn use only the transaction handle it gets:
 * the SQLite handle is the single connection, and `store.db` waits for it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, renameSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Database } from './schema.js';
import { MIGRATIONS, type Migration } from './migrations.js';
import { withStatementCache } from './statement-cache.js';

export type StoreDialect = 'sqlite' | 'postgres';

export interface StoreOptions {
  /** PostgreSQL connection URL; when set, PostgreSQL is used and `file` ignored. */
  url?: string | undefined;
  /** SQLite database file, or ':memory:'. */
  file?: string | undefined;
  /** PostgreSQL schema holding the tables (created when missing); default public. */
  schema?: string | undefined;
  /** PostgreSQL pool size. */
  poolSize?: number | undefined;
  /** How long a SQLite writer waits for another process's lock, in ms. */
  busyTimeoutMs?: number | undefined;
  /** Told each time PostgreSQL aborted a change (a deadlock victim: SQLSTATE 40P01; a serialization conflict: 40001) and it runs again. */
  onRetry?: ((sqlState: string, attempt: number) => void) | undefined;
}

export type Tx = Kysely<Database>;

export interface Store {
  readonly dialect: StoreDialect;
  /** For reads outside a change. */
  readonly db: Kysely<Database>;
  /** Runs fn in one write transaction; see the module comment. */
  change<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Whether selects may take row locks (`FOR UPDATE`): PostgreSQL only; SQLite's transaction already holds the write lock. */
  readonly lockRows: boolean;
  /**
   * A one-row read outside kysely, for the reads every site request makes
   * (the content revision, a shopper's cart totals): synchronous, on a connection of its own that
   * sees committed data only (never a change still in flight on the main
   * connection). SQLite files only; undefined for PostgreSQL and `:memory:`.
   */
  readonly readRow?: (sql: string, params: readonly unknown[]) => Record<string, unknown> | undefined;
  /** The names of the applied migrations, in order. */
  applied(): Promise<string[]>;
  close(): Promise<void>;
}

/** A PostgreSQL schema name the store accepts (it is written into SQL, so only plain identifiers). */
export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export const DEFAULT_POOL_SIZE = 10;
/** An arbitrary key of the advisory lock that serialises the schema's creation and the migrations across processes. */
const MIGRATION_LOCK_KEY = 0x76697472; // "vitr"
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

/** Whether a transaction handle may take row locks (`FOR UPDATE`): PostgreSQL's; SQLite's transaction already holds the write lock. */
export function locksRows(tx: Tx): boolean {
  return tx.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A folder of SQLite files already migrated, to start a new database file
 * from (a copy, about 1.5 ms of CPU) instead of running every migration on
 * it (about 18 ms): the test runner sets it for its files, which open
 * hundreds of new databases (scripts/run-tests.mjs). Unset, as in
 * production, a new file is migrated.
 */
export const SQLITE_TEMPLATE_SETTING = 'VITRINE_SQLITE_TEMPLATE_DIR';

/** Opens the store and applies the pending migrations. */
export async function openStore(options: StoreOptions, migrations: readonly Migration[] = MIGRATIONS): Promise<Store> {
  if (!options.url) await startFromTemplate(options.file ?? ':memory:', migrations);
  const store = options.url ? await openPostgres(options) : openSqlite(options);
  try {
    await migrate(store, migrations);
  } catch (e) {
    await store.close();
    throw e;
  }
  return store;
}

/**
 * Where SQLITE_TEMPLATE_SETTING is set, a new SQLite file with the full
 * list of migrations starts as a copy of a file they were applied to (made
 * in that folder on first use, named by the migrations' names and code).
 * The copy is put in place with link(), which fails when the file exists:
 * processes opening one new file together never overwrite a file another
 * has opened (whichever comes first makes it; the others find it).
 */
async function startFromTemplate(file: string, migrations: readonly Migration[]): Promise<void> {
  const dir = process.env[SQLITE_TEMPLATE_SETTING];
  if (!dir || file === ':memory:' || migrations !== MIGRATIONS || existsSync(file)) return;
  const key = createHash('sha256');
  for (const m of migrations) key.update(`${m.name}\n${m.up.toString()}\n`);
  const template = join(dir, `migrated-${key.digest('hex').slice(0, 16)}.sqlite`);
  const unique = `${process.pid}-${randomBytes(4).toString('hex')}`;
  if (!existsSync(template)) {
    mkdirSync(dir, { recursive: true });
    const making = `${template}.${unique}`;
    const made = openSqlite({ file: making });
    try {
      await migrate(made, migrations);
    } finally {
      await made.close();
    }
    // The last connection's close has folded the WAL into the file; rename is atomic (another process may rename its own).
    renameSync(making, template);
  }
  mkdirSync(dirname(file), { recursive: true });
  const copy = `${file}.${unique}`;
  copyFileSync(template, copy);
  try {
    linkSync(copy, file);
  } catch (e) {
    if ((e as { code?: unknown }).code !== 'EEXIST') throw e;
  } finally {
    unlinkSync(copy);
  }
}

function openSqlite(options: StoreOptions): Store {
  const file = options.file ?? ':memory:';
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new BetterSqlite3(file, { timeout: options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS });
  if (file !== ':memory:') database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  // Opened on the first read, once the migrations have made the tables.
  let reader: ReturnType<typeof withStatementCache> | undefined;
  const readRow =
    file === ':memory:'
      ? undefined
      : (query: string, params: readonly unknown[]) => {
          reader ??= withStatementCache(new BetterSqlite3(file, { readonly: true, timeout: options.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS }));
          return reader.prepare(query).all(params)[0] as Record<string, unknown> | undefined;
        };
  return {
    dialect: 'sqlite',
    db,
    lockRows: false,
    ...(readRow ? { readRow } : {}),
    change: (fn) =>
      db.connection().execute(async (conn) => {
        await sql`begin immediate`.execute(conn);
        try {
          const result = await fn(conn);
          await sql`commit`.execute(conn);
          return result;
        } catch (e) {
          await sql`rollback`.execute(conn);
          throw e;
        }
      }),
    applied: () => appliedNames(db),
    close: async () => {
      reader?.close();
      await db.destroy();
    },
  };
}

/** Times a PostgreSQL change is tried when the server aborts it to break a deadlock or a serialization conflict. */
export const PG_CHANGE_ATTEMPTS = 5;
/** SQLSTATEs after which the whole transaction may simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/** Runs a transaction again (rolled back, so nothing is half-written) when PostgreSQL aborted it as a deadlock victim. */
async function withRetry<T>(run: () => Promise<T>, onRetry: StoreOptions['onRetry']): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      if (attempt >= PG_CHANGE_ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw e;
      onRetry?.(code, attempt);
      // A short random pause, so the two victims do not collide again.
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
}

async function openPostgres(options: StoreOptions): Promise<Store> {
  const schema = options.schema ?? 'public';
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid PostgreSQL schema name ${JSON.stringify(schema)}`);
  // Imported here: a process on SQLite (the default) never loads the PostgreSQL client.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    options: `-c search_path=${schema}`,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    // `if not exists` alone is not safe against another process creating it at the same moment
    // (a duplicate-key error): the processes of a cluster take turns under the migrations' lock.
    await db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(tx);
      await sql`create schema if not exists ${sql.id(schema)}`.execute(tx);
    });
  } catch (e) {
    await db.destroy();
    throw e;
  }
  return {
    dialect: 'postgres',
    db,
    lockRows: true,
    change: (fn) => withRetry(() => db.transaction().execute(fn), options.onRetry),
    applied: () => appliedNames(db),
    close: () => db.destroy(),
  };
}

/**
 * Applies the pending migrations in one write transaction: a new database
 * pays for one commit (one sync to disk) instead of one per migration, and
 * a migration that fails leaves the database as it was before the start.
 */
async function migrate(store: Store, migrations: readonly Migration[]): Promise<void> {
  if (migrations.length === 0) return;
  await store.change(async (tx) => {
    if (store.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`.execute(tx);
    await tx.schema
      .createTable('vitrine_migrations')
      .ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('applied_at', 'text', (c) => c.notNull())
      .execute();
    const done = new Set((await tx.selectFrom('vitrine_migrations').select('name').execute()).map((r) => r.name));
    const pending = migrations.filter((m) => !done.has(m.name));
    for (const m of pending) await m.up(tx);
    if (pending.length > 0) {
      const appliedAt = new Date().toISOString();
      await tx
        .insertInto('vitrine_migrations')
        .values(pending.map((m) => ({ name: m.name, applied_at: appliedAt })))
        .execute();
    }
  });
}

async function appliedNames(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('vitrine_migrations').select('name').orderBy('name').execute();
  return rows.map((r) => r.name);
}
