/**
 * The checkout routes, one encapsulated plugin with its own cookie and form
 * parsers and error handler:
 *
 *   POST /api/commerce/checkout          the checkout form (update or place), form post or JSON
 *   GET  /api/commerce/checkout          the cart with its checkout totals (JSON)
 *
 * A form post (no JavaScript) is answered by a 303 to the checkout page
 * again (its errors saved with the draft) or to the order's page; a JSON
 * post by `{ ok, redirect }` or a failure `{ status, code, message,
 * crumbFail, fields }`. Changes carry the crumb (header or `crumb` query).
 * The pages themselves are rendered by the site (pages.ts gives their data).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { formBody } from '../../ops/form-body.js';
import { cartIdOf, crumbMatches, ensureCrumb } from '../cookies.js';
import { toFailure } from '../routes.js';
import { commerceError } from '../errors.js';
import type { CartKind } from '../../store/index.js';
import type { CheckoutService } from './checkout-service.js';
import { codeOf, statusOf, type AnyErrorCode } from './errors.js';
import { errorText } from './texts.js';
import { postSchema, totalsSchema } from './schemas.js';
import { orderPageOf } from './pages.js';
import { findCartKind } from './cart-kind.js';
import { pricedCart } from './priced-cart.js';
import type { OrderLinks } from '../orders/order-links.js';
import { orderPagePath } from '../../../site/paths/checkout-paths.js';
import { safeReturnPath } from '../../../editor/return-to.js';

export interface CheckoutRoutesOptions {
  service: CheckoutService;
  links: OrderLinks;
  /** The language tag and path prefix of a site path. */
  languageOf(path: string): { language: string; prefix: string };
  /** Values of the error texts' placeholders in a language ({subtotal}: the store minimum). */
  textValues(language: string): Promise<Record<string, string>>;
  maxBodyBytes: number;
}

type PostBody = Record<string, string | number | boolean | undefined> & { action?: 'update' | 'place'; cartToken?: string; returnTo?: string };

/** Where a form post may send the shopper back to: a checkout page of this site. */
export function safeReturnTo(value: unknown, prefix: string): string {
  const back = safeReturnPath(value);
  if (back === undefined) return `${prefix}/checkout`;
  const path = back.split('?')[0]!;
  return path === `${prefix}/checkout` || path.startsWith(`${prefix}/checkout/`) ? back : `${prefix}/checkout`;
}

export async function checkoutRoutes(app: FastifyInstance, { service, links, languageOf, textValues, maxBodyBytes }: CheckoutRoutesOptions): Promise<void> {
  await app.register(cookie);
  await app.register(formbody, formBody(maxBodyBytes));

  const isForm = (request: FastifyRequest) => (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  const langOf = (request: FastifyRequest) => {
    const back = (request.body as PostBody | undefined)?.returnTo;
    return languageOf(typeof back === 'string' ? back.split('?')[0]! : '/');
  };

  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const code = codeOf(error);
    const { language, prefix } = langOf(request);
    // A form post whose crumb expired: back to the page, which brings a new one.
    if (code === 'CRUMB_FAIL' && isForm(request)) return reply.redirect(safeReturnTo((request.body as PostBody | undefined)?.returnTo, prefix), 303);
    const failure = code
      ? { status: statusOf(code), code, message: errorText(code, language, await textValues(language)), crumbFail: code === 'CRUMB_FAIL', ...(fieldsOf(error) ? { fields: fieldsOf(error) } : {}) }
      : toFailure(error, maxBodyBytes);
    if (failure.status >= 500 && !code) request.log.error({ err: error }, 'checkout request failed');
    return reply.code(failure.status).type('application/json; charset=utf-8').send(failure);
  });

  app.addHook('preValidation', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (!crumbMatches(request)) {
      ensureCrumb(request, reply);
      throw commerceError('CRUMB_FAIL');
    }
  });

  /** The cart a post or read is about: the cart cookie's, or a subscription or gift-card cart named by its token. */
  const cartOf = async (request: FastifyRequest, token: unknown): Promise<{ kind: CartKind; id: string } | undefined> => {
    if (typeof token === 'string' && token !== '') {
      const kind = await findCartKind(service, token);
      return kind && kind !== 'cart' ? { kind, id: token } : undefined;
    }
    const id = cartIdOf(request.cookies);
    return id ? { kind: 'cart', id } : undefined;
  };

  app.post<{ Body: PostBody }>('/api/commerce/checkout', { schema: postSchema }, async (request, reply) => {
    const body = request.body;
    const { language, prefix } = langOf(request);
    const back = safeReturnTo(body.returnTo, prefix);
    const target = await cartOf(request, body.cartToken);
    const answer = async (location: string, failure?: { code: AnyErrorCode; fields?: Record<string, string> }) => {
      if (isForm(request)) return reply.redirect(location, 303);
      if (!failure) return { ok: true, redirect: location };
      return reply.code(statusOf(failure.code)).send({ status: statusOf(failure.code), code: failure.code, message: errorText(failure.code, language, await textValues(language)), crumbFail: false, ...(failure.fields ? { fields: failure.fields } : {}) });
    };
    if (!target) return answer(back, { code: 'CHECKOUT_NOT_FOUND' });
    const account = await service.accountOf(request.headers.cookie);
    if (body.action !== 'place') {
      const done = await service.orderOfCart(target.id);
      if (done) return answer(await orderUrl(done.id, done.kind, done.status, prefix));
      // "Use this address" (a saved one of the signed-in account): its fields replace the shipping address typed.
      const saved = account && typeof body.useAddress === 'string' ? await service.savedAddressFields(account.id, body.useAddress) : undefined;
      await service.update(target.kind, target.id, saved ? { ...body, ...saved } : body);
      // Without JavaScript the page comes back at the shipping address just filled in.
      return answer(saved && isForm(request) ? `${back}#checkout-shipping` : back);
    }
    try {
      const { order, existing } = await service.place(target.kind, target.id, body, language, account?.id ?? null);
      if (account && !existing) await saveAddress(request, target.id, account.id);
      return answer(await orderUrl(order.id, order.kind, order.status, prefix));
    } catch (e) {
      const code = codeOf(e);
      if (!code) throw e;
      return answer(back, { code, ...(fieldsOf(e) ? { fields: fieldsOf(e)! } : {}) });
    }
  });

  app.get<{ Querystring: { cartToken?: string } }>('/api/commerce/checkout', { schema: totalsSchema }, async (request, reply) => {
    ensureCrumb(request, reply);
    reply.header('cache-control', 'no-store');
    const target = await cartOf(request, request.query.cartToken);
    const st = target ? await service.state(target.kind, target.id) : undefined;
    if (!st) return reply.code(404).send({ status: 404, code: 'CHECKOUT_NOT_FOUND', message: errorText('CHECKOUT_NOT_FOUND', 'en-US'), crumbFail: false });
    return pricedCart(st);
  });

  /** The order is placed: a failure to save the address to the book is logged, never the shopper's. */
  async function saveAddress(request: FastifyRequest, cartId: string, userId: string): Promise<void> {
    try {
      await service.saveAddressOfOrder(cartId, userId);
    } catch (e) {
      request.log.warn({ err: e }, 'the address of an order could not be saved to the account');
    }
  }

  async function orderUrl(orderId: string, kind: string, status: string, prefix: string): Promise<string> {
    return orderPagePath(orderPageOf(kind, status), prefix, orderId, await links.token(orderId));
  }
}

function fieldsOf(e: unknown): Record<string, string> | undefined {
  const f = (e as { fields?: Record<string, string> }).fields;
  return f && Object.keys(f).length ? f : undefined;
}
