/**
 * The site's JSON files parsed once per process while they are unchanged:
 * one server start reads the site content in five places (the cart's
 * catalogue, site users, forms, the editor's fixture, the site), and a test
 * file builds many servers over the same fixture. Parsing the demo store's
 * content (the engine's reader, which keeps number lexemes) took about
 * 25 ms each time; a copy of the parsed value takes a fraction of it.
 *
 * Each call gets its own copy, since readers normalise the content in
 * place. A file counts as unchanged while its size, inode and times are.
 */
import { readFileSync, statSync } from 'node:fs';
import { parseJson, type JsonResult } from '../../engine/index.js';

/** Files kept parsed (a site folder holds one per collection: the demo store 29; tests read a few fixtures). */
export const CACHED_JSON_FILES = 256;

const cache = new Map<string, { stamp: string; result: JsonResult }>();

/** A copy of a parsed JSON value: new arrays and plain objects; numbers (JsonNumber, immutable) and strings shared. */
function copy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copy);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const v = copy((value as Record<string, unknown>)[key]);
    // As the reader does: a "__proto__" key is data, never the prototype.
    if (key === '__proto__') Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
    else out[key] = v;
  }
  return out;
}

/** parseJson of the file at `path` (which must exist), from the cache when the file is unchanged. */
export function parseJsonFile(path: string): JsonResult {
  const s = statSync(path);
  const stamp = `${s.size}:${s.ino}:${s.mtimeMs}:${s.ctimeMs}`;
  let hit = cache.get(path);
  if (hit?.stamp !== stamp) {
    hit = { stamp, result: parseJson(readFileSync(path, 'utf8')) };
    cache.delete(path);
    cache.set(path, hit);
    if (cache.size > CACHED_JSON_FILES) cache.delete(cache.keys().next().value!);
  }
  return hit.result.ok ? { ok: true, value: copy(hit.result.value) } : hit.result;
}
