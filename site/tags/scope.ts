/** Tag contexts: the tag's own keys over the page root (§2 "Bodies"). */
import { copyContext } from '../context/visitor-reads.js';

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A shallow copy of the page root with `keys` over it; a key whose value is undefined is removed. */
export function tagScope(root: unknown, keys: Record<string, unknown>): Record<string, unknown> {
  // copyContext: a shared page's watch on the cart key follows the copy (context/visitor-reads.ts).
  const scope: Record<string, unknown> = isObject(root) ? copyContext(root) : {};
  for (const [k, v] of Object.entries(keys)) {
    if (v === undefined) delete scope[k];
    else scope[k] = v;
  }
  return scope;
}

/** The string at `path` (dot-separated) of `v`, or undefined. */
export function stringAt(v: unknown, ...path: string[]): string | undefined {
  let cur = v;
  for (const p of path) {
    if (!isObject(cur)) return undefined;
    cur = cur[p];
  }
  if (typeof cur === 'string') return cur;
  if (typeof cur === 'number' || typeof cur === 'boolean') return String(cur);
  if (isObject(cur) && typeof cur.toString === 'function' && cur.toString !== Object.prototype.toString) return String(cur);
  return undefined;
}
