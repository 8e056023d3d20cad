/**
 * Customers: everyone with an account or an order, by email (search,
 * cursor paging, empty states), and one customer with their figures,
 * orders and subscriptions.
 */
import { useEffect, useState } from 'react';
import { ORDERS_TEXTS as T } from '../../../editor/orders-texts.js';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { Badge, Button, buttonClass, Card, EmptyState, formatCount, formatDate, formatMoney, ListToolbar, PageHeader, Pager, Stats, Table, useCursorList, type Column } from '../../admin-ui/index.js';
import { EditorApiError } from '../../editor/api.js';
import { adminHref, followLink, navigate } from '../router.js';
import { customersCsvHref, getCustomer, listCustomers, listOrders, type CustomerSummary, type OrderSummary, type Subscription } from './api.js';
import { FulfillmentBadge, PaymentBadge, SubscriptionBadge } from './statuses.js';

const spent = (c: CustomerSummary) => c.totalSpent.map((m) => formatMoney(m.cents, m.currency)).join(' · ');
const customerHref = (email: string) => adminHref(`customers/${encodeURIComponent(email)}`);

const COLUMNS: readonly Column<CustomerSummary>[] = [
  {
    key: 'email',
    header: T.customers.columns.email,
    rowHeader: true,
    cell: (c) => (
      <>
        <a href={customerHref(c.email)} onClick={followLink}>{c.email}</a>{' '}
        {c.account ? <Badge tone="info">{T.customers.hasAccount}</Badge> : <Badge>{T.customers.guest}</Badge>}
      </>
    ),
  },
  { key: 'orders', header: T.customers.columns.orders, numeric: true, cell: (c) => formatCount(c.ordersCount) },
  { key: 'spent', header: T.customers.columns.spent, numeric: true, cell: spent },
  { key: 'last', header: T.customers.columns.lastOrder, cell: (c) => (c.lastOrderAt ? formatDate(c.lastOrderAt, { time: false }) : T.customers.never) },
  { key: 'subscriptions', header: T.customers.columns.subscriptions, numeric: true, cell: (c) => formatCount(c.subscriptions.active) },
];

export function CustomersList({ query }: { query: URLSearchParams }) {
  const q = query.get('q') ?? '';
  const list = useCursorList((cursor) => listCustomers(q, cursor).then((r) => ({ items: r.customers, hasNextPage: r.hasNextPage, nextPageCursor: r.nextPageCursor })), [q]);
  return (
    <>
      <PageHeader
        title={A.nav.customers}
        description={T.customers.description}
        actions={<a className={buttonClass('primary')} href={customersCsvHref(q)} download="customers.csv">{T.orders.exportCsv}</a>}
      />
      <ListToolbar searchLabel={T.customers.searchLabel} search={q} onSearch={(s) => navigate(adminHref('customers', { q: s }))} />
      <Table
        caption={T.customers.caption}
        hideCaption
        stack
        columns={COLUMNS}
        rows={list.items}
        rowKey={(c) => c.email}
        failed={list.failed}
        empty={q ? <EmptyState title={T.customers.emptyFilteredTitle} action={<a className={buttonClass('secondary')} href={adminHref('customers')} onClick={followLink}>{T.customers.showAll}</a>}>{T.customers.emptyFilteredBody(q)}</EmptyState> : <EmptyState title={T.customers.emptyTitle}>{T.customers.emptyBody}</EmptyState>}
      />
      <Pager list={list} label={T.customers.pagesLabel} />
    </>
  );
}

/** A customer's or a subscription's orders. */
export const ORDER_COLUMNS: readonly Column<OrderSummary>[] = [
  { key: 'number', header: T.orders.columns.number, rowHeader: true, cell: (o) => <a href={adminHref(`orders/${o.id}`)} onClick={followLink}>#{o.number}</a> },
  { key: 'date', header: T.orders.columns.date, cell: (o) => formatDate(o.createdAt) },
  { key: 'total', header: T.orders.columns.total, numeric: true, cell: (o) => formatMoney(o.total.cents, o.total.currency) },
  { key: 'payment', header: T.orders.columns.payment, cell: (o) => <PaymentBadge status={o.paymentStatus} /> },
  { key: 'fulfillment', header: T.orders.columns.fulfillment, cell: (o) => (o.canceled ? <Badge tone="danger">{T.payment.canceled}</Badge> : <FulfillmentBadge status={o.fulfillmentStatus} />) },
];

const SUB_COLUMNS: readonly Column<Subscription>[] = [
  { key: 'product', header: T.subscriptions.columns.product, rowHeader: true, cell: (s) => <a href={adminHref(`subscriptions/${s.id}`)} onClick={followLink}>{s.productName}</a> },
  { key: 'status', header: T.subscriptions.columns.status, cell: (s) => <SubscriptionBadge status={s.status} /> },
  { key: 'next', header: T.subscriptions.columns.next, cell: (s) => (s.nextBillingAt ? formatDate(s.nextBillingAt, { time: false }) : T.subscriptions.none) },
];

export function CustomerDetail({ email }: { email: string }) {
  const [data, setData] = useState<{ customer: CustomerSummary; subscriptions: Subscription[] } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const load = () => {
    setFailed(null);
    getCustomer(email).then(setData, (e: unknown) => setFailed(e instanceof EditorApiError && e.status === 404 ? T.customers.notFound : e instanceof Error ? e.message : String(e)));
  };
  useEffect(load, [email]);
  const orders = useCursorList((cursor) => listOrders({ customer: email }, cursor).then((r) => ({ items: r.orders, hasNextPage: r.hasNextPage, nextPageCursor: r.nextPageCursor })), [email]);
  const back = { href: adminHref('customers'), label: T.customers.back, onClick: followLink };
  if (failed !== null) {
    return (
      <>
        <PageHeader title={email} back={back} />
        <div role="alert"><EmptyState title={failed} action={<Button onClick={load}>{A.ui.retry}</Button>} /></div>
      </>
    );
  }
  const c = data?.customer;
  return (
    <>
      <PageHeader title={email} back={back} description={c ? (c.account ? T.customers.since(formatDate(c.account.createdAt, { time: false })) : T.customers.noAccount) : undefined} />
      {c ? (
        <Stats
          label={T.customers.stats}
          items={[
            { label: T.customers.columns.orders, value: formatCount(c.ordersCount) },
            { label: T.customers.columns.spent, value: spent(c) },
            { label: T.customers.columns.lastOrder, value: c.lastOrderAt ? formatDate(c.lastOrderAt, { time: false }) : T.customers.never },
            { label: T.customers.columns.subscriptions, value: formatCount(c.subscriptions.active) },
          ]}
        />
      ) : null}
      <Card title={T.customers.orders}>
        <Table caption={T.customers.ordersCaption} hideCaption stack columns={ORDER_COLUMNS} rows={orders.items} rowKey={(o) => o.id} failed={orders.failed} empty={<EmptyState title={T.customers.noOrders} />} />
        <Pager list={orders} label={T.orders.pagesLabel} />
      </Card>
      {data && data.subscriptions.length > 0 ? (
        <Card title={T.customers.subscriptions}>
          <Table caption={T.customers.subscriptions} hideCaption columns={SUB_COLUMNS} rows={data.subscriptions} rowKey={(s) => s.id} empty={null} />
        </Card>
      ) : null}
    </>
  );
}
