/**
 * The tag reader's most frequent tokens read by char codes rather than
 * sticky regular expressions: the same languages as the patterns of
 * patterns.ts, without a regular expression to compile on a process's first
 * parse. Each returns the offset after the token read at `pos`, or -1.
 */

const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isDigit = (c: number) => c >= 48 && c <= 57;
/** [a-zA-Z0-9_-] */
const isWordPart = (c: number) => isLetter(c) || isDigit(c) || c === 95 || c === 45;

/** WORD: `[a-zA-Z][a-zA-Z0-9_-]*`. */
export function scanWord(s: string, pos: number): number {
  if (!isLetter(s.charCodeAt(pos))) return -1;
  let i = pos + 1;
  while (isWordPart(s.charCodeAt(i))) i++;
  return i;
}

/** A predicate name: WORD then `?`. */
export function scanPredicate(s: string, pos: number): number {
  const i = scanWord(s, pos);
  return i !== -1 && s.charCodeAt(i) === 63 /* ? */ ? i + 1 : -1;
}

/** SEGMENT: `\d+`, or `[@$]?WORD`, or `@` (the first that matches, as the pattern's alternation). */
function scanSegment(s: string, pos: number): number {
  const c = s.charCodeAt(pos);
  if (isDigit(c)) {
    let i = pos + 1;
    while (isDigit(s.charCodeAt(i))) i++;
    return i;
  }
  if (c === 64 /* @ */ || c === 36 /* $ */) {
    const i = scanWord(s, pos + 1);
    if (i !== -1) return i;
    return c === 64 ? pos + 1 : -1;
  }
  return scanWord(s, pos);
}

/** A variable reference: SEGMENT, then `.SEGMENT` as many times as they follow. */
export function scanVariableReference(s: string, pos: number): number {
  let i = scanSegment(s, pos);
  if (i === -1) return -1;
  while (s.charCodeAt(i) === 46 /* . */) {
    const next = scanSegment(s, i + 1);
    if (next === -1) break;
    i = next;
  }
  return i;
}

/** Whitespace: `[ \f\n\r\t\v]+`. */
export function scanWhitespace(s: string, pos: number): number {
  let i = pos;
  for (;;) {
    const c = s.charCodeAt(i);
    if (c === 32 || (c >= 9 && c <= 13)) i++;
    else break;
  }
  return i === pos ? -1 : i;
}

/** Between variables: ` *, *`. */
export function scanVariableSeparator(s: string, pos: number): number {
  let i = pos;
  while (s.charCodeAt(i) === 32) i++;
  if (s.charCodeAt(i) !== 44 /* , */) return -1;
  i++;
  while (s.charCodeAt(i) === 32) i++;
  return i;
}

/** Arguments: one or more characters up to the tag's `}` (and, for a formatter's, up to the next `|`). */
export function scanArgs(s: string, pos: number, formatter: boolean): number {
  let i = pos;
  for (;;) {
    const c = s.charCodeAt(i);
    if (c !== c /* end of text */ || c === 125 /* } */ || (formatter && c === 124) /* | */) break;
    i++;
  }
  return i === pos ? -1 : i;
}
