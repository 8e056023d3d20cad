/**
 * The 'added to cart' popover: opens after an add, closes on its button or
 * after 3 s. It is placed right after the button that added (`anchor`), so
 * a keyboard reaches View Cart with one Tab; while the shopper is in it
 * (focus or pointer) it stays open, so nobody has to beat the clock.
 */
import { ADDED_POPOVER_MS } from '../timings.js';
import { timers } from '../timers.js';
import { Store } from './store.js';

/** What was added, for the popover to say (issue 36): the variant, the units added, their price and the cart's subtotal. */
export interface AddedDetails {
  variantText: string;
  quantity: number;
  lineCents: number;
  subtotalCents: number;
  currency?: string | undefined;
}

export interface PopoverState {
  open: boolean;
  title: string;
  details?: AddedDetails | undefined;
  /** Where it is placed in the document; the end of the body when absent. */
  anchor?: Element | null;
}

export const popoverStore = new Store<PopoverState>({ open: false, title: '' });
let handle: unknown;

export function openAddedPopover(title: string, anchor: Element | null = null, details?: AddedDetails): void {
  timers.clear(handle);
  popoverStore.set({ open: true, title, anchor, details });
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

/** Runs `fn` once, when the popover first opens (the page's script loads the popover's module then, not with the page). */
export function onFirstOpen(fn: () => void): void {
  if (popoverStore.get().open) return fn();
  const stop = popoverStore.subscribe(() => {
    if (!popoverStore.get().open) return;
    stop();
    fn();
  });
}
