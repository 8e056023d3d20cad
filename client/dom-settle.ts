/**
 * Waiting for the DOM to settle before measuring it (SPEC section 9: DOM
 * settle wait, timeout 3000 ms, debounce 100 ms). A failed form renders its
 * messages, resets its captcha and may grow before the first field at fault
 * is where it will stay; measuring at once would scroll to a place that
 * moves. The wait ends 100 ms after the last change under `root`, or after
 * 3000 ms however busy the page is, so a page that never stops changing
 * (an autoplaying slideshow) still gets its scroll.
 */
import { timers as defaultTimers, type Timers } from './timers.js';

export const DOM_SETTLE_TIMEOUT_MS = 3000;
export const DOM_SETTLE_DEBOUNCE_MS = 100;

export type Settled = 'settled' | 'timeout';

/** Resolves 'settled' once nothing under `root` has changed for DOM_SETTLE_DEBOUNCE_MS, or 'timeout' after DOM_SETTLE_TIMEOUT_MS. */
export function domSettled(root: Node, clock: Timers = defaultTimers): Promise<Settled> {
  return new Promise((resolve) => {
    const Observer = (root.ownerDocument?.defaultView ?? globalThis).MutationObserver as typeof MutationObserver | undefined;
    let quiet: unknown;
    let observer: MutationObserver | undefined;
    const done = (how: Settled) => {
      observer?.disconnect();
      clock.clear(quiet);
      clock.clear(limit);
      resolve(how);
    };
    const rearm = () => {
      if (quiet !== undefined) clock.clear(quiet);
      quiet = clock.set(() => done('settled'), DOM_SETTLE_DEBOUNCE_MS);
    };
    const limit = clock.set(() => done('timeout'), DOM_SETTLE_TIMEOUT_MS);
    if (Observer) {
      observer = new Observer(rearm);
      observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
    }
    rearm();
  });
}
