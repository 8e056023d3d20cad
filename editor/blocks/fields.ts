/** Small readers the content blocks' rules share: a text with its limit, a whole number in a range, a media address. */
import { isSiteOrWebAddress } from '../web-address.js';

export const propsOf = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** A text prop, trimmed; its message when it is longer than `max` (or empty while `needed` says so). */
export function textProp(props: Record<string, unknown>, key: string, max: number, tooLong: string, messages: string[], needed?: string): string {
  const raw = props[key];
  const v = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  if (v === '' && needed) messages.push(needed);
  if (v.length > max) messages.push(tooLong);
  return v;
}

/** A whole number from min to max; a missing one is the default. */
export function wholeNumber(raw: unknown, min: number, max: number, fallback: number, message: string, messages: string[]): number {
  if (raw === undefined || raw === '') return fallback;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    messages.push(message);
    return fallback;
  }
  return n;
}

/** A path of this site or an https:// address (http:// would be mixed content on the shop's https pages). */
export const isMediaAddress = (v: string): boolean => isSiteOrWebAddress(v) && !/^http:/i.test(v);

/** Whether an address's path ends with one of the extensions (its query and fragment aside). */
export function hasExtension(address: string, extensions: readonly string[]): boolean {
  const path = address.split(/[?#]/)[0]!.toLowerCase();
  return extensions.some((e) => path.endsWith(e));
}

/** A collection's url id or an item's id as the blocks name them. */
export const isReference = (v: string): boolean => /^[A-Za-z0-9_-][A-Za-z0-9_/-]{0,99}$/.test(v);

/** Paragraphs of a plain text for a block template: blank lines part them; single line breaks stay, as `lines`. */
export const paragraphsOf = (text: string): { lines: string[] }[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => ({ lines: p.split('\n').map((l) => l.trim()) }));
