/**
 * The tables of telemetry's daily roll-up (migration-rollup.ts), typed
 * beside the code that uses them and reached through `rollupDb`.
 *
 *   telemetry_daily           events alike on one day, counted: `n` rows of telemetry_events
 *                             with the same kind and name (and page and referrer for page
 *                             views; page type, value and rating for performance records)
 *   telemetry_daily_visitors  each analytics id once per day and hit or funnel step, so
 *                             distinct visitors over any range stay exact
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema.js';

export interface TelemetryDailyTable {
  day: string;
  kind: string;
  name: string;
  page_path: string | null;
  page_type: number | null;
  referrer_host: string | null;
  value: number | null;
  /** An error's newest stack record; a performance group's rating as `{"data":{"rating":…}}`; else '' . */
  data: string;
  /** ISO 8601: the newest of the events counted. */
  last_at: string;
  n: number;
}

export interface TelemetryDailyVisitorsTable {
  day: string;
  kind: string;
  name: string;
  visitor_id: string;
}

export interface RollupDatabase extends Database {
  telemetry_daily: TelemetryDailyTable;
  telemetry_daily_visitors: TelemetryDailyVisitorsTable;
}

/** The store's handle (or a transaction's) typed for the roll-up's tables too. */
export function rollupDb(db: Kysely<Database>): Kysely<RollupDatabase> {
  return db as unknown as Kysely<RollupDatabase>;
}
