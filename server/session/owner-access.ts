/**
 * The one owner check of every owner surface: the editor (API and /config),
 * the telemetry dashboard and the forms and restock owner API. A site user
 * whose roles make them an owner (roles.ts: ADMIN or WEBSITE_MANAGER; the
 * SPEC lists the roles without saying what each may do) is an owner; only
 * ADMIN passes the 'admin' need. A change (any method but GET and HEAD)
 * also sends the session's xsrfToken in X-XSRF-Token; the crumb is the
 * callers' to check first, before the body is read.
 *
 * It lives here, below the editor, so telemetry and forms share it without
 * importing the editor app.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AccountService } from './account-service.js';
import { SESSION_ERRORS } from './errors.js';
import { resolveAccount } from './request-account.js';
import { isOwner, SITE_USER_ROLE } from './roles.js';
import { XSRF_HEADER } from './session-cookies.js';

/** What a request asks of the owner: to read, to change, or to do what only ADMIN may. */
export type OwnerNeed = 'read' | 'edit' | 'admin';

/** Why a request is refused, with the status and text each surface answers (its own error shape). */
export const OWNER_REFUSALS = {
  NOT_SIGNED_IN: SESSION_ERRORS.NOT_SIGNED_IN,
  FORBIDDEN: SESSION_ERRORS.FORBIDDEN,
  XSRF_FAIL: SESSION_ERRORS.XSRF_FAIL,
  // Vitrine's text.
  ADMIN_ONLY: { status: 403, text: 'Only an administrator of the site can do that.' },
} as const satisfies Record<string, { status: number; text: string }>;

export type OwnerRefusal = keyof typeof OWNER_REFUSALS;

export interface SiteOwner {
  accountId: string;
  email: string;
  /** ADMIN: may do what the 'admin' need guards. */
  admin: boolean;
}

export type OwnerAccess = { ok: true; owner: SiteOwner } | { ok: false; refusal: OwnerRefusal };

function sameSecret(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const isChange = (request: FastifyRequest) => request.method !== 'GET' && request.method !== 'HEAD';

/** The signed-in owner allowed `need`, or why not: signed out, no owner role, not ADMIN, or a change without the xsrfToken. Reads `request.cookies`. */
export async function ownerAccess(accounts: AccountService, request: FastifyRequest, need: OwnerNeed): Promise<OwnerAccess> {
  const found = await resolveAccount(accounts, request.cookies, request.log);
  if (!found) return { ok: false, refusal: 'NOT_SIGNED_IN' };
  const roles = found.account.roles;
  if (!isOwner(roles)) return { ok: false, refusal: 'FORBIDDEN' };
  const admin = roles.includes(SITE_USER_ROLE.ADMIN);
  if (need === 'admin' && !admin) return { ok: false, refusal: 'ADMIN_ONLY' };
  if (isChange(request) && !sameSecret(request.headers[XSRF_HEADER], found.session.xsrf_token)) return { ok: false, refusal: 'XSRF_FAIL' };
  return { ok: true, owner: { accountId: found.account.id, email: found.account.email, admin } };
}
