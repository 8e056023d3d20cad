/** The owner's inbox API as the Submissions screens call it (server/forms/inbox-routes.ts). */
import { get, send } from '../../editor/api.js';
import type { CursorPage } from '../../admin-ui/index.js';

export interface InboxForm {
  formId: string;
  name: string;
  onSite: boolean;
  submissions: number;
  unread: number;
  lastSubmittedOn: string | null;
}

export interface InboxSubmission {
  id: string;
  formId: string;
  submittedOn: string;
  read: boolean;
  pagePath: string | null;
  pageTitle: string | null;
  answers: { fieldId: string; title: string; text: string }[];
}

export interface RestockGroup {
  productId: string;
  variantId: string;
  productName: string;
  variantName: string;
  pending: number;
  notified: number;
  /** null: the site no longer sells the variant. */
  inStock: boolean | null;
}

export interface SignUp {
  id: string;
  siteVisitorEmail: string;
  isJoinMailingList: boolean;
  createdOn: string;
  notifiedOn: string | null;
}

const FORMS = '/api/owner/forms';
const RESTOCK = '/api/site-users/account/notifications/restock';
const query = (values: Record<string, string | null | undefined>) => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
};
const enc = encodeURIComponent;

/** Every form (the list is short; its pages are read through). */
export async function allForms(): Promise<InboxForm[]> {
  const out: InboxForm[] = [];
  let cursor: string | null = null;
  do {
    const page: { forms: InboxForm[]; nextPageCursor: string | null } = await get(`${FORMS}${query({ cursor })}`);
    out.push(...page.forms);
    cursor = page.nextPageCursor;
  } while (cursor);
  return out;
}

export const submissionsPage = (formId: string, cursor: string | null, unreadOnly: boolean): Promise<CursorPage<InboxSubmission>> =>
  get<{ submissions: InboxSubmission[]; hasNextPage: boolean; nextPageCursor: string | null }>(`${FORMS}/${enc(formId)}/submissions${query({ cursor, unread: unreadOnly ? 'true' : null })}`).then((r) => ({
    items: r.submissions,
    hasNextPage: r.hasNextPage,
    nextPageCursor: r.nextPageCursor,
  }));

export const markRead = (s: InboxSubmission, read: boolean) =>
  send<{ submission: InboxSubmission }>('PUT', `${FORMS}/${enc(s.formId)}/submissions/${enc(s.id)}/read`, { read }).then((r) => r.submission);

export const deleteSubmission = (s: InboxSubmission) => send('DELETE', `${FORMS}/${enc(s.formId)}/submissions/${enc(s.id)}`);

/** The CSV export's address (a download; the forms owner API). */
export const csvHref = (formId: string) => `/api/forms/${enc(formId)}/submissions?format=csv`;

export const restockPage = (cursor: string | null): Promise<CursorPage<RestockGroup>> =>
  get<{ groups: RestockGroup[]; hasNextPage: boolean; nextPageCursor: string | null }>(`/api/owner/restock/groups${query({ cursor })}`).then((r) => ({
    items: r.groups,
    hasNextPage: r.hasNextPage,
    nextPageCursor: r.nextPageCursor,
  }));

export const signUpsPage = (g: RestockGroup, cursor: string | null): Promise<CursorPage<SignUp>> =>
  get<{ signUps: SignUp[]; hasNextPage: boolean; nextPageCursor: string | null }>(`${RESTOCK}${query({ productId: g.productId, variantId: g.variantId, cursor })}`).then((r) => ({
    items: r.signUps,
    hasNextPage: r.hasNextPage,
    nextPageCursor: r.nextPageCursor,
  }));

export const notifyNow = (g: RestockGroup) => send<{ sent: number }>('POST', `${RESTOCK}/send`, { productId: g.productId, variantId: g.variantId }).then((r) => r.sent);
