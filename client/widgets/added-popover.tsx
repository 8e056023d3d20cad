/**
 * The 'added to cart' popover (popover-store): announced politely, closes on
 * its button, on Escape or after 3 s unless the shopper is in it. Rendered
 * after the button that added, so View Cart is the next Tab stop.
 */
import { createPortal } from 'react-dom';
import { cartUrl } from '../navigation.js';
import { closeAddedPopover, holdAddedPopover, popoverStore } from '../state/popover-store.js';
import { useStore } from '../state/store.js';
import { TEXT } from '../texts.js';

export function AddedPopover() {
  const { open, title, anchor } = useStore(popoverStore);
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
      <a className="vitrine-added-popover__link" href={cartUrl()}>{TEXT.viewCart}</a>
      <button type="button" className="vitrine-added-popover__close" aria-label={TEXT.close} onClick={closeAddedPopover}>×</button>
    </div>
  );
  return anchor && anchor.isConnected ? createPortal(popover, anchor) : popover;
}
