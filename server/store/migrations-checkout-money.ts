/**
 * The checkout's money migration (branch i36a): once-per-customer coupons
 * are redeemed in the order's transaction into a table whose primary key
 * is the code and the shopper's email, so two simultaneous orders can
 * never both use one. Listed in migrations.ts; never edited once released.
 */
import type { Kysely } from 'kysely';
import type { Migration } from './migrations.js';

export const CHECKOUT_MONEY_MIGRATION: Migration = {
  name: '0060-checkout-coupon-redemptions',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema
      .createTable('coupon_redemptions')
      .addColumn('code', 'text', (c) => c.notNull())
      /** Lower case: one shopper whatever the case they type. */
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('coupon_redemptions_pk', ['code', 'email'])
      .execute();
  },
};
