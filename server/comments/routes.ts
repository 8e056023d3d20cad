/**
 * The comment routes:
 *   POST   /api/comments              a visitor's comment (JSON from the island; urlencoded without JavaScript, redirects back)
 *   POST   /api/comments/like         like a post or take the like back (same two ways)
 *   GET    /api/owner/comments        the owner's moderation list (?status=pending|approved|spam&cursor=)
 *   PUT    /api/owner/comments/:id    approve, mark spam, or send back to pending ({ status })
 *   DELETE /api/owner/comments/:id    delete
 * A visitor's change carries the page's crumb (a form field, or the
 * X-CSRF-Token header).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crumbIs, crumbMatches, ensureCrumb } from '../commerce/cookies.js';
import { CursorError, MAX_CURSOR_LENGTH } from '../forms/cursor.js';
import { formRateLimit } from '../forms/form-rate-limit.js';
import { safePath } from '../forms/routes.js';
import { toApiError } from '../ops/error-handler.js';
import type { AccountService } from '../session/account-service.js';
import { ownerAccess } from '../session/owner-access.js';
import { resolveAccount } from '../session/request-account.js';
import { bearerMatches } from './owner-token.js';
import { cleanFields, emailOf, fieldProblems, type CommentField } from './comment-input.js';
import { COMMENT_STATUSES, type CommentStatus, type CommentStore } from './comment-store.js';
import { CommentError } from './errors.js';
import { COMMENT_NAME_MAX_CHARS, COMMENT_BODY_MAX_CHARS, COMMENT_RATE_LIMIT, LIKER_COOKIE_MAX_AGE } from './limits.js';
import type { Posts } from './posts.js';
import { commentTexts, likesText, type CommentTexts } from './texts.js';
import { COMMENTS_PATH, LIKE_PATH, type CommentOutcome } from './thread-html.js';

/**
 * The visitor's liker id when not signed in: 128 random bits, so nobody
 * can take another's (a visitor who clears it may like again, as on any
 * site that counts likes without an account).
 */
export const LIKER_COOKIE = 'vitrine_liker';
const LIKER_ID = /^[A-Za-z0-9_-]{22}$/;

export interface CommentRoutesOptions {
  comments: CommentStore;
  posts: Posts;
  accounts?: AccountService;
  ownerToken: string | null;
  maxBodyBytes: number;
  /** Keeps a plain form's outcome for the page it goes back to (the forms' page states). */
  remember(reply: FastifyReply, request: FastifyRequest, view: Record<string, unknown>): Promise<void>;
}

interface CommentBody {
  itemId: string;
  pagePath?: string;
  language?: string;
  name?: string;
  email?: string;
  body?: string;
  crumb?: string;
}

interface LikeBody {
  itemId: string;
  liked?: boolean | string;
  pagePath?: string;
  crumb?: string;
}

const text = (max: number) => ({ type: 'string', maxLength: max });
const commentSchema = {
  body: {
    type: 'object',
    required: ['itemId'],
    properties: {
      itemId: text(64),
      pagePath: text(2048),
      language: text(35),
      // A little over the limits: the rule gives the field's own message.
      name: text(COMMENT_NAME_MAX_CHARS * 4),
      email: text(320),
      body: text(COMMENT_BODY_MAX_CHARS * 4),
      crumb: text(256),
    },
    additionalProperties: false,
  },
};
const likeSchema = {
  body: {
    type: 'object',
    required: ['itemId'],
    properties: { itemId: text(64), liked: { anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['true', 'false'] }] }, pagePath: text(2048), crumb: text(256) },
    additionalProperties: false,
  },
};

function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

export async function commentRoutes(app: FastifyInstance, opts: CommentRoutesOptions): Promise<void> {
  const { comments, posts, accounts } = opts;
  const limited = formRateLimit(app, COMMENT_RATE_LIMIT);
  const textsOf = (request: FastifyRequest): CommentTexts => {
    const b = (request.body ?? {}) as { language?: unknown; pagePath?: unknown };
    const q = (request.query ?? {}) as { language?: unknown };
    const lang = typeof b.language === 'string' ? b.language : typeof q.language === 'string' ? q.language : typeof b.pagePath === 'string' && /^\/fr(\/|$)/.test(b.pagePath) ? 'fr' : undefined;
    return commentTexts(lang);
  };

  app.setErrorHandler((error: FastifyError | CommentError, request: FastifyRequest, reply: FastifyReply) => {
    const texts = textsOf(request);
    if (error instanceof CommentError) {
      request.log.info({ code: error.code }, 'comment refused');
      return reply.code(error.statusCode).type('application/json; charset=utf-8').send(error.toBody(texts));
    }
    if (error instanceof CursorError) return reply.code(400).send({ status: 400, code: 'INVALID_REQUEST', message: error.message });
    const api = toApiError(error as FastifyError, opts.maxBodyBytes);
    if (api.statusCode >= 500) request.log.error({ err: error }, 'comment request failed');
    if (api.headers) reply.headers(api.headers);
    return reply.code(api.statusCode).type('application/json; charset=utf-8').send({ status: api.statusCode, code: 'INVALID_REQUEST', message: api.message });
  });

  const signedIn = async (request: FastifyRequest) => (accounts ? await resolveAccount(accounts, request.cookies, request.log) : null);

  /** The checks every visitor post passes first: the rate limit, then where it comes from and its crumb. */
  const visitorChecks = async (request: FastifyRequest, reply: FastifyReply, crumb: string | undefined) => {
    if (await limited(request, reply)) throw new CommentError('RATE_LIMITED');
    // The page's crumb: another site's page cannot post for the visitor.
    if (isFormPost(request)) {
      if (!crumbIs(request, crumb)) throw new CommentError('CRUMB_FAIL');
    } else if (!crumbMatches(request)) {
      ensureCrumb(request, reply);
      throw new CommentError('CRUMB_FAIL');
    }
  };

  app.post<{ Body: CommentBody }>(COMMENTS_PATH, { schema: commentSchema }, async (request, reply) => {
    const b = request.body;
    const texts = textsOf(request);
    const fields = cleanFields(b);
    const back = safePath(b.pagePath);
    try {
      await visitorChecks(request, reply, b.crumb);
      const post = posts.get(b.itemId);
      if (!post) throw new CommentError('POST_NOT_FOUND');
      if (!post.commentsOpen) throw new CommentError('COMMENTS_CLOSED');
      const account = await signedIn(request);
      if (!account && !post.anonymousAllowed) throw new CommentError('SIGN_IN_REQUIRED');
      const email = account?.account.email ?? null;
      const problems = fieldProblems(fields, email);
      if (Object.keys(problems).length > 0) {
        const errors = Object.fromEntries(Object.entries(problems).map(([f, code]) => [f, texts.errors[code]]));
        throw new CommentError('FIELDS_INVALID', errors);
      }
      await comments.add({
        itemId: post.itemId,
        itemTitle: post.title,
        pagePath: back,
        accountId: account?.account.id ?? null,
        authorName: fields.name,
        authorEmail: emailOf(fields, email),
        body: fields.body,
        language: b.language ?? (post.language || 'en-US'),
      });
      request.log.info({ item: post.itemId }, 'comment waiting for moderation');
      if (!isFormPost(request)) return reply.code(201).send({ status: 'pending', message: texts.pending });
      await opts.remember(reply, request, { commentPost: { itemId: post.itemId, succeeded: true } satisfies CommentOutcome });
    } catch (e) {
      if (!isFormPost(request) || !(e instanceof CommentError)) throw e;
      const outcome: CommentOutcome = {
        itemId: b.itemId,
        message: e.text(texts),
        ...(e.fieldErrors ? { errors: e.fieldErrors as Partial<Record<CommentField, string>> } : {}),
        values: { name: fields.name, email: fields.email, body: fields.body },
      };
      await opts.remember(reply, request, { commentPost: outcome });
    }
    return reply.redirect(`${back}#comments`, 303);
  });

  app.post<{ Body: LikeBody }>(LIKE_PATH, { schema: likeSchema }, async (request, reply) => {
    const b = request.body;
    const texts = textsOf(request);
    const back = safePath(b.pagePath);
    try {
      await visitorChecks(request, reply, b.crumb);
      const post = posts.get(b.itemId);
      if (!post) throw new CommentError('POST_NOT_FOUND');
      if (!post.likesOn) throw new CommentError('LIKES_OFF');
      const account = await signedIn(request);
      let liker = likerOf(request, account?.account.id ?? null);
      if (!liker) {
        const id = randomBytes(16).toString('base64url');
        reply.setCookie(LIKER_COOKIE, id, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: LIKER_COOKIE_MAX_AGE, secure: request.protocol === 'https' });
        liker = `visitor:${id}`;
      }
      const liked = b.liked === undefined || b.liked === true || b.liked === 'true';
      await comments.setLike(post.itemId, liker, liked);
      const now = await comments.likesOf(post.itemId, liker);
      if (!isFormPost(request)) return { liked: now.liked, count: now.count, countText: likesText(texts, now.count), label: now.liked ? texts.liked : texts.like };
    } catch (e) {
      if (!isFormPost(request) || !(e instanceof CommentError)) throw e;
      await opts.remember(reply, request, { commentPost: { itemId: b.itemId, message: e.text(texts) } satisfies CommentOutcome });
    }
    return reply.redirect(`${back}#comments`, 303);
  });

  // The owner's moderation: the owner's API token, or a signed-in owner (with the crumb and xsrfToken on changes).
  const ownerOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = bearerMatches(request, opts.ownerToken);
    if (verdict === true) return;
    if (verdict === false || !accounts) throw new CommentError('OWNER_ONLY');
    if (request.method !== 'GET' && !crumbMatches(request)) {
      ensureCrumb(request, reply);
      throw new CommentError('CRUMB_FAIL');
    }
    const access = await ownerAccess(accounts, request, request.method === 'GET' ? 'read' : 'edit');
    if (!access.ok) throw new CommentError(access.refusal === 'NOT_SIGNED_IN' ? 'OWNER_ONLY' : access.refusal === 'XSRF_FAIL' ? 'XSRF_FAIL' : 'OWNER_FORBIDDEN');
  };

  app.get<{ Querystring: { status?: CommentStatus; cursor?: string } }>(
    '/api/owner/comments',
    {
      onRequest: ownerOnly,
      schema: { querystring: { type: 'object', properties: { status: { type: 'string', enum: [...COMMENT_STATUSES] }, cursor: text(MAX_CURSOR_LENGTH) }, additionalProperties: false } },
    },
    async (request) => {
      const status = request.query.status ?? 'pending';
      const [page, counts] = await Promise.all([comments.list(status, request.query.cursor), comments.counts()]);
      return { comments: page.items, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor, counts };
    },
  );

  const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-f]{24}$' } } };
  app.put<{ Params: { id: string }; Body: { status: CommentStatus } }>(
    '/api/owner/comments/:id',
    {
      onRequest: ownerOnly,
      schema: { params: idParams, body: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: [...COMMENT_STATUSES] } }, additionalProperties: false } },
    },
    async (request) => {
      const changed = await comments.setStatus(request.params.id, request.body.status);
      if (!changed) throw new CommentError('COMMENT_NOT_FOUND');
      request.log.info({ comment: changed.id, status: changed.status }, 'comment moderated');
      return changed;
    },
  );

  app.delete<{ Params: { id: string } }>('/api/owner/comments/:id', { onRequest: ownerOnly, schema: { params: idParams } }, async (request, reply) => {
    if (!(await comments.remove(request.params.id))) throw new CommentError('COMMENT_NOT_FOUND');
    return reply.code(204).send();
  });
}

/** The liker of a request: its account when signed in, else its liker cookie's id, else null. */
export function likerOf(request: FastifyRequest, accountId: string | null): string | null {
  if (accountId !== null) return `account:${accountId}`;
  const id = request.cookies[LIKER_COOKIE];
  return id !== undefined && LIKER_ID.test(id) ? `visitor:${id}` : null;
}
