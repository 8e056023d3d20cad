/**
 * A page layout as the prerendered `mainContent` the site renderer shows
 * for a regular page: the platform's grid markup (rows `div.row.sqs-row`,
 * columns `div.col.sqs-col-N.span-N`, blocks `div.sqs-block` with their
 * type number), every owner value escaped. Owners never write raw HTML here.
 */
import { BLOCK_KINDS, rowsOf, type LayoutBlock, type PageLayout } from '../../editor/layout.js';
import { LAYOUT_COLUMNS } from '../../editor/limits.js';
import { checkImageBlock, focalPosition } from '../../editor/image-block.js';
import type { RichElement } from '../../editor/rich-text.js';
import { CONTENT_BLOCKS, isContentBlockKind } from '../../editor/blocks/index.js';
import { safeLink } from '../content/safe-links.js';
import { escapeAttr, escapeText } from '../tags/html.js';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The CSS name of a block's type, as the site's block markup names it. */
export const TYPE_NAMES: Record<number, string> = { 2: 'html', 5: 'image', 8: 'gallery', 9: 'form', 21: 'spacer', 47: 'horizontalrule', 53: 'button' };

/** The static HTML of a block (gallery and form blocks are rendered by the theme, see page-block-field.ts). */
export function content(b: LayoutBlock): string {
  const p = b.props;
  switch (b.kind) {
    case 'heading': {
      const level = Math.min(4, Math.max(1, Number(p.level) || 2));
      return `<h${level}>${escapeText(str(p.text))}</h${level}>`;
    }
    case 'text':
      // Blank lines part paragraphs; single line breaks stay.
      return str(p.text)
        .split(/\n\s*\n/)
        .filter((para) => para.trim() !== '')
        .map((para) => `<p>${escapeText(para.trim()).replace(/\n/g, '<br>')}</p>`)
        .join('');
    case 'image':
      return imageMarkup(p);
    case 'button':
      return `<a class="sqs-block-button-element" href="${escapeAttr(safeLink(str(p.link) || '#'))}">${escapeText(str(p.label))}</a>`;
    case 'divider':
      return '<hr>';
    case 'richtext':
      return richMarkup(b.rich ?? []);
    case 'spacer':
    case 'gallery':
    case 'form':
      return '';
    default:
      // The content blocks (editor/blocks/) are rendered by the theme from the page's block field.
      return '';
  }
}

/** Headings and paragraphs, every text escaped; a paragraph's single line breaks stay, as in a text block. */
export function richMarkup(elements: readonly RichElement[]): string {
  return elements.map((e) => (e.tag === 'p' ? `<p>${escapeText(e.text).replace(/\n/g, '<br>')}</p>` : `<${e.tag}>${escapeText(e.text)}</${e.tag}>`)).join('');
}

/** The image component's attributes (editor/image-block.ts), as the editor previews them. */
function imageMarkup(props: LayoutBlock['props']): string {
  const checked = checkImageBlock(props);
  const a = checked.ok ? checked.attributes : null;
  if (!a) return '';
  const size = a.width !== undefined ? ` width="${a.width}" height="${a.height}"` : '';
  const priority = a.fetchPriority ? ` fetchpriority="${a.fetchPriority}"` : '';
  // A focal point keeps that part of the image in view when the theme crops it (object-fit).
  const focal = a.focal ? ` data-image-focal-point="${a.focal.x},${a.focal.y}" style="object-position: ${focalPosition(a.focal)}"` : '';
  return `<img src="${escapeAttr(safeLink(a.src))}" alt="${escapeAttr(a.alt)}"${size} loading="${a.loading}"${priority}${focal}>`;
}

function block(b: LayoutBlock): string {
  const number = BLOCK_KINDS[b.kind];
  const name = isContentBlockKind(b.kind) ? CONTENT_BLOCKS[b.kind].typeName : (TYPE_NAMES[number] ?? 'html');
  return `<div class="sqs-block ${name}-block sqs-block-${name}" data-block-type="${number}" id="block-${escapeAttr(b.id)}"><div class="sqs-block-content">${content(b)}</div></div>`;
}

export function pageMarkup(urlId: string, layout: PageLayout): string {
  const rows = rowsOf(layout).map((row) => {
    const cols = row.map((b) => `<div class="col sqs-col-${b.span} span-${b.span}">${block(b)}</div>`).join('');
    return `<div class="row sqs-row">${cols}</div>`;
  });
  return `<div class="sqs-layout sqs-grid-${LAYOUT_COLUMNS} columns-${LAYOUT_COLUMNS}" data-type="page" id="page-${escapeAttr(urlId)}">${rows.join('')}</div>`;
}
