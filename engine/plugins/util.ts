/** Helpers shared by plugin families. */
import { parseJson } from '../syntax/json.js';
import { splitPath } from '../syntax/patterns.js';
import type { Frame } from '../runtime/frame.js';
import type { RenderContext } from '../runtime/context.js';

const JSON_START = /^(?:[-\d"[{]|true$|false$|null$)/;
/** A JSON string with nothing to unescape: its text between the quotes. */
const PLAIN_JSON_STRING = /^"[^"\\\u0000-\u001f]*"$/;
/** An argument that is not a JSON literal: a variable path, split once. */
class PathArg {
  constructor(readonly path: ReturnType<typeof splitPath>) {}
}
/** Arguments read so far: a template's arguments repeat on every render. */
const ARG_CACHE = new Map<string, unknown>();
/** Distinct arguments remembered at most (the cache is cleared past it). */
const MAX_CACHED_ARGS = 4096;

/** What an argument reads as: its JSON value (shared: never mutate it) or a PathArg. */
function readArg(arg: string): unknown {
  let v = ARG_CACHE.get(arg);
  if (v !== undefined || ARG_CACHE.has(arg)) return v;
  v = undefined;
  // The usual literals (a number as JavaScript prints it, a string without escapes) without the JSON reader, which a first render would compile for them.
  const n = Number(arg);
  if (Number.isFinite(n) && String(n) === arg) v = n;
  else if (PLAIN_JSON_STRING.test(arg)) v = arg.slice(1, -1);
  else if (JSON_START.test(arg)) {
    const r = parseJson(arg);
    if (r.ok) v = r.value;
  }
  if (v === undefined) v = new PathArg(splitPath(arg));
  if (ARG_CACHE.size >= MAX_CACHED_ARGS) ARG_CACHE.clear();
  ARG_CACHE.set(arg, v);
  return v;
}

/** An argument read once: a function giving its value in a scope (a JSON literal's is fixed). */
export function argReader(arg: string): (ctx: RenderContext, frame: Frame) => unknown {
  const v = readArg(arg);
  if (!(v instanceof PathArg)) return () => v;
  const path = v.path;
  // A list's position, asked of each item (`{.equal? @index 1}`): the item's own frame holds it.
  if (path.length === 1 && path[0] === '@index') return (ctx, frame) => (frame.index !== -1 ? frame.index + 1 : ctx.resolve(frame, path));
  return (ctx, frame) => ctx.resolve(frame, path);
}

/** A predicate argument: a JSON literal when it reads as one, else a variable path. */
export function resolveArg(arg: string, ctx: RenderContext, frame: Frame): unknown {
  const v = readArg(arg);
  return v instanceof PathArg ? ctx.resolve(frame, v.path) : v;
}

const HTML_TEST = /[&<>]/;
const HTML_ATTR_TEST = /[&<>"]/;

/**
 * Replacements by character code (& < > and, for attributes, "): one scan
 * copying the runs between them. A replace() with a callback costs a call
 * per match, which JSON in an attribute (quotes everywhere) makes many.
 */
function escapeFrom(s: string, quote: boolean): string {
  let out = '';
  let last = 0;
  for (let i = 0; i < s.length; i++) {
    let r: string;
    switch (s.charCodeAt(i)) {
      case 38:
        r = '&amp;';
        break;
      case 60:
        r = '&lt;';
        break;
      case 62:
        r = '&gt;';
        break;
      case 34:
        if (!quote) continue;
        r = '&quot;';
        break;
      default:
        continue;
    }
    if (i > last) out += s.slice(last, i);
    out += r;
    last = i + 1;
  }
  return last < s.length ? out + s.slice(last) : out;
}

/** Most text needs no escaping: test first (a native scan), escape only when needed. */
export function escapeHtml(s: string): string {
  return HTML_TEST.test(s) ? escapeFrom(s, false) : s;
}

export function escapeAttr(s: string): string {
  return HTML_ATTR_TEST.test(s) ? escapeFrom(s, true) : s;
}

/** `</` cannot close a script element when JSON is embedded in one. */
export function escapeScriptTags(s: string): string {
  return s.includes('</') ? s.replace(/<\//g, '<\\/') : s;
}

const SPACE = /\s/;

/**
 * Letters, digits and hyphens kept (letters lowered), each run of
 * whitespace one hyphen, the rest dropped (a dropped character does not
 * split a run): the platform's two replaces and a lowering, in one pass
 * that copies nothing when the text is already a slug.
 */
export function slugify(s: string): string {
  let out = '';
  let kept = 0;
  let space = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45) {
      space = false;
      continue;
    }
    // Not a slug's character: the text before it is kept as it is.
    out += s.slice(kept, i);
    kept = i + 1;
    if (c >= 65 && c <= 90) {
      out += String.fromCharCode(c + 32);
      space = false;
    } else if (c === 32 || (c >= 9 && c <= 13) || (c > 127 && SPACE.test(s[i]!))) {
      if (!space) out += '-';
      space = true;
    }
  }
  return kept === 0 ? s : out + s.slice(kept);
}

/** Cuts at the last whitespace before `max` and appends the ellipsis. */
export function truncate(s: string, max: number, ellipsis: string): string {
  if (s.length <= max) return s;
  let end = max;
  for (let i = max - 1; i >= 0; i--) {
    if (/[ \n\t\u000b\r\f]/.test(s[i]!)) {
      end = i + 1;
      break;
    }
  }
  return s.slice(0, end) + ellipsis;
}
