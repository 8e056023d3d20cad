/**
 * §3.3 `<squarespace:block-field id="footerBlocks" columns="12" label="Footer" class="F" lock-layout="true" />`.
 * Wrapper `<div class="sqs-layout sqs-grid-12 columns-12 CLASS" data-type="block-field" data-updated-on="N" id="ID">`;
 * `lock-layout="true"` adds `sqs-locked-layout`, `label` becomes `data-layout-label`, `class`
 * is appended; other attributes are dropped. Without content: one empty full-width column and
 * the class `empty`.
 */
import type { TagCall } from './call.js';
import { renderRows } from './block-markup.js';
import { escapeAttr } from './html.js';
import { BLOCK_FIELD_GRID } from './limits.js';
import type { BlockFieldData, BlockRowData } from './types.js';

function contentRows(data: BlockFieldData | null): BlockRowData[] {
  if (!data) return [];
  if (Array.isArray(data.rows) && data.rows.length > 0) return data.rows;
  if (Array.isArray(data.blocks) && data.blocks.length > 0) return [{ columns: [{ span: BLOCK_FIELD_GRID, blocks: data.blocks }] }];
  return [];
}

function updatedOn(data: BlockFieldData | null): string {
  const v: unknown = data?.updatedOn;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'string' && /^\d+$/.test(v)) return v;
  return '0';
}

export function blockFieldTag(call: TagCall): string {
  const id = (call.attr('id') ?? '').trim();
  if (id === '') {
    call.report('TAG_ATTR_MISSING', 'block-field', 'id');
    return '';
  }
  if (call.table.blockFieldIds.has(id)) call.report('BLOCK_FIELD_DUPLICATE_ID', id);
  call.table.blockFieldIds.add(id);

  const data = call.host.blockField(id);
  const rows = contentRows(data);
  const classes = ['sqs-layout', `sqs-grid-${BLOCK_FIELD_GRID}`, `columns-${BLOCK_FIELD_GRID}`];
  if (call.boolAttr('lock-layout')) classes.push('sqs-locked-layout');
  if (rows.length === 0) classes.push('empty');
  const extra = (call.attr('class') ?? '').trim();
  if (extra !== '') classes.push(extra);
  const label = call.attr('label');
  const labelAttr = label === undefined ? '' : ` data-layout-label="${escapeAttr(label)}"`;

  const inner =
    rows.length === 0
      ? `<div class="row sqs-row"><div class="col sqs-col-${BLOCK_FIELD_GRID} span-${BLOCK_FIELD_GRID}"></div></div>`
      : renderRows(call, rows, id);
  return (
    `<div class="${escapeAttr(classes.join(' '))}" data-type="block-field" data-updated-on="${updatedOn(data)}" id="${escapeAttr(id)}"${labelAttr}>` +
    `${inner}</div>`
  );
}
