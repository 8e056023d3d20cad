/**
 * Reads the attributes of a `<squarespace:NAME …>` start tag, lexically: values double-quoted,
 * single-quoted or bare; a JSON-T tag (`{…}` on one line) inside a value is one unit, so its
 * quotes and `>` do not end the value or the tag.
 */

export interface RawAttribute {
  name: string;
  /** The value as written (JSON-T text), without its quotes; '' for a name alone. */
  value: string;
}

export interface StartTag {
  attrs: RawAttribute[];
  /** Offset just after the closing `>`. */
  end: number;
  selfClosing: boolean;
}

const SPACE = /\s/;

/** End of a JSON-T tag starting at `i` (offset after `}`), or -1 when `{` opens none. */
function braceUnit(src: string, i: number): number {
  const close = src.indexOf('}', i + 1);
  if (close < 0) return -1;
  const nl = src.indexOf('\n', i + 1);
  return nl >= 0 && nl < close ? -1 : close + 1;
}

/** The offset of the first character from `i` where `stop` holds, stepping over JSON-T tags whole; -1 at the end. */
function scanTo(src: string, i: number, stop: (c: string, j: number) => boolean): number {
  let j = i;
  while (j < src.length) {
    const c = src[j]!;
    if (stop(c, j)) return j;
    const k = c === '{' ? braceUnit(src, j) : -1;
    j = k > 0 ? k : j + 1;
  }
  return -1;
}

function readQuoted(src: string, i: number): { value: string; end: number } | null {
  const quote = src[i]!;
  const j = scanTo(src, i + 1, (c) => c === quote);
  return j < 0 ? null : { value: src.slice(i + 1, j), end: j + 1 };
}

function readBare(src: string, i: number): { value: string; end: number } {
  const found = scanTo(src, i, (c, j) => SPACE.test(c) || c === '>' || (c === '/' && src[j + 1] === '>'));
  const j = found < 0 ? src.length : found;
  return { value: src.slice(i, j), end: j };
}

/** Reads from `i` (just after the tag name) to the end of the start tag; null when it never ends. */
export function readStartTag(src: string, i: number): StartTag | null {
  const attrs: RawAttribute[] = [];
  let j = i;
  while (j < src.length) {
    const c = src[j]!;
    if (SPACE.test(c)) {
      j++;
    } else if (c === '>') {
      return { attrs, end: j + 1, selfClosing: false };
    } else if (c === '/' && src[j + 1] === '>') {
      return { attrs, end: j + 2, selfClosing: true };
    } else if (c === '{' && braceUnit(src, j) > 0) {
      j = braceUnit(src, j); // JSON-T in attribute position: not an attribute
    } else if (c === '/' || c === '"' || c === "'" || c === '=') {
      j++;
    } else {
      let k = j;
      while (k < src.length && !/[\s=>"']/.test(src[k]!) && !(src[k] === '/' && src[k + 1] === '>')) k++;
      const name = src.slice(j, k);
      let v = k;
      while (v < src.length && SPACE.test(src[v]!)) v++;
      if (src[v] !== '=') {
        attrs.push({ name, value: '' });
        j = k;
        continue;
      }
      v++;
      while (v < src.length && SPACE.test(src[v]!)) v++;
      const q = src[v];
      const read = q === '"' || q === "'" ? readQuoted(src, v) : readBare(src, v);
      if (!read) return null;
      attrs.push({ name, value: read.value });
      j = read.end;
    }
  }
  return null;
}
