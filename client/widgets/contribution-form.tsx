/**
 * The island of the donate form (page type 203) and the review form (209):
 * the page's markup is the form (site/render/donate-page.ts,
 * review-page.ts) and works without JavaScript; this posts it with fetch
 * instead. The donate form's amount and card fields are checked here
 * first with the server's own rules (engine/commerce/), so a mistyped card
 * is named under its field before anything is sent. A refusal shows as an
 * alert above the form and each field's message under it, focus on the
 * first field at fault; a gift goes on to the thank-you page the server
 * names; a review is replaced by the server's thank-you.
 */
import { useEffect } from 'react';
import { scrollToField } from '../scroll-into-view.js';
import { cardCvcError, cardExpiryError, cardNumberError } from '../../engine/commerce/card-rules.js';
import { chosenAmount, DONATION_MAX_CENTS, DONATION_MIN_CENTS, CUSTOM_AMOUNT } from '../../engine/commerce/donation-rules.js';
import { setFieldError } from './field-error.js';

export interface ContributionFormProps {
  /** The button's label while sending, and its own. */
  sending?: string;
  submit?: string;
  giving?: string;
  give?: string;
  /** The field messages in the page's language, by check key ('required', 'cardNumberLuhn'...), for the checks made here. */
  errors?: Record<string, string>;
  /** The amount limits as the page shows them ({min}, {max}). */
  limits?: { min: string; max: string };
}

const DONATE_FIELDS = ['amount', 'name', 'email', 'cardNumber', 'cardExpiry', 'cardCvc'];
const REVIEW_FIELDS = ['rating', 'title', 'body', 'name'];

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, k: string) => values[k] ?? all);

/** The control a field's message belongs to (a radio group's message goes under its fieldset). */
function controlOf(form: HTMLFormElement, field: string): HTMLElement | null {
  if (field === 'amount') return form.querySelector<HTMLElement>('#donate-custom');
  return form.querySelector<HTMLElement>(`[name="${field}"]:not([type="hidden"])`);
}

function errorSlot(form: HTMLFormElement, field: string, control: HTMLElement): { id: string; after: Element } {
  if (field === 'amount') return { id: 'donate-amount-error', after: form.querySelector('.vitrine-donate__amounts')?.lastElementChild ?? control };
  if (field === 'rating') return { id: 'review-rating-error', after: form.querySelector('.vitrine-review-form__rating')?.lastElementChild ?? control };
  return { id: `${control.id}-error`, after: control };
}

function showFieldError(form: HTMLFormElement, field: string, message: string | undefined): void {
  const control = controlOf(form, field);
  if (!control) return;
  const { id, after } = errorSlot(form, field, control);
  const describes = field === 'rating' ? (form.querySelector<HTMLElement>('.vitrine-review-form__rating') ?? control) : control;
  setFieldError(form, { control, id, after, describes, markInvalid: field !== 'rating' }, message);
}

/** The donate form's own checks (the server makes them again). */
function donateProblems(form: HTMLFormElement, props: ContributionFormProps): Record<string, string> {
  const errors = props.errors ?? {};
  const data = new FormData(form);
  const get = (k: string) => String(data.get(k) ?? '');
  const out: Record<string, string> = {};
  const amount = chosenAmount(get('amount') || (get('customAmount') ? CUSTOM_AMOUNT : ''), get('customAmount'));
  if ('error' in amount && errors[amount.error]) out.amount = fill(errors[amount.error]!, props.limits ?? { min: String(DONATION_MIN_CENTS / 100), max: String(DONATION_MAX_CENTS / 100) });
  if (get('name').trim() === '' && errors.required) out.name = errors.required;
  if (get('email').trim() === '' && errors.required) out.email = errors.required;
  const card: Record<string, string | undefined> = { cardNumber: cardNumberError(get('cardNumber')), cardExpiry: cardExpiryError(get('cardExpiry'), new Date()), cardCvc: cardCvcError(get('cardCvc')) };
  for (const [field, key] of Object.entries(card)) if (key && errors[key]) out[field] = errors[key]!;
  return out;
}

function enhance(form: HTMLFormElement, props: ContributionFormProps, kind: 'donate' | 'review'): () => void {
  const fields = kind === 'donate' ? DONATE_FIELDS : REVIEW_FIELDS;
  const status = form.querySelector<HTMLElement>(kind === 'donate' ? '[data-donate-status]' : '[data-review-status]');
  const submit = form.querySelector<HTMLButtonElement>(kind === 'donate' ? '[data-donate-submit]' : '[data-review-submit]');
  const label = (kind === 'donate' ? props.give : props.submit) ?? submit?.textContent ?? '';
  const busy = (kind === 'donate' ? props.giving : props.sending) ?? label;
  const say = (text: string, alert: boolean) => {
    if (!status) return;
    status.setAttribute('role', alert ? 'alert' : 'status');
    status.classList.toggle('vitrine-comments__status--error', alert);
    status.textContent = text;
  };
  const firstAtFault = async () => {
    const first = fields.map((f) => (f === 'rating' ? (form.querySelector<HTMLElement>('#review-rating-error') ? form.querySelector<HTMLElement>('[name="rating"]') : null) : form.querySelector<HTMLElement>(`${f === 'amount' ? '#donate-custom' : `[name="${f}"]`}[aria-invalid="true"]`))).find((x) => x !== null);
    if (first) await scrollToField(first);
  };
  // Typing another amount chooses it.
  const custom = form.querySelector<HTMLInputElement>('#donate-custom');
  const onCustom = () => {
    const radio = form.querySelector<HTMLInputElement>(`input[name="amount"][value="${CUSTOM_AMOUNT}"]`);
    if (radio && custom && custom.value.trim() !== '') radio.checked = true;
  };
  custom?.addEventListener('input', onCustom);
  const onSubmit = async (e: Event) => {
    e.preventDefault();
    if (submit?.disabled) return;
    if (kind === 'donate') {
      const problems = donateProblems(form, props);
      for (const f of fields) showFieldError(form, f, problems[f]);
      if (Object.keys(problems).length > 0) {
        say(props.errors?.FIELDS_INVALID ?? '', true);
        await firstAtFault();
        return;
      }
    }
    const body: Record<string, string> = {};
    let crumb = '';
    for (const [k, v] of new FormData(form)) {
      if (typeof v !== 'string') continue;
      if (k === 'crumb') crumb = v;
      else body[k] = v;
    }
    if (submit) {
      submit.disabled = true;
      submit.textContent = busy;
    }
    let ok = false;
    let data: Record<string, unknown> = {};
    try {
      const res = await fetch(form.action, { method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-CSRF-Token': crumb }, body: JSON.stringify(body) });
      ok = res.ok;
      data = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    } catch {
      data = { message: props.errors?.PAYMENT_FAILED ?? '' };
    }
    if (ok && typeof data.redirect === 'string') {
      location.assign(data.redirect);
      return;
    }
    if (submit) {
      submit.disabled = false;
      submit.textContent = label;
    }
    const errors = (data.errors ?? {}) as Record<string, string>;
    for (const f of fields) showFieldError(form, f, ok ? undefined : errors[f]);
    say(typeof data.message === 'string' ? data.message : '', !ok);
    if (ok) {
      // The review is kept: the form gives way to the thank-you.
      for (const el of form.querySelectorAll('fieldset, .vitrine-special__field, [data-review-submit]')) el.remove();
      status?.focus();
      return;
    }
    if (Object.keys(errors).length > 0) await firstAtFault();
    else status?.focus();
  };
  const listener = (e: Event) => void onSubmit(e);
  form.addEventListener('submit', listener);
  return () => {
    form.removeEventListener('submit', listener);
    custom?.removeEventListener('input', onCustom);
  };
}

export function ContributionForm({ props, host, kind }: { props: ContributionFormProps | null; host: HTMLElement; kind: 'donate' | 'review' }) {
  useEffect(() => {
    const form = host.closest('form');
    return form ? enhance(form, props ?? {}, kind) : undefined;
  }, [host, props, kind]);
  return null;
}
