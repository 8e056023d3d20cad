/** Collections and items as the page context shows them (DEVELOPER-MODE 5.2, 5.3). */
import type { SiteIndex } from '../content/site-index.js';
import type { CollectionContent, ItemContent, Json } from '../content/types.js';
import { galleryMediaTypeOf } from '../../editor/gallery-media.js';
import { gatedKindOf, gatedMark, publicItemJson, videoFacts } from '../content/video-lessons.js';

/**
 * The collection object without its items, with its URL and titles filled
 * in. A page made in the editor keeps its layout (`editorLayout`) for the
 * editor only: its blocks' settings (a newsletter block's mailing list)
 * are the owner's, and the page shows what the layout rendered.
 */
export function collectionJson(index: SiteIndex, c: CollectionContent): Json {
  const { items: _items, collections: children, editorLayout: _layout, ...rest } = c;
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

/**
 * An item with its URL; 13 real templates read `homepage` at item level.
 * A video or lesson gated on its own shows only what anyone may see
 * (video-lessons.ts) unless `full`: its own page, once access is checked.
 */
export function itemJson(index: SiteIndex, c: CollectionContent, item: ItemContent, full = false): Json {
  const json: Json = { collectionId: c.id, ...item, fullUrl: index.itemUrl(c, item), homepage: c === index.homepage };
  if (c.typeName === 'gallery') {
    // SPEC section 3.7: what the item is; a video item's video as the gallery's player reads it.
    json.mediaType = galleryMediaTypeOf(item);
    if (json.mediaType === 'video') {
      const video = videoFacts(item.video);
      if (video) json.video = video;
      else delete json.video;
    }
    return json;
  }
  if (gatedKindOf(c) === null) return json;
  // Its place in the course ('Lesson 2 of 4') and its video as the theme reads it.
  json.position = index.items(c).indexOf(item) + 1;
  const video = videoFacts(item.video);
  if (video) json.video = video;
  else delete json.video;
  return full ? { ...json, ...gatedMark(item) } : publicItemJson(json, item);
}

/** The short record of a neighbouring item in `pagination` of an item page. */
export function shortItem(index: SiteIndex, c: CollectionContent, item: ItemContent): Json {
  const out: Json = { id: item.id, title: item.title ?? '', fullUrl: index.itemUrl(c, item) };
  if (item.assetUrl !== undefined) out.assetUrl = item.assetUrl;
  return out;
}
