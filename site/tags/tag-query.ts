/**
 * §3.4 `<squarespace:query collection="blog" limit="3" featured="true" category="A" tag="x,y" skip="2">…</squarespace:query>`.
 * Items in collection order, filtered by featured, then category, then tag (any listed value),
 * then skip, then limit. Body scope: `items`, the queried `collection`, the site keys.
 */
import type { TagCall } from './call.js';
import { hasAny, isStarred, splitList } from './item-filters.js';
import { MAX_QUERIES_PER_PAGE, QUERY_DEFAULT_LIMIT, QUERY_LIMIT_MAX, QUERY_SKIP_MAX } from './limits.js';
import { isObject, tagScope } from './scope.js';

function pageSize(collection: unknown): number | undefined {
  if (!isObject(collection)) return undefined;
  const n = Number(collection.pageSize);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export function queryTag(call: TagCall): string {
  call.table.queries += 1;
  if (call.table.queries > MAX_QUERIES_PER_PAGE) {
    call.report('QUERY_LIMIT_PER_PAGE', MAX_QUERIES_PER_PAGE);
    return '';
  }
  const urlId = (call.attr('collection') ?? '').trim().replace(/^\/+|\/+$/g, '');
  const limitAttr = call.clampedAttr('limit', QUERY_LIMIT_MAX);
  const skip = call.clampedAttr('skip', QUERY_SKIP_MAX) ?? 0;
  if (urlId === '') call.report('TAG_ATTR_MISSING', 'query', 'collection');
  const found = urlId === '' ? null : call.host.collectionByUrlId(urlId);
  if (!found) {
    if (urlId !== '') call.report('QUERY_COLLECTION_UNKNOWN', urlId);
    return call.renderBody(tagScope(call.host.root, { items: [], collection: undefined }));
  }
  let items: unknown[] = found.items;
  if (call.boolAttr('featured')) items = items.filter(isStarred);
  const categories = splitList(call.attr('category'));
  if (categories.length > 0) items = items.filter((i) => hasAny(i, 'categories', categories));
  const tags = splitList(call.attr('tag'));
  if (tags.length > 0) items = items.filter((i) => hasAny(i, 'tags', tags));
  const limit = limitAttr ?? Math.min(pageSize(found.collection) ?? QUERY_DEFAULT_LIMIT, QUERY_LIMIT_MAX);
  items = items.slice(skip, skip + limit);
  return call.renderBody(tagScope(call.host.root, { items, collection: found.collection }));
}
