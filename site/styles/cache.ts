/**
 * A bounded map of compiled /site.css results by content hash, least
 * recently used first out. An entry also remembers the files read for
 * relative imports, and is used only while they are unchanged.
 *
 * With a folder, entries are also kept on disk (one JSON file each, written
 * whole then renamed into place), so a new process finds the stylesheet the
 * last one compiled: LESS was a third of `npm start`'s CPU time. The disk is
 * an optimisation only: a file that cannot be read or written is a miss.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompileSiteCssResult } from './types.js';

/** Compiled stylesheets kept on disk; the least recently written go first. */
export const SITE_CSS_DISK_ENTRIES_MAX = 64;

export interface CachedCss {
  result: CompileSiteCssResult;
  /** Absolute path -> text as read (null: absent), for each file tried by a relative import. */
  imports: Map<string, string | null>;
}

export class SiteCssCache {
  hits = 0;
  misses = 0;
  private readonly map = new Map<string, CachedCss>();

  constructor(
    readonly maxEntries = 32,
    /** Where entries are also kept between processes; none when undefined. */
    private readonly dir?: string,
  ) {}

  get size(): number {
    return this.map.size;
  }

  get(key: string): CachedCss | undefined {
    const entry = this.map.get(key) ?? this.readDisk(key);
    if (entry) this.remember(key, entry);
    return entry;
  }

  set(key: string, entry: CachedCss): void {
    this.remember(key, entry);
    this.writeDisk(key, entry);
  }

  private remember(key: string, entry: CachedCss): void {
    this.map.delete(key);
    this.map.set(key, entry);
    while (this.map.size > this.maxEntries) {
      const oldest = this.map.keys().next().value as string;
      this.map.delete(oldest);
    }
  }

  private readDisk(key: string): CachedCss | undefined {
    if (!this.dir) return undefined;
    try {
      const stored = JSON.parse(readFileSync(join(this.dir, `${key}.json`), 'utf8')) as { result: CompileSiteCssResult; imports: [string, string | null][] };
      return { result: stored.result, imports: new Map(stored.imports) };
    } catch {
      return undefined;
    }
  }

  private writeDisk(key: string, entry: CachedCss): void {
    if (!this.dir) return;
    try {
      mkdirSync(this.dir, { recursive: true });
      const temp = join(this.dir, `.${key}.${randomBytes(6).toString('hex')}.tmp`);
      writeFileSync(temp, JSON.stringify({ result: entry.result, imports: [...entry.imports] }));
      renameSync(temp, join(this.dir, `${key}.json`));
      this.pruneDisk(this.dir);
    } catch {
      // A read-only or full disk: this process still has the entry in memory.
    }
  }

  private pruneDisk(dir: string): void {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    if (files.length <= SITE_CSS_DISK_ENTRIES_MAX) return;
    const byAge = files.map((f) => ({ f, t: statSync(join(dir, f)).mtimeMs })).sort((a, b) => a.t - b.t);
    for (const { f } of byAge.slice(0, files.length - SITE_CSS_DISK_ENTRIES_MAX)) rmSync(join(dir, f), { force: true });
  }

  delete(key: string): void {
    this.map.delete(key);
    if (this.dir) rmSync(join(this.dir, `${key}.json`), { force: true });
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
