/**
 * The gate of the owner commerce API, an onRequest hook: it runs before
 * the body is read or validated, so a visitor gets 401 and a non-owner 403
 * whatever they send. A change first needs the crumb (X-CSRF-Token, SPEC
 * section 8), then the owner check every owner surface shares
 * (server/session/owner-access.ts: a signed-in ADMIN or WEBSITE_MANAGER,
 * and the session's xsrfToken on a change), then the action's own rule
 * (editor/commerce-permissions.ts: money moves need ADMIN or the grant).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { crumbMatches, ensureCrumb } from '../cookies.js';
import type { AccountService } from '../../session/account-service.js';
import { ownerAccess } from '../../session/owner-access.js';
import { readRoles } from '../../session/roles.js';
import type { Store } from '../../store/index.js';
import { actorOf, mayDo, MONEY_ACTIONS, type CommerceAction, type CommerceActor } from '../../../editor/commerce-permissions.js';
import { ownerCommerceError } from './errors.js';

export interface Actor extends CommerceActor {
  accountId: string;
  email: string;
}

const actors = new WeakMap<FastifyRequest, Actor>();

/** The actor the gate let through (the handlers run only after it). */
export function actorOfRequest(request: FastifyRequest): Actor {
  const actor = actors.get(request);
  if (!actor) throw new Error('owner commerce route without its gate');
  return actor;
}

export function commerceGate(accounts: AccountService, store: Store) {
  return (action: CommerceAction) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      reply.header('cache-control', 'no-store');
      const change = request.method !== 'GET' && request.method !== 'HEAD';
      if (change && !crumbMatches(request)) {
        ensureCrumb(request, reply);
        throw ownerCommerceError('CRUMB_FAIL');
      }
      const access = await ownerAccess(accounts, request, change ? 'edit' : 'read');
      if (!access.ok) throw ownerCommerceError(access.refusal);
      const row = await store.db.selectFrom('site_users').select('roles').where('id', '=', access.owner.accountId).executeTakeFirst();
      const actor = actorOf(readRoles(row?.roles ?? '[]'));
      if (!actor) throw ownerCommerceError('FORBIDDEN');
      if (!mayDo(actor, action)) throw ownerCommerceError(MONEY_ACTIONS.has(action) ? 'MONEY_NOT_GRANTED' : 'ADMIN_ONLY');
      actors.set(request, { ...actor, accountId: access.owner.accountId, email: access.owner.email });
    };
}
