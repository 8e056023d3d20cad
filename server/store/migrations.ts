/**
 * Schema migrations, in order, each applied once and recorded in
 * `vitrine_migrations`. They run at open, each in the store's write
 * transaction (SQLite BEGIN IMMEDIATE, PostgreSQL under an advisory lock),
 * so processes starting together apply each one exactly once. A migration
 * is never edited once released: add a new one.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';
import { EDITOR_MIGRATION } from '../editor/migration-editor.js';
import { CHECKOUT_MONEY_MIGRATION } from './migrations-checkout-money.js';
import { DELIVERY_MIGRATIONS } from './migrations-delivery.js';
import { INBOX_MIGRATION } from '../forms/migration-inbox.js';
import { OWNER_ORDERS_MIGRATION } from '../commerce/owner/migration-owner.js';
import { ADDRESS_DEFAULT_MIGRATION } from '../session/migration-address-default.js';
import { GIFT_CARD_VOIDS_MIGRATION } from '../commerce/owner/migration-gift-card-voids.js';
import { MAIL_FROM_MIGRATION } from '../mail/migration-mail-from.js';
import { ORDER_SHIPPING_NAME_MIGRATION } from '../commerce/orders/migration-shipping-name.js';
import { MAILING_LISTS_MIGRATION } from '../mailing-lists/migration.js';
import { LEGACY_UPLOAD_JOBS_MIGRATION, UPLOAD_JOBS_MIGRATION } from '../editor/uploads/jobs-migration.js';
import { OWNER_SETUP_MIGRATION } from '../session/migration-owner-setup.js';
import { TELEMETRY_ROLLUP_MIGRATION } from '../telemetry/migration-rollup.js';
import { COMMENTS_MIGRATION } from '../comments/migration.js';
import { DONATIONS_MIGRATION, REVIEWS_MIGRATION } from '../contributions/migration.js';
import { HAND_GIFT_CARDS_MIGRATION, STORE_PRICING_MIGRATION } from '../commerce/owner/migration-store-money.js';

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
    name: '0010-checkout-orders-payments',
    async up(typed) {
      const db = typed as unknown as AnyDb;
      await db.schema
        .createTable('checkout_drafts')
        .addColumn('cart_id', 'text', (c) => c.primaryKey().references('carts.id').onDelete('cascade'))
        .addColumn('data', 'text', (c) => c.notNull())
        .addColumn('errors', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('cart_id', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('test_mode', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('subtotal_cents', 'integer', (c) => c.notNull())
        .addColumn('shipping_cents', 'integer', (c) => c.notNull())
        .addColumn('tax_cents', 'integer', (c) => c.notNull())
        .addColumn('discount_cents', 'integer', (c) => c.notNull())
        .addColumn('gift_card_cents', 'integer', (c) => c.notNull())
        .addColumn('grand_total_cents', 'integer', (c) => c.notNull().check(sql`grand_total_cents >= 0`))
        .addColumn('shipping_option', 'text')
        .addColumn('coupon_codes', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('order_lines')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('product_type', 'integer', (c) => c.notNull())
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('attributes', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
        .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_lines_order').on('order_lines').columns(['order_id', 'position']).execute();
      await db.schema
        .createTable('order_addresses')
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('line1', 'text', (c) => c.notNull())
        .addColumn('line2', 'text', (c) => c.notNull())
        .addColumn('city', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('postal_code', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_addresses_pk', ['order_id', 'kind'])
        .execute();
      await db.schema
        .createTable('payments')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('provider_ref', 'text', (c) => c.notNull())
        .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('payments_order').on('payments').columns(['order_id']).execute();
      await db.schema
        .createTable('commerce_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  },
  {
    name: '0011-subscriptions-gift-cards',
    async up(typed) {
      const db = typed as unknown as AnyDb;
      await db.schema
        .createTable('subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'text', (c) => c.notNull().unique().references('orders.id').onDelete('cascade'))
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('sku', 'text', (c) => c.notNull())
        .addColumn('billing_unit', 'text', (c) => c.notNull())
        .addColumn('billing_value', 'integer', (c) => c.notNull().check(sql`billing_value > 0`))
        .addColumn('billing_cycles', 'integer', (c) => c.notNull().check(sql`billing_cycles >= 0`))
        .addColumn('cycles_billed', 'integer', (c) => c.notNull())
        .addColumn('next_billing_at', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('gift_cards')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('initial_cents', 'integer', (c) => c.notNull())
        .addColumn('balance_cents', 'integer', (c) => c.notNull().check(sql`balance_cents >= 0`))
        .addColumn('recipient_email', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  {
    name: '0020-forms',
    async up(typed) {
      const db = typed as unknown as AnyDb;
      await db.schema
        .createTable('form_keys')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('form_keys_expiry').on('form_keys').column('expires_at').execute();
      await db.schema
        .createTable('form_submissions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('form_id', 'text', (c) => c.notNull())
        .addColumn('answers', 'text', (c) => c.notNull())
        .addColumn('page_title', 'text')
        .addColumn('page_id', 'text')
        .addColumn('content_source', 'text')
        .addColumn('page_path', 'text')
        .addColumn('page_permission_type_value', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('form_submissions_form').on('form_submissions').columns(['form_id', 'created_at', 'id']).execute();
      await db.schema
        .createTable('form_results')
        .addColumn('token', 'text', (c) => c.primaryKey())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  {
    name: '0021-restock-signups',
    async up(typed) {
      const db = typed as unknown as AnyDb;
      await db.schema
        .createTable('restock_signups')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('variant_id', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('join_mailing_list', 'integer', (c) => c.notNull())
        .addColumn('language', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('notified_at', 'text')
        .addUniqueConstraint('restock_signups_once', ['product_id', 'variant_id', 'email'])
        .execute();
    },
  },
  {
    name: '0030-site-users-sessions',
    async up(typed) {
      const db = typed as unknown as AnyDb;
      await db.schema
        .createTable('site_users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('roles', 'text', (c) => c.notNull())
        .addColumn('locale', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('site_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().references('site_users.id').onDelete('cascade'))
        .addColumn('xsrf_token', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('site_sessions_user').on('site_sessions').columns(['user_id']).execute();
      await db.schema
        .createTable('site_memberships')
        .addColumn('user_id', 'text', (c) => c.notNull().references('site_users.id').onDelete('cascade'))
        .addColumn('member_area_id', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('site_memberships_pk', ['user_id', 'member_area_id'])
        .execute();
      await db.schema
        .createTable('account_carts')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('site_users.id').onDelete('cascade'))
        .addColumn('cart_id', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('site_header_footer')
        .addColumn('website_id', 'text', (c) => c.primaryKey())
        .addColumn('header', 'text', (c) => c.notNull())
        .addColumn('footer', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  {
    name: '0031-site-user-addresses',
    async up(typed) {
      const db = typed as unknown as AnyDb;
      await db.schema
        .createTable('site_addresses')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('site_users.id').onDelete('cascade'))
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('site_addresses_user').on('site_addresses').columns(['user_id', 'created_at']).execute();
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
  {
    // Branch checkout2: the confirmation page's one Purchase event, and subscription renewals (commerce/subscriptions/).
    name: '0050-checkout2-renewals-purchase-events',
    async up(typed) {
      const db = typed as unknown as AnyDb;
      // One column per statement: SQLite adds columns one at a time.
      await db.schema.alterTable('orders').addColumn('purchase_reported_at', 'text').execute();
      await db.schema.alterTable('orders').addColumn('subscription_id', 'text').execute();
      await db.schema.alterTable('subscriptions').addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('subscriptions').addColumn('next_attempt_at', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('subscriptions').addColumn('renewal_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('subscriptions').addColumn('last_failure', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('subscriptions').addColumn('claimed_until', 'text', (c) => c.notNull().defaultTo('')).execute();
      await sql`UPDATE subscriptions SET next_attempt_at = next_billing_at`.execute(db);
      await db.schema.createIndex('subscriptions_due').on('subscriptions').columns(['status', 'next_attempt_at']).execute();
    },
  },
  EDITOR_MIGRATION,
  CHECKOUT_MONEY_MIGRATION,
  ...DELIVERY_MIGRATIONS,
  INBOX_MIGRATION,
  OWNER_ORDERS_MIGRATION,
  ADDRESS_DEFAULT_MIGRATION,
  GIFT_CARD_VOIDS_MIGRATION,
  OWNER_SETUP_MIGRATION,
  TELEMETRY_ROLLUP_MIGRATION,
  COMMENTS_MIGRATION,
  DONATIONS_MIGRATION,
  REVIEWS_MIGRATION,
  STORE_PRICING_MIGRATION,
  HAND_GIFT_CARDS_MIGRATION,
  MAIL_FROM_MIGRATION,
  ORDER_SHIPPING_NAME_MIGRATION,
  MAILING_LISTS_MIGRATION,
  UPLOAD_JOBS_MIGRATION,
  LEGACY_UPLOAD_JOBS_MIGRATION,
];
