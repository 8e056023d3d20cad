/**
 * A bounded map of compiled /site.css results by content hash, least
 * recently used first out. An entry also remembers the files read for
 * relative imports, and is used only while they are unchanged.
 */
import { createHash } from 'node:crypto';
import type { CompileSiteCssResult } from './types.js';

export interface CachedCss {
  result: CompileSiteCssResult;
  /** Absolute path -> text as read (null: absent), for each file tried by a relative import. */
  imports: Map<string, string | null>;
}

export class SiteCssCache {
  hits = 0;
  misses = 0;
  private readonly map = new Map<string, CachedCss>();

  constructor(readonly maxEntries = 32) {}

  get size(): number {
    return this.map.size;
  }

  get(key: string): CachedCss | undefined {
    const entry = this.map.get(key);
    if (entry) {
      this.map.delete(key);
      this.map.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CachedCss): void {
    this.map.delete(key);
    this.map.set(key, entry);
    while (this.map.size > this.maxEntries) {
      const oldest = this.map.keys().next().value as string;
      this.map.delete(oldest);
    }
  }

  delete(key: string): void {
    this.map.delete(key);
  }

  clear(): void {
    this.map.clear();
    this.hits = 0;
    this.misses = 0;
  }
}

/** Hash of everything a compilation reads: parts are length-prefixed. */
export function contentHash(parts: readonly string[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(`${p.length}:`).update(p);
  return h.digest('hex');
}
