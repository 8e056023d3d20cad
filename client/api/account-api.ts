/**
 * The site-user API (SPEC section 7): sign in answers an xsrfToken, which
 * then goes back in the X-XSRF-Token header on later changes; a page that
 * did not sign in asks the account for it. Sign-out is retried once when
 * the server answers crumbFail (SPEC section 4).
 */
import { requestJson, type ApiResult } from './http.js';

export const XSRF_HEADER = 'X-XSRF-Token';
const XSRF_KEY = 'vitrine.xsrfToken';
const BASE = '/api/site-users/account';

export interface Account {
  id: string;
  email: string;
  roles: number[];
  locale: string | null;
  memberAreas: string[];
  createdAt: string;
}

export interface SessionInfo {
  id: string;
  createdAt: string;
  expiresAt: string;
  current: boolean;
}

type Signed = { xsrfToken: string; account: Account };

function remember(token: string | undefined): void {
  try {
    if (token) sessionStorage.setItem(XSRF_KEY, token);
    else sessionStorage.removeItem(XSRF_KEY);
  } catch {
    // storage off: the token is asked for again
  }
}

function stored(): string | undefined {
  try {
    return sessionStorage.getItem(XSRF_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

async function signed(result: Promise<ApiResult<Signed>>): Promise<ApiResult<Signed>> {
  const r = await result;
  if (r.ok) remember(r.data.xsrfToken);
  return r;
}

/** The signed-in account (and its xsrfToken, remembered). */
export function currentAccount(): Promise<ApiResult<Signed>> {
  return signed(requestJson<Signed>('GET', BASE));
}

async function xsrfHeaders(): Promise<Record<string, string>> {
  let token = stored();
  if (!token) {
    const me = await currentAccount();
    token = me.ok ? me.data.xsrfToken : undefined;
  }
  return token ? { [XSRF_HEADER]: token } : {};
}

/** A signed-in change; a token left from an earlier session (XSRF_FAIL) is asked for afresh, once. */
async function withXsrf<T>(method: string, url: string, body?: unknown): Promise<ApiResult<T>> {
  const r = await requestJson<T>(method, url, body, await xsrfHeaders());
  if (r.ok || r.code !== 'XSRF_FAIL') return r;
  remember(undefined);
  return requestJson<T>(method, url, body, await xsrfHeaders());
}

export function signIn(email: string, password: string, rememberMe: boolean, memberAreaId?: string): Promise<ApiResult<Signed>> {
  return signed(requestJson<Signed>('POST', `${BASE}/session`, { email, password, rememberMe, ...(memberAreaId ? { memberAreaId } : {}) }));
}

export function signUp(email: string, password: string, rememberMe: boolean, memberAreaId?: string): Promise<ApiResult<Signed>> {
  return signed(requestJson<Signed>('POST', BASE, { email, password, rememberMe, ...(memberAreaId ? { memberAreaId } : {}) }));
}

/** DELETE .../session?cloneCart=; one retry on crumbFail (the failure brought a fresh crumb). */
export async function signOut(cloneCart: boolean): Promise<ApiResult<{ signedOut: boolean }>> {
  const url = `${BASE}/session?cloneCart=${cloneCart}`;
  let r = await withXsrf<{ signedOut: boolean }>('DELETE', url);
  if (!r.ok && r.crumbFail) r = await withXsrf<{ signedOut: boolean }>('DELETE', url);
  if (r.ok) remember(undefined);
  return r;
}

export async function setLocale(language: string): Promise<ApiResult<{ locale: string }>> {
  return withXsrf('POST', `${BASE}/locale`, { language });
}

export async function joinArea(memberAreaId: string): Promise<ApiResult<{ account: Account }>> {
  return withXsrf('POST', `${BASE}/member-areas`, { memberAreaId });
}

export function sessions(): Promise<ApiResult<{ sessions: SessionInfo[] }>> {
  return requestJson('GET', `${BASE}/sessions`);
}

export async function revokeSession(id: string): Promise<ApiResult<{ revoked: string }>> {
  return withXsrf('DELETE', `${BASE}/sessions/${encodeURIComponent(id)}`);
}

export function requestReset(email: string): Promise<ApiResult<{ requested: boolean }>> {
  return requestJson('POST', `${BASE}/password-reset`, { email });
}

export function resetPassword(token: string, password: string): Promise<ApiResult<{ reset: boolean }>> {
  return requestJson('PUT', `${BASE}/password`, { token, password });
}

export const ADDRESS_FIELDS = ['firstName', 'lastName', 'line1', 'line2', 'city', 'state', 'zip', 'country', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type Address = Partial<Record<AddressField, string>> & { id: string; createdAt: string; isDefault?: boolean };

export function addresses(): Promise<ApiResult<{ addresses: Address[] }>> {
  return requestJson('GET', `${BASE}/addresses`);
}

export async function addAddress(fields: Partial<Record<AddressField, string>>, isDefault = false): Promise<ApiResult<{ address: Address }>> {
  return withXsrf('POST', `${BASE}/addresses`, { ...fields, isDefault });
}

export async function updateAddress(id: string, fields: Partial<Record<AddressField, string>>, isDefault = false): Promise<ApiResult<{ address: Address }>> {
  return withXsrf('PUT', `${BASE}/addresses/${encodeURIComponent(id)}`, { ...fields, isDefault });
}

export async function setDefaultAddress(id: string): Promise<ApiResult<{ addresses: Address[] }>> {
  return withXsrf('POST', `${BASE}/addresses/${encodeURIComponent(id)}/default`);
}

export async function removeAddress(id: string): Promise<ApiResult<{ removed: string }>> {
  return withXsrf('DELETE', `${BASE}/addresses/${encodeURIComponent(id)}`);
}
