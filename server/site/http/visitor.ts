/**
 * The visitor of a request, from signed cookies: what they unlocked with a
 * password. Site membership arrives with site users; until then nobody is
 * a member.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ANONYMOUS, type Visitor } from '../routing/access.js';

export const UNLOCK_COOKIE = 'vitrine_unlocked';
/** Unlocks last this long (seconds). */
export const UNLOCK_MAX_AGE = 60 * 60 * 24;
/** At most this many unlocked targets are remembered. */
export const UNLOCK_MAX_TARGETS = 32;

export function visitorOf(req: FastifyRequest): Visitor {
  const raw = req.cookies?.[UNLOCK_COOKIE];
  if (!raw) return ANONYMOUS;
  const signed = req.unsignCookie(raw);
  if (!signed.valid || signed.value === null) return ANONYMOUS;
  const ids = signed.value.split(',').filter(Boolean);
  return { unlocked: new Set(ids), member: false };
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
