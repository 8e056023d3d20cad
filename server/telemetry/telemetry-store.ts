/**
 * Where telemetry records go and where the dashboard reads them: one
 * interface, so a column store or a queue can take over at scale
 * (docs/telemetry.md). The SQL implementation (sql-telemetry-store.ts)
 * keeps them in the site's store, SQLite or PostgreSQL.
 */
import type { TelemetryRecord } from './record.js';
import type { DashboardData, DateRange } from './dashboard-data.js';

export interface TelemetryStore {
  /** Writes a batch in one transaction. */
  write(records: readonly TelemetryRecord[]): Promise<void>;
  /** Deletes the records (raw and rolled up) of days before `day` (YYYY-MM-DD); returns how many raw ones. */
  prune(beforeDay: string): Promise<number>;
  /** Rolls the raw records of days before `day` up into daily counts (rollup.ts) and deletes them; returns how many. */
  rollUp?(beforeDay: string): Promise<number>;
  /** How many records are stored (the quota's measure). */
  count?(): Promise<number>;
  /** The dashboard's figures for a range of days. */
  dashboard(range: DateRange): Promise<DashboardData>;
}
