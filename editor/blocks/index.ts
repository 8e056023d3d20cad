/**
 * The page editor's content blocks, one module each in this folder, by
 * their editor kind: what the layout (editor/layout.ts), the server's save
 * check, the live preview, the block field the site renders and the app's
 * Puck components read.
 */
import type { LayoutBlock } from '../layout.js';
import type { BlockErrorCode } from './block-messages.js';
import type { ContentBlockRule } from './types.js';
import { productBlock } from './product-block.js';
import { productsBlock } from './products-block.js';
import { summaryBlock } from './summary-block.js';
import { videoBlock } from './video-block.js';
import { audioBlock } from './audio-block.js';
import { newsletterBlock } from './newsletter-block.js';
import { mapBlock } from './map-block.js';
import { codeBlock } from './code-block.js';
import { embedBlock } from './embed-block.js';
import { quoteBlock } from './quote-block.js';
import { accordionBlock } from './accordion-block.js';
import { albumBlock } from './album-block.js';
import { chartBlock } from './chart-block.js';

/** Editor kind -> SPEC block type (product 43, summary v2 55 for a store's grid, summary 20, video 32, audio 41, newsletter 51, map 4, code 23, embed 22, quote 31, accordion 69, album 60, chart 62). */
export const CONTENT_BLOCK_TYPES = {
  product: 43,
  products: 55,
  summary: 20,
  video: 32,
  audio: 41,
  newsletter: 51,
  map: 4,
  code: 23,
  embed: 22,
  quote: 31,
  accordion: 69,
  album: 60,
  chart: 62,
} as const;

export type ContentBlockKind = keyof typeof CONTENT_BLOCK_TYPES;

export const CONTENT_BLOCKS: Readonly<Record<ContentBlockKind, ContentBlockRule>> = {
  product: productBlock,
  products: productsBlock,
  summary: summaryBlock,
  video: videoBlock,
  audio: audioBlock,
  newsletter: newsletterBlock,
  map: mapBlock,
  code: codeBlock,
  embed: embedBlock,
  quote: quoteBlock,
  accordion: accordionBlock,
  album: albumBlock,
  chart: chartBlock,
};

export const isContentBlockKind = (kind: string): kind is ContentBlockKind => Object.prototype.hasOwnProperty.call(CONTENT_BLOCK_TYPES, kind);

export type ContentBlockCheck = { ok: true; block: LayoutBlock } | { ok: false; code: BlockErrorCode; messages: string[] };

/** A content block as a save keeps it (its props in normal form, nothing else), or its rule's failure. */
export function checkContentBlock(b: LayoutBlock & { kind: ContentBlockKind }): ContentBlockCheck {
  const rule = CONTENT_BLOCKS[b.kind];
  const r = rule.check({ props: b.props, accordion: b.accordion, album: b.album, chart: b.chart });
  if (!r.ok) return { ok: false, code: rule.error, messages: r.messages };
  return { ok: true, block: { id: b.id, kind: b.kind, span: b.span, props: r.props, ...(r.accordion ? { accordion: r.accordion } : {}), ...(r.album ? { album: r.album } : {}), ...(r.chart ? { chart: r.chart } : {}) } };
}

export type { AccordionItem, AlbumTrack, BlockSourceNeed, ContentBlockRule } from './types.js';
export type { ChartDataset, ChartRow } from './chart-dataset.js';
export { BLOCK_ERRORS, BLOCK_MESSAGES } from './block-messages.js';
