/**
 * The telemetry store over the site's SQL store (SQLite or PostgreSQL):
 * one table, `telemetry_events`, written in batches and pruned by day.
 * Revenue is what orders charged net of refunds (server/commerce/owner/revenue.ts).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Store } from '../store/index.js';
import type { TelemetryRecord } from './record.js';
import type { TelemetryStore } from './telemetry-store.js';
import { FUNNEL_STEPS, dayOf, daysOf, perDay, revenueByCurrency, summarizeVitals, type DashboardData, type DateRange } from './dashboard-data.js';
import { dailyRevenue } from '../commerce/owner/revenue.js';
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

    async prune(beforeDay) {
      const result = await store.change((tx) => tx.deleteFrom('telemetry_events').where('day', '<', beforeDay).executeTakeFirst());
      return Number(result.numDeletedRows ?? 0);
    },

    async dashboard(range: DateRange): Promise<DashboardData> {
      const inRange = db.selectFrom('telemetry_events').where('day', '>=', range.from).where('day', '<=', range.to);
      const views = inRange.where('kind', '=', 'hit').where('name', '=', 'pageview');
      const days = daysOf(range);

      const [viewsByDay, visitorsByDay, totals, topPages, referrers, funnel, errors, vitals, revenue] = await Promise.all([
        views.select(['day', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('day').execute(),
        views.select(['day', sql<number>`count(distinct visitor_id)`.as('n')]).groupBy('day').execute(),
        inRange
          .select([
            sql<number>`sum(case when kind = 'hit' and name = 'pageview' then 1 else 0 end)`.as('pageViews'),
            sql<number>`count(distinct case when kind = 'hit' then visitor_id end)`.as('visitors'),
            sql<number>`sum(case when kind = 'event' then 1 else 0 end)`.as('events'),
            sql<number>`sum(case when kind = 'error' then 1 else 0 end)`.as('errors'),
          ])
          .executeTakeFirst(),
        views
          .where('page_path', 'is not', null)
          .select(['page_path', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('page_path')
          .orderBy('n', 'desc')
          .orderBy('page_path')
          .limit(DASHBOARD_TOP_ROWS)
          .execute(),
        views
          .where('referrer_host', 'is not', null)
          .select(['referrer_host', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('referrer_host')
          .orderBy('n', 'desc')
          .orderBy('referrer_host')
          .limit(DASHBOARD_TOP_ROWS)
          .execute(),
        inRange
          .where('kind', '=', 'event')
          .where('name', 'in', [...FUNNEL_STEPS])
          .select(['name', sql<number>`count(distinct visitor_id)`.as('n')])
          .groupBy('name')
          .execute(),
        inRange
          .where('kind', '=', 'error')
          .select(['name', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.max('received_at').as('last'), (eb) => eb.fn.max('data').as('data')])
          .groupBy('name')
          .orderBy('n', 'desc')
          .orderBy('name')
          .limit(DASHBOARD_TOP_ROWS)
          .execute(),
        inRange
          .where('kind', '=', 'perf')
          .select(['name', 'page_type', 'value', 'data'])
          .orderBy('received_at', 'desc')
          .limit(DASHBOARD_MAX_VITAL_SAMPLES)
          .execute(),
        // Revenue is what was charged, net of refunds, by day and currency (commerce/owner/revenue.ts).
        dailyRevenue(db, range.from, range.to),
      ]);

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
          visitors: Number(totals?.visitors ?? 0),
          events: Number(totals?.events ?? 0),
          errors: Number(totals?.errors ?? 0),
          revenueCents: revenueCents.reduce((a, b) => a + b, 0),
          orders: revenue.reduce((a, r) => a + Number(r.orders), 0),
        },
        currency,
        revenueByCurrency: byCurrency,
        vitalSamples: { used: vitals.length, limit: DASHBOARD_MAX_VITAL_SAMPLES },
        topPages: topPages.map((r) => ({ path: r.page_path ?? '', views: Number(r.n) })),
        referrers: referrers.map((r) => ({ host: r.referrer_host ?? '', visits: Number(r.n) })),
        funnel: FUNNEL_STEPS.map((step) => ({ step, visitors: funnelBy.get(step) ?? 0 })),
        revenueCents,
        errors: errors.map((r) => ({ message: r.name, count: Number(r.n), lastSeen: String(r.last ?? ''), stack: stackOf(r.data) })),
        vitals: summarizeVitals(vitals.map((r) => ({ name: r.name, page_type: r.page_type, value: r.value === null ? null : Number(r.value), rating: ratingOf(r.data) }))),
      };
    },
  };
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
