/** The owner's API token (VITRINE_OWNER_TOKEN) on a request: true when it matches, false when another is sent, null when none is. */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export function bearerMatches(request: FastifyRequest, ownerToken: string | null): boolean | null {
  const h = request.headers.authorization;
  if (typeof h !== 'string' || !h.startsWith('Bearer ')) return null;
  if (ownerToken === null) return false;
  const given = Buffer.from(h.slice(7).trim());
  const expected = Buffer.from(ownerToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
