/**
 * The 'added to cart' popover (popover-store): announced politely, closes on
 * its button, on Escape or after 3 s unless the shopper is in it. Rendered
 * after the button that added, so View Cart is the next Tab stop. Says what
 * was added: the variant, the units and their price, the cart's subtotal,
 * and offers the cart and the checkout.
 */
import { createPortal } from 'react-dom';
import { cartUrl, checkoutUrl } from '../navigation.js';
import { formatCents } from '../money.js';
import { closeAddedPopover, holdAddedPopover, popoverStore } from '../state/popover-store.js';
import { useStore } from '../state/use-store.js';
import { TEXT } from '../texts.js';

export function AddedPopover() {
  const { open, title, anchor, details } = useStore(popoverStore);
  if (!open) return null;
  const popover = (
    <div
      className="vitrine-added-popover"
      role="status"
      onFocus={holdAddedPopover}
      onMouseEnter={holdAddedPopover}
      onKeyDown={(e) => e.key === 'Escape' && closeAddedPopover()}
    >
      <div className="vitrine-added-popover__title">{TEXT.addedToCart}</div>
      {title && <div className="vitrine-added-popover__item">{title}</div>}
      {details?.variantText && <div className="vitrine-added-popover__variant">{details.variantText}</div>}
      {details && (
        <dl className="vitrine-added-popover__details">
          <div className="vitrine-added-popover__line">
            <dt>{TEXT.quantity}</dt>
            <dd><span className="vitrine-added-popover__quantity">{details.quantity}</span> · <span className="vitrine-added-popover__price">{formatCents(details.lineCents, details.currency)}</span></dd>
          </div>
          <div className="vitrine-added-popover__subtotal">
            <dt>{TEXT.subtotal}</dt>
            <dd className="vitrine-added-popover__subtotal-amount">{formatCents(details.subtotalCents, details.currency)}</dd>
          </div>
        </dl>
      )}
      <a className="vitrine-added-popover__link" href={cartUrl()}>{TEXT.viewCart}</a>
      {details && <a className="vitrine-added-popover__checkout sqs-button-element--primary" href={checkoutUrl()}>{TEXT.checkout}</a>}
      <button type="button" className="vitrine-added-popover__close" aria-label={TEXT.close} onClick={closeAddedPopover}>×</button>
    </div>
  );
  return anchor && anchor.isConnected ? createPortal(popover, anchor) : popover;
}
