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
  return v === undefined && frame.list !== null ? getMember(frame.list, name) : v;
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

/** A plain key (not `@...`) through the scope chain: the common case, kept small. */
export function lookupKey(frame: Frame, key: string | number): unknown {
  let f: Frame | null = frame;
  do {
    let v = getMember(f.node, key);
    if (v === undefined && f.list !== null) v = getMember(f.list, key);
    if (v !== undefined) return v;
    if (f.stop) return undefined;
    f = f.parent;
  } while (f !== null);
  return undefined;
}

/** The first segment through the scope chain. */
export function lookupName(frame: Frame, name: PathSegment): unknown {
  if (name === '@') return frame.node;
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
