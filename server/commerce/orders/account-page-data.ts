/**
 * The data of the account's orders page (/account/orders): the signed-in
 * account's orders (newest first, cursor paging by `?before=`), each with
 * its signed status link (the order page's whole content), and its
 * subscriptions with their next charge and the forms that cancel, pause,
 * resume or change the card (plain form posts: they work without
 * JavaScript). A visitor is sent to sign in first.
 */
import { DateTime } from 'luxon';
import type { Store } from '../../store/index.js';
import type { OrderLinks } from './order-links.js';
import type { ProductInfoIndex } from '../checkout/product-info.js';
import { orderPagePath } from '../../../site/paths/checkout-paths.js';
import { accountOrders, accountSubscriptions } from './account-orders.js';
import { accountOrderTexts } from './account-order-texts.js';
import { moneyText, orderNumber } from './order-view.js';
import { CRUMB_QUERY } from '../cookies.js';

export const ACCOUNT_ORDERS_PATH = '/account/orders';
export const SUBSCRIPTION_ACTION_PATH = '/api/commerce/account/subscriptions/';

export interface AccountPageInput {
  account: { id: string; email: string } | null;
  query: Record<string, string>;
  language: string;
  prefix: string;
  crumb: string;
}

export interface AccountPageDeps {
  store: Store;
  links: OrderLinks;
  products: ProductInfoIndex;
  timeZone: string;
}

const CURSOR = /^([0-9TZ:.-]{10,40})\|([0-9a-f]{24})$/;

export async function accountOrdersPage(deps: AccountPageDeps, r: AccountPageInput): Promise<{ redirect: string } | { data: Record<string, unknown>; status: number }> {
  if (!r.account) return { redirect: `${r.prefix}/account?returnTo=${encodeURIComponent(`${r.prefix}${ACCOUNT_ORDERS_PATH}`)}` };
  const t = accountOrderTexts(r.language);
  const date = (iso: string) => DateTime.fromISO(iso).setZone(deps.timeZone).setLocale(r.language).toLocaleString(DateTime.DATE_FULL);
  const cursor = CURSOR.exec(r.query.before ?? '');
  const page = await accountOrders(deps.store.db, r.account.id, cursor ? { createdAt: cursor[1]!, id: cursor[2]! } : undefined);
  const orders = [];
  for (const o of page.orders) {
    orders.push({
      number: orderNumber(o.id),
      url: orderPagePath('status', r.prefix, o.id, await deps.links.token(o.id)),
      dateText: date(o.created_at),
      statusText: o.status === 'paid' ? t.orderPaid : t.orderAwaiting,
      totalText: moneyText(o.grand_total_cents, o.currency, r.language),
    });
  }
  const statusText: Record<string, string> = { active: t.statusActive, paused: t.statusPaused, canceled: t.statusCanceled, completed: t.statusCompleted, 'past-due': t.statusPastDue };
  const subscriptions = (await accountSubscriptions(deps.store.db, r.account.id)).map(({ sub, order }) => {
    void order;
    const line = deps.products.get(sub.item_id);
    const action = (what: string) => `${SUBSCRIPTION_ACTION_PATH}${sub.id}/${what}?${CRUMB_QUERY}=${encodeURIComponent(r.crumb)}&returnTo=${encodeURIComponent(`${r.prefix}${ACCOUNT_ORDERS_PATH}`)}`;
    const live = sub.status === 'active' || sub.status === 'past-due' || sub.status === 'paused';
    return {
      id: sub.id,
      title: line?.item && typeof (line.item as { title?: unknown }).title === 'string' ? (line.item as { title: string }).title : orderNumber(order.id),
      statusText: statusText[sub.status] ?? sub.status,
      nextChargeText: live ? date(sub.next_billing_at) : '',
      cardText: /_(\d{4})_/.exec(sub.payment_method)?.[1] ?? '',
      canCancel: live,
      canPause: sub.status === 'active' || sub.status === 'past-due',
      canResume: sub.status === 'paused',
      canUpdateCard: live,
      cancelAction: action('cancel'),
      pauseAction: action('pause'),
      resumeAction: action('resume'),
      cardAction: action('card'),
    };
  });
  const notice = r.query.done === 'card' ? t.cardSaved : r.query.done ? t.done : r.query.refused === 'card' ? t.cardRefused : r.query.refused ? t.refused : '';
  return {
    status: 200,
    data: {
      collection: { id: 'account-orders', urlId: 'account', typeName: 'account', title: t.title, fullUrl: `${r.prefix}${ACCOUNT_ORDERS_PATH}` },
      accountOrders: {
        text: t,
        notice,
        noticeIsError: Boolean(r.query.refused),
        returnTo: `${r.prefix}${ACCOUNT_ORDERS_PATH}`,
        accountUrl: `${r.prefix}/account`,
        orders,
        olderUrl: page.next ? `${r.prefix}${ACCOUNT_ORDERS_PATH}?before=${encodeURIComponent(`${page.next.createdAt}|${page.next.id}`)}` : '',
        subscriptions,
      },
    },
  };
}
