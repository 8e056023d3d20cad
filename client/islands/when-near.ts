/**
 * Islands mounted when they near the viewport or on the shopper's first
 * touch of them, not with the page: a listing's product cards (their
 * add-to-cart and Quick View) are below the fold on a phone, and mounting
 * them with the page would load and run React DOM for nothing the shopper
 * sees yet (issue 41: the main thread's time while the page loads).
 *
 * Until the widget has drawn the island, the server's markup is what the
 * shopper meets: a press on it (a click, Enter or Space) is held and
 * replayed on the widget's own control once it is drawn (and, for a widget
 * that waits for the cart, once the cart is known); focus on it moves to
 * the widget's control that replaces it, so a keyboard loses nothing.
 */
import { cartStore } from '../state/cart-store.js';
import { MOUNTED_ATTR, type Island } from './island.js';
import { LISTING_SELECTOR } from './listing.js';

/** How far outside the viewport an island starts mounting, so that it is drawn by the time it is scrolled to. */
export const NEAR_MARGIN = '300px 0px';

/** The widgets of a product card, mounted when near (Quick View's dialog mounts its own at once). */
const CARD_WIDGETS: ReadonlySet<string> = new Set(['add-to-cart', 'quick-view']);

/** Whether the island waits to be near the viewport: a product card's widgets, where the browser can tell. */
export function mountsWhenNear(name: string, el: Element): boolean {
  return (
    typeof IntersectionObserver !== 'undefined' &&
    typeof MutationObserver !== 'undefined' &&
    CARD_WIDGETS.has(name) &&
    el.closest(LISTING_SELECTOR) !== null &&
    el.closest('[role="dialog"]') === null
  );
}

/** What the shopper can press or focus in an island: the server's markup and the widget's have them in the same order. */
const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';
/** Events that mean the shopper is at the island: each starts its mount. */
const TOUCH_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'click'] as const;

const controls = (el: Element) => [...el.querySelectorAll<HTMLElement>(CONTROLS)];
/** The index of the control `target` is in (0 when it is in none). */
const controlOf = (el: Element, target: EventTarget | null): number => {
  const c = target instanceof Element ? target.closest(CONTROLS) : null;
  return Math.max(0, c ? controls(el).indexOf(c as HTMLElement) : 0);
};
const plainClick = (e: MouseEvent) => e.button === 0 && !e.ctrlKey && !e.metaKey && !e.shiftKey && !e.altKey;

/** Mounts the island (`mount`) once `el` nears the viewport or is touched; until then the server's markup stays. */
export function whenNear(el: HTMLElement, mount: () => Island): Island {
  let island: Island | null = null;
  let cancelled = false;
  let isDrawn = false;
  /** The control to focus and to press once drawn (the shopper's, on the server's markup). */
  let focusAt: number | null = null;
  let pressAt: number | null = null;
  /** A pointer went down on the server's markup: if the widget replaced it before the pointer came up, the click lands beside the controls. */
  let downAt: number | null = null;

  const onTouch = (e: Event) => {
    if (e.type === 'focusin') focusAt = controlOf(el, e.target);
    if (e.type === 'pointerdown') downAt = controlOf(el, e.target);
    if (e.type === 'click' && plainClick(e as MouseEvent)) {
      e.preventDefault();
      pressAt = focusAt = controlOf(el, e.target);
      downAt = null;
    }
    // A role="button" of the server's markup has no press of its own: Enter and Space are the widget's.
    if (e.type === 'keydown' && ((e as KeyboardEvent).key === 'Enter' || (e as KeyboardEvent).key === ' ') && e.target instanceof Element && e.target.getAttribute('role') === 'button') {
      e.preventDefault();
      pressAt = focusAt = controlOf(el, e.target);
    }
    start();
  };
  const near = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), { rootMargin: NEAR_MARGIN });
  const drawn = new MutationObserver(() => el.hasAttribute(MOUNTED_ATTR) && onDrawn());
  /** After the drawing: a press begun on the server's markup and ended on the widget's is the press of the same control. */
  const onLateClick = (e: MouseEvent) => {
    const at = downAt;
    downAt = null;
    if (at === null || !plainClick(e) || (e.target instanceof Element && e.target.closest(CONTROLS))) return;
    pressAt = at;
    replay();
  };
  for (const type of TOUCH_EVENTS) el.addEventListener(type, onTouch, true);
  near.observe(el);

  function start(): void {
    if (island || cancelled) return;
    near.disconnect();
    drawn.observe(el, { attributes: true, attributeFilter: [MOUNTED_ATTR] });
    island = mount();
  }

  function stopListening(): void {
    near.disconnect();
    drawn.disconnect();
    for (const type of TOUCH_EVENTS) el.removeEventListener(type, onTouch, true);
  }

  function onDrawn(): void {
    isDrawn = true;
    stopListening();
    if (downAt !== null) el.addEventListener('click', onLateClick, { once: true });
    if (focusAt === null && pressAt === null) return;
    // The add button shows once the cart is known (add-to-cart.tsx): the press waits for it as the shopper would have.
    if (cartStore.get().ready) return void setTimeout(replay, 0);
    const stop = cartStore.subscribe(() => {
      if (!cartStore.get().ready) return;
      stop();
      setTimeout(replay, 0);
    });
  }

  function replay(): void {
    if (cancelled || !isDrawn) return;
    const control = controls(el)[pressAt ?? focusAt ?? 0];
    if (!control) return;
    const active = document.activeElement;
    // Focus follows the server's control the widget replaced, unless the shopper has moved on.
    if (active === null || active === document.body || el.contains(active)) control.focus({ preventScroll: true });
    if (pressAt !== null) control.click();
    focusAt = pressAt = null;
  }

  return {
    unmount() {
      cancelled = true;
      stopListening();
      el.removeEventListener('click', onLateClick);
      island?.unmount();
    },
  };
}
