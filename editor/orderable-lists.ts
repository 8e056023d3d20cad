/**
 * SPEC section 9: "Max items in a user-orderable collection 250". The lists
 * an owner puts in order by hand: a page's blocks, an album's tracks, a
 * gallery's images, an accordion's items, a rich text's headings and
 * paragraphs, a form's fields, a navigation's links, a store's products
 * (their manual order) and a video or lesson collection's items. Each has its own limit, none above
 * MAX_ORDERABLE_COLLECTION_ITEMS (ORDERABLE_LIST_LIMITS; a test checks
 * it), and a page save with a hand-ordered list longer than that is
 * refused with this module's message whatever the list (the editor API
 * reads no more than one item past it).
 */
import { MAX_ALBUM_TRACKS, MAX_BLOCKS_PER_LAYOUT, MAX_FORM_FIELDS, MAX_ORDERABLE_COLLECTION_ITEMS, MAX_PRODUCTS_PER_COLLECTION, PHOTO_GALLERY_SIZE } from './limits.js';
import { MAX_ACCORDION_ITEMS } from './blocks/limits.js';
import { MAX_RICH_ELEMENTS } from './rich-text.js';
import type { PageLayout } from './layout.js';
import { MAX_MEDIA_ITEMS } from './media-collections.js';

/** Links of one navigation (server/editor/routes/navigation.ts keeps the same number as MAX_NAVIGATION_LINKS). */
export const MAX_NAVIGATION_LINKS = 100;

/** Every hand-ordered list and its own limit. */
export const ORDERABLE_LIST_LIMITS = {
  pageBlocks: MAX_BLOCKS_PER_LAYOUT,
  albumTracks: MAX_ALBUM_TRACKS,
  galleryImages: PHOTO_GALLERY_SIZE,
  accordionItems: MAX_ACCORDION_ITEMS,
  richElements: MAX_RICH_ELEMENTS,
  formFields: MAX_FORM_FIELDS,
  navigationLinks: MAX_NAVIGATION_LINKS,
  storeProducts: MAX_PRODUCTS_PER_COLLECTION,
  mediaItems: MAX_MEDIA_ITEMS,
} as const;

export const ORDERABLE_MESSAGES = {
  tooMany: `A list you put in order by hand can hold at most ${MAX_ORDERABLE_COLLECTION_ITEMS} items.`,
} as const;

const lengthOf = (v: unknown): number => (Array.isArray(v) ? v.length : 0);

/** The hand-ordered lists of a layout as sent: its blocks, and each block's tracks, images, items, elements or fields. */
export function orderedListLengths(layout: PageLayout): number[] {
  const out = [lengthOf(layout.blocks)];
  for (const b of Array.isArray(layout.blocks) ? layout.blocks : []) {
    out.push(lengthOf(b.album), lengthOf(b.accordion), lengthOf(b.rich), lengthOf(b.gallery?.images), lengthOf(b.form?.build?.fields));
  }
  return out;
}

/** Whether every hand-ordered list of a layout stays within MAX_ORDERABLE_COLLECTION_ITEMS. */
export const withinOrderableLimit = (layout: PageLayout): boolean => orderedListLengths(layout).every((n) => n <= MAX_ORDERABLE_COLLECTION_ITEMS);
