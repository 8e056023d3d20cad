/** The 'added to cart' popover: closes on its button or after 3 s (popover-store). */
import { CART_PATH } from '../navigation.js';
import { closeAddedPopover, popoverStore } from '../state/popover-store.js';
import { useStore } from '../state/store.js';
import { TEXT } from '../texts.js';

export function AddedPopover() {
  const { open, title } = useStore(popoverStore);
  if (!open) return null;
  return (
    <div className="vitrine-added-popover" role="status">
      <div className="vitrine-added-popover__title">{TEXT.addedToCart}</div>
      {title && <div className="vitrine-added-popover__item">{title}</div>}
      <a className="vitrine-added-popover__link" href={CART_PATH}>{TEXT.viewCart}</a>
      <button type="button" className="vitrine-added-popover__close" aria-label={TEXT.close} onClick={closeAddedPopover}>×</button>
    </div>
  );
}
