/**
 * Uploaded images' processing jobs (upload-jobs.ts): one row per upload,
 * worked by one process at a time (the claim sets `claimed_at`; a running
 * job whose claim is older than the lease is taken again at start or by
 * another process). Listed in server/store/migrations.ts; never edited once released.
 */
import type { Kysely } from 'kysely';
import type { Migration } from '../../store/migrations.js';

export const UPLOAD_JOBS_MIGRATION: Migration = {
  name: '0178-upload-jobs',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema
      .createTable('upload_jobs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('claimed_at', 'text')
      .addColumn('finished_at', 'text')
      .execute();
    // The worker's next job: the oldest queued (or stale running) one.
    await db.schema.createIndex('upload_jobs_next').on('upload_jobs').columns(['status', 'created_at']).execute();
  },
};

/**
 * Images uploaded before 0178 have no job, and were served with their
 * metadata. This marks the jobs queued for them (`legacy` = 1): one that
 * fails keeps its upload, which pages may already show (upload-jobs.ts).
 * The jobs themselves are queued by the worker at start
 * (legacy-uploads.ts), not here: the files are in the uploads folder, which
 * a migration does not see (the admin command migrates with no folder).
 * The worker's next job: a new upload's before the legacy backlog.
 */
export const LEGACY_UPLOAD_JOBS_MIGRATION: Migration = {
  name: '0179-legacy-upload-jobs',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema
      .alterTable('upload_jobs')
      .addColumn('legacy', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.dropIndex('upload_jobs_next').execute();
    await db.schema.createIndex('upload_jobs_next').on('upload_jobs').columns(['status', 'legacy', 'created_at']).execute();
  },
};
