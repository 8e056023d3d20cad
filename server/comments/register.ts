/**
 * Wires comments and likes into the server over the commerce store: the
 * visitors' and the owner's routes (rate limited per client address, like
 * the forms), and, for the site's pages, each post's comment section
 * (`threadFor`, spliced into the page per response, so a kept page shows
 * the comments approved since it was rendered).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { formBody } from '../ops/form-body.js';
import rateLimit from '@fastify/rate-limit';
import type { Store } from '../store/index.js';
import type { SiteContent } from '../../site/content/types.js';
import { PageStates } from '../forms/page-state.js';
import { sharedRateLimitStore } from '../ops/rate-limit-store.js';
import type { AccountService } from '../session/account-service.js';
import { resolveAccount } from '../session/request-account.js';
import { CommentStore } from './comment-store.js';
import { CommentError } from './errors.js';
import { Posts } from './posts.js';
import { commentRoutes, likerOf } from './routes.js';
import { commentTexts } from './texts.js';
import { threadHtml, type CommentOutcome } from './thread-html.js';

export interface CommentsSettings {
  store: Store;
  /** The site's content in use (the editor's newest revision, else the fixture's). */
  content: () => SiteContent;
  accounts?: AccountService;
  ownerToken: string | null;
  maxBodyBytes: number;
}

export interface ThreadRequest {
  request: FastifyRequest;
  itemId: string;
  pagePath: string;
  crumb: string;
  /** The path prefix of a site language tag ('' for the default language, '/fr' for 'fr-FR'). */
  prefixOf(languageTag: string): string;
  /** A plain form's outcome waiting for this page (the forms' page state), if any. */
  pageState?: Record<string, unknown> | undefined;
}

export interface CommentsServices {
  comments: CommentStore;
  /** A post's comment section, '' when the item takes no comments or the store cannot be read (logged). */
  threadFor(t: ThreadRequest): Promise<string>;
}

export async function registerComments(app: FastifyInstance, s: CommentsSettings): Promise<CommentsServices> {
  const comments = new CommentStore(s.store);
  const posts = new Posts(s.content);
  const pageStates = new PageStates(s.store);
  await app.register(async (scope) => {
    await scope.register(cookie);
    await scope.register(formbody, formBody());
    await scope.register(rateLimit, { global: false, ...sharedRateLimitStore(scope, 'comments'), errorResponseBuilder: () => new CommentError('RATE_LIMITED') });
    await scope.register(commentRoutes, {
      comments,
      posts,
      ownerToken: s.ownerToken,
      maxBodyBytes: s.maxBodyBytes,
      remember: (reply, request, view) => pageStates.remember(reply, request, view),
      ...(s.accounts ? { accounts: s.accounts } : {}),
    });
  });

  const threadFor = async (t: ThreadRequest): Promise<string> => {
    const post = posts.get(t.itemId);
    if (!post) return '';
    try {
      const content = s.content();
      const locale = post.language || (typeof content.website.language === 'string' ? content.website.language : 'en-US');
      const account = s.accounts ? await resolveAccount(s.accounts, t.request.cookies, t.request.log) : null;
      const liker = likerOf(t.request, account?.account.id ?? null);
      const [{ comments: shown, count }, likes] = await Promise.all([comments.approvedOf(post.itemId), comments.likesOf(post.itemId, liker)]);
      const outcome = t.pageState?.commentPost as CommentOutcome | undefined;
      return threadHtml({
        post,
        texts: commentTexts(locale),
        locale,
        timeZone: typeof content.website.timeZone === 'string' ? content.website.timeZone : 'UTC',
        pagePath: t.pagePath,
        crumb: t.crumb,
        comments: shown,
        count,
        likes,
        signedIn: account?.account.email ?? null,
        signInUrl: `${post.language ? t.prefixOf(post.language) : ''}/account?returnTo=${encodeURIComponent(`${t.pagePath}#comments`)}`,
        outcome,
      });
    } catch (e) {
      t.request.log.error({ err: e, item: t.itemId }, 'the comments of this post could not be read');
      return '';
    }
  };
  return { comments, threadFor };
}
