/**
 * Mail leaves Vitrine through one small interface, so a real provider
 * (SMTP, an API) can plug in. Every message is first written to the
 * store's outbox table, where tests and the operator read it; without a
 * transport it stays there ('kept'), with SMTP (smtp-mailer.ts) it is sent
 * from there and retried until sent.
 */
import { randomBytes } from 'node:crypto';
import type { MailState, Store, Tx } from '../store/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** What sent it (`restock`, `password-reset`, `order`...), for the outbox reader. */
  kind: string;
  /** The sender; unset: the owner's saved sender (Settings → Mail), else the transport's VITRINE_MAIL_FROM. */
  from?: string | undefined;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxMessage extends MailMessage {
  id: string;
  createdAt: string;
  state: MailState;
  attempts: number;
}

/** The owner's saved sender ("Shop" <shop@example.com>), read per mail; null: none saved. */
export type SavedSender = () => Promise<string | null>;

/** Writes messages to `mail_outbox`; `list` reads them back, newest last. */
export class OutboxMailer implements Mailer {
  constructor(
    protected readonly store: Store,
    protected readonly savedSender: SavedSender = async () => null,
  ) {}

  /** The message with its sender: its own, else the owner's saved one (kept on the row). */
  protected async withSender(message: MailMessage): Promise<MailMessage> {
    return message.from ? message : { ...message, from: (await this.savedSender()) ?? undefined };
  }

  async send(message: MailMessage): Promise<void> {
    const m = await this.withSender(message);
    await this.store.change((tx) => insertMail(tx, m, 'kept', new Date()));
  }

  async list(to?: string): Promise<OutboxMessage[]> {
    const rows = await this.store.db
      .selectFrom('mail_outbox')
      .selectAll()
      .$if(to !== undefined, (q) => q.where('to_address', '=', to as string))
      .orderBy('created_at')
      .execute();
    return rows.map((r) => ({ id: r.id, kind: r.kind, to: r.to_address, from: r.from_address ?? undefined, subject: r.subject, text: r.text_body, html: r.html_body ?? undefined, createdAt: r.created_at, state: r.state, attempts: Number(r.attempts) }));
  }
}

/** Writes one message to the outbox; its id. */
export async function insertMail(tx: Tx, message: MailMessage, state: MailState, now: Date): Promise<string> {
  const id = randomBytes(12).toString('hex');
  await tx
    .insertInto('mail_outbox')
    .values({
      id,
      kind: message.kind,
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      from_address: message.from ?? null,
      created_at: now.toISOString(),
      state,
      attempts: 0,
      next_attempt_at: state === 'pending' ? now.toISOString() : '',
      last_error: '',
      sent_at: null,
    })
    .execute();
  return id;
}
