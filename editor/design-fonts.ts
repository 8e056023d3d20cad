/**
 * The fonts panel's rule: each font tweak of the theme is set by family,
 * size, weight and letter spacing. The SPEC names the panel (section 2)
 * and its load messages (section 8) but not its options, so these ranges
 * are Vitrine's; a value outside them is refused with a message per field.
 * Families are system font stacks: the sites' CSP loads no remote fonts.
 * Pure: the editor app and the server share it.
 */
import { notAnOption } from './colour.js';

/** The families offered, by key; `theme` keeps the theme's own family. */
export const FONT_FAMILIES = {
  theme: { label: 'Theme font', stack: '' },
  georgia: { label: 'Georgia', stack: 'Georgia, "Times New Roman", serif' },
  palatino: { label: 'Palatino', stack: '"Palatino Linotype", Palatino, "Book Antiqua", serif' },
  helvetica: { label: 'Helvetica', stack: '"Helvetica Neue", Helvetica, Arial, sans-serif' },
  system: { label: 'System UI', stack: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  verdana: { label: 'Verdana', stack: 'Verdana, Geneva, sans-serif' },
  trebuchet: { label: 'Trebuchet', stack: '"Trebuchet MS", Tahoma, sans-serif' },
  courier: { label: 'Courier', stack: '"Courier New", Courier, monospace' },
} as const;
export type FontFamilyKey = keyof typeof FONT_FAMILIES;

export const FONT_SIZE_MIN_PX = 10;
export const FONT_SIZE_MAX_PX = 96;
export const FONT_WEIGHTS = [300, 400, 500, 600, 700, 800] as const;
export const LETTER_SPACING_MIN_EM = -0.1;
export const LETTER_SPACING_MAX_EM = 0.5;
/** What a font reads as when its declarations give no size or weight. */
export const DEFAULT_FONT_SIZE_PX = 16;
export const DEFAULT_FONT_WEIGHT = 400;
/** Fraction digits kept of a letter spacing. */
export const LETTER_SPACING_DIGITS = 2;

export const FONT_MESSAGES = {
  size: `Font size must be a whole number from ${FONT_SIZE_MIN_PX} to ${FONT_SIZE_MAX_PX}.`,
  letterSpacing: `Letter spacing must be a number from ${LETTER_SPACING_MIN_EM} to ${LETTER_SPACING_MAX_EM}.`,
} as const;

export interface FontSetting {
  family: FontFamilyKey;
  /** px */
  size: number;
  weight: number;
  /** em */
  letterSpacing: number;
}

export type FontField = keyof FontSetting;
export type FontCheck = { ok: true; value: FontSetting; declarations: Record<string, string> } | { ok: false; problems: { field: FontField; message: string }[] };

const numberOf = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);

/** Checks a font setting as the panel or the API sends it; the declarations are what the stylesheet gets. */
export function checkFont(input: Partial<Record<FontField, unknown>>): FontCheck {
  const problems: { field: FontField; message: string }[] = [];
  const family = String(input.family ?? '');
  if (!Object.hasOwn(FONT_FAMILIES, family)) problems.push({ field: 'family', message: notAnOption(family) });
  const size = numberOf(input.size);
  if (!Number.isInteger(size) || size < FONT_SIZE_MIN_PX || size > FONT_SIZE_MAX_PX) problems.push({ field: 'size', message: FONT_MESSAGES.size });
  const weight = numberOf(input.weight);
  if (!FONT_WEIGHTS.includes(weight as 400)) problems.push({ field: 'weight', message: notAnOption(String(input.weight ?? '')) });
  const spacing = numberOf(input.letterSpacing);
  if (!Number.isFinite(spacing) || spacing < LETTER_SPACING_MIN_EM || spacing > LETTER_SPACING_MAX_EM) problems.push({ field: 'letterSpacing', message: FONT_MESSAGES.letterSpacing });
  if (problems.length) return { ok: false, problems };
  const value: FontSetting = { family: family as FontFamilyKey, size, weight, letterSpacing: Number(spacing.toFixed(LETTER_SPACING_DIGITS)) };
  return { ok: true, value, declarations: fontDeclarations(value) };
}

/** The CSS declarations of a setting; the theme family leaves the mixin's own font-family. */
export function fontDeclarations(f: FontSetting): Record<string, string> {
  const stack = FONT_FAMILIES[f.family].stack;
  return { ...(stack ? { 'font-family': stack } : {}), 'font-size': `${f.size}px`, 'font-weight': String(f.weight), 'letter-spacing': `${f.letterSpacing}em` };
}

/**
 * A font tweak's effective declarations read back as a setting: a family
 * stack the panel offers by its key, any other as the theme's; sizes and
 * spacings in other units fall back to the panel's defaults.
 */
export function fontFromDeclarations(d: Record<string, string>): FontSetting {
  const stack = (d['font-family'] ?? '').trim();
  const family = (Object.keys(FONT_FAMILIES) as FontFamilyKey[]).find((k) => k !== 'theme' && FONT_FAMILIES[k].stack === stack) ?? 'theme';
  const px = /^(\d+(?:\.\d+)?)px$/.exec((d['font-size'] ?? '').trim());
  const em = /^(-?\d*\.?\d+)(em|px)?$/.exec((d['letter-spacing'] ?? '').trim());
  const weight = Number(d['font-weight']);
  return {
    family,
    size: px ? Math.round(Number(px[1])) : DEFAULT_FONT_SIZE_PX,
    weight: FONT_WEIGHTS.includes(weight as 400) ? weight : DEFAULT_FONT_WEIGHT,
    // A px spacing is kept only when it is 0 (the usual "0px"); em is the panel's unit.
    letterSpacing: em && (em[2] !== 'px' || Number(em[1]) === 0) ? Number(em[1]) : 0,
  };
}
