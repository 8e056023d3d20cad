/**
 * The site-user API (SPEC section 7 and issue 18), one encapsulated plugin
 * with its own cookie parser and error handler; every failure answers
 * `{ status, code, message, crumbFail }` (errors.ts):
 *
 *   POST   /api/site-users/account                       sign up (and sign in)
 *   GET    /api/site-users/account                       the account and its xsrfToken
 *   POST   /api/site-users/account/session               sign in: email, password, rememberMe -> xsrfToken
 *   DELETE /api/site-users/account/session?cloneCart=    sign out
 *   POST   /api/site-users/account/locale                language
 *   POST   /api/site-users/account/member-areas          join a member area
 *   GET    /api/site-users/account/sessions              the account's live sessions
 *   DELETE /api/site-users/account/sessions/:sessionId   revoke one
 *   GET    /api/site-users/account/addresses             the address book
 *   POST   /api/site-users/account/addresses             add an address
 *   PUT    /api/site-users/account/addresses/:addressId  change one
 *   POST   /api/site-users/account/addresses/:addressId/default  make it the default
 *   DELETE /api/site-users/account/addresses/:addressId  remove one
 *   POST   /api/site-users/account/password-reset        mail a reset link (same answer for any email)
 *   PUT    /api/site-users/account/password              set the password from a reset link
 *   POST   /api/site-users/account/owner-setup           the first run's setup link: key, email, password -> the administrator, signed in
 *   GET    /api/site-users/texts?language=               the account widgets' texts
 *
 * Every change carries the crumb (commerce/cookies.ts); a signed-in change
 * also carries the session's xsrfToken in the X-XSRF-Token header. The
 * account page's plain forms (sign in, up and out without JavaScript) are
 * form-routes.ts, registered here to share the limits and the session.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { CART_COOKIE, CART_COOKIE_MAX_AGE, HAS_CART_COOKIE, cartIdOf, crumbIs, crumbMatches, ensureCrumb, rememberCart } from '../commerce/cookies.js';
import type { CartMerge } from '../commerce/cart-merge.js';
import type { Account } from './account-repo.js';
import type { AccountService, SignedIn } from './account-service.js';
import { AttemptLimiter } from './attempt-limiter.js';
import { sessionError } from './errors.js';
import { toFailure } from './failure.js';
import { SIGN_IN_FAILURES_PER_ACCOUNT, SIGN_IN_FAILURES_PER_CLIENT, SIGN_IN_WINDOW_MS, SIGN_UPS_PER_CLIENT, RESET_MAILS_PER_ACCOUNT } from './limits.js';
import { resolveAccount, type SiteAccount } from './request-account.js';
import { clearSessionCookies, SESSION_COOKIE, setSessionCookies, USER_INFO_COOKIE, XSRF_HEADER } from './session-cookies.js';
import { normaliseEmail } from './email-rule.js';
import { accountTexts } from './account-texts.js';
import { claimOwnership } from './owner-setup.js';
import { accountFormRoutes, isFormPost } from './form-routes.js';
import { addressFormRoutes } from './address-form-routes.js';
import { addAddress, listAddresses, removeAddress, setDefaultAddress, updateAddress, type AddressFields } from './addresses.js';
import {
  addressIdSchema,
  addressSchema,
  addressUpdateSchema,
  joinSchema,
  localeSchema,
  ownerSetupSchema,
  resetRequestSchema,
  resetSchema,
  sessionIdSchema,
  signInSchema,
  signOutSchema,
  signUpSchema,
  textsSchema,
} from './schemas.js';

/** Seconds browsers keep the widgets' texts. */
export const TEXTS_MAX_AGE = 300;

export interface SessionRoutesOptions {
  accounts: AccountService;
  /** The cart that follows the account (server/commerce/cart-merge.ts). */
  carts: CartMerge;
  websiteId: string;
  /** The site's own address, for the links in mails (never the request's Host header). */
  /** The site's address for the reset link (server/mail/public-url.ts). */
  baseUrl: () => string;
  maxBodyBytes: number;
  /** Brute-force limiters; given by tests to use a small window. */
  limiters?: { perAccount: AttemptLimiter; perClient: AttemptLimiter; resetMails: AttemptLimiter; signUps: AttemptLimiter };
}

type Credentials = { email: string; password: string; rememberMe?: boolean; memberAreaId?: string };

/** What a JSON view shows of an account: never its hash or session token. */
export function accountView(a: Account) {
  return { id: a.id, email: a.email, roles: a.roles, locale: a.locale, memberAreas: a.memberAreas, createdAt: a.createdAt };
}

function sameSecret(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export { toFailure };

export async function sessionRoutes(app: FastifyInstance, options: SessionRoutesOptions): Promise<void> {
  const { accounts, carts, maxBodyBytes } = options;
  // Counted in the app's shared counters: one limit however many processes or nodes answer.
  const counters = (app as Partial<FastifyInstance>).vitrine?.counters;
  const limiters = options.limiters ?? {
    perAccount: new AttemptLimiter(SIGN_IN_FAILURES_PER_ACCOUNT, SIGN_IN_WINDOW_MS, Date.now, counters, 'sign-in-account'),
    perClient: new AttemptLimiter(SIGN_IN_FAILURES_PER_CLIENT, SIGN_IN_WINDOW_MS, Date.now, counters, 'sign-in-client'),
    resetMails: new AttemptLimiter(RESET_MAILS_PER_ACCOUNT, SIGN_IN_WINDOW_MS, Date.now, counters, 'reset-mails'),
    signUps: new AttemptLimiter(SIGN_UPS_PER_CLIENT, SIGN_IN_WINDOW_MS, Date.now, counters, 'sign-ups'),
  };
  await app.register(cookie);

  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const failure = toFailure(error, maxBodyBytes);
    // A dead session (signed out elsewhere, revoked, expired): the browser forgets it, so its scripts stop acting signed in.
    if (failure.code === 'NOT_SIGNED_IN' && (request.cookies[SESSION_COOKIE] !== undefined || request.cookies[USER_INFO_COOKIE] !== undefined)) clearSessionCookies(request, reply);
    if (failure.status >= 500) request.log.error({ err: error }, 'site-user request failed');
    else request.log.info({ code: failure.code }, failure.message);
    return reply.code(failure.status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(failure);
  });

  // The crumb first, before the body is validated: a forged request learns nothing. A plain form (form-routes.ts) sends it as a field.
  app.addHook('preValidation', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const field = isFormPost(request) ? (request.body as { crumb?: unknown } | undefined)?.crumb : undefined;
    if (!crumbMatches(request) && !crumbIs(request, field)) {
      ensureCrumb(request, reply);
      throw sessionError('CRUMB_FAIL');
    }
  });

  const current = (request: FastifyRequest) => resolveAccount(accounts, request.cookies, request.log);
  /** The signed-in account; a change must also send its xsrfToken. */
  const signedIn = async (request: FastifyRequest, change: boolean): Promise<SiteAccount> => {
    const found = await current(request);
    if (!found) throw sessionError('NOT_SIGNED_IN');
    if (change && !sameSecret(request.headers[XSRF_HEADER], found.session.xsrf_token)) throw sessionError('XSRF_FAIL');
    return found;
  };

  /** Starts the session (rotating the browser's old one), merges the carts, sets the cookies. */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, account: Account, body: Credentials) => {
    const previous = await current(request);
    if (body.memberAreaId !== undefined) await accounts.join(account.id, body.memberAreaId);
    const started: SignedIn = await accounts.startSession(account.id, body.rememberMe === true, previous?.session.id);
    setSessionCookies(request, reply, started.token, account.id, started.cookieMaxAge);
    const merged = await carts.signIn(account.id, cartIdOf(request.cookies));
    rememberCart(request, reply, merged.cartId);
    return { xsrfToken: started.session.xsrf_token, account: accountView(started.account) };
  };

  /** Sign-up (at most SIGN_UPS_PER_CLIENT per client and window), then signed in. */
  const signUpWith = async (request: FastifyRequest, reply: FastifyReply, body: Credentials) => {
    const clientKey = `client:${request.ip}`;
    if (await limiters.signUps.blocked(clientKey)) throw sessionError('RATE_LIMITED');
    await limiters.signUps.fail(clientKey);
    const account = await accounts.signUp(body.email, body.password);
    return signIn(request, reply, account, body);
  };

  /** Sign-in, with the brute-force limits per account and per client. */
  const signInWith = async (request: FastifyRequest, reply: FastifyReply, body: Credentials) => {
    const accountKey = `account:${normaliseEmail(body.email)}`;
    const clientKey = `client:${request.ip}`;
    const [accountBlocked, clientBlocked] = await Promise.all([limiters.perAccount.blocked(accountKey), limiters.perClient.blocked(clientKey)]);
    if (accountBlocked || clientBlocked) throw sessionError('RATE_LIMITED');
    const account = await accounts.authenticate(body.email, body.password);
    if (!account) {
      await Promise.all([limiters.perAccount.fail(accountKey), limiters.perClient.fail(clientKey)]);
      throw sessionError('BAD_CREDENTIALS');
    }
    await limiters.perAccount.clear(accountKey);
    return signIn(request, reply, account, body);
  };

  /**
   * Sign-out: the session revoked, the cart left with the account (or a
   * copy kept here with cloneCart), the cookies cleared. The API also wants
   * the xsrfToken; a plain form has the crumb alone (checked by the hook).
   */
  const signOutWith = async (request: FastifyRequest, reply: FastifyReply, cloneCart: boolean, checkXsrf: boolean) => {
    const found = await current(request);
    if (found) {
      if (checkXsrf && !sameSecret(request.headers[XSRF_HEADER], found.session.xsrf_token)) throw sessionError('XSRF_FAIL');
      await accounts.endSession(found.session.id);
      const copy = cloneCart ? await carts.cloneForSignOut(found.account.id) : undefined;
      if (copy !== undefined) reply.setCookie(CART_COOKIE, copy, { path: '/', sameSite: 'lax', secure: request.protocol === 'https', httpOnly: true, maxAge: CART_COOKIE_MAX_AGE });
      else {
        // The account's cart stays with the account, not with this browser.
        reply.clearCookie(CART_COOKIE, { path: '/', sameSite: 'lax', secure: request.protocol === 'https', httpOnly: true });
        reply.clearCookie(HAS_CART_COOKIE, { path: '/', sameSite: 'lax', secure: request.protocol === 'https' });
      }
    }
    clearSessionCookies(request, reply);
  };

  await app.register(addressFormRoutes, { maxBodyBytes, store: accounts.store, current });

  await app.register(accountFormRoutes, {
    maxBodyBytes,
    signIn: signInWith,
    signUp: signUpWith,
    signOut: (request: FastifyRequest, reply: FastifyReply, cloneCart: boolean) => signOutWith(request, reply, cloneCart, false),
  });

  app.post<{ Body: Credentials }>('/api/site-users/account', { schema: signUpSchema }, async (request, reply) => {
    const answer = await signUpWith(request, reply, request.body);
    reply.code(201);
    return answer;
  });

  app.get('/api/site-users/account', async (request) => {
    const found = await signedIn(request, false);
    return { xsrfToken: found.session.xsrf_token, account: accountView(found.account) };
  });

  app.post<{ Body: Credentials }>('/api/site-users/account/session', { schema: signInSchema }, (request, reply) => signInWith(request, reply, request.body));

  // The first run's one-time setup link (owner-setup.ts): the account made, or proved by its password, becomes the administrator and is signed in.
  app.post<{ Body: { key: string; email: string; password: string } }>('/api/site-users/account/owner-setup', { schema: ownerSetupSchema }, async (request, reply) => {
    const clientKey = `client:${request.ip}`;
    if (await limiters.perClient.blocked(clientKey)) throw sessionError('RATE_LIMITED');
    let account: Account;
    try {
      account = await claimOwnership(accounts.store, request.body);
    } catch (e) {
      await limiters.perClient.fail(clientKey);
      throw e;
    }
    return signIn(request, reply, account, { email: request.body.email, password: request.body.password, rememberMe: false });
  });

  app.delete<{ Querystring: { cloneCart?: boolean } }>('/api/site-users/account/session', { schema: signOutSchema }, async (request, reply) => {
    await signOutWith(request, reply, request.query.cloneCart === true, true);
    return { signedOut: true };
  });

  app.post<{ Body: { language: string } }>('/api/site-users/account/locale', { schema: localeSchema }, async (request) => {
    const { account } = await signedIn(request, true);
    return { locale: await accounts.setLocale(account.id, request.body.language) };
  });

  app.post<{ Body: { memberAreaId: string } }>('/api/site-users/account/member-areas', { schema: joinSchema }, async (request) => {
    const { account } = await signedIn(request, true);
    const joined = await accounts.join(account.id, request.body.memberAreaId);
    if (!joined) throw sessionError('FORBIDDEN');
    const again = await signedIn(request, false);
    return { account: accountView(again.account) };
  });

  app.get('/api/site-users/account/sessions', async (request) => {
    const { account, session } = await signedIn(request, false);
    return { sessions: await accounts.sessions(account.id, session.id) };
  });

  app.delete<{ Params: { sessionId: string } }>('/api/site-users/account/sessions/:sessionId', { schema: sessionIdSchema }, async (request) => {
    const { account } = await signedIn(request, true);
    await accounts.revoke(account.id, request.params.sessionId);
    return { revoked: request.params.sessionId };
  });

  app.get('/api/site-users/account/addresses', async (request) => {
    const { account } = await signedIn(request, false);
    return { addresses: await listAddresses(accounts.store, account.id) };
  });

  app.post<{ Body: AddressFields & { isDefault?: boolean } }>('/api/site-users/account/addresses', { schema: addressSchema }, async (request, reply) => {
    const { account } = await signedIn(request, true);
    const { isDefault, ...fields } = request.body;
    const address = await addAddress(accounts.store, account.id, fields, isDefault === true);
    reply.code(201);
    return { address };
  });

  app.put<{ Params: { addressId: string }; Body: AddressFields & { isDefault?: boolean } }>('/api/site-users/account/addresses/:addressId', { schema: addressUpdateSchema }, async (request) => {
    const { account } = await signedIn(request, true);
    const { isDefault, ...fields } = request.body;
    return { address: await updateAddress(accounts.store, account.id, request.params.addressId, fields, isDefault === true) };
  });

  app.post<{ Params: { addressId: string } }>('/api/site-users/account/addresses/:addressId/default', { schema: addressIdSchema }, async (request) => {
    const { account } = await signedIn(request, true);
    await setDefaultAddress(accounts.store, account.id, request.params.addressId);
    return { addresses: await listAddresses(accounts.store, account.id) };
  });

  app.delete<{ Params: { addressId: string } }>('/api/site-users/account/addresses/:addressId', { schema: addressIdSchema }, async (request) => {
    const { account } = await signedIn(request, true);
    await removeAddress(accounts.store, account.id, request.params.addressId);
    return { removed: request.params.addressId };
  });

  app.post<{ Body: { email: string } }>('/api/site-users/account/password-reset', { schema: resetRequestSchema }, async (request, reply) => {
    const key = `reset:${normaliseEmail(request.body.email)}`;
    // Past the limit nothing more is mailed, and the answer stays the same.
    if (!(await limiters.resetMails.blocked(key))) {
      await limiters.resetMails.fail(key);
      await accounts.requestReset(request.body.email, options.baseUrl());
    }
    reply.code(202);
    return { requested: true };
  });

  app.put<{ Body: { token: string; password: string } }>('/api/site-users/account/password', { schema: resetSchema }, async (request, reply) => {
    await accounts.resetPassword(request.body.token, request.body.password);
    clearSessionCookies(request, reply);
    return { reset: true };
  });

  app.get<{ Querystring: { language?: string } }>('/api/site-users/texts', { schema: textsSchema }, async (request, reply) => {
    reply.header('cache-control', `public, max-age=${TEXTS_MAX_AGE}`);
    return accountTexts(request.query.language ?? 'en-US');
  });
}
