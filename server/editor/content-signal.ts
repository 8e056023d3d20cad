/**
 * How every node learns of a new content revision without reading the
 * store on each request: on PostgreSQL, each change notifies the channel
 * `vitrine_content` inside its transaction (delivered on commit), and each
 * process LISTENs on a connection of its own. The newest announced revision
 * is what `upToDate()` compares with; the process loads it in the
 * background as soon as it hears of it.
 *
 * While the listening connection is down (a restart of the database, a
 * network cut) the signal is not live and the site reads the revision per
 * request as before, until the connection is back; on every (re)connect the
 * current revision is read once, so nothing announced meanwhile is missed.
 */
import { createRequire } from 'node:module';
import type pg from 'pg';
import { sql } from 'kysely';
import type { Tx } from '../store/index.js';

/** The PostgreSQL client, required when a signal first connects: a store on SQLite never loads it. */
const pgClient = (): typeof pg.Client => (createRequire(import.meta.url)('pg') as typeof pg).Client;

export const CONTENT_CHANNEL = 'vitrine_content';
/** Pause before listening again after the connection dropped. */
export const SIGNAL_RECONNECT_MS = 1000;

interface Announcement {
  schema: string;
  websiteId: string;
  revision: number;
}

/** Announces `revision` of `websiteId` to every listening process (within `tx`: sent on commit, dropped on rollback). */
export async function announceRevision(tx: Tx, schema: string, websiteId: string, revision: number): Promise<void> {
  const payload = JSON.stringify({ schema, websiteId, revision } satisfies Announcement);
  await sql`select pg_notify(${CONTENT_CHANNEL}, ${payload})`.execute(tx);
}

export class ContentSignal {
  private client: pg.Client | null = null;
  private newest: number | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  private readonly listeners: ((revision: number) => void)[] = [];

  private constructor(
    private readonly url: string,
    private readonly schema: string,
    private readonly websiteId: string,
    private readonly onError: (e: unknown) => void,
  ) {}

  /** Listens for `websiteId`'s revisions in `schema`; resolves once listening (or failing: it then retries, not live meanwhile). */
  static async open(url: string, schema: string, websiteId: string, onError: (e: unknown) => void): Promise<ContentSignal> {
    const signal = new ContentSignal(url, schema, websiteId, onError);
    await signal.connect();
    return signal;
  }

  /** The newest revision heard of, or undefined when not listening (then read the store). */
  latest(): number | undefined {
    return this.client ? this.newest : undefined;
  }

  /** Called with each revision heard of (also the one read on a reconnect). */
  onRevision(listener: (revision: number) => void): void {
    this.listeners.push(listener);
  }

  /** A revision this process made itself: known at once, before its own notification comes back. */
  saw(revision: number): void {
    this.heard(revision);
  }

  private heard(revision: number): void {
    if (this.newest !== undefined && revision <= this.newest) return;
    this.newest = revision;
    for (const l of this.listeners) l(revision);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new (pgClient())({ connectionString: this.url });
    const dropped = (e?: unknown) => {
      if (this.client === client) this.client = null;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (e) this.onError(e);
      this.schedule();
    };
    try {
      client.on('error', dropped);
      client.on('end', () => dropped());
      await client.connect();
      client.on('notification', (n) => {
        if (n.channel !== CONTENT_CHANNEL || !n.payload) return;
        try {
          const a = JSON.parse(n.payload) as Announcement;
          if (a.schema === this.schema && a.websiteId === this.websiteId && Number.isSafeInteger(a.revision)) this.heard(a.revision);
        } catch {
          // not ours
        }
      });
      await client.query(`listen ${CONTENT_CHANNEL}`);
      // Anything committed before the LISTEN took hold: read once.
      const row = await client.query<{ revision: string | number }>(`select revision from "${this.schema}".site_content where website_id = $1`, [this.websiteId]);
      this.client = client;
      if (row.rows[0]) this.heard(Number(row.rows[0].revision));
    } catch (e) {
      dropped(e);
    }
  }

  private schedule(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.connect();
    }, SIGNAL_RECONNECT_MS);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
