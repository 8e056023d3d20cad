/**
 * The checkout form's fields with JavaScript (the server checks all of it
 * again; without JavaScript the page works as a plain form):
 *  - the region is a select of the country's states or provinces when it
 *    has them, a text field otherwise, swapped as the country changes;
 *  - the billing fields are hidden while "same as shipping" is ticked;
 *  - a field's error clears as soon as what is typed is valid, and the card
 *    fields are checked as they are left and before the order is placed
 *    (Luhn, expiry not past, 3–4 digit CVC), with the server's texts.
 */
import { postalCodeExample, postalCodeInRegion, postalCodeValid, regionCode, regionsOf } from '../../engine/commerce/address-rules.js';
import { cardCvcError, cardExpiryError, cardNumberError } from '../../engine/commerce/card-rules.js';

/** Error texts by key, in the site language (server: page-data.ts clientErrorTexts). */
export type FieldErrorTexts = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
const CARD_FIELDS = ['cardNumber', 'cardExpiry', 'cardCvc', 'cardName'];

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(el: unknown): el is Control {
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
}

/** The address prefix of a field ('shipping', 'billing') or ''. */
const prefixOf = (name: string) => /^(shipping|billing)/.exec(name)?.[1] ?? '';

function valueOf(form: HTMLFormElement, name: string): string {
  const el = form.elements.namedItem(name);
  return isControl(el) ? el.value : '';
}

/** The error key of a field's value, or undefined when it is fine; fields without a client rule answer undefined. */
export function fieldError(form: HTMLFormElement, el: Control, now: Date = new Date()): string | undefined {
  const name = el.name;
  const v = el.value.trim();
  if (name === 'cardNumber') return cardNumberError(v);
  if (name === 'cardExpiry') return cardExpiryError(v, now);
  if (name === 'cardCvc') return cardCvcError(v);
  if (el.required && v === '') return 'required';
  if (el.type === 'email' && v !== '' && !EMAIL.test(v)) return 'emailInvalid';
  if (name.endsWith('PostalCode')) {
    const country = valueOf(form, `${prefixOf(name)}Country`);
    if (country && v !== '' && !postalCodeValid(country, v)) return 'postalCodeInvalid';
    if (country && v !== '' && !postalCodeInRegion(country, valueOf(form, `${prefixOf(name)}Region`), v)) return 'postalCodeRegion';
  }
  if (name.endsWith('Region') && el instanceof HTMLSelectElement && el.required && v === '') return 'required';
  return undefined;
}

/** Shows (or with `undefined` clears) a field's error, with the markup the server renders. */
export function showError(form: HTMLFormElement, el: Control, key: string | undefined, texts: FieldErrorTexts): void {
  const box = el.closest('.vitrine-field');
  if (!box) return;
  const id = `${el.id}-error`;
  let p = form.ownerDocument.getElementById(id);
  if (key === undefined) {
    box.classList.remove('vitrine-field--error');
    el.removeAttribute('aria-invalid');
    if (el.getAttribute('aria-describedby') === id) el.removeAttribute('aria-describedby');
    p?.remove();
    return;
  }
  const country = el.name.endsWith('PostalCode') ? valueOf(form, `${prefixOf(el.name)}Country`) : '';
  const text = (texts[key] ?? texts.required ?? '').replace('{example}', postalCodeExample(country));
  box.classList.add('vitrine-field--error');
  el.setAttribute('aria-invalid', 'true');
  el.setAttribute('aria-describedby', id);
  if (!p) {
    p = form.ownerDocument.createElement('p');
    p.className = 'vitrine-field-error';
    p.id = id;
    box.appendChild(p);
  }
  p.textContent = text;
}

/**
 * Replaces the region control of an address with a select of its
 * country's regions, or a text field; `wanted` is the region to show (the
 * one chosen the last time this country was, else the one there now).
 */
export function swapRegion(form: HTMLFormElement, prefix: string, language: string, wanted?: string): void {
  const current = form.elements.namedItem(`${prefix}Region`);
  if (!isControl(current)) return;
  const country = valueOf(form, `${prefix}Country`);
  const regions = regionsOf(country);
  const doc = form.ownerDocument;
  const french = language.toLowerCase().startsWith('fr');
  // A region typed in full before the country was chosen ('New York') is read as its code.
  const value = regionCode(country, wanted ?? current.value);
  let next: Control;
  if (regions.length > 0) {
    const select = doc.createElement('select');
    select.required = true;
    select.append(new Option('—', ''));
    for (const r of regions) select.append(new Option((french && r.fr) || r.name, r.code));
    select.value = regions.some((r) => r.code === value) ? value : '';
    next = select;
  } else {
    const input = doc.createElement('input');
    input.type = 'text';
    input.required = false;
    input.value = current instanceof HTMLInputElement ? current.value : (wanted ?? '');
    next = input;
  }
  next.id = current.id;
  next.name = current.name;
  next.setAttribute('autocomplete', current.getAttribute('autocomplete') ?? '');
  // A changed country leaves nothing to say about the old region.
  current.closest('.vitrine-field')?.classList.remove('vitrine-field--error');
  doc.getElementById(`${current.id}-error`)?.remove();
  current.replaceWith(next);
}

/** Hides the billing fields while the billing address is the shipping one. */
export function syncBilling(form: HTMLFormElement): void {
  const same = form.elements.namedItem('billingSame');
  const fields = form.querySelector<HTMLElement>('.vitrine-checkout-billing-fields');
  if (!(same instanceof HTMLInputElement) || !fields) return;
  fields.hidden = same.checked;
}

/** The fields placing the order needs that the browser can check: visible, with a client rule. */
function checkedOnPlace(form: HTMLFormElement): Control[] {
  return [...form.querySelectorAll<Control>('input[name], select[name], textarea[name]')].filter(
    (el) => !el.closest('[hidden]') && (CARD_FIELDS.includes(el.name) || el.required || el.type === 'email' || el.name.endsWith('PostalCode')),
  );
}

/** Starts the field helpers on a checkout form; returns the function that stops them. */
export function startFieldHelpers(form: HTMLFormElement, texts: FieldErrorTexts, now: () => Date = () => new Date()): () => void {
  const language = form.ownerDocument.documentElement.lang || 'en-US';
  syncBilling(form);
  // The country each address had, and the region chosen per country: going back to a country brings its region back.
  const countries = new Map(['shipping', 'billing'].map((p) => [p, valueOf(form, `${p}Country`)]));
  const regions = new Map<string, string>();
  const onChange = (event: Event) => {
    const el = event.target;
    if (!isControl(el)) return;
    if (el.name === 'billingSame') syncBilling(form);
    if (/^(shipping|billing)Country$/.test(el.name)) {
      const prefix = prefixOf(el.name);
      regions.set(`${prefix}:${countries.get(prefix) ?? ''}`, valueOf(form, `${prefix}Region`));
      countries.set(prefix, el.value);
      swapRegion(form, prefix, language, regions.get(`${prefix}:${el.value}`));
    }
  };
  // As the shopper types: an error already shown clears once the value is good.
  const onInput = (event: Event) => {
    const el = event.target;
    if (!isControl(el) || !el.closest('.vitrine-field--error')) return;
    if (fieldError(form, el, now()) === undefined) showError(form, el, undefined, texts);
  };
  // Leaving a card field says at once what is wrong with it.
  const onLeave = (event: Event) => {
    const el = event.target;
    if (!isControl(el) || !CARD_FIELDS.includes(el.name) || el.value.trim() === '') return;
    showError(form, el, fieldError(form, el, now()), texts);
  };
  // Before the order goes: every checkable field; the first wrong one gets the focus and nothing is sent.
  const onSubmit = (event: SubmitEvent) => {
    if ((event.submitter as HTMLButtonElement | null)?.value !== 'place') return;
    let first: Control | undefined;
    for (const el of checkedOnPlace(form)) {
      const key = fieldError(form, el, now());
      showError(form, el, key, texts);
      if (key && !first) first = el;
    }
    if (!first) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    first.focus();
  };
  form.addEventListener('change', onChange);
  form.addEventListener('input', onInput);
  form.addEventListener('change', onInput);
  form.addEventListener('focusout', onLeave);
  // Capture: it runs before the live totals and the processing state see the submit.
  form.addEventListener('submit', onSubmit, true);
  return () => {
    form.removeEventListener('change', onChange);
    form.removeEventListener('input', onInput);
    form.removeEventListener('change', onInput);
    form.removeEventListener('focusout', onLeave);
    form.removeEventListener('submit', onSubmit, true);
  };
}
