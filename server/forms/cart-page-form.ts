/**
 * The cart page without JavaScript: each line's quantity and remove are
 * plain forms (crumb, entryId, quantity, the cart page to go back to),
 * posted here urlencoded, answered with a redirect to that cart page (303).
 * A refused change leaves the cart as it was and the cart page shows the
 * reason once, in its language (`formPost.cartLine`, through the same page
 * states as the other forms). With JavaScript, the cart-page island
 * replaces the forms and sends the JSON cart calls instead.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CartService } from '../commerce/cart-service.js';
import { cartIdOf, crumbIs } from '../commerce/cookies.js';
import { CommerceError } from '../commerce/errors.js';
import { cartPageOf, refusalText } from './cart-form.js';
import { CART_QUANTITY_FORM_PATH, CART_REMOVE_FORM_PATH } from '../../site/paths/cart-form-paths.js';
import { formRateLimit } from './form-rate-limit.js';
import type { PageStates } from './page-state.js';
import type { SiteTexts } from './site-texts.js';

export { CART_QUANTITY_FORM_PATH, CART_REMOVE_FORM_PATH };

/** The quantity that removes the line, as the island does with it. */
const REMOVING_QUANTITY = 0;

type LineFormBody = { crumb?: string; entryId: string; quantity?: string; cartPath?: string };

const lineSchema = (quantityRequired: boolean) =>
  ({
    body: {
      type: 'object',
      required: quantityRequired ? ['entryId', 'quantity'] : ['entryId'],
      additionalProperties: false,
      properties: {
        crumb: { type: 'string', maxLength: 200 },
        entryId: { type: 'string', minLength: 1, maxLength: 200 },
        quantity: { type: 'string', maxLength: 20 },
        cartPath: { type: 'string', maxLength: 50 },
      },
    },
  }) as const;

export interface CartPageFormOptions {
  carts: CartService;
  pageStates: PageStates;
  texts: SiteTexts;
  /** The forms' per-client rate limit. */
  rateLimit: { max: number; windowMs: number };
}

/** What the cart page shows after a refused line form: which line, the action's title key, what was typed and why. */
export interface CartLineOutcome {
  entryId: string;
  action: 'quantity' | 'remove';
  quantity?: string;
  message: string;
}

export async function cartPageFormRoutes(app: FastifyInstance, { carts, pageStates, texts, rateLimit }: CartPageFormOptions): Promise<void> {
  const overLimit = { quantity: formRateLimit(app, rateLimit), remove: formRateLimit(app, rateLimit) };

  /** Runs a line change after the crumb check; a refusal is kept for the cart page, which the browser goes back to either way. */
  const answer = async (request: FastifyRequest<{ Body: LineFormBody }>, reply: FastifyReply, action: CartLineOutcome['action'], change: (cartId: string | undefined) => Promise<unknown>) => {
    const b = request.body;
    const cartPage = cartPageOf(b.cartPath);
    try {
      if (await overLimit[action](request, reply)) throw new CommerceError('RATE_LIMITED');
      if (!crumbIs(request, b.crumb)) throw new CommerceError('CRUMB_FAIL');
      await change(cartIdOf(request.cookies));
    } catch (e) {
      if (!(e instanceof CommerceError) || e.statusCode >= 500) throw e;
      const outcome: CartLineOutcome = { entryId: b.entryId, action, message: refusalText(texts, cartPage, e), ...(b.quantity !== undefined ? { quantity: b.quantity } : {}) };
      await pageStates.remember(reply, request, { cartLine: outcome });
    }
    return reply.redirect(cartPage, 303);
  };

  app.post<{ Body: LineFormBody }>(CART_QUANTITY_FORM_PATH, { schema: lineSchema(true) }, async (request, reply) =>
    answer(request, reply, 'quantity', (cartId) => {
      const q = request.body.quantity!.trim();
      // 0 removes the line (the island's rule); anything else is checked by the cart like the JSON call.
      return q !== '' && Number(q) === REMOVING_QUANTITY ? carts.remove(cartId, request.body.entryId) : carts.setQuantity(cartId, request.body.entryId, q);
    }),
  );

  app.post<{ Body: LineFormBody }>(CART_REMOVE_FORM_PATH, { schema: lineSchema(false) }, async (request, reply) =>
    answer(request, reply, 'remove', (cartId) => carts.remove(cartId, request.body.entryId)),
  );
}
