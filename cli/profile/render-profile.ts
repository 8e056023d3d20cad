/**
 * Collects a render's instruction costs (an engine Profiler): per
 * instruction its calls, total time and self time (total less the
 * instructions inside it), and per call stack its self time, for a
 * flame graph in the folded-stacks format (`a;b;c 123`, microseconds),
 * which speedscope, inferno and flamegraph.pl read.
 */
import type { Profiler } from '../../engine/index.js';

export interface ProfileRow {
  /** `file:line:col what`. */
  label: string;
  calls: number;
  /** Nanoseconds. */
  total: number;
  self: number;
}

interface Open {
  label: string;
  stack: string;
  start: bigint;
  children: bigint;
}

export class RenderProfile implements Profiler {
  private readonly open: Open[] = [];
  private readonly rows = new Map<string, ProfileRow>();
  private readonly stacks = new Map<string, number>();

  constructor(private readonly fileOf: (source: string | undefined) => string) {}

  enter(source: string | undefined, line: number, col: number, what: string): void {
    // Frames of the folded format are separated by ';'.
    const label = `${this.fileOf(source)}:${line}:${col} ${what}`.replace(/;/g, ',');
    const parent = this.open[this.open.length - 1];
    this.open.push({ label, stack: parent ? `${parent.stack};${label}` : label, start: process.hrtime.bigint(), children: 0n });
  }

  exit(): void {
    const frame = this.open.pop();
    if (!frame) return;
    const spent = process.hrtime.bigint() - frame.start;
    const parent = this.open[this.open.length - 1];
    if (parent) parent.children += spent;
    const self = Number(spent - frame.children);
    // An instruction inside itself (a recursive macro) counts its time once.
    const nested = this.open.some((o) => o.label === frame.label);
    const row = this.rows.get(frame.label) ?? { label: frame.label, calls: 0, total: 0, self: 0 };
    row.calls++;
    row.self += self;
    if (!nested) row.total += Number(spent);
    this.rows.set(frame.label, row);
    this.stacks.set(frame.stack, (this.stacks.get(frame.stack) ?? 0) + self);
  }

  /**
   * Adds another profile's rows and stacks with each frame renamed, then
   * empties it (`stats --profile --site`: a page's positions are resolved
   * to folder files as each template render ends).
   */
  absorb(other: RenderProfile, rename: (label: string) => string): void {
    for (const r of other.rows.values()) {
      const label = rename(r.label);
      const row = this.rows.get(label) ?? { label, calls: 0, total: 0, self: 0 };
      row.calls += r.calls;
      row.total += r.total;
      row.self += r.self;
      this.rows.set(label, row);
    }
    for (const [stack, ns] of other.stacks) {
      const renamed = stack.split(';').map(rename).join(';');
      this.stacks.set(renamed, (this.stacks.get(renamed) ?? 0) + ns);
    }
    other.rows.clear();
    other.stacks.clear();
  }

  /** Self time of every instruction together, in nanoseconds. */
  selfTotal(): number {
    let ns = 0;
    for (const r of this.rows.values()) ns += r.self;
    return ns;
  }

  /** Rows by self time, most costly first. */
  table(): ProfileRow[] {
    return [...this.rows.values()].sort((a, b) => b.self - a.self || a.label.localeCompare(b.label));
  }

  /** The folded stacks, one line per stack, in whole microseconds (at least 1, so every stack shows). */
  folded(): string {
    return [...this.stacks].map(([stack, ns]) => `${stack} ${Math.max(1, Math.ceil(ns / 1000))}\n`).join('');
  }
}
