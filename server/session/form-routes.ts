/**
 * Sign in, sign up and sign out without JavaScript (issue 18): the plain
 * forms of the account page (site/render/account-forms.ts) post here.
 *
 *   POST /account/sign-in    email, password, rememberMe?, join?, returnTo?, page, crumb
 *   POST /account/sign-up    the same
 *   POST /account/sign-out   cloneCart?, page, crumb
 *
 * Each answers with a 303: on to `returnTo` (a path of this site) or the
 * account page when it worked, back to the account page with `?error=CODE`
 * (shown there as the catalogue's text) when it was refused. The crumb is
 * checked by the parent plugin's hook (routes.ts) before anything else; a
 * body that no form of ours sends answers 400.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { formBody } from '../ops/form-body.js';
import { SessionError } from './errors.js';
import { ACCOUNT_FORM_PATHS, type AccountFormName } from '../../site/paths/account-form-paths.js';
import { toFailure } from './failure.js';
import { safeReturnPath } from '../../editor/return-to.js';

type Credentials = { email: string; password: string; rememberMe?: boolean; memberAreaId?: string };

export interface AccountFormRoutesOptions {
  maxBodyBytes: number;
  signIn(request: FastifyRequest, reply: FastifyReply, body: Credentials): Promise<unknown>;
  signUp(request: FastifyRequest, reply: FastifyReply, body: Credentials): Promise<unknown>;
  signOut(request: FastifyRequest, reply: FastifyReply, cloneCart: boolean): Promise<void>;
}

type FormBody = { email?: string; password?: string; rememberMe?: string; join?: string; returnTo?: string; page?: string; cloneCart?: string; crumb?: string };

/** The longest path a form carries back (returnTo, page). */
const MAX_PATH_LENGTH = 2000;
const path = { type: 'string', maxLength: MAX_PATH_LENGTH } as const;
const formSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      email: { type: 'string', maxLength: 1024 },
      password: { type: 'string', maxLength: 1024 },
      rememberMe: { type: 'string', enum: ['true', 'on'] },
      join: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
      cloneCart: { type: 'string', enum: ['true', 'on'] },
      returnTo: path,
      page: path,
      crumb: { type: 'string', maxLength: 200 },
    },
  },
} as const;

/** The account page of a site language ('/account', '/fr/account'); anything else is the default one. */
const ACCOUNT_PAGE = /^(\/[A-Za-z0-9-]+)?\/account$/;

export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

/** A path of this site (query kept), else undefined. */
const sitePath = (value: unknown): string | undefined => safeReturnPath(value);

function accountPageOf(body: FormBody | undefined): string {
  const page = body?.page;
  return typeof page === 'string' && ACCOUNT_PAGE.test(page) ? page : '/account';
}

/** Back to the account page with the refusal, keeping what the visitor was doing. */
function refusedAt(body: FormBody | undefined, form: AccountFormName, code: string): string {
  const q = new URLSearchParams({ form, error: code });
  const back = sitePath(body?.returnTo);
  if (back) q.set('returnTo', back);
  if (typeof body?.join === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(body.join)) q.set('join', body.join);
  return `${accountPageOf(body)}?${q.toString()}`;
}

const formOf = (url: string): AccountFormName => (Object.entries(ACCOUNT_FORM_PATHS).find(([, p]) => url.split('?')[0] === p)?.[0] as AccountFormName | undefined) ?? 'sign-in';

export async function accountFormRoutes(app: FastifyInstance, options: AccountFormRoutesOptions): Promise<void> {
  await app.register(formbody, formBody(options.maxBodyBytes));

  app.setErrorHandler((error: FastifyError | SessionError, request: FastifyRequest, reply: FastifyReply) => {
    // A refusal the visitor can act on (a wrong password, a taken email, an expired crumb): shown on the account page.
    if (error instanceof SessionError && error.statusCode < 500) return reply.redirect(refusedAt(request.body as FormBody | undefined, formOf(request.url), error.code), 303);
    const failure = toFailure(error, options.maxBodyBytes);
    if (failure.status >= 500) request.log.error({ err: error }, 'account form failed');
    return reply.code(failure.status).type('application/json; charset=utf-8').send(failure);
  });

  const credentialsOf = (body: FormBody): Credentials => ({
    email: body.email ?? '',
    password: body.password ?? '',
    rememberMe: body.rememberMe !== undefined,
    ...(body.join !== undefined ? { memberAreaId: body.join } : {}),
  });
  const onward = (body: FormBody) => sitePath(body.returnTo) ?? accountPageOf(body);

  app.post<{ Body: FormBody }>(ACCOUNT_FORM_PATHS['sign-in'], { schema: formSchema }, async (request, reply) => {
    await options.signIn(request, reply, credentialsOf(request.body));
    return reply.redirect(onward(request.body), 303);
  });

  app.post<{ Body: FormBody }>(ACCOUNT_FORM_PATHS['sign-up'], { schema: formSchema }, async (request, reply) => {
    await options.signUp(request, reply, credentialsOf(request.body));
    return reply.redirect(onward(request.body), 303);
  });

  app.post<{ Body: FormBody }>(ACCOUNT_FORM_PATHS['sign-out'], { schema: formSchema }, async (request, reply) => {
    await options.signOut(request, reply, request.body.cloneCart !== undefined);
    // Home in the account page's language.
    return reply.redirect(accountPageOf(request.body).replace(/account$/, ''), 303);
  });
}
