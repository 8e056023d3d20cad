/**
 * The commerce API routes (SPEC section 7), one encapsulated plugin with
 * its own cookie parser, rate limit and error handler, so every failure
 * here answers `{ message, crumbFail, status, code }`:
 *
 *   POST   /api/commerce/shopping-cart/entries                           add
 *   PUT    /api/commerce/shopping-cart/entries/:entryId/additionalFields  form answers
 *   PUT    /api/commerce/shopping-cart/entries/:entryId                   quantity
 *   DELETE /api/commerce/shopping-cart/entries/:entryId                   removal
 *   GET    /api/commerce/shopping-cart                                    the cart
 *   POST   /api/3/commerce/cart/subscription                              subscription cart token
 *   GET    /api/commerce/inventory/stock/?itemId=                         stock
 *
 * `?language=` or the X-Page-Language header (the page's `lang`) gives the answer's cart lines in that language.
 *
 * Changes (every method but GET) must carry the crumb; reads set one.
 */
import { placesRoutes } from './places.js';
import { SESSION_RECORDING_ID_PATH, SESSION_RECORDING_MOCK_ID } from '../../editor/session-recording-call.js';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { Ajv } from 'ajv';
import { toApiError } from '../ops/error-handler.js';
import { lazyValidator } from '../ops/lazy-schemas.js';
import { METHOD_NOT_ALLOWED_CONFIG, methodNotAllowedRoutes, trackMethods } from '../ops/method-not-allowed.js';
import type { CartService } from './cart-service.js';
import { cartIdOf, crumbMatches, ensureCrumb, rememberCart } from './cookies.js';
import { CommerceError, commerceError, type CommerceFailure } from './errors.js';
import {
  addEntrySchema,
  getCartSchema,
  languageQuery,
  removeEntrySchema,
  setFieldsSchema,
  setQuantitySchema,
  stockSchema,
  subscriptionSchema,
} from './schemas.js';
import { sharedRateLimitStore } from '../ops/rate-limit-store.js';

export interface RateLimitOptions {
  /** Requests per client address and window. */
  max: number;
  windowMs: number;
}

export interface CommerceRoutesOptions {
  service: CartService;
  rateLimit: RateLimitOptions;
  /** The largest body the server accepts, for the error text. */
  maxBodyBytes: number;
  /** The cart as checkout prices it (checkout/priced-cart.ts): its shipping, tax and coupon fields; undefined leaves the cart as it is. */
  priceCart?: (cartId: string) => Promise<object | undefined>;
}

type EntryParams = { entryId: string };
type AddBody = { itemId: string; sku?: string | null; quantity: unknown; additionalFields?: string | null };
type FieldsBody = { itemId?: string; sku?: string | null; additionalFields: string | null };
type SubscriptionBody = { itemId: string; sku?: string | null; qty: unknown; additionalFields?: string | null };

/** How the islands name the page's language (client/api/cart-api.ts); a header that is no language tag is ignored. */
const PAGE_LANGUAGE_HEADER = 'x-page-language';
const LANGUAGE_TAG = new RegExp(languageQuery.pattern);

const AJV_OPTIONS = { allErrors: false, removeAdditional: false, useDefaults: true, strict: false } as const;
// One of each per process, not per server: ajv keeps what it compiled by schema object, so the
// route schemas (module constants) compile once however many servers a process builds (tests build hundreds).
const strict = new Ajv({ ...AJV_OPTIONS, coerceTypes: false });
const coercing = new Ajv({ ...AJV_OPTIONS, coerceTypes: true });

/**
 * Bodies are validated as sent (an array is not a string, a number not
 * text); the query string and path parameters are text, read as their
 * schema's type (`calculateSubtotal=true`).
 */
function validators(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema, httpPart }) => lazyValidator(() => (httpPart === 'body' ? strict : coercing).compile(schema)));
}

export async function commerceRoutes(app: FastifyInstance, { service, rateLimit: limit, maxBodyBytes, priceCart }: CommerceRoutesOptions): Promise<void> {
  validators(app);
  const methods = trackMethods(app);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: true,
    max: limit.max,
    timeWindow: limit.windowMs,
    ...sharedRateLimitStore(app, 'commerce'),
    errorResponseBuilder: () => commerceError('RATE_LIMITED'),
  });

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const failure = toFailure(error, maxBodyBytes);
    if (failure.status >= 500) request.log.error({ err: error }, 'commerce request failed');
    else request.log.info({ code: failure.code }, failure.message);
    return reply.code(failure.status).type('application/json; charset=utf-8').send(failure);
  });

  // The crumb is checked before the body is even read, so a forged request learns nothing about its input.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if ((request.routeOptions.config as { methodNotAllowed?: boolean } | undefined)?.methodNotAllowed === METHOD_NOT_ALLOWED_CONFIG.methodNotAllowed) return;
    if (!crumbMatches(request)) {
      ensureCrumb(request, reply);
      throw commerceError('CRUMB_FAIL');
    }
  });

  const cartOf = (request: FastifyRequest) => cartIdOf(request.cookies);
  // The page's language (`?language=`, or the X-Page-Language header the islands send): every answer's lines in it (cart-service.ts localize).
  const languageOf = (request: FastifyRequest): string | undefined => {
    const asked = (request.query as { language?: string } | undefined)?.language;
    if (asked !== undefined) return asked;
    const header = request.headers[PAGE_LANGUAGE_HEADER];
    return typeof header === 'string' && LANGUAGE_TAG.test(header) ? header : undefined;
  };

  app.post<{ Body: AddBody }>('/api/commerce/shopping-cart/entries', { schema: addEntrySchema }, async (request, reply) => {
    const { cart, entry } = await service.add(cartOf(request), request.body, languageOf(request));
    if (cart.id) rememberCart(request, reply, cart.id);
    return { shoppingCart: cart, newlyAdded: entry };
  });

  app.put<{ Params: EntryParams; Body: FieldsBody }>(
    '/api/commerce/shopping-cart/entries/:entryId/additionalFields',
    { schema: setFieldsSchema },
    async (request) => {
      const { cart, entry } = await service.setAdditionalFields(cartOf(request), request.params.entryId, request.body, languageOf(request));
      return { shoppingCart: cart, updatedEntry: entry };
    },
  );

  app.put<{ Params: EntryParams; Body: { quantity: unknown } }>(
    '/api/commerce/shopping-cart/entries/:entryId',
    { schema: setQuantitySchema },
    async (request) => {
      const { cart, entry } = await service.setQuantity(cartOf(request), request.params.entryId, request.body.quantity, languageOf(request));
      return { shoppingCart: cart, updatedEntry: entry };
    },
  );

  app.delete<{ Params: EntryParams }>('/api/commerce/shopping-cart/entries/:entryId', { schema: removeEntrySchema }, async (request) => {
    const { cart, entry } = await service.remove(cartOf(request), request.params.entryId, languageOf(request));
    return { shoppingCart: cart, removedEntry: entry };
  });

  app.get('/api/commerce/shopping-cart', { schema: getCartSchema }, async (request, reply) => {
    ensureCrumb(request, reply);
    reply.header('cache-control', 'no-store');
    const cart = await service.get(cartOf(request), languageOf(request));
    const priced = cart.id !== null && priceCart ? await priceCart(cart.id) : undefined;
    // The priced view's lines are in the store's own language: the entries stay the page language's.
    return priced ? { ...priced, entries: cart.entries } : cart;
  });

  app.post<{ Body: SubscriptionBody }>('/api/3/commerce/cart/subscription', { schema: subscriptionSchema }, async (request) => {
    const { qty, ...rest } = request.body;
    return { cartToken: await service.subscribe({ ...rest, quantity: qty }) };
  });

  const stock = async (request: FastifyRequest<{ Querystring: { itemId: string } }>, reply: FastifyReply) => {
    ensureCrumb(request, reply);
    reply.header('cache-control', 'no-store');
    return { results: await service.stock(request.query.itemId, cartOf(request)) };
  };
  app.get('/api/commerce/inventory/stock/', { schema: stockSchema }, stock);
  app.get('/api/commerce/inventory/stock', { schema: stockSchema }, stock);

  // Session recording's id call (SPEC section 7): no recording service is set up in a self-hosted store, so the
  // answer is the mock value, which tells the page to skip recording (client/tracking/session-recording.ts).
  app.get(SESSION_RECORDING_ID_PATH, async (_request, reply) => reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(SESSION_RECORDING_MOCK_ID));

  // The places calls (SPEC section 7), answered by the local gazetteer (places.ts).
  await placesRoutes(app, {});

  // Any other method on these paths: 405 with Allow, in the commerce shape.
  methodNotAllowedRoutes(app, methods, (_request, reply) => reply.type('application/json; charset=utf-8').send(commerceError('METHOD_NOT_ALLOWED').toBody()));
}

/** Any error of these routes as a commerce failure; the render service's catalogue gives the text of request errors. */
export function toFailure(error: FastifyError | CommerceError, maxBodyBytes: number): CommerceFailure {
  if (error instanceof CommerceError) return error.toBody();
  const api = toApiError(error as FastifyError, maxBodyBytes);
  if (api.statusCode >= 500) return commerceError('INTERNAL_ERROR').toBody();
  return { status: api.statusCode, code: 'INVALID_REQUEST', message: api.message, crumbFail: false };
}
