/**
 * The compiled-template cache of one render worker: content hash ->
 * compiled template, least recently used evicted. Keyed by the hash the main
 * thread computed, so a hit never rehashes or compares the template text.
 */
import { Engine, type Template } from '../../engine/index.js';

export class CompiledTemplates {
  private readonly map = new Map<string, Template>();
  compiles = 0;

  constructor(
    private readonly engine: Engine,
    private readonly capacity: number,
  ) {}

  get size(): number {
    return this.map.size;
  }

  /** The compiled template for `key`, compiling `source` on a miss. */
  get(key: string, source: string, name: string | undefined): { template: Template; cached: boolean } {
    const hit = this.map.get(key);
    if (hit) {
      this.map.delete(key);
      this.map.set(key, hit);
      return { template: hit, cached: true };
    }
    const template = this.engine.compile(source, name);
    this.compiles++;
    this.map.set(key, template);
    if (this.map.size > this.capacity) this.map.delete(this.map.keys().next().value as string);
    return { template, cached: false };
  }
}
