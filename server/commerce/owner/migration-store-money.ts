/**
 * The owner's shipping, taxes, discounts and hand-made gift cards
 * (branch h-money). Listed in server/store/migrations.ts; never edited
 * once released.
 *
 * 0165: `store_pricing_entries`, the owner's edits over the content's
 * storeSettings lists (commerce/checkout/settings-source.ts).
 * 0166: gift cards the owner issues by hand belong to no order, so
 * `order_id` may be null, and a card keeps its recipient's name, who
 * issued it and the idempotency key of the owner's issue (a double click
 * issues one card). SQLite cannot drop a NOT NULL, so the table is rebuilt the
 * same way on both databases: a new table, the rows copied, the old one
 * dropped (nothing references it) and the new one renamed.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from '../../store/migrations.js';

export const STORE_PRICING_MIGRATION: Migration = {
  name: '0165-store-pricing-entries',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema
      .createTable('store_pricing_entries')
      .addColumn('website_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('entry_key', 'text', (c) => c.notNull())
      .addColumn('value', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('store_pricing_entries_pk', ['website_id', 'kind', 'entry_key'])
      .execute();
  },
};

export const HAND_GIFT_CARDS_MIGRATION: Migration = {
  name: '0166-hand-issued-gift-cards',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema
      .createTable('gift_cards_next')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('cascade'))
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('initial_cents', 'integer', (c) => c.notNull())
      .addColumn('balance_cents', 'integer', (c) => c.notNull().check(sql`balance_cents >= 0`))
      .addColumn('recipient_email', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('voided_at', 'text')
      .addColumn('recipient_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('issued_by', 'text')
      .addColumn('issue_key', 'text', (c) => c.unique())
      .execute();
    await sql`INSERT INTO gift_cards_next (id, code, order_id, currency, initial_cents, balance_cents, recipient_email, message, created_at, voided_at)
      SELECT id, code, order_id, currency, initial_cents, balance_cents, recipient_email, message, created_at, voided_at FROM gift_cards`.execute(db);
    await db.schema.dropTable('gift_cards').execute();
    await db.schema.alterTable('gift_cards_next').renameTo('gift_cards').execute();
    await db.schema.createIndex('gift_cards_order').on('gift_cards').columns(['order_id']).execute();
    await db.schema.createIndex('gift_cards_created').on('gift_cards').columns(['created_at', 'id']).execute();
  },
};
