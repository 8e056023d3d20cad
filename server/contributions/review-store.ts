/** The product_reviews table: one review per order line, pending until the owner approves it. */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Store } from '../store/index.js';
import type { ProductReviewsTable } from '../store/schema.js';
import type { Page } from '../forms/cursor.js';
import { newestFirstPage } from '../forms/newest-first.js';

export const REVIEW_STATUSES = ['pending', 'approved'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** Reviews per page of the owner's list. */
export const REVIEWS_PAGE_SIZE = 50;

export interface OwnerReview {
  id: string;
  orderId: string;
  itemId: string;
  productName: string;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  authorEmail: string;
  language: string;
  status: ReviewStatus;
  createdOn: string;
  moderatedOn: string | null;
}

const toOwner = (r: ProductReviewsTable): OwnerReview => ({
  id: r.id,
  orderId: r.order_id,
  itemId: r.item_id,
  productName: r.product_name,
  rating: Number(r.rating),
  title: r.title,
  body: r.body,
  authorName: r.author_name,
  authorEmail: r.author_email,
  language: r.language,
  status: r.status,
  createdOn: r.created_at,
  moderatedOn: r.moderated_at,
});

export type NewReview = Omit<ProductReviewsTable, 'id' | 'status' | 'created_at' | 'moderated_at'>;

export class ReviewStore {
  constructor(
    private readonly store: Store,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Keeps a review; null when its order line has one already (the unique line is the "once per line"). */
  async add(r: NewReview): Promise<OwnerReview | null> {
    const row: ProductReviewsTable = { ...r, id: randomBytes(12).toString('hex'), status: 'pending', created_at: this.now().toISOString(), moderated_at: null };
    const added = await this.store.change(async (tx) => {
      const done = await tx.insertInto('product_reviews').values(row).onConflict((oc) => oc.column('order_line_id').doNothing()).executeTakeFirst();
      return Number(done.numInsertedOrUpdatedRows ?? 0) > 0;
    });
    return added ? toOwner(row) : null;
  }

  async hasLine(lineId: string): Promise<boolean> {
    return (await this.store.db.selectFrom('product_reviews').select('id').where('order_line_id', '=', lineId).executeTakeFirst()) !== undefined;
  }

  async get(id: string): Promise<OwnerReview | null> {
    const r = await this.store.db.selectFrom('product_reviews').selectAll().where('id', '=', id).executeTakeFirst();
    return r ? toOwner(r) : null;
  }

  /** A product's approved reviews, newest first. */
  async approvedOf(itemId: string): Promise<OwnerReview[]> {
    const rows = await this.store.db.selectFrom('product_reviews').selectAll().where('item_id', '=', itemId).where('status', '=', 'approved').orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    return rows.map(toOwner);
  }

  async list(status: ReviewStatus, cursor: string | undefined, limit = REVIEWS_PAGE_SIZE): Promise<Page<OwnerReview>> {
    return newestFirstPage(this.store.db.selectFrom('product_reviews').selectAll().where('status', '=', status), cursor, limit, toOwner);
  }

  async counts(): Promise<Record<ReviewStatus, number>> {
    const rows = await this.store.db.selectFrom('product_reviews').select('status').select(sql<number>`count(*)`.as('n')).groupBy('status').execute();
    const out: Record<ReviewStatus, number> = { pending: 0, approved: 0 };
    for (const r of rows) out[r.status] = Number(r.n);
    return out;
  }

  async setStatus(id: string, status: ReviewStatus): Promise<OwnerReview | null> {
    return this.store.change(async (tx) => {
      const row = await tx.selectFrom('product_reviews').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      if (row.status === status) return toOwner(row);
      const moderated = this.now().toISOString();
      await tx.updateTable('product_reviews').set({ status, moderated_at: moderated }).where('id', '=', id).execute();
      return toOwner({ ...row, status, moderated_at: moderated });
    });
  }

  /** Deletes a review; the deleted one, or null when there was none. */
  async remove(id: string): Promise<OwnerReview | null> {
    return this.store.change(async (tx) => {
      const row = await tx.selectFrom('product_reviews').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      await tx.deleteFrom('product_reviews').where('id', '=', id).execute();
      return toOwner(row);
    });
  }
}
