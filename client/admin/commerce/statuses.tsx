/** The payment, fulfilment and subscription statuses as badges: the tone carries the colour, the words the meaning. */
import { ORDERS_TEXTS as T } from '../../../editor/orders-texts.js';
import { Badge, type Tone } from '../../admin-ui/index.js';
import type { FulfillmentStatus, PaymentStatus, SubscriptionStatus } from './api.js';

const PAYMENT_TONE: Record<PaymentStatus, Tone> = { 'awaiting-payment': 'warning', paid: 'success', 'partially-refunded': 'info', refunded: 'neutral', canceled: 'danger' };
const SUBSCRIPTION_TONE: Record<SubscriptionStatus, Tone> = { active: 'success', 'past-due': 'warning', paused: 'info', canceled: 'neutral', completed: 'neutral' };

export const PaymentBadge = ({ status }: { status: PaymentStatus }) => <Badge tone={PAYMENT_TONE[status]}>{T.payment[status]}</Badge>;
const FULFILLMENT_TONE: Record<FulfillmentStatus, Tone> = { unfulfilled: 'warning', fulfilled: 'success', 'not-required': 'neutral' };
export const FulfillmentBadge = ({ status }: { status: FulfillmentStatus }) => <Badge tone={FULFILLMENT_TONE[status]}>{T.fulfillment[status]}</Badge>;
export const SubscriptionBadge = ({ status }: { status: SubscriptionStatus }) => <Badge tone={SUBSCRIPTION_TONE[status]}>{T.subscriptions.status[status]}</Badge>;

/**
 * An order's statuses: payment, then fulfilment — or, once canceled, the
 * payment (when something was paid) and Canceled, since a canceled order
 * is not waiting to ship.
 */
export function OrderBadges({ payment, fulfillment, canceled }: { payment: PaymentStatus; fulfillment: FulfillmentStatus; canceled: boolean }) {
  if (!canceled) return <><PaymentBadge status={payment} /> <FulfillmentBadge status={fulfillment} /></>;
  return payment === 'canceled' ? <PaymentBadge status="canceled" /> : <><PaymentBadge status={payment} /> <Badge tone="danger">{T.payment.canceled}</Badge></>;
}
