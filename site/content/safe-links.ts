/**
 * Link fields of the content (a button block's link, a gallery image's
 * clickthrough URL, a social profile, ...): only http(s), mailto, tel and
 * relative URLs are rendered; any other scheme (javascript:, data:,
 * vbscript:, ...) becomes `#` with a warning, so a link can never run
 * script on click. Site owner HTML in body fields is trusted and left alone.
 */
import type { DiagnosticList } from '../diagnostics.js';

/** Schemes a rendered link may have (lower case, with the colon). */
export const SAFE_LINK_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** What an unsafe link renders as. */
export const UNSAFE_LINK_REPLACEMENT = '#';
/** Keys of content values that hold a link: `...Url`, `...Link`, `href`, `url`, `link`. */
const LINK_KEY = /(?:url|link|href)$/i;
/** Nesting walked at most (content deeper than this is not rendered anyway). */
const MAX_WALK_DEPTH = 64;

/**
 * Whether a URL is safe to render as a link. Browsers drop tabs and line
 * breaks anywhere and leading spaces and control characters before they
 * read the scheme, so the check does the same first.
 */
export function isSafeLink(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  const normalised = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(normalised);
  if (!scheme) return true; // relative: a path, a query, a fragment, or //host (same scheme)
  return SAFE_LINK_SCHEMES.has(`${scheme[1]!.toLowerCase()}:`);
}

/** The URL itself when safe, else `#`. */
export function safeLink(url: string): string {
  return isSafeLink(url) ? url : UNSAFE_LINK_REPLACEMENT;
}

/**
 * Replaces every unsafe link value in the content, in place, with `#`
 * and reports each as a LINK_UNSAFE warning naming its JSON path.
 */
export function sanitizeLinks(value: unknown, file: string, diags: DiagnosticList, path = '', depth = 0): void {
  if (depth > MAX_WALK_DEPTH || value === null || typeof value !== 'object') return;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, v] of entries) {
    const here = typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    if (typeof v === 'string' && typeof key === 'string' && LINK_KEY.test(key) && !isSafeLink(v)) {
      (value as Record<string, unknown>)[key] = UNSAFE_LINK_REPLACEMENT;
      diags.warn('LINK_UNSAFE', file, 1, 1, `${here}: only http(s), mailto, tel and relative links are rendered; this one renders as #`);
    } else if (v !== null && typeof v === 'object') {
      sanitizeLinks(v, file, diags, here, depth + 1);
    }
  }
}
