/**
 * Subscriptions (the owner's side): status filter, cursor paging, the
 * next billing date, and pause, resume and cancel (confirmed first, each
 * with its own idempotency key) for a role allowed to move money.
 */
import { useEffect, useState } from 'react';
import { ORDERS_TEXTS as T } from '../../../editor/orders-texts.js';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { Button, buttonClass, EmptyState, formatDate, formatMoney, ListToolbar, PageHeader, Pager, Select, Table, useConfirm, useCursorList, useToast, type Column } from '../../admin-ui/index.js';
import { adminHref, followLink, navigate } from '../router.js';
import { changeSubscription, getMe, subscriptionsCsvHref, listSubscriptions, newKey, SUBSCRIPTION_STATUSES, type Subscription } from './api.js';
import { SubscriptionBadge } from './statuses.js';

export function SubscriptionsList({ query }: { query: URLSearchParams }) {
  const status = query.get('status') ?? '';
  const list = useCursorList((cursor) => listSubscriptions(status, cursor).then((r) => ({ items: r.subscriptions, hasNextPage: r.hasNextPage, nextPageCursor: r.nextPageCursor })), [status]);
  const [mayChange, setMayChange] = useState(false);
  useEffect(() => void getMe().then((me) => setMayChange(me.can.subscriptions), () => undefined), []);
  const { confirm, dialog } = useConfirm();
  const toast = useToast();
  const apply = (s: Subscription, action: 'cancel' | 'pause' | 'resume', message: string) =>
    changeSubscription(s.id, action, newKey()).then((r) => {
      if (r.subscription) list.update((items) => items.map((x) => (x.id === s.id ? r.subscription! : x)));
      toast(message);
    });
  const columns: Column<Subscription>[] = [
    {
      key: 'product',
      header: T.subscriptions.columns.product,
      rowHeader: true,
      cell: (s) => (
        <>
          <a className="adm-orders__name" href={adminHref(`subscriptions/${s.id}`)} onClick={followLink}>{s.productName}</a>
          <span className="adm-orders__meta">{T.subscriptions.columns.cycles}: {T.subscriptions.cycles(s.cyclesBilled, s.billingCycles)}</span>
        </>
      ),
    },
    { key: 'customer', header: T.subscriptions.columns.customer, cell: (s) => <a href={adminHref(`customers/${encodeURIComponent(s.email.toLowerCase())}`)} onClick={followLink}>{s.email}</a> },
    { key: 'status', header: T.subscriptions.columns.status, cell: (s) => <SubscriptionBadge status={s.status} /> },
    {
      key: 'price',
      header: T.subscriptions.columns.price,
      numeric: true,
      cell: (s) => (
        <>
          {formatMoney(s.price.cents, s.price.currency)}
          <span className="adm-orders__meta">{T.subscriptions.every(s.billingPeriod.value, s.billingPeriod.unit)}</span>
        </>
      ),
    },
    { key: 'next', header: T.subscriptions.columns.next, cell: (s) => (s.nextBillingAt ? formatDate(s.nextBillingAt, { time: false }) : T.subscriptions.none) },
  ];
  if (mayChange) {
    columns.push({
      key: 'actions',
      header: T.subscriptions.columns.actions,
      cell: (s) => (
        <span className="adm-orders__row-actions">
          {s.status === 'active' || s.status === 'past-due' ? (
            <Button size="small" onClick={() => confirm({ title: T.subscriptions.pauseTitle(s.productName, s.email), consequence: T.subscriptions.pauseConsequence, confirmLabel: T.subscriptions.pause, run: () => apply(s, 'pause', T.subscriptions.paused) })}>
              {T.subscriptions.pause}
            </Button>
          ) : null}
          {s.status === 'paused' ? <Button size="small" onClick={() => void apply(s, 'resume', T.subscriptions.resumed).catch((e: unknown) => toast(e instanceof Error ? e.message : String(e), 'danger'))}>{T.subscriptions.resume}</Button> : null}
          {s.status === 'active' || s.status === 'past-due' || s.status === 'paused' ? (
            <Button size="small" variant="danger" onClick={() => confirm({ title: T.subscriptions.cancelTitle(s.productName, s.email), consequence: T.subscriptions.cancelConsequence, confirmLabel: T.subscriptions.cancel, run: () => apply(s, 'cancel', T.subscriptions.canceled) })}>
              {T.subscriptions.cancel}
            </Button>
          ) : null}
        </span>
      ),
    });
  }
  return (
    <>
      <PageHeader
        title={A.nav.subscriptions}
        description={T.subscriptions.description}
        actions={<a className={buttonClass('primary')} href={subscriptionsCsvHref(status)} download="subscriptions.csv">{T.orders.exportCsv}</a>}
      />
      <ListToolbar>
        <Select
          label={T.subscriptions.filterStatus}
          value={status}
          options={[{ value: '', label: T.orders.any }, ...SUBSCRIPTION_STATUSES.map((v) => ({ value: v, label: T.subscriptions.status[v] }))]}
          onChange={(e) => navigate(adminHref('subscriptions', { status: e.target.value }))}
        />
      </ListToolbar>
      <Table
        caption={T.subscriptions.caption}
        hideCaption
        stack
        columns={columns}
        rows={list.items}
        rowKey={(s) => s.id}
        failed={list.failed}
        empty={status ? <EmptyState title={T.subscriptions.emptyFilteredTitle} /> : <EmptyState title={T.subscriptions.emptyTitle}>{T.subscriptions.emptyBody}</EmptyState>}
      />
      <Pager list={list} label={T.subscriptions.pagesLabel} />
      {dialog}
    </>
  );
}
