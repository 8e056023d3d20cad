/**
 * Wires donations and product reviews into the server over the commerce
 * store: the donate form's payments through the checkout's payment
 * provider and mailer, the buyers' reviews checked against their orders'
 * signed links, the owner's lists and moderation, rate limited per client
 * address like the forms.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { formBody } from '../ops/form-body.js';
import rateLimit from '@fastify/rate-limit';
import type { Store } from '../store/index.js';
import type { SiteContent } from '../../site/content/types.js';
import type { PaymentProvider } from '../commerce/payments/provider.js';
import type { OrderLinks } from '../commerce/orders/order-links.js';
import type { ContentStore } from '../editor/content-store.js';
import { CursorError } from '../forms/cursor.js';
import { PageStates } from '../forms/page-state.js';
import type { Mailer } from '../mail/mailer.js';
import { toApiError } from '../ops/error-handler.js';
import { sharedRateLimitStore } from '../ops/rate-limit-store.js';
import type { AccountService } from '../session/account-service.js';
import { contributionTexts } from '../../site/render/contribution-texts.js';
import { DonationStore } from './donation-store.js';
import { donationRoutes } from './donation-routes.js';
import { ContributionError } from './errors.js';
import { syncProductReviews } from './review-content.js';
import { reviewRoutes } from './review-routes.js';
import { ReviewStore } from './review-store.js';

export interface ContributionsSettings {
  store: Store;
  provider: PaymentProvider;
  mailer: Mailer;
  links: OrderLinks;
  content: () => SiteContent;
  /** The editor's content store: approved reviews are written into the product's content. Without the editor the product page shows only the fixture's reviews. */
  editorContent?: ContentStore | undefined;
  prefixOf(languageTag: string): string;
  ownerToken: string | null;
  accounts?: AccountService | undefined;
  maxBodyBytes: number;
}

export interface ContributionsServices {
  donations: DonationStore;
  reviews: ReviewStore;
}

export async function registerContributions(app: FastifyInstance, s: ContributionsSettings): Promise<ContributionsServices> {
  const donations = new DonationStore(s.store);
  const reviews = new ReviewStore(s.store);
  const pageStates = new PageStates(s.store);
  const remember = (reply: FastifyReply, request: FastifyRequest, view: Record<string, unknown>) => pageStates.remember(reply, request, view);
  const site = () => {
    const c = s.content();
    const store = ((c.websiteSettings as Record<string, unknown> | undefined)?.storeSettings ?? {}) as Record<string, unknown>;
    return {
      currency: typeof store.defaultCurrency === 'string' ? store.defaultCurrency : 'USD',
      title: typeof c.website.siteTitle === 'string' ? c.website.siteTitle : '',
      timeZone: typeof c.website.timeZone === 'string' ? c.website.timeZone : 'UTC',
    };
  };
  /** The default-language id of a product item (its original when a translation). */
  const productOf = (itemId: string): string | null => {
    for (const c of s.content().collections) {
      const item = (c.items ?? []).find((x) => x.id === itemId && x.structuredContent !== undefined);
      if (item) return typeof item.translationOf === 'string' ? item.translationOf : itemId;
    }
    return null;
  };
  const published = async (itemId: string, accountId: string | null) => {
    if (!s.editorContent) return;
    await syncProductReviews(s.editorContent, itemId, await reviews.approvedOf(itemId), accountId);
  };
  await app.register(async (scope) => {
    await scope.register(cookie);
    await scope.register(formbody, formBody());
    await scope.register(rateLimit, { global: false, ...sharedRateLimitStore(scope, 'contributions'), errorResponseBuilder: () => new ContributionError('RATE_LIMITED') });
    scope.setErrorHandler((error: FastifyError | ContributionError, request, reply) => {
      const b = (request.body ?? {}) as { language?: unknown };
      const texts = contributionTexts(typeof b.language === 'string' ? b.language : undefined);
      if (error instanceof ContributionError) return reply.code(error.statusCode).type('application/json; charset=utf-8').send(error.toBody(texts));
      if (error instanceof CursorError) return reply.code(400).send({ status: 400, code: 'INVALID_REQUEST', message: error.message });
      const api = toApiError(error as FastifyError, s.maxBodyBytes);
      if (api.statusCode >= 500) request.log.error({ err: error }, 'donation or review request failed');
      if (api.headers) reply.headers(api.headers);
      return reply.code(api.statusCode).type('application/json; charset=utf-8').send({ status: api.statusCode, code: 'INVALID_REQUEST', message: api.message });
    });
    await scope.register(donationRoutes, { donations, provider: s.provider, mailer: s.mailer, site, prefixOf: s.prefixOf, ownerToken: s.ownerToken, remember, ...(s.accounts ? { accounts: s.accounts } : {}) });
    await scope.register(reviewRoutes, { reviews, store: s.store, links: s.links, productOf, published, ownerToken: s.ownerToken, remember, ...(s.accounts ? { accounts: s.accounts } : {}) });
  });
  return { donations, reviews };
}
