/**
 * The telemetry store over the site's SQL store (SQLite or PostgreSQL):
 * raw events in `telemetry_events`, written in batches; rolled up into
 * daily counts after the roll-up period (rollup.ts), which the dashboard
 * reads with the raw events of later days; both pruned by day.
 * Revenue is what orders charged net of refunds (server/commerce/owner/revenue.ts).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Store } from '../store/index.js';
import type { TelemetryRecord } from './record.js';
import type { TelemetryStore } from './telemetry-store.js';
import { FUNNEL_STEPS, dayOf, daysOf, perDay, revenueByCurrency, summarizeVitals, type DashboardData, type DateRange } from './dashboard-data.js';
import { dailyRevenue } from '../commerce/owner/revenue.js';
import { rollUpBefore } from './rollup.js';
import { rollupDb } from './rollup-tables.js';
import { DASHBOARD_MAX_VITAL_SAMPLES, DASHBOARD_TOP_ROWS, MAX_RECORD_DATA_CHARS } from './limits.js';

export function sqlTelemetryStore(store: Store): TelemetryStore {
  const db = store.db;
  return {
    async write(records) {
      if (records.length === 0) return;
      const rows = records.map((r) => ({
        id: randomUUID(),
        kind: r.kind,
        name: r.name,
        received_at: new Date(r.receivedAt).toISOString(),
        day: dayOf(r.receivedAt),
        visitor_id: r.visitorId ?? null,
        session_id: r.sessionId ?? null,
        page_path: r.pagePath ?? null,
        page_type: r.pageType ?? null,
        referrer_host: r.referrerHost ?? null,
        value: r.value ?? null,
        data: JSON.stringify(r.data ?? null).slice(0, MAX_RECORD_DATA_CHARS),
      }));
      await store.change((tx) => tx.insertInto('telemetry_events').values(rows).execute());
    },

    async count() {
      const row = await db.selectFrom('telemetry_events').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async prune(beforeDay) {
      // The raw events (any a roll-up has not reached) and the daily counts.
      const result = await store.change(async (tx) => {
        const rdb = rollupDb(tx);
        await rdb.deleteFrom('telemetry_daily').where('day', '<', beforeDay).execute();
        await rdb.deleteFrom('telemetry_daily_visitors').where('day', '<', beforeDay).execute();
        return tx.deleteFrom('telemetry_events').where('day', '<', beforeDay).executeTakeFirst();
      });
      return Number(result.numDeletedRows ?? 0);
    },

    async rollUp(beforeDay) {
      return rollUpBefore(store, beforeDay);
    },

    async dashboard(range: DateRange): Promise<DashboardData> {
      const rdb = rollupDb(db);
      // Raw events of recent days and the counts of rolled-up days, as one relation of counted rows (a raw row counts 1).
      const counted = () =>
        rdb.selectFrom(
          rdb
            .selectFrom('telemetry_events')
            .where('day', '>=', range.from)
            .where('day', '<=', range.to)
            .select(['day', 'kind', 'name', 'page_path', 'page_type', 'referrer_host', 'value', 'data', 'received_at as last_at', sql<number>`1`.as('n')])
            .unionAll(
              rdb
                .selectFrom('telemetry_daily')
                .where('day', '>=', range.from)
                .where('day', '<=', range.to)
                .select(['day', 'kind', 'name', 'page_path', 'page_type', 'referrer_host', 'value', 'data', 'last_at', 'n']),
            )
            .as('c'),
        );
      // Who was seen, per day, kind and name: distinct over raw and rolled-up days alike.
      const visits = () =>
        rdb.selectFrom(
          rdb
            .selectFrom('telemetry_events')
            .where('day', '>=', range.from)
            .where('day', '<=', range.to)
            .where('visitor_id', 'is not', null)
            .where((eb) => eb.or([eb('kind', '=', 'hit'), eb.and([eb('kind', '=', 'event'), eb('name', 'in', [...FUNNEL_STEPS])])]))
            .select(['day', 'kind', 'name', 'visitor_id'])
            .union(rdb.selectFrom('telemetry_daily_visitors').where('day', '>=', range.from).where('day', '<=', range.to).select(['day', 'kind', 'name', 'visitor_id']))
            .as('v'),
        );
      const views = () => counted().where('kind', '=', 'hit').where('name', '=', 'pageview');
      const total = sql<number>`sum(n)`;
      const days = daysOf(range);

      const [viewsByDay, visitorsByDay, totals, visitorTotal, topPages, referrers, funnel, errors, vitals, revenue] = await Promise.all([
        views().select(['day', total.as('n')]).groupBy('day').execute(),
        visits().where('kind', '=', 'hit').where('name', '=', 'pageview').select(['day', sql<number>`count(distinct visitor_id)`.as('n')]).groupBy('day').execute(),
        counted()
          .select([
            sql<number>`sum(case when kind = 'hit' and name = 'pageview' then n else 0 end)`.as('pageViews'),
            sql<number>`sum(case when kind = 'event' then n else 0 end)`.as('events'),
            sql<number>`sum(case when kind = 'error' then n else 0 end)`.as('errors'),
          ])
          .executeTakeFirst(),
        visits().where('kind', '=', 'hit').select(sql<number>`count(distinct visitor_id)`.as('visitors')).executeTakeFirst(),
        views()
          .where('page_path', 'is not', null)
          .select(['page_path', total.as('total')])
          .groupBy('page_path')
          .orderBy('total', 'desc')
          .orderBy('page_path')
          .limit(DASHBOARD_TOP_ROWS)
          .execute(),
        views()
          .where('referrer_host', 'is not', null)
          .select(['referrer_host', total.as('total')])
          .groupBy('referrer_host')
          .orderBy('total', 'desc')
          .orderBy('referrer_host')
          .limit(DASHBOARD_TOP_ROWS)
          .execute(),
        visits()
          .where('kind', '=', 'event')
          .where('name', 'in', [...FUNNEL_STEPS])
          .select(['name', sql<number>`count(distinct visitor_id)`.as('n')])
          .groupBy('name')
          .execute(),
        counted()
          .where('kind', '=', 'error')
          .select(['name', total.as('total'), (eb) => eb.fn.max('last_at').as('last'), (eb) => eb.fn.max('data').as('data')])
          .groupBy('name')
          .orderBy('total', 'desc')
          .orderBy('name')
          .limit(DASHBOARD_TOP_ROWS)
          .execute(),
        counted()
          .where('kind', '=', 'perf')
          .select(['name', 'page_type', 'value', 'data', 'n'])
          .orderBy('last_at', 'desc')
          .limit(DASHBOARD_MAX_VITAL_SAMPLES)
          .execute(),
        // Revenue is what was charged, net of refunds, by day and currency (commerce/owner/revenue.ts).
        dailyRevenue(db, range.from, range.to),
      ]);
      const samples = expandSamples(vitals, DASHBOARD_MAX_VITAL_SAMPLES);

      const funnelBy = new Map(funnel.map((r) => [r.name, Number(r.n)]));
      const byCurrency = revenueByCurrency(revenue);
      const currency = byCurrency[0]?.currency ?? null;
      const revenueCents = perDay(days, revenue.filter((r) => r.currency === currency));
      return {
        range,
        days,
        pageViews: perDay(days, viewsByDay),
        visitors: perDay(days, visitorsByDay),
        totals: {
          pageViews: Number(totals?.pageViews ?? 0),
          visitors: Number(visitorTotal?.visitors ?? 0),
          events: Number(totals?.events ?? 0),
          errors: Number(totals?.errors ?? 0),
          revenueCents: revenueCents.reduce((a, b) => a + b, 0),
          orders: revenue.reduce((a, r) => a + Number(r.orders), 0),
        },
        currency,
        revenueByCurrency: byCurrency,
        vitalSamples: { used: samples.length, limit: DASHBOARD_MAX_VITAL_SAMPLES },
        topPages: topPages.map((r) => ({ path: r.page_path ?? '', views: Number(r.total) })),
        referrers: referrers.map((r) => ({ host: r.referrer_host ?? '', visits: Number(r.total) })),
        funnel: FUNNEL_STEPS.map((step) => ({ step, visitors: funnelBy.get(step) ?? 0 })),
        revenueCents,
        errors: errors.map((r) => ({ message: r.name, count: Number(r.total), lastSeen: String(r.last ?? ''), stack: stackOf(r.data) })),
        vitals: summarizeVitals(samples.map((r) => ({ name: r.name, page_type: r.page_type, value: r.value === null ? null : Number(r.value), rating: ratingOf(r.data) }))),
      };
    },
  };
}

/** Performance rows as one sample each: a rolled-up row of `n` alike stands for `n`, up to `limit` in all (the newest first). */
function expandSamples<R extends { n: number | string | bigint }>(rows: readonly R[], limit: number): R[] {
  const out: R[] = [];
  for (const r of rows) for (let i = 0; i < Number(r.n) && out.length < limit; i++) out.push(r);
  return out;
}

function parse(data: unknown): Record<string, unknown> {
  try {
    const v = JSON.parse(String(data)) as unknown;
    return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const stackOf = (data: unknown) => {
  const s = parse(data).stack;
  return typeof s === 'string' ? s : '';
};
/** A performance row's data is the whole record: { app, data: { name, value, rating, ... }, ... }. */
const ratingOf = (data: unknown) => {
  const r = (parse(data).data as { rating?: unknown } | undefined)?.rating;
  return typeof r === 'string' ? r : '';
};
