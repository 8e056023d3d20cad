/**
 * The forms' per-client rate limit, counted inside the handlers of the
 * posts a page without JavaScript sends: past the limit, the handler
 * refuses the post like any other refusal, so a plain form goes back to
 * its page with the catalogue's rate-limit text (an island's JSON call
 * still gets its 429). Retry-After is set either way.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import '@fastify/rate-limit';

/** Counts a post; true when it is past the limit. */
export type OverLimit = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Limits made so far: each one's counts are its own (the same order in every process, so the same names). */
let made = 0;

/** A limit of its own for one route (the rate-limit plugin must be registered in `app`'s scope). */
export function formRateLimit(app: FastifyInstance, limit: { max: number; windowMs: number }): OverLimit {
  // groupId names the limit's keys in the shared counters (ops/rate-limit-store.ts reads it; the plugin's types omit it here).
  const options = { max: limit.max, timeWindow: limit.windowMs, groupId: `form-limit-${++made}` };
  const count = app.createRateLimit(options);
  return async (request, reply) => {
    const r = await count(request);
    if (r.isAllowed || !r.isExceeded) return false;
    reply.header('retry-after', r.ttlInSeconds);
    return true;
  };
}
