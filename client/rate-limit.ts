/**
 * Debounce and throttle on the widgets' clock (client/timers.ts), so tests
 * drive them with a fake one. SPEC section 9 gives both windows: a
 * lightbox re-measures 100 ms after the last resize, a scroll handler runs
 * at most once per 100 ms.
 */
import { timers as defaultTimers, type Timers } from './timers.js';

/** A lightbox sizes itself again this long after the window's last resize. */
export const LIGHTBOX_RESIZE_DEBOUNCE_MS = 100;
/** A scroll handler runs at most once in this long (and once more after the last scroll). */
export const SCROLL_THROTTLE_MS = 100;

export interface Limited {
  (): void;
  cancel(): void;
}

/** Calls `fn` once `ms` after the last call. */
export function debounce(fn: () => void, ms: number, clock: Timers = defaultTimers): Limited {
  let handle: unknown;
  const call = (() => {
    if (handle !== undefined) clock.clear(handle);
    handle = clock.set(() => {
      handle = undefined;
      fn();
    }, ms);
  }) as Limited;
  call.cancel = () => {
    if (handle !== undefined) clock.clear(handle);
    handle = undefined;
  };
  return call;
}

/** Calls `fn` at once, then at most once per `ms`; a call inside the window runs at its end, so the last state is never missed. */
export function throttle(fn: () => void, ms: number, clock: Timers = defaultTimers): Limited {
  let handle: unknown;
  let pending = false;
  const open = () => {
    handle = clock.set(() => {
      handle = undefined;
      if (!pending) return;
      pending = false;
      fn();
      open();
    }, ms);
  };
  const call = (() => {
    if (handle !== undefined) {
      pending = true;
      return;
    }
    fn();
    open();
  }) as Limited;
  call.cancel = () => {
    if (handle !== undefined) clock.clear(handle);
    handle = undefined;
    pending = false;
  };
  return call;
}
