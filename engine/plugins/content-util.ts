/** Helpers of the content and social families: image metadata, alt text, dimensions, relative time. */
import type { Frame } from '../runtime/frame.js';
import type { RenderContext } from '../runtime/context.js';
import { asNumber, asString, fields, getMember, isNumber, isObject, isTruthy } from '../runtime/values.js';
import { BLOCK_TYPE } from '../content/enums.js';
import { escapeAttr } from './util.js';
import { CONTENT_LIMITS } from '../limits.js';

/** Replaces each tag (from a `<` to the next `>`) with one space. */
export function removeTags(s: string): string {
  let out = '';
  let inTag = false;
  for (const ch of s) {
    if (ch === '<') inTag = true;
    else if (ch === '>') {
      inTag = false;
      out += ' ';
    }
    else if (!inTag) out += ch;
  }
  return out;
}

/** Whether `removeTags(s)` holds a character other than whitespace, U+200B and U+00A0, without building it. */
export function hasVisibleText(s: string): boolean {
  let inTag = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 60 /* < */) inTag = true;
    else if (c === 62 /* > */) inTag = false;
    else if (!inTag) {
      if (c < 128) {
        if (c !== 32 && (c < 9 || c > 13)) return true;
      } else if (!BLANK.test(s[i]!)) return true;
    }
  }
  return false;
}

const BLANK = /[\s\u200b\u00a0]/;

/** The last focal point printed, and its text: a list's images nearly all share one (the centre), and a number's text costs a conversion. */
let lastX = NaN;
let lastY = NaN;
let lastFocalPoint = '';

/** `mediaFocalPoint` as `x,y`, the centre when absent. */
export function focalPoint(media: unknown): string {
  return focalPointOf(fields(media));
}

/** focalPoint of an image whose fields are read already. */
function focalPointOf(media: Readonly<Record<string, unknown>> | undefined): string {
  const fp = media?.mediaFocalPoint;
  if (fp === undefined) return CONTENT_LIMITS.defaultFocalPoint;
  const xy = fields(fp);
  const x = asNumber(xy?.x);
  const y = asNumber(xy?.y);
  // NaN equals nothing (never remembered); -0 and 0 print alike.
  if (x === lastX && y === lastY) return lastFocalPoint;
  lastX = x;
  lastY = y;
  return (lastFocalPoint = `${x},${y}`);
}

const IMAGE_BLOCK = BLOCK_TYPE.code('image');
const readBlockType = (o: Readonly<Record<string, unknown>>): unknown => o.blockType;

/** Alt text: an image block's own altText; otherwise title, body text (cut), filename. */
export function altText(ctx: RenderContext, frame: Frame, image: unknown): string {
  // Asked on every image, and nearly always of no scope: the scope's own node read here, the enclosing scopes once per list (fieldAboveScope).
  const own = fields(frame.node)?.blockType;
  const blockType = own !== undefined && typeof own !== 'function' ? own : ctx.fieldAboveScope(frame, readBlockType);
  if (blockType !== undefined && asNumber(blockType) === IMAGE_BLOCK) {
    return asString(fields(image)?.altText).trim();
  }
  return altTextFromFields(image);
}

export function altTextFromFields(item: unknown): string {
  const f = fields(item);
  const title = f?.title;
  if (isTruthy(title)) return asString(title);
  const body = f?.body;
  if (isTruthy(body)) {
    const text = removeTags(asString(body));
    if (text.length > 0) return text.slice(0, CONTENT_LIMITS.maxAltTextLength);
  }
  const filename = f?.filename;
  return isTruthy(filename) ? asString(filename) : '';
}

/** The `data-*` attributes of a lazily loaded image, each followed by a space. */
export function imageMeta(ctx: RenderContext, frame: Frame, image: unknown, preferredAlt?: string): string {
  if (image === undefined) return '';
  const f = fields(image);
  const common = imageAttributes(asString(f?.assetUrl), asString(f?.originalSize), focalPointOf(f), preferredAlt ?? altText(ctx, frame, image));
  // The two rare attributes go first; most images have neither (no concatenation of empty texts then).
  const componentKey = f?.componentKey;
  const keyed = componentKey === undefined ? common : `data-component-key="${asString(componentKey)}" ${common}`;
  return isObject(f?.licensedAssetPreview) ? `data-licensed-asset-preview="true" ${keyed}` : keyed;
}

/** An image's attributes as last printed, with the texts they were made of (imageAttributes). */
interface PrintedImage {
  dimensions: string;
  focalPoint: string;
  alt: string;
  text: string;
}

const printedImages = new Map<string, PrintedImage>();

/**
 * The attributes every image has, the alt text escaped. Kept per asset
 * URL with the texts they were made of, and used again only when each of
 * them is the same: list pages print the same images render after render,
 * and the text is ten concatenations and a test of the alt text for
 * characters to escape. At most CONTENT_LIMITS.imageMetaMemoEntries
 * images are kept; the table is emptied when full.
 */
function imageAttributes(assetUrl: string, dimensions: string, focal: string, alt: string): string {
  const kept = printedImages.get(assetUrl);
  if (kept !== undefined && kept.alt === alt && kept.dimensions === dimensions && kept.focalPoint === focal) return kept.text;
  const text = `data-src="${assetUrl}" data-image="${assetUrl}" data-image-dimensions="${dimensions}" data-image-focal-point="${focal}" alt="${escapeAttr(alt)}" `;
  if (kept !== undefined) {
    kept.dimensions = dimensions;
    kept.focalPoint = focal;
    kept.alt = alt;
    kept.text = text;
  } else {
    if (printedImages.size >= CONTENT_LIMITS.imageMetaMemoEntries) printedImages.clear();
    printedImages.set(assetUrl, { dimensions, focalPoint: focal, alt, text });
  }
  return text;
}

/** `WxH` split into its two texts, or null. */
export function splitDimensions(v: unknown): [string, string] | null {
  const parts = asString(v).split('x');
  return parts.length === 2 ? [parts[0]!, parts[1]!] : null;
}

/** Leading integer of a text the way parseInt reads it; NaN when none. */
export function intOf(s: string): number {
  return parseInt(s, 10);
}

export function isFiniteNumber(v: unknown): boolean {
  return isNumber(v) && Number.isFinite(+v);
}

const SECOND = 1000;
const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;

function about(n: number, unit: string): string {
  if (n === 1) return `about ${unit === 'hour' ? 'an' : 'a'} ${unit} ago`;
  return `about ${n} ${unit}s ago`;
}

/** Relative time of a past interval in milliseconds (SPEC section 9: a month is 30 days, a year 365). */
export function relativeTime(deltaMs: number): string {
  const seconds = Math.trunc(deltaMs / SECOND);
  const days = Math.trunc(seconds / DAY);
  const years = Math.trunc(days / CONTENT_LIMITS.daysPerYear);
  if (years > 0) return about(years, 'year');
  const months = Math.trunc(days / CONTENT_LIMITS.daysPerMonth);
  if (months > 0) return about(months, 'month');
  const weeks = Math.trunc(days / CONTENT_LIMITS.daysPerWeek);
  if (weeks > 0) return about(weeks, 'week');
  if (days > 0) return about(days, 'day');
  const rest = seconds - days * DAY;
  const hours = Math.trunc(rest / HOUR);
  if (hours > 0) return about(hours, 'hour');
  const minutes = Math.trunc(rest / MINUTE);
  if (minutes > 0) return about(minutes, 'minute');
  return 'less than a minute ago';
}
