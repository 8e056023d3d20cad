/**
 * Where focus goes when a dialog closes: to the element that had it when
 * the dialog opened (focused here: Radix's own return left a dialog
 * mounted already open with the focus on the body); when the dialog's own action removed
 * that element (Mark as fulfilled hides its button once the order is
 * fulfilled, Delete removes the row its button sat in), focus fell to the
 * page's body and a keyboard user started again from the top. Then it goes
 * to the screen's title (PageHeader's h1, focusable by script) instead, or,
 * for a question asked inside a dialog (Remove a list's subscriber), to
 * that dialog, which is still open and keeps the keyboard.
 */
import { useRef } from 'react';

/** The id of the screen's h1 (PageHeader). */
export const PAGE_TITLE_ID = 'adm-page-title';

/**
 * A dialog's `onCloseAutoFocus`: remembers the opener while `open`, and on
 * close keeps Radix's return when the opener is still on the page, else
 * focuses the screen's title.
 */
export function useFocusReturn(open: boolean): (event: Event) => void {
  const opener = useRef<Element | null>(null);
  // Read during render: Radix's focus scope moves focus into the dialog in an effect, after this.
  if (open && opener.current === null && typeof document !== 'undefined') opener.current = document.activeElement;
  return (event: Event) => {
    const before = opener.current;
    opener.current = null;
    // Focused here, not left to Radix: a dialog mounted already open (a screen's form dialog)
    // had Radix return the focus to the body.
    if (before instanceof HTMLElement && before.isConnected && before !== document.body) {
      event.preventDefault();
      before.focus();
      return;
    }
    const outer = document.querySelector<HTMLElement>('.adm-portal [role="dialog"][data-state="open"]');
    const target = outer ?? document.getElementById(PAGE_TITLE_ID);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
}
