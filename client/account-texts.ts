/**
 * The account widgets' texts, fetched once per page in the page's language
 * from GET /api/site-users/texts (server/session/account-texts.ts keeps
 * them, out of the bundle). Failure texts are keyed by the API's error codes.
 */
import { requestJson } from './api/http.js';
import { pageLocale } from './page-config.js';

export interface AccountTexts {
  signInTitle: string;
  signUpTitle: string;
  email: string;
  password: string;
  rememberMe: string;
  signIn: string;
  signUp: string;
  forgotTitle: string;
  sendReset: string;
  resetSent: string;
  accountTitle: string;
  /** With {email}. */
  signedInAs: string;
  /** The link to /account/orders. */
  ordersLink: string;
  signOut: string;
  keepCart: string;
  sessionsTitle: string;
  thisDevice: string;
  /** With {date}. */
  since: string;
  revoke: string;
  membershipsTitle: string;
  noMemberships: string;
  joinPrompt: string;
  join: string;
  continueBack: string;
  newPassword: string;
  setPassword: string;
  passwordSet: string;
  working: string;
  addressesTitle: string;
  noAddresses: string;
  addAddress: string;
  removeAddress: string;
  addAddressTitle: string;
  editAddressTitle: string;
  editAddress: string;
  saveAddress: string;
  cancelEdit: string;
  makeDefault: string;
  defaultAddress: string;
  useAsDefault: string;
  noRegion: string;
  chooseCountry: string;
  addressAdded: string;
  addressSaved: string;
  addressRemoved: string;
  defaultChanged: string;
  /** Why a field is refused, by reason; {example} is a postal code of the country. */
  fieldErrors: Record<string, string>;
  fields: Record<string, string>;
  errors: Record<string, string>;
  network: string;
}

let loading: Promise<AccountTexts | null> | undefined;

/** The texts of the page's language; null when they cannot be had (the widget then says nothing). */
export function loadAccountTexts(locale: string = pageLocale()): Promise<AccountTexts | null> {
  loading ??= requestJson<AccountTexts>('GET', `/api/site-users/texts?language=${encodeURIComponent(locale)}`).then((r) => (r.ok ? r.data : null));
  return loading;
}

/** Forgets the loaded texts (a new document in tests). */
export function resetAccountTexts(): void {
  loading = undefined;
}

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}

/** The text of a failed call: the catalogue's for its code, else the server's message. */
export function failureText(texts: AccountTexts, failure: { code?: string; message: string; network: boolean }): string {
  if (failure.network) return texts.network;
  return (failure.code !== undefined ? texts.errors[failure.code] : undefined) ?? (failure.message || texts.errors.CRUMB_FAIL || '');
}
