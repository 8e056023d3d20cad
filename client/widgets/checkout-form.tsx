/**
 * The checkout form's island. The form works without JavaScript (a plain
 * post, the server answers with the page again or the order); this island
 * only enhances it: the totals follow the shipping option, address and
 * coupons live (checkout-live.ts), a second click on the place-order
 * button while the first is on its way is ignored (the server is
 * idempotent anyway), the button says it is processing, an error summary
 * from the server gets the focus so it is read out, and the page's
 * `vitrine:checkout` signal carries the cart for analytics. It mounts on a
 * small host inside the form; its fields' helpers (checkout-fields.ts)
 * swap the region control, hide the billing fields while "same as
 * shipping" is ticked, and check and clear field errors as the shopper
 * types; a signed-in shopper's saved address fills the shipping fields
 * (checkout-saved-address.ts).
 */
import { useEffect, useState } from 'react';
import { emitTracking, TRACKING_EVENTS } from '../tracking/tracking-events.js';
import { startLiveTotals } from './checkout-live.js';
import { startFieldHelpers, type FieldErrorTexts } from './checkout-fields.js';
import { startSavedAddresses } from './checkout-saved-address.js';

export interface CheckoutFormProps {
  /** The button text while the order is on its way ('Processing…', in the site language). */
  processing?: string;
  /** Read out once the live totals are in ('Totals updated.', in the site language). */
  updated?: string;
  /** The cart for the checkout event (SPEC section 3 cart fields: id, totalQuantity, subtotalCents, entries' productType). */
  cart?: unknown;
  /** Field error texts by key, in the site language (the server's). */
  errors?: FieldErrorTexts;
  /** Read out once a saved address filled the shipping fields (in the site language). */
  addressUsed?: string;
}

export function CheckoutForm({ props, host }: { props: CheckoutFormProps | null; host: HTMLElement }) {
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (props?.cart) emitTracking(TRACKING_EVENTS.checkout, props.cart);
  }, [props]);

  useEffect(() => {
    const form = host.closest('form');
    if (!form) return;
    const summary = document.getElementById('checkout-error');
    if (summary) summary.focus();
    let sent = false;
    const onSubmit = (event: SubmitEvent) => {
      const button = event.submitter as HTMLButtonElement | null;
      if (button?.value !== 'place') return;
      if (sent) {
        event.preventDefault();
        return;
      }
      sent = true;
      button.setAttribute('aria-busy', 'true');
      if (props?.processing) {
        button.textContent = props.processing;
        setStatus(props.processing);
      }
    };
    // Back from the order page through the history: the form is usable again.
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sent = false;
      form.querySelector('[aria-busy="true"]')?.removeAttribute('aria-busy');
    };
    // First: its submit check runs before the live totals and the processing state.
    const stopFields = startFieldHelpers(form, props?.errors ?? {});
    // A saved address fills the shipping fields here instead of posting the form; the totals it reprices are announced with it.
    let filled = '';
    const stopSaved = startSavedAddresses(form, () => {
      filled = props?.addressUsed ?? '';
      setStatus(filled);
    });
    const stopLive = startLiveTotals(form, {
      onStart: () => {
        if (!filled) setStatus('');
        form.querySelector('.vitrine-checkout-summary')?.setAttribute('aria-busy', 'true');
      },
      onUpdated: () => {
        setStatus([filled, props?.updated ?? ''].filter(Boolean).join(' '));
        filled = '';
      },
    });
    form.addEventListener('submit', onSubmit);
    window.addEventListener('pageshow', onShow);
    return () => {
      stopFields();
      stopSaved();
      stopLive();
      form.removeEventListener('submit', onSubmit);
      window.removeEventListener('pageshow', onShow);
    };
  }, [host, props]);

  return (
    <span className="visually-hidden" role="status">
      {status}
    </span>
  );
}
