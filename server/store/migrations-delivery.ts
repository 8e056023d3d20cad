/**
 * The migrations of mail delivery and digital goods (branch i36b): the
 * outbox rows' sending state, the form answers kept on order lines, and the
 * digital products' files with their download grants. Listed in
 * server/store/migrations.ts; never edited once released.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Migration } from './migrations.js';

type AnyDb = Kysely<unknown>;

export const DELIVERY_MIGRATIONS: readonly Migration[] = [
  {
    // Existing rows were never sent anywhere: 'kept' (the outbox is all there was).
    name: '0065-mail-delivery-state',
    async up(typed) {
      const db = typed as unknown as AnyDb;
      await db.schema.alterTable('mail_outbox').addColumn('state', 'text', (c) => c.notNull().defaultTo('kept')).execute();
      await db.schema.alterTable('mail_outbox').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('mail_outbox').addColumn('last_error', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('mail_outbox').addColumn('sent_at', 'text').execute();
      await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['state', 'next_attempt_at']).execute();
    },
  },
  {
    // The product form's answers travel from the cart entry to the order line (the mail and the order pages name them).
    name: '0066-order-line-answers',
    async up(typed) {
      const db = typed as unknown as AnyDb;
      await db.schema.alterTable('order_lines').addColumn('additional_fields', 'text').execute();
    },
  },
  {
    name: '0067-digital-files-downloads',
    async up(typed) {
      const db = typed as unknown as AnyDb;
      // The bytes live in the store, so every process and machine serves them.
      const bytes = typed.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
      await db.schema
        .createTable('digital_files')
        .addColumn('item_id', 'text', (c) => c.primaryKey())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('data', sql.raw(bytes), (c) => c.notNull())
        .addColumn('uploaded_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('download_grants')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('max_downloads', 'integer', (c) => c.notNull())
        .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('download_grants_order').on('download_grants').columns(['order_id', 'item_id', 'created_at']).execute();
    },
  },
  {
    // The site user an order belongs to (the account's order history): set when a signed-in account's cart is bought, or when the account opens the order's signed link.
    name: '0068-order-accounts',
    async up(typed) {
      const db = typed as unknown as AnyDb;
      await db.schema.alterTable('orders').addColumn('user_id', 'text').execute();
      await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'created_at']).execute();
    },
  },
];
