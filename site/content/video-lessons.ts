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

/** Seconds as a player shows them ('4:05', '1:02:03'). */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return hh > 0 ? `${hh}:${String(mm).padStart(2, '0')}:${ss}` : `${mm}:${ss}`;
}

/**
 * An item's `video` as the theme reads it: `url` the site's own upload
 * (a path of this site, played by the page's player) or a link to a video
 * elsewhere (`external` with its `host`: the page links to it and loads
 * nothing from there, so no third party is reached while the page loads),
 * its `duration` text and ISO form. A video of another scheme is dropped.
 */
export function videoFacts(video: unknown): Json | undefined {
  if (typeof video !== 'object' || video === null) return undefined;
  const v = video as Json;
  const url = typeof v.url === 'string' ? v.url : '';
  const out: Json = { ...v };
  if (url.startsWith('/') && !url.startsWith('//')) out.local = true;
  else {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return undefined;
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return undefined;
    out.external = true;
    out.host = parsed.host;
  }
  if (typeof v.durationSeconds === 'number' && Number.isFinite(v.durationSeconds)) {
    out.duration = durationText(v.durationSeconds);
    out.isoDuration = `PT${Math.max(0, Math.round(v.durationSeconds))}S`;
  }
  return out;
}
