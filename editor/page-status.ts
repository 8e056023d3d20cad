/**
 * A page's status and its label (SPEC section 3: content status labels
 * Scheduled, Needs Review, Draft, Private). Only a live page reaches
 * shoppers: a published one, or a scheduled one once its time has come;
 * the owner previews the others. A published page shows no label. Pure:
 * the site's routing, the API and the app read the same rule.
 */

/** The statuses, published first; the others in the SPEC's order of labels. */
export const PAGE_STATUSES = ['published', 'scheduled', 'needs-review', 'draft', 'private'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** SPEC section 3, word for word; `published` is Vitrine's and shows no label on the page list. */
export const STATUS_LABELS = { scheduled: 'Scheduled', 'needs-review': 'Needs Review', draft: 'Draft', private: 'Private' } as const satisfies Record<Exclude<PageStatus, 'published'>, string>;
export const PUBLISHED_LABEL = 'Published';

export const STATUS_MESSAGES = {
  notAnOption: (val: string) => `${val} is not one of the expected options`,
  // Vitrine's.
  scheduleInPast: 'A scheduled page needs a publish time in the future.',
} as const;

/** What a page holds of its status (collection fields `editorStatus`, `publishOn` in ms since the epoch). */
export interface StatusFields {
  editorStatus?: unknown;
  publishOn?: unknown;
}

export const isPageStatus = (v: unknown): v is PageStatus => typeof v === 'string' && (PAGE_STATUSES as readonly string[]).includes(v);

/** A page without a status (every page made before statuses, or outside the editor) is published. */
export const statusOf = (page: object): PageStatus => {
  const status = (page as StatusFields).editorStatus;
  return isPageStatus(status) ? status : 'published';
};

/** Whether shoppers get the page at `now`. */
export function isLive(page: object, now: number): boolean {
  const status = statusOf(page);
  if (status === 'published') return true;
  const at = (page as StatusFields).publishOn;
  return status === 'scheduled' && typeof at === 'number' && at <= now;
}

/** The label the page list shows at `now`: none for a live page (a scheduled page whose time has come is live). */
export function statusLabel(page: object, now: number): string | null {
  const status = statusOf(page);
  return status === 'published' || isLive(page, now) ? null : STATUS_LABELS[status];
}

/** A status change as sent: a scheduled one needs a publish time after `now`; the others drop any. */
export function checkStatus(status: unknown, publishOn: unknown, now: number): { ok: true; fields: { editorStatus: PageStatus; publishOn?: number } } | { ok: false; message: string } {
  if (!isPageStatus(status)) return { ok: false, message: STATUS_MESSAGES.notAnOption(String(status)) };
  if (status !== 'scheduled') return { ok: true, fields: { editorStatus: status } };
  if (typeof publishOn !== 'number' || !Number.isInteger(publishOn) || publishOn <= now) return { ok: false, message: STATUS_MESSAGES.scheduleInPast };
  return { ok: true, fields: { editorStatus: status, publishOn } };
}
