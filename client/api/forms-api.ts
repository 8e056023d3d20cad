/**
 * The forms calls of SPEC section 7, each answering a value (never
 * throwing): the submission key, the submission, the restock sign-up and a
 * product's additional-fields form. Failures keep the status and the body's
 * `error`, `message` and per-field `errors`.
 */
import type { Answers, FormDefinition } from '../../engine/forms/fields.js';
import { CART_API, pageLanguage, type ShoppingCart } from './cart-api.js';
import { requestJson } from './http.js';

export type FormsResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error?: string; message?: string; errors?: Record<string, string>; network: boolean };

async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<FormsResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    return { ok: false, status: 0, network: true };
  }
  let data: Record<string, unknown> = {};
  try {
    const text = await res.text();
    const parsed = text ? (JSON.parse(text) as unknown) : {};
    if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>;
  } catch {
    data = {};
  }
  if (res.ok) return { ok: true, status: res.status, data: data as T };
  const errors = data.errors && typeof data.errors === 'object' ? (data.errors as Record<string, string>) : undefined;
  return {
    ok: false,
    status: res.status,
    network: false,
    ...(typeof data.error === 'string' ? { error: data.error } : {}),
    ...(typeof data.message === 'string' ? { message: data.message } : {}),
    ...(errors ? { errors } : {}),
  };
}

/** The key is read from the body (`key`), or from `data.key` when a proxy wraps it. */
export async function submissionKey(): Promise<string | null> {
  const res = await call<{ key?: unknown; data?: { key?: unknown } }>('POST', '/api/form/FormSubmissionKey', {});
  if (!res.ok) return null;
  const key = res.data.key ?? res.data.data?.key;
  return typeof key === 'string' && key !== '' ? key : null;
}

export interface PageFields {
  pageTitle?: string;
  pageId?: string;
  contentSource?: 'i' | 'c';
  pagePath?: string;
  pagePermissionTypeValue?: string;
}

/** The honeypot's value, sent only when something filled it (engine/forms/honeypot.ts). */
export type Honeypot = { website?: string };

export function saveSubmission(req: { formId: string; form: Answers; key: string; captchaKey?: string | undefined } & PageFields & Honeypot) {
  return call<{ success: boolean }>('POST', '/api/form/SaveFormSubmission', { ...req, form: JSON.stringify(req.form) });
}

export interface RestockSignup {
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList: boolean;
  captchaToken?: string;
  recaptchaEnterpriseV3Token?: string;
  language?: string;
  website?: string;
}

export function restockSignup(req: RestockSignup) {
  return call<{ success: boolean; successText?: string | null }>('POST', '/api/site-users/account/notifications/restock', req);
}

export function productForm(itemId: string) {
  return call<FormDefinition>('GET', `/api/form/product-form?itemId=${encodeURIComponent(itemId)}`);
}

/** PUT .../entries/{entryId}/additionalFields (SPEC section 7): new answers of a cart line; the cart call's crumb and failure handling. */
export function updateEntryFields(entryId: string, req: { itemId: string; sku: string | null; additionalFields: string }) {
  return requestJson<{ shoppingCart: ShoppingCart; updatedEntry?: unknown }>('PUT', `${CART_API.entry(entryId)}/additionalFields`, req, pageLanguage());
}
