/**
 * The clock the widgets schedule their state changes on: the platform's
 * timers, replaceable by a fake clock in tests.
 */
export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const platform: Timers = {
  set: (fn, ms) => globalThis.setTimeout(fn, ms),
  clear: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

let current: Timers = platform;

export const timers: Timers = {
  set: (fn, ms) => current.set(fn, ms),
  clear: (h) => current.clear(h),
};

/** Installs `t` (a fake clock); no argument restores the platform's timers. */
export function installTimers(t: Timers = platform): void {
  current = t;
}
