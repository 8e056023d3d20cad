/**
 * Where each value of a lenient JSON text (`.conf`: comments, trailing
 * commas) starts, by JSON Pointer, so schema findings point at line:col.
 * Scans the first complete value only; never throws (a malformed tail just
 * leaves later pointers unknown).
 */

export interface JsonPosition {
  line: number;
  col: number;
}

export interface JsonLocations {
  /** Pointer (`/layouts/default/regions/0`) -> where its value starts. */
  values: Map<string, JsonPosition>;
  /** Pointer of a member -> where its key starts (the last one when a key is repeated: the value that counts). */
  keys: Map<string, JsonPosition>;
  /** Keys repeated in one object: where the first one was, and where it is repeated; `firstMember` is the overridden member's text range (offsets, its comma included). */
  duplicates: { pointer: string; first: JsonPosition; again: JsonPosition; firstMember: [number, number] }[];
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

export function locateJson(text: string): JsonLocations {
  const values = new Map<string, JsonPosition>();
  const keys = new Map<string, JsonPosition>();
  const duplicates: JsonLocations['duplicates'] = [];
  const members = new Map<string, [number, number]>();
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const here = (): JsonPosition => ({ line, col: i - lineStart + 1 });
  const advance = (to: number) => {
    for (; i < to && i < text.length; i++) {
      if (text[i] === '\n') {
        line++;
        lineStart = i + 1;
      }
    }
  };
  const skip = () => {
    for (;;) {
      const c = text[i];
      if (c === undefined) return;
      if (/\s/.test(c)) advance(i + 1);
      else if (c === '/' && text[i + 1] === '/') {
        const nl = text.indexOf('\n', i);
        advance(nl === -1 ? text.length : nl);
      } else if (c === '/' && text[i + 1] === '*') {
        const close = text.indexOf('*/', i + 2);
        advance(close === -1 ? text.length : close + 2);
      } else return;
    }
  };
  const string = (): string => {
    const start = i;
    advance(i + 1);
    while (i < text.length && text[i] !== '"') advance(text[i] === '\\' ? i + 2 : i + 1);
    advance(i + 1);
    try {
      return JSON.parse(text.slice(start, i).replace(/[\u0000-\u001f]/g, ' ')) as string;
    } catch {
      return text.slice(start + 1, i - 1);
    }
  };
  const value = (pointer: string, depth: number): boolean => {
    skip();
    if (i >= text.length || depth > 64) return false;
    values.set(pointer, here());
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      advance(i + 1);
      for (let n = 0; ; n++) {
        skip();
        if (text[i] === close) {
          advance(i + 1);
          return true;
        }
        let child: string;
        const memberStart = i;
        if (c === '{') {
          if (text[i] !== '"') return false;
          const at = here();
          child = `${pointer}/${escapePointer(string())}`;
          const first = keys.get(child);
          if (first) duplicates.push({ pointer: child, first, again: at, firstMember: members.get(child) ?? [0, 0] });
          keys.set(child, at);
          skip();
          if (text[i] !== ':') return false;
          advance(i + 1);
        } else child = `${pointer}/${n}`;
        if (!value(child, depth + 1)) return false;
        skip();
        if (text[i] === ',') advance(i + 1);
        else if (text[i] !== close) return false;
        if (c === '{' && !members.has(child)) members.set(child, [memberStart, i]);
      }
    }
    if (c === '"') {
      string();
      return true;
    }
    const m = /^[^\s,\]}/]+/.exec(text.slice(i, i + 64));
    if (!m) return false;
    advance(i + m[0].length);
    return true;
  };
  value('', 0);
  return { values, keys, duplicates };
}
