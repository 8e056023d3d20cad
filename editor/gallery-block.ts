/**
 * A gallery block as the layout keeps it (design, options, images) and as
 * the site renders it: a block of type `gallery` (block type 8) whose
 * options are only those that take effect, and whose images are gallery
 * items (assetUrl, title, alt text) for the theme's gallery blocks.
 */
import { checkGalleryImages, type GalleryImage } from './gallery-images.js';
import { videoFacts } from './video-facts.js';
import { checkGallerySettings, defaultGallerySettings, effectiveOptions, type GallerySettings } from './gallery-options.js';

export interface GalleryBlockSettings extends GallerySettings {
  images: GalleryImage[];
}

export const defaultGalleryBlock = (): GalleryBlockSettings => ({ ...defaultGallerySettings(), images: [] });

/** Design, options and images as sent, or every message of both checks. */
export function checkGalleryBlock(input: unknown): { ok: true; gallery: GalleryBlockSettings } | { ok: false; messages: string[] } {
  const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const settings = checkGallerySettings({ design: raw.design, options: raw.options });
  const images = checkGalleryImages(raw.images ?? []);
  const messages = [...(settings.ok ? [] : settings.messages), ...(images.ok ? [] : images.messages)];
  if (!settings.ok || !images.ok) return { ok: false, messages };
  return { ok: true, gallery: { ...settings.settings, images: images.images } };
}

/** The block the site renders; item ids are the block's, numbered, so slide anchors stay unique on the page. */
export function galleryBlockContent(gallery: GalleryBlockSettings, blockId: string): Record<string, unknown> {
  return {
    type: 'gallery',
    design: gallery.design,
    options: { design: gallery.design, ...effectiveOptions(gallery.options) },
    // The theme's gallery partials take an image's alt text from its title (the platform's rule), so an untitled image is titled by its alt text.
    // An empty slot shows nothing on the site; a video item's address is its video's and its image its poster (gallery-media.ts).
    items: gallery.images.map((img, i) => {
      const mediaType = img.mediaType ?? 'imageFile';
      const base = { id: `${blockId}-${i + 1}`, mediaType, title: img.title || img.alt, altText: img.alt || img.title };
      if (mediaType !== 'video') return { ...base, assetUrl: img.src };
      return { ...base, ...(img.poster ? { assetUrl: img.poster } : {}), video: videoFacts({ url: img.src }) ?? { url: img.src } };
    }),
  };
}
