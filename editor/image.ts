/**
 * The image component's rules (SPEC section 5, Images; section 9 widths):
 * an asset's `originalSize` read as WxH, the props check with the SPEC's
 * messages, srcset from the standard widths, and priority as loading and
 * fetch priority. Pure: the editor's previews and the page markup the
 * server writes for an image block share it, and the widths are the
 * engine's own (the `image-srcset` formatter uses the same list).
 */
import { CONTENT_LIMITS } from '../engine/limits.js';
import { notAnOption } from './colour.js';

/** SPEC section 9: the srcset widths, ascending (suffix w). */
export const IMAGE_WIDTHS: readonly number[] = CONTENT_LIMITS.imageWidths;
export const IMAGE_PRIORITIES = ['high', 'low'] as const;
export const IMAGE_LOADERS = ['sqs', 'raw'] as const;

export type ImagePriority = (typeof IMAGE_PRIORITIES)[number] | null;
export type ImageLoader = (typeof IMAGE_LOADERS)[number];

export const IMAGE_MESSAGES = {
  // SPEC section 5, Images.
  badSize: "Invalid source parameter. Pass in 'originalSize'",
  required: (prop: string) => `${prop} is required`,
  negative: (prop: string) => `${prop} requires a positive integer, but received a negative value`,
  // The SPEC names a non-integer variant without its text; these two are Vitrine's in the same form.
  notInteger: (prop: string) => `${prop} requires a positive integer, but received a non-integer value`,
  zero: (prop: string) => `${prop} requires a positive integer, but received 0`,
  unknownLoader: (loader: string) => `${loader}: received unknown loader type`,
  // Vitrine's: the SPEC states the rule without a text.
  srcsetNeedsRaw: 'srcset is allowed only with the raw loader',
  // Vitrine's: the image block's focal point (editor/image-block.ts).
  badFocal: 'A focal point is two numbers from 0 to 1: across, then down.',
  // Vitrine's: the onLoadingComplete and passthrough props (SPEC section 3 names them without rules).
  notCallback: 'onLoadingComplete must be a function',
  notPassthrough: (name: string) => `${name} cannot be passed through to the image`,
} as const;

/**
 * `passthrough`: attributes given to the `<img>` as they are. Only names
 * that cannot change what is loaded or run script pass (data-*, aria-*,
 * id, title, decoding, crossorigin, referrerpolicy, draggable); src,
 * srcset, style and every on* handler are the component's own.
 */
export const PASSTHROUGH_ATTRIBUTE = /^(?:data-[a-z0-9-]+|aria-[a-z]+|id|title|decoding|crossorigin|referrerpolicy|draggable)$/;

/** The image's natural size, given to onLoadingComplete once it has loaded. */
export interface LoadedSize {
  naturalWidth: number;
  naturalHeight: number;
}

/** `WxH` as two positive integers, or the SPEC's message. */
export function parseOriginalSize(size: unknown): { ok: true; width: number; height: number } | { ok: false; message: string } {
  const m = typeof size === 'string' ? /^(\d+)x(\d+)$/.exec(size.trim()) : null;
  const width = m ? Number(m[1]) : 0;
  const height = m ? Number(m[2]) : 0;
  return width > 0 && height > 0 ? { ok: true, width, height } : { ok: false, message: IMAGE_MESSAGES.badSize };
}

/** Loading and fetch priority of a priority: high is eager and high, low lazy and low, none lazy. */
export function priorityAttributes(priority: ImagePriority): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' | 'low' } {
  if (priority === 'high') return { loading: 'eager', fetchPriority: 'high' };
  if (priority === 'low') return { loading: 'lazy', fetchPriority: 'low' };
  return { loading: 'lazy' };
}

/** The asset URL of one standard width, the platform's `?format=Nw` form (an existing query string is kept). */
export function widthUrl(src: string, width: number): string {
  return `${src}${src.includes('?') ? '&' : '?'}format=${width}w`;
}

/** srcset of every standard width up to the original's width (all of them when it is unknown). */
export function standardSrcset(src: string, originalWidth?: number): string {
  const widths = originalWidth === undefined ? IMAGE_WIDTHS : IMAGE_WIDTHS.filter((w) => w <= originalWidth);
  return (widths.length ? widths : IMAGE_WIDTHS.slice(0, 1)).map((w) => `${widthUrl(src, w)} ${w}w`).join(',');
}

export interface ImageProps {
  src?: unknown;
  width?: unknown;
  height?: unknown;
  alt?: unknown;
  priority?: unknown;
  loader?: unknown;
  sizes?: unknown;
  srcset?: unknown;
  class?: unknown;
  style?: unknown;
  /** Called with the natural size once the image has loaded (client/image-loaded.ts). */
  onLoadingComplete?: unknown;
  /** Extra attributes of the `<img>` (PASSTHROUGH_ATTRIBUTE). */
  passthrough?: unknown;
}

export interface ImageAttributes {
  src: string;
  width: number;
  height: number;
  alt: string;
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low';
  srcset?: string;
  sizes?: string;
  class?: string;
  style?: string;
  /** The passthrough attributes, by name. */
  extra?: Record<string, string>;
}

export type ImageCheck = { ok: true; attributes: ImageAttributes; onLoadingComplete?: (size: LoadedSize) => void } | { ok: false; messages: string[] };

export const present = (v: unknown): boolean => v !== undefined && v !== null && v !== '';

export function positiveInteger(prop: string, v: unknown, messages: string[]): number {
  if (!present(v)) {
    messages.push(IMAGE_MESSAGES.required(prop));
    return 0;
  }
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : NaN;
  if (!Number.isInteger(n)) messages.push(IMAGE_MESSAGES.notInteger(prop));
  else if (n < 0) messages.push(IMAGE_MESSAGES.negative(prop));
  else if (n === 0) messages.push(IMAGE_MESSAGES.zero(prop));
  return n;
}

/**
 * Checks an image's props and gives the attributes of its `<img>`: every
 * message that applies. The sqs loader makes the srcset from the standard
 * widths and needs `sizes`; the raw loader takes the src (and a srcset) as
 * given.
 */
export function checkImage(props: ImageProps): ImageCheck {
  const messages: string[] = [];
  if (!present(props.src) || typeof props.src !== 'string') messages.push(IMAGE_MESSAGES.required('src'));
  const width = positiveInteger('width', props.width, messages);
  const height = positiveInteger('height', props.height, messages);
  const priority = present(props.priority) ? props.priority : null;
  const badPriority = priorityMessage(priority);
  if (badPriority) messages.push(badPriority);
  const loader = present(props.loader) ? props.loader : 'sqs';
  if (!IMAGE_LOADERS.includes(loader as ImageLoader)) messages.push(IMAGE_MESSAGES.unknownLoader(String(loader)));
  if (present(props.srcset) && loader !== 'raw') messages.push(IMAGE_MESSAGES.srcsetNeedsRaw);
  if (loader === 'sqs' && !present(props.sizes)) messages.push(IMAGE_MESSAGES.required('sizes'));
  if (present(props.onLoadingComplete) && typeof props.onLoadingComplete !== 'function') messages.push(IMAGE_MESSAGES.notCallback);
  const extra: Record<string, string> = {};
  if (present(props.passthrough)) {
    if (typeof props.passthrough !== 'object' || Array.isArray(props.passthrough)) messages.push(IMAGE_MESSAGES.notPassthrough(String(props.passthrough)));
    else {
      for (const [name, value] of Object.entries(props.passthrough as Record<string, unknown>)) {
        if (!PASSTHROUGH_ATTRIBUTE.test(name) || (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')) messages.push(IMAGE_MESSAGES.notPassthrough(name));
        else extra[name] = String(value);
      }
    }
  }
  if (messages.length) return { ok: false, messages };
  const src = props.src as string;
  const attributes: ImageAttributes = { src, width, height, alt: typeof props.alt === 'string' ? props.alt : '', ...priorityAttributes(priority as ImagePriority) };
  if (loader === 'sqs') attributes.srcset = standardSrcset(src, width);
  else if (present(props.srcset)) attributes.srcset = String(props.srcset);
  if (present(props.sizes)) attributes.sizes = String(props.sizes);
  if (typeof props.class === 'string' && props.class !== '') attributes.class = props.class;
  if (typeof props.style === 'string' && props.style !== '') attributes.style = props.style;
  if (Object.keys(extra).length) attributes.extra = extra;
  const onLoadingComplete = typeof props.onLoadingComplete === 'function' ? (props.onLoadingComplete as (size: LoadedSize) => void) : undefined;
  return onLoadingComplete ? { ok: true, attributes, onLoadingComplete } : { ok: true, attributes };
}

/** A priority's message, if it is none of high, low or unset. */
export function priorityMessage(priority: unknown): string | undefined {
  return present(priority) && !IMAGE_PRIORITIES.includes(priority as 'high') ? notAnOption(String(priority)) : undefined;
}
