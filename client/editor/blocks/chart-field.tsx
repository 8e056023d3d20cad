/**
 * The chart block's dataset (a Puck custom field): a small table whose
 * header cells are the series' names and whose rows are a label and one
 * value per series. Columns and rows are added and removed with plain
 * buttons, every cell is a labelled input, so the keyboard does all of it;
 * past the limits the add buttons refuse with the rule's message, and the
 * rule's messages about the data (SPEC section 5: no column, no row, a row
 * missing data) show under the table while the owner types.
 */
import { useState } from 'react';
import type { CustomField } from '@puckeditor/core';
import { BLOCK_TEXTS } from '../../../editor/blocks/block-texts.js';
import { BLOCK_MESSAGES, type ChartDataset } from '../../../editor/blocks/index.js';
import { checkDataset } from '../../../editor/blocks/chart-dataset.js';
import { MAX_CHART_COLUMNS, MAX_CHART_LABEL_CHARS, MAX_CHART_ROWS, MAX_CHART_VALUE_CHARS } from '../../../editor/blocks/limits.js';
import { inEditorLanguage } from '../language.js';

const F = BLOCK_TEXTS.fields;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));

/** A new chart's dataset, in the editor's language: one series and two rows to fill. */
export const starterDataset = (): ChartDataset => ({
  columns: [fill(F.newSeries, { n: 1 })],
  rows: [
    { label: fill(F.newRow, { n: 1 }), values: ['1'] },
    { label: fill(F.newRow, { n: 2 }), values: ['2'] },
  ],
});

/** A stored or half-edited dataset as the field shows it. */
export function datasetOf(value: unknown): ChartDataset {
  const o = (typeof value === 'object' && value !== null ? value : {}) as Partial<ChartDataset>;
  const columns = Array.isArray(o.columns) ? o.columns.map(String) : [];
  const rows = Array.isArray(o.rows) ? o.rows.map((r) => ({ label: String(r?.label ?? ''), values: columns.map((_, i) => String(r?.values?.[i] ?? '')) })) : [];
  return { columns, rows };
}

export function chartField(label: string): CustomField<ChartDataset> {
  return { type: 'custom', label, render: ({ id, value, onChange }) => <ChartField id={id} value={datasetOf(value)} onChange={onChange} /> };
}

export function ChartField({ id, value, onChange }: { id: string; value: ChartDataset; onChange: (v: ChartDataset) => void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const { columns, rows } = value;
  const change = (next: ChartDataset) => (setRefusal(null), onChange(next));
  const setColumn = (c: number, name: string) => change({ columns: columns.map((x, i) => (i === c ? name : x)), rows });
  const setLabel = (r: number, label: string) => change({ columns, rows: rows.map((x, i) => (i === r ? { ...x, label } : x)) });
  const setCell = (r: number, c: number, v: string) => change({ columns, rows: rows.map((x, i) => (i === r ? { ...x, values: x.values.map((y, j) => (j === c ? v : y)) } : x)) });
  const addColumn = () => {
    if (columns.length >= MAX_CHART_COLUMNS) return setRefusal(inEditorLanguage(BLOCK_MESSAGES.datasetTooManyColumns));
    change({ columns: [...columns, fill(F.newSeries, { n: columns.length + 1 })], rows: rows.map((r) => ({ ...r, values: [...r.values, ''] })) });
  };
  const addRow = () => {
    if (rows.length >= MAX_CHART_ROWS) return setRefusal(inEditorLanguage(BLOCK_MESSAGES.datasetTooManyRows));
    change({ columns, rows: [...rows, { label: '', values: columns.map(() => '') }] });
  };
  const removeColumn = (c: number) => change({ columns: columns.filter((_, i) => i !== c), rows: rows.map((r) => ({ ...r, values: r.values.filter((_, i) => i !== c) })) });
  const removeRow = (r: number) => change({ columns, rows: rows.filter((_, i) => i !== r) });
  const checked = checkDataset(value);
  const problems = checked.ok ? [] : checked.messages.map(inEditorLanguage);
  const size = fill(F.datasetSize, { rows: rows.length, maxRows: MAX_CHART_ROWS, columns: columns.length, maxColumns: MAX_CHART_COLUMNS });
  return (
    <fieldset className="vitrine-editor-chart" aria-describedby={`${id}-help`}>
      <legend>{F.dataset}</legend>
      <p id={`${id}-help`}>{F.datasetHelp} {size}</p>
      <div className="vitrine-editor-chart__scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{F.rowLabel}</th>
              {columns.map((name, c) => (
                <th scope="col" key={c}>
                  <input id={`${id}-column-${c}`} aria-label={fill(F.columnName, { n: c + 1 })} value={name} maxLength={MAX_CHART_LABEL_CHARS} onChange={(e) => setColumn(c, e.target.value)} />
                  <button type="button" onClick={() => removeColumn(c)}>{fill(F.removeColumn, { n: c + 1 })}</button>
                </th>
              ))}
              <td />
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                <th scope="row">
                  <input id={`${id}-label-${r}`} aria-label={fill(F.rowLabelOf, { n: r + 1 })} value={row.label} maxLength={MAX_CHART_LABEL_CHARS} onChange={(e) => setLabel(r, e.target.value)} />
                </th>
                {columns.map((name, c) => (
                  <td key={c}>
                    <input id={`${id}-cell-${r}-${c}`} aria-label={fill(F.cellLabel, { column: name || fill(F.columnName, { n: c + 1 }), n: r + 1 })} inputMode="decimal" value={row.values[c] ?? ''} maxLength={MAX_CHART_VALUE_CHARS} onChange={(e) => setCell(r, c, e.target.value)} />
                  </td>
                ))}
                <td>
                  <button type="button" onClick={() => removeRow(r)}>{fill(F.removeRow, { n: r + 1 })}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" onClick={addColumn}>{F.addColumn}</button> <button type="button" onClick={addRow}>{F.addRow}</button>
      <p role="alert" className="vitrine-editor-chart__refusal">{refusal ?? ''}</p>
      <ul className="vitrine-editor-chart__problems" aria-live="polite">
        {problems.map((m) => <li key={m}>{m}</li>)}
      </ul>
    </fieldset>
  );
}
