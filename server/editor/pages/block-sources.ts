/**
 * What the content blocks may show of the site (editor/blocks/): its
 * stores with their products, its blogs and events pages. The page
 * editor's pickers list them (GET /api/editor/block-sources), and a save
 * checks that every product, products grid and summary block names one
 * that is there (the block's code, its rule's message), in the same
 * transaction as the save, so a store removed meanwhile is caught. A
 * newsletter block's mailing list is checked against the store's lists
 * (server/mailing-lists/), read just before the save.
 */
import type { Json } from '../../../site/content/types.js';
import type { PageLayout } from '../../../editor/layout.js';
import { CONTENT_BLOCKS, isContentBlockKind } from '../../../editor/blocks/index.js';
import { STORE_TYPES } from '../../../editor/blocks/product-block.js';
import { SUMMARY_TYPES } from '../../../editor/blocks/summary-block.js';
import { editorError } from '../errors.js';
import { BLOCK_MESSAGES } from '../../../editor/blocks/block-messages.js';

interface Collection {
  id: string;
  urlId: string;
  typeName: string;
  title: string;
  items: Json[];
}

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The site's collections in the default language, folders' own included. */
function collections(doc: Json): Collection[] {
  const out: Collection[] = [];
  const walk = (list: unknown, depth: number) => {
    if (!Array.isArray(list) || depth > 4) return;
    for (const c of list) {
      if (!isObj(c) || typeof c.urlId !== 'string' || typeof c.typeName !== 'string') continue;
      // A translation is shown in its language by the site (site/tags/block-source.ts); blocks name the default one.
      if (typeof c.translationOf !== 'string') out.push({ id: String(c.id ?? c.urlId), urlId: c.urlId, typeName: c.typeName, title: typeof c.title === 'string' ? c.title : c.urlId, items: Array.isArray(c.items) ? c.items.filter(isObj) : [] });
      walk(c.collections, depth + 1);
    }
  };
  walk(doc.collections, 0);
  return out;
}

/** The stores (with each product's id and title) and the blogs and events pages a block may show. */
export function blockSources(doc: Json) {
  const all = collections(doc);
  return {
    stores: all
      .filter((c) => (STORE_TYPES as readonly string[]).includes(c.typeName))
      .map((c) => ({ urlId: c.urlId, title: c.title, products: c.items.map((i) => ({ id: String(i.id ?? ''), title: typeof i.title === 'string' ? i.title : String(i.urlId ?? '') })).filter((p) => p.id !== '') })),
    feeds: all.filter((c) => (SUMMARY_TYPES as readonly string[]).includes(c.typeName)).map((c) => ({ urlId: c.urlId, title: c.title, typeName: c.typeName })),
  };
}

/** Refuses a layout with a newsletter block whose mailing list the site no longer has (`lists`: the site's list ids). */
export function checkNewsletterLists(layout: PageLayout, lists: ReadonlySet<string>): void {
  for (const b of layout.blocks) {
    if (b.kind !== 'newsletter') continue;
    if (!lists.has(String(b.props.list ?? ''))) throw editorError(CONTENT_BLOCKS.newsletter.error, {}, [BLOCK_MESSAGES.listNeeded]);
  }
}

/** Refuses a layout whose product, grid or summary block names a collection or product the site does not have. */
export function checkBlockSources(doc: Json, layout: PageLayout): void {
  const all = collections(doc);
  for (const b of layout.blocks) {
    if (!isContentBlockKind(b.kind)) continue;
    const rule = CONTENT_BLOCKS[b.kind];
    const need = rule.source?.(b.props);
    if (!need) continue;
    const c = all.find((x) => x.urlId === need.collection && need.types.includes(x.typeName));
    const found = c && (need.item === undefined || c.items.some((i) => i.id === need.item));
    if (!found) throw editorError(rule.error, {}, [need.missing]);
  }
}
