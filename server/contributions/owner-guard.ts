/**
 * The owner's routes of donations and reviews: the owner's API token, or a
 * signed-in owner (with the crumb and xsrfToken on changes), as the other
 * owner APIs take.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { crumbMatches, ensureCrumb } from '../commerce/cookies.js';
import { bearerMatches } from '../comments/owner-token.js';
import type { AccountService } from '../session/account-service.js';
import { ownerAccess } from '../session/owner-access.js';
import { ContributionError } from './errors.js';

export function ownerGuard(ownerToken: string | null, accounts: AccountService | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const verdict = bearerMatches(request, ownerToken);
    if (verdict === true) return;
    if (verdict === false || !accounts) throw new ContributionError('OWNER_ONLY');
    if (request.method !== 'GET' && !crumbMatches(request)) {
      ensureCrumb(request, reply);
      throw new ContributionError('CRUMB_FAIL');
    }
    const access = await ownerAccess(accounts, request, request.method === 'GET' ? 'read' : 'edit');
    if (!access.ok) throw new ContributionError(access.refusal === 'NOT_SIGNED_IN' ? 'OWNER_ONLY' : access.refusal === 'XSRF_FAIL' ? 'XSRF_FAIL' : 'OWNER_FORBIDDEN');
  };
}

/** Whether a post is a plain form's (no JavaScript): it gets a redirect, not JSON. */
export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}
