/**
 * The owner commerce API: orders, customers, subscriptions and revenue,
 * for a signed-in ADMIN or WEBSITE_MANAGER (access.ts; the role matrix is
 * editor/commerce-permissions.ts and docs/orders.md). One encapsulated
 * plugin with its own cookie parser and error handler; the gate runs on
 * request, before any body is read. Lists page with an opaque cursor;
 * every action takes an idempotency key (order-actions.ts).
 *
 *   GET  /api/commerce/owner/me                         the caller's role and allowed actions
 *   GET  /api/commerce/owner/orders                     ?q&payment&fulfillment&customer&from&to&cursor&limit
 *   GET  /api/commerce/owner/orders/export.csv          the same filters, every matching order as CSV
 *   GET  /api/commerce/owner/orders/:orderId            one order with its timeline
 *   POST /api/commerce/owner/orders/:orderId/fulfillment   { carrier, trackingNumber, notify, idempotencyKey }
 *   POST /api/commerce/owner/orders/:orderId/refunds       { amountCents?, lines, restock, reason, idempotencyKey }
 *   POST /api/commerce/owner/orders/:orderId/cancellation  { restock, idempotencyKey }
 *   POST /api/commerce/owner/orders/:orderId/confirmation  { idempotencyKey }
 *   GET  /api/commerce/owner/orders/:orderId/confirmation-mail   the confirmation mail's HTML, sandboxed (the 301 email preview's frame)
 *   GET  /api/commerce/owner/composer-mail              the confirmation mail of a composed digital product, sandboxed (the 210 composer preview's frame)
 *   GET  /api/commerce/owner/customers                  ?q&cursor&limit
 *   GET  /api/commerce/owner/customers/export.csv       ?q: every matching customer as CSV
 *   GET  /api/commerce/owner/customers/:email           one customer with their subscriptions
 *   GET  /api/commerce/owner/subscriptions              ?status&customer&cursor&limit
 *   GET  /api/commerce/owner/subscriptions/export.csv   ?status: every matching subscription as CSV
 *   POST /api/commerce/owner/subscriptions/:subscriptionId/:action   cancel | pause | resume, { idempotencyKey }
 *   GET  /api/commerce/owner/subscriptions/:subscriptionId   one subscription (its orders: GET /orders?subscription=)
 *   GET  /api/commerce/owner/orders/:orderId/packing-slip    the store, ship-to address and lines to ship, no prices
 *   GET  /api/commerce/owner/mail-settings              the saved public address and sender, and those in use
 *   PUT  /api/commerce/owner/mail-settings              { publicUrl, senderName, senderAddress } (administrators)
 *   GET  /api/commerce/owner/mail-outbox                ?cursor&limit: the mail sent, newest first
 *   GET  /api/commerce/owner/mail-outbox/:mailId        one mail's document, sandboxed (the preview frame)
 *   GET  /api/commerce/owner/revenue                    ?from&to (days, UTC): charged, refunded, net per currency
 *   GET  /api/commerce/owner/money-grants               the website managers and whether each may move money (administrators)
 *   PUT  /api/commerce/owner/money-grants/:accountId    { granted } gives or takes that grant (administrators)
 *   .../pricing/shipping, /pricing/taxes, /pricing/coupons, /gift-cards   the owner's Shipping, Taxes,
 *        Discounts and Gift cards (pricing-routes.ts lists them)
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { Store } from '../../store/index.js';
import type { AccountService } from '../../session/account-service.js';
import { toApiError } from '../../ops/error-handler.js';
import { requestLanguage } from '../../editor/request-language.js';
import { allowedActions } from '../../../editor/commerce-permissions.js';
import { actorOfRequest, commerceGate } from './access.js';
import { OwnerCommerceError, ownerCommerceError } from './errors.js';
import { listOrders, ordersCsv, type OrderFilter } from './order-list.js';
import { orderDetail } from './order-detail.js';
import type { OrderActions } from './order-actions.js';
import type { Refunds, RefundLine } from './refunds.js';
import { customerOf, customersCsv, listCustomers } from './customers.js';
import { changeSubscription, listSubscriptions, subscriptionOf, subscriptionsCsv, type SubscriptionAction } from './owner-subscriptions.js';
import { revenueBetween } from './revenue.js';
import { listManagerGrants, setMoneyGrant } from './money-grants.js';
import type { OwnerSubscriptionStatus } from './tables.js';
import * as S from './schemas.js';
import { shippingNameIn, type ShippingOption } from '../checkout/settings.js';
import { pricingRoutes, type PricingRoutesOptions } from './pricing-routes.js';
import { composerMail, composerMailQuery } from './composer-mail.js';
import { COMPOSER_MAIL_PATH } from '../../../editor/digital-composer.js';
import { confirmationMailOf, missingDocument, previewDocument, PREVIEW_CSP, type PreviewMail } from './confirmation-mail.js';
import { packingSlipOf } from './packing-slip.js';
import { listOutbox, outboxDocument } from './mail-outbox.js';
import type { SiteContent } from '../../../site/content/types.js';
import type { SavedMailSettings } from '../../mail/saved-mail-settings.js';
import { checkMailSettings, cleanMailSettings, senderOf, type MailSettings } from '../../../editor/mail-settings.js';
import { MAIL_TEXTS } from '../../../editor/mail-texts.js';
import { FR_MAIL_TEXTS } from '../../../editor/mail-texts-fr.js';

export const OWNER_API = '/api/commerce/owner';

export interface OwnerRoutesOptions {
  store: Store;
  accounts: AccountService;
  actions: OrderActions;
  refunds: Refunds;
  currency: string;
  timeZone: string;
  /** The shipping options as the checkout has them now (an order made with one since deleted shows its id). */
  shippingOptions(): Promise<readonly ShippingOption[]>;
  maxBodyBytes: number;
  /** Shipping, Taxes, Discounts and Gift cards (pricing-routes.ts). */
  pricing: Omit<PricingRoutesOptions, 'store' | 'currency' | 'api' | 'gate'>;
  /** The site content now (the editor's live content where it runs): the packing slip's store name and address. */
  content(): SiteContent;
  mailSettings: SavedMailSettings;
  /** The public address and sender in use when the owner saved none. */
  publicUrl(): string;
  defaultSender: string;
}

type OrderQuery = OrderFilter & { cursor?: string; limit?: number };

export async function ownerCommerceRoutes(app: FastifyInstance, o: OwnerRoutesOptions): Promise<void> {
  await app.register(cookie);
  app.setErrorHandler((error: FastifyError | OwnerCommerceError, request: FastifyRequest, reply: FastifyReply) => {
    const language = requestLanguage(request);
    let body;
    if (error instanceof OwnerCommerceError) body = error.toBody(language);
    else {
      const api = toApiError(error as FastifyError, o.maxBodyBytes);
      body = api.statusCode >= 500 ? ownerCommerceError('INTERNAL_ERROR').toBody(language) : { status: api.statusCode, code: 'INVALID_REQUEST', message: api.message, crumbFail: false };
    }
    if (body.status >= 500) request.log.error({ err: error }, 'owner commerce request failed');
    else request.log.info({ code: body.code }, body.message);
    return reply.code(body.status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
  });
  const gate = commerceGate(o.accounts, o.store);
  const detail = async (orderId: string) => {
    const options = await o.shippingOptions();
    const shippingName = (id: string, language: string) => {
      // Orders from before 0171 kept no name: today's option's, else its id.
      return shippingNameIn(options.find((x) => x.id === id), language) ?? id;
    };
    const order = await orderDetail(o.store.db, orderId, shippingName);
    if (!order) throw ownerCommerceError('ORDER_NOT_FOUND');
    return order;
  };
  const filterOf = (q: OrderQuery): OrderFilter => ({ q: q.q, payment: q.payment, fulfillment: q.fulfillment, customer: q.customer, subscription: q.subscription, from: q.from, to: q.to });
  const sendPreview = (reply: FastifyReply, code: number, html: string) =>
    reply
      .code(code)
      .header('content-security-policy', PREVIEW_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);
  /** The saved settings, and what mail uses now (the saved value, else the server's). */
  const mailSettingsView = (saved: MailSettings) => ({ settings: saved, inEffect: { publicUrl: o.publicUrl(), sender: senderOf(saved) ?? o.defaultSender } });

  app.get(`${OWNER_API}/me`, { onRequest: gate('read') }, async (request) => {
    const actor = actorOfRequest(request);
    return { role: actor.role, can: allowedActions(actor) };
  });

  app.get<{ Querystring: OrderQuery }>(`${OWNER_API}/orders`, { onRequest: gate('read'), schema: { querystring: S.orderFilterQuery } }, async (request) =>
    listOrders(o.store, filterOf(request.query), o.timeZone, request.query.cursor, request.query.limit),
  );

  app.get<{ Querystring: OrderQuery }>(`${OWNER_API}/orders/export.csv`, { onRequest: gate('read'), schema: { querystring: S.orderFilterQuery } }, async (request, reply) => {
    const csv = await ordersCsv(o.store, filterOf(request.query), o.timeZone);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="orders.csv"').send(csv);
  });

  app.get<{ Params: { orderId: string } }>(`${OWNER_API}/orders/:orderId`, { onRequest: gate('read'), schema: { params: S.orderParams } }, async (request) => ({
    order: await detail(request.params.orderId),
    can: allowedActions(actorOfRequest(request)),
  }));

  app.get<{ Params: { orderId: string } }>(`${OWNER_API}/orders/:orderId/confirmation-mail`, { onRequest: gate('read'), schema: { params: S.orderParams } }, async (request, reply) => {
    const found = await confirmationMailOf(o.store.db, request.params.orderId);
    // The frame shows a page either way: the mail, or what is missing in the owner's language.
    const missing = found === 'no-order' ? 'ORDER_NOT_FOUND' : found === 'no-mail' ? 'MAIL_NOT_FOUND' : null;
    const html = missing ? missingDocument(ownerCommerceError(missing).toBody(requestLanguage(request)).message) : previewDocument(found as PreviewMail);
    return sendPreview(reply, missing ? 404 : 200, html);
  });

  // The composer preview's mail (page type 210): the confirmation a buyer of the composed product gets, built by the order mail itself.
  app.get<{ Querystring: Record<string, string> }>(COMPOSER_MAIL_PATH, { onRequest: gate('read'), schema: { querystring: composerMailQuery } }, async (request, reply) => {
    const mail = composerMail(request.query, { currency: o.currency, baseUrl: `${request.protocol}://${request.host}` });
    return sendPreview(reply, 200, previewDocument(mail));
  });

  app.get<{ Params: { orderId: string } }>(`${OWNER_API}/orders/:orderId/packing-slip`, { onRequest: gate('read'), schema: { params: S.orderParams } }, async (request) => ({
    slip: packingSlipOf(await detail(request.params.orderId), o.content()),
  }));

  app.post<{ Params: { orderId: string }; Body: { carrier: string; trackingNumber: string; notify: boolean; idempotencyKey: string } }>(
    `${OWNER_API}/orders/:orderId/fulfillment`,
    { onRequest: gate('fulfil'), schema: { params: S.orderParams, body: S.fulfilBody } },
    async (request) => {
      const b = request.body;
      const actor = actorOfRequest(request);
      const r = await o.actions.fulfil(request.params.orderId, { carrier: b.carrier, trackingNumber: b.trackingNumber, notify: b.notify, key: b.idempotencyKey }, actor.accountId);
      request.log.info({ by: actor.accountId, order: request.params.orderId, replayed: r.replayed }, 'order fulfilled');
      return { replayed: r.replayed, order: await detail(request.params.orderId) };
    },
  );

  app.post<{ Params: { orderId: string }; Body: { amountCents?: number; lines: RefundLine[]; restock: boolean; reason: string; idempotencyKey: string } }>(
    `${OWNER_API}/orders/:orderId/refunds`,
    { onRequest: gate('refund'), schema: { params: S.orderParams, body: S.refundBody } },
    async (request) => {
      const b = request.body;
      const actor = actorOfRequest(request);
      if (b.amountCents === undefined && b.lines.length === 0) throw ownerCommerceError('INVALID_REQUEST');
      const r = await o.refunds.refund(request.params.orderId, { amountCents: b.amountCents, lines: b.lines, restock: b.restock, reason: b.reason.trim(), key: b.idempotencyKey, accountId: actor.accountId });
      request.log.info({ by: actor.accountId, order: request.params.orderId, refund: r.refundId, replayed: r.replayed }, 'order refunded');
      return { replayed: r.replayed, refundId: r.refundId, succeeded: r.succeeded, order: await detail(request.params.orderId) };
    },
  );

  app.post<{ Params: { orderId: string }; Body: { restock: boolean; idempotencyKey: string } }>(
    `${OWNER_API}/orders/:orderId/cancellation`,
    { onRequest: gate('cancel'), schema: { params: S.orderParams, body: S.cancelBody } },
    async (request) => {
      const actor = actorOfRequest(request);
      const r = await o.actions.cancel(request.params.orderId, { restock: request.body.restock, key: request.body.idempotencyKey }, actor.accountId);
      request.log.info({ by: actor.accountId, order: request.params.orderId, replayed: r.replayed }, 'order canceled');
      return { replayed: r.replayed, refunded: r.refundedCents, order: await detail(request.params.orderId) };
    },
  );

  app.post<{ Params: { orderId: string }; Body: { idempotencyKey: string } }>(
    `${OWNER_API}/orders/:orderId/confirmation`,
    { onRequest: gate('resend'), schema: { params: S.orderParams, body: S.keyBody } },
    async (request) => {
      const actor = actorOfRequest(request);
      const r = await o.actions.resendConfirmation(request.params.orderId, request.body.idempotencyKey, actor.accountId);
      return { replayed: r.replayed, order: await detail(request.params.orderId) };
    },
  );

  app.get<{ Querystring: { q?: string; cursor?: string; limit?: number } }>(`${OWNER_API}/customers`, { onRequest: gate('read'), schema: { querystring: S.customersQuery } }, async (request) =>
    listCustomers(o.store, request.query.q, request.query.cursor, o.currency, request.query.limit),
  );

  app.get<{ Querystring: { q?: string } }>(`${OWNER_API}/customers/export.csv`, { onRequest: gate('read'), schema: { querystring: S.customersQuery } }, async (request, reply) => {
    const csv = await customersCsv(o.store, request.query.q, o.currency);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="customers.csv"').send(csv);
  });

  app.get<{ Params: { email: string } }>(`${OWNER_API}/customers/:email`, { onRequest: gate('read'), schema: { params: S.customerParams } }, async (request) => {
    const customer = await customerOf(o.store, request.params.email, o.currency);
    if (!customer) throw ownerCommerceError('CUSTOMER_NOT_FOUND');
    const subscriptions = await listSubscriptions(o.store, { customer: customer.email }, undefined);
    return { customer, subscriptions: subscriptions.subscriptions };
  });

  app.get<{ Querystring: { status?: OwnerSubscriptionStatus; customer?: string; cursor?: string; limit?: number } }>(
    `${OWNER_API}/subscriptions`,
    { onRequest: gate('read'), schema: { querystring: S.subscriptionsQuery } },
    async (request) => listSubscriptions(o.store, { status: request.query.status, customer: request.query.customer }, request.query.cursor, request.query.limit),
  );

  app.get<{ Querystring: { status?: OwnerSubscriptionStatus } }>(`${OWNER_API}/subscriptions/export.csv`, { onRequest: gate('read'), schema: { querystring: S.subscriptionsQuery } }, async (request, reply) => {
    const csv = await subscriptionsCsv(o.store, request.query.status);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="subscriptions.csv"').send(csv);
  });

  app.get<{ Params: { subscriptionId: string } }>(`${OWNER_API}/subscriptions/:subscriptionId`, { onRequest: gate('read'), schema: { params: S.subscriptionParams } }, async (request) => {
    const subscription = await subscriptionOf(o.store, request.params.subscriptionId);
    if (!subscription) throw ownerCommerceError('SUBSCRIPTION_NOT_FOUND');
    return { subscription };
  });

  app.post<{ Params: { subscriptionId: string; action: SubscriptionAction }; Body: { idempotencyKey: string } }>(
    `${OWNER_API}/subscriptions/:subscriptionId/:action`,
    { onRequest: gate('subscriptions'), schema: { params: S.subscriptionActionParams, body: S.keyBody } },
    async (request) => {
      const actor = actorOfRequest(request);
      const { subscriptionId, action } = request.params;
      const r = await changeSubscription(o.store, subscriptionId, action, request.body.idempotencyKey, actor.accountId);
      request.log.info({ by: actor.accountId, subscription: subscriptionId, action, replayed: r.replayed }, 'subscription changed');
      return { replayed: r.replayed, subscription: (await subscriptionOf(o.store, subscriptionId)) ?? null };
    },
  );

  app.get<{ Querystring: { from: string; to: string } }>(`${OWNER_API}/revenue`, { onRequest: gate('read'), schema: { querystring: S.revenueQuery } }, async (request) => {
    const { from, to } = request.query;
    if (from > to) throw ownerCommerceError('INVALID_DATE_RANGE');
    const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000).toISOString();
    return { from, to, revenue: await revenueBetween(o.store.db, { from: `${from}T00:00:00.000Z`, to: end }) };
  });

  pricingRoutes(app, { ...o.pricing, store: o.store, currency: o.currency, api: OWNER_API, gate });

  app.get(`${OWNER_API}/mail-settings`, { onRequest: gate('read') }, async () => mailSettingsView(await o.mailSettings.load()));

  app.put<{ Body: MailSettings }>(`${OWNER_API}/mail-settings`, { onRequest: gate('grant'), schema: { body: S.mailSettingsBody } }, async (request, reply) => {
    const issues = checkMailSettings(request.body as unknown as Record<string, unknown>);
    if (issues.length) {
      const language = requestLanguage(request);
      const errors = language === 'fr' ? FR_MAIL_TEXTS.errors : MAIL_TEXTS.errors;
      const fields = Object.fromEntries(issues.map((i) => [i.field, errors[i.problem]]));
      return reply.code(400).header('cache-control', 'no-store').send({ ...ownerCommerceError('MAIL_SETTINGS_INVALID').toBody(language), fields });
    }
    const saved = await o.mailSettings.save(cleanMailSettings(request.body as unknown as Record<string, unknown>));
    request.log.info({ by: actorOfRequest(request).accountId }, 'mail settings changed');
    return mailSettingsView(saved);
  });

  app.get<{ Querystring: { cursor?: string; limit?: number } }>(`${OWNER_API}/mail-outbox`, { onRequest: gate('read'), schema: { querystring: S.outboxQuery } }, async (request) =>
    listOutbox(o.store, request.query.cursor, request.query.limit),
  );

  app.get<{ Params: { mailId: string } }>(`${OWNER_API}/mail-outbox/:mailId`, { onRequest: gate('read'), schema: { params: S.mailParams } }, async (request, reply) => {
    const language = requestLanguage(request);
    const html = await outboxDocument(o.store, request.params.mailId, (language === 'fr' ? FR_MAIL_TEXTS : MAIL_TEXTS).hidden);
    return html === undefined ? sendPreview(reply, 404, missingDocument(ownerCommerceError('OUTBOX_MAIL_NOT_FOUND').toBody(language).message)) : sendPreview(reply, 200, html);
  });

  app.get(`${OWNER_API}/money-grants`, { onRequest: gate('grant') }, async () => ({ managers: await listManagerGrants(o.store) }));

  app.put<{ Params: { accountId: string }; Body: { granted: boolean } }>(
    `${OWNER_API}/money-grants/:accountId`,
    { onRequest: gate('grant'), schema: { params: S.grantParams, body: S.grantBody } },
    async (request) => {
      const manager = await setMoneyGrant(o.store, request.params.accountId, request.body.granted);
      request.log.info({ by: actorOfRequest(request).accountId, account: manager.accountId, granted: manager.moneyGranted }, 'money grant changed');
      return { manager };
    },
  );
}
