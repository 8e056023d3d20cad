/**
 * A page's layout as the editor keeps it: blocks in order, each spanning
 * 1 to 12 columns of the grid; consecutive blocks share a row until their
 * spans pass 12. The block kinds are those of SPEC section 3 the editor
 * offers so far, with their block type numbers. Pure: shared by the editor
 * app and the server.
 */
import { LAYOUT_COLUMNS, MAX_BLOCKS_PER_LAYOUT, PHOTO_GALLERY_COUNT } from './limits.js';
import type { GalleryBlockSettings } from './gallery-block.js';
import type { FormSettings } from './form-builder.js';
import type { RichElement } from './rich-text.js';
import { CONTENT_BLOCK_TYPES, type AccordionItem, type AlbumTrack, type ChartDataset } from './blocks/index.js';

/** Editor block kind -> SPEC block type (html 2 for heading, text and rich text, image 5, gallery 8, form 9, spacer 21, horizontal rule 47, button 53). */
export const BLOCK_KINDS = {
  heading: 2,
  text: 2,
  image: 5,
  button: 53,
  spacer: 21,
  divider: 47,
  gallery: 8,
  form: 9,
  richtext: 2,
  // Product, products grid, summary, video, audio, newsletter, map, code, embed, quote, accordion, album, chart: editor/blocks/.
  ...CONTENT_BLOCK_TYPES,
} as const;

export type BlockKind = keyof typeof BLOCK_KINDS;

/** Characters of one text property of a block. */
export const MAX_BLOCK_TEXT_CHARS = 5000;
export { MAX_ALT_CHARS } from './limits.js';
export const HEADING_LEVELS = [1, 2, 3, 4] as const;

export interface LayoutBlock {
  id: string;
  kind: BlockKind;
  /** Columns of the 12-column grid. */
  span: number;
  /** heading: text, level; text: text; image: src, alt; button: label, link. */
  props: Record<string, string | number>;
  /** gallery: its design, options and images (editor/gallery-block.ts). */
  gallery?: GalleryBlockSettings;
  /** form: its five fieldsets (editor/form-builder.ts). */
  form?: FormSettings;
  /** richtext: its headings and paragraphs (editor/rich-text.ts). */
  rich?: RichElement[];
  /** accordion: its items (editor/blocks/accordion-block.ts). */
  accordion?: AccordionItem[];
  /** album: its tracks, in order (editor/blocks/album-block.ts). */
  album?: AlbumTrack[];
  /** chart: its dataset (editor/blocks/chart-dataset.ts). */
  chart?: ChartDataset;
}

export interface PageLayout {
  blocks: LayoutBlock[];
}

export const emptyLayout = (): PageLayout => ({ blocks: [] });

/** Rows of the grid: blocks in order, a new row when the next span would pass the columns. */
export function rowsOf(layout: PageLayout): LayoutBlock[][] {
  const rows: LayoutBlock[][] = [];
  let used = LAYOUT_COLUMNS;
  for (const b of layout.blocks) {
    if (used + b.span > LAYOUT_COLUMNS) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1]!.push(b);
    used += b.span;
  }
  return rows;
}

/** Whether a layout stays within the block limit. */
export const withinBlockLimit = (layout: PageLayout): boolean => layout.blocks.length <= MAX_BLOCKS_PER_LAYOUT;

/** Whether a layout stays within the galleries a page may hold. */
export const withinGalleryLimit = (layout: PageLayout): boolean => layout.blocks.filter((b) => b.kind === 'gallery').length <= PHOTO_GALLERY_COUNT;
