/**
 * Telemetry retention, first step: the raw events of a day older than the
 * roll-up period (VITRINE_TELEMETRY_ROLLUP_DAYS, 30 by default) become
 * per-day counts (rollup-tables.ts), and the raw rows are deleted. The
 * dashboard reads raw rows and counts together (sql-telemetry-store.ts),
 * so every figure it shows for a day is the same before and after. Later,
 * the counts themselves go after VITRINE_TELEMETRY_RETENTION_DAYS.
 *
 * One transaction per piece of ROLLUP_READ_PAGE events (counts add up, so
 * a day in pieces reads as one). On PostgreSQL an advisory lock lets one
 * node roll up at a time (the next finds the rows gone); SQLite's write
 * transaction already does.
 */
import { sql } from 'kysely';
import type { Store, Tx } from '../store/index.js';
import { FUNNEL_STEPS } from './dashboard-data.js';
import { rollupDb, type TelemetryDailyTable, type TelemetryDailyVisitorsTable } from './rollup-tables.js';

/** Raw rows rolled up in one transaction (a day of more is rolled in pieces). */
export const ROLLUP_READ_PAGE = 5000;
/** Rows written per insert. */
export const ROLLUP_WRITE_CHUNK = 500;
/** The advisory lock of the roll-up on PostgreSQL (any number no other lock uses). */
const ROLLUP_LOCK_KEY = 390_120;

const FUNNEL = new Set<string>(FUNNEL_STEPS);

interface RawRow {
  id: string;
  kind: string;
  name: string;
  received_at: string;
  visitor_id: string | null;
  page_path: string | null;
  page_type: number | null;
  referrer_host: string | null;
  value: number | null;
  data: string;
}

/** A performance record's rating, from its stored data ({ data: { rating } }). */
function ratingOf(data: string): string {
  try {
    const r = (JSON.parse(data) as { data?: { rating?: unknown } } | null)?.data?.rating;
    return typeof r === 'string' ? r : '';
  } catch {
    return '';
  }
}

/** What makes events alike: the dimensions the dashboard groups them by. */
function groupOf(r: RawRow): Omit<TelemetryDailyTable, 'day' | 'n' | 'last_at'> {
  const base = { kind: r.kind, name: r.name, page_path: null, page_type: null, referrer_host: null, value: null, data: '' };
  if (r.kind === 'hit' && r.name === 'pageview') return { ...base, page_path: r.page_path, referrer_host: r.referrer_host };
  if (r.kind === 'perf') return { ...base, page_type: r.page_type, value: r.value === null ? null : Number(r.value), data: JSON.stringify({ data: { rating: ratingOf(r.data) } }) };
  return base;
}

/**
 * Rolls up the next ROLLUP_READ_PAGE raw events of `day` (the oldest ids) in
 * one transaction: their counts written, the events deleted. Counts are
 * sums, so a day rolled in several pieces reads as one; each piece holds
 * the store's write lock briefly.
 */
async function rollUpPiece(store: Store, day: string, size: number): Promise<number> {
  return store.change(async (tx: Tx) => {
    if (store.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_KEY})`.execute(tx);
    const db = rollupDb(tx);
    const rows = (await db
      .selectFrom('telemetry_events')
      .select(['id', 'kind', 'name', 'received_at', 'visitor_id', 'page_path', 'page_type', 'referrer_host', 'value', 'data'])
      .where('day', '=', day)
      .orderBy('id')
      .limit(size)
      .execute()) as RawRow[];
    if (rows.length === 0) return 0;
    const groups = new Map<string, TelemetryDailyTable>();
    const visitors = new Map<string, TelemetryDailyVisitorsTable>();
    for (const r of rows) {
      const g = groupOf(r);
      const key = JSON.stringify(g);
      const found = groups.get(key);
      if (!found) groups.set(key, { day, ...g, data: r.kind === 'error' ? r.data : g.data, last_at: r.received_at, n: 1 });
      else {
        found.n++;
        if (r.received_at > found.last_at) found.last_at = r.received_at;
        // As the raw query's max(data): the greatest stack text.
        if (r.kind === 'error' && r.data > found.data) found.data = r.data;
      }
      if (r.visitor_id !== null && (r.kind === 'hit' || (r.kind === 'event' && FUNNEL.has(r.name)))) {
        visitors.set(`${r.kind}\u0000${r.name}\u0000${r.visitor_id}`, { day, kind: r.kind, name: r.name, visitor_id: r.visitor_id });
      }
    }
    const daily = [...groups.values()];
    for (let i = 0; i < daily.length; i += ROLLUP_WRITE_CHUNK) await db.insertInto('telemetry_daily').values(daily.slice(i, i + ROLLUP_WRITE_CHUNK)).execute();
    const seen = [...visitors.values()];
    for (let i = 0; i < seen.length; i += ROLLUP_WRITE_CHUNK) {
      await db.insertInto('telemetry_daily_visitors').values(seen.slice(i, i + ROLLUP_WRITE_CHUNK)).onConflict((oc) => oc.doNothing()).execute();
    }
    // Exactly the rows read: the day's ids up to the last one, in the order both the read and the comparison use
    // (nothing new arrives for a day this old, and the transaction holds the lock).
    await db.deleteFrom('telemetry_events').where('day', '=', day).where('id', '<=', rows[rows.length - 1]!.id).execute();
    return rows.length;
  });
}

/** Rolls one day's raw events up into counts and deletes them, `pieceSize` events a transaction; returns how many it rolled. */
export async function rollUpDay(store: Store, day: string, pieceSize = ROLLUP_READ_PAGE): Promise<number> {
  let rolled = 0;
  for (;;) {
    const n = await rollUpPiece(store, day, pieceSize);
    rolled += n;
    if (n < pieceSize) return rolled;
  }
}

/** Rolls up every day before `beforeDay` (YYYY-MM-DD) that still has raw events; returns how many events it rolled. */
export async function rollUpBefore(store: Store, beforeDay: string): Promise<number> {
  const days = await store.db.selectFrom('telemetry_events').select('day').distinct().where('day', '<', beforeDay).orderBy('day').execute();
  let rolled = 0;
  for (const { day } of days) rolled += await rollUpDay(store, day);
  return rolled;
}
