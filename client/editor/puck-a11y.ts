/**
 * Names for the few controls Puck draws without one (axe: frame-title,
 * select-name, button-name, aria-prohibited-attr): its canvas frame, its
 * zoom list, an array field's add button and its loading spinner. Puck
 * offers no prop for them, so they are named as they appear.
 */
import { useEffect, type RefObject } from 'react';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';

function name(root: Element): void {
  for (const frame of root.querySelectorAll('iframe#preview-frame:not([title])')) frame.setAttribute('title', T.canvasTitle);
  for (const select of root.querySelectorAll('select[class*="ViewportControls-zoomSelect"]:not([aria-label])')) select.setAttribute('aria-label', T.zoom);
  for (const button of root.querySelectorAll('button[class*="ArrayField-addButton"]:not([aria-label])')) button.setAttribute('aria-label', T.addItem);
  for (const loader of root.querySelectorAll('[class*="_Loader_"][aria-label]:not([role])')) loader.setAttribute('role', 'status');
}

export function usePuckNames(root: RefObject<Element | null>): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    name(el);
    const observer = new MutationObserver(() => name(el));
    observer.observe(el, { childList: true, subtree: true });
    return () => observer.disconnect();
  });
}
