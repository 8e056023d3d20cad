/**
 * The media types of a gallery item (SPEC section 3.7): an empty slot
 * waiting for its image, an uploaded image file, a licensed (stock) image,
 * an image reused from elsewhere on the site, any other reused asset, and a
 * video. A gallery block's item says its type; a gallery collection's
 * item is read for it when it does not say (a video record or field makes
 * it a video, an image address an image file, nothing an empty slot).
 */
export const GALLERY_MEDIA_TYPES = ['imageEmpty', 'imageFile', 'imageLicensed', 'imageReused', 'assetReused', 'video'] as const;
export type GalleryMediaType = (typeof GALLERY_MEDIA_TYPES)[number];

/** The record type of a video (SPEC section 3). */
const VIDEO_RECORD_TYPE = 8;

export const isGalleryMediaType = (v: unknown): v is GalleryMediaType => typeof v === 'string' && (GALLERY_MEDIA_TYPES as readonly string[]).includes(v);

/** An item's media type: its own when valid, else what it holds. */
export function galleryMediaTypeOf(item: Record<string, unknown>): GalleryMediaType {
  if (isGalleryMediaType(item.mediaType)) return item.mediaType;
  if (item.recordType === VIDEO_RECORD_TYPE || (typeof item.video === 'object' && item.video !== null)) return 'video';
  return typeof item.assetUrl === 'string' && item.assetUrl !== '' ? 'imageFile' : 'imageEmpty';
}
