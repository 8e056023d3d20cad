/**
 * Interpolation of the commerce captions and localized strings: `{name}` is
 * replaced by the named argument; a placeholder without an argument stays
 * as written. (The full message syntax with plural and select lives in the
 * i18n family; the commerce texts only use plain placeholders.)
 */
export function interpolate(pattern: string, args: Readonly<Record<string, string>>): string {
  if (!pattern.includes('{')) return pattern;
  const parts = partsOf(pattern);
  let out = parts[0]!;
  for (let i = 1; i < parts.length; i += 3) {
    const name = parts[i]!;
    out += (hasOwn.call(args, name) ? args[name]! : parts[i + 1]!) + parts[i + 2]!;
  }
  return out;
}

const hasOwn = Object.prototype.hasOwnProperty;
const PLACEHOLDER = /\{\s*([A-Za-z_][\w-]*)\s*\}/g;
/** Patterns split so far: the same captions come back on every product. */
const SPLIT = new Map<string, string[]>();
const MAX_SPLIT_PATTERNS = 512;

/** A pattern as [text, name, placeholder as written, text, name, placeholder, ..., text]. */
function partsOf(pattern: string): string[] {
  let parts = SPLIT.get(pattern);
  if (parts !== undefined) return parts;
  parts = [];
  let last = 0;
  for (const m of pattern.matchAll(PLACEHOLDER)) {
    parts.push(pattern.slice(last, m.index), m[1]!, m[0]);
    last = m.index + m[0].length;
  }
  parts.push(pattern.slice(last));
  if (SPLIT.size >= MAX_SPLIT_PATTERNS) SPLIT.clear();
  SPLIT.set(pattern, parts);
  return parts;
}
