/**
 * The owner's order management (issue 37, branch i37b): fulfilment,
 * cancellation and refunds on orders, the lines' stock rows and refunded
 * units, the refunds and the order timeline (the lines' form answers came
 * with 0066-order-line-answers). Listed in
 * server/store/migrations.ts; never edited once released.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from '../../store/migrations.js';

export const OWNER_ORDERS_MIGRATION: Migration = {
  name: '0075-owner-orders',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    // One column per statement: SQLite adds columns one at a time.
    await db.schema.alterTable('orders').addColumn('fulfillment_status', 'text', (c) => c.notNull().defaultTo('unfulfilled')).execute();
    await db.schema.alterTable('orders').addColumn('fulfilled_at', 'text').execute();
    await db.schema.alterTable('orders').addColumn('carrier', 'text').execute();
    await db.schema.alterTable('orders').addColumn('tracking_number', 'text').execute();
    await db.schema.alterTable('orders').addColumn('canceled_at', 'text').execute();
    await db.schema.alterTable('orders').addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('order_lines').addColumn('stock_item_id', 'text').execute();
    await db.schema.alterTable('order_lines').addColumn('refunded_quantity', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('order_lines').addColumn('restocked_quantity', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.createIndex('orders_created').on('orders').columns(['created_at', 'id']).execute();
    await db.schema.createIndex('orders_email').on('orders').columns(['email', 'created_at']).execute();
    await db.schema
      .createTable('order_refunds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
      .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
      .addColumn('card_cents', 'integer', (c) => c.notNull())
      .addColumn('gift_card_cents', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('lines', 'text', (c) => c.notNull())
      .addColumn('restock', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('provider_ref', 'text', (c) => c.notNull())
      .addColumn('failure', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('settled_at', 'text')
      .execute();
    await db.schema.createIndex('order_refunds_order').on('order_refunds').columns(['order_id', 'created_at']).execute();
    await db.schema
      .createTable('order_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text')
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('order_events_key').on('order_events').columns(['order_id', 'idempotency_key']).unique().execute();
    await db.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'created_at']).execute();
    await db.schema
      .createTable('subscription_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('subscription_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('subscription_events_key').on('subscription_events').columns(['subscription_id', 'idempotency_key']).unique().execute();
  },
};
