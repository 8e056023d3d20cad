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
  /** ISO 8601: when the entries' stock holds lapse (extended by every change to the cart); '' = lapsed. */
  hold_expires_at: string;
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
  /** Units of `quantity` this entry holds from stock now (commerce/stock-holds.ts): less once a lapsed hold was released. */
  held_quantity: number;
}

/**
 * Units of one variant available to new adds: carts hold what they took
 * (an add takes units, a removal or a lapsed hold gives them back, an order
 * keeps them). Unlimited rows are never decremented.
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

/**
 * One telemetry record (server/telemetry/): a census hit or click, a v2
 * event, a shopping or pixel event, a JavaScript error or a performance
 * record. Rows are pruned by age (`day`).
 */
export interface TelemetryEventsTable {
  id: string;
  /** 'hit' | 'census' | 'event' | 'error' | 'perf'. */
  kind: string;
  /** Event or schema name, metric name, or error message (cut). */
  name: string;
  /** ISO 8601, as the server received it. */
  received_at: string;
  /** YYYY-MM-DD of received_at (UTC): what pruning and daily charts group by. */
  day: string;
  visitor_id: string | null;
  session_id: string | null;
  page_path: string | null;
  page_type: number | null;
  /** Host of the referring page, when another site. */
  referrer_host: string | null;
  /** A metric's value, or an amount in cents. */
  value: number | null;
  /** The record as JSON text (already validated and size-limited). */
  data: string;
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
  telemetry_events: TelemetryEventsTable;
  vitrine_migrations: MigrationsTable;
}
