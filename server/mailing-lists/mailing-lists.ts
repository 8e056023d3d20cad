/**
 * The site's mailing lists and their subscribers, in the store. The owner
 * manages them (server/editor/routes/mailing-lists.ts); visitors join
 * through a newsletter block's sign-up (the block names its list) or a
 * restock sign-up that asks to (the list marked for restock, else the
 * oldest); the newsletter unsubscribe page takes an address off every
 * list. Joining twice keeps one row, the first (its source and date).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Store, Tx } from '../store/index.js';
import { decodeCursor, encodeCursor, type Page } from '../forms/cursor.js';
import { csvCell } from '../forms/submissions.js';
import { isValidEmail } from '../../engine/forms/rules.js';
import { normaliseEmail } from '../session/email-rule.js';
import {
  listNameKey,
  listNameProblem,
  MAX_MAILING_LISTS,
  SUBSCRIBER_SOURCES,
  SUBSCRIBERS_PAGE_SIZE,
  type ListNameProblem,
  type MailingList,
  type Subscriber,
  type SubscriberSource,
} from '../../editor/mailing-lists.js';

/** Subscribers one CSV export holds at most. */
export const LIST_CSV_MAX_ROWS = 100_000;

/** Why a change was refused: the routes answer each with its code. */
export type ListRefusal = ListNameProblem | 'tooMany' | 'notFound' | 'subscriberNotFound' | 'emailInvalid' | 'alreadySubscribed';

export class ListRefused extends Error {
  constructor(readonly refusal: ListRefusal) {
    super(`mailing list change refused: ${refusal}`);
    this.name = 'ListRefused';
  }
}

const asSource = (s: string): SubscriberSource => ((SUBSCRIBER_SOURCES as readonly string[]).includes(s) ? (s as SubscriberSource) : 'owner');

/** Whether a write failed on a unique index (PostgreSQL 23505, SQLite's UNIQUE constraint). */
function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(String((e as Error | null)?.message));
}

/** A name taken by another process between the check and the write (PostgreSQL's READ COMMITTED) is refused as taken, not a 500. */
async function takenOnRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    throw isUniqueViolation(e) ? new ListRefused('taken') : e;
  }
}

export class MailingLists {
  constructor(private readonly store: Store) {}

  /** Every list, oldest first, with its number of subscribers. */
  async all(): Promise<MailingList[]> {
    const rows = await this.store.db
      .selectFrom('mailing_lists as l')
      .leftJoin('mailing_list_subscribers as s', 's.list_id', 'l.id')
      .select(['l.id', 'l.name', 'l.restock', 'l.created_at'])
      .select(sql<number>`count(s.email)`.as('subscribers'))
      .groupBy(['l.id', 'l.name', 'l.restock', 'l.created_at'])
      .orderBy('l.created_at')
      .orderBy('l.id')
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, restock: r.restock === 1, subscribers: Number(r.subscribers), createdOn: r.created_at }));
  }

  async one(id: string): Promise<MailingList | null> {
    return (await this.all()).find((l) => l.id === id) ?? null;
  }

  /** Whether a list exists (a newsletter block's save checks its list). */
  async exists(id: string): Promise<boolean> {
    return (await this.store.db.selectFrom('mailing_lists').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  private async checkName(tx: Tx, name: string, except: string | null): Promise<string> {
    const others = await tx.selectFrom('mailing_lists').select(['id', 'name']).execute();
    const problem = listNameProblem(name, others.filter((o) => o.id !== except).map((o) => o.name));
    if (problem) throw new ListRefused(problem);
    return name.trim();
  }

  async create(name: string): Promise<MailingList> {
    const id = randomUUID();
    await takenOnRace(() => this.store.change(async (tx) => {
      const count = await tx.selectFrom('mailing_lists').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      if (Number(count.n) >= MAX_MAILING_LISTS) throw new ListRefused('tooMany');
      const trimmed = await this.checkName(tx, name, null);
      await tx.insertInto('mailing_lists').values({ id, name: trimmed, name_key: listNameKey(trimmed), restock: 0, created_at: new Date().toISOString() }).execute();
    }));
    return (await this.one(id))!;
  }

  async rename(id: string, name: string): Promise<MailingList> {
    await takenOnRace(() => this.store.change(async (tx) => {
      const trimmed = await this.checkName(tx, name, id);
      const r = await tx.updateTable('mailing_lists').set({ name: trimmed, name_key: listNameKey(trimmed) }).where('id', '=', id).executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw new ListRefused('notFound');
    }));
    return (await this.one(id))!;
  }

  /** Makes `id` the list restock sign-ups join (the others stop being it). */
  async useForRestock(id: string): Promise<MailingList> {
    await this.store.change(async (tx) => {
      if (!(await tx.selectFrom('mailing_lists').select('id').where('id', '=', id).executeTakeFirst())) throw new ListRefused('notFound');
      await tx.updateTable('mailing_lists').set({ restock: 0 }).where('restock', '=', 1).execute();
      await tx.updateTable('mailing_lists').set({ restock: 1 }).where('id', '=', id).execute();
    });
    return (await this.one(id))!;
  }

  /** Removes a list and its subscribers in one transaction. */
  async remove(id: string): Promise<void> {
    await this.store.change(async (tx) => {
      await tx.deleteFrom('mailing_list_subscribers').where('list_id', '=', id).execute();
      const r = await tx.deleteFrom('mailing_lists').where('id', '=', id).executeTakeFirst();
      if (Number(r.numDeletedRows) === 0) throw new ListRefused('notFound');
    });
  }

  /** One page of a list's subscribers, newest first. */
  async subscribers(listId: string, cursor: string | undefined, limit = SUBSCRIBERS_PAGE_SIZE): Promise<Page<Subscriber>> {
    const after = decodeCursor(cursor);
    const rows = await this.store.db
      .selectFrom('mailing_list_subscribers')
      .select(['email', 'source', 'created_at'])
      .where('list_id', '=', listId)
      .$if(after !== null, (q) => q.where((eb) => eb.or([eb('created_at', '<', after![0]!), eb.and([eb('created_at', '=', after![0]!), eb('email', '<', after![1] ?? '')])])))
      .orderBy('created_at', 'desc')
      .orderBy('email', 'desc')
      .limit(limit + 1)
      .execute();
    const items = rows.slice(0, limit).map((r) => ({ email: r.email, source: asSource(r.source), subscribedOn: r.created_at }));
    const last = items[items.length - 1];
    const hasNextPage = rows.length > limit;
    return { items, hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor([last.subscribedOn, last.email]) : null };
  }

  /** One subscriber of a list, or null. */
  async subscriber(listId: string, email: string): Promise<Subscriber | null> {
    const r = await this.store.db.selectFrom('mailing_list_subscribers').select(['email', 'source', 'created_at']).where('list_id', '=', listId).where('email', '=', normaliseEmail(email)).executeTakeFirst();
    return r ? { email: r.email, source: asSource(r.source), subscribedOn: r.created_at } : null;
  }

  /** Adds an address to a list; false when it was on it already (its first row stays). */
  async subscribe(listId: string, email: string, source: SubscriberSource): Promise<boolean> {
    const address = email.trim();
    if (!isValidEmail(address)) throw new ListRefused('emailInvalid');
    return this.store.change(async (tx) => {
      if (!(await tx.selectFrom('mailing_lists').select('id').where('id', '=', listId).executeTakeFirst())) throw new ListRefused('notFound');
      const key = normaliseEmail(address);
      const on = await tx.selectFrom('mailing_list_subscribers').select('email').where('list_id', '=', listId).where('email', '=', key).executeTakeFirst();
      if (on) return false;
      // Two sign-ups at once (another process) cannot both insert: the second does nothing.
      await tx
        .insertInto('mailing_list_subscribers')
        .values({ list_id: listId, email: key, source, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['list_id', 'email']).doNothing())
        .execute();
      return true;
    });
  }

  /** A visitor's sign-up: joins the list when it is still there (a list deleted since the page was saved is skipped). */
  async join(listId: string, email: string, source: SubscriberSource): Promise<void> {
    try {
      await this.subscribe(listId, email, source);
    } catch (e) {
      if (!(e instanceof ListRefused)) throw e;
    }
  }

  /** The list restock sign-ups join: the one marked, else the oldest; null when the site has none. */
  async restockList(): Promise<string | null> {
    const row = await this.store.db.selectFrom('mailing_lists').select('id').orderBy('restock', 'desc').orderBy('created_at').orderBy('id').limit(1).executeTakeFirst();
    return row?.id ?? null;
  }

  async unsubscribe(listId: string, email: string): Promise<void> {
    const r = await this.store.change((tx) => tx.deleteFrom('mailing_list_subscribers').where('list_id', '=', listId).where('email', '=', normaliseEmail(email)).executeTakeFirst());
    if (Number(r.numDeletedRows) === 0) throw new ListRefused('subscriberNotFound');
  }

  /** Takes an address off every list (the newsletter unsubscribe page), in the caller's transaction. */
  static async unsubscribeEverywhere(tx: Tx, email: string): Promise<void> {
    await tx.deleteFrom('mailing_list_subscribers').where('email', '=', normaliseEmail(email)).execute();
  }

  /** A list's subscribers as CSV, newest first: email, source, subscribed at (the submissions export's quoting). */
  async csv(listId: string): Promise<string> {
    const lines = [['Email', 'Source', 'Subscribed'].map(csvCell).join(',')];
    let cursor: string | undefined;
    let count = 0;
    do {
      const page = await this.subscribers(listId, cursor, 500);
      for (const s of page.items) {
        lines.push([s.email, s.source, s.subscribedOn].map(csvCell).join(','));
        count++;
      }
      cursor = page.nextPageCursor ?? undefined;
    } while (cursor && count < LIST_CSV_MAX_ROWS);
    return lines.join('\r\n') + '\r\n';
  }
}
