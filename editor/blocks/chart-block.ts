/**
 * The chart block (SPEC block type 62, its bar and line variants): a title
 * and a dataset the owner edits in a table (chart-dataset.ts), drawn on the
 * server as an SVG image (chart-drawing.ts) with the data as a table
 * beside it, so it reads without JavaScript and to a screen reader.
 */
import { BLOCK_MESSAGES as M } from './block-messages.js';
import { checkDataset, type ChartDataset } from './chart-dataset.js';
import { CHART_DESIGNS, drawChart, formatValue, type ChartDesign } from './chart-drawing.js';
import { notAnOption } from '../gallery-options.js';
import { propsOf, textProp } from './fields.js';
import { MAX_BLOCK_TITLE_CHARS } from './limits.js';
import type { ContentBlockRule } from './types.js';

const isDesign = (v: unknown): v is ChartDesign => (CHART_DESIGNS as readonly unknown[]).includes(v);

export const chartBlock: ContentBlockRule = {
  type: 62,
  typeName: 'chart',
  error: 'CHART_BLOCK_INVALID',
  defaults: () => ({ props: { title: '', design: 'bar' }, chart: { columns: [], rows: [] } }),
  check(input) {
    const p = propsOf(input.props);
    const messages: string[] = [];
    const title = textProp(p, 'title', MAX_BLOCK_TITLE_CHARS, M.titleTooLong, messages, M.chartTitleNeeded);
    const design = p.design === undefined || p.design === '' ? 'bar' : p.design;
    if (!isDesign(design)) messages.push(notAnOption(String(design)));
    const dataset = checkDataset(input.chart);
    if (!dataset.ok) messages.push(...dataset.messages);
    return messages.length || !dataset.ok || !isDesign(design) ? { ok: false, messages } : { ok: true, props: { title, design }, chart: dataset.dataset };
  },
  data(b) {
    const dataset: ChartDataset = b.chart ?? { columns: [], rows: [] };
    const design: ChartDesign = isDesign(b.props.design) ? b.props.design : 'bar';
    return {
      type: 'chart',
      title: String(b.props.title ?? ''),
      design,
      line: design === 'line',
      drawing: drawChart(dataset, design),
      seriesNames: dataset.columns.join(', '),
      manySeries: dataset.columns.length > 1,
      columns: dataset.columns.map((name, i) => ({ name, index: i + 1 })),
      rows: dataset.rows.map((r) => ({ label: r.label, values: r.values.map((v) => formatValue(Number(v))) })),
    };
  },
};
