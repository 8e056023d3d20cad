/**
 * A chart block's dataset as the owner edits it in a small table: columns
 * are the series' names, each row a label and one value per column. The
 * values stay the text the owner typed (trimmed), so a half-typed table
 * survives a save attempt; the rule says whether they are numbers. The
 * three SPEC section 5 messages ('Your dataset must have at least one
 * column', '... one row', 'One or more rows was missing data') are this
 * rule's; the rest are Vitrine's (block-messages.ts).
 */
import { BLOCK_MESSAGES as M } from './block-messages.js';
import { propsOf } from './fields.js';
import { MAX_CHART_COLUMNS, MAX_CHART_LABEL_CHARS, MAX_CHART_ROWS, MAX_CHART_VALUE_CHARS } from './limits.js';

export interface ChartRow {
  label: string;
  values: string[];
}

export interface ChartDataset {
  columns: string[];
  rows: ChartRow[];
}

/** A plain decimal number as an owner types it: 12, -3, 4.5 (no thousands separators, no exponent). */
const NUMBER = /^-?\d+(\.\d+)?$/;

const textOf = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

export type DatasetCheck = { ok: true; dataset: ChartDataset } | { ok: false; messages: string[] };

/**
 * The dataset in normal form, or every message once. Rows shorter than the
 * columns are missing data; a row's extra cells (a column removed) are
 * dropped. Beyond the limits the rows and columns are refused, not cut.
 */
export function checkDataset(raw: unknown): DatasetCheck {
  const o = propsOf(raw);
  const messages = new Set<string>();
  const rawColumns = Array.isArray(o.columns) ? (o.columns as unknown[]) : [];
  const rawRows = Array.isArray(o.rows) ? (o.rows as unknown[]) : [];
  if (rawColumns.length === 0) messages.add(M.datasetNoColumn);
  if (rawRows.length === 0) messages.add(M.datasetNoRow);
  if (rawColumns.length > MAX_CHART_COLUMNS) messages.add(M.datasetTooManyColumns);
  if (rawRows.length > MAX_CHART_ROWS) messages.add(M.datasetTooManyRows);
  const columns = rawColumns.slice(0, MAX_CHART_COLUMNS).map(textOf);
  if (columns.some((c) => c === '')) messages.add(M.datasetColumnName);
  if (columns.some((c) => c.length > MAX_CHART_LABEL_CHARS)) messages.add(M.datasetLabelTooLong);
  if (new Set(columns.map((c) => c.toLowerCase())).size !== columns.length && columns.every((c) => c !== '')) messages.add(M.datasetColumnTwice);
  const rows = rawRows.slice(0, MAX_CHART_ROWS).map((r): ChartRow => {
    const row = propsOf(r);
    const label = textOf(row.label);
    const cells = Array.isArray(row.values) ? (row.values as unknown[]) : [];
    const values = columns.map((_, i) => textOf(cells[i]));
    if (label === '' || values.some((v) => v === '')) messages.add(M.datasetMissingData);
    if (label.length > MAX_CHART_LABEL_CHARS) messages.add(M.datasetLabelTooLong);
    if (values.some((v) => v !== '' && (v.length > MAX_CHART_VALUE_CHARS || !NUMBER.test(v)))) messages.add(M.datasetNotNumber);
    return { label, values };
  });
  return messages.size ? { ok: false, messages: [...messages] } : { ok: true, dataset: { columns, rows } };
}
