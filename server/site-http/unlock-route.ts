/**
 * POST /api/site/unlock: the lock screen's and protected pages' password
 * form (a plain form post, so it works without JavaScript). It carries the
 * crumb (checked before anything else), is rate limited per client, and
 * answers a wrong password with the lock page again, showing why. Where it
 * sends the visitor back to is resolved against the site's own origin:
 * only a path of this site is followed.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { crumbIs, ensureCrumb } from '../commerce/cookies.js';
import { deviceOf } from '../../site/context/page-context.js';
import type { LoadedSite } from '../../site/load-site.js';
import { SYSTEM_TEXT } from '../../site/render/system-pages.js';
import { rememberUnlock, visitorOf } from './visitor.js';
import { newNonce, siteCsp, withNonce, type CspSources } from './csp.js';
import { safeReturnPath } from '../../editor/return-to.js';
import { sharedRateLimitStore } from '../ops/rate-limit-store.js';

/** Raw control characters: a browser never posts them in a field. */
const RAW_CONTROL = /[\u0000-\u001f\u007f]/;

export const UNLOCK_PATH = '/api/site/unlock';
/** Unlock attempts a client may make per window. */
export const UNLOCK_RATE_LIMIT_MAX = 10;
export const UNLOCK_RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;

/** Texts of a refused unlock: SPEC section 8 for the crumb and the rate limit. */
/** The theme string that words each refusal in the page's language (templates/strings), English when the theme has none. */
const UNLOCK_STRING: Record<keyof typeof UNLOCK_TEXT, string> = {
  wrongPassword: 'themeWrongPassword',
  sessionExpired: 'themeSessionExpired',
  tooManyRequests: 'themeTryAgainSoon',
};

export const UNLOCK_TEXT = {
  wrongPassword: SYSTEM_TEXT.wrongPassword,
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  tooManyRequests: 'Please try again in a few seconds.',
} as const;

const UNLOCK_SCHEMA = {
  body: {
    type: 'object',
    required: ['target', 'password'],
    properties: {
      target: { type: 'string', maxLength: 200 },
      password: { type: 'string', maxLength: 500 },
      returnTo: { type: 'string', maxLength: 2000 },
      crumb: { type: 'string', maxLength: 200 },
    },
  },
} as const;

type UnlockBody = { target: string; password: string; returnTo?: string; crumb?: string };

/**
 * Where an unlock may send the visitor: a path of this site (its query and
 * hash kept, the shared rule of editor/return-to.ts), `/` for anything
 * else; null when the value holds raw control characters (a 400: no browser
 * sends those).
 */
export function safeReturn(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw === '') return '/';
  if (RAW_CONTROL.test(raw)) return null;
  return safeReturnPath(raw) ?? '/';
}

class UnlockRefused extends Error {
  constructor(
    readonly status: number,
    readonly text: keyof typeof UNLOCK_TEXT,
  ) {
    super(UNLOCK_TEXT[text]);
  }
}

export async function unlockRoute(app: FastifyInstance, { site, csp = 'strict', cspSources = {} }: { site: LoadedSite; csp?: 'strict' | 'none'; cspSources?: CspSources }): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    // Counted once the body is read, so the refusal can show the lock page the visitor came from.
    hook: 'preHandler',
    max: UNLOCK_RATE_LIMIT_MAX,
    timeWindow: UNLOCK_RATE_LIMIT_WINDOW_MS,
    ...sharedRateLimitStore(app, 'unlock'),
    errorResponseBuilder: () => new UnlockRefused(429, 'tooManyRequests'),
  });

  /** The lock page of `path` again, with the reason the unlock was refused. */
  const refuse = (req: FastifyRequest, reply: FastifyReply, path: string, status: number, reason: keyof typeof UNLOCK_TEXT) => {
    const crumb = ensureCrumb(req, reply);
    const pagePath = path.split(/[?#]/)[0] ?? '/';
    const themed = site.renderer.stringsOf({ path: pagePath })[UNLOCK_STRING[reason]];
    const error = typeof themed === 'string' && themed ? themed : UNLOCK_TEXT[reason];
    const result = site.renderer.render(pagePath, {}, visitorOf(req), deviceOf(req.headers['user-agent']), { access: { crumb, error } });
    const nonce = newNonce();
    if (csp === 'strict') reply.header('content-security-policy', siteCsp(nonce, cspSources));
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(withNonce(result.html, nonce));
  };

  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof UnlockRefused) {
      const body = (req.body ?? {}) as Partial<UnlockBody>;
      return refuse(req, reply, safeReturn(body.returnTo) ?? '/', error.status, error.text);
    }
    throw error;
  });

  // The crumb first: a forged post learns nothing, not even whether its body is valid.
  app.addHook('preValidation', async (req) => {
    if (!crumbIs(req, (req.body as Partial<UnlockBody> | undefined)?.crumb)) throw new UnlockRefused(403, 'sessionExpired');
  });

  app.post<{ Body: UnlockBody }>(UNLOCK_PATH, { schema: UNLOCK_SCHEMA }, async (req, reply) => {
    const returnTo = safeReturn(req.body.returnTo);
    if (returnTo === null) return reply.code(400).send({ message: 'returnTo holds control characters', code: 'UNLOCK_RETURN_INVALID', status: 400 });
    if (!(await site.passwords.matches(req.body.target, req.body.password))) {
      req.log.info({ target: req.body.target }, 'unlock refused: wrong password');
      return refuse(req, reply, returnTo, 403, 'wrongPassword');
    }
    rememberUnlock(req, reply, req.body.target);
    return reply.redirect(returnTo, 303);
  });
}
