/** The account page's address book: the saved addresses, each removable, and a form to add one. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { addAddress, addresses as listAddresses, ADDRESS_FIELDS, removeAddress, type Address, type AddressField } from '../api/account-api.js';
import type { AccountTexts } from '../account-texts.js';
import { failureText } from '../account-texts.js';

const LINES: AddressField[][] = [['firstName', 'lastName'], ['line1'], ['line2'], ['zip', 'city'], ['state', 'country'], ['phone']];
const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
  country: 'country-name',
  phone: 'tel',
};

export function AddressBook({ texts }: { texts: AccountTexts }) {
  const id = useId();
  const [list, setList] = useState<Address[]>([]);
  const [error, setError] = useState('');
  const refresh = () => void listAddresses().then((r) => r.ok && setList(r.data.addresses));
  useEffect(refresh, []);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const fields = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, String(data.get(f) ?? '')]));
    const r = await addAddress(fields);
    if (!r.ok) return setError(failureText(texts, r));
    setError('');
    form.reset();
    refresh();
  };
  const remove = async (a: Address) => {
    const r = await removeAddress(a.id);
    if (!r.ok) setError(failureText(texts, r));
    refresh();
  };
  return (
    <section className="vitrine-account__addresses" aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`}>{texts.addressesTitle}</h2>
      {list.length ? (
        <ul className="vitrine-account__address-list">
          {list.map((a) => (
            <li key={a.id} className="vitrine-account__address">
              <span>{LINES.map((line) => line.map((f) => a[f]).filter(Boolean).join(' ')).filter(Boolean).join(', ')}</span>
              <button type="button" className="vitrine-account__revoke" onClick={() => void remove(a)}>{texts.removeAddress}</button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{texts.noAddresses}</p>
      )}
      <form className="vitrine-account__form vitrine-account__address-form" onSubmit={(e) => void submit(e)} noValidate>
        {ADDRESS_FIELDS.map((f) => (
          <div key={f} className="vitrine-account__field">
            <label htmlFor={`${id}-${f}`}>{texts.fields[f]}</label>
            <input id={`${id}-${f}`} name={f} type={f === 'phone' ? 'tel' : 'text'} autoComplete={AUTOCOMPLETE[f]} maxLength={200} />
          </div>
        ))}
        {error ? <p className="vitrine-account__error" role="alert">{error}</p> : null}
        <button type="submit" className="sqs-button-element--secondary">{texts.addAddress}</button>
      </form>
    </section>
  );
}
