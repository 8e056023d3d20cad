/**
 * The comments and likes migration (issue 42): visitors' comments on
 * posts, each waiting for the owner's moderation, and one like per post and
 * visitor (the primary key is the "counts once"). Listed in
 * server/store/migrations.ts; never edited once released.
 */
import type { Kysely } from 'kysely';
import type { Migration } from '../store/migrations.js';

export const COMMENTS_MIGRATION: Migration = {
  name: '0130-comments-likes',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema
      .createTable('comments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('item_title', 'text', (c) => c.notNull())
      .addColumn('page_path', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text')
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('author_email', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('moderated_at', 'text')
      .execute();
    await db.schema.createIndex('comments_item').on('comments').columns(['item_id', 'status', 'created_at']).execute();
    await db.schema.createIndex('comments_status').on('comments').columns(['status', 'created_at', 'id']).execute();
    await db.schema
      .createTable('post_likes')
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('liker', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('post_likes_pk', ['item_id', 'liker'])
      .execute();
  },
};
