/**
 * A daily line chart (uPlot, drawn on a canvas) with its figures as a table
 * in a disclosure beneath, for screen readers and keyboard users.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { Table, formatDate } from '../../admin-ui/index.js';

export interface Series {
  label: string;
  values: number[];
  /** A token's colour: charts cannot read custom properties. */
  stroke: string;
  format(value: number): string;
}

/** The chart's height in pixels. */
const CHART_HEIGHT = 220;
/** Narrowest width it draws at. */
const MIN_WIDTH = 280;

export function LineChart({ title, days, series }: { title: string; days: string[]; series: Series[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const x = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
    const width = () => Math.max(MIN_WIDTH, el.clientWidth);
    const plot = new uPlot(
      { width: width(), height: CHART_HEIGHT, series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.stroke, width: 2, value: (_u: uPlot, v: number | null) => (v === null ? '' : s.format(v)) }))], axes: [{}, {}], scales: { x: { time: true } } },
      [x, ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: CHART_HEIGHT }));
    resize.observe(el);
    return () => (resize.disconnect(), plot.destroy());
  }, [days, series]);
  return (
    <figure className="adm-chart">
      <figcaption className="adm-chart__title">{title}</figcaption>
      <div ref={box} aria-hidden="true" />
      <details>
        <summary>{title}</summary>
        <Table
          caption={title}
          hideCaption
          columns={[
            { key: 'day', header: A.analytics.range, cell: (i: number) => formatDate(`${days[i]}T12:00:00Z`, { time: false }), rowHeader: true },
            ...series.map((s) => ({ key: s.label, header: s.label, cell: (i: number) => s.format(s.values[i] ?? 0), numeric: true })),
          ]}
          rows={days.map((_, i) => i)}
          rowKey={(i) => String(i)}
          empty={null}
        />
      </details>
    </figure>
  );
}
