/** Every limit of the telemetry endpoints and their store, by name. */

/** Largest body of any collection endpoint, in bytes (413 past it). */
export const TELEMETRY_BODY_LIMIT_BYTES = 64 * 1024;
/** Requests per client address and window on the collection endpoints (429 past it). */
export const TELEMETRY_RATE_LIMIT_MAX = 120;
export const TELEMETRY_RATE_LIMIT_WINDOW_MS = 60_000;
/** Requests per client address and window on the owner dashboard and its API. */
export const DASHBOARD_RATE_LIMIT_MAX = 60;
/** Longest string kept in one field (paths, names, user agents). */
export const MAX_FIELD_CHARS = 2048;
/** Longest error message kept (the client cuts stacks at 5000, SPEC section 9). */
export const MAX_ERROR_MESSAGE_CHARS = 1000;
export const MAX_STACK_CHARS = 5000;
/** JavaScript errors in one report (the client sends at most 10 queued, SPEC section 9). */
export const MAX_ERRORS_PER_REPORT = 10;
/** Performance records in one batch. */
export const MAX_PERF_RECORDS_PER_BATCH = 50;
/** JSON text of one record's data as stored, in characters. */
export const MAX_RECORD_DATA_CHARS = 16 * 1024;

/** Records waiting to be written; past it new ones are dropped (and counted), never the page slowed. */
export const WRITE_QUEUE_MAX = 10_000;
/** Records written per transaction. */
export const WRITE_BATCH_SIZE = 500;
/** How often the queue is written out, in ms. */
export const WRITE_INTERVAL_MS = 1000;
/** Records the store keeps at most (the site's storage quota); past it new ones are dropped and counted, so a flood cannot grow the table without bound. */
export const DEFAULT_MAX_STORED_RECORDS = 1_000_000;
/** How often the writer reads the stored count again (other processes and nodes write too). */
export const RECOUNT_INTERVAL_MS = 60_000;
/** Raw records are kept this many days, then rolled up into daily counts (rollup.ts) and deleted. */
export const DEFAULT_ROLLUP_DAYS = 30;
/** Daily counts (and any raw record left) are kept this many days, then pruned. */
export const DEFAULT_RETENTION_DAYS = 90;
/** How often old records are rolled up and pruned, in ms. */
export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** The dashboard's widest date range, in days. */
export const DASHBOARD_MAX_RANGE_DAYS = 366;
/** Default range: the last 30 days. */
export const DASHBOARD_DEFAULT_RANGE_DAYS = 30;
/** Rows in each top list (pages, referrers, errors). */
export const DASHBOARD_TOP_ROWS = 10;
/** Metric values read per metric and page type to compute percentiles. */
export const DASHBOARD_MAX_VITAL_SAMPLES = 5000;
