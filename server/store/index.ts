/** The store: one data-access layer over SQLite (default) or PostgreSQL (DATABASE_URL), with migrations. */
export { openStore, locksRows, SCHEMA_NAME, DEFAULT_POOL_SIZE, DEFAULT_BUSY_TIMEOUT_MS, SQLITE_TEMPLATE_SETTING } from './open-store.js';
export type { Store, StoreDialect, StoreOptions, Tx } from './open-store.js';
export { MIGRATIONS, type Migration } from './migrations.js';
export type { Database, CartsTable, CartEntriesTable, CartKind, StockTable, MailOutboxTable,
  SiteUsersTable, SiteSessionsTable, SiteMembershipsTable, AccountCartsTable, SiteHeaderFooterTable, SiteAddressesTable,
  CheckoutDraftsTable, OrdersTable, OrderLinesTable, OrderAddressesTable, PaymentsTable, SubscriptionsTable, GiftCardsTable, OrderKind, OrderStatus,
  FormKeysTable, FormSubmissionsTable, FormResultsTable, RestockSignupsTable, TelemetryEventsTable, MailState, DigitalFilesTable, DownloadGrantsTable } from './schema.js';
