/**
 * The owner dashboard's page script (served by server/telemetry/
 * dashboard-routes.ts, bundled with uPlot): a date-range form, totals,
 * daily charts (page views and visitors, revenue), and tables of top
 * pages, referrers, the shopping funnel, JavaScript errors and web-vitals
 * distributions per page type. Text goes in with textContent only.
 */
import uPlot from 'uplot';

interface Data {
  days: string[];
  pageViews: number[];
  visitors: number[];
  revenueCents: number[];
  currency: string | null;
  totals: Record<'pageViews' | 'visitors' | 'events' | 'errors' | 'revenueCents' | 'orders', number>;
  topPages: { path: string; views: number }[];
  referrers: { host: string; visits: number }[];
  funnel: { step: string; visitors: number }[];
  errors: { message: string; count: number; lastSeen: string; stack: string }[];
  vitals: { metric: string; pageType: number | null; pageTypeName: string | null; count: number; p50: number; p75: number; p90: number; good: number; needsImprovement: number; poor: number }[];
}

type Texts = Record<string, string> & { steps: Record<string, string> };

const root = document.getElementById('telemetry-dashboard') as HTMLElement;
const T = JSON.parse(document.getElementById('telemetry-dashboard-text')?.textContent ?? '{}') as Texts;
const charts: uPlot[] = [];

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  for (const c of children) e.append(c);
  return e;
}

function table(caption: string, head: string[], rows: (string | number)[][], numeric: boolean[]): HTMLElement {
  const section = el('section', { 'aria-label': caption }, el('h2', {}, caption));
  if (rows.length === 0) {
    section.append(el('p', {}, T.none!));
    return section;
  }
  const t = el('table');
  t.append(el('thead', {}, el('tr', {}, ...head.map((h, i) => el('th', { scope: 'col', ...(numeric[i] ? { class: 'n' } : {}) }, h)))));
  t.append(el('tbody', {}, ...rows.map((r) => el('tr', {}, ...r.map((c, i) => el('td', numeric[i] ? { class: 'n' } : {}, String(c)))))));
  section.append(t);
  return section;
}

/** Money with its currency (the orders'); a dash without a paid order. */
const money = (cents: number, currency: string | null) => (currency ? (cents / 100).toLocaleString(undefined, { style: 'currency', currency }) : '—');
const round = (v: number, metric: string) => (metric === 'CLS' ? v.toFixed(3) : String(Math.round(v)));

function chart(title: string, days: string[], series: { label: string; values: number[]; stroke: string }[]): HTMLElement {
  const box = el('section', { 'aria-label': title, class: 'chart' }, el('h2', {}, title));
  const x = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
  const width = Math.max(300, Math.min(1100, root.clientWidth || 800));
  charts.push(
    new uPlot(
      { width, height: 220, series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.stroke, width: 2 }))], axes: [{}, {}], scales: { x: { time: true } } },
      [x, ...series.map((s) => s.values)],
      box,
    ),
  );
  // The figures as a table too, for screen readers and keyboard users.
  const summary = el('details', {}, el('summary', {}, title));
  summary.append(table(title, [T.from!, ...series.map((s) => s.label)], days.map((d, i) => [d, ...series.map((s) => s.values[i] ?? 0)]), [false, ...series.map(() => true)]));
  box.append(summary);
  return box;
}

function render(d: Data): void {
  for (const c of charts.splice(0)) c.destroy();
  const out = document.getElementById('dashboard-results') as HTMLElement;
  out.replaceChildren();
  const card = (label: string, value: string) => el('div', { class: 'card' }, el('b', {}, value), label);
  out.append(
    el(
      'div',
      { class: 'cards' },
      card(T.pageViews!, String(d.totals.pageViews)),
      card(T.visitors!, String(d.totals.visitors)),
      card(T.events!, String(d.totals.events)),
      card(T.errors!, String(d.totals.errors)),
      card(T.orders!, String(d.totals.orders)),
      card(T.revenue!, money(d.totals.revenueCents, d.currency)),
    ),
    chart(`${T.pageViews} / ${T.visitors}`, d.days, [
      { label: T.pageViews!, values: d.pageViews, stroke: '#1a5fb4' },
      { label: T.visitors!, values: d.visitors, stroke: '#c64600' },
    ]),
    chart(T.revenue!, d.days, [{ label: T.revenue!, values: d.revenueCents.map((c) => c / 100), stroke: '#26a269' }]),
    table(T.topPages!, [T.page!, T.views!], d.topPages.map((p) => [p.path, p.views]), [false, true]),
    table(T.referrers!, [T.source!, T.visits!], d.referrers.map((r) => [r.host, r.visits]), [false, true]),
    table(T.funnel!, [T.step!, T.visitors!], d.funnel.map((f) => [T.steps[f.step] ?? f.step, f.visitors]), [false, true]),
    table(T.errors!, [T.message!, T.count!, T.lastSeen!], d.errors.map((e) => [e.message, e.count, e.lastSeen.replace('T', ' ').slice(0, 19)]), [false, true, false]),
    table(
      T.vitals!,
      [T.metric!, T.pageType!, T.samples!, 'p50', 'p75', 'p90', T.good!, T.needsImprovement!, T.poor!],
      d.vitals.map((v) => [v.metric, v.pageTypeName ?? v.pageType ?? '', v.count, round(v.p50, v.metric), round(v.p75, v.metric), round(v.p90, v.metric), v.good, v.needsImprovement, v.poor]),
      [false, false, true, true, true, true, true, true, true],
    ),
  );
}

async function load(from: string, to: string): Promise<void> {
  const status = document.getElementById('dashboard-status') as HTMLElement;
  status.textContent = T.loading!;
  try {
    const res = await fetch(`${root.dataset.api}?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(String(res.status));
    render((await res.json()) as Data);
    status.textContent = '';
  } catch {
    status.textContent = T.loadFailed!;
  }
}

function start(): void {
  const from = el('input', { type: 'date', id: 'range-from', name: 'from', value: root.dataset.from ?? '', required: '' });
  const to = el('input', { type: 'date', id: 'range-to', name: 'to', value: root.dataset.to ?? '', required: '' });
  const form = el(
    'form',
    { class: 'range' },
    el('div', {}, el('label', { for: 'range-from' }, T.from!), from),
    el('div', {}, el('label', { for: 'range-to' }, T.to!), to),
    el('button', { type: 'submit' }, T.apply!),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void load(from.value, to.value);
  });
  root.replaceChildren(el('h1', {}, T.title!), form, el('p', { id: 'dashboard-status', role: 'status' }), el('div', { id: 'dashboard-results' }));
  void load(from.value, to.value);
}

start();
