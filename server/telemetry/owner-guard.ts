/**
 * Stand-in owner authentication for the telemetry dashboard until owner
 * sessions (server/session/) land: the owner proves they know the token of
 * VITRINE_OWNER_TOKEN, once by the login form (an HttpOnly cookie holding a
 * keyed hash of the token, never the token) or on each request as
 * `Authorization: Bearer <token>`. Comparisons are constant-time.
 *
 * To swap in owner sessions, replace `isOwner` (and the login route) with
 * the session check; the dashboard routes only call `requireOwner`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TelemetryError } from './errors.js';

export const OWNER_TOKEN_ENV = 'VITRINE_OWNER_TOKEN';
/** The shortest token accepted (config refuses shorter ones). */
export const OWNER_TOKEN_MIN_CHARS = 24;
export const OWNER_COOKIE = 'vitrine_owner';
/** Seconds an owner login lasts: 12 hours. */
export const OWNER_COOKIE_MAX_AGE = 12 * 60 * 60;

export interface OwnerGuard {
  isOwner(request: FastifyRequest): boolean;
  /** Whether a submitted token is the owner's. */
  tokenMatches(sent: unknown): boolean;
  /** Sets the login cookie. */
  remember(request: FastifyRequest, reply: FastifyReply): void;
  /** A preHandler answering 401 OWNER_AUTH_REQUIRED to anyone else. */
  requireOwner(request: FastifyRequest): Promise<void>;
}

const digest = (key: string, value: string) => createHmac('sha256', key).update(value).digest();

/** Same-length digests compared in constant time, so neither length nor prefix leaks. */
function same(key: string, a: string, b: string): boolean {
  return timingSafeEqual(digest(key, a), digest(key, b));
}

export function tokenOwnerGuard(token: string): OwnerGuard {
  const cookieValue = digest(token, 'vitrine owner dashboard login').toString('base64url');
  const guard: OwnerGuard = {
    tokenMatches: (sent) => typeof sent === 'string' && sent.length > 0 && same(token, sent, token),
    isOwner(request) {
      const auth = request.headers.authorization;
      if (typeof auth === 'string' && auth.startsWith('Bearer ') && guard.tokenMatches(auth.slice(7))) return true;
      const c = request.cookies?.[OWNER_COOKIE];
      return typeof c === 'string' && same(token, c, cookieValue);
    },
    remember(request, reply) {
      reply.setCookie(OWNER_COOKIE, cookieValue, { path: '/', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', maxAge: OWNER_COOKIE_MAX_AGE });
    },
    async requireOwner(request) {
      if (!guard.isOwner(request)) throw new TelemetryError('OWNER_AUTH_REQUIRED');
    },
  };
  return guard;
}
