/**
 * The gallery options panel's rules (SPEC sections 3, 4 and 5): every
 * design and option, each option's kind, range and default, and the
 * conditional ones. Pure: the panel and the server check a gallery block's
 * options with the same table.
 */
import { GALLERY_ACTIVE_ALIGNMENTS, GALLERY_DESIGNS, GALLERY_META_POSITIONS } from '../engine/content/enums.js';

export { GALLERY_DESIGNS };
export type GalleryDesign = (typeof GALLERY_DESIGNS)[number];

/** SPEC section 5 defaults: design grid, aspect ratio square, lightbox theme dark. */
export const DEFAULT_GALLERY_DESIGN: GalleryDesign = 'grid';

/** Aspect ratios a gallery crops to (the SPEC names only the default, square); width:height. */
export const GALLERY_ASPECT_RATIOS = ['square', '4:3', '3:2', '16:9', '2:1', '3:4', '2:3'] as const;

/**
 * SPEC section 9: the default slider aspect ratio is 50, a slide's height
 * as a percentage of its width. A gallery of the slider design whose
 * aspect ratio is not given gets the ratio that says it (2:1), not the
 * other designs' square; the slider template falls back to it too.
 */
export const DEFAULT_SLIDER_ASPECT_RATIO = 50;
export const SLIDER_ASPECT_RATIO = '2:1';

/** A width:height ratio as the height's percentage of the width ('2:1' is 50); square is 100. */
export function heightPercent(ratio: string): number {
  if (ratio === 'square') return 100;
  const [w, h] = ratio.split(':').map(Number);
  return w && h ? (h / w) * 100 : 100;
}
export const GALLERY_LIGHTBOX_THEMES = ['dark', 'light'] as const;

type Range = { kind: 'range'; min: number; max: number; default: number };
type Toggle = { kind: 'boolean'; default: boolean };
type Choice = { kind: 'select'; values: readonly string[]; default: string };
export type GalleryOptionRule = Range | Toggle | Choice;

const range = (min: number, max: number, def: number): Range => ({ kind: 'range', min, max, default: def });
const toggle = (def: boolean): Toggle => ({ kind: 'boolean', default: def });
const choice = (values: readonly string[], def: string): Choice => ({ kind: 'select', values, default: def });

/**
 * Every option of SPEC section 3, in its order. Ranges and the three
 * stated defaults are SPEC section 5's; the other defaults are Vitrine's.
 */
export const GALLERY_OPTIONS = {
  autoplay: toggle(false),
  'autoplay-duration': range(1, 10, 5),
  controls: toggle(true),
  'auto-crop': toggle(true),
  'aspect-ratio': choice(GALLERY_ASPECT_RATIOS, 'square'),
  'square-thumbs': toggle(false),
  thumbnails: toggle(false),
  'thumbnail-strip-height': range(0, 200, 80),
  'thumbnail-strip-margin': range(0, 60, 20),
  'show-meta': toggle(false),
  'show-meta-basic': toggle(false),
  'show-meta-only-title': toggle(false),
  'meta-position': choice(GALLERY_META_POSITIONS, 'bottom'),
  'show-meta-on-hover': toggle(false),
  'active-alignment': choice(GALLERY_ACTIVE_ALIGNMENTS, 'center'),
  'thumbnails-per-row': range(1, 10, 4),
  padding: range(0, 50, 20),
  lightbox: toggle(false),
  lightboxTheme: choice(GALLERY_LIGHTBOX_THEMES, 'dark'),
  'max-width': range(100, 300, 300),
  newWindow: toggle(false),
  transparentBackground: toggle(false),
} as const satisfies Record<string, GalleryOptionRule>;

export type GalleryOptionName = keyof typeof GALLERY_OPTIONS;
export const GALLERY_OPTION_NAMES = Object.keys(GALLERY_OPTIONS) as GalleryOptionName[];

/** SPEC section 4: an option that applies only while another is on. */
export const GALLERY_OPTION_CONDITIONS: Partial<Record<GalleryOptionName, GalleryOptionName>> = {
  'autoplay-duration': 'autoplay',
  'thumbnail-strip-height': 'thumbnails',
  'thumbnail-strip-margin': 'thumbnails',
  'square-thumbs': 'thumbnails',
};

export type GalleryOptionValues = { [K in GalleryOptionName]: (typeof GALLERY_OPTIONS)[K]['default'] extends boolean ? boolean : (typeof GALLERY_OPTIONS)[K]['default'] extends number ? number : string };

export interface GallerySettings {
  design: GalleryDesign;
  options: GalleryOptionValues;
}

/** SPEC section 5 (editor catalogue), for an unknown option or value. */
export const notAnOption = (val: string): string => `${val} is not one of the expected options`;
/** Vitrine's text for a number outside its range (the SPEC gives the ranges, not a message). */
export const outOfRange = (name: string, rule: Range): string => `${name} must be a whole number from ${rule.min} to ${rule.max}.`;

/** Every option's default for a gallery of `design` (a slider's aspect ratio is the slider default). */
export function defaultGalleryOptions(design: string = DEFAULT_GALLERY_DESIGN): GalleryOptionValues {
  const values = Object.fromEntries(GALLERY_OPTION_NAMES.map((n) => [n, GALLERY_OPTIONS[n].default])) as GalleryOptionValues;
  if (design === 'slider') values['aspect-ratio'] = SLIDER_ASPECT_RATIO;
  return values;
}

export const defaultGallerySettings = (): GallerySettings => ({ design: DEFAULT_GALLERY_DESIGN, options: defaultGalleryOptions() });

/** Whether an option takes effect with these values (its condition, if any, is on). */
export function optionApplies(name: GalleryOptionName, values: Partial<GalleryOptionValues>): boolean {
  const on = GALLERY_OPTION_CONDITIONS[name];
  return on === undefined || values[on] === true;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One option's value, or the message saying why not. */
function checkOption(name: GalleryOptionName, value: unknown): { ok: true; value: boolean | number | string } | { ok: false; message: string } {
  const rule: GalleryOptionRule = GALLERY_OPTIONS[name];
  switch (rule.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? { ok: true, value } : { ok: false, message: notAnOption(String(value)) };
    case 'range':
      return typeof value === 'number' && Number.isInteger(value) && value >= rule.min && value <= rule.max ? { ok: true, value } : { ok: false, message: outOfRange(name, rule) };
    case 'select':
      return typeof value === 'string' && rule.values.includes(value) ? { ok: true, value } : { ok: false, message: notAnOption(String(value)) };
  }
}

/**
 * A gallery's design and options as sent: every option missing gets its
 * default; an unknown design, option or value, or a number out of range,
 * gives its message (all of them, in table order).
 */
export function checkGallerySettings(input: unknown): { ok: true; settings: GallerySettings } | { ok: false; messages: string[] } {
  if (!isObject(input)) return { ok: false, messages: [notAnOption(String(input))] };
  const messages: string[] = [];
  const design = input.design ?? DEFAULT_GALLERY_DESIGN;
  if (typeof design !== 'string' || !(GALLERY_DESIGNS as readonly string[]).includes(design)) messages.push(notAnOption(String(design)));
  const given = input.options ?? {};
  if (!isObject(given)) return { ok: false, messages: [...messages, notAnOption(String(given))] };
  for (const k of Object.keys(given)) if (!(k in GALLERY_OPTIONS)) messages.push(notAnOption(k));
  const options = defaultGalleryOptions(typeof design === 'string' ? design : DEFAULT_GALLERY_DESIGN) as Record<string, boolean | number | string>;
  for (const name of GALLERY_OPTION_NAMES) {
    if (given[name] === undefined) continue;
    const r = checkOption(name, given[name]);
    if (r.ok) options[name] = r.value;
    else messages.push(r.message);
  }
  if (messages.length) return { ok: false, messages };
  return { ok: true, settings: { design: design as GalleryDesign, options: options as GalleryOptionValues } };
}

/** The options as the gallery renders them: those whose condition is off are left out. */
export function effectiveOptions(values: GalleryOptionValues): Partial<GalleryOptionValues> {
  const out: Record<string, unknown> = {};
  for (const name of GALLERY_OPTION_NAMES) if (optionApplies(name, values)) out[name] = values[name];
  return out as Partial<GalleryOptionValues>;
}
