/**
 * Lexical view of a LESS source: where its comments are, and a masked copy
 * of the text (comments blanked to spaces, same length and same newlines)
 * that the rewriting passes search without matching inside comments.
 * Strings and `url(...)` bodies are skipped, so `//` in them is not a comment.
 */
export interface CommentRange {
  kind: 'line' | 'block';
  start: number;
  /** Offset just past the comment (the newline of a line comment excluded). */
  end: number;
}

export interface ScannedSource {
  text: string;
  masked: string;
  comments: CommentRange[];
}

export function scanSource(text: string): ScannedSource {
  const comments: CommentRange[] = [];
  const out: string[] = [];
  let i = 0;
  let plainFrom = 0;
  const blank = (from: number, to: number): void => {
    out.push(text.slice(plainFrom, from), text.slice(from, to).replace(/[^\n]/g, ' '));
    plainFrom = to;
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '"' || c === "'") {
      i = skipString(text, i);
    } else if (c === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      const end = close < 0 ? text.length : close + 2;
      comments.push({ kind: 'block', start: i, end });
      blank(i, end);
      i = end;
    } else if (c === '/' && text[i + 1] === '/') {
      const nl = text.indexOf('\n', i);
      const end = nl < 0 ? text.length : nl;
      comments.push({ kind: 'line', start: i, end });
      blank(i, end);
      i = end;
    } else if ((c === 'u' || c === 'U') && /^url\(/i.test(text.slice(i, i + 4)) && !isNameChar(text[i - 1])) {
      i = skipUrl(text, i + 4);
    } else {
      i++;
    }
  }
  out.push(text.slice(plainFrom));
  return { text, masked: out.join(''), comments };
}

/** Offset just past the string starting at `i` (unterminated: end of line). */
export function skipString(text: string, i: number): number {
  const quote = text[i];
  let j = i + 1;
  while (j < text.length) {
    const c = text[j];
    if (c === '\\') j += 2;
    else if (c === quote) return j + 1;
    else if (c === '\n') return j;
    else j++;
  }
  return text.length;
}

function skipUrl(text: string, i: number): number {
  let j = i;
  while (j < text.length && text[j] !== ')' && text[j] !== '\n') {
    if (text[j] === '"' || text[j] === "'") j = skipString(text, j);
    else j++;
  }
  return j;
}

function isNameChar(c: string | undefined): boolean {
  return c !== undefined && /[\w-]/.test(c);
}

/** 1-based line and column of an offset. */
export function positionOf(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === '\n') {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, col: offset - lineStart + 1 };
}

/** Offset of a 1-based line and column (clamped to the text). */
export function offsetOf(text: string, line: number, col: number): number {
  let offset = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', offset);
    if (nl < 0) return text.length;
    offset = nl + 1;
  }
  return Math.min(offset + Math.max(col - 1, 0), text.length);
}
