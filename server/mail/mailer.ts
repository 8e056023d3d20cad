/**
 * Mail leaves Vitrine through one small interface, so a real provider
 * (SMTP, an API) can plug in; the shipped implementation writes every
 * message to the store's outbox table (nothing reaches the network), where
 * tests and the operator read it.
 */
import { randomBytes } from 'node:crypto';
import type { Store } from '../store/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** What sent it (`restock`, `password-reset`, `order`...), for the outbox reader. */
  kind: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxMessage extends MailMessage {
  id: string;
  createdAt: string;
}

/** Writes messages to `mail_outbox`; `list` reads them back, newest last. */
export class OutboxMailer implements Mailer {
  constructor(private readonly store: Store) {}

  async send(message: MailMessage): Promise<void> {
    await this.store.change((tx) =>
      tx
        .insertInto('mail_outbox')
        .values({
          id: randomBytes(12).toString('hex'),
          kind: message.kind,
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html ?? null,
          created_at: new Date().toISOString(),
        })
        .execute(),
    );
  }

  async list(to?: string): Promise<OutboxMessage[]> {
    const rows = await this.store.db
      .selectFrom('mail_outbox')
      .selectAll()
      .$if(to !== undefined, (q) => q.where('to_address', '=', to as string))
      .orderBy('created_at')
      .execute();
    return rows.map((r) => ({ id: r.id, kind: r.kind, to: r.to_address, subject: r.subject, text: r.text_body, html: r.html_body ?? undefined, createdAt: r.created_at }));
  }
}
