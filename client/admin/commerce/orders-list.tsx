/**
 * The Orders list: search by number or email, filters by payment and
 * fulfilment status and by days, cursor paging, the empty states, and a
 * CSV export of the filtered list. The filters live in the address, so a
 * filtered list can be bookmarked. While the first page shows, it checks
 * for new orders every ORDERS_POLL_MS, so an order placed a moment ago
 * appears without a reload.
 */
import { useEffect, useRef, useState } from 'react';
import { ORDERS_TEXTS as T } from '../../../editor/orders-texts.js';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { Badge, Button, buttonClass, DateField, EmptyState, formatDate, formatMoney, ListToolbar, PageHeader, Pager, Select, Table, useCursorList, type Column } from '../../admin-ui/index.js';
import { adminHref, followLink, navigate } from '../router.js';
import { FULFILLMENT_STATUSES, listOrders, ordersCsvHref, PAYMENT_STATUSES, type OrderFilter, type OrderSummary } from './api.js';
import { OrderBadges } from './statuses.js';
import { ORDERS_POLL_MS } from './orders-poll.js';

export { ORDERS_POLL_MS } from './orders-poll.js';

const COLUMNS: readonly Column<OrderSummary>[] = [
  {
    key: 'number',
    header: T.orders.columns.number,
    rowHeader: true,
    cell: (o) => (
      <>
        <a href={adminHref(`orders/${o.id}`)} onClick={followLink}>#{o.number}</a>
        {o.testMode ? <> <Badge tone="neutral">{T.orders.testOrder}</Badge></> : null}
        <span className="adm-orders__meta"><span className="adm-visually-hidden">{T.orders.columns.date}: </span>{formatDate(o.createdAt)}</span>
      </>
    ),
  },
  {
    key: 'customer',
    header: T.orders.columns.customer,
    cell: (o) => (
      <>
        {o.customerName ? <span className="adm-orders__name">{o.customerName}</span> : null}
        <span className="adm-orders__email">{o.email}</span>
      </>
    ),
  },
  { key: 'items', header: T.orders.columns.items, numeric: true, cell: (o) => o.items },
  { key: 'total', header: T.orders.columns.total, numeric: true, cell: (o) => formatMoney(o.total.cents, o.total.currency) },
  {
    key: 'status',
    header: T.orders.columns.status,
    cell: (o) => (
      <span className="adm-orders__badges">
        <OrderBadges payment={o.paymentStatus} fulfillment={o.fulfillmentStatus} canceled={o.canceled} />
      </span>
    ),
  },
];

function filterOf(query: URLSearchParams): OrderFilter {
  const f: OrderFilter = {};
  for (const k of ['q', 'payment', 'fulfillment', 'from', 'to'] as const) {
    const v = query.get(k);
    if (v) f[k] = v;
  }
  return f;
}

export function OrdersList({ query }: { query: URLSearchParams }) {
  const filter = filterOf(query);
  const key = JSON.stringify(filter);
  const go = (change: Partial<OrderFilter>) => navigate(adminHref('orders', { ...filter, ...change }));
  const list = useCursorList((cursor) => listOrders(filter, cursor).then((r) => ({ items: r.orders, hasNextPage: r.hasNextPage, nextPageCursor: r.nextPageCursor })), [key]);
  // null while a typed date is not a date: the range is not applied then (the field says why).
  const [from, setFrom] = useState<string | null>(filter.from ?? '');
  const [to, setTo] = useState<string | null>(filter.to ?? '');
  const newest = useRef<string | null>(null);
  newest.current = list.pageNumber === 1 && list.items ? (list.items[0]?.id ?? '') : null;

  useEffect(() => {
    if (list.pageNumber !== 1) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible' || newest.current === null) return;
      listOrders(filter, null, 1).then(
        (r) => (r.orders[0]?.id ?? '') !== newest.current && list.reload(),
        () => undefined,
      );
    }, ORDERS_POLL_MS);
    return () => clearInterval(timer);
  }, [key, list.pageNumber]);

  const filtered = Object.keys(filter).length > 0;
  const options = (values: readonly string[], labels: Record<string, string>) => [{ value: '', label: T.orders.any }, ...values.map((v) => ({ value: v, label: labels[v]! }))];
  return (
    <>
      <PageHeader
        title={A.nav.orders}
        description={T.orders.description}
        actions={<a className={buttonClass('primary')} href={ordersCsvHref(filter)} download="orders.csv">{T.orders.exportCsv}</a>}
      />
      <ListToolbar searchLabel={T.orders.searchLabel} search={filter.q ?? ''} onSearch={(q) => go({ q })}>
        <Select label={T.orders.filterPayment} value={filter.payment ?? ''} options={options(PAYMENT_STATUSES, T.payment)} onChange={(e) => go({ payment: e.target.value })} />
        <Select label={T.orders.filterFulfillment} value={filter.fulfillment ?? ''} options={options(FULFILLMENT_STATUSES, T.fulfillment)} onChange={(e) => go({ fulfillment: e.target.value })} />
        <form
          className="adm-orders__dates"
          onSubmit={(e) => {
            e.preventDefault();
            if (from !== null && to !== null) go({ from, to });
          }}
        >
          <DateField label={T.orders.filterFrom} name="from" value={filter.from ?? ''} onChange={setFrom} />
          <DateField label={T.orders.filterTo} name="to" value={filter.to ?? ''} onChange={setTo} />
          <Button type="submit">{T.orders.applyDates}</Button>
        </form>
        {filtered ? <Button variant="ghost" onClick={() => navigate(adminHref('orders'))}>{T.orders.clearFilters}</Button> : null}
      </ListToolbar>
      <Table
        caption={T.orders.caption}
        hideCaption
        stack
        columns={COLUMNS}
        rows={list.items}
        rowKey={(o) => o.id}
        failed={list.failed}
        empty={filtered ? <EmptyState title={T.orders.emptyFilteredTitle}>{T.orders.emptyFilteredBody}</EmptyState> : <EmptyState title={T.orders.emptyTitle}>{T.orders.emptyBody}</EmptyState>}
      />
      <Pager list={list} label={T.orders.pagesLabel} />
    </>
  );
}
