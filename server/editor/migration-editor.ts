/**
 * The editor's migration (branch `editor`): the site content document with
 * its revision, the revision log, and the commerce preferences. Listed in
 * server/store/migrations.ts; never edited once released.
 */
import type { Kysely } from 'kysely';
import type { Migration } from '../store/migrations.js';

export const EDITOR_MIGRATION: Migration = {
  name: '0051-editor-site-content',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema
      .createTable('site_content')
      .addColumn('website_id', 'text', (c) => c.primaryKey())
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('site_content_revisions')
      .addColumn('website_id', 'text', (c) => c.notNull())
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('account_id', 'text')
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('changed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('site_content_revisions_pk', ['website_id', 'revision'])
      .execute();
    await db.schema
      .createTable('commerce_preferences')
      .addColumn('website_id', 'text', (c) => c.notNull())
      .addColumn('namespace', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('commerce_preferences_pk', ['website_id', 'namespace'])
      .execute();
  },
};
