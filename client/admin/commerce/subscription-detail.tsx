/**
 * One subscription (/config/subscriptions/<id>): its product, customer,
 * status, price and next billing, and every order it made (the first,
 * then each renewal, newest first), each linking its order; the orders link back here.
 */
import { useEffect, useState } from 'react';
import { ORDERS_TEXTS as T } from '../../../editor/orders-texts.js';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { Button, Card, Details, EmptyState, formatDate, formatMoney, PageHeader, Pager, Table, useCursorList } from '../../admin-ui/index.js';
import { EditorApiError } from '../../editor/api.js';
import { adminHref, followLink } from '../router.js';
import { getSubscription, listOrders, type Subscription } from './api.js';
import { SubscriptionBadge } from './statuses.js';
import { ORDER_COLUMNS } from './customers.js';

export function SubscriptionDetailView({ subscriptionId }: { subscriptionId: string }) {
  const [sub, setSub] = useState<Subscription | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const load = () => {
    setFailed(null);
    getSubscription(subscriptionId).then((r) => setSub(r.subscription), (e: unknown) => setFailed(e instanceof EditorApiError && e.status === 404 ? T.subscriptions.notFound : e instanceof Error ? e.message : String(e)));
  };
  useEffect(load, [subscriptionId]);
  const orders = useCursorList((cursor) => listOrders({ subscription: subscriptionId }, cursor).then((r) => ({ items: r.orders, hasNextPage: r.hasNextPage, nextPageCursor: r.nextPageCursor })), [subscriptionId]);
  const back = { href: adminHref('subscriptions'), label: T.subscriptions.back, onClick: followLink };
  if (failed !== null) {
    return (
      <>
        <PageHeader title={T.subscriptions.back} back={back} />
        <div role="alert"><EmptyState title={failed} action={<Button onClick={load}>{A.ui.retry}</Button>} /></div>
      </>
    );
  }
  return (
    <>
      <PageHeader title={sub ? T.subscriptions.detailTitle(sub.productName) : '…'} back={back} description={sub ? <SubscriptionBadge status={sub.status} /> : undefined} />
      {sub ? (
        <Card title={T.subscriptions.details}>
          <Details
            items={[
              { key: 'customer', term: T.subscriptions.columns.customer, value: <a href={adminHref(`customers/${encodeURIComponent(sub.email.toLowerCase())}`)} onClick={followLink}>{sub.email}</a> },
              { key: 'price', term: T.subscriptions.columns.price, value: `${formatMoney(sub.price.cents, sub.price.currency)} · ${T.subscriptions.every(sub.billingPeriod.value, sub.billingPeriod.unit)}` },
              { key: 'cycles', term: T.subscriptions.columns.cycles, value: T.subscriptions.cycles(sub.cyclesBilled, sub.billingCycles) },
              { key: 'next', term: T.subscriptions.columns.next, value: sub.nextBillingAt ? formatDate(sub.nextBillingAt, { time: false }) : T.subscriptions.none },
              { key: 'started', term: T.subscriptions.started, value: formatDate(sub.createdAt, { time: false }) },
              { key: 'first', term: T.subscriptions.firstOrder, value: <a href={adminHref(`orders/${sub.orderId}`)} onClick={followLink}>#{sub.orderNumber}</a> },
            ]}
          />
        </Card>
      ) : null}
      <Card title={T.subscriptions.orders}>
        <Table caption={T.subscriptions.ordersCaption} hideCaption stack columns={ORDER_COLUMNS} rows={orders.items} rowKey={(o) => o.id} failed={orders.failed} empty={<EmptyState title={T.subscriptions.noOrders} />} />
        <Pager list={orders} label={T.orders.pagesLabel} />
      </Card>
    </>
  );
}
