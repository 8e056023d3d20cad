/**
 * The small cart widget (SPEC section 2): starts empty with the zero-items
 * label; marked initialised (data-initialized) once synced with the
 * server's count and subtotal; an empty marker (data-empty) while the
 * count is zero.
 */
import { cartUrl } from '../navigation.js';
import { formatCents } from '../money.js';
import { cartStore, subtotalCents, totalQuantity } from '../state/cart-store.js';
import { useStore } from '../state/use-store.js';
import { TEXT } from '../texts.js';
import { countText, unitText } from './cart-pill-view.js';

export function MiniCart({ props }: { props: { currency?: string } }) {
  const { cart, synced } = useStore(cartStore);
  const n = synced ? totalQuantity(cart) : 0;
  const label = n === 0 ? TEXT.zeroItems : `${countText(n)} ${unitText(n)}`;
  return (
    <a
      className={`vitrine-mini-cart${synced ? ' is-initialized' : ''}${n === 0 ? ' is-empty' : ''}`}
      href={cartUrl()}
      data-initialized={synced ? 'true' : undefined}
      data-empty={n === 0 ? 'true' : undefined}
    >
      <span className="vitrine-mini-cart__count">{label}</span>
      {synced && n > 0 && <span className="vitrine-mini-cart__subtotal">{formatCents(subtotalCents(cart), props.currency)}</span>}
    </a>
  );
}
