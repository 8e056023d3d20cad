/**
 * The colour panel's rule (SPEC section 5, Colours): 3- and 6-digit hex,
 * rgb, rgba, percent rgb, hsl, hsla, hwb, keywords and transparent. rgb
 * with an alpha, or rgba without one, is refused; rgb channels clamp to
 * 0-255 and alpha to 0-1; HSL bounds give the SPEC's messages, every one
 * that applies. An accepted colour comes back in one normal form, which is
 * what the stylesheet gets. Pure: the editor app and the server share it.
 */
import { COLOUR_KEYWORDS } from './colour-keywords.js';

/** Hue bound of hsl and hwb, in degrees. */
export const MAX_HUE = 360;
/** rgb channel bound. */
export const MAX_CHANNEL = 255;
/** Characters of a colour value the rule reads at most. */
export const MAX_COLOUR_CHARS = 100;

export const COLOUR_MESSAGES = {
  // SPEC section 5, Colours.
  hue: 'Hue out of bounds.',
  saturation: 'Saturation out of bounds.',
  lightness: 'Lightness out of bounds.',
  alpha: 'Alpha out of bounds.',
  missingHsl: 'Missing an H/S/L value.',
} as const;

/** SPEC section 5, editor catalogue: the message of a value that is no colour form at all. */
export const notAnOption = (val: string): string => `${val} is not one of the expected options`;

export type ColourResult = { ok: true; value: string } | { ok: false; messages: string[] };

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/;
const FUNCTION = /^(rgba?|hsla?|hwb)\((.*)\)$/;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
/** Up to 3 fraction digits, trailing zeros dropped. */
const short = (n: number) => String(parseFloat(n.toFixed(3)));

/** A number, or a percentage as its fraction of 1; null for anything else. */
function amount(part: string): { n: number; percent: boolean } | null {
  const percent = part.endsWith('%');
  const text = percent ? part.slice(0, -1) : part;
  if (!NUMBER.test(text)) return null;
  return { n: percent ? Number(text) / 100 : Number(text), percent };
}

function hue(part: string): number | null {
  const text = part.endsWith('deg') ? part.slice(0, -3) : part;
  return NUMBER.test(text) ? Number(text) : null;
}

/** Arguments split on commas, spaces and the slash before an alpha. */
function argsOf(inner: string): string[] {
  return inner.trim().split(/\s*[,/]\s*|\s+/).filter((p) => p !== '');
}

function rgb(name: string, parts: string[], original: string): ColourResult {
  const wantsAlpha = name === 'rgba';
  if (parts.length !== (wantsAlpha ? 4 : 3)) return { ok: false, messages: [notAnOption(original)] };
  const channels: number[] = [];
  for (const p of parts.slice(0, 3)) {
    const a = amount(p);
    if (a === null) return { ok: false, messages: [notAnOption(original)] };
    channels.push(Math.round(clamp(a.percent ? a.n * MAX_CHANNEL : a.n, 0, MAX_CHANNEL)));
  }
  if (!wantsAlpha) return { ok: true, value: `rgb(${channels.join(', ')})` };
  const alpha = amount(parts[3]!);
  if (alpha === null) return { ok: false, messages: [notAnOption(original)] };
  return { ok: true, value: `rgba(${channels.join(', ')}, ${short(clamp(alpha.n, 0, 1))})` };
}

function hsl(parts: string[], original: string): ColourResult {
  if (parts.length < 3) return { ok: false, messages: [COLOUR_MESSAGES.missingHsl] };
  if (parts.length > 4) return { ok: false, messages: [notAnOption(original)] };
  const h = hue(parts[0]!);
  const [s, l] = [amount(parts[1]!), amount(parts[2]!)];
  const a = parts[3] === undefined ? undefined : amount(parts[3]);
  if (h === null || s === null || l === null || a === null) return { ok: false, messages: [notAnOption(original)] };
  const messages: string[] = [];
  if (h < 0 || h > MAX_HUE) messages.push(COLOUR_MESSAGES.hue);
  if (s.n < 0 || s.n > 1) messages.push(COLOUR_MESSAGES.saturation);
  if (l.n < 0 || l.n > 1) messages.push(COLOUR_MESSAGES.lightness);
  if (a !== undefined && (a.n < 0 || a.n > 1)) messages.push(COLOUR_MESSAGES.alpha);
  if (messages.length) return { ok: false, messages };
  const body = `${short(h)}, ${short(s.n * 100)}%, ${short(l.n * 100)}%`;
  return { ok: true, value: a === undefined ? `hsl(${body})` : `hsla(${body}, ${short(a.n)})` };
}

function hwb(parts: string[], original: string): ColourResult {
  const h = parts[0] === undefined ? null : hue(parts[0]);
  const [w, b] = [parts[1] === undefined ? null : amount(parts[1]), parts[2] === undefined ? null : amount(parts[2])];
  const a = parts[3] === undefined ? undefined : amount(parts[3]);
  if (parts.length < 3 || parts.length > 4 || h === null || w === null || b === null || a === null) return { ok: false, messages: [notAnOption(original)] };
  if (h < 0 || h > MAX_HUE) return { ok: false, messages: [COLOUR_MESSAGES.hue] };
  const pc = (x: { n: number; percent: boolean }) => short(clamp(x.percent ? x.n : x.n / 100, 0, 1) * 100);
  const alpha = a === undefined ? '' : ` / ${short(clamp(a.n, 0, 1))}`;
  return { ok: true, value: `hwb(${short(h)} ${pc(w)}% ${pc(b)}%${alpha})` };
}

/** Checks a colour the owner typed; an accepted one comes back in normal form. */
export function checkColour(input: string): ColourResult {
  const original = input.trim();
  if (original === '' || original.length > MAX_COLOUR_CHARS) return { ok: false, messages: [notAnOption(original.slice(0, MAX_COLOUR_CHARS))] };
  const v = original.toLowerCase();
  if (v === 'transparent' || COLOUR_KEYWORDS.has(v)) return { ok: true, value: v };
  if (v.startsWith('#')) return HEX.test(v) ? { ok: true, value: v } : { ok: false, messages: [notAnOption(original)] };
  const m = FUNCTION.exec(v);
  if (!m) return { ok: false, messages: [notAnOption(original)] };
  const parts = argsOf(m[2]!);
  if (m[1] === 'rgb' || m[1] === 'rgba') return rgb(m[1], parts, original);
  if (m[1] === 'hwb') return hwb(parts, original);
  return hsl(parts, original);
}
