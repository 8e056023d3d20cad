/**
 * Mailing lists and their subscribers (server/mailing-lists/). A list's
 * name is unique without case (`name_key`); a subscriber is one address on
 * one list (lower case), so signing up twice keeps one row. Listed in
 * server/store/migrations.ts; never edited once released.
 */
import type { Kysely } from 'kysely';
import type { Migration } from '../store/migrations.js';

export const MAILING_LISTS_MIGRATION: Migration = {
  name: '0172-mailing-lists',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema
      .createTable('mailing_lists')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull().unique())
      .addColumn('restock', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('mailing_list_subscribers')
      .addColumn('list_id', 'text', (c) => c.notNull().references('mailing_lists.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('mailing_list_subscribers_pk', ['list_id', 'email'])
      .execute();
    // The newest first on the screen, and an address's every list for the unsubscribe page.
    await db.schema.createIndex('mailing_list_subscribers_newest').on('mailing_list_subscribers').columns(['list_id', 'created_at', 'email']).execute();
    await db.schema.createIndex('mailing_list_subscribers_email').on('mailing_list_subscribers').column('email').execute();
  },
};
