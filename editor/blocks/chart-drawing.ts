/**
 * A chart block's drawing, worked out on the server so the page needs no
 * JavaScript: the plot's scale (round tick values from the data's least to
 * its greatest, zero always in it), and each series' bars or line as SVG
 * coordinates in a fixed viewBox that the browser scales to the column.
 * The theme's chart.block writes them out; its styles give each series a
 * site colour (and the lines a dash pattern of their own, so the series
 * differ without colour too).
 */
import type { ChartDataset } from './chart-dataset.js';

export const CHART_DESIGNS = ['bar', 'line'] as const;
export type ChartDesign = (typeof CHART_DESIGNS)[number];

/** The drawing's coordinate space and the plot's margins (room for the axis labels). */
export const CHART_VIEW = { width: 640, height: 360, left: 64, right: 16, top: 16, bottom: 48 } as const;
/** Tick intervals the scale aims for. */
const TARGET_TICKS = 5;

const round = (n: number) => Math.round(n * 100) / 100;

/** A "nice" step (1, 2 or 5 times a power of ten) covering `span` in about TARGET_TICKS intervals. */
function niceStep(span: number): number {
  const raw = span / TARGET_TICKS;
  const power = 10 ** Math.floor(Math.log10(raw));
  const f = raw / power;
  return (f <= 1 ? 1 : f <= 2 ? 2 : f <= 5 ? 5 : 10) * power;
}

/** A value as the axis and the table write it: at most two decimals, no float noise. */
export const formatValue = (n: number): string => String(Number(n.toFixed(2)));

/** Width of one axis label character, about, in the view's units: the theme writes them at 12, and at 20 on a phone (where the view is about half size), which this fits. */
const LABEL_CHAR_WIDTH = 11;

/** A row's label cut to its band on the axis (the data table keeps it whole). */
function fitLabel(label: string, band: number): string {
  const room = Math.max(1, Math.floor(band / LABEL_CHAR_WIDTH));
  return label.length <= room ? label : `${label.slice(0, Math.max(1, room - 1))}…`;
}

export interface ChartDrawing {
  view: string;
  ticks: { y: number; label: string }[];
  /** The zero line's y (the bars grow from it). */
  baseline: number;
  plot: { left: number; right: number; top: number; bottom: number };
  labels: { x: number; text: string }[];
  series: {
    index: number;
    name: string;
    bars: { x: number; y: number; width: number; height: number; label: string; value: string }[];
    points: string;
    dots: { x: number; y: number; label: string; value: string }[];
  }[];
}

export function drawChart(dataset: ChartDataset, design: ChartDesign): ChartDrawing {
  const V = CHART_VIEW;
  const values = dataset.rows.map((r) => r.values.map(Number));
  const all = values.flat();
  let low = Math.min(0, ...all);
  let high = Math.max(0, ...all);
  if (low === high) high = low + 1;
  const step = niceStep(high - low);
  low = Math.floor(low / step) * step;
  high = Math.ceil(high / step) * step;
  const top = V.top;
  const bottom = V.height - V.bottom;
  const left = V.left;
  const right = V.width - V.right;
  const y = (v: number) => round(bottom - ((v - low) / (high - low)) * (bottom - top));
  const ticks: ChartDrawing['ticks'] = [];
  for (let v = low; v <= high + step / 2; v += step) ticks.push({ y: y(v), label: formatValue(v) });
  const band = (right - left) / Math.max(1, dataset.rows.length);
  const centre = (i: number) => round(left + band * (i + 0.5));
  const n = dataset.columns.length;
  // Bars of a row share 80 % of its band, side by side.
  const barWidth = round((band * 0.8) / n);
  const baseline = y(0);
  const series = dataset.columns.map((name, s) => {
    const bars =
      design === 'bar'
        ? dataset.rows.map((r, i) => {
            const v = values[i]![s]!;
            const top = Math.min(y(v), baseline);
            return { x: round(left + band * i + band * 0.1 + barWidth * s), y: top, width: barWidth, height: round(Math.abs(baseline - y(v))), label: r.label, value: formatValue(v) };
          })
        : [];
    const dots = design === 'line' ? dataset.rows.map((r, i) => ({ x: centre(i), y: y(values[i]![s]!), label: r.label, value: formatValue(values[i]![s]!) })) : [];
    return { index: s + 1, name, bars, points: dots.map((d) => `${d.x},${d.y}`).join(' '), dots };
  });
  return {
    view: `0 0 ${V.width} ${V.height}`,
    ticks,
    baseline,
    plot: { left, right, top, bottom },
    labels: dataset.rows.map((r, i) => ({ x: centre(i), text: fitLabel(r.label, band) })),
    series,
  };
}
