/**
 * A regular page's prerendered markup (`mainContent`, as the fixture and
 * the platform's export write it) read back as an editor layout, so every
 * page of the site opens in the page editor. Only a layout whose markup
 * (page-markup.ts) gives back the very same bytes is returned: the page
 * renders as before until the owner changes it, and a page whose markup
 * holds anything else stays "made outside the editor" (null).
 */
import { LAYOUT_COLUMNS } from '../../editor/limits.js';
import type { LayoutBlock, PageLayout } from '../../editor/layout.js';
import { RICH_TAGS, type RichElement, type RichTag } from '../../editor/rich-text.js';
import { decodeEntities } from '../tags/html.js';
import { pageMarkup } from './page-markup.js';

const LAYOUT_OPEN = /^<div class="sqs-layout sqs-grid-12 columns-12" data-type="page" id="page-([^"]*)">/;
const ROW_OPEN = '<div class="row sqs-row">';
const COLUMN = /^<div class="col sqs-col-(\d+) span-\1">/;
const BLOCK = /^<div class="sqs-block (\w+)-block sqs-block-\1" data-block-type="(\d+)" id="block-([A-Za-z0-9_-]{1,64})"><div class="sqs-block-content">/;
const BLOCK_CLOSE = '</div></div></div>';
/** One heading or paragraph of plain text (escaped; a paragraph may have line breaks). */
const ELEMENT = /^<(h[1-4]|p)>([^<]*(?:<br>[^<]*)*)<\/\1>/;
const BUTTON = /^<a class="sqs-block-button-element" href="([^"]*)">([^<]*)<\/a>$/;

/** A block's inner markup as the block it came from, or null. */
function blockOf(type: string, id: string, span: number, inner: string): LayoutBlock | null {
  const base = { id, span };
  if (type === '2') {
    const elements: RichElement[] = [];
    let rest = inner;
    while (rest) {
      const m = ELEMENT.exec(rest);
      if (!m) return null;
      elements.push({ tag: m[1] as RichTag, text: decodeEntities(m[2]!.replace(/<br>/g, '\n')) });
      rest = rest.slice(m[0].length);
    }
    // One heading is a heading block; paragraphs alone a text block; anything else rich text.
    if (elements.length === 1 && elements[0]!.tag !== 'p') return { ...base, kind: 'heading', props: { text: elements[0]!.text, level: Number(elements[0]!.tag.slice(1)) } };
    if (elements.length > 0 && elements.every((e) => e.tag === 'p')) return { ...base, kind: 'text', props: { text: elements.map((e) => e.text).join('\n\n') } };
    return elements.every((e) => (RICH_TAGS as readonly string[]).includes(e.tag)) ? { ...base, kind: 'richtext', props: {}, rich: elements } : null;
  }
  if (type === '53') {
    const m = BUTTON.exec(inner);
    return m ? { ...base, kind: 'button', props: { label: decodeEntities(m[2]!), link: decodeEntities(m[1]!) } } : null;
  }
  if (type === '47') return inner === '<hr>' ? { ...base, kind: 'divider', props: {} } : null;
  if (type === '21') return inner === '' ? { ...base, kind: 'spacer', props: {} } : null;
  return null;
}

/** The layout of a page's markup, or null when the editor cannot give back that markup. */
export function layoutOfMarkup(urlId: string, markup: string): PageLayout | null {
  const open = LAYOUT_OPEN.exec(markup);
  if (!open) return null;
  let rest = markup.slice(open[0].length);
  const blocks: LayoutBlock[] = [];
  while (rest.startsWith(ROW_OPEN)) {
    rest = rest.slice(ROW_OPEN.length);
    for (let col = COLUMN.exec(rest); col; col = COLUMN.exec(rest)) {
      const span = Number(col[1]);
      if (!(span >= 1 && span <= LAYOUT_COLUMNS)) return null;
      rest = rest.slice(col[0].length);
      const b = BLOCK.exec(rest);
      if (!b) return null;
      rest = rest.slice(b[0].length);
      const end = rest.indexOf(BLOCK_CLOSE);
      if (end < 0) return null;
      const block = blockOf(b[2]!, b[3]!, span, rest.slice(0, end));
      if (!block) return null;
      blocks.push(block);
      rest = rest.slice(end + BLOCK_CLOSE.length);
    }
    if (!rest.startsWith('</div>')) return null;
    rest = rest.slice('</div>'.length);
  }
  if (rest !== '</div>') return null;
  const layout: PageLayout = { blocks };
  // Lossless or nothing: the editor's markup of the layout must be the page's own.
  return pageMarkup(urlId, layout) === markup ? layout : null;
}
