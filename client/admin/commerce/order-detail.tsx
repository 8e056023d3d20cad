/**
 * One order: its lines (variant and form answers), the summary (taxes,
 * discounts and coupons, gift cards, refunds), the customer with the
 * addresses and shipping method, the payments, the timeline, and the
 * actions the owner's role allows (mark fulfilled, refund, cancel with a
 * confirm step naming what happens, resend the confirmation).
 */
import { useEffect, useState } from 'react';
import { ORDERS_TEXTS as T } from '../../../editor/orders-texts.js';
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { emailPreviewPath } from '../../../editor/email-preview-paths.js';
import { adminLocale, Badge, Button, buttonClass, Card, Details, EmptyState, formatDate, formatMoney, PageHeader, Table, useConfirm, useToast, type Column } from '../../admin-ui/index.js';
import { EditorApiError } from '../../editor/api.js';
import { adminHref, followLink } from '../router.js';
import { cancelOrder, getOrder, newKey, resendConfirmation, type Address, type Can, type Money, type OrderDetail, type OrderLine } from './api.js';
import { OrderBadges } from './statuses.js';
import { addressLines } from './address-lines.js';
import { FulfilDialog, RefundDialog } from './order-dialogs.js';

const money = (m: Money) => formatMoney(m.cents, m.currency);
/** The subscription link's words: the product subscribed to (the line of the order), with the renewal said. */
const subscriptionLabel = (o: OrderDetail) => {
  const product = o.lines[0]?.productName ?? '';
  return o.kind === 'renewal' ? `${T.order.renewalOf} · ${T.order.viewSubscription(product)}` : T.order.viewSubscription(product);
};

function AddressLines({ a }: { a: Address | null }) {
  if (!a) return <>{T.order.noShipping}</>;
  const lines = addressLines(a, adminLocale());
  return (
    <address className="adm-orders__address">
      {lines.map((l, i) => <span key={i}>{l}</span>)}
    </address>
  );
}

const LINE_COLUMNS: readonly Column<OrderLine>[] = [
  {
    key: 'product',
    header: T.order.product,
    rowHeader: true,
    cell: (l) => (
      <>
        <span className="adm-orders__name">{l.productName}</span>
        {Object.entries(l.variant).map(([k, v]) => <span key={k} className="adm-orders__meta">{k}: {v}</span>)}
        {Object.entries(l.formAnswers).map(([k, v]) => <span key={`f-${k}`} className="adm-orders__meta">{k}: {v}</span>)}
        <span className="adm-orders__meta">{l.sku}</span>
        {l.refundedQuantity > 0 ? <Badge tone="info">{T.order.refundedUnits(l.refundedQuantity)}</Badge> : null}
      </>
    ),
  },
  { key: 'quantity', header: T.order.quantity, numeric: true, cell: (l) => l.quantity },
  { key: 'price', header: T.order.unitPrice, numeric: true, cell: (l) => money(l.unitPrice) },
  { key: 'total', header: T.order.lineTotal, numeric: true, cell: (l) => money(l.total) },
];

type Entry = OrderDetail['timeline'][number];
const TIMELINE_COLUMNS: readonly Column<Entry>[] = [
  { key: 'at', header: T.orders.columns.date, cell: (e) => formatDate(e.at) },
  { key: 'kind', header: T.order.timelineEvent, rowHeader: true, cell: (e) => T.order.event[e.kind] },
  {
    key: 'detail',
    header: T.order.timelineDetail,
    cell: (e) => {
      const d = e.detail;
      if (e.kind === 'fulfilled') return T.order.fulfilledWith(String(d.carrier ?? ''), String(d.trackingNumber ?? ''));
      if (e.kind === 'payment') return d.method === 'card' ? T.order.card(String(d.label)) : T.order.giftCardPayment(String(d.label));
      // The cancel's own refund carries the reason 'canceled' (order-actions.ts), shown as words.
      if (e.kind === 'refund') return [d.status === 'failed' ? T.order.refundFailed : '', d.restock ? T.order.restocked : '', d.reason === 'canceled' ? T.order.refundWithCancel : String(d.reason ?? '')].filter(Boolean).join(' · ');
      return '';
    },
  },
  { key: 'amount', header: T.order.timelineAmount, numeric: true, cell: (e) => (e.amount ? money(e.amount) : '') },
];

export function OrderDetailView({ orderId }: { orderId: string }) {
  const [data, setData] = useState<{ order: OrderDetail; can: Can } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'fulfil' | 'refund' | null>(null);
  const toast = useToast();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const load = () => {
    setFailed(null);
    getOrder(orderId).then(setData, (e: unknown) => setFailed(e instanceof EditorApiError && e.status === 404 ? T.order.notFound : e instanceof Error ? e.message : String(e)));
  };
  useEffect(load, [orderId]);
  const back = { href: adminHref('orders'), label: T.order.back, onClick: followLink };
  if (failed !== null) {
    return (
      <>
        <PageHeader title={T.order.title('')} back={back} />
        <div role="alert"><EmptyState title={failed} action={<Button onClick={load}>{A.ui.retry}</Button>} /></div>
      </>
    );
  }
  if (!data) return <PageHeader title={T.order.title('…')} back={back} />;
  const { order: o, can } = data;
  const done = (order: OrderDetail, message: string) => {
    setData({ order, can });
    setDialog(null);
    toast(message);
  };
  const open = o.canceledAt === null;
  const mayFulfil = can.fulfil && open && o.fulfillmentStatus === 'unfulfilled';
  const mayRefund = can.refund && o.amounts.refundable.cents > 0;
  const mayCancel = can.cancel && open && o.fulfillmentStatus !== 'fulfilled';
  const paid = o.paymentStatus !== 'awaiting-payment' && o.amounts.refundable.cents > 0;
  const liveCards = o.giftCardsIssued.filter((g) => g.voidedAt === null).length;
  const askCancel = () => {
    const key = newKey();
    confirm({
      title: T.actions.cancelTitle(o.number),
      consequence: [paid ? T.actions.cancelConsequence(money(o.amounts.refundable)) : T.actions.cancelConsequenceUnpaid, liveCards > 0 ? T.actions.cancelVoidsCards(liveCards) : ''].filter(Boolean).join(' '),
      confirmLabel: T.actions.cancelConfirm,
      run: () => cancelOrder(o.id, { restock: true, idempotencyKey: key }).then((r) => done(r.order, T.actions.canceled)),
    });
  };
  const resend = () => resendConfirmation(o.id, newKey()).then((r) => done(r.order, T.actions.resent), (e: unknown) => toast(e instanceof Error ? e.message : String(e), 'danger'));
  const a = o.amounts;
  return (
    <>
      <PageHeader
        title={T.order.title(`#${o.number}`)}
        back={back}
        description={
          <>
            {T.order.placedOn(formatDate(o.createdAt))} <OrderBadges payment={o.paymentStatus} fulfillment={o.fulfillmentStatus} canceled={o.canceledAt !== null} />
            {o.testMode ? <> <Badge>{T.orders.testOrder}</Badge></> : null}
            {o.canceledAt ? <span className="adm-orders__meta">{T.order.canceledOn(formatDate(o.canceledAt))}</span> : null}
          </>
        }
        actions={
          <>
            {o.lines.some((l) => l.ships) ? <a className={buttonClass('secondary')} href={adminHref(`orders/${o.id}/packing-slip`)} onClick={followLink}>{T.slip.link}</a> : null}
            {can.resend ? <Button onClick={resend}>{T.actions.resend}</Button> : null}
            {mayCancel ? <Button variant="danger" onClick={askCancel}>{T.actions.cancel}</Button> : null}
            {mayRefund ? <Button onClick={() => setDialog('refund')}>{T.actions.refund}</Button> : null}
            {mayFulfil ? <Button variant="primary" onClick={() => setDialog('fulfil')}>{T.actions.fulfil}</Button> : null}
          </>
        }
      />
      {!can.refund && !can.cancel ? <p className="adm-orders__note">{T.actions.moneyNotAllowed}</p> : null}
      <div className="adm-orders__layout">
        <div className="adm-orders__main">
          <Card title={T.order.items}>
            <Table caption={T.order.itemsCaption} hideCaption columns={LINE_COLUMNS} rows={o.lines} rowKey={(l) => l.id} empty={null} />
          </Card>
          <Card title={T.order.summary}>
            <Details
              items={[
                { key: 'subtotal', term: T.order.subtotal, value: money(a.subtotal) },
                ...(a.discount.cents > 0 ? [{ key: 'discount', term: T.order.discount, value: <>−{money(a.discount)}{o.couponCodes.length ? <span className="adm-orders__meta">{T.order.coupons(o.couponCodes.join(', '))}</span> : null}</> }] : []),
                ...(o.shippingMethod ? [{ key: 'shipping', term: `${T.order.shipping} (${o.shippingMethod.name})`, value: money(a.shipping) }] : []),
                ...(a.tax.cents > 0 ? [{ key: 'tax', term: T.order.tax, value: money(a.tax) }] : []),
                ...(a.giftCard.cents > 0 ? [{ key: 'gift', term: T.order.giftCard, value: `−${money(a.giftCard)}` }] : []),
                { key: 'total', term: T.order.total, value: <strong>{money(a.total)}</strong> },
                ...(a.refunded.cents > 0
                  ? [
                      { key: 'refunded', term: T.order.refunded, value: `−${money(a.refunded)}` },
                      { key: 'net', term: T.order.netPaid, value: money({ cents: a.total.cents - a.refunded.cents, currency: a.total.currency }) },
                    ]
                  : []),
              ]}
            />
          </Card>
          <Card title={T.order.timeline}>
            <Table caption={T.order.timelineCaption} hideCaption columns={TIMELINE_COLUMNS} rows={o.timeline} rowKey={(e) => `${e.at}-${e.kind}-${e.amount?.cents ?? ''}`} empty={null} />
          </Card>
        </div>
        <div className="adm-orders__side">
          <Card title={T.order.customer}>
            <Details
              items={[
                { key: 'email', term: T.order.email, value: <a href={adminHref(`customers/${encodeURIComponent(o.email.toLowerCase())}`)} onClick={followLink}>{o.email}</a> },
                // A subscription's first order or a renewal leads to its subscription (which lists all its orders).
                ...(o.subscriptionId
                  ? [{ key: 'subscription', term: T.order.subscription, value: <a href={adminHref(`subscriptions/${o.subscriptionId}`)} onClick={followLink}>{subscriptionLabel(o)}</a> }]
                  : []),
                { key: 'shipping', term: T.order.shippingAddress, value: <AddressLines a={o.shippingAddress} /> },
                { key: 'method', term: T.order.shippingMethod, value: o.shippingMethod?.name ?? T.order.noShipping },
                ...(o.fulfillment ? [{ key: 'tracking', term: T.fulfillment.fulfilled, value: T.order.fulfilledWith(o.fulfillment.carrier, o.fulfillment.trackingNumber) || formatDate(o.fulfillment.at) }] : []),
                { key: 'billing', term: T.order.billingAddress, value: <AddressLines a={o.billingAddress} /> },
                // The commerce email preview (page type 301) of this order: the mail it wrote to the outbox.
                { key: 'mail', term: T.order.confirmationMail, value: <a href={emailPreviewPath('', o.id)} target="_blank" rel="noopener">{T.order.previewMail}</a> },
              ]}
            />
          </Card>
          <Card title={T.order.payments}>
            <Details items={o.payments.map((p, i) => ({ key: String(i), term: p.method === 'card' ? T.order.card(p.label) : T.order.giftCardPayment(p.label), value: money(p.amount) }))} />
          </Card>
          {o.giftCardsIssued.length > 0 ? (
            <Card title={T.order.giftCardsIssued}>
              <Details items={o.giftCardsIssued.map((g, i) => ({ key: String(i), term: g.code, value: g.voidedAt ? T.order.giftCardVoided(money(g.initial)) : T.order.giftCardLeft(money(g.balance), money(g.initial)) }))} />
            </Card>
          ) : null}
        </div>
      </div>
      {dialog === 'fulfil' ? <FulfilDialog order={o} open onOpenChange={(v) => !v && setDialog(null)} onDone={done} /> : null}
      {dialog === 'refund' ? <RefundDialog order={o} open onOpenChange={(v) => !v && setDialog(null)} onDone={done} /> : null}
      {confirmDialog}
    </>
  );
}
