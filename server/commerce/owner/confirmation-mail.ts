/**
 * The commerce email preview (page type 301) of an order the owner picks:
 * the confirmation mail the order wrote to the outbox, its own HTML, served
 * to the preview page's iframe. The mail is found by what the order sent
 * (kind 'order', the order's address and the subject naming its number);
 * the newest one wins when the confirmation was sent again. Its HTML is
 * cleaned of anything active (scripts, frames, forms, event attributes,
 * script URLs) and served with a sandboxing CSP, so nothing in a mail can
 * run on the owner's origin; a mail without HTML shows its text.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../store/index.js';
import { checkoutTexts, fill } from '../checkout/texts.js';
import { orderNumber } from '../orders/order-view.js';
import { escapeHtml } from '../orders/order-mail.js';

export interface PreviewMail {
  subject: string;
  html: string | null;
  text: string;
  createdAt: string;
}

/** The newest confirmation mail of `orderId`, or which of the two is missing. */
export async function confirmationMailOf(db: Kysely<Database>, orderId: string): Promise<PreviewMail | 'no-order' | 'no-mail'> {
  const order = await db.selectFrom('orders').select(['id', 'email', 'language']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return 'no-order';
  const subject = fill(checkoutTexts(order.language).mailSubject, { order: orderNumber(order.id) });
  const mail = await db
    .selectFrom('mail_outbox')
    .select(['subject', 'html_body', 'text_body', 'created_at'])
    .where('kind', '=', 'order')
    .where('to_address', '=', order.email)
    .where('subject', '=', subject)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return mail ? { subject: mail.subject, html: mail.html_body, text: mail.text_body, createdAt: mail.created_at } : 'no-mail';
}

/**
 * Elements removed with their content: nothing that runs, embeds or
 * submits. The void ones (base, meta, link) have no content and are
 * VOID_ACTIVE's: here, a mail's <meta charset> took the whole mail after it
 * with it (its closing tag never comes), and the preview showed nothing.
 */
const ACTIVE_ELEMENTS = /<(script|style|iframe|frame|frameset|object|embed|applet|form|noscript|template|svg|math)\b[\s\S]*?(?:<\/\1\s*>|$)/gi;
const VOID_ACTIVE = /<(?:base|meta|link|input|button|textarea|select)\b[^>]*>/gi;
const EVENT_ATTRIBUTE = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;
const SCRIPT_URL = /\s+(href|src|action|formaction|xlink:href)\s*=\s*(["']?)\s*(?:javascript|vbscript|data):[^"'>\s]*\2/gi;

/** A mail's HTML without anything active (the CSP sandbox is the second wall). */
export function sanitiseMailHtml(html: string): string {
  let out = html;
  // Repeated until stable: a removal must not join the halves of a new tag.
  for (let i = 0; i < 5; i++) {
    const next = out.replace(ACTIVE_ELEMENTS, '').replace(VOID_ACTIVE, '').replace(EVENT_ATTRIBUTE, '').replace(SCRIPT_URL, ' $1="#"');
    if (next === out) break;
    out = next;
  }
  return out;
}

/** The document the preview frame shows. */
export function previewDocument(mail: PreviewMail): string {
  if (mail.html) return sanitiseMailHtml(mail.html);
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(mail.subject)}</title></head><body><pre style="white-space:pre-wrap;font:14px/1.5 Helvetica,Arial,sans-serif">${escapeHtml(mail.text)}</pre></body></html>`;
}

/** What the frame shows when there is no mail to show. */
export const missingDocument = (message: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(message)}</title></head><body><p style="font:16px/1.5 Helvetica,Arial,sans-serif">${escapeHtml(message)}</p></body></html>`;

/** The preview's headers: no script, no plugin, no form, no request but inline styles and images; not cached. */
export const PREVIEW_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'";
