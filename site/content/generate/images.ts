/**
 * The placeholder images shipped with Vitrine for generated demo content
 * (drawn by scripts/generate-placeholder-images.ts), served at
 * `/__vitrine/images/NAME.jpg`, and the image records items carry.
 */
import { fileURLToPath } from 'node:url';

export const IMAGE_WIDTH = 1500;
export const IMAGE_HEIGHT = 1000;
/** URL prefix of the placeholder images (server/site-http/generated-images.ts). */
export const GENERATED_IMAGES_PREFIX = '/__vitrine/images/';
/** The folder holding the JPEGs. */
export const GENERATED_IMAGES_DIR = fileURLToPath(new URL('./images/', import.meta.url));

export interface PlaceholderImage {
  name: string;
  /** Two background colours, then three shape colours. */
  palette: readonly [string, string, string, string, string];
  /** What it looks like, for alt text. */
  alt: string;
}

export const PLACEHOLDER_IMAGES: readonly PlaceholderImage[] = [
  { name: 'dawn', palette: ['#f6d9c4', '#f3b49f', '#e98973', '#fff1e6', '#c06c84'], alt: 'Soft peach and rose shapes' },
  { name: 'harbour', palette: ['#cfe3ea', '#8fb8c9', '#3d6f8e', '#f1f6f8', '#1f4e5f'], alt: 'Blue shapes like a calm harbour' },
  { name: 'meadow', palette: ['#e6efd6', '#b8d2a0', '#6f9a5a', '#f7f3e3', '#3f6b3a'], alt: 'Green shapes like a meadow' },
  { name: 'dune', palette: ['#f3e7cf', '#dcc29a', '#b98b57', '#fff8ea', '#8a5a34'], alt: 'Sand-coloured curves' },
  { name: 'dusk', palette: ['#3a3355', '#6b4f7d', '#d98c8c', '#f2c6a0', '#2a2440'], alt: 'Violet and amber shapes at dusk' },
  { name: 'fern', palette: ['#dfeee8', '#a8cfc0', '#4f8a78', '#eef7f2', '#2c5a4c'], alt: 'Sea-green shapes' },
  { name: 'clay', palette: ['#f1e1d6', '#d9b39c', '#b5654a', '#faf1ea', '#7a3b2a'], alt: 'Terracotta shapes' },
  { name: 'slate', palette: ['#e3e6ea', '#b7bec8', '#5c6b7a', '#f6f7f9', '#2f3a46'], alt: 'Grey-blue shapes' },
  { name: 'citrus', palette: ['#fbf2c9', '#f5d76e', '#e8a23a', '#fffbe8', '#9c6b1a'], alt: 'Yellow and orange shapes' },
  { name: 'lagoon', palette: ['#d5f0f0', '#86cfd1', '#2f9c9f', '#f0fbfb', '#145e61'], alt: 'Turquoise shapes' },
];

/** An image record in the platform's shape (what `image-meta`, `main-image?` and the image formatters read). */
export function imageRecord(image: PlaceholderImage, id: string, title: string): Record<string, unknown> {
  return {
    id,
    assetUrl: `${GENERATED_IMAGES_PREFIX}${image.name}.jpg`,
    contentType: 'image/jpeg',
    originalSize: `${IMAGE_WIDTH}x${IMAGE_HEIGHT}`,
    mediaFocalPoint: { x: 0.5, y: 0.5 },
    systemDataVariants: `${IMAGE_WIDTH}x${IMAGE_HEIGHT},100w,300w,500w,750w,1000w,1500w`,
    systemDataId: id,
    altText: title || image.alt,
    title,
  };
}

/** The image fields of an item: its own asset plus `mainImage`. */
export function itemImageFields(image: PlaceholderImage, id: string, title: string): Record<string, unknown> {
  const main = imageRecord(image, id, title);
  return {
    assetUrl: main.assetUrl,
    contentType: main.contentType,
    originalSize: main.originalSize,
    mediaFocalPoint: main.mediaFocalPoint,
    systemDataVariants: main.systemDataVariants,
    systemDataId: id,
    mainImageId: id,
    mainImage: main,
  };
}
