/**
 * Telemetry's daily roll-up (issue 39): raw events older than the roll-up
 * period become per-day counts (rollup.ts). Listed in
 * server/store/migrations.ts; never edited once released.
 */
import type { Kysely } from 'kysely';
import type { Migration } from '../store/migrations.js';

export const TELEMETRY_ROLLUP_MIGRATION: Migration = {
  name: '0120-telemetry-daily-rollup',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema
      .createTable('telemetry_daily')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('page_path', 'text')
      .addColumn('page_type', 'integer')
      .addColumn('referrer_host', 'text')
      .addColumn('value', 'double precision')
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('last_at', 'text', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('telemetry_daily_kind_day').on('telemetry_daily').columns(['kind', 'day', 'name']).execute();
    await db.schema
      .createTable('telemetry_daily_visitors')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('visitor_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('telemetry_daily_visitors_pk', ['day', 'kind', 'name', 'visitor_id'])
      .execute();
  },
};
