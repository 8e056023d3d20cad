/**
 * Keeps one LESS error from losing a whole stylesheet: the smallest part of
 * the source that holds the error is left out and the rest compiled again.
 * - an evaluation error (an undefined variable or mixin, a failing
 *   function) leaves out its statement: the declaration or mixin call, or
 *   the whole rule when the error is in a selector;
 * - a missing `}` at the end of the file gets its closing braces added;
 * - a stray `}` is left out.
 * Left-out text is blanked to spaces (newlines kept), so every line and
 * column of the file stays where it was. Other parse errors are not
 * isolated: the caller leaves the file out.
 */
import { scanSource, skipString } from './source-scan.js';

export interface Isolation {
  text: string;
  /** What was left out or added, for the diagnostic. */
  action: 'statement' | 'closing-braces' | 'stray-brace';
  /** Offsets of the left-out text in the source. */
  start: number;
  end: number;
}

export function isolateError(text: string, offset: number, type: string, message: string): Isolation | undefined {
  const { masked } = scanSource(text);
  if (type === 'Parse' || type === 'Syntax') {
    if (/missing opening '\{'/.test(message) && masked[offset] === '}') {
      return { text: blank(text, offset, offset + 1), action: 'stray-brace', start: offset, end: offset + 1 };
    }
    const depth = braceDepth(masked);
    if (depth > 0 && /missing (something|closing `?\}`?)/i.test(message)) {
      return { text: text + '\n' + '}'.repeat(depth) + '\n', action: 'closing-braces', start: text.length, end: text.length };
    }
    return undefined;
  }
  if (offset < 0 || offset >= masked.length) return undefined;
  const range = statementAt(masked, offset);
  if (!range || !masked.slice(range.start, range.end).trim()) return undefined;
  return { text: blank(text, range.start, range.end), action: 'statement', ...range };
}

function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + text.slice(start, end).replace(/[^\n]/g, ' ') + text.slice(end);
}

function braceDepth(masked: string): number {
  let depth = 0;
  for (let i = 0; i < masked.length; i++) {
    const c = masked[i];
    if (c === '"' || c === "'") i = skipString(masked, i) - 1;
    else if (c === '{') depth++;
    else if (c === '}') depth = Math.max(0, depth - 1);
  }
  return depth;
}

/** The statement around `offset`: from after the previous `;`, `{` or `}` to its `;`, or through its block. */
function statementAt(masked: string, offset: number): { start: number; end: number } | undefined {
  let start = offset;
  while (start > 0 && !';{}'.includes(masked[start - 1] as string)) start--;
  let depth = 0;
  for (let i = offset; i < masked.length; i++) {
    const c = masked[i];
    if (c === '"' || c === "'") i = skipString(masked, i) - 1;
    else if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth > 0) continue;
    else if (c === ';') return { start, end: i + 1 };
    else if (c === '}') return { start, end: i };
    else if (c === '{') {
      const close = closingBrace(masked, i);
      return close < 0 ? undefined : { start, end: close + 1 };
    }
  }
  return { start, end: masked.length };
}

function closingBrace(masked: string, open: number): number {
  let depth = 0;
  for (let i = open; i < masked.length; i++) {
    const c = masked[i];
    if (c === '"' || c === "'") i = skipString(masked, i) - 1;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}
