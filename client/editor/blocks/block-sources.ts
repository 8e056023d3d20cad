/**
 * The stores, products, blogs and events pages the content blocks' pickers
 * offer, and the mailing lists of the newsletter block (GET
 * /api/editor/block-sources), fetched once while the editor is open;
 * `fresh` fetches again (the owner may have made a list in another tab).
 */
import { get } from '../api.js';

export interface BlockSources {
  stores: { urlId: string; title: string; products: { id: string; title: string }[] }[];
  feeds: { urlId: string; title: string; typeName: string }[];
  lists: { id: string; name: string }[];
}

let pending: Promise<BlockSources> | null = null;

export function loadBlockSources(fresh = false): Promise<BlockSources> {
  if (fresh) pending = null;
  pending ??= get<BlockSources>('/api/editor/block-sources').catch((e: unknown) => {
    // A failed load is tried again by the next picker that opens.
    pending = null;
    throw e;
  });
  return pending;
}
