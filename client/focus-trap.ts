/**
 * Keeps keyboard focus inside a modal dialog while it is open: Tab and
 * Shift+Tab wrap at its ends, focus that lands outside (a click, a script)
 * comes back in, and on release focus returns where it was. A few lines
 * instead of a library, to keep the bundle within its budget.
 */
const FOCUSABLE = 'a[href],button,input:not([type=hidden]),select,textarea,[tabindex]:not([tabindex="-1"])';

export function focusables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !(el as HTMLInputElement).disabled && !el.closest('[hidden]'));
}

export interface FocusTrap {
  release(): void;
}

/** Traps focus in `container`, focusing `initial` (or the first focusable, or the container). */
export function trapFocus(container: HTMLElement, initial?: HTMLElement | null): FocusTrap {
  const doc = container.ownerDocument;
  const before = doc.activeElement as HTMLElement | null;
  const first = () => initial ?? focusables(container)[0] ?? container;
  first().focus();

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Tab') return;
    const list = focusables(container);
    if (list.length === 0) {
      e.preventDefault();
      container.focus();
      return;
    }
    const at = list.indexOf(doc.activeElement as HTMLElement);
    if (e.shiftKey && at <= 0) {
      e.preventDefault();
      list[list.length - 1]!.focus();
    } else if (!e.shiftKey && (at === -1 || at === list.length - 1)) {
      e.preventDefault();
      list[0]!.focus();
    }
  };
  const onFocusIn = (e: FocusEvent) => {
    if (e.target instanceof Node && !container.contains(e.target)) first().focus();
  };
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('focusin', onFocusIn, true);
  return {
    release() {
      doc.removeEventListener('keydown', onKeyDown, true);
      doc.removeEventListener('focusin', onFocusIn, true);
      if (before && before.isConnected && typeof before.focus === 'function') before.focus();
    },
  };
}
