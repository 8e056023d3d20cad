/**
 * The platform compiler's LESS 1.x leniency for mixin calls with fewer
 * arguments than the mixin has parameters (`.flex(0 1 auto)` against
 * `.flex(@grow, @shrink, @basis)`): the missing parameters are empty. The
 * `less` package finds no matching definition instead, so when some call
 * has fewer arguments than every definition of its name requires, those
 * definitions get an empty default for each parameter past the call's
 * arguments. Mixins that a call already matches are never changed, so
 * overloads by arity (`.a(@x)` and `.a(@x, @y)`) keep their meaning.
 */
import type { SourceEdit } from './source-edits.js';
import { skipString, type ScannedSource } from './source-scan.js';

interface Param {
  /** Offset just past the parameter's name, where a default is inserted. */
  nameEnd: number;
  required: boolean;
  variable: boolean;
}

interface Definition {
  source: number;
  name: string;
  params: Param[];
  variadic: boolean;
}

const MIXIN_START = /(?:^|[\s;{}])(\.[A-Za-z_-][\w-]*)\s*\(/g;

/** Edits for each source, in the order given. */
export function lenientMixinEdits(sources: readonly ScannedSource[]): SourceEdit[][] {
  const definitions = new Map<string, Definition[]>();
  const calls = new Map<string, number[]>();
  sources.forEach((src, index) => {
    for (const m of src.masked.matchAll(MIXIN_START)) {
      const name = m[1] as string;
      const open = m.index + m[0].length - 1;
      const close = matchingParen(src.masked, open);
      if (close < 0) continue;
      const after = src.masked.slice(close + 1, close + 200).trimStart();
      const parts = splitArguments(src.masked, open + 1, close);
      if (after.startsWith('{') || /^when\b/.test(after)) {
        const def = definition(index, name, parts, src.masked);
        const list = definitions.get(name) ?? [];
        list.push(def);
        definitions.set(name, list);
      } else if (/^(?:!important\s*)?[;}]/.test(after) || after === '') {
        const list = calls.get(name) ?? [];
        list.push(parts.length);
        calls.set(name, list);
      }
    }
  });
  const edits: SourceEdit[][] = sources.map(() => []);
  for (const [name, counts] of calls) {
    const defs = definitions.get(name);
    if (!defs) continue;
    const unmatched = counts.filter((n) => defs.every((d) => !accepts(d, n)));
    if (unmatched.length === 0) continue;
    const fewest = Math.min(...unmatched);
    for (const d of defs) {
      if (d.params.length <= fewest || !d.params.slice(0, fewest).every((p) => p.variable || p.required)) continue;
      for (const p of d.params.slice(fewest)) {
        if (p.required && p.variable) edits[d.source]!.push({ start: p.nameEnd, end: p.nameEnd, text: ': ~""' });
      }
    }
  }
  return edits;
}

function accepts(d: Definition, argc: number): boolean {
  const required = d.params.filter((p) => p.required).length;
  return argc >= required && (d.variadic || argc <= d.params.length);
}

function definition(source: number, name: string, parts: { start: number; end: number }[], masked: string): Definition {
  const params: Param[] = [];
  let variadic = false;
  for (const part of parts) {
    const text = masked.slice(part.start, part.end);
    if (/\.\.\.\s*$/.test(text)) {
      variadic = true;
      continue;
    }
    const m = /^\s*(@[\w-]+)\s*(:)?/.exec(text);
    if (m) params.push({ nameEnd: part.start + text.indexOf(m[1] as string) + (m[1] as string).length, required: m[2] === undefined, variable: true });
    else params.push({ nameEnd: part.end, required: true, variable: false });
  }
  return { source, name, params, variadic };
}

/** Top-level arguments between `from` and `to`: split on `;` when there is one, else on `,`. */
function splitArguments(masked: string, from: number, to: number): { start: number; end: number }[] {
  const bySemicolon = topLevel(masked, from, to, ';');
  const parts = bySemicolon.length > 1 ? bySemicolon : topLevel(masked, from, to, ',');
  return parts.filter((p) => masked.slice(p.start, p.end).trim() !== '');
}

function topLevel(masked: string, from: number, to: number, separator: string): { start: number; end: number }[] {
  const parts: { start: number; end: number }[] = [];
  let depth = 0;
  let start = from;
  for (let i = from; i < to; i++) {
    const c = masked[i];
    if (c === '"' || c === "'") {
      i = skipString(masked, i) - 1;
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === separator && depth === 0) {
      parts.push({ start, end: i });
      start = i + 1;
    }
  }
  parts.push({ start, end: to });
  return parts;
}

/** Offset of the `)` closing the `(` at `open`, or -1. */
function matchingParen(masked: string, open: number): number {
  let depth = 0;
  for (let i = open; i < masked.length; i++) {
    const c = masked[i];
    if (c === '"' || c === "'") {
      i = skipString(masked, i) - 1;
    } else if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth === 0) return i;
    } else if (c === '{' || c === '}' || c === ';' && depth === 0) return -1;
  }
  return -1;
}
