/**
 * Who may use the editor: a signed-in site user (server/session/) with an
 * owner role, ADMIN or WEBSITE_MANAGER (SPEC section 3 roles; the SPEC does
 * not say what each may do). Vitrine's split: both edit pages, design and
 * navigation; only ADMIN changes the store, commerce preferences and the
 * site's languages. A change also sends the session's xsrfToken in the
 * X-XSRF-Token header (the crumb is checked before, by the routes' hook).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AccountService } from '../session/account-service.js';
import { resolveAccount } from '../session/request-account.js';
import { SITE_USER_ROLE } from '../session/roles.js';
import { XSRF_HEADER } from '../session/session-cookies.js';
import { editorError } from './errors.js';

export interface EditorUser {
  accountId: string;
  email: string;
  /** May change the store, commerce preferences and languages. */
  admin: boolean;
}

export type Need = 'read' | 'edit' | 'admin';

function sameSecret(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The editor user of a request, or the failure: 401 signed out, 403 no owner role or not an admin, 403 missing xsrfToken on a change. */
export async function editorUser(accounts: AccountService, request: FastifyRequest, need: Need): Promise<EditorUser> {
  const found = await resolveAccount(accounts, request.cookies, request.log);
  if (!found) throw editorError('NOT_SIGNED_IN');
  const roles = found.account.roles as readonly number[];
  const admin = roles.includes(SITE_USER_ROLE.ADMIN);
  if (!admin && !roles.includes(SITE_USER_ROLE.WEBSITE_MANAGER)) throw editorError('FORBIDDEN');
  if (need === 'admin' && !admin) throw editorError('ADMIN_ONLY');
  const change = request.method !== 'GET' && request.method !== 'HEAD';
  if (change && !sameSecret(request.headers[XSRF_HEADER], found.session.xsrf_token)) throw editorError('XSRF_FAIL');
  return { accountId: found.account.id, email: found.account.email, admin };
}
