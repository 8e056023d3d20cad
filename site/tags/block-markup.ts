/**
 * The markup of block-field content (§3.3): rows `div.row.sqs-row`, columns
 * `div.col.sqs-col-N.span-N` (one nested row level), blocks
 * `<div class="sqs-block T-block sqs-block-T" data-block-type="n" id="block-BID"><div class="sqs-block-content">…`.
 */
import type { TagCall } from './call.js';
import { blockType } from './block-types.js';
import { escapeAttr, escapeText } from './html.js';
import { safeLink } from '../content/safe-links.js';
import { BLOCK_FIELD_GRID, BLOCK_FIELD_MAX_ROW_NESTING } from './limits.js';
import { isObject, stringAt, tagScope } from './scope.js';
import { blockSourceKeys } from './block-source.js';
import type { BlockColumnData, BlockData, BlockRowData } from './types.js';

function text(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** The content of a block of a type without override. */
function builtInContent(block: BlockData, type: string): string {
  const html = text(block.html);
  switch (type) {
    case 'image': {
      if (html !== '') return html;
      const src = stringAt(block, 'assetUrl') ?? stringAt(block, 'src') ?? stringAt(block, 'image', 'assetUrl') ?? '';
      const alt = stringAt(block, 'altText') ?? stringAt(block, 'alt') ?? '';
      return src === '' ? '' : `<img src="${escapeAttr(src)}" alt="${escapeAttr(alt)}">`;
    }
    case 'spacer':
      return '';
    case 'horizontalrule':
      return '<hr>';
    case 'button': {
      const href = safeLink(stringAt(block, 'buttonLink') ?? '#');
      const label = stringAt(block, 'buttonText') ?? '';
      const target = block.newWindow === true ? ' target="_blank" rel="noopener"' : '';
      return `<a class="sqs-block-button-element" href="${escapeAttr(href)}"${target}>${escapeText(label)}</a>`;
    }
    default:
      return html; // html, embed, code, markdown and others: their prerendered HTML, else empty
  }
}

export function renderBlock(call: TagCall, block: BlockData): string {
  if (!isObject(block)) return '';
  const { name, number } = blockType(block.type, block.blockType);
  const override = call.host.blockTypeOverride(name);
  const content = override ? call.renderBlock(override, tagScope(call.host.root, { ...block, ...blockSourceKeys(call.host, block) })) : builtInContent(block, name);
  const num = number === undefined ? '' : ` data-block-type="${number}"`;
  const id = typeof block.id === 'string' && block.id !== '' ? ` id="block-${escapeAttr(block.id)}"` : '';
  return `<div class="sqs-block ${name}-block sqs-block-${name}"${num}${id}><div class="sqs-block-content">${content}</div></div>`;
}

function spans(columns: readonly BlockColumnData[]): number[] {
  const even = Math.max(1, Math.floor(BLOCK_FIELD_GRID / Math.max(1, columns.length)));
  return columns.map((c, i) => {
    const s = Number(c.span);
    if (Number.isInteger(s) && s >= 1 && s <= BLOCK_FIELD_GRID) return s;
    return i === columns.length - 1 ? Math.max(1, BLOCK_FIELD_GRID - even * (columns.length - 1)) : even;
  });
}

export function renderRows(call: TagCall, rows: readonly BlockRowData[], fieldId: string, nesting = 0): string {
  let out = '';
  for (const row of rows) {
    const columns = isObject(row) && Array.isArray(row.columns) ? row.columns : [];
    const widths = spans(columns);
    out += '<div class="row sqs-row">';
    columns.forEach((col, i) => {
      const n = widths[i]!;
      out += `<div class="col sqs-col-${n} span-${n}">`;
      for (const b of col.blocks ?? []) out += renderBlock(call, b);
      if (Array.isArray(col.rows) && col.rows.length > 0) {
        if (nesting < BLOCK_FIELD_MAX_ROW_NESTING) out += renderRows(call, col.rows, fieldId, nesting + 1);
        else call.report('BLOCK_FIELD_NESTING', fieldId);
      }
      out += '</div>';
    });
    out += '</div>';
  }
  return out;
}
