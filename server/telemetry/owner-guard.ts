/**
 * Who may read the owner dashboard, two ways:
 *
 * - a signed-in site owner (server/session/owner-access.ts, the check the
 *   editor uses): ADMIN and WEBSITE_MANAGER read it, any other signed-in
 *   account is refused (403). The dashboard only reads (GET), so no crumb
 *   or xsrfToken is involved;
 * - the token of VITRINE_OWNER_TOKEN, the operators' and scripts'
 *   credential: `Authorization: Bearer <token>` on each request, or once by
 *   the login form (an HttpOnly cookie holding a keyed hash of the token,
 *   never the token). Comparisons are constant-time.
 *
 * A request with a bearer token is decided by it alone (a wrong one is 401).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountService } from '../session/account-service.js';
import { ownerAccess } from '../session/owner-access.js';
import { TelemetryError } from './errors.js';

export const OWNER_TOKEN_ENV = 'VITRINE_OWNER_TOKEN';
/** The shortest token accepted (config refuses shorter ones). */
export const OWNER_TOKEN_MIN_CHARS = 24;
export const OWNER_COOKIE = 'vitrine_owner';
/** Seconds an owner login lasts: 12 hours. */
export const OWNER_COOKIE_MAX_AGE = 12 * 60 * 60;

export interface OwnerGuardOptions {
  /** VITRINE_OWNER_TOKEN, or null: then only owner sessions get in. */
  token: string | null;
  /** The site users, when the site has them: then signed-in owners get in. */
  accounts?: AccountService;
}

export interface OwnerGuard {
  /** Whether the token login form is offered (a token is configured). */
  readonly takesToken: boolean;
  /** Null when the request may read the dashboard, else the failure: 401 OWNER_AUTH_REQUIRED or 403 OWNER_FORBIDDEN. */
  refusal(request: FastifyRequest): Promise<TelemetryError | null>;
  /** Whether a submitted token is the owner's. */
  tokenMatches(sent: unknown): boolean;
  /** Sets the login cookie. */
  remember(request: FastifyRequest, reply: FastifyReply): void;
  /** A hook (before validation) that throws the refusal. */
  requireOwner(request: FastifyRequest): Promise<void>;
}

const digest = (key: string, value: string) => createHmac('sha256', key).update(value).digest();

/** Same-length digests compared in constant time, so neither length nor prefix leaks. */
function same(key: string, a: string, b: string): boolean {
  return timingSafeEqual(digest(key, a), digest(key, b));
}

function bearerOf(request: FastifyRequest): string | undefined {
  const auth = request.headers.authorization;
  return typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7) : undefined;
}

export function ownerGuard({ token, accounts }: OwnerGuardOptions): OwnerGuard {
  const cookieValue = token === null ? null : digest(token, 'vitrine owner dashboard login').toString('base64url');
  const tokenMatches = (sent: unknown) => token !== null && typeof sent === 'string' && sent.length > 0 && same(token, sent, token);
  const guard: OwnerGuard = {
    takesToken: token !== null,
    tokenMatches,
    async refusal(request) {
      const bearer = bearerOf(request);
      if (bearer !== undefined) return tokenMatches(bearer) ? null : new TelemetryError('OWNER_AUTH_REQUIRED');
      const c = request.cookies?.[OWNER_COOKIE];
      if (token !== null && cookieValue !== null && typeof c === 'string' && same(token, c, cookieValue)) return null;
      if (!accounts) return new TelemetryError('OWNER_AUTH_REQUIRED');
      const access = await ownerAccess(accounts, request, 'read');
      if (access.ok) return null;
      // Reads only: the refusals left are signed out (401) and not an owner (403).
      return new TelemetryError(access.refusal === 'NOT_SIGNED_IN' ? 'OWNER_AUTH_REQUIRED' : 'OWNER_FORBIDDEN');
    },
    remember(request, reply) {
      if (cookieValue === null) return;
      reply.setCookie(OWNER_COOKIE, cookieValue, { path: '/', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https', maxAge: OWNER_COOKIE_MAX_AGE });
    },
    async requireOwner(request) {
      const refused = await guard.refusal(request);
      if (refused) throw refused;
    },
  };
  return guard;
}
