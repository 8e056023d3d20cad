/**
 * The address book's default address (issue 36): a mark on one address
 * per account, kept by server/session/addresses.ts. Listed in
 * server/store/migrations.ts; never edited once released.
 */
import type { Kysely } from 'kysely';
import type { Migration } from '../store/migrations.js';

export const ADDRESS_DEFAULT_MIGRATION: Migration = {
  name: '0100-site-address-default',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema.alterTable('site_addresses').addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};
