/**
 * The site's content in the store: one JSON document per website, in the
 * fixture shape the site renderer reads (site/content/types.ts),
 * with a revision number. The demo fixture is imported once, as revision
 * 1, by whichever process starts first. Every change is one transaction:
 * the document is read with a row lock (PostgreSQL) or under the write lock
 * (SQLite), changed by the caller's function, written back with the next
 * revision and logged; a function that throws leaves nothing written.
 */
import { sql, type CompiledQuery } from 'kysely';
import type { Store, Tx } from '../store/index.js';
import { editorDb } from './tables.js';
import { editorError } from './errors.js';
import { announceRevision, type ContentSignal } from './content-signal.js';

export type Json = Record<string, unknown>;

export interface ContentSnapshot {
  revision: number;
  doc: Json;
}

export interface ChangeBy {
  /** The signed-in owner's account id (null for the system). */
  accountId: string | null;
  /** What changed, for the revision log. */
  summary: string;
}

function parse(text: string): Json {
  const v = JSON.parse(text) as unknown;
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Error('the stored site content is not a JSON object');
  return v as Json;
}

export class ContentStore {
  private signal: ContentSignal | undefined;

  constructor(
    readonly store: Store,
    readonly websiteId: string,
    /** PostgreSQL: the schema named in each change's announcement (content-signal.ts). */
    private readonly announceIn?: string,
  ) {}

  /** Takes the newest revision from `signal` while it listens, instead of reading the store. */
  useSignal(signal: ContentSignal): void {
    this.signal = signal;
  }

  private async announce(tx: Tx, revision: number): Promise<void> {
    if (this.announceIn !== undefined && this.store.dialect === 'postgres') await announceRevision(tx, this.announceIn, this.websiteId, revision);
  }

  /** Imports the fixture as revision 1 unless the website already has content; true when this call imported it. */
  async importIfEmpty(doc: Json): Promise<boolean> {
    const now = new Date().toISOString();
    return this.store.change(async (tx) => {
      const db = editorDb(tx);
      const inserted = await db
        .insertInto('site_content')
        .values({ website_id: this.websiteId, revision: 1, content: JSON.stringify(doc), updated_at: now })
        .onConflict((oc) => oc.column('website_id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await db.insertInto('site_content_revisions').values({ website_id: this.websiteId, revision: 1, account_id: null, summary: 'imported the site fixture', changed_at: now }).execute();
      await this.announce(tx, 1);
      return true;
    });
  }

  /** Whether no owner has changed the content yet (every revision is the system's). */
  async untouched(): Promise<boolean> {
    const row = await editorDb(this.store.db).selectFrom('site_content_revisions').select('revision').where('website_id', '=', this.websiteId).where('account_id', 'is not', null).limit(1).executeTakeFirst();
    return row === undefined;
  }

  /**
   * The current revision read synchronously, when the store can (a SQLite
   * file's read connection); undefined when it cannot or has no content.
   */
  revisionNow(): number | undefined {
    const heard = this.signal?.latest();
    if (heard !== undefined) return heard;
    const row = this.store.readRow?.('select revision from site_content where website_id = ?', [this.websiteId]);
    return row ? Number(row.revision) : undefined;
  }

  /** The revision read through kysely (PostgreSQL, an in-memory SQLite store), built once. */
  private revisionQuery: CompiledQuery<{ revision: number | string }> | undefined;

  /** The current revision: the one heard of, else one indexed read, cheap enough for every page request. */
  async revision(): Promise<number> {
    const now = this.revisionNow();
    if (now !== undefined) return now;
    return this.storedRevision();
  }

  /**
   * The revision in the store, read even while a signal listens (what must
   * be current at once, as the products a cart may sell); the signal learns it too.
   */
  async storedRevision(): Promise<number> {
    const direct = this.store.readRow?.('select revision from site_content where website_id = ?', [this.websiteId]);
    if (direct) {
      this.signal?.saw(Number(direct.revision));
      return Number(direct.revision);
    }
    this.revisionQuery ??= editorDb(this.store.db).selectFrom('site_content').select('revision').where('website_id', '=', this.websiteId).compile();
    const row = (await this.store.db.executeQuery(this.revisionQuery)).rows[0];
    if (!row) throw editorError('NOT_FOUND');
    this.signal?.saw(Number(row.revision));
    return Number(row.revision);
  }

  async read(): Promise<ContentSnapshot> {
    const row = await editorDb(this.store.db).selectFrom('site_content').select(['revision', 'content']).where('website_id', '=', this.websiteId).executeTakeFirst();
    if (!row) throw editorError('NOT_FOUND');
    return { revision: Number(row.revision), doc: parse(row.content) };
  }

  /**
   * Runs `fn` on the current document inside one transaction and stores
   * what it leaves as the next revision. `expected`, when given, is the
   * revision the owner edited: another change since then is a CONFLICT.
   * `fn` returning `false` means nothing changed: no revision is made.
   * `fn` gets the transaction too, for rows that change with the content
   * (a product's stock records).
   */
  async change<T>(by: ChangeBy, fn: (doc: Json, tx: Tx) => T | false | Promise<T | false>, expected?: number): Promise<{ revision: number; result: T | false }> {
    const done = await this.store.change(async (tx) => {
      const db = editorDb(tx);
      let q = db.selectFrom('site_content').select(['revision', 'content']).where('website_id', '=', this.websiteId);
      if (this.store.lockRows) q = q.forUpdate();
      const row = await q.executeTakeFirst();
      if (!row) throw editorError('NOT_FOUND');
      const current = Number(row.revision);
      if (expected !== undefined && expected !== current) throw editorError('CONFLICT');
      const doc = parse(row.content);
      const result = await fn(doc, tx);
      if (result === false) return { revision: current, result };
      const revision = current + 1;
      const now = new Date().toISOString();
      await db
        .updateTable('site_content')
        .set({ revision, content: JSON.stringify(doc), updated_at: now })
        .where('website_id', '=', this.websiteId)
        .where('revision', '=', sql<number>`${current}`)
        .execute();
      await db.insertInto('site_content_revisions').values({ website_id: this.websiteId, revision, account_id: by.accountId, summary: by.summary, changed_at: now }).execute();
      await this.announce(tx, revision);
      return { revision, result };
    });
    if (done.result !== false) this.signal?.saw(done.revision);
    return done;
  }
}
