/**
 * Keeps keyboard focus inside a modal dialog (SPEC section 2: a modal with a
 * focus trap): Tab from the last control goes to the first and Shift+Tab
 * from the first to the last; focus that lands outside is brought back; on
 * release focus returns to where it was. Small on purpose (the bundle has a
 * size budget); radio groups and the browser's own order inside are kept.
 */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
}

/** Traps focus in `root` (first focusing `initial`); returns the release. */
export function trapFocus(root: HTMLElement, initial: HTMLElement | null): () => void {
  const doc = root.ownerDocument;
  const before = doc.activeElement as HTMLElement | null;
  (initial ?? root).focus();
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Tab') return;
    const list = focusables(root);
    if (list.length === 0) return;
    const first = list[0]!;
    const last = list[list.length - 1]!;
    const at = doc.activeElement;
    if (e.shiftKey && (at === first || at === root)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && at === last) {
      e.preventDefault();
      first.focus();
    }
  };
  const onFocusIn = (e: FocusEvent) => {
    if (e.target instanceof Node && !root.contains(e.target)) (focusables(root)[0] ?? root).focus();
  };
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('focusin', onFocusIn);
  return () => {
    doc.removeEventListener('keydown', onKey, true);
    doc.removeEventListener('focusin', onFocusIn);
    if (before && before.isConnected) before.focus();
  };
}
