/**
 * The account page's address book: the saved addresses (the default first
 * and marked), each editable, removable or made the default, and a form
 * that adds one or changes the one being edited. The country picks the
 * region list (US states and territories, Canadian provinces), checked as
 * the server checks them (engine/commerce/address-rules.ts); the server's
 * field errors show under their fields. Without scripts the page's plain
 * forms do the same (server/session/address-book-html.ts).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  addAddress,
  addresses as listAddresses,
  ADDRESS_FIELDS,
  removeAddress,
  setDefaultAddress,
  updateAddress,
  type Address,
  type AddressField,
} from '../api/account-api.js';
import type { AccountTexts } from '../account-texts.js';
import type { ApiResult } from '../api/http.js';
import { failureText } from '../account-texts.js';
import { ADDRESS_COUNTRIES, countryCode, normalPostalCode, placeProblems, postalCodeExample, regionCode, regionsOf, territoryAsCountry } from '../../engine/commerce/address-rules.js';

const REQUIRED: readonly AddressField[] = ['firstName', 'lastName', 'line1', 'city', 'zip', 'country'];
const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
  country: 'country',
  phone: 'tel',
};

const lang = () => (typeof document !== 'undefined' && document.documentElement.lang) || 'en-US';

function regionName(country: string, code: string): string {
  const r = regionsOf(country).find((x) => x.code === code);
  return r ? (lang().startsWith('fr') && r.fr) || r.name : code;
}

/** One address on one line: name, street, city and postal code, region and country. */
export function addressText(a: Address): string {
  const names = new Intl.DisplayNames([lang()], { type: 'region' });
  const country = a.country ? (names.of(a.country) ?? a.country) : '';
  return [[a.firstName, a.lastName], [a.line1], [a.line2], [a.zip, a.city], [a.state && a.country ? regionName(a.country, a.state) : a.state], [country], [a.phone]]
    .map((part) => part.filter(Boolean).join(' '))
    .filter(Boolean)
    .join(', ');
}

/** The refused fields as the server would refuse them, so a shopper hears of them before sending. */
function problemsOf(values: Partial<Record<AddressField, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of REQUIRED) if (!(values[f] ?? '').trim()) out[f] = 'required';
  const country = countryCode(values.country ?? '');
  const place = territoryAsCountry(country, regionCode(country, values.state ?? ''));
  const found = placeProblems(place.country, place.region, normalPostalCode(place.country, values.zip ?? ''));
  if (found.country && !out.country) out.country = found.country;
  if (found.region) out.state = found.region;
  if (found.postalCode && !out.zip) out.zip = found.postalCode;
  return out;
}

export function AddressBook({ texts }: { texts: AccountTexts }) {
  const id = useId();
  const [list, setList] = useState<Address[]>([]);
  const [editing, setEditing] = useState<Address | null>(null);
  const [country, setCountry] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const refresh = () => void listAddresses().then((r) => r.ok && setList(r.data.addresses));
  useEffect(refresh, []);

  const edit = (a: Address | null) => {
    setEditing(a);
    setCountry(a?.country ?? '');
    setProblems({});
    setError('');
    formRef.current?.reset();
    // The form's fields are keyed by the address edited, so they take its values; the first one gets the focus.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('input, select')?.focus());
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const fields = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, String(data.get(f) ?? '')])) as Record<AddressField, string>;
    const asDefault = data.get('isDefault') === 'true';
    const found = problemsOf(fields);
    setProblems(found);
    if (Object.keys(found).length) {
      setError(texts.errors[Object.values(found).includes('required') ? 'ADDRESS_INCOMPLETE' : 'ADDRESS_INVALID'] ?? '');
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const r = editing ? await updateAddress(editing.id, fields, asDefault) : await addAddress(fields, asDefault);
    if (!r.ok) {
      setProblems(r.fields ?? {});
      return setError(failureText(texts, r));
    }
    setError('');
    setNotice(editing ? texts.addressSaved : texts.addressAdded);
    setEditing(null);
    setCountry('');
    form.reset();
    refresh();
  };
  const act = async (run: () => Promise<ApiResult<unknown>>, done: string) => {
    const r = await run();
    if (!r.ok) setError(failureText(texts, r));
    else setNotice(done);
    if (editing) edit(null);
    refresh();
  };

  const names = new Intl.DisplayNames([lang()], { type: 'region' });
  const countries = ADDRESS_COUNTRIES.map((c) => ({ c, label: names.of(c) ?? c })).sort((a, b) => a.label.localeCompare(b.label, lang()));
  const regions = regionsOf(country);
  const key = editing?.id ?? 'new';
  const field = (f: AddressField) => {
    const fid = `${id}-${f}`;
    const problem = problems[f];
    const text = problem ? (texts.fieldErrors[problem] ?? '').replace('{example}', postalCodeExample(country) || postalCodeExample('US')) : '';
    const aria = text ? { 'aria-invalid': true as const, 'aria-describedby': `${fid}-error` } : {};
    const value = editing?.[f] ?? '';
    let control;
    if (f === 'country') {
      control = (
        <select id={fid} name="country" autoComplete="country" required defaultValue={value} onChange={(e) => setCountry(e.currentTarget.value)} {...aria}>
          <option value="">{texts.chooseCountry}</option>
          {countries.map((o) => <option key={o.c} value={o.c}>{o.label}</option>)}
        </select>
      );
    } else if (f === 'state') {
      if (regions.length === 0) return null;
      control = (
        <select id={fid} key={country} name="state" autoComplete="address-level1" required defaultValue={editing?.country === country ? value : ''} {...aria}>
          <option value="">—</option>
          {regions.map((r) => <option key={r.code} value={r.code}>{(lang().startsWith('fr') && r.fr) || r.name}</option>)}
        </select>
      );
    } else {
      control = <input id={fid} name={f} type={f === 'phone' ? 'tel' : 'text'} autoComplete={AUTOCOMPLETE[f]} maxLength={200} required={REQUIRED.includes(f)} defaultValue={value} {...aria} />;
    }
    return (
      <div key={`${key}-${f}`} className="vitrine-account__field">
        <label htmlFor={fid}>{texts.fields[f]}</label>
        {control}
        {text ? <p className="vitrine-account__error" id={`${fid}-error`}>{text}</p> : null}
      </div>
    );
  };

  return (
    <section className="vitrine-account__addresses" aria-labelledby={`${id}-t`}>
      <h2 id={`${id}-t`}>{texts.addressesTitle}</h2>
      {notice ? <p className="vitrine-account-plain__notice" role="status">{notice}</p> : null}
      {list.length ? (
        <ul className="vitrine-account__address-list">
          {list.map((a) => {
            const line = addressText(a);
            return (
              <li key={a.id} className={`vitrine-account__address${a.isDefault ? ' is-default' : ''}`}>
                <span className="vitrine-account__address-text">{line}</span>
                {a.isDefault ? <> <strong className="vitrine-account__address-default">{texts.defaultAddress}</strong></> : null}
                <span className="vitrine-account__address-actions">
                  <button type="button" className="vitrine-account__address-edit" onClick={() => edit(a)}>
                    {texts.editAddress}<span className="sqs-visually-hidden">: {line}</span>
                  </button>
                  {a.isDefault ? null : (
                    <button type="button" className="vitrine-account__address-make-default" onClick={() => void act(() => setDefaultAddress(a.id), texts.defaultChanged)}>
                      {texts.makeDefault}<span className="sqs-visually-hidden">: {line}</span>
                    </button>
                  )}
                  <button type="button" className="vitrine-account__revoke" onClick={() => void act(() => removeAddress(a.id), texts.addressRemoved)}>
                    {texts.removeAddress}<span className="sqs-visually-hidden">: {line}</span>
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>{texts.noAddresses}</p>
      )}
      <form ref={formRef} key={key} className="vitrine-account__form vitrine-account__address-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-ft`} noValidate>
        <h3 id={`${id}-ft`}>{editing ? texts.editAddressTitle : texts.addAddressTitle}</h3>
        {ADDRESS_FIELDS.map(field)}
        <label className="vitrine-account__remember">
          <input type="checkbox" name="isDefault" value="true" defaultChecked={editing?.isDefault === true} /> {texts.useAsDefault}
        </label>
        {error ? <p className="vitrine-account__error" role="alert">{error}</p> : null}
        <button type="submit" className="sqs-button-element--secondary">{editing ? texts.saveAddress : texts.addAddress}</button>
        {editing ? (
          <button type="button" className="vitrine-account__address-cancel" onClick={() => edit(null)}>{texts.cancelEdit}</button>
        ) : null}
      </form>
    </section>
  );
}
