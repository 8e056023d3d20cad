/**
 * Telemetry storage (issue 39), on SQLite in a temporary folder:
 * - a flood of FLOOD events from one address through the batch writer with
 *   a storage quota of QUOTA rows: the rows stored and the events dropped;
 * - FLOOD events spread over ROLLUP_DAYS old days, then rolled up
 *   (server/telemetry/rollup.ts): the bytes the table used before and
 *   after, the rows of counts left, and how long the roll-up of one day took.
 * The events look like a shop's: page views over 40 paths from 2,000
 * visitors with a few referrers, shopping events, errors and web vitals.
 * `npm run bench -- telemetry` runs this part alone and rewrites its section.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openStore, type Store } from '../../server/store/index.js';
import { sqlTelemetryStore } from '../../server/telemetry/sql-telemetry-store.js';
import { BatchWriter } from '../../server/telemetry/batch-writer.js';
import { ROLLUP_READ_PAGE, rollUpDay } from '../../server/telemetry/rollup.js';
import type { TelemetryRecord } from '../../server/telemetry/record.js';
import { WRITE_BATCH_SIZE } from '../../server/telemetry/limits.js';

export const FLOOD = 100_000;
export const QUOTA = 20_000;
export const ROLLUP_DAYS = 10;
const VISITORS = 2000;

export interface TelemetryStorageResult {
  flood: { sent: number; stored: number; dropped: number; quota: number };
  rollup: { events: number; days: number; rawBytes: number; rolledBytes: number; dailyRows: number; visitorRows: number; msPerDay: number[] };
  /** The machine's load average (1 min) when the roll-up ended: the times are wall times. */
  load: number;
}

/** A shop's event number `i`, received at `at`. */
function event(i: number, at: number): TelemetryRecord {
  const visitorId = `visitor-${i % VISITORS}`;
  const kind = i % 10;
  if (kind < 6) return { kind: 'hit', name: 'pageview', receivedAt: at, visitorId, sessionId: `s${i % 5000}`, pagePath: `/shop/product-${i % 40}`, pageType: 50, referrerHost: i % 7 === 0 ? 'news.example' : null, data: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', screen: '1280x800', language: 'en-US', path: `/shop/product-${i % 40}` } };
  if (kind < 8) return { kind: 'event', name: ['commerce_product_view', 'commerce_add_to_cart', 'commerce_cart_view', 'commerce_checkout'][i % 4]!, receivedAt: at, visitorId, data: { eventContent: { analytics_id: visitorId, product_id: `p${i % 40}`, price_cents: 2400 } } };
  if (kind === 8) return { kind: 'perf', name: 'LCP', receivedAt: at, visitorId, pageType: 50, value: 800 + (i % 30) * 100, data: { app: 'site', data: { name: 'LCP', value: 800 + (i % 30) * 100, rating: i % 3 ? 'good' : 'needs-improvement' } } };
  return { kind: 'error', name: `TypeError: x is undefined (${i % 3})`, receivedAt: at, visitorId, data: { message: 'TypeError: x is undefined', stack: 'at render (https://shop.example/assets/site.js:1:2345)\n at mount (https://shop.example/assets/site.js:1:999)' } };
}

/** Bytes SQLite uses for the database (pages in use, after a checkpoint). */
async function bytesInUse(store: Store): Promise<number> {
  await sql`pragma wal_checkpoint(truncate)`.execute(store.db);
  const read = async (pragma: string) => Number(Object.values((await sql.raw(`pragma ${pragma}`).execute(store.db)).rows[0] as Record<string, unknown>)[0]);
  return ((await read('page_count')) - (await read('freelist_count'))) * (await read('page_size'));
}

export async function telemetryStorageBench(): Promise<TelemetryStorageResult> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-telemetry-'));
  try {
    // The flood: one writer with the quota, as a node under attack has it.
    const flooded = await openStore({ file: join(dir, 'flood.sqlite') });
    const telemetry = sqlTelemetryStore(flooded);
    const writer = new BatchWriter(telemetry, { maxStored: QUOTA, intervalMs: 3_600_000 });
    let sent = 0;
    while (sent < FLOOD) {
      const chunk = Array.from({ length: 5000 }, (_, k) => event(sent + k, Date.now()));
      writer.push(chunk);
      sent += chunk.length;
      await writer.flush();
    }
    const flood = { sent, stored: await telemetry.count!(), dropped: writer.dropped, quota: QUOTA };
    await writer.close();
    await flooded.close();

    // The roll-up: the same number of events over old days, then each day rolled up.
    const store = await openStore({ file: join(dir, 'rollup.sqlite') });
    const base = await bytesInUse(store);
    const days = Array.from({ length: ROLLUP_DAYS }, (_, d) => Date.UTC(2024, 0, 1 + d, 12));
    const all = sqlTelemetryStore(store);
    // In the writer's batches (WRITE_BATCH_SIZE): one insert of thousands of rows passes SQLite's variable limit.
    for (let i = 0; i < FLOOD; i += WRITE_BATCH_SIZE) await all.write(Array.from({ length: WRITE_BATCH_SIZE }, (_, k) => event(i + k, days[Math.floor(((i + k) * ROLLUP_DAYS) / FLOOD)]!)));
    const rawBytes = (await bytesInUse(store)) - base;
    const msPerDay: number[] = [];
    for (const at of days) {
      const started = performance.now();
      await rollUpDay(store, new Date(at).toISOString().slice(0, 10));
      msPerDay.push(performance.now() - started);
    }
    const count = async (table: string) => Number(((await sql.raw(`select count(*) as n from ${table}`).execute(store.db)).rows[0] as { n: number }).n);
    const result = {
      flood,
      rollup: { events: FLOOD, days: ROLLUP_DAYS, rawBytes, rolledBytes: (await bytesInUse(store)) - base, dailyRows: await count('telemetry_daily'), visitorRows: await count('telemetry_daily_visitors'), msPerDay },
      load: loadavg()[0]!,
    };
    await store.close();
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const TELEMETRY_SECTION_TITLE = '## Telemetry storage: a flood and the daily roll-up';

export function telemetryStorageMarkdown(r: TelemetryStorageResult): string {
  const n = (x: number) => x.toLocaleString('en-US');
  const kib = (b: number) => `${n(Math.round(b / 1024))} KiB`;
  const sorted = [...r.rollup.msPerDay].sort((a, b) => a - b);
  return `${TELEMETRY_SECTION_TITLE}

SQLite, one process (\`scripts/bench/telemetry-storage.ts\`), load average
${r.load.toFixed(1)} when it ended (the times are wall times). Events like a
shop's: page views over 40 paths from 2,000 visitors, shopping events,
errors, web vitals.

| | |
|---|---|
| flood of ${n(r.flood.sent)} events, storage quota ${n(r.flood.quota)} rows | ${n(r.flood.stored)} rows stored, ${n(r.flood.dropped)} dropped and counted |
| ${n(r.rollup.events)} raw events over ${r.rollup.days} days | ${kib(r.rollup.rawBytes)} (${n(Math.round(r.rollup.rawBytes / r.rollup.events))} bytes an event, indexes included) |
| the same days rolled up | ${kib(r.rollup.rolledBytes)}: ${n(r.rollup.dailyRows)} rows of counts and ${n(r.rollup.visitorRows)} visitor-days |
| roll-up of one day of ${n(r.rollup.events / r.rollup.days)} events | median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms (in pieces of ${n(ROLLUP_READ_PAGE)} events, a transaction each) |
`;
}

/** `npm run bench -- telemetry`: this part alone, its section rewritten in BENCHMARKS.md (before the notes on targets). */
export async function writeTelemetrySection(): Promise<void> {
  const file = fileURLToPath(new URL('../../BENCHMARKS.md', import.meta.url));
  const section = telemetryStorageMarkdown(await telemetryStorageBench());
  console.log(section);
  const md = readFileSync(file, 'utf8');
  const at = md.indexOf(TELEMETRY_SECTION_TITLE);
  let out: string;
  if (at >= 0) {
    const next = md.indexOf('\n## ', at + TELEMETRY_SECTION_TITLE.length);
    out = md.slice(0, at) + section + (next >= 0 ? md.slice(next) : '');
  } else {
    const notes = md.indexOf('## Where a target is not reached');
    out = notes >= 0 ? `${md.slice(0, notes)}${section}\n${md.slice(notes)}` : `${md}\n${section}`;
  }
  writeFileSync(file, out);
}
