/**
 * POST /account/paywall-purchase: a paywalled page's offer (issue 18), a
 * plain form (crumb, target, itemId, returnTo), so it works without
 * JavaScript. It puts the product in the visitor's cart (once) and sends
 * them to the site's checkout; a visitor who is signed out goes by the
 * account page first, so that signing in or up makes the cart the
 * account's (cart-merge.ts) and checkout can grant the access to it
 * (paywall-access.ts grantForCart). Someone who already has access goes
 * straight back to the page. A refused add goes back to the page with
 * `?error=` its commerce code, which the page shows.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { formBody } from '../ops/form-body.js';
import { accessHolders } from '../../site/content/video-lessons.js';
import { cartIdOf, crumbIs, ensureCrumb, rememberCart } from '../commerce/cookies.js';
import type { CartService } from '../commerce/cart-service.js';
import { CommerceError } from '../commerce/errors.js';
import { languageOf, splitByLanguage } from '../../site/content/languages.js';
import type { SiteContent } from '../../site/content/types.js';
import { memberAreaOf, paywallAccessId } from '../../site/routing/access.js';
import type { AccountService } from './account-service.js';
import { PAYWALL_PURCHASE_PATH } from '../../site/paths/account-form-paths.js';
import { resolveAccount } from './request-account.js';
import { toFailure } from './failure.js';
import { safeReturnPath } from '../../editor/return-to.js';

export interface PaywallRouteOptions {
  accounts: AccountService;
  carts: CartService;
  /** The current site content (the editor's newest revision when it runs). */
  content: () => SiteContent;
  /** Loads the newest content before a purchase (a paywall product just made in the editor). */
  refresh?: () => Promise<void>;
  maxBodyBytes: number;
}

type Body = { crumb?: string; target: string; itemId: string; returnTo?: string };

const schema = {
  body: {
    type: 'object',
    required: ['target', 'itemId'],
    additionalProperties: false,
    properties: {
      crumb: { type: 'string', maxLength: 200 },
      target: { type: 'string', minLength: 1, maxLength: 100 },
      itemId: { type: 'string', minLength: 1, maxLength: 100 },
      returnTo: { type: 'string', maxLength: 2000 },
    },
  },
} as const;

/** A paywalled collection: the products that unlock it and the access ids that open it. */
interface Paywall {
  productIds: string[];
  accessIds: string[];
}

function paywallsOf(content: SiteContent): Map<string, Paywall> {
  const out = new Map<string, Paywall>();
  for (const c of accessHolders(content)) {
    if (c.paywall !== true || !Array.isArray(c.paywallProductIds)) continue;
    const area = memberAreaOf(c);
    out.set(c.id, { productIds: c.paywallProductIds.filter((p): p is string => typeof p === 'string'), accessIds: [paywallAccessId(c), ...(area ? [area] : [])] });
  }
  return out;
}

/** A path of this site, else the home page. */
const sitePath = (value: unknown): string => safeReturnPath(value) ?? '/';

function withError(path: string, code: string): string {
  return `${path.split(/[?#]/)[0]}?error=${encodeURIComponent(code)}`;
}

export async function paywallRoute(app: FastifyInstance, { accounts, carts, content, refresh, maxBodyBytes }: PaywallRouteOptions): Promise<void> {
  await app.register(cookie);
  await app.register(formbody, formBody(maxBodyBytes));
  // Worked out again only when the content changes (a new revision is a new object).
  let seen: SiteContent | null = null;
  let paywalls = new Map<string, Paywall>();
  let languages: ReturnType<typeof splitByLanguage> = [];
  const current = () => {
    const now = content();
    if (now !== seen) {
      seen = now;
      paywalls = paywallsOf(now);
      languages = splitByLanguage(now);
    }
    return { paywalls, languages };
  };

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // The cart refused the add (sold out, unavailable, full): said on the page the visitor came from.
    if (error instanceof CommerceError && error.statusCode < 500) return reply.redirect(withError(sitePath((request.body as Partial<Body> | undefined)?.returnTo), error.code), 303);
    const failure = toFailure(error, maxBodyBytes);
    if (failure.status >= 500) request.log.error({ err: error }, 'paywall purchase failed');
    return reply.code(failure.status).type('application/json; charset=utf-8').send(failure);
  });

  // The crumb first, before the body is validated: a forged post learns and adds nothing. The page brings a fresh one.
  app.addHook('preValidation', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = request.body as Partial<Body> | undefined;
    if (crumbIs(request, body?.crumb)) return;
    ensureCrumb(request, reply);
    return reply.redirect(withError(sitePath(body?.returnTo), 'CRUMB_FAIL'), 303);
  });

  app.post<{ Body: Body }>(PAYWALL_PURCHASE_PATH, { schema }, async (request, reply) => {
    const back = sitePath(request.body.returnTo);
    // If the store cannot be read, the paywalls of the revision loaded last answer.
    await refresh?.().catch((e: unknown) => request.log.error({ err: e }, 'the newest site content could not be loaded for a paywall purchase'));
    const { paywalls, languages } = current();
    const paywall = paywalls.get(request.body.target);
    if (!paywall || !paywall.productIds.includes(request.body.itemId)) {
      return reply.code(400).send({ status: 400, code: 'INVALID_REQUEST', message: 'That product does not unlock that page.', crumbFail: false });
    }
    const signedIn = await resolveAccount(accounts, request.cookies, request.log);
    if (signedIn && paywall.accessIds.some((id) => signedIn.account.memberAreas.includes(id))) return reply.redirect(back, 303);

    // Once in the cart is enough: a second click does not buy the access twice.
    const cart = await carts.get(cartIdOf(request.cookies));
    const inCart = cart.entries.some((e) => e.itemId === request.body.itemId);
    const cartId = inCart ? cart.id : (await carts.add(cartIdOf(request.cookies), { itemId: request.body.itemId, quantity: 1 }, undefined, { paywall: true })).cart.id;
    if (cartId) rememberCart(request, reply, cartId);

    const prefix = languageOf(languages, back.split(/[?#]/)[0]!).site.prefix;
    const checkout = `${prefix}/checkout`;
    return reply.redirect(signedIn ? checkout : `${prefix}/account?returnTo=${encodeURIComponent(checkout)}`, 303);
  });
}
