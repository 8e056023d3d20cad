/**
 * A gallery block's images: each an address on this site (`/assets/...`)
 * or on the web (https), with its alt text and an optional title shown as
 * its caption. At most PHOTO_GALLERY_SIZE of them. Each may say its media
 * type (gallery-media.ts): a video's address is its video's, with an
 * optional poster image; an empty slot needs no address. Pure, for the
 * panel and the server alike.
 */
import { isSiteOrWebAddress } from './web-address.js';
import { MAX_ALT_CHARS, MAX_LABEL_CHARS, PHOTO_GALLERY_SIZE } from './limits.js';
import { GALLERY_MEDIA_TYPES, isGalleryMediaType, type GalleryMediaType } from './gallery-media.js';

export interface GalleryImage {
  src: string;
  alt: string;
  title: string;
  /** Absent: an image file (older layouts). */
  mediaType?: GalleryMediaType;
  /** A video's poster image. */
  poster?: string;
}

export const GALLERY_IMAGE_MESSAGES = {
  tooMany: `A gallery can hold at most ${PHOTO_GALLERY_SIZE} images.`,
  badSrc: 'An image address must start with / or https://.',
  tooLong: `Alt text can be at most ${MAX_ALT_CHARS} characters and a title at most ${MAX_LABEL_CHARS}.`,
  badType: `A gallery item's type must be one of ${GALLERY_MEDIA_TYPES.join(', ')}.`,
} as const;


const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The images as sent, or every message that applies (each once). */
export function checkGalleryImages(input: unknown): { ok: true; images: GalleryImage[] } | { ok: false; messages: string[] } {
  const list = Array.isArray(input) ? input : [];
  const messages = new Set<string>();
  if (!Array.isArray(input)) messages.add(GALLERY_IMAGE_MESSAGES.badSrc);
  if (list.length > PHOTO_GALLERY_SIZE) messages.add(GALLERY_IMAGE_MESSAGES.tooMany);
  const images: GalleryImage[] = [];
  for (const raw of list.slice(0, PHOTO_GALLERY_SIZE)) {
    const img = isObject(raw) ? raw : {};
    const src = typeof img.src === 'string' ? img.src.trim() : '';
    const alt = typeof img.alt === 'string' ? img.alt : '';
    const title = typeof img.title === 'string' ? img.title : '';
    const type = img.mediaType;
    if (type !== undefined && !isGalleryMediaType(type)) messages.add(GALLERY_IMAGE_MESSAGES.badType);
    const poster = typeof img.poster === 'string' ? img.poster.trim() : '';
    // An empty slot may have no address yet; any address given must be one.
    if (!(type === 'imageEmpty' && src === '') && !isSiteOrWebAddress(src)) messages.add(GALLERY_IMAGE_MESSAGES.badSrc);
    if (poster !== '' && !isSiteOrWebAddress(poster)) messages.add(GALLERY_IMAGE_MESSAGES.badSrc);
    if (alt.length > MAX_ALT_CHARS || title.length > MAX_LABEL_CHARS) messages.add(GALLERY_IMAGE_MESSAGES.tooLong);
    images.push({ src, alt, title, ...(isGalleryMediaType(type) ? { mediaType: type } : {}), ...(type === 'video' && poster !== '' ? { poster } : {}) });
  }
  return messages.size ? { ok: false, messages: [...messages] } : { ok: true, images };
}
