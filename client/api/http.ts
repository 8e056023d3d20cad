/**
 * JSON requests to the storefront APIs: same-origin credentials, the crumb
 * cookie sent back as the X-CSRF-Token header, and every failure turned into
 * a value `{ ok: false, status, message, crumbFail }` (never thrown).
 */
import { CRUMB_COOKIE, readCookie } from './cookies.js';

export const CSRF_HEADER = 'X-CSRF-Token';
/** A read that sets the crumb cookie when the page came without one. */
export const CRUMB_SOURCE = '/api/commerce/shopping-cart?calculateSubtotal=false';

/**
 * Changes need the crumb; a page served without the cookie gets one from a
 * read first (the server sets it on GET), so the first add does not fail.
 */
async function crumbForChange(): Promise<string | undefined> {
  const crumb = readCookie(CRUMB_COOKIE);
  if (crumb) return crumb;
  try {
    await fetch(CRUMB_SOURCE, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    // the change itself reports the failure
  }
  return readCookie(CRUMB_COOKIE);
}

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; crumbFail: boolean; network: boolean; code?: string; /** A form's refused fields and why (the address book's). */ fields?: Record<string, string> };

export async function requestJson<T>(method: string, url: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  const crumb = method === 'GET' ? undefined : await crumbForChange();
  if (crumb) headers[CSRF_HEADER] = crumb;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    return { ok: false, status: 0, message: '', crumbFail: false, network: true };
  }
  let data: unknown = undefined;
  try {
    const text = await res.text();
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  const obj = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  if (!res.ok || obj.crumbFail === true) {
    const status = typeof obj.status === 'number' ? obj.status : res.status;
    return {
      ok: false,
      status: res.status === 429 ? 429 : status,
      message: typeof obj.message === 'string' ? obj.message : '',
      crumbFail: obj.crumbFail === true,
      network: false,
      ...(typeof obj.code === 'string' ? { code: obj.code } : {}),
      ...(typeof obj.fields === 'object' && obj.fields !== null ? { fields: obj.fields as Record<string, string> } : {}),
    };
  }
  return { ok: true, status: res.status, data: data as T };
}
