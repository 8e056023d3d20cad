/**
 * Counts failures per key in fixed windows (brute-force protection on
 * sign-in per account and per client; the unlock form can use one too).
 * In memory and per process; at most LIMITER_MAX_KEYS keys, the oldest
 * window dropped first.
 */
import { LIMITER_MAX_KEYS } from './limits.js';

export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the key has used up its failures in the current window. */
  blocked(key: string): boolean {
    const w = this.windows.get(key);
    if (!w) return false;
    if (w.resetAt <= this.now()) {
      this.windows.delete(key);
      return false;
    }
    return w.count >= this.max;
  }

  fail(key: string): void {
    const now = this.now();
    const w = this.windows.get(key);
    if (w && w.resetAt > now) {
      w.count++;
      return;
    }
    this.windows.delete(key);
    if (this.windows.size >= LIMITER_MAX_KEYS) {
      const oldest = this.windows.keys().next();
      if (!oldest.done) this.windows.delete(oldest.value);
    }
    this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  /** A success clears the key's failures. */
  clear(key: string): void {
    this.windows.delete(key);
  }
}
