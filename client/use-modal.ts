/**
 * What every modal dialog of the shopper widgets does with the keyboard and
 * the mouse: focus trapped inside its panel (starting on `initial`),
 * Escape closes it, a press on its backdrop closes it, and focus goes back
 * to where it was once it closes (client/focus-trap.ts).
 */
import { useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { trapFocus } from './focus-trap.js';

/** Traps focus and closes on Escape while `open`; `onClose` may change between renders. */
export function useModal(panel: RefObject<HTMLElement | null>, initial: RefObject<HTMLElement | null>, onClose: () => void, open = true): void {
  const close = useRef(onClose);
  close.current = onClose;
  // A layout effect: the trap is set as the dialog appears and released (focus back to the opener) as it goes, in the
  // same task. Preact runs a passive effect's cleanup after the next paint, which left focus on the body for a frame.
  useLayoutEffect(() => {
    const el = panel.current;
    if (!open || !el) return;
    const trap = trapFocus(el, initial.current);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      close.current();
    };
    el.addEventListener('keydown', onKey);
    return () => {
      el.removeEventListener('keydown', onKey);
      trap.release();
    };
  }, [open]);
}

/** A backdrop's mouse-down handler: a press on the backdrop itself closes; its default is cancelled, or the browser would move the focus just returned to the opener onto the body. */
export function closeOnBackdrop(onClose: () => void): (e: MouseEvent) => void {
  return (e) => {
    if (e.target !== e.currentTarget) return;
    e.preventDefault();
    onClose();
  };
}
