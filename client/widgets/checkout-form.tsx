/**
 * The checkout form's island. The form works without JavaScript (a plain
 * post, the server answers with the page again or the order); this island
 * only enhances it: a second click on the place-order button while the
 * first is on its way is ignored (the server is idempotent anyway), the
 * button says it is processing, and an error summary from the server gets
 * the focus so it is read out. It mounts on a small host inside the form
 * and leaves the form's markup alone.
 */
import { useEffect, useState } from 'react';

export interface CheckoutFormProps {
  /** The button text while the order is on its way ('Processing…', in the site language). */
  processing?: string;
}

export function CheckoutForm({ props, host }: { props: CheckoutFormProps | null; host: HTMLElement }) {
  const [status, setStatus] = useState('');

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
    form.addEventListener('submit', onSubmit);
    window.addEventListener('pageshow', onShow);
    return () => {
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
