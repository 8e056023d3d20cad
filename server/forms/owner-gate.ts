/**
 * Who may call the forms and restock owner API, two ways:
 *
 * - a signed-in site owner (server/session/owner-access.ts, the check the
 *   editor uses), with the editor's rules for changes: the crumb in
 *   X-CSRF-Token (checked first, before the body is read) and the
 *   session's xsrfToken in X-XSRF-Token;
 * - `Authorization: Bearer $VITRINE_OWNER_TOKEN`, the operators' and
 *   scripts' credential: no cookies, so no crumb. A request with a bearer
 *   token is decided by it alone.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { crumbMatches, ensureCrumb } from '../commerce/cookies.js';
import type { AccountService } from '../session/account-service.js';
import { ownerAccess, type OwnerNeed, type OwnerRefusal } from '../session/owner-access.js';
import { formsError, type FormsErrorCode } from './errors.js';

export interface OwnerGateOptions {
  ownerToken: string | null;
  /** The site users, when the site has them. */
  accounts?: AccountService;
}

/** The forms API's code for each refusal of the owner check. */
const REFUSAL_CODE: Record<OwnerRefusal, FormsErrorCode> = {
  NOT_SIGNED_IN: 'OWNER_ONLY',
  FORBIDDEN: 'OWNER_FORBIDDEN',
  ADMIN_ONLY: 'ADMIN_ONLY',
  XSRF_FAIL: 'XSRF_FAIL',
};

function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  return typeof h === 'string' && h.startsWith('Bearer ') ? h.slice(7).trim() : undefined;
}

/** An onRequest hook letting through the token or a signed-in owner allowed `need`; needs @fastify/cookie. */
export function ownerGate({ ownerToken, accounts }: OwnerGateOptions) {
  const expected = ownerToken === null ? null : Buffer.from(ownerToken);
  const tokenMatches = (given: string) => expected !== null && Buffer.byteLength(given) === expected.length && timingSafeEqual(Buffer.from(given), expected);
  return (need: OwnerNeed) =>
    async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const given = bearer(request);
      if (given !== undefined) {
        if (tokenMatches(given)) return;
        throw formsError('OWNER_ONLY');
      }
      if (!accounts) throw formsError('OWNER_ONLY');
      if (request.method !== 'GET' && request.method !== 'HEAD' && !crumbMatches(request)) {
        ensureCrumb(request, reply);
        throw formsError('CRUMB_FAIL');
      }
      const access = await ownerAccess(accounts, request, need);
      if (!access.ok) throw formsError(REFUSAL_CODE[access.refusal]);
    };
}
