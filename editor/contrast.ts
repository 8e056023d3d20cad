/**
 * Contrast of a text colour on a background (WCAG 2.x): the theme's pairs
 * of colour tweaks whose text must stay readable, and the AA rule for body
 * text, 4.5:1. Colours come in the colour rule's normal form (colour.ts):
 * hex, rgb(), hsl(), hwb(), or a keyword; a colour this cannot read (a
 * keyword other than black and white, or a translucent one) is not judged.
 * Pure: shared by the colour panel and the server.
 */

/** WCAG AA for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** Colour tweaks read as text (first) over a background (second). */
export const CONTRAST_PAIRS: readonly (readonly [string, string])[] = [
  ['text-color', 'background-color'],
  ['accent-color', 'background-color'],
];

export const CONTRAST_MESSAGES = {
  tooLow: 'These colours are too close to read: text needs a contrast of at least {min}:1 with its background, and this pair has {ratio}:1.',
} as const;

type Rgb = [number, number, number];

const KEYWORD_RGB: Readonly<Record<string, Rgb>> = { black: [0, 0, 0], white: [255, 255, 255] };

function hslToRgb(h: number, s: number, l: number): Rgb {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** A colour as sRGB channels 0-255, or null when it cannot be judged. */
export function rgbOf(colour: string): Rgb | null {
  const v = colour.trim().toLowerCase();
  if (KEYWORD_RGB[v]) return KEYWORD_RGB[v]!;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(v);
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
  }
  const fn = /^(rgba?|hsla?|hwb)\((.*)\)$/.exec(v);
  if (!fn) return null;
  const parts = fn[2]!.split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3) return null;
  // A translucent colour shows what is under it: not judged.
  if (parts[3] !== undefined && parseFloat(parts[3]) * (parts[3].endsWith('%') ? 0.01 : 1) < 1) return null;
  const num = (p: string, full: number) => (p.endsWith('%') ? (parseFloat(p) / 100) * full : parseFloat(p));
  const nums = parts.slice(0, 3);
  if (fn[1]!.startsWith('rgb')) return nums.map((p) => num(p, 255)) as Rgb;
  const h = parseFloat(nums[0]!);
  const a = num(nums[1]!, 1) > 1 ? num(nums[1]!, 1) / 100 : num(nums[1]!, 1);
  const b = num(nums[2]!, 1) > 1 ? num(nums[2]!, 1) / 100 : num(nums[2]!, 1);
  if (fn[1]!.startsWith('hsl')) return hslToRgb(h, a, b);
  // hwb: white and black past 100 % together scale down to a grey.
  const sum = a + b;
  if (sum >= 1) return [(a / sum) * 255, (a / sum) * 255, (a / sum) * 255];
  return hslToRgb(h, 1, 0.5).map((c) => c * (1 - a - b) + a * 255) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = Math.min(255, Math.max(0, c)) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two colours (1 to 21), or null when one cannot be judged. */
export function contrastRatio(a: string, b: string): number | null {
  const x = rgbOf(a);
  const y = rgbOf(b);
  if (!x || !y) return null;
  const [l1, l2] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** The messages of setting `key` to `value` with the other colours as they are; empty when every pair it is in stays readable. */
export function contrastProblems(key: string, value: string, colours: Readonly<Record<string, string>>): string[] {
  const out: string[] = [];
  for (const [text, background] of CONTRAST_PAIRS) {
    if (key !== text && key !== background) continue;
    const t = key === text ? value : colours[text];
    const bg = key === background ? value : colours[background];
    if (t === undefined || bg === undefined) continue;
    const ratio = contrastRatio(t, bg);
    // Shown rounded down, so a pair just under the rule never reads as 4.5.
    if (ratio !== null && ratio < MIN_TEXT_CONTRAST) out.push(CONTRAST_MESSAGES.tooLow.replace('{min}', String(MIN_TEXT_CONTRAST)).replace('{ratio}', (Math.floor(ratio * 100) / 100).toFixed(2)));
  }
  return [...new Set(out)];
}
