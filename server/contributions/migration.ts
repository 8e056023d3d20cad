/**
 * Donations and product reviews (issue 42; migrations 0155 and 0156):
 * each donation paid through the checkout's payment provider (one per
 * idempotency key: a double submit gives one gift), and each buyer's review
 * of an order line (one per line), waiting for the owner's moderation.
 * Listed in server/store/migrations.ts; never edited once released.
 */
import type { Kysely } from 'kysely';
import type { Migration } from '../store/migrations.js';

export const DONATIONS_MIGRATION: Migration = {
  name: '0155-donations',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema
      .createTable('donations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('donor_name', 'text', (c) => c.notNull())
      .addColumn('donor_email', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_ref', 'text', (c) => c.notNull())
      .addColumn('last4', 'text', (c) => c.notNull())
      .addColumn('test_mode', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('donations_created').on('donations').columns(['created_at', 'id']).execute();
  },
};

export const REVIEWS_MIGRATION: Migration = {
  name: '0156-product-reviews',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema
      .createTable('product_reviews')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_line_id', 'text', (c) => c.notNull().unique())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('product_name', 'text', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('author_email', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('moderated_at', 'text')
      .execute();
    await db.schema.createIndex('product_reviews_status').on('product_reviews').columns(['status', 'created_at', 'id']).execute();
    await db.schema.createIndex('product_reviews_item').on('product_reviews').columns(['item_id', 'status']).execute();
  },
};
