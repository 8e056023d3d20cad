/**
 * The mail customers were sent, for the owner (Settings → Mail): the
 * outbox (server/mail/mailer.ts) newest first behind an opaque cursor, and
 * one mail as the document the admin's preview frame shows (sanitised and
 * sandboxed like the order's confirmation preview, confirmation-mail.ts).
 * A mail that carries a one-time link into a customer's account (a
 * password reset) is listed but its text is withheld: the owner must not
 * be able to sign in as a customer.
 */
import type { Store } from '../../store/index.js';
import { encodeCursor } from '../../forms/cursor.js';
import { cursorKeyOf } from './order-list.js';
import { previewDocument, type PreviewMail } from './confirmation-mail.js';
import type { OutboxEntry } from '../../../editor/mail-settings.js';

export const OUTBOX_PAGE_SIZE = 25;
export const OUTBOX_MAX_PAGE_SIZE = 100;
/** Mail whose text is a key to the customer's account. */
export const WITHHELD_MAIL_KINDS: readonly string[] = ['password-reset'];

export type { OutboxEntry } from '../../../editor/mail-settings.js';

export interface OutboxPage {
  mails: OutboxEntry[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

export async function listOutbox(store: Store, cursor: string | undefined, size = OUTBOX_PAGE_SIZE): Promise<OutboxPage> {
  const after = cursorKeyOf(cursor);
  const rows = await store.db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'to_address', 'from_address', 'subject', 'created_at', 'state'])
    .$if(after !== null, (q) => q.where((eb) => eb.or([eb('created_at', '<', after![0]!), eb.and([eb('created_at', '=', after![0]!), eb('id', '<', after![1] ?? '')])])))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size + 1)
    .execute();
  const more = rows.length > size;
  const mails = rows.slice(0, size).map((r) => ({ id: r.id, kind: r.kind, to: r.to_address, from: r.from_address ?? null, subject: r.subject, createdAt: r.created_at, state: r.state, withheld: WITHHELD_MAIL_KINDS.includes(r.kind) }));
  const last = mails.at(-1);
  return { mails, hasNextPage: more, nextPageCursor: more && last ? encodeCursor([last.createdAt, last.id]) : null };
}

/** The preview frame's document of one mail; `withheldText` stands for a withheld one's body; undefined when there is no such mail. */
export async function outboxDocument(store: Store, id: string, withheldText: string): Promise<string | undefined> {
  const r = await store.db.selectFrom('mail_outbox').select(['kind', 'subject', 'html_body', 'text_body', 'created_at']).where('id', '=', id).executeTakeFirst();
  if (!r) return undefined;
  const withheld = WITHHELD_MAIL_KINDS.includes(r.kind);
  const mail: PreviewMail = { subject: r.subject, html: withheld ? null : r.html_body, text: withheld ? withheldText : r.text_body, createdAt: r.created_at };
  return previewDocument(mail);
}
