/**
 * What a block of a block field reads from the site when it is rendered:
 * a block whose data names `source: { collection, item?, limit }` (the
 * editor's product, products grid and summary blocks, editor/blocks/) gets
 * `sourceItems` and `sourceCollection` in its template's scope, read as a
 * query tag reads them (items in collection order, the collection's
 * translation on a translated page; of an events page, the events to
 * come, soonest first), so a block shows today's prices, stock and posts
 * without its page being saved again. Not counted as a
 * query of the page: a layout holds at most 60 blocks.
 */
import type { TagHost } from './types.js';
import { QUERY_LIMIT_MAX } from './limits.js';
import { isObject } from './scope.js';

export function blockSourceKeys(host: TagHost, block: Record<string, unknown>): Record<string, unknown> {
  const source = block.source;
  if (!isObject(source) || typeof source.collection !== 'string') return {};
  const found = host.collectionByUrlId(source.collection.trim().replace(/^\/+|\/+$/g, ''));
  if (!found) return { sourceItems: [], sourceCollection: undefined };
  let items: unknown[] = found.items;
  // An events page's summary shows the events still to come, soonest first, as the events page's upcoming list does.
  if (isObject(found.collection) && found.collection.typeName === 'events' && host.now) {
    const now = host.now();
    const start = (i: unknown) => (isObject(i) && typeof i.startDate === 'number' ? i.startDate : -Infinity);
    items = items.filter((i) => start(i) >= now).sort((a, b) => start(a) - start(b));
  }
  const item = source.item;
  // A translated item names the one it translates; either id finds it.
  if (typeof item === 'string') items = items.filter((i) => isObject(i) && (i.id === item || i.translationOf === item));
  const n = Number(source.limit);
  const limit = Number.isInteger(n) && n > 0 ? Math.min(n, QUERY_LIMIT_MAX) : QUERY_LIMIT_MAX;
  return { sourceItems: items.slice(0, limit), sourceCollection: found.collection };
}
