/**
 * The floating cart pill (SPEC section 2), drawn with the DOM rather than
 * React: it is on every page, and a page with only the pill then loads no
 * React at all. Shown only with a quantity above 0, never on /cart, with
 * express checkout or a custom cart (cart-pill-view.ts). The island's
 * element is the link to /cart, which it keeps; it follows the cart store.
 */
import { seedMoneyTexts } from '../money.js';
import { cartUrl } from '../navigation.js';
import { cartStore } from '../state/cart-store.js';
import { pillView, type CartPillProps, type PillView } from './cart-pill-view.js';

export type { CartPillProps } from './cart-pill-view.js';

/** The pill's parts in order: class, view field, hidden from assistive technology. */
const PARTS: readonly [string, keyof PillView | null, boolean][] = [
  ['cart-pill__icon', null, true],
  ['cart-pill__label', 'label', false],
  ['cart-pill__count', 'count', true],
  ['cart-pill__unit', 'unit', true],
  ['cart-pill__subtotal', 'subtotal', false],
  ['sqs-visually-hidden cart-pill__spoken', 'spoken', false],
];

/** Renders the pill into `host` and keeps it up to date; returns the island (unmount stops following the cart). */
export function mountCartPill(host: HTMLElement, props: CartPillProps): { unmount(): void } {
  // The server's subtotal text (issue 41): drawing a shown pill makes no Intl currency format.
  seedMoneyTexts(props.moneyTexts);
  const spans = PARTS.map(([className, , quiet]) => {
    const span = host.ownerDocument.createElement('span');
    span.className = className;
    if (quiet) span.setAttribute('aria-hidden', 'true');
    return span;
  });
  host.replaceChildren(...spans);
  if (host instanceof HTMLAnchorElement) host.setAttribute('href', props.cartUrl ?? cartUrl());
  const draw = () => {
    const view = pillView(cartStore.get().cart, props, typeof location === 'undefined' ? '' : location.pathname);
    PARTS.forEach(([, field], i) => {
      const text = field === null ? '' : String(view[field]);
      if (spans[i]!.textContent !== text) spans[i]!.textContent = text;
    });
    host.hidden = view.hidden;
  };
  draw();
  const stop = cartStore.subscribe(draw);
  return {
    unmount() {
      stop();
      host.replaceChildren();
    },
  };
}
