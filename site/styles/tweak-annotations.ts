/**
 * Finds the `// tweak: {…}` annotations of one stylesheet and the
 * declaration each one controls: the next `@var: value;` or `.class { … }`.
 */
import type { DiagnosticList } from '../diagnostics.js';
import { parseLenientObject, type Lenient } from './lenient-object.js';
import { positionOf, skipString, type CommentRange, type ScannedSource } from './source-scan.js';

export interface Span {
  start: number;
  end: number;
  value: string;
}

export interface VariableDeclaration extends Span {
  kind: 'variable';
  name: string;
}

export interface MixinDeclaration {
  kind: 'mixin';
  name: string;
  /** Offset of the closing brace. */
  close: number;
  properties: (Span & { name: string })[];
}

export interface FoundTweak {
  annotation: Record<string, Lenient>;
  line: number;
  declaration?: VariableDeclaration | MixinDeclaration;
}

const PREFIX = /^(?:\/\/|\/\*)\s*tweak\s*:/i;

export function findTweaks(src: ScannedSource, file: string, diags: DiagnosticList): FoundTweak[] {
  const found: FoundTweak[] = [];
  const { comments, text } = src;
  for (let i = 0; i < comments.length; i++) {
    const first = comments[i] as CommentRange;
    const head = text.slice(first.start, first.end);
    const prefix = PREFIX.exec(head);
    if (!prefix) continue;
    let body = (first.kind === 'block' ? head.replace(/\*\/$/, '') : head).slice(prefix[0].length);
    let last = first;
    while (first.kind === 'line' && !balanced(body) && i + 1 < comments.length) {
      const next = comments[i + 1] as CommentRange;
      if (next.kind !== 'line' || text.slice(last.end, next.start).trim() !== '') break;
      body += '\n' + text.slice(next.start + 2, next.end);
      last = next;
      i++;
    }
    const { line, col } = positionOf(text, first.start);
    // `/* Tweak: Nav Style ==== */` is a heading, not an annotation: only a body opening an object is one.
    if (!body.trim().startsWith('{')) continue;
    const annotation = parseLenientObject(body.trim());
    if (!annotation) {
      diags.warn('TWEAK_UNPARSEABLE', file, line, col, `tweak annotation ignored: cannot read ${JSON.stringify(body.trim().slice(0, 80))}`);
      continue;
    }
    const declaration = declarationAt(src.masked, skipSpace(src.masked, last.end));
    found.push(declaration ? { annotation, line, declaration } : { annotation, line });
  }
  return found;
}

function balanced(body: string): boolean {
  let depth = 0;
  for (let j = 0; j < body.length; j++) {
    const c = body[j];
    if (c === '"' || c === "'") j = skipString(body, j) - 1;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
  }
  return depth <= 0 && body.includes('{');
}

function skipSpace(s: string, i: number): number {
  while (i < s.length && /\s/.test(s[i] ?? '')) i++;
  return i;
}

function declarationAt(masked: string, at: number): VariableDeclaration | MixinDeclaration | undefined {
  const rest = masked.slice(at, at + 300);
  const variable = /^@([\w-]+)\s*:\s*/.exec(rest);
  if (variable) {
    const valueStart = at + variable[0].length;
    const valueEnd = endOfValue(masked, valueStart);
    const value = masked.slice(valueStart, valueEnd).trimEnd();
    return { kind: 'variable', name: variable[1] as string, start: valueStart, end: valueStart + value.length, value };
  }
  const mixin = /^\.([\w-]+)\s*(?:\(\s*\)\s*)?\{/.exec(rest);
  if (!mixin) return undefined;
  const open = at + mixin[0].length - 1;
  const close = matchingBrace(masked, open);
  if (close < 0) return undefined;
  return { kind: 'mixin', name: mixin[1] as string, close, properties: properties(masked, open + 1, close) };
}

/** End of a declaration value: the `;` or `}` at bracket depth 0. */
function endOfValue(s: string, i: number): number {
  let depth = 0;
  while (i < s.length) {
    const c = s[i];
    if (c === '"' || c === "'") {
      i = skipString(s, i);
      continue;
    }
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (depth === 0 && (c === ';' || c === '}' || c === '{')) return i;
    i++;
  }
  return i;
}

function matchingBrace(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    const c = s[i];
    if (c === '"' || c === "'") i = skipString(s, i) - 1;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

/** Top-level `name: value;` declarations between two offsets. */
function properties(s: string, from: number, to: number): (Span & { name: string })[] {
  const out: (Span & { name: string })[] = [];
  let i = from;
  while (i < to) {
    i = skipSpace(s, i);
    const m = /^([a-zA-Z-][\w-]*)\s*:\s*/.exec(s.slice(i, to));
    const end = endOfValue(s, m ? i + m[0].length : i);
    if (m && end <= to && s[end] !== '{') {
      const start = i + m[0].length;
      const value = s.slice(start, end).trimEnd();
      out.push({ name: m[1] as string, start, end: start + value.length, value });
    }
    if (s[end] === '{') {
      const close = matchingBrace(s, end);
      i = close < 0 ? to : close + 1;
    } else {
      i = end + 1;
    }
  }
  return out;
}
