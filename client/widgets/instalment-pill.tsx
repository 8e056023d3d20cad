/**
 * The instalment pill of a product page (SPEC sections 2 and 9): 'N
 * interest-free payments of {amount}' for the chosen variant's price, or
 * the brand's range when the price is outside it, and an info button that
 * opens the locale's shipped info page in a modal dialog.
 */
import { useState } from 'react';
import { instalmentOffer, loadInfoPage, type InfoPage, type InstalmentOffer } from '../instalments.js';
import { formatCents } from '../money.js';
import { currentPriceCents, type ProductProps } from '../product.js';
import { productStore } from '../state/product-store.js';
import { useStore } from '../state/use-store.js';
import { TEXT } from '../texts.js';
import { ModalDialog } from './modal-dialog.js';

export function offerText(offer: InstalmentOffer, currency?: string): string {
  if (offer.kind === 'payments') return `${TEXT.instalmentPayments(offer.count, formatCents(offer.paymentCents, currency))} ${TEXT.instalmentWith(offer.brand)}`;
  const limit = formatCents(offer.limitCents, currency);
  return `${offer.brand} ${offer.kind === 'over' ? TEXT.instalmentOver(limit) : TEXT.instalmentUpTo(limit)}`;
}

export function InstalmentPill({ props }: { props: ProductProps }) {
  const { selection } = useStore(productStore(props.itemId));
  const [open, setOpen] = useState(false);
  // undefined: not asked for yet; null: the locale has no page (warned once).
  const [info, setInfo] = useState<InfoPage | null | undefined>(undefined);
  const offer = instalmentOffer(props.instalment, props.productType, currentPriceCents(props, selection));
  if (!offer) return null;
  const text = offerText(offer, props.currency);

  const showInfo = () => {
    setOpen(true);
    if (info === undefined) void loadInfoPage(offer.locale).then(setInfo);
  };

  return (
    <div className="instalment-pill__content" data-offer={offer.kind}>
      <span className="instalment-pill__text">{text}</span>{' '}
      <button type="button" className="instalment-pill__info" aria-haspopup="dialog" onClick={showInfo}>
        {TEXT.instalmentInfo(offer.brand)}
      </button>
      {open && (
        <ModalDialog title={info?.title ?? offer.brand} onClose={() => setOpen(false)} className="instalment-info">
          <p className="instalment-info__summary">{text}</p>
          {info === undefined && <p className="instalment-info__loading">{TEXT.quickViewLoading}</p>}
          {info?.paragraphs.map((p, i) => <p key={i}>{p}</p>)}
        </ModalDialog>
      )}
    </div>
  );
}
