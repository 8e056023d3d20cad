/**
 * Bringing a field into view (SPEC section 9): a tween lasts 300 ms by
 * default; scrolling to an element stops 30 px above it and its duration
 * is clamped to 50 ms, so a failed form shows its first error at once.
 */
import { domSettled } from './dom-settle.js';

export const DEFAULT_TWEEN_MS = 300;
export const SCROLL_INTO_VIEW_OFFSET_PX = 30;
export const SCROLL_DURATION_MAX_MS = 50;

/** Calls `step` with values from `from` to `to` over `durationMs` (ease-out), one per animation frame; resolves at `to`. */
export function tween(from: number, to: number, step: (value: number) => void, durationMs = DEFAULT_TWEEN_MS): Promise<void> {
  return new Promise((resolve) => {
    if (durationMs <= 0 || from === to || typeof requestAnimationFrame !== 'function') {
      step(to);
      resolve();
      return;
    }
    const start = performance.now();
    // The clock read here, not the frame's timestamp: some environments give frames another time base.
    const frame = () => {
      const t = Math.min(1, Math.max(0, (performance.now() - start) / durationMs));
      step(from + (to - from) * (1 - (1 - t) ** 2));
      if (t < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
}

/** Where the window scrolls to show `el`: SCROLL_INTO_VIEW_OFFSET_PX above its top, never below 0. */
export function scrollTargetOf(el: Element, win: Window = window): number {
  return Math.max(0, el.getBoundingClientRect().top + win.scrollY - SCROLL_INTO_VIEW_OFFSET_PX);
}

/** Scrolls `el` into view (at most SCROLL_DURATION_MAX_MS), then focuses it without another scroll. */
export async function scrollToField(el: HTMLElement, win: Window = window, durationMs = DEFAULT_TWEEN_MS): Promise<void> {
  await tween(win.scrollY, scrollTargetOf(el, win), (y) => win.scrollTo(0, y), Math.min(durationMs, SCROLL_DURATION_MAX_MS));
  el.focus({ preventScroll: true });
}

/**
 * After a failed submission: waits for `root` to settle (client/dom-settle.ts:
 * its messages rendered, its captcha reset), then scrolls to the first
 * element matching `selector` and focuses it. Measuring before the DOM
 * settles would aim at a place that moves. The settle may take seconds on a
 * page that keeps changing: a visitor who has put the focus elsewhere by
 * then (to correct a field) keeps it, or their typing would land in the
 * field this focuses. Resolves with the element focused, or null.
 */
export async function scrollToFirst(root: HTMLElement, selector: string, win: Window = window): Promise<HTMLElement | null> {
  const doc = root.ownerDocument;
  const focusedBefore = doc.activeElement;
  await domSettled(root);
  const now = doc.activeElement;
  if (now !== focusedBefore && now !== null && now !== doc.body) return null;
  const first = root.querySelector<HTMLElement>(selector);
  if (first) await scrollToField(first, win);
  return first;
}
