/**
 * The cart's cookies and the crumb (CSRF) check.
 *
 * - `CART`: the cart id, HttpOnly (the id is the key to the cart).
 * - `hasCart`: `true` while the visitor has a cart, readable by scripts
 *   (SPEC section 4: the cart load starts when hasCart equals true).
 * - `crumb`: a token readable by scripts: when it was issued, a random
 *   part, and an HMAC of both under the cookie secret. Every change must
 *   send it back in the `X-CSRF-Token` header (or a `crumb` query
 *   parameter); a missing, different, unsigned or expired one answers
 *   crumbFail (double-submit: another site can neither read the cookie nor
 *   set the header, nor mint a crumb it could plant). It lasts
 *   CRUMB_MAX_AGE; pages and cart reads renew it past half its age.
 *
 * All three: path /, SameSite Lax, Secure on https.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fastifyCookie } from '@fastify/cookie';

export const CART_COOKIE = 'CART';
export const HAS_CART_COOKIE = 'hasCart';
export const CRUMB_COOKIE = 'crumb';
export const CRUMB_HEADER = 'x-csrf-token';
export const CRUMB_QUERY = 'crumb';
/** Lifetime of the cart cookies, in seconds: 14 days. */
export const CART_COOKIE_MAX_AGE = 14 * 24 * 60 * 60;

/** Lifetime of a crumb, in seconds: 12 hours (SPEC section 8's expired-crumb path past it). */
export const CRUMB_MAX_AGE = 12 * 60 * 60;
/** Crumbs dated this far in the future (clock skew between processes) are still accepted, in seconds. */
const CRUMB_SKEW = 60;

const CART_ID = /^[0-9a-f]{24}$/;
/** issued (base 36 seconds) . random (16) . HMAC (22), base64url. */
const CRUMB = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22})$/;
/** Signs crumbs when the server gives no key (a site served without buildServer): random per process. */
const PROCESS_CRUMB_KEY = randomBytes(32);

/** The HMAC key of crumbs: derived from the cookie secret, so it differs from the cookies' own signatures. */
export function crumbKeyOf(cookieSecret: string): Buffer {
  return createHmac('sha256', cookieSecret).update('vitrine crumb').digest();
}

function keyOf(request: FastifyRequest): Buffer {
  return (request.server as unknown as { vitrine?: { crumbKey?: Buffer } }).vitrine?.crumbKey ?? PROCESS_CRUMB_KEY;
}

function mac(key: Buffer, issued: string, random: string): string {
  return createHmac('sha256', key).update(`${issued}.${random}`).digest('base64url').slice(0, 22);
}

/** A crumb issued at `issuedSec` (epoch seconds) under `key`. */
export function signCrumb(key: Buffer, issuedSec: number, random = randomBytes(12).toString('base64url')): string {
  const issued = Math.floor(issuedSec).toString(36);
  return `${issued}.${random}.${mac(key, issued, random)}`;
}

/** The age of a crumb in seconds when it is well-formed, signed by `key` and not expired; else undefined. */
function crumbAge(key: Buffer, crumb: string | undefined, nowSec = Date.now() / 1000): number | undefined {
  const m = crumb === undefined ? null : CRUMB.exec(crumb);
  if (!m) return undefined;
  const expected = Buffer.from(mac(key, m[1]!, m[2]!));
  const given = Buffer.from(m[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const age = nowSec - parseInt(m[1]!, 36);
  return age >= -CRUMB_SKEW && age < CRUMB_MAX_AGE ? age : undefined;
}

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

/** Sets a crumb cookie when the request has no valid one (or one past half its age); returns the crumb in force. */
export function ensureCrumb(request: FastifyRequest, reply: FastifyReply): string {
  const key = keyOf(request);
  const current = request.cookies[CRUMB_COOKIE];
  const age = crumbAge(key, current);
  if (current !== undefined && age !== undefined && age < CRUMB_MAX_AGE / 2) return current;
  const crumb = signCrumb(key, Date.now() / 1000);
  reply.setCookie(CRUMB_COOKIE, crumb, { ...base(request), maxAge: CRUMB_MAX_AGE });
  return crumb;
}

/** Whether the request sends back its crumb cookie (in the header, else the query). */
export function crumbMatches(request: FastifyRequest): boolean {
  const header = request.headers[CRUMB_HEADER];
  const query = (request.query as Record<string, unknown> | undefined)?.[CRUMB_QUERY];
  return crumbIs(request, typeof header === 'string' ? header : query);
}

/** Whether `sent` is the request's own crumb cookie (a form sends it as a field), signed and unexpired. */
export function crumbIs(request: FastifyRequest, sent: unknown): boolean {
  const cookie = request.cookies[CRUMB_COOKIE];
  if (cookie === undefined || typeof sent !== 'string' || crumbAge(keyOf(request), cookie) === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}
