/**
 * Schema migrations, in order, each applied once and recorded in
 * `vitrine_migrations`. They run at open, each in the store's write
 * transaction (SQLite BEGIN IMMEDIATE, PostgreSQL under an advisory lock),
 * so processes starting together apply each one exactly once. A migration
 * is never edited once released: add a new one.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface Migration {
  /** Sorts in application order; stable forever. */
  name: string;
  up(db: Kysely<Database>): Promise<void>;
}

// Migrations speak to tables that later migrations may change, so they use
// the untyped schema builder.
type AnyDb = Kysely<unknown>;

export const MIGRATIONS: readonly Migration[] = [
  {
    name: '0001-carts-entries-stock',
    async up(typed) {
      const db = typed as unknown as AnyDb;
      await db.schema
        .createTable('carts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('order_id', 'text')
        .addColumn('is_purchased', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('cart_entries')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('stock_item_id', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('product_type', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('attributes', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
        .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
        .addColumn('additional_fields', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('cart_entries_cart').on('cart_entries').columns(['cart_id', 'position']).execute();
      await db.schema
        .createTable('stock')
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('unlimited', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
        .addPrimaryKeyConstraint('stock_pk', ['item_id', 'sku'])
        .execute();
    },
  },
  {
    // Existing carts' holds start lapsed (hold_expires_at ''): the sweeper gives their units back.
    name: '0002-stock-holds',
    async up(typed) {
      const db = typed as unknown as AnyDb;
      await db.schema.alterTable('cart_entries').addColumn('held_quantity', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.updateTable('cart_entries' as never).set({ held_quantity: sql`quantity` } as never).execute();
      await db.schema.alterTable('carts').addColumn('hold_expires_at', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.createIndex('carts_hold_expiry').on('carts').columns(['is_purchased', 'hold_expires_at']).execute();
      await db.schema.createIndex('cart_entries_stock').on('cart_entries').columns(['stock_item_id', 'sku']).execute();
    },
  },
  {
    name: '0003-mail-outbox',
    async up(typed) {
      const db = typed as unknown as AnyDb;
      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('mail_outbox_to').on('mail_outbox').columns(['to_address', 'created_at']).execute();
    },
  },
  {
    // Telemetry (server/telemetry/): one table of records, pruned by day.
    name: '0040-telemetry-events',
    async up(typed) {
      const db = typed as unknown as AnyDb;
      await db.schema
        .createTable('telemetry_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('visitor_id', 'text')
        .addColumn('session_id', 'text')
        .addColumn('page_path', 'text')
        .addColumn('page_type', 'integer')
        .addColumn('referrer_host', 'text')
        .addColumn('value', 'double precision')
        .addColumn('data', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('telemetry_events_kind_day').on('telemetry_events').columns(['kind', 'day', 'name']).execute();
      await db.schema.createIndex('telemetry_events_day').on('telemetry_events').columns(['day']).execute();
    },
  },
];
