/**
 * Size and depth of a render's context, measured before it is sent to a
 * worker. ajv cannot bound depth, and a recursive walk could itself
 * overflow the stack on hostile input, so both checks are iterative and
 * stop as soon as a limit is passed.
 */

export type Measure = { ok: true; bytes: number; depth: number } | { ok: false; reason: 'size' | 'depth' };

/**
 * A parsed JSON value: `bytes` is the length of its compact JSON text
 * (strings counted by UTF-16 length, escapes not expanded: close enough for
 * a limit, and never less than the text's character count).
 */
export function measureValue(value: unknown, maxBytes: number, maxDepth: number): Measure {
  let bytes = 0;
  let deepest = 0;
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  while (stack.length) {
    const { v, depth } = stack.pop()!;
    if (v === null || typeof v !== 'object') {
      bytes += scalarLength(v);
    } else {
      const d = depth + 1;
      if (d > maxDepth) return { ok: false, reason: 'depth' };
      if (d > deepest) deepest = d;
      if (Array.isArray(v)) {
        bytes += 2 + Math.max(0, v.length - 1);
        for (const item of v) stack.push({ v: item, depth: d });
      } else {
        const keys = Object.keys(v);
        bytes += 2 + Math.max(0, keys.length - 1);
        for (const k of keys) {
          bytes += k.length + 3;
          stack.push({ v: (v as Record<string, unknown>)[k], depth: d });
        }
      }
    }
    if (bytes > maxBytes) return { ok: false, reason: 'size' };
  }
  return { ok: true, bytes, depth: deepest };
}

function scalarLength(v: unknown): number {
  switch (typeof v) {
    case 'string':
      return v.length + 2;
    case 'number':
      return String(v).length;
    case 'boolean':
      return v ? 4 : 5;
    default:
      return 4; // null
  }
}

/**
 * JSON text: `bytes` is its UTF-8 length; depth counts brackets outside
 * strings. The text itself is read (and its syntax checked) in the worker.
 */
export function measureText(text: string, maxBytes: number, maxDepth: number): Measure {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > maxBytes) return { ok: false, reason: 'size' };
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > maxDepth) return { ok: false, reason: 'depth' };
      if (depth > deepest) deepest = depth;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      depth--;
    }
  }
  return { ok: true, bytes, depth: deepest };
}
