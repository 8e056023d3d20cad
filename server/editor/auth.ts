/**
 * Who may use the editor: the site owner of server/session/owner-access.ts
 * (ADMIN or WEBSITE_MANAGER; the check every owner surface shares).
 * Vitrine's split: both edit pages, design and navigation; only ADMIN
 * changes the store, commerce preferences and the site's languages. A
 * change also sends the session's xsrfToken in the X-XSRF-Token header
 * (the crumb is checked before, by the routes' hook).
 */
import type { FastifyRequest } from 'fastify';
import type { AccountService } from '../session/account-service.js';
import { ownerAccess, type OwnerNeed, type SiteOwner } from '../session/owner-access.js';
import { editorError } from './errors.js';

export type EditorUser = SiteOwner;
export type Need = OwnerNeed;

/** The editor user of a request, or the failure: 401 signed out, 403 no owner role or not an admin, 403 missing xsrfToken on a change. */
export async function editorUser(accounts: AccountService, request: FastifyRequest, need: Need): Promise<EditorUser> {
  const access = await ownerAccess(accounts, request, need);
  if (!access.ok) throw editorError(access.refusal);
  return access.owner;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an owner route needs beyond the scope's default (read for GET, edit for changes). */
    ownerNeed?: OwnerNeed;
  }
}

/** A route's `config` saying it needs ADMIN: the scope's hook checks that before the body is validated. */
export const ADMIN_ROUTE: { ownerNeed: Need } = { ownerNeed: 'admin' };

/** The need a route's config names, if any. */
export const ownerNeedOf = (request: FastifyRequest): Need | undefined => request.routeOptions.config?.ownerNeed;
