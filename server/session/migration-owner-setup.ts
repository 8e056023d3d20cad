/**
 * The first run's one-time setup links (owner-setup.ts): one row per
 * printed link, by the SHA-256 of its key, never the key itself. Listed in
 * server/store/migrations.ts; never edited once released.
 */
import type { Kysely } from 'kysely';
import type { Migration } from '../store/migrations.js';

export const OWNER_SETUP_MIGRATION: Migration = {
  name: '0106-owner-setup-links',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema
      .createTable('owner_setup_links')
      .addColumn('key_hash', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
  },
};
