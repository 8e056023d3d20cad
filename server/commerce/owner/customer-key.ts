/**
 * Whose order an order is, for the owner's Customers: the account's email
 * (lower case) when a signed-in shopper placed it (`orders.user_id`), even
 * if they typed another address at checkout, else the email typed. The
 * Customers list, a customer's orders and their subscriptions all group
 * by it, so a shopper's orders sit under their account.
 */
import { sql, type RawBuilder } from 'kysely';

/** The customer key of the orders row named `orders` (the table or its alias) in a query. */
export function customerEmailOf(orders: string): RawBuilder<string> {
  return sql<string>`lower(coalesce((select buyer.email from site_users buyer where buyer.id = ${sql.ref(`${orders}.user_id`)}), ${sql.ref(`${orders}.email`)}))`;
}
