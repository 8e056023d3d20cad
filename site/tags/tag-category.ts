/**
 * §3.6 `<squarespace:category collection="{urlId}" template="category-slugs" limit="5" />`,
 * or inline. Context: `categories: [{name, fullUrl}]` (the fixture's `collection.categories`
 * in order; `fullUrl` is the collection's URL + `?category=` + the encoded name) and `collection`.
 */
import type { TagCall } from './call.js';
import { stringList } from './item-filters.js';
import { CATEGORY_LIMIT_MAX } from './limits.js';
import { stringAt, tagScope } from './scope.js';

export function categoryTag(call: TagCall): string {
  const urlId = (call.attr('collection') ?? '').trim().replace(/^\/+|\/+$/g, '');
  const limit = call.clampedAttr('limit', CATEGORY_LIMIT_MAX);
  if (urlId === '') {
    call.report('TAG_ATTR_MISSING', 'category', 'collection');
    return '';
  }
  const found = call.host.collectionByUrlId(urlId);
  if (!found) call.report('CATEGORY_COLLECTION_UNKNOWN', urlId);
  const base = stringAt(found?.collection, 'fullUrl') ?? `/${urlId}`;
  let names = found ? stringList(found.collection, 'categories') : [];
  if (limit !== undefined) names = names.slice(0, limit);
  const categories = names.map((name) => ({ name, fullUrl: `${base}?category=${encodeURIComponent(name)}` }));
  return call.renderTemplateOrBody(tagScope(call.host.root, { categories, collection: found?.collection }));
}
