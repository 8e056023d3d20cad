/**
 * A signed-in shopper's saved addresses with JavaScript: "Use this address"
 * fills the shipping fields at once from the address the button carries
 * (`data-address`, the server's checkout shape) instead of posting the
 * form. The country goes first and its change is dispatched, so the region
 * control is swapped to the country's list (checkout-fields.ts) and the
 * live totals reprice (checkout-live.ts, which reads the form once this
 * handler is done). Without JavaScript the button posts `useAddress` and
 * the server fills the draft the same way.
 */

/** The checkout form's address parts, as the server's data-address names them. */
export const ADDRESS_PARTS = ['firstName', 'lastName', 'line1', 'line2', 'city', 'region', 'postalCode', 'country'] as const;
type Part = (typeof ADDRESS_PARTS)[number];

const fieldName = (part: Part) => `shipping${part[0]!.toUpperCase()}${part.slice(1)}`;

function readAddress(button: HTMLButtonElement): Record<Part, string> | undefined {
  try {
    const v = JSON.parse(button.dataset.address ?? '') as Record<string, unknown>;
    return Object.fromEntries(ADDRESS_PARTS.map((p) => [p, typeof v[p] === 'string' ? v[p] : ''])) as Record<Part, string>;
  } catch {
    return undefined;
  }
}

function setValue(form: HTMLFormElement, name: string, value: string, event: 'input' | 'change'): void {
  const el = form.elements.namedItem(name);
  if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement)) return;
  el.value = value;
  el.dispatchEvent(new Event(event, { bubbles: true }));
}

/** Fills the shipping fields with an address; true when it could. */
export function fillShipping(form: HTMLFormElement, address: Record<Part, string>): boolean {
  if (!form.elements.namedItem(fieldName('country'))) return false;
  // The country first: its change swaps the region control, which is then set.
  setValue(form, fieldName('country'), address.country, 'change');
  for (const part of ADDRESS_PARTS) if (part !== 'country') setValue(form, fieldName(part), address[part], 'input');
  // Which saved address the fields now hold.
  for (const li of form.querySelectorAll('.vitrine-checkout-saved__address')) li.classList.remove('vitrine-checkout-saved__address--in-use');
  return true;
}

/** Starts the saved-address buttons on a checkout form; `onUsed` is told once the fields are filled. Returns the function that stops them. */
export function startSavedAddresses(form: HTMLFormElement, onUsed: () => void = () => undefined): () => void {
  const onSubmit = (event: SubmitEvent) => {
    const button = event.submitter;
    if (!(button instanceof HTMLButtonElement) || button.name !== 'useAddress') return;
    const address = readAddress(button);
    // Unreadable: the plain post does it on the server.
    if (!address) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!fillShipping(form, address)) return;
    button.closest('.vitrine-checkout-saved__address')?.classList.add('vitrine-checkout-saved__address--in-use');
    onUsed();
  };
  // Capture: before the live totals, which would take any other submit for the page leaving.
  form.addEventListener('submit', onSubmit, true);
  return () => form.removeEventListener('submit', onSubmit, true);
}
