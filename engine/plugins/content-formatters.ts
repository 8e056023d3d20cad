/** The content formatters: images and their metadata, colours, sizes, item classes, media, relative time. */
import type { FormatterDef } from './types.js';
import type { Frame } from '../runtime/frame.js';
import type { RenderContext } from '../runtime/context.js';
import { asNumber, asString, fields, getMember, isTruthy } from '../runtime/values.js';
import { PRODUCT_TYPE, RECORD_TYPE } from '../content/enums.js';
import { CONTENT_LIMITS } from '../limits.js';
import { escapeAttr, slugify } from './util.js';
import { altText, focalPoint, imageMeta, intOf, relativeTime, splitDimensions } from './content-util.js';
import { runTemplate } from './content-templates.js';
import { lookupName } from '../runtime/lookup.js';

const content = (def: Omit<FormatterDef, 'family'>): FormatterDef => ({ family: 'content', ...def });

/** Argument check: every argument is a whole number. */
function wholeNumbers(args: string[]): string | null {
  const bad = args.find((a) => !/^\s*-?\d+\s*$/.test(a));
  return bad === undefined ? null : `'${bad}' is not a whole number`;
}

const NUMBER_ARG = { minArgs: 1, maxArgs: 1, validate: wholeNumbers };

/** A hex colour (#rgb or #rrggbb, '#' optional) as an integer; -1 when it is not one. */
export function hexColor(text: string): number {
  const hex = text.startsWith('#') ? text.slice(1) : text;
  if (!/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(hex)) return -1;
  const full = hex.length === 3 ? hex.replace(/./g, '$&$&') : hex;
  return parseInt(full, 16);
}

const SRCSET_WIDTHS = CONTENT_LIMITS.imageWidths.map((w) => `${w}w`);

/** The smallest standard variant that covers a width. */
export function thumbnailForWidth(width: number): string {
  const t = CONTENT_LIMITS.thumbnailThresholds;
  for (let i = t.length - 1; i >= 0; i--) if (width > t[i]!) return SRCSET_WIDTHS[i + 1]!;
  return SRCSET_WIDTHS[0]!;
}

const BAD_SIZE = "Invalid source parameter. Pass in 'originalSize'";

/** Scales `WxH` so that one side is `requested`; returns the other side, or the error text. */
function resize(size: unknown, widthForHeight: boolean, requested: number): number | string {
  const parts = splitDimensions(size);
  if (parts === null) return BAD_SIZE;
  const width = intOf(parts[0]);
  const height = intOf(parts[1]);
  const v = widthForHeight ? width * (requested / height) : height * (requested / width);
  return v | 0;
}

function dimension(which: 0 | 1) {
  return (value: unknown): unknown => {
    const parts = splitDimensions(value);
    if (parts === null) return undefined;
    const n = intOf(parts[which]);
    return Number.isNaN(n) ? undefined : n;
  };
}

/** Fixed to the colour fraction digits, trailing zeros dropped. */
const fixed = (n: number): number => parseFloat(n.toFixed(CONTENT_LIMITS.colorFractionDigits));

function websiteColor(value: unknown): string {
  const h = getMember(value, 'hue');
  const s = getMember(value, 'saturation');
  const l = getMember(value, 'lightness');
  if (h === undefined || s === undefined || l === undefined) return 'Missing an H/S/L value.';
  const hue = asNumber(h);
  let saturation = asNumber(s);
  let lightness = asNumber(l);
  const a = getMember(value, 'alpha');
  const alpha = a === undefined ? null : asNumber(a);
  let problems = '';
  if (hue < 0 || hue > CONTENT_LIMITS.maxHue) problems += 'Hue out of bounds. ';
  if (saturation >= 0 && saturation <= 1) saturation *= 100;
  else problems += 'Saturation out of bounds. ';
  if (lightness >= 0 && lightness <= 1) lightness *= 100;
  else problems += 'Lightness out of bounds. ';
  if (alpha !== null && (alpha < 0 || alpha > 1)) problems += 'Alpha out of bounds.';
  if (problems) return problems;
  const hsl = `${fixed(hue)}, ${fixed(saturation)}%, ${fixed(lightness)}%`;
  return alpha === null ? `hsl(${hsl})` : `hsla(${hsl}, ${fixed(alpha)})`;
}

const IMAGE_COLOR_KEYS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'] as const;

function imageColor(value: unknown, args: readonly string[]): unknown {
  const colorData = getMember(value, 'colorData');
  if (colorData === undefined) return undefined;
  if (args.length === 0) {
    return IMAGE_COLOR_KEYS.map((k) => `data-color-${k}="#${asString(getMember(colorData, `${k}Average`))}" `).join('');
  }
  const key = args[0]!;
  const color = asString(getMember(colorData, `${key}Average`));
  if (color === '') return `"${key}" not found.`;
  return `${args.length > 1 ? `${args[1]}: ` : ''}#${color}`;
}

function image(value: unknown, args: readonly string[], ctx: RenderContext, frame: Frame): string {
  const cls = args.length === 1 ? args[0]! : 'thumb-image';
  const alt = escapeAttr(altText(ctx, frame, value));
  const assetUrl = asString(getMember(value, 'assetUrl'));
  return (
    `<noscript><img src="${assetUrl}" alt="${alt}" /></noscript>` +
    `<img class="${cls}" ${imageMeta(ctx, frame, value, alt)}` +
    `data-load="false" data-image-id="${asString(getMember(value, 'id'))}" data-type="image" />`
  );
}

/** srcset of the image's width variants, plus the original as the next size up when the largest is missing. */
function imageSrcset(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const assetUrl = asString(getMember(value, 'assetUrl'));
  const variants = asString(getMember(value, 'systemDataVariants'))
    .split(',')
    .filter((v) => v.endsWith('w'));
  if (variants.length === 0) return undefined;
  let srcset = variants.map((v) => `${assetUrl}?format=${v} ${v}`).join(',');
  const at = SRCSET_WIDTHS.indexOf(variants[variants.length - 1]!);
  if (at !== -1 && at < SRCSET_WIDTHS.length - 1) srcset += `,${assetUrl}?format=original ${SRCSET_WIDTHS[at + 1]}`;
  return ` srcset="${srcset}"`;
}

// Codes read once: these run for every item a page shows.
const PHYSICAL = PRODUCT_TYPE.code('physical');
const SERVICE = PRODUCT_TYPE.code('service');
const DIGITAL = PRODUCT_TYPE.code('digital');
const GIFT_CARD = PRODUCT_TYPE.code('gift-card');
const PAYWALL = PRODUCT_TYPE.code('paywall');
const STORE_ITEM = RECORD_TYPE.code('store-item');

function productIsOnSale(item: unknown): boolean {
  const content = getMember(item, 'structuredContent');
  const type = asNumber(getMember(content, 'productType'));
  // A paywall's access is priced per variant like a stocked product (engine/commerce/model.ts).
  if (type === PHYSICAL || type === SERVICE || type === PAYWALL) {
    const variants = getMember(content, 'variants');
    return Array.isArray(variants) && variants.some((v) => isTruthy(getMember(v, 'onSale')));
  }
  return type === DIGITAL && isTruthy(getMember(content, 'onSale'));
}

function productIsSoldOut(item: unknown): boolean {
  const content = getMember(item, 'structuredContent');
  const type = asNumber(getMember(content, 'productType'));
  if (type === PHYSICAL || type === SERVICE) {
    const variants = getMember(content, 'variants');
    if (!Array.isArray(variants)) return true;
    return !variants.some((v) => isTruthy(getMember(v, 'unlimited')) || asNumber(getMember(v, 'qtyInStock')) > 0);
  }
  return type !== DIGITAL && type !== GIFT_CARD && type !== PAYWALL;
}

/**
 * The class item-classes prints for a name (` category-my-things` of
 * 'My Things'), kept: a site's categories, tags and authors are few and
 * printed on every item of every list, and a slug costs a pass over the
 * name and a few concatenations.
 */
class ClassOfName {
  private readonly classes = new Map<string, string>();
  constructor(private readonly prefix: string) {}

  of(name: string): string {
    let text = this.classes.get(name);
    if (text === undefined) {
      if (this.classes.size >= CONTENT_LIMITS.itemClassMemoEntries) this.classes.clear();
      text = ` ${this.prefix}-${slugify(name)}`;
      this.classes.set(name, text);
    }
    return text;
  }
}

const CATEGORY_CLASS = new ClassOfName('category');
const TAG_CLASS = new ClassOfName('tag');
const AUTHOR_CLASS = new ClassOfName('author');

function classList(classOf: ClassOfName, list: unknown): string {
  if (!Array.isArray(list)) return '';
  let out = '';
  for (const v of list) out += classOf.of(asString(v));
  return out;
}

type Fields = Readonly<Record<string, unknown>>;
const readPromoted = (o: Fields): unknown => o.promotedBlockType;
const readCategories = (o: Fields): unknown => o.categories;
const readTags = (o: Fields): unknown => o.tags;
const readAuthor = (o: Fields): unknown => o.author;
const readTypeLabel = (o: Fields): unknown => o.recordTypeLabel;
const readStarred = (o: Fields): unknown => o.starred;

/** A field the scope's node holds (`v`), else the enclosing scopes' answer (RenderContext.fieldAboveScope, remembered per list). */
function orAbove(v: unknown, ctx: RenderContext, frame: Frame, read: (o: Fields) => unknown): unknown {
  return v !== undefined && typeof v !== 'function' ? v : ctx.fieldAboveScope(frame, read);
}

function itemClasses(value: unknown, ctx: RenderContext, frame: Frame): string {
  // Each name through the scopes, as lookupField reads it: the item's own field read here (a read of its own), the enclosing scopes once per list.
  const item = fields(frame.node);
  let out = 'hentry';
  const promoted = orAbove(item?.promotedBlockType, ctx, frame, readPromoted);
  if (isTruthy(promoted)) out += ` promoted promoted-block-${slugify(asString(promoted))}`;
  const categories = orAbove(item?.categories, ctx, frame, readCategories);
  if (isTruthy(categories)) out += classList(CATEGORY_CLASS, categories);
  const tags = orAbove(item?.tags, ctx, frame, readTags);
  if (isTruthy(tags)) out += classList(TAG_CLASS, tags);
  const author = orAbove(item?.author, ctx, frame, readAuthor);
  const displayName = fields(author)?.displayName;
  if (isTruthy(author) && isTruthy(displayName)) out += AUTHOR_CLASS.of(asString(displayName));
  out += ` post-type-${asString(orAbove(item?.recordTypeLabel, ctx, frame, readTypeLabel))}`;
  const index = frame.index !== -1 ? frame.index + 1 : lookupName(frame, '@index');
  if (index !== undefined) out += ` article-index-${asNumber(index)}`;
  if (isTruthy(orAbove(item?.starred, ctx, frame, readStarred))) out += ' featured';
  if (asNumber(getMember(value, 'recordType')) === STORE_ITEM) {
    if (productIsOnSale(value)) out += ' on-sale';
    if (productIsSoldOut(value)) out += ' sold-out';
  }
  return out;
}

const VIDEO_COLOR_ATTRS = IMAGE_COLOR_KEYS.map((k) => ({ attr: k.toLowerCase(), key: `${k}Average` }));

function video(value: unknown, args: readonly string[]): string {
  const oembed = getMember(value, 'oembed');
  const colorData = getMember(value, 'colorData');
  const assetUrl = asString(getMember(value, 'assetUrl'));
  const loadFalse = args.includes('load-false');
  const useColorData = args.includes('color-data');
  let out = '<div class="sqs-video-wrapper" ';
  if (loadFalse) out += ' data-load="false" ';
  out += `data-html="${escapeAttr(asString(getMember(oembed, 'html')))}" data-provider-name="${asString(getMember(oembed, 'providerName'))}">`;
  if (isTruthy(getMember(value, 'overlay'))) {
    out += '<div class="sqs-video-overlay';
    if (isTruthy(getMember(value, 'mainImageId')) || isTruthy(getMember(value, 'systemDataId'))) {
      out += '" style="opacity: 0;">';
      out += `<img data-load="false" data-src="${assetUrl}" `;
      out += `data-image-dimensions="${asString(getMember(value, 'originalSize'))}" `;
      out += `data-image-focal-point="${focalPoint(value)}" `;
      if (useColorData && isTruthy(colorData)) {
        for (const { attr, key } of VIDEO_COLOR_ATTRS) out += `data-color-${attr}="#${asString(getMember(colorData, key))}" `;
      }
      out += '/>';
    } else {
      out += ' no-thumb" style="opacity: 0;">';
    }
    out += '<div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div>';
  }
  return out + '</div>';
}

function timeSince(value: unknown, ctx: RenderContext): string {
  const n = asNumber(value);
  if (!Number.isFinite(n)) return 'Invalid date.';
  return `<span class="timesince" data-date="${n}">${relativeTime(ctx.now - n)}</span>`;
}

export const CONTENT_FORMATTERS: FormatterDef[] = [
  content({
    name: 'AbsUrl',
    summary: 'the value as a path under the context\'s "base-url"',
    maxArgs: 0,
    apply: (value, _a, ctx, frame) => `${asString(ctx.resolve(frame, ['base-url']))}/${asString(value)}`,
  }),
  content({
    name: 'audio-player',
    summary: 'the audio player markup of an audio item',
    maxArgs: 0,
    apply: (value, _a, ctx, frame) => runTemplate('audio-player', ctx, value, frame, true),
  }),
  content({ name: 'capitalize', summary: 'the text in upper case', maxArgs: 0, apply: (value) => asString(value).toUpperCase() }),
  content({
    name: 'child-image-meta',
    summary: 'child-image-meta [N]: image data attributes of the Nth (default first) of the value\'s "items"',
    maxArgs: 1,
    validate: wholeNumbers,
    apply(value, args, ctx, frame) {
      const index = args.length === 0 ? 0 : intOf(args[0]!);
      const items = getMember(value, 'items');
      return imageMeta(ctx, frame, Array.isArray(items) ? items[index] : undefined);
    },
  }),
  content({
    name: 'color-weight',
    summary: 'light or dark for a hex colour (#rgb or #rrggbb)',
    maxArgs: 0,
    apply(value) {
      const color = hexColor(asString(value));
      if (color === -1) return undefined;
      return color > CONTENT_LIMITS.colorWeightThreshold ? 'light' : 'dark';
    },
  }),
  content({
    name: 'cover-image-meta',
    summary: 'image data attributes of the value\'s "coverImage"',
    maxArgs: 0,
    apply: (value, _a, ctx, frame) => imageMeta(ctx, frame, getMember(value, 'coverImage')),
  }),
  content({ name: 'height', summary: 'the height of a WxH size', maxArgs: 0, apply: dimension(1) }),
  content({
    name: 'humanizeDuration',
    summary: 'milliseconds as M:SS',
    maxArgs: 0,
    apply(value) {
      const seconds = (asNumber(value) / 1000) | 0;
      const minutes = (seconds / 60) | 0;
      return `${minutes}:${String(seconds - minutes * 60).padStart(2, '0')}`;
    },
  }),
  content({ name: 'image', summary: 'image [CLASS]: lazily loaded image markup (class default thumb-image)', maxArgs: 1, apply: image }),
  content({
    name: 'image-color',
    summary: 'image-color [POSITION [PROPERTY]]: the average colour of a region, or data-color attributes of all five',
    maxArgs: 2,
    apply: imageColor,
  }),
  content({
    name: 'image-meta',
    summary: 'the data attributes of a lazily loaded image',
    maxArgs: 0,
    apply: (value, _a, ctx, frame) => imageMeta(ctx, frame, value),
  }),
  content({ name: 'image-srcset', summary: 'a srcset attribute from the image\'s width variants', maxArgs: 0, apply: imageSrcset }),
  content({
    name: 'item-classes',
    summary: 'the CSS classes of a content item (categories, tags, author, type, index, sale state)',
    maxArgs: 0,
    apply: (value, _a, ctx, frame) => itemClasses(value, ctx, frame),
  }),
  content({
    name: 'resizedHeightForWidth',
    summary: 'resizedHeightForWidth W: the height of a WxH size scaled to width W',
    ...NUMBER_ARG,
    apply: (value, args) => resize(value, false, intOf(args[0]!)),
  }),
  content({
    name: 'resizedWidthForHeight',
    summary: 'resizedWidthForHeight H: the width of a WxH size scaled to height H',
    ...NUMBER_ARG,
    apply: (value, args) => resize(value, true, intOf(args[0]!)),
  }),
  content({
    name: 'squarespaceThumbnailForHeight',
    summary: 'squarespaceThumbnailForHeight H: the image variant (e.g. 300w) for a WxH size shown H high',
    ...NUMBER_ARG,
    apply(value, args) {
      const width = resize(value, true, intOf(args[0]!));
      return typeof width === 'number' ? thumbnailForWidth(width) : width;
    },
  }),
  content({
    name: 'squarespaceThumbnailForWidth',
    summary: 'squarespaceThumbnailForWidth W: the image variant (e.g. 300w) for width W',
    ...NUMBER_ARG,
    apply: (_value, args) => thumbnailForWidth(intOf(args[0]!)),
  }),
  content({
    name: 'timesince',
    summary: 'an epoch-ms date as relative time ("about a day ago") in a timesince span',
    maxArgs: 0,
    apply: (value, _a, ctx) => timeSince(value, ctx),
  }),
  content({
    name: 'video',
    summary: 'video [load-false] [color-data]: video wrapper markup from oembed data',
    maxArgs: 2,
    validate: (args) => {
      const bad = args.find((a) => a !== 'load-false' && a !== 'color-data');
      return bad === undefined ? null : `'${bad}' is not load-false or color-data`;
    },
    apply: (value, args) => video(value, args),
  }),
  content({ name: 'website-color', summary: 'hue/saturation/lightness[/alpha] as a CSS hsl() or hsla()', maxArgs: 0, apply: websiteColor }),
  content({ name: 'width', summary: 'the width of a WxH size', maxArgs: 0, apply: dimension(0) }),
];
