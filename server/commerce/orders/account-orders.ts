/**
 * The shopper's account side of orders: which orders and subscriptions
 * belong to a site user (`orders.user_id`), and what the shopper may do
 * with a subscription (cancel, pause, resume, change the card).
 *
 * An order belongs to an account when it is placed while the account is
 * signed in, or the account's own cart is bought (both linked in the
 * order's transaction), or when the signed-in account opens
 * the order's signed link and the order's email is the account's: the
 * link was mailed there, so opening it proves the address. An email alone
 * never gives an order to an account (anyone can sign up with any email).
 */
import type { Tx } from '../../store/index.js';
import type { OrderRow, SubscriptionRow } from './order-repo.js';

/** Orders in one page of the account's history. */
export const ACCOUNT_ORDERS_PAGE = 20;

export type SubscriptionAction = 'cancel' | 'pause' | 'resume';

/**
 * In the order's transaction: the order is the account's that was signed
 * in to place it (a gift-card or subscription checkout's own cart is no
 * account's cart, so a shopper who signed up on the way was left a guest),
 * else the account's whose cart (account_carts) was bought.
 */
export async function linkOrderToCartAccount(tx: Tx, orderId: string, cartId: string, accountId: string | null = null): Promise<void> {
  const userId = accountId ?? (await tx.selectFrom('account_carts').select('user_id').where('cart_id', '=', cartId).executeTakeFirst())?.user_id;
  if (userId) await tx.updateTable('orders').set({ user_id: userId }).where('id', '=', orderId).where('user_id', 'is', null).execute();
}

/** Gives an order that belongs to nobody yet to the account, when the order's email is the account's; its renewals follow. */
export async function claimOrder(db: Tx, order: OrderRow, account: { id: string; email: string }): Promise<boolean> {
  if (order.user_id !== null || order.email.trim().toLowerCase() !== account.email.trim().toLowerCase()) return order.user_id === account.id;
  const r = await db.updateTable('orders').set({ user_id: account.id }).where('id', '=', order.id).where('user_id', 'is', null).executeTakeFirst();
  if (order.kind === 'subscription') {
    const sub = await db.selectFrom('subscriptions').select('id').where('order_id', '=', order.id).executeTakeFirst();
    if (sub) await db.updateTable('orders').set({ user_id: account.id }).where('subscription_id', '=', sub.id).where('user_id', 'is', null).execute();
  }
  return r.numUpdatedRows > 0n;
}

/** One page of an account's orders, newest first; `before` is the cursor (the last order's created_at and id). */
export async function accountOrders(db: Tx, userId: string, before?: { createdAt: string; id: string }): Promise<{ orders: OrderRow[]; next: { createdAt: string; id: string } | null }> {
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(before !== undefined, (q) => q.where((eb) => eb.or([eb('created_at', '<', before!.createdAt), eb.and([eb('created_at', '=', before!.createdAt), eb('id', '<', before!.id)])])))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ACCOUNT_ORDERS_PAGE + 1)
    .execute();
  const page = rows.slice(0, ACCOUNT_ORDERS_PAGE).map((r) => ({ ...r, grand_total_cents: Number(r.grand_total_cents), test_mode: Number(r.test_mode) }) as OrderRow);
  const last = page[page.length - 1];
  return { orders: page, next: rows.length > ACCOUNT_ORDERS_PAGE && last ? { createdAt: last.created_at, id: last.id } : null };
}

/** The account's subscriptions with their first order. */
export async function accountSubscriptions(db: Tx, userId: string): Promise<{ sub: SubscriptionRow; order: OrderRow }[]> {
  const rows = await db
    .selectFrom('subscriptions')
    .innerJoin('orders', 'orders.id', 'subscriptions.order_id')
    .selectAll('subscriptions')
    .select(['orders.user_id as order_user_id'])
    .where('orders.user_id', '=', userId)
    .orderBy('subscriptions.created_at', 'desc')
    .execute();
  const out: { sub: SubscriptionRow; order: OrderRow }[] = [];
  for (const r of rows) {
    const order = await db.selectFrom('orders').selectAll().where('id', '=', r.order_id).executeTakeFirstOrThrow();
    const { order_user_id: _u, ...sub } = r;
    out.push({ sub: { ...sub, billing_value: Number(sub.billing_value), billing_cycles: Number(sub.billing_cycles), cycles_billed: Number(sub.cycles_billed) } as SubscriptionRow, order });
  }
  return out;
}

/** The account's subscription by id, or undefined (another account's is never found). */
export async function accountSubscription(db: Tx, userId: string, subscriptionId: string): Promise<SubscriptionRow | undefined> {
  const row = await db
    .selectFrom('subscriptions')
    .innerJoin('orders', 'orders.id', 'subscriptions.order_id')
    .selectAll('subscriptions')
    .where('subscriptions.id', '=', subscriptionId)
    .where('orders.user_id', '=', userId)
    .executeTakeFirst();
  return row;
}

/** The states each action may start from, and where it leads. */
const TRANSITIONS: Record<SubscriptionAction, { from: readonly string[]; to: 'canceled' | 'paused' | 'active' }> = {
  cancel: { from: ['active', 'past-due', 'paused'], to: 'canceled' },
  pause: { from: ['active', 'past-due'], to: 'paused' },
  resume: { from: ['paused'], to: 'active' },
};

/** Applies an action by conditional update (a renewal holding the subscription is waited out by its claim); false when the state does not allow it. */
export async function changeSubscription(tx: Tx, sub: SubscriptionRow, action: SubscriptionAction, now: Date): Promise<boolean> {
  const rule = TRANSITIONS[action];
  if (!rule.from.includes(sub.status)) return false;
  const iso = now.toISOString();
  // Resumed after its date: the next charge is now, not a period missed.
  const next = action === 'resume' && sub.next_billing_at < iso ? iso : sub.next_billing_at;
  const r = await tx
    .updateTable('subscriptions')
    .set({
      status: rule.to,
      ...(action === 'resume' ? { next_billing_at: next, next_attempt_at: next, renewal_attempts: 0 } : {}),
      last_failure: action === 'cancel' ? 'canceled by the shopper' : sub.last_failure,
    })
    .where('id', '=', sub.id)
    .where('status', '=', sub.status)
    .where((eb) => eb.or([eb('claimed_until', '=', ''), eb('claimed_until', '<', iso)]))
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}
