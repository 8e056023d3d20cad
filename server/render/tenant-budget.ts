/**
 * Render time per tenant and minute: a bucket that fills at `msPerMinute`
 * a minute up to `msPerMinute` and that every render empties by the time it
 * held its worker. A tenant whose bucket is empty (in debt: a render may
 * take more than was left) is refused until it has refilled, so a tenant
 * looping templates that run into the timeout gets a small share of the
 * workers, and a tenant of short renders never notices.
 */

export const BUDGET_WINDOW_MS = 60_000;
/** Tenants remembered at most; past it the one charged longest ago is forgotten (its bucket counts as full). */
export const MAX_BUDGET_TENANTS = 10_000;

export class TenantBudget {
  /** Render time used and not yet refilled, per tenant, as of `at`; most recently charged last. */
  private readonly used = new Map<string, { ms: number; at: number }>();
  /** Refill per millisecond. */
  private readonly rate: number;

  constructor(readonly msPerMinute: number) {
    this.rate = msPerMinute / BUDGET_WINDOW_MS;
  }

  /** Adds `ms` of render time to the tenant's use. */
  charge(tenant: string, ms: number, now: number): void {
    const used = this.usedAt(tenant, now) + Math.max(0, ms);
    this.used.delete(tenant);
    if (used <= 0) return;
    this.used.set(tenant, { ms: used, at: now });
    if (this.used.size > MAX_BUDGET_TENANTS) this.used.delete(this.used.keys().next().value!);
  }

  /**
   * 0 when the tenant may render now, else how long until it may (ms).
   * `runningMs`: the time its renders running now have taken so far, counted at once.
   */
  waitMs(tenant: string, runningMs: number, now: number): number {
    const over = this.usedAt(tenant, now) + runningMs - this.msPerMinute;
    return over < 0 ? 0 : Math.max(1, Math.ceil(over / this.rate));
  }

  private usedAt(tenant: string, now: number): number {
    const u = this.used.get(tenant);
    return u ? Math.max(0, u.ms - (now - u.at) * this.rate) : 0;
  }
}
