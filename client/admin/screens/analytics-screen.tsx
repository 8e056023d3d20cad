/**
 * Analytics: the site's visits, paid orders and revenue charged (with its
 * currency), the top pages and referrers, the shopping funnel, JavaScript
 * errors and web vitals by page type (by name), for a range of days.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { Button, Card, EmptyState, PageHeader, Stats, Table, DateField, fill, formatCount, formatDate, formatMoney } from '../../admin-ui/index.js';
import { EditorApiError } from '../../editor/api.js';
import { adminHref, navigate } from '../router.js';
import type { ScreenProps } from '../screen-types.js';
import { loadAnalytics, type Analytics, type VitalRow } from '../analytics/analytics-api.js';
import { LineChart } from '../analytics/line-chart.js';

const T = A.analytics;
/** Days shown when the address names none: the last four weeks. */
const DEFAULT_RANGE_DAYS = 28;
const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Chart colours: the primary and the warning role's text colour of tokens.css. */
const CHART_PRIMARY = '#2b54c4';
const CHART_SECOND = '#7a4d00';
const CHART_MONEY = '#146c2e';

const pageTypeLabel = (v: VitalRow) => (v.pageTypeName ? ((T.pageTypes as Record<string, string>)[v.pageTypeName] ?? v.pageTypeName) : T.pageTypes.unknown);
const round = (v: number, metric: string) => (metric === 'CLS' ? v.toFixed(3) : formatCount(Math.round(v)));

function Results({ data }: { data: Analytics }) {
  const currency = data.currency;
  // Without a paid order the currency is unknown: a dash rather than an amount without one.
  const money = (cents: number) => (currency ? formatMoney(cents, currency) : '—');
  const others = data.revenueByCurrency.slice(1).map((r) => formatMoney(r.cents, r.currency));
  const traffic = useMemo(
    () => [
      { label: T.pageViews, values: data.pageViews, stroke: CHART_PRIMARY, format: formatCount },
      { label: T.visitors, values: data.visitors, stroke: CHART_SECOND, format: formatCount },
    ],
    [data],
  );
  const revenue = useMemo(() => (currency ? [{ label: T.revenue, values: data.revenueCents, stroke: CHART_MONEY, format: money }] : []), [data]);
  return (
    <>
      <Stats
        label={T.totals}
        items={[
          { label: T.pageViews, value: formatCount(data.totals.pageViews) },
          { label: T.visitors, value: formatCount(data.totals.visitors) },
          { label: T.orders, value: formatCount(data.totals.orders) },
          { label: T.revenue, value: money(data.totals.revenueCents) },
          { label: T.errors, value: formatCount(data.totals.errors) },
        ]}
      />
      <p className="adm-muted">{T.revenueNote}{others.length ? ` ${fill(T.otherCurrencies, { amounts: others.join(', ') })}` : ''}</p>
      <Card><LineChart title={T.trafficChart} days={data.days} series={traffic} /></Card>
      {currency ? <Card><LineChart title={fill(T.revenueChart, { currency })} days={data.days} series={revenue} /></Card> : null}
      <div className="adm-grid-2">
        <Table caption={T.topPages} columns={[{ key: 'p', header: T.page, cell: (p) => p.path, rowHeader: true }, { key: 'v', header: T.views, cell: (p) => formatCount(p.views), numeric: true }]} rows={data.topPages} rowKey={(p) => p.path} empty={<p className="adm-table__state">{T.none}</p>} />
        <Table caption={T.referrers} columns={[{ key: 's', header: T.source, cell: (r) => r.host, rowHeader: true }, { key: 'v', header: T.visits, cell: (r) => formatCount(r.visits), numeric: true }]} rows={data.referrers} rowKey={(r) => r.host} empty={<p className="adm-table__state">{T.none}</p>} />
      </div>
      <Table caption={T.funnel} columns={[{ key: 's', header: T.step, cell: (f) => (T.steps as Record<string, string>)[f.step] ?? f.step, rowHeader: true }, { key: 'v', header: T.visitors, cell: (f) => formatCount(f.visitors), numeric: true }]} rows={data.funnel} rowKey={(f) => f.step} empty={null} />
      <Table
        caption={T.errorsTable}
        columns={[
          { key: 'm', header: T.message, cell: (e) => <span className="adm-mono">{e.message}</span>, rowHeader: true },
          { key: 'c', header: T.count, cell: (e) => formatCount(e.count), numeric: true },
          { key: 'l', header: T.lastSeen, cell: (e) => formatDate(e.lastSeen) },
        ]}
        rows={data.errors}
        rowKey={(e) => e.message}
        empty={<p className="adm-table__state">{T.none}</p>}
      />
      <Table
        caption={T.vitals}
        columns={[
          { key: 'm', header: T.metric, cell: (v) => v.metric, rowHeader: true },
          { key: 't', header: T.pageType, cell: pageTypeLabel },
          { key: 'n', header: T.samples, cell: (v) => formatCount(v.count), numeric: true },
          { key: 'p50', header: 'p50', cell: (v) => round(v.p50, v.metric), numeric: true },
          { key: 'p75', header: 'p75', cell: (v) => round(v.p75, v.metric), numeric: true },
          { key: 'p90', header: 'p90', cell: (v) => round(v.p90, v.metric), numeric: true },
          { key: 'g', header: T.good, cell: (v) => formatCount(v.good), numeric: true },
          { key: 'ni', header: T.needsImprovement, cell: (v) => formatCount(v.needsImprovement), numeric: true },
          { key: 'po', header: T.poor, cell: (v) => formatCount(v.poor), numeric: true },
        ]}
        rows={data.vitals}
        rowKey={(v) => `${v.metric}/${v.pageType ?? ''}`}
        empty={<p className="adm-table__state">{T.none}</p>}
      />
      <p className="adm-muted">{fill(T.vitalsNote, { used: formatCount(data.vitalSamples.used), limit: formatCount(data.vitalSamples.limit) })}</p>
    </>
  );
}

export default function AnalyticsScreen({ query }: ScreenProps) {
  const today = Date.now();
  const from = query.get('from') ?? day(today - (DEFAULT_RANGE_DAYS - 1) * DAY_MS);
  const to = query.get('to') ?? day(today);
  // null while a typed date is not a date: the range is not shown then (the field says why).
  const [draft, setDraft] = useState<{ from: string | null; to: string | null }>({ from, to });
  const [data, setData] = useState<Analytics | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setData(null);
    setFailed(null);
    loadAnalytics(from, to).then(
      (d) => live && setData(d),
      (e: unknown) => live && setFailed(e instanceof EditorApiError ? e.message : A.ui.loadFailed),
    );
    return () => void (live = false);
  }, [from, to, tick]);
  const show = (e: FormEvent) => {
    e.preventDefault();
    if (draft.from && draft.to) navigate(adminHref('analytics', { from: draft.from, to: draft.to }), { replace: true });
  };
  const empty = data !== null && data.totals.pageViews === 0 && data.totals.orders === 0 && data.totals.errors === 0 && data.vitals.length === 0;
  return (
    <>
      <PageHeader title={A.nav.analytics} description={A.descriptions.analytics} />
      <form className="adm-toolbar" onSubmit={show} aria-label={T.range}>
        <DateField label={T.from} required value={from} onChange={(v) => setDraft((d) => ({ ...d, from: v }))} />
        <DateField label={T.to} required value={to} onChange={(v) => setDraft((d) => ({ ...d, to: v }))} />
        <Button type="submit" variant="primary">{T.show}</Button>
      </form>
      {failed ? (
        <div role="alert" className="adm-card"><p>{failed}</p><Button onClick={() => setTick((n) => n + 1)}>{A.ui.retry}</Button></div>
      ) : data === null ? (
        <p role="status" className="adm-muted">{A.ui.loading}</p>
      ) : empty ? (
        <div className="adm-card"><EmptyState title={T.none}>{T.noneBody}</EmptyState></div>
      ) : (
        <Results data={data} />
      )}
    </>
  );
}
