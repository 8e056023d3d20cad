/**
 * Mail out through SMTP (nodemailer), from the outbox: `send` writes the
 * message as 'pending' and starts delivering it without making the caller
 * wait for the relay; a failed send stays pending and is retried by the
 * sweep every process runs (MAIL_SWEEP_INTERVAL_MS) after a backoff that
 * doubles from MAIL_RETRY_BASE_MS, until MAIL_MAX_ATTEMPTS attempts, when
 * it turns 'failed' with its last error kept for the operator.
 *
 * A sender claims a row by a conditional update that moves its
 * next_attempt_at MAIL_CLAIM_MS ahead: two processes never send one mail
 * together, and a process killed mid-send leaves it to be tried again.
 */
import { createRequire } from 'node:module';
import type { Transporter } from 'nodemailer';
import type { Store } from '../store/index.js';
import { insertMail, OutboxMailer, type MailMessage, type SavedSender } from './mailer.js';

/** Attempts before a mail is given up ('failed'). */
export const MAIL_MAX_ATTEMPTS = 6;
/** The wait after the first failure; each further one doubles it (1, 2, 4, 8, 16 minutes). */
export const MAIL_RETRY_BASE_MS = 60_000;
/** How often each process looks for mail due again. */
export const MAIL_SWEEP_INTERVAL_MS = 30_000;
/** How long a sender holds a mail it is sending; longer than the transport's timeouts. */
export const MAIL_CLAIM_MS = 2 * 60_000;
/** Mails one sweep sends at most (the next sweep takes the rest). */
export const MAIL_BATCH = 20;
/** The relay's connection, greeting and socket timeouts. */
export const SMTP_TIMEOUT_MS = 20_000;
/** Characters of a send error kept in `last_error`. */
const ERROR_KEEP = 500;

export interface SmtpMailerOptions {
  from: string;
  maxAttempts?: number;
  retryBaseMs?: number;
  now?: () => Date;
  /** Told about every failed attempt (the server logs it). */
  onFailure?: (info: { id: string; attempts: number; gaveUp: boolean; error: string }) => void;
}

/** The wait before attempt `attempts + 1`, after `attempts` failures. */
export function retryDelayMs(attempts: number, baseMs: number = MAIL_RETRY_BASE_MS): number {
  return baseMs * 2 ** Math.max(0, attempts - 1);
}

export function smtpTransport(url: string): Transporter {
  // Required here: a store without SMTP_URL never loads nodemailer (about 50 ms of CPU at start); CommonJS, so synchronously.
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof import('nodemailer');
  return nodemailer.createTransport(url, { connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS } as never);
}

export class SmtpMailer extends OutboxMailer {
  private readonly inFlight = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    store: Store,
    private readonly transport: Pick<Transporter, 'sendMail' | 'close'>,
    private readonly options: SmtpMailerOptions,
    savedSender?: SavedSender,
  ) {
    super(store, savedSender);
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  override async send(message: MailMessage): Promise<void> {
    const m = await this.withSender(message);
    const id = await this.store.change((tx) => insertMail(tx, m, 'pending', this.now()));
    if (!this.closed) this.track(this.attempt(id));
  }

  /** Sends the mails due now (first tries a sender missed, retries whose wait is over); their count. */
  async deliverDue(): Promise<number> {
    const rows = await this.store.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', this.now().toISOString())
      .orderBy('next_attempt_at')
      .limit(MAIL_BATCH)
      .execute();
    let sent = 0;
    for (const r of rows) if (await this.attempt(r.id)) sent++;
    return sent;
  }

  /** Resolves when every send started so far has settled (tests, and close). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /** Starts the retry sweep. */
  start(intervalMs: number = MAIL_SWEEP_INTERVAL_MS): void {
    this.timer ??= setInterval(() => this.track(this.deliverDue()), intervalMs);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.idle();
    this.transport.close();
  }

  private track(p: Promise<unknown>): void {
    const settled = p.catch(() => undefined).finally(() => this.inFlight.delete(settled));
    this.inFlight.add(settled);
  }

  /** One attempt at one mail, if this sender wins its claim; true when it was sent. */
  private async attempt(id: string): Promise<boolean> {
    const now = this.now();
    const row = await this.store.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row || row.state !== 'pending' || row.next_attempt_at > now.toISOString()) return false;
    const claimed = await this.store.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(now.getTime() + MAIL_CLAIM_MS).toISOString() })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .where('next_attempt_at', '=', row.next_attempt_at)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) return false;
    const attempts = Number(row.attempts) + 1;
    try {
      await this.transport.sendMail({
        from: row.from_address || this.options.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
        headers: { 'X-Vitrine-Mail': row.kind },
      });
      await this.store.db.updateTable('mail_outbox').set({ state: 'sent', attempts, sent_at: this.now().toISOString(), next_attempt_at: '', last_error: '' }).where('id', '=', id).execute();
      return true;
    } catch (e) {
      const error = (e instanceof Error ? e.message : String(e)).slice(0, ERROR_KEEP);
      const gaveUp = attempts >= (this.options.maxAttempts ?? MAIL_MAX_ATTEMPTS);
      const next = gaveUp ? '' : new Date(this.now().getTime() + retryDelayMs(attempts, this.options.retryBaseMs)).toISOString();
      await this.store.db.updateTable('mail_outbox').set({ state: gaveUp ? 'failed' : 'pending', attempts, next_attempt_at: next, last_error: error }).where('id', '=', id).execute();
      this.options.onFailure?.({ id, attempts, gaveUp, error });
      return false;
    }
  }
}
