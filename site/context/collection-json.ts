/** Collections and items as the page context shows them (DEVELOPER-MODE 5.2, 5.3). */
import type { SiteIndex } from '../content/site-index.js';
import type { CollectionContent, ItemContent, Json } from '../content/types.js';

/** The collection object without its items, with its URL and titles filled in. */
export function collectionJson(index: SiteIndex, c: CollectionContent): Json {
  const { items: _items, collections: children, ...rest } = c;
  const out: Json = {
    ...rest,
    fullUrl: index.fullUrl(c),
    navigationTitle: c.navigationTitle ?? c.title ?? c.urlId,
    title: c.title ?? c.urlId,
    itemCount: (c.items ?? []).length,
  };
  if (c === index.homepage) out.homepage = true;
  if (children) out.collections = index.children(c).map((child) => collectionJson(index, child));
  return out;
}

/** An item with its URL; 13 real templates read `homepage` at item level. */
export function itemJson(index: SiteIndex, c: CollectionContent, item: ItemContent): Json {
  return { collectionId: c.id, ...item, fullUrl: index.itemUrl(c, item), homepage: c === index.homepage };
}

/** The short record of a neighbouring item in `pagination` of an item page. */
export function shortItem(index: SiteIndex, c: CollectionContent, item: ItemContent): Json {
  const out: Json = { id: item.id, title: item.title ?? '', fullUrl: index.itemUrl(c, item) };
  if (item.assetUrl !== undefined) out.assetUrl = item.assetUrl;
  return out;
}
