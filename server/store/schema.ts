/**
 * The tables of the store as Kysely sees them. Column types are the
 * portable subset of SQLite and PostgreSQL: text ids, integer amounts
 * (money in cents), 0/1 integers for flags, ISO 8601 text for times, JSON
 * kept as text. The migrations (migrations.ts) create exactly these.
 */
import type { Generated } from 'kysely';
import type { MailState } from '../../editor/mail-settings.js';
/** A shopping cart, or the one-entry cart of a subscription checkout (kind 'subscription') or of a gift-card purchase (kind 'gift-card'). */
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

export type CartKind = 'cart' | 'subscription' | 'gift-card';

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
  /** server/mail/: 'kept' (no transport: the outbox only), 'pending' (to send at next_attempt_at), 'sent', 'failed' (gave up). */
  state: MailState;
  /** Sending attempts made so far. */
  attempts: number;
  /** ISO 8601: when a pending mail is (re)tried; a sender pushes it forward while it holds the row. */
  next_attempt_at: string;
  last_error: string;
  sent_at: string | null;
  /** The owner's saved sender when the mail was written (migration 0170); null: the server's VITRINE_MAIL_FROM. */
  from_address?: string | null;
}

/** Named where the admin reads it too (Settings → Mail's list). */
export type { MailState } from '../../editor/mail-settings.js';

/** A digital product's file (server/commerce/downloads/): one per product, its bytes in the store. */
export interface DigitalFilesTable {
  item_id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  data: Buffer;
  uploaded_at: string;
}

/** The right to download an order's digital product: until expires_at, max_downloads times. */
export interface DownloadGrantsTable {
  id: string;
  order_id: string;
  item_id: string;
  expires_at: string;
  max_downloads: number;
  downloads: number;
  created_at: string;
}

/** A site user account (server/session/). */
export interface SiteUsersTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  /** argon2id PHC string; never leaves the server. */
  password_hash: string;
  /** JSON array of SPEC section 3 role codes. */
  roles: string;
  /** The account's language (BCP 47), null until set. */
  locale: string | null;
  created_at: string;
  updated_at: string;
}

/** A signed-in session: the cookie carries a random token, the store only its SHA-256. */
export interface SiteSessionsTable {
  id: string;
  token_hash: string;
  user_id: string;
  /** Sent back by the client as a header on changes (the login answer's xsrfToken). */
  xsrf_token: string;
  created_at: string;
  expires_at: string;
  /** Set when signed out or revoked; a revoked session never comes back. */
  revoked_at: string | null;
}

/** An account's membership of a member area (or its purchased access to a paywalled page). */
export interface SiteMembershipsTable {
  user_id: string;
  member_area_id: string;
  /** 'join' (free member area), 'purchase' (paywall) or 'grant' (by the owner). */
  source: string;
  created_at: string;
}

/** An address in an account's address book. */
export interface SiteAddressesTable {
  id: string;
  user_id: string;
  /** JSON object of the address fields (server/session/addresses.ts). */
  fields: string;
  created_at: string;
  /** 1 on the account's default address (at most one), else 0. */
  is_default: number;
}

/** The cart that follows an account across devices. */
export interface AccountCartsTable {
  user_id: string;
  cart_id: string;
}

/** Unused since the header and footer moved into the site content (server/editor/routes/header-footer.ts); the table stays for migrated stores. */
export interface SiteHeaderFooterTable {
  website_id: string;
  /** JSON text. */
  header: string;
  footer: string;
  updated_at: string;
}

/**
 * What a shopper typed on a checkout page (contact, addresses, shipping
 * option, coupons, gift-card code) and the errors of its last submit, per
 * cart, so the page renders the same with or without JavaScript.
 */
export interface CheckoutDraftsTable {
  cart_id: string;
  /** JSON of the checkout form's fields. */
  data: string;
  /** JSON of field name to error code; '{}' when none. */
  errors: string;
  updated_at: string;
}

/** 'renewal': a subscription's later billing period, charged by the renewal job (commerce/subscriptions/). */
export type OrderKind = 'order' | 'subscription' | 'gift-card' | 'renewal';
/** 'paid': the payment was captured; 'awaiting-payment': authorised, not captured yet. */
export type OrderStatus = 'paid' | 'awaiting-payment';

/** A placed order; every amount in integer cents of `currency`. */
export interface OrdersTable {
  id: string;
  website_id: string;
  /** One order per key: `cart:{cartId}` or `gift:{form token}` (a retried submit finds the order). */
  idempotency_key: string;
  cart_id: string | null;
  kind: OrderKind;
  status: OrderStatus;
  /** 0 or 1: paid through the test gateway. */
  test_mode: number;
  currency: string;
  email: string;
  /** The site language the order was placed in (its mail and pages). */
  language: string;
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  discount_cents: number;
  /** Paid with gift cards. */
  gift_card_cents: number;
  grand_total_cents: number;
  shipping_option: string | null;
  /** The option's name in the order's language when it was placed (it may be renamed or deleted since); null before 0171. */
  shipping_name: string | null;
  /** JSON list of the valid coupon codes applied. */
  coupon_codes: string;
  created_at: string;
  /** ISO 8601: when a confirmation page first carried the Purchase event (null until then; it is sent once). */
  purchase_reported_at: string | null;
  /** A renewal's subscription; null for checkout orders. */
  subscription_id: string | null;
  /** The site user whose order this is (the account's order history), or null. */
  user_id: string | null;
}

export interface OrderLinesTable {
  id: string;
  order_id: string;
  position: number;
  item_id: string;
  sku: string;
  product_type: number;
  product_name: string;
  /** JSON object of option name to value. */
  attributes: string;
  quantity: number;
  unit_price_cents: number;
  /** The product form's answers, as the cart entry kept them (JSON), or null. */
  additional_fields: string | null;
}

export interface OrderAddressesTable {
  order_id: string;
  kind: 'shipping' | 'billing';
  first_name: string;
  last_name: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postal_code: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface PaymentsTable {
  id: string;
  order_id: string;
  /** 'card' through a provider, or 'gift-card'. */
  method: string;
  /** The provider's name ('test-gateway'), or the gift card's id. */
  provider: string;
  /** The provider's payment id. */
  provider_ref: string;
  amount_cents: number;
  status: 'authorized' | 'captured';
  /** Last four card digits, for the order pages; '' for gift cards. */
  last4: string;
  created_at: string;
}

export interface SubscriptionsTable {
  id: string;
  order_id: string;
  item_id: string;
  sku: string;
  billing_unit: 'WEEK' | 'MONTH' | 'YEAR';
  billing_value: number;
  /** 0 means indefinite. */
  billing_cycles: number;
  cycles_billed: number;
  /** ISO 8601: the start of the next billing period (advanced one period by each paid renewal). */
  next_billing_at: string;
  status: SubscriptionStatus;
  created_at: string;
  /** The provider's saved payment method for renewals ('' when the first payment saved none). */
  payment_method: string;
  /** ISO 8601: when the renewal job next tries to bill (the billing date, or a retry after a decline). */
  next_attempt_at: string;
  /** Declined or failed renewal attempts since the last paid one. */
  renewal_attempts: number;
  /** Why the last attempt failed ('' after a paid one). */
  last_failure: string;
  /** ISO 8601: a renewal job holds the subscription until then ('' = free); two processes never bill it together. */
  claimed_until: string;
}

/**
 * 'active': billed on its dates; 'past-due': the last renewal was declined
 * and is retried; 'canceled': the renewals kept being declined;
 * 'completed': every billing cycle was paid.
 */
export type SubscriptionStatus = 'active' | 'past-due' | 'canceled' | 'completed' | 'paused';

export interface GiftCardsTable {
  id: string;
  /** What the shopper types at checkout; unique. */
  code: string;
  /** The order that sold it; null for a card the owner issued by hand (migration 0166). */
  order_id: string | null;
  currency: string;
  initial_cents: number;
  /** Never below zero (a check constraint): payments take it by conditional update. */
  balance_cents: number;
  recipient_email: string;
  message: string;
  created_at: string;
}

/** Process-independent secrets (the order links' signing key), made once. */
export interface CommerceSecretsTable {
  name: string;
  value: string;
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

/** A visitor's comment on a post (server/comments/): pending until the owner approves it or marks it spam. */
export interface CommentsTable {
  id: string;
  item_id: string;
  /** The post's title and page when the comment was posted (the moderation list names them). */
  item_title: string;
  page_path: string;
  /** The signed-in commenter's account, else null (a visitor who gave a name and email). */
  account_id: string | null;
  author_name: string;
  author_email: string;
  body: string;
  status: 'pending' | 'approved' | 'spam';
  language: string;
  created_at: string;
  moderated_at: string | null;
}

/** A gift taken on the donate page (server/contributions/): never taxed, never shipped. */
export interface DonationsTable {
  id: string;
  /** One donation per key: a double submit finds the first. */
  idempotency_key: string;
  /** The receipt number the donor and the owner see. */
  number: string;
  amount_cents: number;
  currency: string;
  donor_name: string;
  donor_email: string;
  /** The site language the gift was given in (its receipt mail). */
  language: string;
  /** 'paid' once captured, 'pending' while the provider settles it. */
  status: 'paid' | 'pending';
  provider: string;
  provider_ref: string;
  last4: string;
  /** 0 or 1: through the test gateway. */
  test_mode: number;
  created_at: string;
}

/** A buyer's review of one order line (server/contributions/): pending until the owner approves it. */
export interface ProductReviewsTable {
  id: string;
  order_line_id: string;
  order_id: string;
  /** The product's (default-language) item id. */
  item_id: string;
  product_name: string;
  rating: number;
  title: string;
  body: string;
  author_name: string;
  author_email: string;
  language: string;
  status: 'pending' | 'approved';
  created_at: string;
  moderated_at: string | null;
}

/** One like of a post by one visitor (an account id, or the liker cookie's id): counted once. */
export interface PostLikesTable {
  item_id: string;
  liker: string;
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
/** An uploaded image's processing job (server/editor/uploads/upload-jobs.ts); times are ISO strings. */
export interface UploadJobsTable {
  /** The upload's id. */
  id: string;
  /** The stored file's name in the uploads folder. */
  file_name: string;
  content_type: string;
  status: string;
  reason: string | null;
  attempts: number;
  created_at: string;
  claimed_at: string | null;
  finished_at: string | null;
  /** 1 for an image stored before jobs existed (migration 0179): its failure keeps the upload (legacy-uploads.ts). */
  legacy: Generated<number>;
}

/** Mailing lists (server/mailing-lists/). */
export interface MailingListsTable {
  id: string;
  name: string;
  /** The name in lower case: unique. */
  name_key: string;
  /** 0 or 1: the list restock sign-ups join. */
  restock: number;
  created_at: string;
}

export interface MailingListSubscribersTable {
  list_id: string;
  /** Lower case. */
  email: string;
  /** editor/mailing-lists.ts SUBSCRIBER_SOURCES. */
  source: string;
  created_at: string;
}

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

/** A once-per-customer coupon used by an order (migration 0060): one row per code and lower-case email. */
export interface CouponRedemptionsTable {
  code: string;
  email: string;
  order_id: string;
  created_at: string;
}

export interface MigrationsTable {
  name: string;
  applied_at: string;
}

/** A form submission the owner has read (migration 0070). */
export interface FormSubmissionReadsTable {
  submission_id: string;
  /** ISO 8601. */
  read_at: string;
}

export interface Database {
  carts: CartsTable;
  cart_entries: CartEntriesTable;
  stock: StockTable;
  mail_outbox: MailOutboxTable;
  digital_files: DigitalFilesTable;
  download_grants: DownloadGrantsTable;
  checkout_drafts: CheckoutDraftsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_addresses: OrderAddressesTable;
  payments: PaymentsTable;
  subscriptions: SubscriptionsTable;
  gift_cards: GiftCardsTable;
  commerce_secrets: CommerceSecretsTable;
  form_keys: FormKeysTable;
  form_submissions: FormSubmissionsTable;
  form_submission_reads: FormSubmissionReadsTable;
  form_results: FormResultsTable;
  restock_signups: RestockSignupsTable;
  mailing_lists: MailingListsTable;
  upload_jobs: UploadJobsTable;
  mailing_list_subscribers: MailingListSubscribersTable;
  telemetry_events: TelemetryEventsTable;
  site_users: SiteUsersTable;
  site_sessions: SiteSessionsTable;
  site_memberships: SiteMembershipsTable;
  account_carts: AccountCartsTable;
  site_addresses: SiteAddressesTable;
  site_header_footer: SiteHeaderFooterTable;
  coupon_redemptions: CouponRedemptionsTable;
  comments: CommentsTable;
  post_likes: PostLikesTable;
  donations: DonationsTable;
  product_reviews: ProductReviewsTable;
  vitrine_migrations: MigrationsTable;
}
