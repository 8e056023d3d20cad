/**
 * Gift cards the owner took back (issue 37): canceling an order, or
 * refunding the gift cards it sold, voids the cards it issued. The column
 * says when; the balance left is set to 0 in the same change. Listed in
 * server/store/migrations.ts; never edited once released.
 */
import type { Kysely } from 'kysely';
import type { Migration } from '../../store/migrations.js';

export const GIFT_CARD_VOIDS_MIGRATION: Migration = {
  name: '0105-gift-card-voids',
  async up(typed) {
    const db = typed as unknown as Kysely<unknown>;
    await db.schema.alterTable('gift_cards').addColumn('voided_at', 'text').execute();
    await db.schema.createIndex('gift_cards_order').on('gift_cards').columns(['order_id']).execute();
  },
};
