/**
 * The cart's cookies and the crumb (CSRF) check.
 *
 * - `CART`: the cart id, HttpOnly (the id is the key to the cart).
 * - `hasCart`: `true` while the visitor has a cart, readable by scripts
 *   (SPEC section 4: the cart load starts when hasCart equals true).
 * - `crumb`: a random token readable by scripts. Every change must send it
 *   back in the `X-CSRF-Token` header (or a `crumb` query parameter); a
 *   missing or different one answers crumbFail (double-submit: another
 *   site can neither read the cookie nor set the header).
 *
 * All three: path /, SameSite Lax, Secure on https.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fastifyCookie } from '@fastify/cookie';

export const CART_COOKIE = 'CART';
export const HAS_CART_COOKIE = 'hasCart';
export const CRUMB_COOKIE = 'crumb';
export const CRUMB_HEADER = 'x-csrf-token';
export const CRUMB_QUERY = 'crumb';
/** Lifetime of the cart cookies, in seconds: 14 days. */
export const CART_COOKIE_MAX_AGE = 14 * 24 * 60 * 60;

const CART_ID = /^[0-9a-f]{24}$/;
const CRUMB = /^[A-Za-z0-9_-]{16,128}$/;

/** Cookies of a raw Cookie header (for callers outside the commerce routes). */
export function parseCookies(header: string | undefined): Record<string, string | undefined> {
  return header ? fastifyCookie.parse(header) : {};
}

/** The cart id of a cookie jar, when it has a well-formed one. */
export function cartIdOf(cookies: Record<string, string | undefined> | undefined): string | undefined {
  const id = cookies?.[CART_COOKIE];
  return id !== undefined && CART_ID.test(id) ? id : undefined;
}

function base(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

export function rememberCart(request: FastifyRequest, reply: FastifyReply, cartId: string): void {
  if (request.cookies[CART_COOKIE] !== cartId) {
    reply.setCookie(CART_COOKIE, cartId, { ...base(request), httpOnly: true, maxAge: CART_COOKIE_MAX_AGE });
  }
  if (request.cookies[HAS_CART_COOKIE] !== 'true') {
    reply.setCookie(HAS_CART_COOKIE, 'true', { ...base(request), maxAge: CART_COOKIE_MAX_AGE });
  }
}

/** A new crumb token. */
export function newCrumb(): string {
  return randomBytes(18).toString('base64url');
}

/** Sets a crumb cookie when the request has no valid one; returns the crumb in force. */
export function ensureCrumb(request: FastifyRequest, reply: FastifyReply): string {
  const current = request.cookies[CRUMB_COOKIE];
  if (current !== undefined && CRUMB.test(current)) return current;
  const crumb = newCrumb();
  reply.setCookie(CRUMB_COOKIE, crumb, base(request));
  return crumb;
}

/** Whether the request sends back its crumb cookie (in the header, else the query). */
export function crumbMatches(request: FastifyRequest): boolean {
  const header = request.headers[CRUMB_HEADER];
  const query = (request.query as Record<string, unknown> | undefined)?.[CRUMB_QUERY];
  return crumbIs(request, typeof header === 'string' ? header : query);
}

/** Whether `sent` is the request's crumb cookie (a form sends it as a field). */
export function crumbIs(request: FastifyRequest, sent: unknown): boolean {
  const cookie = request.cookies[CRUMB_COOKIE];
  if (cookie === undefined || !CRUMB.test(cookie) || typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}
