/**
 * The shopper's subscription changes, from the account's orders page
 * (/account/orders; server/commerce/orders/account-page-data.ts):
 *
 *   POST /api/commerce/account/subscriptions/:id/cancel|pause|resume
 *   POST /api/commerce/account/subscriptions/:id/card    cardNumber, cardExpiry, cardCvc
 *
 * Plain form posts (they work without JavaScript) answered by a 303 back
 * to the orders page (`?done=` or `?refused=`); a JSON post gets
 * `{ ok, status }` or the session API's failure. The crumb (query or
 * header) and the signed-in session are required; another account's
 * subscription is 404. The new card is checked by authorising nothing
 * (CARD_CHECK_CENTS) with the provider, which keeps it for the renewals.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { formBody } from '../ops/form-body.js';
import { crumbMatches, ensureCrumb } from '../commerce/cookies.js';
import { commerceError } from '../commerce/errors.js';
import type { CommerceServices } from '../commerce/index.js';
import { accountSubscription, changeSubscription, type SubscriptionAction } from '../commerce/orders/account-orders.js';
import { ACCOUNT_ORDERS_PATH } from '../commerce/orders/account-page-data.js';
import type { AccountService } from './account-service.js';
import { resolveAccount } from './request-account.js';

/** The provider is asked to authorise this much to check and keep a new card: nothing is charged. */
export const CARD_CHECK_CENTS = 0;
const ACTIONS = ['cancel', 'pause', 'resume', 'card'] as const;
/** The orders page of a site language ('/account/orders', '/fr/account/orders'). */
const ORDERS_PAGE = /^(\/[A-Za-z0-9-]+)?\/account\/orders$/;

export interface SubscriptionRoutesOptions {
  accounts: AccountService;
  commerce: CommerceServices;
  maxBodyBytes: number;
}

type Params = { id: string; action: (typeof ACTIONS)[number] };
type Body = { cardNumber?: string; cardExpiry?: string; cardCvc?: string };

export async function subscriptionRoutes(app: FastifyInstance, { accounts, commerce, maxBodyBytes }: SubscriptionRoutesOptions): Promise<void> {
  await app.register(cookie);
  await app.register(formbody, formBody(maxBodyBytes));
  const card = { type: 'string', maxLength: 40 } as const;
  app.post<{ Params: Params; Body: Body; Querystring: { returnTo?: string; crumb?: string } }>(
    '/api/commerce/account/subscriptions/:id/:action',
    {
      schema: {
        params: { type: 'object', required: ['id', 'action'], properties: { id: { type: 'string', maxLength: 64 }, action: { type: 'string', enum: [...ACTIONS] } } },
        querystring: { type: 'object', properties: { returnTo: { type: 'string', maxLength: 200 }, crumb: { type: 'string', maxLength: 200 } } },
        body: { type: ['object', 'null'], properties: { cardNumber: card, cardExpiry: card, cardCvc: card } },
      },
    },
    async (request, reply) => {
      const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
      const back = ORDERS_PAGE.test(request.query.returnTo ?? '') ? request.query.returnTo! : ACCOUNT_ORDERS_PATH;
      const answer = (ok: boolean, status: number, what: string) => {
        if (isForm) return reply.redirect(`${back}?${ok ? 'done' : 'refused'}=${what}`, 303);
        return reply.code(status).send(ok ? { ok: true, status: what } : { ok: false, status: what });
      };
      if (!crumbMatches(request)) {
        ensureCrumb(request, reply);
        if (isForm) return reply.redirect(back, 303);
        return reply.code(403).send(commerceError('CRUMB_FAIL').toBody());
      }
      const signedIn = await resolveAccount(accounts, request.cookies, request.log);
      if (!signedIn) return isForm ? reply.redirect(`${back.replace(/\/orders$/, '')}?returnTo=${encodeURIComponent(back)}`, 303) : reply.code(401).send({ ok: false, status: 'signed-out' });
      const store = commerce.store;
      const sub = await accountSubscription(store.db, signedIn.account.id, request.params.id);
      if (!sub) return reply.code(404).send({ ok: false, status: 'not-found' });
      if (request.params.action === 'card') return updateCard(request, reply, commerce, sub.id, answer);
      const done = await store.change((tx) => changeSubscription(tx, sub, request.params.action as SubscriptionAction, new Date()));
      request.log.info({ subscription: sub.id, action: request.params.action, done }, 'subscription changed by the shopper');
      return answer(done, done ? 200 : 409, request.params.action);
    },
  );
}

async function updateCard(
  request: FastifyRequest<{ Body: Body }>,
  _reply: FastifyReply,
  commerce: CommerceServices,
  subscriptionId: string,
  answer: (ok: boolean, status: number, what: string) => unknown,
): Promise<unknown> {
  const b = request.body ?? {};
  const provider = commerce.checkout.provider;
  const r = await provider.authorize({
    amountCents: CARD_CHECK_CENTS,
    currency: commerce.carts.catalogue.currency,
    card: { number: b.cardNumber ?? '', expiry: b.cardExpiry ?? '', cvc: b.cardCvc ?? '', name: '' },
    // Each card the shopper sends is its own attempt: a key from the clock gave a card sent in the same millisecond as a declined one that one's answer.
    idempotencyKey: `card-check:${subscriptionId}:${randomUUID()}`,
    description: `card for subscription ${subscriptionId}`,
    keepForRenewals: true,
  });
  if (r.status !== 'authorized' || !r.savedMethod) return answer(false, 400, 'card');
  await provider.void(r.paymentId).catch(() => undefined);
  await commerce.store.db.updateTable('subscriptions').set({ payment_method: r.savedMethod, renewal_attempts: 0 }).where('id', '=', subscriptionId).execute();
  return answer(true, 200, 'card');
}
