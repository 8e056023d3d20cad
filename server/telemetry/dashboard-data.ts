/**
 * What the owner dashboard shows for a range of days, and the small pure
 * computations behind it (day lists, percentiles, vitals summaries).
 */
import { PAGE_TYPE } from '../../engine/content/enums.js';

export interface DateRange {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
}

export interface VitalSummary {
  metric: string;
  pageType: number | null;
  /** The page type's name (SPEC section 2: 'content-item'), null when unknown. */
  pageTypeName: string | null;
  count: number;
  p50: number;
  p75: number;
  p90: number;
  good: number;
  needsImprovement: number;
  poor: number;
}

export interface DashboardData {
  range: DateRange;
  days: string[];
  pageViews: number[];
  visitors: number[];
  totals: { pageViews: number; visitors: number; events: number; errors: number; revenueCents: number; orders: number };
  topPages: { path: string; views: number }[];
  referrers: { host: string; visits: number }[];
  /** Visitors (analytics ids) reaching each shopping step. */
  funnel: { step: string; visitors: number }[];
  /** What paid orders charged per day (their grand totals), in cents of `currency`. */
  revenueCents: number[];
  /** The currency of `revenueCents` and `totals.revenueCents`: the one with the most revenue; null without orders. */
  currency: string | null;
  /** Revenue and orders per currency, the largest first (a store that changed currency has several). */
  revenueByCurrency: { currency: string; cents: number; orders: number }[];
  /** How many web-vitals measurements the summaries read: the newest `limit` of the range at most. */
  vitalSamples: { used: number; limit: number };
  errors: { message: string; count: number; lastSeen: string; stack: string }[];
  vitals: VitalSummary[];
}

/** The shopping steps of the funnel, in order: the v2 schema names the client sends. */
export const FUNNEL_STEPS = ['commerce_product_view', 'commerce_add_to_cart', 'commerce_cart_view', 'commerce_checkout', 'commerce_purchase'] as const;

const DAY_MS = 86_400_000;
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Every day of the range, in order. */
export function daysOf(range: DateRange): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${range.from}T00:00:00Z`), end = Date.parse(`${range.to}T00:00:00Z`); t <= end; t += DAY_MS) out.push(dayOf(t));
  return out;
}

/** Whole days between two YYYY-MM-DD dates (to - from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The value at quantile q (0..1) of sorted values, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i]!;
}

/** Per-day values of `rows` ({day, n}) laid on the range's days (0 where none). */
/** Rows of revenue by day and currency as totals per currency, the largest first. */
export function revenueByCurrency(rows: readonly { currency: string; n: number | string | bigint | null; orders: number | string | bigint | null }[]): DashboardData['revenueByCurrency'] {
  const by = new Map<string, { currency: string; cents: number; orders: number }>();
  for (const r of rows) {
    const c = by.get(r.currency) ?? { currency: r.currency, cents: 0, orders: 0 };
    c.cents += Number(r.n ?? 0);
    c.orders += Number(r.orders ?? 0);
    by.set(r.currency, c);
  }
  return [...by.values()].sort((a, b) => b.cents - a.cents || a.currency.localeCompare(b.currency));
}

export function perDay(days: readonly string[], rows: readonly { day: string; n: number | string | bigint | null }[]): number[] {
  const by = new Map(rows.map((r) => [r.day, Number(r.n ?? 0)]));
  return days.map((d) => by.get(d) ?? 0);
}

export function summarizeVitals(rows: readonly { name: string; page_type: number | null; value: number | null; rating: string }[]): VitalSummary[] {
  const groups = new Map<string, { metric: string; pageType: number | null; values: number[]; ratings: Record<string, number> }>();
  for (const r of rows) {
    if (r.value === null || !Number.isFinite(r.value)) continue;
    const key = `${r.name}\u0000${r.page_type ?? ''}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { metric: r.name, pageType: r.page_type, values: [], ratings: {} }));
    g.values.push(r.value);
    g.ratings[r.rating] = (g.ratings[r.rating] ?? 0) + 1;
  }
  return [...groups.values()]
    .map((g) => {
      const sorted = g.values.sort((a, b) => a - b);
      return {
        metric: g.metric,
        pageType: g.pageType,
        pageTypeName: g.pageType === null ? null : (PAGE_TYPE.fromCode(g.pageType)?.name ?? null),
        count: sorted.length,
        p50: quantile(sorted, 0.5),
        p75: quantile(sorted, 0.75),
        p90: quantile(sorted, 0.9),
        good: g.ratings.good ?? 0,
        needsImprovement: g.ratings['needs-improvement'] ?? 0,
        poor: g.ratings.poor ?? 0,
      };
    })
    .sort((a, b) => a.metric.localeCompare(b.metric) || (a.pageType ?? -1) - (b.pageType ?? -1));
}
