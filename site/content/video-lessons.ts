/**
 * Video collections and courses of lessons (SPEC sections 1 and 2.5): the
 * two collection kinds whose items may each be gated on their own (a free
 * first lesson, then members-only or paid ones), where other collections
 * are gated whole. An item gates with the same fields a page does
 * (`memberOnly`, `memberAreaId`, `paywall`, `paywallProductIds`), so the
 * access rules, the paywall purchase and the member areas read collections
 * and these items alike (`accessHolders`).
 */
import type { CollectionContent, ItemContent, Json, SiteContent } from './types.js';

export { durationText, videoFacts } from '../../editor/video-facts.js';

/** The collection type names (a theme's `collections/<typeName>.list|item`). */
export const VIDEO_COLLECTION = 'videos';
export const LESSON_COLLECTION = 'lessons';

/** SPEC section 3 record types of their items: video 8, lesson 62. */
export const RECORD_TYPE = { video: 8, lesson: 62 } as const;

/** The beta flag of SPEC section 6 that shows a gated item's page with its paywall in place of the player. */
export const VIDEO_PAYWALL_FLAG = 'videoPaywall';

/** What kind of gated-item page a collection's pages are ('video', 'lesson'), else null. */
export function gatedKindOf(c: CollectionContent | undefined | null): 'video' | 'lesson' | null {
  if (!c) return null;
  if (c.typeName === VIDEO_COLLECTION) return 'video';
  if (c.typeName === LESSON_COLLECTION) return 'lesson';
  return null;
}

/** Whether an item carries an access rule of its own. */
export function itemIsGated(item: ItemContent): boolean {
  return item.memberOnly === true || (typeof item.memberAreaId === 'string' && item.memberAreaId !== '') || item.paywall === true;
}

/** An item read as the access rules read a page (access.ts memberAreaOf, paywallAccessId). */
export type AccessHolder = Pick<CollectionContent, 'id' | 'memberOnly' | 'memberAreaId' | 'paywall' | 'paywallProductIds'>;

/** The collections of the content and the gated items of its video and lesson collections. */
export function accessHolders(content: SiteContent): AccessHolder[] {
  const out: AccessHolder[] = [];
  for (const c of content.collections) {
    out.push(c);
    if (gatedKindOf(c) === null) continue;
    for (const item of c.items ?? []) if (itemIsGated(item)) out.push(item as AccessHolder);
  }
  return out;
}

/** The gated item of a video or lesson collection with this id, else undefined. */
export function gatedItemById(content: SiteContent, id: string): ItemContent | undefined {
  for (const c of content.collections) {
    if (gatedKindOf(c) === null) continue;
    const item = c.items?.find((i) => i.id === id);
    if (item && itemIsGated(item)) return item;
  }
  return undefined;
}

/** Fields that carry what a gated item holds: its video, its lesson text, its downloads. */
const HELD_FIELDS = ['video', 'body', 'attachments'] as const;

/**
 * A gated item as a page anyone may see shows it (a list, the search, its
 * own paywall): title, excerpt and poster, never the video or the lesson.
 * `access` says which rule gates it, for the theme's badge.
 */
export function publicItemJson(json: Json, item: ItemContent): Json {
  if (!itemIsGated(item)) return json;
  const out: Json = { ...json };
  for (const key of HELD_FIELDS) delete out[key];
  // How long it is may be said; where it is may not.
  const video = json.video as Json | undefined;
  if (video && typeof video.duration === 'string') out.video = { duration: video.duration, isoDuration: video.isoDuration };
  return { ...out, ...gatedMark(item) };
}

/** `gated`: 'paywall' or 'members' for an item with its own access rule (the theme's badge, the gated-content event); nothing otherwise. */
export function gatedMark(item: ItemContent): Json {
  if (!itemIsGated(item)) return {};
  return { gated: item.paywall === true ? 'paywall' : 'members' };
}

