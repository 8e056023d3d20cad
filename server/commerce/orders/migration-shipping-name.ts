/**
 * The shipping option's name as the shopper chose it, in the order's
 * language, kept with the order: the owner may rename or delete the option
 * later (Settings → Shipping), and an order must still say how it ships.
 * Null on older orders and on orders with nothing to ship. Listed in
 * server/store/migrations.ts; never edited once released.
 */
import type { Kysely } from 'kysely';
import type { Migration } from '../../store/migrations.js';

export const ORDER_SHIPPING_NAME_MIGRATION: Migration = {
  name: '0171-order-shipping-name',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema.alterTable('orders').addColumn('shipping_name', 'text').execute();
  },
};
