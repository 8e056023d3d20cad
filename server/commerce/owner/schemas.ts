/**
 * The JSON schemas of the owner commerce API (routes.ts): queries, params
 * and bodies, with the limits as named constants.
 */
import { PAYMENT_STATUSES, FULFILLMENT_STATUSES } from './order-status.js';
import { ORDER_SEARCH_MAX_LENGTH, ORDERS_MAX_PAGE_SIZE } from './order-list.js';
import { CUSTOMERS_MAX_PAGE_SIZE } from './customers.js';
import { OWNER_SUBSCRIPTION_STATUSES, SUBSCRIPTIONS_MAX_PAGE_SIZE } from './owner-subscriptions.js';
import { MAX_CURSOR_LENGTH } from '../../forms/cursor.js';
import {
  COUPON_CODE_MAX_INPUT,
  EMAIL_MAX_LENGTH as GIFT_CARD_EMAIL_MAX_LENGTH,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  GIFT_CARD_NAME_MAX_LENGTH,
  GIFT_CARDS_PAGE_SIZE,
  GIFT_CARD_SEARCH_MAX_LENGTH,
  MAX_COUNTRIES,
  SHIPPING_NAME_MAX_LENGTH,
  TAX_NAME_MAX_LENGTH,
} from '../../../editor/store-pricing.js';

/** Site languages a shipping option's names may cover. */
export const MAX_SITE_LANGUAGES = 50;
/** A country or region as typed, before pricing-rules.ts checks its pattern (so a long one gets its own text). */
export const PLACE_INPUT_MAX_LENGTH = 20;
/** A BCP 47 language tag (RFC 5646 recommends supporting 35 characters). */
export const LANGUAGE_TAG_MAX_LENGTH = 35;
import { OUTBOX_MAX_PAGE_SIZE } from './mail-outbox.js';
import { MAX_PUBLIC_URL_LENGTH, MAX_SENDER_NAME_LENGTH } from '../../../editor/mail-settings.js';

/** Longest carrier name and tracking number. */
export const CARRIER_MAX_LENGTH = 100;
export const TRACKING_MAX_LENGTH = 100;
export const REFUND_REASON_MAX_LENGTH = 500;
/** Lines one refund may name. */
export const REFUND_MAX_LINES = 100;
/** The largest amount one refund may name ($10,000,000.00; the order's own total bounds it anyway). */
export const REFUND_MAX_CENTS = 1_000_000_000;
export const REFUND_MAX_UNITS = 100_000;
/** Longest email accepted as a customer key. */
export const EMAIL_MAX_LENGTH = 320;

const day = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const cursor = { type: 'string', maxLength: MAX_CURSOR_LENGTH } as const;
/** A client-made key, new for each action the owner means (a UUID, say). */
const idempotencyKey = { type: 'string', pattern: '^[A-Za-z0-9_:-]{8,100}$' } as const;
const orderId = { type: 'string', pattern: '^[0-9a-f]{24}$' } as const;

export const orderFilterQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: ORDER_SEARCH_MAX_LENGTH },
    payment: { type: 'string', enum: [...PAYMENT_STATUSES] },
    fulfillment: { type: 'string', enum: [...FULFILLMENT_STATUSES] },
    customer: { type: 'string', maxLength: EMAIL_MAX_LENGTH },
    subscription: { type: 'string', pattern: '^[0-9a-f]{24}$' },
    from: day,
    to: day,
    cursor,
    limit: { type: 'integer', minimum: 1, maximum: ORDERS_MAX_PAGE_SIZE },
  },
} as const;

export const orderParams = { type: 'object', required: ['orderId'], properties: { orderId } } as const;

export const fulfilBody = {
  type: 'object',
  additionalProperties: false,
  required: ['idempotencyKey'],
  properties: {
    carrier: { type: 'string', maxLength: CARRIER_MAX_LENGTH, default: '' },
    trackingNumber: { type: 'string', maxLength: TRACKING_MAX_LENGTH, default: '' },
    notify: { type: 'boolean', default: true },
    idempotencyKey,
  },
} as const;

export const refundBody = {
  type: 'object',
  additionalProperties: false,
  required: ['idempotencyKey'],
  properties: {
    amountCents: { type: 'integer', minimum: 1, maximum: REFUND_MAX_CENTS },
    lines: {
      type: 'array',
      maxItems: REFUND_MAX_LINES,
      default: [],
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['lineId', 'quantity'],
        properties: { lineId: orderId, quantity: { type: 'integer', minimum: 1, maximum: REFUND_MAX_UNITS } },
      },
    },
    restock: { type: 'boolean', default: false },
    reason: { type: 'string', maxLength: REFUND_REASON_MAX_LENGTH, default: '' },
    idempotencyKey,
  },
} as const;

export const cancelBody = {
  type: 'object',
  additionalProperties: false,
  required: ['idempotencyKey'],
  properties: { restock: { type: 'boolean', default: true }, idempotencyKey },
} as const;

export const keyBody = { type: 'object', additionalProperties: false, required: ['idempotencyKey'], properties: { idempotencyKey } } as const;

export const customersQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { q: { type: 'string', maxLength: EMAIL_MAX_LENGTH }, cursor, limit: { type: 'integer', minimum: 1, maximum: CUSTOMERS_MAX_PAGE_SIZE } },
} as const;

export const customerParams = { type: 'object', required: ['email'], properties: { email: { type: 'string', minLength: 3, maxLength: EMAIL_MAX_LENGTH } } } as const;

export const subscriptionsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: [...OWNER_SUBSCRIPTION_STATUSES] },
    customer: { type: 'string', maxLength: EMAIL_MAX_LENGTH },
    cursor,
    limit: { type: 'integer', minimum: 1, maximum: SUBSCRIPTIONS_MAX_PAGE_SIZE },
  },
} as const;

export const subscriptionActionParams = {
  type: 'object',
  required: ['subscriptionId', 'action'],
  properties: { subscriptionId: orderId, action: { type: 'string', enum: ['cancel', 'pause', 'resume'] } },
} as const;

export const revenueQuery = { type: 'object', additionalProperties: false, required: ['from', 'to'], properties: { from: day, to: day } } as const;

export const subscriptionParams = { type: 'object', required: ['subscriptionId'], properties: { subscriptionId: orderId } } as const;
export const mailParams = { type: 'object', required: ['mailId'], properties: { mailId: orderId } } as const;
export const outboxQuery = { type: 'object', additionalProperties: false, properties: { cursor, limit: { type: 'integer', minimum: 1, maximum: OUTBOX_MAX_PAGE_SIZE } } } as const;
/** The mail settings' body: checked in full by editor/mail-settings.ts (its limits bound each field here too). */
export const mailSettingsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['publicUrl', 'senderName', 'senderAddress'],
  properties: {
    publicUrl: { type: 'string', maxLength: MAX_PUBLIC_URL_LENGTH * 2 },
    senderName: { type: 'string', maxLength: MAX_SENDER_NAME_LENGTH * 2 },
    senderAddress: { type: 'string', maxLength: EMAIL_MAX_LENGTH },
  },
} as const;

export const grantParams = { type: 'object', required: ['accountId'], properties: { accountId: { type: 'string', pattern: '^[0-9a-f]{1,64}$' } } } as const;
export const grantBody = { type: 'object', additionalProperties: false, required: ['granted'], properties: { granted: { type: 'boolean' } } } as const;

// Shipping, Taxes, Discounts and Gift cards (pricing-rules.ts checks what these leave).
const cents = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;
const entryId = { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,80}$' } as const;

export const shippingBody = {
  type: 'object',
  additionalProperties: false,
  required: ['names', 'rateCents'],
  properties: {
    names: { type: 'object', maxProperties: MAX_SITE_LANGUAGES, additionalProperties: { type: 'string', maxLength: SHIPPING_NAME_MAX_LENGTH } },
    rateCents: cents,
    // Two types, not anyOf: the API's type coercion would turn null into 0 (or 0 into null) in an anyOf.
    freeOverCents: { type: ['integer', 'null'], minimum: 0, maximum: Number.MAX_SAFE_INTEGER, default: null },
    countries: { type: 'array', maxItems: MAX_COUNTRIES, items: { type: 'string', maxLength: PLACE_INPUT_MAX_LENGTH }, default: [] },
  },
} as const;

export const taxBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'country', 'rateBasisPoints'],
  properties: {
    name: { type: 'string', maxLength: TAX_NAME_MAX_LENGTH },
    country: { type: 'string', maxLength: PLACE_INPUT_MAX_LENGTH },
    region: { type: 'string', maxLength: PLACE_INPUT_MAX_LENGTH, default: '' },
    rateBasisPoints: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    appliesToShipping: { type: 'boolean', default: false },
  },
} as const;

export const couponBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'kind', 'value'],
  properties: {
    code: { type: 'string', maxLength: COUPON_CODE_MAX_INPUT },
    kind: { type: 'string', enum: ['percent', 'amount'] },
    value: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    minimumSubtotalCents: { ...cents, default: 0 },
    combinable: { type: 'boolean', default: false },
    oncePerCustomer: { type: 'boolean', default: false },
    disabled: { type: 'boolean', default: false },
  },
} as const;

export const entryParams = { type: 'object', required: ['id'], properties: { id: entryId } } as const;
export const couponParams = { type: 'object', required: ['code'], properties: { code: { type: 'string', minLength: 1, maxLength: COUPON_CODE_MAX_INPUT } } } as const;

export const giftCardsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { cursor, limit: { type: 'integer', minimum: 1, maximum: GIFT_CARDS_PAGE_SIZE }, q: { type: 'string', maxLength: GIFT_CARD_SEARCH_MAX_LENGTH } },
} as const;

export const giftCardBody = {
  type: 'object',
  additionalProperties: false,
  required: ['amountCents', 'recipientName', 'recipientEmail', 'idempotencyKey'],
  properties: {
    amountCents: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    recipientName: { type: 'string', maxLength: GIFT_CARD_NAME_MAX_LENGTH },
    recipientEmail: { type: 'string', maxLength: GIFT_CARD_EMAIL_MAX_LENGTH },
    message: { type: 'string', maxLength: GIFT_CARD_MESSAGE_MAX_LENGTH, default: '' },
    language: { type: 'string', maxLength: LANGUAGE_TAG_MAX_LENGTH },
    idempotencyKey,
  },
} as const;

export const giftCardParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-f]{24}$' } } } as const;
