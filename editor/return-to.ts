/**
 * The one rule for where a visitor may be sent back to after signing in,
 * signing up, unlocking or posting a form (`returnTo`), shared by the
 * server's routes and the browser's islands: a path of this site.
 *
 * Refused: anything not starting with one `/`; `//` and `/\` (another host
 * to a browser); any control character, raw or percent-encoded (browsers
 * strip a tab or a newline from a URL, so `/\t/evil.example` becomes
 * `//evil.example`); a backslash anywhere; an encoded slash or backslash
 * right after the first `/`; anything that does not resolve to this origin.
 */

/** A fixed origin to resolve against: only equality with it matters. */
const SITE_ORIGIN = 'http://site.invalid';
/** Raw C0 controls, DEL, and the C1 range; also the Unicode line and paragraph separators. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** Percent-encoded controls (%00-%1F, %7F). */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/i;
/** `/%2f…` and `/%5c…`: decoded once more by some proxy or framework, another host. */
const ENCODED_SLASH_START = /^\/%(?:2f|5c)/i;
/** Longest path accepted (the forms' own fields allow 2000). */
export const MAX_RETURN_PATH_LENGTH = 2000;

/** Whether `value` holds a control character, raw or percent-encoded. */
export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value) || ENCODED_CONTROL.test(value);
}

/** `value` when it is a path of this site (its query and hash kept), else undefined. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH) return undefined;
  if (value[0] !== '/' || value[1] === '/' || value.includes('\\')) return undefined;
  if (hasControlCharacter(value) || ENCODED_SLASH_START.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, SITE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== SITE_ORIGIN) return undefined;
  // `/.//evil.example` resolves to the path `//evil.example`, which a browser reads as another host.
  if (url.pathname.startsWith('//')) return undefined;
  return value;
}
