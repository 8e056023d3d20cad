/**
 * The tables of the store as Kysely sees them. Column types are the
 * portable subset of SQLite and PostgreSQL: text ids, integer amounts
 * (money in cents), 0/1 integers for flags, ISO 8601 text for times, JSON
 * kept as text. The migrations (migrations.ts) create exactly these.
 */
/** A shopping cart, or the one-entry cart of a subscription checkout (kind 'subscription'). */
export interface CartsTable {
  id: string;
  kind: CartKind;
  website_id: string;
  order_id: string | null;
  /** 0 or 1. */
  is_purchased: number;
  /** ISO 4217 store currency the prices were read in. */
  currency: string;
  /** ISO 8601. */
  created_at: string;
  updated_at: string;
}

export type CartKind = 'cart' | 'subscription';

export interface CartEntriesTable {
  id: string;
  cart_id: string;
  /** Insertion order within the cart. */
  position: number;
  /** The item as added (a translation keeps its own id). */
  item_id: string;
  /** The item whose stock the entry holds (a translation's original). */
  stock_item_id: string;
  sku: string;
  product_type: number;
  title: string;
  /** JSON object of option name to value. */
  attributes: string;
  quantity: number;
  unit_price_cents: number;
  /** The additional-fields form's answers, a JSON string as sent; null when none. */
  additional_fields: string | null;
  created_at: string;
}

/**
 * Units of one variant available to new adds: carts hold what they took
 * (an add takes units, a removal gives them back). Unlimited rows are never
 * decremented.
 */
export interface StockTable {
  item_id: string;
  sku: string;
  /** 0 or 1. */
  unlimited: number;
  quantity: number;
}

/** Mail written by the outbox mailer (server/mail/): nothing is sent over the network. */
export interface MailOutboxTable {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** ISO 8601. */
  created_at: string;
}

/** Form submission keys (server/forms/): single use, expiring. */
export interface FormKeysTable {
  key: string;
  /** ISO 8601. */
  created_at: string;
  expires_at: string;
}

/** A stored form submission with the page it came from (SPEC section 3, Form submission). */
export interface FormSubmissionsTable {
  id: string;
  form_id: string;
  /** JSON object of field id to answer, as checked. */
  answers: string;
  page_title: string | null;
  page_id: string | null;
  /** 'i' item or 'c' collection. */
  content_source: string | null;
  page_path: string | null;
  page_permission_type_value: string | null;
  /** ISO 8601. */
  created_at: string;
}

/** What a submission without JavaScript shows on the page it returns to: read once, then deleted. */
export interface FormResultsTable {
  token: string;
  /** JSON of the page's form state (the form.block's formPost). */
  state: string;
  expires_at: string;
}

/** A back-in-stock sign-up: one per variant and address; notified_at is set when the notification is written. */
export interface RestockSignupsTable {
  id: string;
  product_id: string;
  variant_id: string;
  email: string;
  /** 0 or 1. */
  join_mailing_list: number;
  language: string | null;
  created_at: string;
  notified_at: string | null;
}

export interface MigrationsTable {
  name: string;
  applied_at: string;
}

export interface Database {
  carts: CartsTable;
  cart_entries: CartEntriesTable;
  stock: StockTable;
  mail_outbox: MailOutboxTable;
  form_keys: FormKeysTable;
  form_submissions: FormSubmissionsTable;
  form_results: FormResultsTable;
  restock_signups: RestockSignupsTable;
  vitrine_migrations: MigrationsTable;
}
