/**
 * The floating cart pill (SPEC section 2): the count (100+ above 100, item
 * or items), the formatted subtotal and a spoken text; shown only with a
 * quantity above 0, never on /cart, with express checkout or a custom cart.
 * The island's element is the link to /cart, which it keeps.
 */
import { useEffect } from 'react';
import { CART_PATH, cartUrl } from '../navigation.js';
import { formatCents } from '../money.js';
import { pageConfig } from '../page-config.js';
import { cartStore, subtotalCents, totalQuantity } from '../state/cart-store.js';
import { useStore } from '../state/store.js';
import { TEXT } from '../texts.js';
import { CART_COUNT_CAP } from '../timings.js';

export interface CartPillProps {
  cartUrl?: string;
  totalQuantity?: number;
  subtotalCents?: number;
  currency?: string;
  label?: string;
}

export const countText = (n: number) => (n > CART_COUNT_CAP ? TEXT.cappedCount : String(n));
export const spokenCount = (n: number) => (n > CART_COUNT_CAP ? TEXT.moreThan100 : TEXT.itemsInCart(n));

/** The cart page of any language: /cart, /fr/cart, /en-gb/cart. */
const CART_PAGE = /^(\/[a-z]{2}(-[a-z]{2,4})?)?\/cart\/?$/i;

export function cartPillHidden(quantity: number, pathname: string): boolean {
  const config = pageConfig();
  return quantity <= 0 || pathname === CART_PATH || CART_PAGE.test(pathname) || config.expressCheckout === true || config.customCart === true;
}

export function CartPill({ props, host }: { props: CartPillProps; host?: HTMLElement | undefined }) {
  const { cart } = useStore(cartStore);
  const n = cart ? totalQuantity(cart) : (props.totalQuantity ?? 0);
  const cents = cart ? subtotalCents(cart) : (props.subtotalCents ?? 0);
  const hidden = cartPillHidden(n, typeof location === 'undefined' ? '' : location.pathname);

  useEffect(() => {
    if (!host) return;
    host.hidden = hidden;
    if (host instanceof HTMLAnchorElement) host.setAttribute('href', props.cartUrl ?? cartUrl());
  }, [host, hidden]);

  return (
    <>
      <span className="cart-pill__icon" aria-hidden="true"></span>
      <span className="cart-pill__label">{props.label ?? 'Cart'}</span>
      <span className="cart-pill__count" aria-hidden="true">{countText(n)}</span>
      <span className="cart-pill__unit" aria-hidden="true">{n === 1 ? TEXT.item : TEXT.items}</span>
      <span className="cart-pill__subtotal">{formatCents(cents, props.currency)}</span>
      <span className="sqs-visually-hidden cart-pill__spoken">{spokenCount(n)}</span>
    </>
  );
}
