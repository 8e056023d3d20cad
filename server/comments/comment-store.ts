/**
 * Comments and likes in the store: a visitor's comment is kept pending
 * until the owner approves it (shown under its post) or marks it spam
 * (hidden); the owner lists them by status, newest first, with cursor
 * paging. A like is one row per post and visitor, so it counts once
 * however often the visitor presses the button.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Store } from '../store/index.js';
import type { CommentsTable } from '../store/schema.js';
import type { Page } from '../forms/cursor.js';
import { newestFirstPage } from '../forms/newest-first.js';
import { MODERATION_PAGE_SIZE, THREAD_MAX_SHOWN } from './limits.js';

export type CommentStatus = CommentsTable['status'];
export const COMMENT_STATUSES: readonly CommentStatus[] = ['pending', 'approved', 'spam'];

/** A comment as a page shows it (no email: it is never shown on the site). */
export interface ShownComment {
  id: string;
  authorName: string;
  body: string;
  createdOn: string;
}

/** A comment as the owner's moderation list shows it. */
export interface OwnerComment extends ShownComment {
  itemId: string;
  itemTitle: string;
  pagePath: string;
  authorEmail: string;
  signedIn: boolean;
  status: CommentStatus;
  language: string;
  moderatedOn: string | null;
}

export interface NewComment {
  itemId: string;
  itemTitle: string;
  pagePath: string;
  accountId: string | null;
  authorName: string;
  authorEmail: string;
  body: string;
  language: string;
}

const toOwner = (r: CommentsTable): OwnerComment => ({
  id: r.id,
  itemId: r.item_id,
  itemTitle: r.item_title,
  pagePath: r.page_path,
  authorName: r.author_name,
  authorEmail: r.author_email,
  signedIn: r.account_id !== null,
  body: r.body,
  status: r.status,
  language: r.language,
  createdOn: r.created_at,
  moderatedOn: r.moderated_at,
});

export class CommentStore {
  constructor(
    private readonly store: Store,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async add(c: NewComment): Promise<OwnerComment> {
    const row: CommentsTable = {
      id: randomBytes(12).toString('hex'),
      item_id: c.itemId,
      item_title: c.itemTitle,
      page_path: c.pagePath,
      account_id: c.accountId,
      author_name: c.authorName,
      author_email: c.authorEmail,
      body: c.body,
      status: 'pending',
      language: c.language,
      created_at: this.now().toISOString(),
      moderated_at: null,
    };
    await this.store.change((tx) => tx.insertInto('comments').values(row).execute());
    return toOwner(row);
  }

  /** A post's approved comments, oldest first (at most THREAD_MAX_SHOWN), and how many it has. */
  async approvedOf(itemId: string): Promise<{ comments: ShownComment[]; count: number }> {
    const rows = await this.store.db
      .selectFrom('comments')
      .select(['id', 'author_name', 'body', 'created_at'])
      .where('item_id', '=', itemId)
      .where('status', '=', 'approved')
      .orderBy('created_at')
      .orderBy('id')
      .limit(THREAD_MAX_SHOWN)
      .execute();
    const count = rows.length < THREAD_MAX_SHOWN ? rows.length : await this.countApproved(itemId);
    return { comments: rows.map((r) => ({ id: r.id, authorName: r.author_name, body: r.body, createdOn: r.created_at })), count };
  }

  private async countApproved(itemId: string): Promise<number> {
    const r = await this.store.db.selectFrom('comments').select(sql<number>`count(*)`.as('n')).where('item_id', '=', itemId).where('status', '=', 'approved').executeTakeFirst();
    return Number(r?.n ?? 0);
  }

  /** The owner's list of one status, newest first. */
  async list(status: CommentStatus, cursor: string | undefined, limit = MODERATION_PAGE_SIZE): Promise<Page<OwnerComment>> {
    return newestFirstPage(this.store.db.selectFrom('comments').selectAll().where('status', '=', status), cursor, limit, toOwner);
  }

  /** How many comments each status holds (the screen's filter shows them). */
  async counts(): Promise<Record<CommentStatus, number>> {
    const rows = await this.store.db.selectFrom('comments').select('status').select(sql<number>`count(*)`.as('n')).groupBy('status').execute();
    const out: Record<CommentStatus, number> = { pending: 0, approved: 0, spam: 0 };
    for (const r of rows) out[r.status] = Number(r.n);
    return out;
  }

  /** Sets a comment's status; null when there is no such comment. Setting the status it has changes nothing (idempotent). */
  async setStatus(id: string, status: CommentStatus): Promise<OwnerComment | null> {
    return this.store.change(async (tx) => {
      const row = await tx.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      if (row.status === status) return toOwner(row);
      const moderated = this.now().toISOString();
      await tx.updateTable('comments').set({ status, moderated_at: moderated }).where('id', '=', id).execute();
      return toOwner({ ...row, status, moderated_at: moderated });
    });
  }

  /** Deletes a comment; false when there was none. */
  async remove(id: string): Promise<boolean> {
    const r = await this.store.change((tx) => tx.deleteFrom('comments').where('id', '=', id).executeTakeFirst());
    return Number(r.numDeletedRows) > 0;
  }

  /** Likes a post for `liker` (once: a second like changes nothing), or takes the like back. */
  async setLike(itemId: string, liker: string, liked: boolean): Promise<void> {
    await this.store.change(async (tx) => {
      if (!liked) {
        await tx.deleteFrom('post_likes').where('item_id', '=', itemId).where('liker', '=', liker).execute();
        return;
      }
      await tx
        .insertInto('post_likes')
        .values({ item_id: itemId, liker, created_at: this.now().toISOString() })
        .onConflict((oc) => oc.columns(['item_id', 'liker']).doNothing())
        .execute();
    });
  }

  /** A post's like count, and whether `liker` is among them. */
  async likesOf(itemId: string, liker: string | null): Promise<{ count: number; liked: boolean }> {
    const r = await this.store.db
      .selectFrom('post_likes')
      .select(sql<number>`count(*)`.as('n'))
      .select(sql<number>`sum(case when liker = ${liker ?? ''} then 1 else 0 end)`.as('mine'))
      .where('item_id', '=', itemId)
      .executeTakeFirst();
    return { count: Number(r?.n ?? 0), liked: Number(r?.mine ?? 0) > 0 };
  }
}
