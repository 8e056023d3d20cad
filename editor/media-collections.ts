/**
 * The owner's video collections and courses of lessons (issue 42): the
 * rules the admin's Videos and lessons screen and the server share. A
 * collection has a title, url id and description, a gate (members, or a
 * paywall of products) and a status (draft until published); each item
 * says how it is reached: a free preview, the collection's gate, or a
 * paywall product of its own. The site reads the item's access fields
 * (`memberOnly`, `paywall`, `paywallProductIds`: site/content/video-lessons.ts),
 * which the server writes from these choices. Pure: no Node, no DOM.
 */
import { URL_ID_MIN_LENGTH, MAX_ORDERABLE_COLLECTION_ITEMS } from './limits.js';
import { isUrlId } from './url-id.js';
import { hostedPlayer, isWebLink, videoLinkMessage } from './blocks/video-hosts.js';
import { hasExtension } from './blocks/fields.js';
import { MAX_ADDRESS_CHARS } from './blocks/limits.js';

export const MEDIA_KINDS = ['video', 'lesson'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
/** The collection type name of each kind (site/content/video-lessons.ts). */
export const MEDIA_TYPE_NAME: Readonly<Record<MediaKind, string>> = { video: 'videos', lesson: 'lessons' };
/** SPEC section 3 record types: video 8, lesson 62. */
export const MEDIA_RECORD_TYPE: Readonly<Record<MediaKind, number>> = { video: 8, lesson: 62 };

/** How an item is reached: free for everyone (a preview), the collection's gate, or a paywall product of its own. */
export const ITEM_ACCESS = ['free', 'collection', 'product'] as const;
export type ItemAccess = (typeof ITEM_ACCESS)[number];
/** The collection's gate, which its items of access 'collection' take. */
export const COLLECTION_GATES = ['members', 'paywall'] as const;
export type CollectionGate = (typeof COLLECTION_GATES)[number];
export const MEDIA_STATUSES = ['draft', 'published'] as const;
export type MediaStatus = (typeof MEDIA_STATUSES)[number];

// Vitrine's limits (SPEC section 9 gives the items of a user-orderable collection).
export const MEDIA_TITLE_MAX_LENGTH = 200;
export const MEDIA_DESCRIPTION_MAX_LENGTH = 10_000;
export const LESSON_BODY_MAX_LENGTH = 50_000;
/** A video's length as the owner gives it: up to a day. */
export const MAX_VIDEO_DURATION_SECONDS = 86_400;
/** The paywall products one collection's gate names. */
export const MAX_GATE_PRODUCTS = 10;
export const MAX_MEDIA_ITEMS = MAX_ORDERABLE_COLLECTION_ITEMS;
/** The video files an item plays (an upload of kind video). */
export const MEDIA_VIDEO_EXTENSIONS = ['.mp4', '.webm', '.ogg', '.ogv', '.mov'] as const;

/** The rules' messages (English; editor/media-collections-texts-fr.ts has the French). */
export const MEDIA_MESSAGES = {
  notAnOption: (val: string) => `${val} is not one of the expected options`,
  titleNeeded: 'Enter a title.',
  titleTooLong: `A title can be at most ${MEDIA_TITLE_MAX_LENGTH} characters long.`,
  urlIdInvalid: `A URL can hold lower-case letters, digits and hyphens, at least ${URL_ID_MIN_LENGTH} characters.`,
  descriptionTooLong: `A description can be at most ${MEDIA_DESCRIPTION_MAX_LENGTH} characters long.`,
  bodyNeeded: 'A lesson needs its text.',
  bodyTooLong: `A lesson’s text can be at most ${LESSON_BODY_MAX_LENGTH} characters long.`,
  videoNeeded: 'A video needs a video file or a YouTube or Vimeo address.',
  videoAddress: 'Upload a video file (MP4, WebM, Ogg, MOV) or give the address of a YouTube or Vimeo video.',
  durationInvalid: `A duration is a whole number of seconds from 0 to ${MAX_VIDEO_DURATION_SECONDS}.`,
  productNeeded: 'Choose the paywall product that opens this item.',
  gateProductsNeeded: 'A paywalled collection needs at least one paywall product.',
  gateTooManyProducts: `A collection’s paywall can name at most ${MAX_GATE_PRODUCTS} products.`,
} as const;

export interface GateInput {
  kind: CollectionGate;
  productIds?: string[];
}

export interface CollectionInput {
  title: string;
  urlId?: string;
  description?: string;
  gate?: GateInput;
  status?: MediaStatus;
}

export interface VideoInput {
  /** An uploaded file's address on this site, or a YouTube or Vimeo page. */
  url: string;
  durationSeconds?: number | null;
}

export interface ItemInput {
  title: string;
  urlId?: string;
  /** A short description (the list's excerpt and the video's text). */
  description?: string;
  /** A lesson's text. */
  body?: string;
  video?: VideoInput | null;
  /** An image upload's id, shown before the video plays and in lists. */
  posterId?: string | null;
  access: ItemAccess;
  /** The paywall product of access 'product'. */
  productId?: string | null;
  /** A draft item is the owner's alone: visitors never get it, in lists or at its address; absent keeps it (new: published). */
  status?: MediaStatus;
}

type Checked<T> = { ok: true; value: T } | { ok: false; messages: string[] };

const trimmed = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

function titleOf(raw: unknown, messages: string[]): string {
  const title = trimmed(raw);
  if (title === '') messages.push(MEDIA_MESSAGES.titleNeeded);
  else if (title.length > MEDIA_TITLE_MAX_LENGTH) messages.push(MEDIA_MESSAGES.titleTooLong);
  return title;
}

function urlIdOf(raw: unknown, messages: string[]): string | undefined {
  const v = trimmed(raw);
  if (v === '') return undefined;
  if (!isUrlId(v) || v.length > MEDIA_TITLE_MAX_LENGTH) messages.push(MEDIA_MESSAGES.urlIdInvalid);
  return v;
}

function descriptionOf(raw: unknown, messages: string[]): string {
  const v = trimmed(raw);
  if (v.length > MEDIA_DESCRIPTION_MAX_LENGTH) messages.push(MEDIA_MESSAGES.descriptionTooLong);
  return v;
}

/** A video address an item may play: a file of this site (an upload, /uploads/...), or a YouTube or Vimeo page. */
export function isItemVideoAddress(url: string): boolean {
  if (url.length > MAX_ADDRESS_CHARS) return false;
  if (hostedPlayer(url)) return true;
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('..') && /^[A-Za-z0-9/._-]+$/.test(url) && hasExtension(url, MEDIA_VIDEO_EXTENSIONS);
}

/** A collection's settings as sent: the values, trimmed, or every problem's message. */
export function checkCollection(input: CollectionInput): Checked<Required<Pick<CollectionInput, 'title' | 'description'>> & { urlId?: string; gate?: { kind: CollectionGate; productIds: string[] }; status?: MediaStatus }> {
  const messages: string[] = [];
  const title = titleOf(input.title, messages);
  const urlId = urlIdOf(input.urlId, messages);
  const description = descriptionOf(input.description, messages);
  let gate: { kind: CollectionGate; productIds: string[] } | undefined;
  if (input.gate !== undefined) {
    const kind = input.gate.kind;
    if (!(COLLECTION_GATES as readonly string[]).includes(kind)) messages.push(MEDIA_MESSAGES.notAnOption(String(kind)));
    const productIds = kind === 'paywall' ? [...new Set(input.gate.productIds ?? [])] : [];
    if (kind === 'paywall' && productIds.length === 0) messages.push(MEDIA_MESSAGES.gateProductsNeeded);
    if (productIds.length > MAX_GATE_PRODUCTS) messages.push(MEDIA_MESSAGES.gateTooManyProducts);
    gate = { kind, productIds };
  }
  const status = input.status;
  if (status !== undefined && !(MEDIA_STATUSES as readonly string[]).includes(status)) messages.push(MEDIA_MESSAGES.notAnOption(String(status)));
  if (messages.length) return { ok: false, messages };
  return { ok: true, value: { title, description, ...(urlId !== undefined ? { urlId } : {}), ...(gate ? { gate } : {}), ...(status ? { status } : {}) } };
}

export interface CheckedItem {
  title: string;
  urlId?: string;
  description: string;
  body: string;
  video: { url: string; durationSeconds: number | null } | null;
  posterId: string | null;
  access: ItemAccess;
  productId: string | null;
  status?: MediaStatus;
}

/** An item as sent for a collection of `kind`: the values, or every problem's message. */
export function checkItem(kind: MediaKind, input: ItemInput): Checked<CheckedItem> {
  const messages: string[] = [];
  const title = titleOf(input.title, messages);
  const urlId = urlIdOf(input.urlId, messages);
  const description = descriptionOf(input.description, messages);
  const body = trimmed(input.body);
  if (kind === 'lesson' && body === '') messages.push(MEDIA_MESSAGES.bodyNeeded);
  if (body.length > LESSON_BODY_MAX_LENGTH) messages.push(MEDIA_MESSAGES.bodyTooLong);
  let video: CheckedItem['video'] = null;
  const url = trimmed(input.video?.url);
  if (url === '') {
    if (kind === 'video') messages.push(MEDIA_MESSAGES.videoNeeded);
  } else if (!isItemVideoAddress(url)) {
    // A web link can only be a YouTube or Vimeo page here (files are uploads of this site): the SPEC's link message.
    messages.push(isWebLink(url) ? videoLinkMessage() : MEDIA_MESSAGES.videoAddress);
  }
  else {
    const d = input.video?.durationSeconds;
    if (d !== undefined && d !== null && !(Number.isInteger(d) && d >= 0 && d <= MAX_VIDEO_DURATION_SECONDS)) messages.push(MEDIA_MESSAGES.durationInvalid);
    video = { url, durationSeconds: typeof d === 'number' ? d : null };
  }
  const access = input.access;
  if (!(ITEM_ACCESS as readonly string[]).includes(access)) messages.push(MEDIA_MESSAGES.notAnOption(String(access)));
  const productId = access === 'product' ? trimmed(input.productId) : '';
  if (access === 'product' && productId === '') messages.push(MEDIA_MESSAGES.productNeeded);
  const posterId = trimmed(input.posterId);
  const status = input.status;
  if (status !== undefined && !(MEDIA_STATUSES as readonly string[]).includes(status)) messages.push(MEDIA_MESSAGES.notAnOption(String(status)));
  if (messages.length) return { ok: false, messages };
  return { ok: true, value: { title, ...(urlId !== undefined ? { urlId } : {}), description, body, video, posterId: posterId || null, access, productId: productId || null, ...(status ? { status } : {}) } };
}

/** The access fields the site reads for an item with `access`, under the collection's `gate`. */
export function accessFields(access: ItemAccess, productId: string | null, gate: { kind: CollectionGate; productIds: string[] }): { memberOnly?: true; paywall?: true; paywallProductIds?: string[] } {
  if (access === 'free') return {};
  if (access === 'product') return { paywall: true, paywallProductIds: [productId ?? ''] };
  return gate.kind === 'paywall' ? { paywall: true, paywallProductIds: [...gate.productIds] } : { memberOnly: true };
}

/** Whether `ids` lists each of `current` exactly once (a reorder names every item). */
export function isPermutation(ids: readonly string[], current: readonly string[]): boolean {
  if (ids.length !== current.length) return false;
  const want = new Set(current);
  const seen = new Set<string>();
  for (const id of ids) {
    if (!want.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}

/** `list` with the entry at `from` moved to `to` (both clamped). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  if (from < 0 || from >= out.length) return out;
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [entry] = out.splice(from, 1);
  out.splice(target, 0, entry!);
  return out;
}

/** The key a draft item carries (`editorStatus: 'draft'`), as a draft page does. */
export const isDraftItem = (item: unknown): boolean => (item as { editorStatus?: unknown } | null)?.editorStatus === 'draft';

/**
 * The content as visitors get it: every collection without its draft items
 * (a copy; the content itself keeps them for the owner's screens).
 */
export function withoutDraftItems<T extends { collections?: unknown }>(doc: T): T {
  if (!Array.isArray(doc.collections) || !doc.collections.some((c) => Array.isArray((c as { items?: unknown }).items) && ((c as { items: unknown[] }).items).some(isDraftItem))) return doc;
  return {
    ...doc,
    collections: doc.collections.map((c) => {
      const items = (c as { items?: unknown }).items;
      return Array.isArray(items) && items.some(isDraftItem) ? { ...(c as object), items: items.filter((i) => !isDraftItem(i)) } : c;
    }),
  };
}
