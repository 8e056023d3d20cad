/**
 * What every content block module gives (one module a block, this folder):
 * its SPEC block type, the name the theme's block template answers to
 * (`templates/blocks/<typeName>.block`), its rule (the app checks with it
 * while the owner types, the server on save, the live preview before it
 * renders) and the data of its block in the page's block field, which the
 * site renders through the theme at request time.
 */
import type { LayoutBlock } from '../layout.js';
import type { BlockErrorCode } from './block-messages.js';
import type { ChartDataset } from './chart-dataset.js';

export type BlockProps = Record<string, string | number>;

export interface AccordionItem {
  title: string;
  body: string;
}

/** One track of an album: its audio file's address and its title. */
export interface AlbumTrack {
  url: string;
  title: string;
}

/** The settings a block keeps: flat props, an accordion's items, an album's tracks and a chart's dataset. */
export interface BlockSettings {
  props: BlockProps;
  accordion?: AccordionItem[];
  album?: AlbumTrack[];
  chart?: ChartDataset;
}

export type BlockCheck = ({ ok: true } & BlockSettings) | { ok: false; messages: string[] };

/** What a block reads from the site: a collection by url id (one of `types`), or one item of it. */
export interface BlockSourceNeed {
  collection: string;
  item?: string;
  /** The collection type names it may be. */
  types: readonly string[];
  /** The message when the collection (or the item) is not there. */
  missing: string;
}

export interface ContentBlockRule {
  /** SPEC section 3's block type number. */
  type: number;
  typeName: string;
  error: BlockErrorCode;
  defaults(): BlockSettings;
  check(input: { props?: unknown; accordion?: unknown; album?: unknown; chart?: unknown }): BlockCheck;
  /** The block's data in the block field, besides its id and blockType: a checked block's. */
  data(b: LayoutBlock): Record<string, unknown>;
  source?(props: BlockProps): BlockSourceNeed | null;
}
