/** Content hash of a template source: the key of the compiled-template caches. */
import { createHash } from 'node:crypto';

export function contentHash(source: string): string {
  return createHash('sha256').update(source, 'utf8').digest('hex');
}

/** Cache key of a compiled template: its content hash, and its name when it has one (names appear in diagnostics). */
export function cacheKey(hash: string, name?: string): string {
  return name === undefined ? hash : `${hash}:${name}`;
}
