/**
 * Add to cart without JavaScript: the product page's checkout is a plain
 * form (crumb, itemId, sku, quantity, the page and the cart page to go
 * to), posted here urlencoded. A good add goes to the cart page (303); a
 * refused one goes back to the product page, which shows the reason once
 * (`formPost.cartAdd`, through the same page states as the forms). With
 * JavaScript, the add-to-cart island sends the JSON add instead.
 */
import type { FastifyInstance } from 'fastify';
import type { CartService } from '../commerce/cart-service.js';
import { cartIdOf, crumbIs, rememberCart } from '../commerce/cookies.js';
import { CommerceError, type CommerceErrorCode } from '../commerce/errors.js';
import { formRateLimit } from './form-rate-limit.js';
import type { PageStates } from './page-state.js';
import { safePath } from './routes.js';
import type { SiteTexts } from './site-texts.js';
import { ProductType } from '../../engine/commerce/model.js';
import { CHECKOUT_PAGE_PATHS } from '../../site/paths/checkout-paths.js';

export const CART_FORM_PATH = '/api/commerce/shopping-cart/form';

/** The cart page of a site language: `/cart` or `/fr/cart`. */
const CART_PATH = /^(\/[a-z]{2,3}(-[a-z]{2,4})?)?\/cart$/i;

/** The cart page a form names, when it is one of this site's; else the default language's. */
export function cartPageOf(path: string | undefined): string {
  return path && CART_PATH.test(path) ? path : '/cart';
}

/** Refusals the shoppers' text catalogue words (client/texts.ts keys), so a translated site says them in its language. */
const WIDGET_TEXT: Partial<Record<CommerceErrorCode, string>> = {
  VARIANT_UNAVAILABLE: 'variantUnavailable',
  NOT_ENOUGH_STOCK: 'notEnoughStock',
  QUANTITY_NOT_NUMBER: 'quantityNotNumber',
  QUANTITY_NOT_WHOLE: 'quantityNotWhole',
  QUANTITY_OUT_OF_RANGE: 'quantityOutOfRange',
  GIFT_CARD_DENOMINATION: 'giftCardDenomination',
  ENTRY_NOT_FOUND: 'entryNotFound',
  CRUMB_FAIL: 'sessionExpired',
  RATE_LIMITED: 'tooManyRequests',
};

/** A refusal in the language of the page at `path`: the catalogue's words there, else the commerce text (the English catalogue's). */
export function refusalText(texts: SiteTexts, path: string, e: CommerceError): string {
  const key = WIDGET_TEXT[e.code];
  return (key && texts.widgetText({ path }, key)) || e.message;
}

type CartFormBody = { crumb?: string; itemId: string; sku?: string; quantity?: string; returnTo?: string; cartPath?: string };

const schema = {
  body: {
    type: 'object',
    required: ['itemId'],
    additionalProperties: false,
    properties: {
      crumb: { type: 'string', maxLength: 200 },
      itemId: { type: 'string', minLength: 1, maxLength: 200 },
      sku: { type: 'string', maxLength: 200 },
      quantity: { type: 'string', maxLength: 20 },
      returnTo: { type: 'string', maxLength: 2000 },
      cartPath: { type: 'string', maxLength: 50 },
    },
  },
} as const;

export interface CartFormOptions {
  carts: CartService;
  pageStates: PageStates;
  texts: SiteTexts;
  /** The forms' per-client rate limit. */
  rateLimit: { max: number; windowMs: number };
}

export async function cartFormRoute(app: FastifyInstance, { carts, pageStates, texts, rateLimit }: CartFormOptions): Promise<void> {
  const overLimit = formRateLimit(app, rateLimit);
  app.post<{ Body: CartFormBody }>(CART_FORM_PATH, { schema }, async (request, reply) => {
    const b = request.body;
    const back = safePath(b.returnTo);
    const cartPage = cartPageOf(b.cartPath);
    try {
      if (await overLimit(request, reply)) throw new CommerceError('RATE_LIMITED');
      if (!crumbIs(request, b.crumb)) throw new CommerceError('CRUMB_FAIL');
      // SPEC section 4: a gift card goes to the gift-card page with the item and chosen variant (as the island does).
      if (carts.catalogue.get(b.itemId)?.type === ProductType.GIFT_CARD) {
        const prefix = cartPage.slice(0, -'/cart'.length);
        return reply.redirect(`${prefix}${CHECKOUT_PAGE_PATHS.giftCard}?itemId=${encodeURIComponent(b.itemId)}${b.sku ? `&sku=${encodeURIComponent(b.sku)}` : ''}`, 303);
      }
      const { cart } = await carts.add(cartIdOf(request.cookies), { itemId: b.itemId, sku: b.sku || null, quantity: b.quantity ?? '1', additionalFields: null });
      if (cart.id) rememberCart(request, reply, cart.id);
    } catch (e) {
      if (!(e instanceof CommerceError) || e.statusCode >= 500) throw e;
      const message = refusalText(texts, back, e);
      await pageStates.remember(reply, request, { cartAdd: { itemId: b.itemId, sku: b.sku ?? '', quantity: b.quantity ?? '1', message } });
      return reply.redirect(`${back}#item-${encodeURIComponent(b.itemId)}`, 303);
    }
    return reply.redirect(cartPage, 303);
  });
}
