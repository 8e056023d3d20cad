/**
 * The platform tags' contract with the site renderer.
 *
 * Per page render the renderer:
 *  1. creates one `TagTable` with a nonce (`createNonce()`; see markers.ts),
 *  2. prepares every template source it compiles through `table.prepare(source, file)`
 *     (or `prepareTags` + `table.add`): the layout, the view, every block it passes to the
 *     engine as a partial, page templates; and compiles `prepared.source`, not the raw text,
 *  3. renders with the engine and calls `expandTags(html, table, host)` on the result.
 *
 * Tags render their bodies and templates through `host.renderTemplate`, which must run the
 * engine on the given (already prepared) source with the same prepared partials and return
 * the HTML with its markers in place; the tag module expands them (depth + 1). So nested
 * tags, tags in partials applied by a body, and the depth limit are handled here.
 */
import type { DiagnosticList } from '../diagnostics.js';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = Record<string, unknown>;

/** §5.5: the root of a navigation: `{items, active: false, folderActive}`. */
export interface NavigationContext {
  items: unknown[];
  active: boolean;
  folderActive: boolean;
}

/** §3.2: the folder (or index) containing the current page. */
export interface FolderNavigationContext {
  items: unknown[];
  collection: unknown;
  folderActive: boolean;
}

/** A collection and its items in collection order (the list-page order). */
export interface CollectionData {
  collection: JsonObject;
  items: JsonObject[];
}

/** One block of a block field (fixture `blockFields[id]`). Its own fields are its value. */
export interface BlockData {
  [key: string]: unknown;
  /** Block id, output as `id="block-ID"`. */
  id?: string;
  /** Type name (`html`, `image`, `button`, …) or its number (2, 5, 53, …). */
  type: string | number;
  /** The number for `data-block-type` when the type name is not in the known table. */
  blockType?: number;
  /** Prerendered HTML (html, embed, code, markdown, and any other type). */
  html?: string;
}

export interface BlockColumnData {
  /** Grid span; default: the row's 12 columns shared evenly. */
  span?: number;
  blocks?: BlockData[];
  /** One nested row level is allowed. */
  rows?: BlockRowData[];
}

export interface BlockRowData {
  columns: BlockColumnData[];
}

/** Fixture content of one block field: `rows`, or `blocks` as one full-width column. */
export interface BlockFieldData {
  updatedOn?: number;
  rows?: BlockRowData[];
  blocks?: BlockData[];
}

/** A template file: its source (raw, with tags) and its path for diagnostics. */
export interface TemplateFile {
  source: string;
  file: string;
}

export interface SourcePosition {
  line: number;
  col: number;
}

/** What the site renderer provides to the tags, for one page render. */
export interface TagHost {
  /** The page root context; bodies render against the tag's own keys over it. */
  readonly root: unknown;
  /** Where every tag diagnostic goes. */
  readonly diagnostics: DiagnosticList;
  /**
   * Renders a prepared source (markers, not tags) with the engine against `context`,
   * with the site's prepared partials; returns HTML with the markers still in place.
   * `at`, when given, is where `source` starts in `file` (to offset engine diagnostics).
   */
  renderTemplate(source: string, file: string, context: unknown, at?: SourcePosition): string;
  /** `blocks/NAME`, NAME ending in `.block` (`main-nav.block`, `nav/sub.block`); null when missing. */
  block(name: string): TemplateFile | null;
  /** §5.5 navigation `navigationId`; null when the fixture does not declare it. */
  navigation(navigationId: string): NavigationContext | null;
  /** §3.2: null when the current page is in no folder or index. */
  folderNavigation(): FolderNavigationContext | null;
  /** The collection with this `urlId` (may contain `/`), items in collection order. */
  collectionByUrlId(urlId: string): CollectionData | null;
  /** The collection with this `id`, items in collection order. */
  collectionById(id: string): CollectionData | null;
  /** Fixture `blockFields[id]`; null when it has no content. */
  blockField(id: string): BlockFieldData | null;
  /** Block-type override (§1.5): the block name (`button.block`) rendering type T, or null. */
  blockTypeOverride(type: string): string | null;
  /** Whether `scripts/SRC` exists in the template folder. */
  scriptExists(src: string): boolean;
  /** The render's time (ms): an events summary block shows the events still to come (site/tags/block-source.ts). */
  now?(): number;
}

/** One tag occurrence found by the pre-pass. */
export interface TagEntry {
  /** Unique over the sources of one nonce: `HASH.N`. */
  id: string;
  /** Lower-cased tag name (`navigation`, `block-field`, …), or the name of a stray close tag. */
  name: string;
  kind: 'tag' | 'stray-close' | 'malformed';
  /** The body of a paired tag that takes one; null otherwise. */
  body: string | null;
  /** Where the body starts in `file`. */
  bodyAt: SourcePosition | null;
  file: string;
  line: number;
  col: number;
}

/** The result of `prepareTags`: the source to compile and its tag table. */
export interface PreparedSource {
  source: string;
  file: string;
  nonce: string;
  tags: TagEntry[];
}
