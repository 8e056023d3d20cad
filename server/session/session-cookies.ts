/**
 * The site user's cookies:
 *
 * - `vitrine_session`: the session token, HttpOnly (it is the key to the
 *   account). Without rememberMe it is a browser-session cookie.
 * - `SiteUserInfo`: JSON `{"authenticated":true,"siteUserId":"..."}`,
 *   readable by scripts (SPEC sections 3 and 6: the client decides visitor
 *   versus signed-in user by its authenticated flag). The server requires
 *   it too: an unparseable value is logged and the request is treated as
 *   signed out.
 *
 * Both: path /, SameSite Lax, Secure on https.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'vitrine_session';
export const USER_INFO_COOKIE = 'SiteUserInfo';
/** The header the client sends the login answer's xsrfToken in. */
export const XSRF_HEADER = 'x-xsrf-token';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface UserInfo {
  authenticated: boolean;
  siteUserId: string | null;
}

function base(request: FastifyRequest) {
  return { path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

/** The session token of a cookie jar, when well formed. */
export function sessionTokenOf(cookies: Record<string, string | undefined>): string | undefined {
  const t = cookies[SESSION_COOKIE];
  return t !== undefined && TOKEN.test(t) ? t : undefined;
}

/** The user-info cookie: null when absent; an unparseable one is logged and reads as signed out. */
export function readUserInfo(cookies: Record<string, string | undefined>, log: FastifyBaseLogger): UserInfo | null {
  const raw = cookies[USER_INFO_COOKIE];
  if (raw === undefined) return null;
  try {
    const v = JSON.parse(raw) as unknown;
    if (typeof v !== 'object' || v === null) throw new Error('not an object');
    const o = v as Record<string, unknown>;
    return { authenticated: o.authenticated === true, siteUserId: typeof o.siteUserId === 'string' ? o.siteUserId : null };
  } catch (e) {
    log.warn({ cookie: USER_INFO_COOKIE, reason: e instanceof Error ? e.message : String(e) }, 'unparseable user-info cookie: treated as signed out');
    return { authenticated: false, siteUserId: null };
  }
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, userId: string, maxAgeSeconds: number | undefined): void {
  const life = maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {};
  reply.setCookie(SESSION_COOKIE, token, { ...base(request), httpOnly: true, ...life });
  reply.setCookie(USER_INFO_COOKIE, JSON.stringify({ authenticated: true, siteUserId: userId }), { ...base(request), ...life });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...base(request), httpOnly: true });
  reply.clearCookie(USER_INFO_COOKIE, base(request));
}
