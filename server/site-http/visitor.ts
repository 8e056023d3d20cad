/**
 * The visitor of a request: what they unlocked with a password (a signed
 * cookie), and, when signed in, their account's member areas (the session
 * resolved by server/session/ into `request.siteAccount` before the page
 * route runs).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ANONYMOUS, type Visitor } from '../../site/routing/access.js';
import type {} from '../session/request-account.js';

export const UNLOCK_COOKIE = 'vitrine_unlocked';
/** Unlocks last this long (seconds). */
export const UNLOCK_MAX_AGE = 60 * 60 * 24;
/** At most this many unlocked targets are remembered. */
export const UNLOCK_MAX_TARGETS = 32;

export function visitorOf(req: FastifyRequest): Visitor {
  const signedIn = req.siteAccount ?? null;
  const membership = signedIn
    ? { member: true, memberAreas: new Set(signedIn.account.memberAreas), email: signedIn.account.email, ...(signedIn.addresses ? { addresses: signedIn.addresses } : {}) }
    : { member: false };
  const raw = req.cookies?.[UNLOCK_COOKIE];
  if (!raw) return signedIn ? { unlocked: new Set(), ...membership } : ANONYMOUS;
  const signed = req.unsignCookie(raw);
  if (!signed.valid || signed.value === null) return signedIn ? { unlocked: new Set(), ...membership } : ANONYMOUS;
  const ids = signed.value.split(',').filter(Boolean);
  return { unlocked: new Set(ids), ...membership };
}

export function rememberUnlock(req: FastifyRequest, reply: FastifyReply, target: string): void {
  const ids = [...visitorOf(req).unlocked].filter((id) => id !== target);
  ids.push(target);
  reply.setCookie(UNLOCK_COOKIE, ids.slice(-UNLOCK_MAX_TARGETS).join(','), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: UNLOCK_MAX_AGE,
    secure: req.protocol === 'https',
  });
}
