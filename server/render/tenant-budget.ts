/**
 * Render time per tenant and minute: a bucket that fills at `msPerMinute`
 * a minute up to `msPerMinute` and that every render empties by the time it
 * held its worker. A tenant whose bucket is empty (in debt: a render may
 * take more than was left) is refused until it has refilled, so a tenant
 * looping templates that run into the timeout gets a small share of the
 * workers, and a tenant of short renders never notices.
 *
 * Shared (`share`, with Redis or the cluster's first process: several
 * processes or nodes): each render's time is also added to the tenant's
 * count in the shared counters (ops/shared-counters.ts), in fixed windows
 * of a minute, and a tenant whose count over every process has reached the
 * budget waits for its window to end, wherever it asks. The pool decides
 * synchronously, so a process acts on the count as it last heard it: the
 * answer to its own last charge, or a read at most SHARED_REFRESH_MS old
 * (asked in the background when it is older), so a process may start one
 * render more before it has heard.
 */
import type { Counters } from '../ops/shared-counters.js';

export const BUDGET_WINDOW_MS = 60_000;
/** Tenants remembered at most; past it the one charged longest ago is forgotten (its bucket counts as full). */
export const MAX_BUDGET_TENANTS = 10_000;
/** How old a process's knowledge of a tenant's shared count may be before it asks again (in the background). */
export const SHARED_REFRESH_MS = 1000;

export class TenantBudget {
  /** Render time used and not yet refilled, per tenant, as of `at`; most recently charged last. */
  private readonly used = new Map<string, { ms: number; at: number }>();
  /** Refill per millisecond. */
  private readonly rate: number;
  /** The shared counters, when several processes or nodes render. */
  private counters: Counters | null = null;
  /** Each tenant's count over every process in its shared window, as last heard: used ms, the window's end, when heard. */
  private readonly shared = new Map<string, { ms: number; until: number; heard: number }>();

  constructor(readonly msPerMinute: number) {
    this.rate = msPerMinute / BUDGET_WINDOW_MS;
  }

  /** Counts every tenant's render time in `counters` too (several processes or nodes). */
  share(counters: Counters): void {
    this.counters = counters;
  }

  /** Adds `ms` of render time to the tenant's use (and to its shared count: the promise settles when that has answered; it never rejects). */
  charge(tenant: string, ms: number, now: number): Promise<void> {
    const used = this.usedAt(tenant, now) + Math.max(0, ms);
    this.used.delete(tenant);
    if (used > 0) {
      this.used.set(tenant, { ms: used, at: now });
      if (this.used.size > MAX_BUDGET_TENANTS) this.used.delete(this.used.keys().next().value!);
    }
    // At least a millisecond a render: many short renders still add up across processes.
    return this.tell(tenant, Math.max(1, Math.ceil(ms)), now);
  }

  /** Reads the tenant's shared count again (what `waitMs` does in the background when its knowledge is old). */
  refresh(tenant: string, now: number): Promise<void> {
    return this.tell(tenant, 0, now);
  }

  private tell(tenant: string, ms: number, now: number): Promise<void> {
    if (!this.counters) return Promise.resolve();
    // Marked heard now, so waitMs asks once per SHARED_REFRESH_MS, not once per render.
    const known = this.shared.get(tenant);
    this.remember(tenant, { ms: known?.ms ?? 0, until: known?.until ?? 0, heard: now });
    return this.counters.add(`render-budget:${tenant}`, ms, BUDGET_WINDOW_MS).then(
      (c) => this.remember(tenant, { ms: c.count, until: now + c.ttlMs, heard: now }),
      // Unreachable counters: this process's own bucket still holds the tenant.
      () => undefined,
    );
  }

  private remember(tenant: string, entry: { ms: number; until: number; heard: number }): void {
    this.shared.delete(tenant);
    this.shared.set(tenant, entry);
    if (this.shared.size > MAX_BUDGET_TENANTS) this.shared.delete(this.shared.keys().next().value!);
  }

  /**
   * 0 when the tenant may render now, else how long until it may (ms).
   * `runningMs`: the time its renders running now have taken so far, counted at once.
   */
  waitMs(tenant: string, runningMs: number, now: number): number {
    const over = this.usedAt(tenant, now) + runningMs - this.msPerMinute;
    const mine = over < 0 ? 0 : Math.max(1, Math.ceil(over / this.rate));
    return Math.max(mine, this.sharedWaitMs(tenant, runningMs, now));
  }

  /** 0, or how long until the tenant's shared window ends when every process's renders have used its budget. */
  private sharedWaitMs(tenant: string, runningMs: number, now: number): number {
    if (!this.counters) return 0;
    const s = this.shared.get(tenant);
    if (!s || now - s.heard >= SHARED_REFRESH_MS) void this.refresh(tenant, now);
    if (!s || s.until <= now) return 0;
    return s.ms + runningMs >= this.msPerMinute ? s.until - now : 0;
  }

  private usedAt(tenant: string, now: number): number {
    const u = this.used.get(tenant);
    return u ? Math.max(0, u.ms - (now - u.at) * this.rate) : 0;
  }
}
