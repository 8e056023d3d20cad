/**
 * Variable lookup. The first segment of a path is looked up through the
 * enclosing frames (stopping at a private barrier); the rest is followed
 * strictly. Sections resolve against the current frame only.
 */
import type { Frame } from './frame.js';
import { getMember } from './values.js';
import type { PathSegment } from '../syntax/ast.js';

/**
 * One name in one frame: `@`, `@index`, `@index0`, `@var`, or a member of
 * the node, then of a repeated-section element's array (see Frame.list).
 */
export function nameInFrame(frame: Frame, name: PathSegment): unknown {
  if (typeof name === 'string' && name.charCodeAt(0) === 64 /* @ */) {
    if (name === '@') return frame.node;
    if (name === '@index' || name === '@index0') {
      return frame.index === -1 ? undefined : frame.index + (name === '@index' ? 1 : 0);
    }
    return frame.vars === null ? undefined : frame.vars.get(name);
  }
  const v = getMember(frame.node, name);
  return v === undefined && frame.list !== null && typeof name === 'number' ? getMember(frame.list, name) : v;
}

/**
 * A section's first segment, in the current scope only: the element itself,
 * not its array's scope, so `@index` and the array's members are not found.
 */
export function nameLocal(frame: Frame, name: PathSegment): unknown {
  if (typeof name === 'string' && name.charCodeAt(0) === 64 /* @ */) {
    if (name === '@') return frame.node;
    if (name === '@index' || name === '@index0') return undefined;
    return frame.vars === null ? undefined : frame.vars.get(name);
  }
  return getMember(frame.node, name);
}

/**
 * A plain key (not `@...`) through the scope chain from `f`, skipping a
 * frame's node when it is `seen`, the node just searched in vain: the
 * language pushes a scope on the same value again and again (a formatter
 * on `@`, a partial applied to `@`, a section on the item), and a node
 * lacks the key however often it is asked.
 */
function keyFrom(f: Frame | null, key: string | number, seen: unknown): unknown {
  while (f !== null) {
    const node = f.node;
    if (node !== seen) {
      const v = getMember(node, key);
      if (v !== undefined) return v;
      seen = node;
    }
    // An array has members by index only: a name is never found there.
    if (f.list !== null && typeof key === 'number') {
      const v = getMember(f.list, key);
      if (v !== undefined) return v;
    }
    if (f.stop) return undefined;
    f = f.parent;
  }
  return undefined;
}

/** A plain key (not `@...`) through the scope chain: the common case, kept small. */
export function lookupKey(frame: Frame, key: string | number): unknown {
  // Nothing was searched yet; an undefined node holds no key anyway.
  return keyFrom(frame, key, undefined);
}

/** lookupKey once the generated code read `key` of frame.node inline and found nothing. */
export function lookupKeyPast(frame: Frame, key: string | number): unknown {
  return keyFrom(frame, key, frame.node);
}

/** The first segment through the scope chain. */
export function lookupName(frame: Frame, name: PathSegment): unknown {
  if (name === '@') return frame.node;
  if (typeof name !== 'string' || name.charCodeAt(0) !== 64 /* @ */) return keyFrom(frame, name, undefined);
  let f: Frame | null = frame;
  while (f !== null) {
    const v = nameInFrame(f, name);
    if (v !== undefined) return v;
    if (f.stop) break;
    f = f.parent;
  }
  return undefined;
}

/** Continues a path after its first segment; null or missing on the way gives missing. */
export function follow(v: unknown, path: readonly PathSegment[], from: number): unknown {
  for (let i = from; i < path.length; i++) {
    if (v === undefined || v === null) return undefined;
    v = getMember(v, path[i]!);
  }
  return v;
}

export function resolve(frame: Frame, path: readonly PathSegment[]): unknown {
  if (path.length === 0) return undefined;
  return follow(lookupName(frame, path[0]!), path, 1);
}

/** Section resolution: the first segment in the current frame only. */
export function resolveLocal(frame: Frame, path: readonly PathSegment[]): unknown {
  if (path.length === 0) return undefined;
  return follow(nameLocal(frame, path[0]!), path, 1);
}

/**
 * lookupKey of one name that a plugin reads by `read`, an arrow of its own
 * (`(o) => o.categories`): its property read has its own inline cache, which
 * sees the few shapes of the scopes that name is asked of, where lookupKey's
 * one read serves every name and is the slowest part of a lookup, a miss
 * most of all. The same answers as lookupKey, for a name that
 * Object.prototype, arrays and JsonNumber lack (not `length`, `value` or
 * `lexeme`): such a node is then read as it is, no test of its kind first.
 */
export function lookupField(frame: Frame, read: (o: Readonly<Record<string, unknown>>) => unknown): unknown {
  let seen: unknown;
  for (let f: Frame | null = frame; f !== null; f = f.parent) {
    const node = f.node;
    if (node !== seen) {
      // Any object is read: an array or a JsonNumber holds none of the names asked here (see above).
      if (typeof node === 'object' && node !== null) {
        const v = read(node as Readonly<Record<string, unknown>>);
        if (v !== undefined && typeof v !== 'function') return v;
      }
      seen = node;
    }
    if (f.stop) return undefined;
  }
  return undefined;
}
