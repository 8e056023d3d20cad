/** The core formatters of the language (the `date` formatter lives with i18n). */
import type { FormatterDef } from './types.js';
import { asNumber, asString, isObject, isTruthy, toJson, typeOf } from '../runtime/values.js';
import { follow } from '../runtime/lookup.js';
import { splitPath } from '../syntax/patterns.js';
import { escapeAttr, escapeHtml, escapeScriptTags, slugify, truncate } from './util.js';
import { LIMITS } from '../limits.js';

const core = (def: Omit<FormatterDef, 'family'>): FormatterDef => ({ family: 'core', ...def });

/**
 * `format` placeholders: `{N}` is replaced by the Nth value (`{}` by the
 * first); any other `{...}` is dropped.
 */
function formatPattern(pattern: string, values: unknown[]): string {
  let out = '';
  let index = -1; // -1 outside braces, -2 skipping a non-numeric placeholder
  for (const ch of pattern) {
    if (index === -2) {
      if (ch === '}') index = -1;
    } else if (index >= 0) {
      if (ch >= '0' && ch <= '9') index = index * 10 + (ch.charCodeAt(0) - 48);
      else if (ch === '}') {
        if (index < values.length) out += asString(values[index]);
        index = -1;
      } else index = -2;
    } else if (ch === '{') index = 0;
    else out += ch;
  }
  return out;
}

/** ASCII codes url-encode keeps: letters, digits and @*_+-./ (1), the others (0). */
const URL_SAFE = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@*_+-./') URL_SAFE[c.charCodeAt(0)] = 1;
const PERCENT = Array.from({ length: 256 }, (_, b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`);
const UTF8 = new TextEncoder();

/** Percent-encodes the UTF-8 bytes of the text, keeping letters, digits and @*_+-./ as they are. */
function urlEncode(s: string): string {
  // ASCII, the common case, by char codes and slices; from the first other character on, by its UTF-8 bytes.
  let out = '';
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 128) {
      if (URL_SAFE[c] === 0) {
        out += s.slice(start, i) + PERCENT[c];
        start = i + 1;
      }
      continue;
    }
    out += s.slice(start, i);
    for (const byte of UTF8.encode(s.slice(i))) out += byte < 128 && URL_SAFE[byte] === 1 ? String.fromCharCode(byte) : PERCENT[byte];
    return out;
  }
  return start === 0 ? s : out + s.slice(start);
}

function isWholeNumber(s: string): boolean {
  return /^-?\d+$/.test(s.trim());
}

export const CORE_FORMATTERS: FormatterDef[] = [
  core({
    name: 'apply',
    summary: 'apply PARTIAL [private] [key=value...]: renders a macro or partial with the value as its scope',
    minArgs: 1,
    requiresArgs: true,
    needsFrame: true,
    apply(value, args, ctx, frame) {
      // No name: the parse already reported it; there is nothing to apply.
      if (args.length === 0) return '';
      let privateScope = false;
      let params: Record<string, string> | null = null;
      for (let i = 1; i < args.length; i++) {
        const arg = args[i]!;
        if (arg === 'private') privateScope = true;
        else {
          const eq = arg.indexOf('=');
          params ??= {};
          if (eq !== -1) params[arg.slice(0, eq)] = arg.slice(eq + 1);
        }
      }
      return ctx.apply(args[0]!, value, frame, privateScope, params);
    },
  }),
  core({
    name: 'count',
    summary: 'number of members of an object, elements of an array or characters of a string',
    maxArgs: 0,
    apply(value) {
      if (typeof value === 'string' || Array.isArray(value)) return value.length;
      return isObject(value) ? Object.keys(value).length : 0;
    },
  }),
  core({
    name: 'cycle',
    summary: 'cycle A B C...: the argument at (value - 1) modulo the number of arguments',
    minArgs: 1,
    requiresArgs: true,
    apply(value, args) {
      let i = (asNumber(value) - 1) % args.length;
      if (i < 0) i += args.length;
      return args[i];
    },
  }),
  core({
    name: 'encode-space',
    summary: 'replaces each whitespace character with &nbsp;',
    maxArgs: 0,
    apply: (value) => asString(value).replace(/\s/g, '&nbsp;'),
  }),
  core({ name: 'encode-uri', summary: 'encodeURI', maxArgs: 0, apply: (value) => encodeURI(asString(value)) }),
  core({
    name: 'encode-uri-component',
    summary: 'encodeURIComponent',
    maxArgs: 0,
    apply: (value) => encodeURIComponent(asString(value)),
  }),
  core({
    name: 'format',
    summary: 'format VAR...: fills {0}, {1}... of the value with the variables',
    needsFrame: true,
    apply(value, args, ctx, frame) {
      const scope = frame.parent ?? frame;
      const values = args.map((a) => {
        const v = ctx.resolve(scope, splitPath(a));
        return v === null || v === undefined ? '' : v;
      });
      return formatPattern(asString(value), values);
    },
  }),
  core({
    name: 'get',
    summary: 'get VAR...: follows the value by the keys the variables hold',
    minArgs: 1,
    needsFrame: true,
    apply(value, args, ctx, frame) {
      let v = value;
      for (const arg of args) {
        const key = ctx.resolve(frame, splitPath(arg));
        if (key === undefined) return undefined;
        const path = Array.isArray(key) ? key : typeOf(key) === 'number' ? [asNumber(key)] : [asString(key)];
        v = follow(v, path as (string | number)[], 0);
        if (v === undefined) return undefined;
      }
      return v;
    },
  }),
  core({ name: 'html', simple: true, escapes: 'html', summary: 'escapes & < >', maxArgs: 0, apply: (value) => escapeHtml(asString(value)) }),
  core({ name: 'htmlattr', simple: true, escapes: 'attr', summary: 'escapes & < > "', maxArgs: 0, apply: (value) => escapeAttr(asString(value)) }),
  core({ name: 'htmltag', simple: true, escapes: 'attr', summary: 'escapes & < > " (as htmlattr)', maxArgs: 0, apply: (value) => escapeAttr(asString(value)) }),
  core({
    name: 'iter',
    summary: 'the 1-based index of the enclosing repeated section',
    maxArgs: 0,
    needsFrame: true,
    apply(_value, _args, ctx, frame) {
      return asString(ctx.resolve(frame, ['@index']));
    },
  }),
  core({
    name: 'json',
    summary: 'the value as JSON, with </ escaped',
    maxArgs: 0,
    apply: (value) => (value === undefined ? '' : escapeScriptTags(toJson(value))),
  }),
  core({
    name: 'json-pretty',
    summary: 'the value as indented JSON, with </ escaped',
    maxArgs: 0,
    apply: (value) => (value === undefined ? '' : escapeScriptTags(toJson(value, '  '))),
  }),
  core({
    name: 'key-by',
    summary: 'key-by PATH: an object of the array elements keyed by the value at PATH',
    minArgs: 1,
    requiresArgs: true,
    maxArgs: 1,
    apply(value, args) {
      const out: Record<string, unknown> = {};
      if (Array.isArray(value) && args[0]) {
        const path = splitPath(args[0]);
        for (const el of value) {
          const key = follow(el, path, 0);
          if (key !== undefined) Object.defineProperty(out, asString(key) || String(key), { value: el, enumerable: true, writable: true, configurable: true });
        }
      }
      return out;
    },
  }),
  core({
    name: 'lookup',
    summary: 'lookup VAR: the variable whose name the variable VAR holds',
    minArgs: 1,
    requiresArgs: true,
    maxArgs: 1,
    needsFrame: true,
    apply(_value, args, ctx, frame) {
      if (!args[0]) return '';
      const ref = ctx.resolve(frame, splitPath(args[0]));
      return ctx.resolve(frame, splitPath(asString(ref)));
    },
  }),
  core({
    name: 'mod',
    summary: 'mod [N]: the value modulo N (default 2)',
    maxArgs: 1,
    validate: (args) => (args[0] !== undefined && !isWholeNumber(args[0]) ? `'${args[0]}' is not a whole number` : null),
    apply(value, args) {
      const d = parseInt(args[0] ?? '', 10) || 2;
      return asNumber(value) % d;
    },
  }),
  core({ name: 'output', summary: 'output WORDS...: the arguments joined by spaces', apply: (_v, args) => args.join(' ') }),
  core({
    name: 'pluralize',
    summary: 'pluralize [SINGULAR] [PLURAL]: the singular text when the value is 1, else the plural (default "s")',
    maxArgs: 2,
    apply(value, args) {
      const singular = args.length >= 2 ? args[0]! : '';
      const plural = args.length === 1 ? args[0]! : args.length >= 2 ? args[1]! : 's';
      return asNumber(value) === 1 ? singular : plural;
    },
  }),
  core({
    name: 'prop',
    summary: 'prop PATH...: follows the value by each path',
    minArgs: 1,
    apply(value, args) {
      let v = value;
      for (const a of args) {
        v = follow(v, splitPath(a), 0);
        if (v === undefined) break;
      }
      return v;
    },
  }),
  core({ name: 'raw', summary: 'the value as JSON, unescaped', maxArgs: 0, apply: (value) => toJson(value) }),
  core({ name: 'round', summary: 'rounds to the nearest whole number', maxArgs: 0, apply: (value) => Math.round(asNumber(value)) }),
  core({
    name: 'safe',
    summary: 'removes HTML tags',
    maxArgs: 0,
    apply: (value) => (isTruthy(value) ? asString(value).replace(/<[^>]*?>/g, '') : value),
  }),
  core({ name: 'slugify', summary: 'a URL slug of the text', maxArgs: 0, apply: (value) => slugify(asString(value)) }),
  core({
    name: 'smartypants',
    summary: 'typographic quotes and dashes',
    maxArgs: 0,
    apply(value) {
      return asString(value)
        .replace(/(^|[-\u2014\\s(["])'/gm, '$1\u2018')
        .replace(/'/g, '\u2019')
        .replace(/(^|[-\u2014/[(\u2018\s])"/gm, '$1\u201c')
        .replace(/"/g, '\u201d')
        .replace(/--/g, '\u2014');
    },
  }),
  core({
    name: 'str',
    summary: 'the value as text (objects and arrays give nothing)',
    maxArgs: 0,
    apply: (value) => asString(value),
  }),
  core({
    name: 'truncate',
    summary: `truncate [N] [ELLIPSIS]: cuts text longer than N (default ${LIMITS.truncateLength}) at a word boundary`,
    maxArgs: 2,
    validate: (args) => (args[0] !== undefined && args[0] !== '' && !isWholeNumber(args[0]) ? `'${args[0]}' is not a whole number` : null),
    apply(value, args) {
      const max = args.length ? parseInt(args[0]!, 10) : LIMITS.truncateLength;
      if (!Number.isFinite(max) || max <= 0) return value;
      return truncate(asString(value), max, args.length > 1 ? args[1]! : '...');
    },
  }),
  core({
    name: 'url-encode',
    summary: 'percent-encodes the UTF-8 bytes of the text',
    maxArgs: 0,
    apply: (value) => urlEncode(asString(value)),
  }),
];
