/**
 * The query-string parser of every route, with the SPEC's parsing defaults
 * (section 9: depth 5, array limit 20, parameter limit 1000): `a=1&a=2` is
 * an array, `a[b][c]=1` nests objects at most QUERY_DEPTH levels deep (the
 * rest of a deeper key stays one literal key, as the platform's parser
 * does), `a[]=1` and `a[3]=1` are arrays up to index QUERY_ARRAY_LIMIT (a
 * larger index makes an object), and parameters past QUERY_PARAMETER_LIMIT
 * are ignored. A key that would reach the prototype is dropped.
 */
export const QUERY_DEPTH = 5;
export const QUERY_ARRAY_LIMIT = 20;
export const QUERY_PARAMETER_LIMIT = 1000;

type QueryValue = string | QueryValue[] | { [key: string]: QueryValue };
export type Query = Record<string, QueryValue>;

const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

function decode(s: string): string {
  const plus = s.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plus);
  } catch {
    return plus;
  }
}

/** `a[b][c]` → ['a', 'b', 'c'], at most QUERY_DEPTH brackets; the rest of a deeper key joins the last segment. */
export function keySegments(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  const re = /\[([^[\]]*)\]/g;
  re.lastIndex = open;
  let m: RegExpExecArray | null;
  let at = open;
  while ((m = re.exec(key)) !== null && m.index === at && segments.length <= QUERY_DEPTH) {
    segments.push(m[1]!);
    at = re.lastIndex;
  }
  if (at < key.length) segments.push(key.slice(at));
  return segments;
}

function place(target: Record<string, QueryValue> | QueryValue[], segments: string[], value: string): void {
  const [head, ...rest] = segments;
  if (head === undefined || UNSAFE.has(head)) return;
  if (Array.isArray(target)) {
    const index = head === '' ? target.length : Number(head);
    if (!Number.isInteger(index) || index < 0 || index > QUERY_ARRAY_LIMIT) return;
    if (rest.length === 0) target[index] = value;
    else place((target[index] ??= containerFor(rest[0]!)) as Record<string, QueryValue> | QueryValue[], rest, value);
    return;
  }
  if (rest.length === 0) {
    const had = target[head];
    if (had === undefined) target[head] = value;
    else if (Array.isArray(had)) {
      if (had.length <= QUERY_ARRAY_LIMIT) had.push(value);
    } else if (typeof had === 'string') target[head] = [had, value];
    return;
  }
  let next = target[head];
  if (next === undefined || typeof next === 'string') next = target[head] = containerFor(rest[0]!);
  // An index past the array limit turns the array into an object, as the platform's parser does.
  if (Array.isArray(next) && rest[0] !== '' && !(Number(rest[0]) <= QUERY_ARRAY_LIMIT)) next = target[head] = Object.fromEntries(next.map((v, i) => [String(i), v]));
  place(next as Record<string, QueryValue> | QueryValue[], rest, value);
}

const containerFor = (segment: string): Record<string, QueryValue> | QueryValue[] => (segment === '' || /^\d+$/.test(segment) && Number(segment) <= QUERY_ARRAY_LIMIT ? [] : {});

export function parseQueryString(text: string): Query {
  const out: Query = Object.create(null) as Query;
  let count = 0;
  for (const part of text.split('&')) {
    if (part === '') continue;
    if (++count > QUERY_PARAMETER_LIMIT) break;
    const eq = part.indexOf('=');
    const key = decode(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? '' : decode(part.slice(eq + 1));
    if (key === '') continue;
    place(out, keySegments(key), value);
  }
  return out;
}
