/**
 * Per-form submission quotas, beside the per-route rate limit: how many
 * submissions one form (a form block, a newsletter, one product's restock
 * sign-up) stores per window, from one client address and from everyone.
 * The rate limit bounds how fast one address posts; the quotas bound what a
 * form can store in a day, whoever posts, so a flood fills no disk. They
 * count in the shared counters (ops/shared-counters.ts: Redis with
 * REDIS_URL, else the cluster's first process), so every process and node
 * enforces one quota. Only posts about to be stored count (checked and
 * captcha passed; a honeypot drop never counts). Past a quota: 429
 * RATE_LIMITED, SPEC section 8's 'Unable to submit form. Submission rate
 * limit exceeded. Please try again later.', with Retry-After.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MemoryCounters, type Counters } from '../ops/shared-counters.js';
import { formsError } from './errors.js';

/** Submissions one address may store in one form per window. */
export const DEFAULT_FORM_QUOTA_PER_ADDRESS = 50;
/** Submissions one form may store per window, from every address together. */
export const DEFAULT_FORM_QUOTA_PER_FORM = 5_000;
/** The quotas' window: a day. */
export const DEFAULT_FORM_QUOTA_WINDOW_MS = 24 * 60 * 60_000;

export interface FormQuotaSettings {
  perAddress: number;
  perForm: number;
  windowMs: number;
}

/** Counts one submission about to be stored in `form` (a form id, or `restock:<productId>`); throws RATE_LIMITED past a quota. */
export type TakeQuota = (request: FastifyRequest, reply: FastifyReply, form: string) => Promise<void>;

export function formQuota(settings: FormQuotaSettings, counters: Counters = new MemoryCounters()): TakeQuota {
  return async (request, reply, form) => {
    const key = `form-quota:${form}`;
    // The address's count first: one address past its quota does not eat the form's.
    const mine = await counters.incr(`${key}:address:${request.ip}`, settings.windowMs);
    const over = mine.count > settings.perAddress ? mine : await counters.incr(key, settings.windowMs).then((all) => (all.count > settings.perForm ? all : null));
    if (!over) return;
    request.log.info({ form, address: mine.count > settings.perAddress }, 'form quota reached');
    reply.header('retry-after', Math.max(1, Math.ceil(over.ttlMs / 1000)));
    throw formsError('RATE_LIMITED');
  };
}
