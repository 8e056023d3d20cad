/** The 'added to cart' popover: opens after an add, closes on its button or after 3 s. */
import { ADDED_POPOVER_MS } from '../timings.js';
import { timers } from '../timers.js';
import { Store } from './store.js';

export const popoverStore = new Store<{ open: boolean; title: string }>({ open: false, title: '' });
let handle: unknown;

export function openAddedPopover(title: string): void {
  timers.clear(handle);
  popoverStore.set({ open: true, title });
  handle = timers.set(closeAddedPopover, ADDED_POPOVER_MS);
}

export function closeAddedPopover(): void {
  timers.clear(handle);
  handle = undefined;
  popoverStore.set((s) => (s.open ? { open: false, title: s.title } : s));
}
