/**
 * The account page's address book without JavaScript: the saved addresses
 * (the default first and marked), each with Edit (`?edit=<id>`), Make
 * default and Remove as plain form posts to address-form-routes.ts, and a
 * form that adds an address or, with `?edit=`, changes one. The region is
 * one select for every country that has regions (grouped by country, as
 * the server checks it against the country chosen). A refusal comes back
 * as `?form=address&error=CODE&problems=field:reason,...` and shows each
 * field's reason; the island (client/widgets/address-book.tsx) replaces
 * all of it when scripts run.
 */
import { ADDRESS_COUNTRIES, postalCodeExample, regionsOf } from '../../engine/commerce/address-rules.js';
import { escapeAttr, escapeText } from '../../site/tags/html.js';
import { ADDRESS_FORM_PATHS } from '../../site/paths/account-form-paths.js';
import type { AccountTexts } from './account-texts.js';
import { ADDRESS_FIELDS, type AddressField } from './addresses.js';
import { SESSION_ERRORS, type SessionErrorCode } from './errors.js';

/** An address as the page gets it (server/session/addresses.ts `Address`). */
export type PlainAddress = Partial<Record<AddressField, string>> & { id: string; isDefault?: boolean };

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
const REQUIRED: readonly AddressField[] = ['firstName', 'lastName', 'line1', 'city', 'zip', 'country'];
/** The done notices `?done=` may name. */
const DONE = { added: 'addressAdded', saved: 'addressSaved', removed: 'addressRemoved', default: 'defaultChanged' } as const;

/** One address on one line, as the list shows it: name, street, city and postal code, region and country. */
export function addressLine(a: PlainAddress, language: string): string {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const region = a.state && a.country ? (regionsOf(a.country).find((r) => r.code === a.state) ?? null) : null;
  const regionName = region ? (language.startsWith('fr') && region.fr) || region.name : a.state;
  const country = a.country ? (names.of(a.country) ?? a.country) : '';
  return [[a.firstName, a.lastName], [a.line1], [a.line2], [a.zip, a.city], [regionName], [country], [a.phone]]
    .map((part) => part.filter(Boolean).join(' '))
    .filter(Boolean)
    .join(', ');
}

/** `problems=zip:postalCodeInvalid,state:regionInvalid` read back, for known fields only. */
function problemsOf(query: Record<string, string>): Partial<Record<AddressField, string>> {
  const out: Partial<Record<AddressField, string>> = {};
  for (const pair of (query.problems ?? '').split(',')) {
    const [field, reason] = pair.split(':');
    if ((ADDRESS_FIELDS as readonly string[]).includes(field ?? '') && reason && /^[A-Za-z]{1,40}$/.test(reason)) out[field as AddressField] = reason;
  }
  return out;
}

function countrySelect(id: string, texts: AccountTexts, language: string, selected: string, invalid: string): string {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const options = ADDRESS_COUNTRIES.map((c) => ({ c, label: names.of(c) ?? c })).sort((a, b) => a.label.localeCompare(b.label, language));
  return `<select id="${id}" name="country" autocomplete="country" required${invalid}><option value="">${escapeText(texts.chooseCountry)}</option>${options
    .map((o) => `<option value="${o.c}"${o.c === selected ? ' selected' : ''}>${escapeText(o.label)}</option>`)
    .join('')}</select>`;
}

/** Every country's regions in one select, grouped by country (without scripts it cannot follow the country chosen). */
function regionSelect(id: string, texts: AccountTexts, language: string, selected: string, invalid: string): string {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const french = language.startsWith('fr');
  const groups = ADDRESS_COUNTRIES.filter((c) => regionsOf(c).length > 0).map(
    (c) => `<optgroup label="${escapeAttr(names.of(c) ?? c)}">${regionsOf(c)
      .map((r) => `<option value="${r.code}"${r.code === selected ? ' selected' : ''}>${escapeText((french && r.fr) || r.name)}</option>`)
      .join('')}</optgroup>`,
  );
  return `<select id="${id}" name="state" autocomplete="address-level1"${invalid}><option value="">${escapeText(texts.noRegion)}</option>${groups.join('')}</select>`;
}

export interface AddressBookInput {
  texts: AccountTexts;
  language: string;
  /** The account page's path ('/fr/account'): where every form comes back to. */
  accountPath: string;
  crumb: string;
  addresses: readonly PlainAddress[];
  query: Record<string, string>;
}

export function addressBookHtml({ texts, language, accountPath, crumb, addresses, query }: AddressBookInput): string {
  const hidden = `<input type="hidden" name="crumb" value="${escapeAttr(crumb)}"><input type="hidden" name="page" value="${escapeAttr(accountPath)}">`;
  const editing = addresses.find((a) => a.id === query.edit);
  const refused = query.form === 'address' && query.error && Object.hasOwn(SESSION_ERRORS, query.error) ? query.error : '';
  const problems = refused ? problemsOf(query) : {};
  const done = DONE[query.done as keyof typeof DONE];
  const notice = done ? `<p class="vitrine-account-plain__notice" role="status">${escapeText(texts[done])}</p>` : '';

  const list = addresses.length
    ? `<ul class="vitrine-account__address-list">${addresses
        .map((a) => {
          const post = (path: string, label: string, cls: string) =>
            `<form method="post" action="${escapeAttr(path.replace(':id', a.id))}" class="vitrine-account__address-action">${hidden}<button type="submit" class="${cls}">${escapeText(label)}<span class="sqs-visually-hidden">: ${escapeText(addressLine(a, language))}</span></button></form>`;
          return `<li class="vitrine-account__address${a.isDefault ? ' is-default' : ''}"><span class="vitrine-account__address-text">${escapeText(addressLine(a, language))}</span>${
            a.isDefault ? ` <strong class="vitrine-account__address-default">${escapeText(texts.defaultAddress)}</strong>` : ''
          }<span class="vitrine-account__address-actions"><a class="vitrine-account__address-edit" href="${escapeAttr(`${accountPath}?edit=${a.id}#vitrine-address-form`)}">${escapeText(texts.editAddress)}<span class="sqs-visually-hidden">: ${escapeText(addressLine(a, language))}</span></a>${
            a.isDefault ? '' : post(ADDRESS_FORM_PATHS.default, texts.makeDefault, 'vitrine-account__address-make-default')
          }${post(ADDRESS_FORM_PATHS.remove, texts.removeAddress, 'vitrine-account__revoke')}</span></li>`;
        })
        .join('')}</ul>`
    : `<p>${escapeText(texts.noAddresses)}</p>`;

  const values: Partial<Record<AddressField, string>> = editing ?? {};
  const field = (f: AddressField) => {
    const id = `vitrine-address-${f}`;
    const problem = problems[f];
    const text = problem ? (texts.fieldErrors[problem] ?? '').replace('{example}', postalCodeExample(values.country ?? '') || postalCodeExample('US')) : '';
    const invalid = text ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
    const control =
      f === 'country'
        ? countrySelect(id, texts, language, values.country ?? '', invalid)
        : f === 'state'
          ? regionSelect(id, texts, language, values.state ?? '', invalid)
          : `<input id="${id}" name="${f}" type="${f === 'phone' ? 'tel' : 'text'}" autocomplete="${AUTOCOMPLETE[f]}" maxlength="200"${REQUIRED.includes(f) ? ' required' : ''} value="${escapeAttr(values[f] ?? '')}"${invalid}>`;
    return `<div class="vitrine-account__field"><label for="${id}">${escapeText(texts.fields[f] ?? f)}</label>${control}${text ? `<p class="vitrine-account__error" id="${id}-error">${escapeText(text)}</p>` : ''}</div>`;
  };
  const action = editing ? ADDRESS_FORM_PATHS.update.replace(':id', editing.id) : ADDRESS_FORM_PATHS.add;
  const alert = refused ? `<p class="vitrine-account__error" role="alert">${escapeText(texts.errors[refused] ?? SESSION_ERRORS[refused as SessionErrorCode].text)}</p>` : '';
  const form = `<form id="vitrine-address-form" class="vitrine-account__form vitrine-account__address-form" method="post" action="${escapeAttr(action)}" novalidate aria-labelledby="vitrine-address-form-title">
<h3 id="vitrine-address-form-title">${escapeText(editing ? texts.editAddressTitle : texts.addAddressTitle)}</h3>${hidden}
${ADDRESS_FIELDS.map(field).join('\n')}
<label class="vitrine-account__remember"><input type="checkbox" name="isDefault" value="true"${editing?.isDefault ? ' checked' : ''}> ${escapeText(texts.useAsDefault)}</label>
${alert}<button type="submit" class="sqs-button-element--secondary">${escapeText(editing ? texts.saveAddress : texts.addAddress)}</button>${
    editing ? ` <a href="${escapeAttr(accountPath)}">${escapeText(texts.cancelEdit)}</a>` : ''
  }</form>`;
  return `<section class="vitrine-account__addresses" aria-labelledby="vitrine-addresses-title"><h2 id="vitrine-addresses-title">${escapeText(texts.addressesTitle)}</h2>${notice}${list}${form}</section>`;
}
