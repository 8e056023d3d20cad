/**
 * The 'added to cart' popover: opens after an add, closes on its button or
 * after 3 s. It is placed right after the button that added (`anchor`), so
 * a keyboard reaches View Cart with one Tab; while the shopper is in it
 * (focus or pointer) it stays open, so nobody has to beat the clock.
 */
import { ADDED_POPOVER_MS } from '../timings.js';
import { timers } from '../timers.js';
import { Store } from './store.js';

export interface PopoverState {
  open: boolean;
  title: string;
  /** Where it is placed in the document; the end of the body when absent. */
  anchor?: Element | null;
}

export const popoverStore = new Store<PopoverState>({ open: false, title: '' });
let handle: unknown;

export function openAddedPopover(title: string, anchor: Element | null = null): void {
  timers.clear(handle);
  popoverStore.set({ open: true, title, anchor });
  handle = timers.set(closeAddedPopover, ADDED_POPOVER_MS);
}

/** The shopper is reading or using it: no closing by time. */
export function holdAddedPopover(): void {
  timers.clear(handle);
  handle = undefined;
}

export function closeAddedPopover(): void {
  timers.clear(handle);
  handle = undefined;
  popoverStore.set((s) => (s.open ? { open: false, title: s.title } : s));
}
