/**
 * The review routes:
 *   POST   /api/reviews              a buyer's review of an order line (JSON from the island; urlencoded without JavaScript, 303 back)
 *   GET    /api/owner/reviews        the owner's moderation list (?status=pending|approved&cursor=)
 *   PUT    /api/owner/reviews/:id    approve, or send back to pending ({ status })
 *   DELETE /api/owner/reviews/:id    delete
 * A review needs the order's signed link token (the one that opens the
 * order page), a line of that order holding the product, and no review of
 * that line yet. Moderation rewrites the product's approved reviews into
 * the site content (review-content.ts), so the product page shows them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { crumbIs, crumbMatches, ensureCrumb } from '../commerce/cookies.js';
import type { OrderLinks } from '../commerce/orders/order-links.js';
import { MAX_CURSOR_LENGTH } from '../forms/cursor.js';
import { formRateLimit } from '../forms/form-rate-limit.js';
import { safePath } from '../forms/routes.js';
import type { Store } from '../store/index.js';
import type { AccountService } from '../session/account-service.js';
import { REVIEW_BODY_MAX_CHARS, REVIEW_BODY_MIN_CHARS, REVIEW_NAME_MAX_CHARS, REVIEW_TITLE_MAX_CHARS, reviewProblems, type ReviewFields } from '../../engine/commerce/review-rules.js';
import { contributionTexts, fillText } from '../../site/render/contribution-texts.js';
import { REVIEWS_PATH, type ReviewOutcome } from '../../site/render/review-page.js';
import { ContributionError } from './errors.js';
import { isFormPost, ownerGuard } from './owner-guard.js';
import { REVIEW_STATUSES, type ReviewStatus, type ReviewStore } from './review-store.js';

/** Reviews a minute from one address. */
export const REVIEW_RATE_LIMIT = { max: 20, windowMs: 60_000 };

export interface ReviewRoutesOptions {
  reviews: ReviewStore;
  store: Store;
  links: OrderLinks;
  /** The default-language id of a product item id (a translation's original), or null when it is no product. */
  productOf(itemId: string): string | null;
  /** After a moderation: brings the product page up to its approved reviews. */
  published(itemId: string, accountId: string | null): Promise<void>;
  ownerToken: string | null;
  accounts?: AccountService;
  remember(reply: FastifyReply, request: FastifyRequest, view: Record<string, unknown>): Promise<void>;
}

interface ReviewBody {
  itemId?: string;
  orderId?: string;
  lineId?: string;
  token?: string;
  rating?: string | number;
  title?: string;
  body?: string;
  name?: string;
  crumb?: string;
  pagePath?: string;
  language?: string;
}

const text = (max: number) => ({ type: 'string', maxLength: max });
const id = text(64);
const reviewSchema = {
  body: {
    type: 'object',
    properties: {
      itemId: id,
      orderId: id,
      lineId: id,
      token: id,
      rating: { anyOf: [{ type: 'integer' }, text(4)] },
      title: text(REVIEW_TITLE_MAX_CHARS * 4),
      body: text(REVIEW_BODY_MAX_CHARS * 4),
      name: text(REVIEW_NAME_MAX_CHARS * 4),
      crumb: text(256),
      pagePath: text(2048),
      language: text(35),
    },
    additionalProperties: false,
  },
};
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export async function reviewRoutes(app: FastifyInstance, opts: ReviewRoutesOptions): Promise<void> {
  const { reviews } = opts;
  const limited = formRateLimit(app, REVIEW_RATE_LIMIT);

  app.post<{ Body: ReviewBody }>(REVIEWS_PATH, { schema: reviewSchema }, async (request, reply) => {
    const b = request.body ?? {};
    const language = b.language || (typeof b.pagePath === 'string' && /^\/fr(\/|$)/.test(b.pagePath) ? 'fr-FR' : 'en-US');
    const t = contributionTexts(language);
    const fields: ReviewFields = { rating: str(b.rating), title: str(b.title).trim(), body: str(b.body).replace(/\r\n?/g, '\n').trim(), name: str(b.name).trim() };
    const back = safePath(b.pagePath);
    try {
      if (await limited(request, reply)) throw new ContributionError('RATE_LIMITED');
      if (isFormPost(request)) {
        if (!crumbIs(request, b.crumb)) throw new ContributionError('CRUMB_FAIL');
      } else if (!crumbMatches(request)) {
        ensureCrumb(request, reply);
        throw new ContributionError('CRUMB_FAIL');
      }
      const orderId = str(b.orderId);
      if (!orderId || !(await opts.links.verify(orderId, str(b.token)))) throw new ContributionError('REVIEW_LINK_INVALID');
      const order = await opts.store.db.selectFrom('orders').select(['id', 'email']).where('id', '=', orderId).executeTakeFirst();
      const line = await opts.store.db.selectFrom('order_lines').select(['id', 'item_id', 'product_name']).where('id', '=', str(b.lineId)).where('order_id', '=', orderId).executeTakeFirst();
      const productId = line ? opts.productOf(line.item_id) : null;
      if (!order || !line || productId === null || productId !== opts.productOf(str(b.itemId))) throw new ContributionError('NOT_BOUGHT');
      if (await reviews.hasLine(line.id)) throw new ContributionError('ALREADY_REVIEWED');
      const problems = reviewProblems(fields);
      if (Object.keys(problems).length > 0) {
        const limits = { min: String(REVIEW_BODY_MIN_CHARS), max: String(REVIEW_BODY_MAX_CHARS) };
        const maxOf: Record<string, number> = { title: REVIEW_TITLE_MAX_CHARS, name: REVIEW_NAME_MAX_CHARS, body: REVIEW_BODY_MAX_CHARS };
        const errors = Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, fillText((t.errors as Record<string, string>)[key]!, { ...limits, max: String(maxOf[f] ?? limits.max) })]));
        throw new ContributionError('FIELDS_INVALID', errors);
      }
      const kept = await reviews.add({
        order_line_id: line.id,
        order_id: order.id,
        item_id: productId,
        product_name: line.product_name,
        rating: Number(fields.rating),
        title: fields.title,
        body: fields.body,
        author_name: fields.name,
        author_email: order.email,
        language,
      });
      if (!kept) throw new ContributionError('ALREADY_REVIEWED');
      request.log.info({ review: kept.id, item: productId }, 'review waiting for moderation');
      if (!isFormPost(request)) return reply.code(201).send({ status: 'pending', message: t.reviewThanks });
      await opts.remember(reply, request, { review: { succeeded: true } satisfies ReviewOutcome });
    } catch (e) {
      if (!(e instanceof ContributionError)) throw e;
      request.log.info({ code: e.code }, 'review refused');
      if (!isFormPost(request)) return reply.code(e.statusCode).send(e.toBody(t));
      const outcome: ReviewOutcome =
        e.code === 'ALREADY_REVIEWED' ? { succeeded: true, already: true } : { message: e.text(t), ...(e.fieldErrors ? { errors: e.fieldErrors } : {}), values: { rating: fields.rating, title: fields.title, body: fields.body, name: fields.name } };
      await opts.remember(reply, request, { review: outcome });
    }
    return reply.redirect(back, 303);
  });

  const ownerOnly = ownerGuard(opts.ownerToken, opts.accounts);

  app.get<{ Querystring: { status?: ReviewStatus; cursor?: string } }>(
    '/api/owner/reviews',
    {
      onRequest: ownerOnly,
      schema: { querystring: { type: 'object', properties: { status: { type: 'string', enum: [...REVIEW_STATUSES] }, cursor: text(MAX_CURSOR_LENGTH) }, additionalProperties: false } },
    },
    async (request) => {
      const [page, counts] = await Promise.all([reviews.list(request.query.status ?? 'pending', request.query.cursor), reviews.counts()]);
      return { reviews: page.items, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor, counts };
    },
  );

  const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-f]{24}$' } } };
  app.put<{ Params: { id: string }; Body: { status: ReviewStatus } }>(
    '/api/owner/reviews/:id',
    { onRequest: ownerOnly, schema: { params: idParams, body: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: [...REVIEW_STATUSES] } }, additionalProperties: false } } },
    async (request) => {
      const changed = await reviews.setStatus(request.params.id, request.body.status);
      if (!changed) throw new ContributionError('REVIEW_NOT_FOUND');
      await opts.published(changed.itemId, null);
      request.log.info({ review: changed.id, status: changed.status }, 'review moderated');
      return changed;
    },
  );

  app.delete<{ Params: { id: string } }>('/api/owner/reviews/:id', { onRequest: ownerOnly, schema: { params: idParams } }, async (request, reply) => {
    const gone = await reviews.remove(request.params.id);
    if (!gone) throw new ContributionError('REVIEW_NOT_FOUND');
    if (gone.status === 'approved') await opts.published(gone.itemId, null);
    return reply.code(204).send();
  });
}
