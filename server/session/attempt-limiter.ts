/**
 * Counts failures per key in fixed windows (brute-force protection on
 * sign-in per account and per client, sign-ups per client, reset mails per
 * address). The counts live in the app's shared counters
 * (ops/shared-counters.ts: Redis, the cluster's first process), so every
 * process and node enforces one limit; without them, in this process (at
 * most LIMITER_MAX_KEYS keys, the oldest window dropped first).
 */
import { LIMITER_MAX_KEYS } from './limits.js';
import { MemoryCounters, type Counters } from '../ops/shared-counters.js';

export class AttemptLimiter {
  private readonly counters: Counters;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    now: () => number = Date.now,
    counters?: Counters,
    /** Prefixes the keys in shared counters (one name per limit). */
    private readonly name = 'attempts',
  ) {
    this.counters = counters ?? new MemoryCounters(now, LIMITER_MAX_KEYS);
  }

  private keyOf(key: string): string {
    return `${this.name}:${key}`;
  }

  /** Whether the key has used up its failures in the current window. */
  async blocked(key: string): Promise<boolean> {
    return (await this.counters.read(this.keyOf(key))) >= this.max;
  }

  async fail(key: string): Promise<void> {
    await this.counters.incr(this.keyOf(key), this.windowMs);
  }

  /** A success clears the key's failures. */
  async clear(key: string): Promise<void> {
    await this.counters.clear(this.keyOf(key));
  }
}
