/**
 * What the cart pill and the mini cart show (SPEC section 2), from the cart
 * as every widget sees it: the count (100+ above 100, item or items), the
 * formatted subtotal, a spoken text, and when the pill hides. Plain
 * functions, no React: the pill renders them with the DOM, the mini cart
 * with React.
 */
import { CART_PATH } from '../navigation.js';
import { formatCents } from '../money.js';
import type { MoneyTexts } from '../../editor/money-texts.js';
import { pageConfig } from '../page-config.js';
import { subtotalCents, totalQuantity } from '../state/cart-store.js';
import type { ShoppingCart } from '../api/cart-api.js';
import { TEXT } from '../texts.js';
import { CART_COUNT_CAP } from '../timings.js';

export interface CartPillProps {
  cartUrl?: string;
  totalQuantity?: number;
  subtotalCents?: number;
  currency?: string;
  label?: string;
  /** Its subtotal formatted by the server (site/render/cart-pill.ts): the first drawing makes no Intl currency format. */
  moneyTexts?: MoneyTexts;
}

export const countText = (n: number) => (n > CART_COUNT_CAP ? TEXT.cappedCount : String(n));
export const spokenCount = (n: number) => (n > CART_COUNT_CAP ? TEXT.moreThan100 : TEXT.itemsInCart(n));
export const unitText = (n: number) => (n === 1 ? TEXT.item : TEXT.items);

/** The cart page of any language: /cart, /fr/cart, /en-gb/cart. */
const CART_PAGE = /^(\/[a-z]{2}(-[a-z]{2,4})?)?\/cart\/?$/i;

export function cartPillHidden(quantity: number, pathname: string): boolean {
  const config = pageConfig();
  return quantity <= 0 || pathname === CART_PATH || CART_PAGE.test(pathname) || config.expressCheckout === true || config.customCart === true;
}

export interface PillView {
  hidden: boolean;
  label: string;
  count: string;
  unit: string;
  subtotal: string;
  spoken: string;
}

/**
 * The pill for this cart (the server's summary in `props` until a cart is
 * known). A hidden pill's subtotal is left empty: formatting money first
 * loads the browser's number formats, tens of milliseconds on a slow phone
 * that a page whose pill nobody sees need not spend.
 */
export function pillView(cart: ShoppingCart | null, props: CartPillProps, pathname: string): PillView {
  const n = cart ? totalQuantity(cart) : (props.totalQuantity ?? 0);
  const hidden = cartPillHidden(n, pathname);
  return {
    hidden,
    label: props.label ?? 'Cart',
    count: countText(n),
    unit: unitText(n),
    subtotal: hidden ? '' : formatCents(cart ? subtotalCents(cart) : (props.subtotalCents ?? 0), props.currency),
    spoken: spokenCount(n),
  };
}
