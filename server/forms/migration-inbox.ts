/**
 * The owner's inbox migration (issue 37): which form submissions the owner
 * has read. A table of its own rather than a column, so a submission stays
 * as it was stored and a read mark is one row. Listed in
 * server/store/migrations.ts; never edited once released.
 */
import type { Kysely } from 'kysely';
import type { Migration } from '../store/migrations.js';

export const INBOX_MIGRATION: Migration = {
  name: '0070-form-submission-reads',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema
      .createTable('form_submission_reads')
      .addColumn('submission_id', 'text', (c) => c.primaryKey())
      .addColumn('read_at', 'text', (c) => c.notNull())
      .execute();
  },
};
