/**
 * Per-form submission quotas, beside the per-route rate limit: how many
 * submissions one form (a form block, a newsletter, one product's restock
 * sign-up) stores per window, from one client address and from everyone.
 * The rate limit bounds how fast one address posts; the quotas bound what a
 * form can store in a day, whoever posts, so a flood fills no disk. They
 * count in the shared counters (ops/shared-counters.ts: Redis with
 * REDIS_URL, else the cluster's first process), so every process and node
 * enforces one quota. Beside them, a cap on what the site stores in all
 * (form submissions and restock sign-ups, VITRINE_FORM_MAX_STORED), read
 * from the store and again each STORED_RECOUNT_MS (other processes and
 * nodes store too, so the cap may be passed by what they stored since).
 * Only posts about to be stored count (checked and captcha passed; a
 * honeypot drop never counts). Past a quota or the cap: 429
 * RATE_LIMITED, SPEC section 8's 'Unable to submit form. Submission rate
 * limit exceeded. Please try again later.', with Retry-After.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MemoryCounters, type Counters } from '../ops/shared-counters.js';
import { formsError } from './errors.js';
import type { Store } from '../store/index.js';

/** Submissions one address may store in one form per window. */
export const DEFAULT_FORM_QUOTA_PER_ADDRESS = 50;
/** Submissions one form may store per window, from every address together. */
export const DEFAULT_FORM_QUOTA_PER_FORM = 5_000;
/** The quotas' window: a day. */
export const DEFAULT_FORM_QUOTA_WINDOW_MS = 24 * 60 * 60_000;
/** Form submissions and restock sign-ups the site stores at most (the owner deletes old ones to make room). */
export const DEFAULT_FORM_MAX_STORED = 1_000_000;
/** How often the stored count is read again. */
export const STORED_RECOUNT_MS = 60_000;

export interface FormQuotaSettings {
  perAddress: number;
  perForm: number;
  windowMs: number;
  /** The site's cap on stored submissions and sign-ups; absent = DEFAULT_FORM_MAX_STORED. */
  maxStored?: number;
}

/** The site's stored submissions and sign-ups, counted now and then, and each one added since. */
export class StoredCount {
  private counted: { n: number; at: number } | null = null;

  constructor(
    private readonly store: Store,
    private readonly now: () => number = Date.now,
  ) {}

  async current(): Promise<number> {
    if (!this.counted || this.now() - this.counted.at >= STORED_RECOUNT_MS) {
      const count = async (table: 'form_submissions' | 'restock_signups') => Number((await this.store.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);
      this.counted = { n: (await count('form_submissions')) + (await count('restock_signups')), at: this.now() };
    }
    return this.counted.n;
  }

  added(): void {
    if (this.counted) this.counted.n++;
  }
}

/** Counts one submission about to be stored in `form` (a form id, or `restock:<productId>`); throws RATE_LIMITED past a quota. */
export type TakeQuota = (request: FastifyRequest, reply: FastifyReply, form: string) => Promise<void>;

export function formQuota(settings: FormQuotaSettings, counters: Counters = new MemoryCounters(), stored?: StoredCount): TakeQuota {
  const maxStored = settings.maxStored ?? DEFAULT_FORM_MAX_STORED;
  return async (request, reply, form) => {
    if (stored && (await stored.current()) >= maxStored) {
      request.log.warn({ form, maxStored }, 'the site stores its most form submissions and sign-ups; delete old ones to make room');
      reply.header('retry-after', Math.ceil(STORED_RECOUNT_MS / 1000));
      throw formsError('RATE_LIMITED');
    }
    const key = `form-quota:${form}`;
    // The address's count first: one address past its quota does not eat the form's.
    const mine = await counters.incr(`${key}:address:${request.ip}`, settings.windowMs);
    const over = mine.count > settings.perAddress ? mine : await counters.incr(key, settings.windowMs).then((all) => (all.count > settings.perForm ? all : null));
    if (!over) return stored?.added();
    request.log.info({ form, address: mine.count > settings.perAddress }, 'form quota reached');
    reply.header('retry-after', Math.max(1, Math.ceil(over.ttlMs / 1000)));
    throw formsError('RATE_LIMITED');
  };
}
