/**
 * The JSON path of each scope from the render's root (`collection.items.3`),
 * for the tracer: a value is then named by where it sits in the context, not
 * only as written relative to its section. Only a traced render records
 * paths; a scope whose node was computed (a formatter's output, a `{.var}`)
 * has none.
 */
import type { PathSegment } from '../syntax/ast.js';
import type { Frame } from './frame.js';
import { getMember } from './values.js';

/** Recorded paths; unknown scopes are derived (framePath). Weak: scopes die with their render. */
const recorded = new WeakMap<Frame, string | null>();

export function joinPath(base: string | null, segments: readonly PathSegment[]): string | null {
  if (base === null) return null;
  const rest = segments.join('.');
  return base === '' ? rest : rest === '' ? base : `${base}.${rest}`;
}

export function setFramePath(frame: Frame, path: string | null): void {
  recorded.set(frame, path);
}

/**
 * A scope's path: recorded by a section or repetition; the root scope is
 * ''; a scope on its parent's very node (a partial applied to `@`, an
 * `{.include}`'s expression scope) shares its path; any other is unknown.
 */
export function framePath(frame: Frame): string | null {
  const known = recorded.get(frame);
  if (known !== undefined) return known;
  if (frame.parent === null) return '';
  return frame.node === frame.parent.node ? framePath(frame.parent) : null;
}

/** A section's path (its first name in the current scope only): null for `@index` and bound `@vars`. */
export function localPath(frame: Frame, path: readonly PathSegment[]): string | null {
  const first = path[0];
  if (first === '@') return joinPath(framePath(frame), path.slice(1));
  if (typeof first === 'string' && first.startsWith('@')) return null;
  return joinPath(framePath(frame), path);
}

/** A variable's path: its first name in the scope that lookup finds it in (lookup.ts), then the rest. */
export function valuePath(frame: Frame, path: readonly PathSegment[]): string | null {
  const first = path[0];
  if (first === undefined) return null;
  if (typeof first === 'string' && first.startsWith('@')) return localPath(frame, path);
  for (let f: Frame | null = frame; f !== null; f = f.parent) {
    if (getMember(f.node, first) !== undefined) return joinPath(framePath(f), path);
    // A member of the element's array (Frame.list), such as its length: not a value of the context itself.
    if (f.list !== null && getMember(f.list, first) !== undefined) return null;
    if (f.stop) break;
  }
  return null;
}
