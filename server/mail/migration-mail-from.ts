/**
 * The sender of each mail (Settings → Mail): written with the message when
 * the owner saved one, so the outbox shows who a mail came from and the
 * SMTP sender uses it; null = the server's VITRINE_MAIL_FROM. Listed in
 * server/store/migrations.ts; never edited once released.
 */
import type { Kysely } from 'kysely';
import type { Migration } from '../store/migrations.js';

export const MAIL_FROM_MIGRATION: Migration = {
  name: '0170-mail-outbox-from',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema.alterTable('mail_outbox').addColumn('from_address', 'text').execute();
    await db.schema.createIndex('mail_outbox_created').on('mail_outbox').columns(['created_at', 'id']).execute();
  },
};
