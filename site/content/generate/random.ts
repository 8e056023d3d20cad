/**
 * A small seeded pseudo-random generator (mulberry32) for generated demo
 * content: the same seed always gives the same sequence, on every platform.
 */

/** FNV-1a hash of a string, as an unsigned 32-bit seed. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min));
  }

  pick<T>(list: readonly T[]): T {
    return list[this.int(0, list.length)]!;
  }

  /** `count` distinct elements, in a random order. */
  sample<T>(list: readonly T[], count: number): T[] {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i + 1);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(count, copy.length));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** A generator of its own, derived from this one's seed and a label: adding content of one kind never shifts another. */
  fork(label: string): Random {
    return new Random(hashString(`${this.state}:${label}`));
  }
}
