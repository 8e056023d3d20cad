/**
 * The owner's mailing lists (editor/mailing-lists.ts; the admin's Mailing
 * lists screen). Both owner roles read and change them (the area
 * `mailingLists` of editor/permissions.ts): a list is the site's own
 * marketing, like its pages.
 *
 *   GET    /api/editor/mailing-lists                           { lists }
 *   POST   /api/editor/mailing-lists                           { name } -> 201 { list }
 *   PUT    /api/editor/mailing-lists/:id                       { name?, restock?: true } -> { list }
 *   DELETE /api/editor/mailing-lists/:id                       -> { deleted: id } (its subscribers with it)
 *   GET    /api/editor/mailing-lists/:id/subscribers?cursor=&format=json|csv
 *   POST   /api/editor/mailing-lists/:id/subscribers           { email } -> 201 { subscriber } (source: owner)
 *   DELETE /api/editor/mailing-lists/:id/subscribers/:email    -> { removed: email }
 */
import type { FastifyInstance } from 'fastify';
import type { EditorContext } from '../context.js';
import { editorError, type EditorErrorCode } from '../errors.js';
import { ListRefused, MailingLists, type ListRefusal } from '../../mailing-lists/mailing-lists.js';
import { MAX_LIST_NAME_CHARS, MAX_SUBSCRIBER_EMAIL_CHARS } from '../../../editor/mailing-lists.js';
import { CursorError, MAX_CURSOR_LENGTH } from '../../forms/cursor.js';

const CODES: Record<ListRefusal, EditorErrorCode> = {
  required: 'LIST_NAME_REQUIRED',
  tooLong: 'LIST_NAME_TOO_LONG',
  taken: 'LIST_NAME_TAKEN',
  tooMany: 'TOO_MANY_LISTS',
  notFound: 'LIST_NOT_FOUND',
  subscriberNotFound: 'SUBSCRIBER_NOT_FOUND',
  emailInvalid: 'SUBSCRIBER_EMAIL_INVALID',
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
};

/** A name longer than the rule's limit reaches the rule (its own message); this only bounds the body. */
const NAME_BODY_CHARS = MAX_LIST_NAME_CHARS * 4;
const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const nameBody = { type: 'object', additionalProperties: false, required: ['name'], properties: { name: { type: 'string', maxLength: NAME_BODY_CHARS } } } as const;
const changeBody = { type: 'object', additionalProperties: false, minProperties: 1, properties: { name: { type: 'string', maxLength: NAME_BODY_CHARS }, restock: { type: 'boolean', const: true } } } as const;
const emailBody = { type: 'object', additionalProperties: false, required: ['email'], properties: { email: { type: 'string', maxLength: MAX_SUBSCRIBER_EMAIL_CHARS + 64 } } } as const;
const subscriberParams = { type: 'object', required: ['id', 'email'], properties: { id, email: { type: 'string', minLength: 1, maxLength: MAX_SUBSCRIBER_EMAIL_CHARS } } } as const;
const pageQuery = { type: 'object', additionalProperties: false, properties: { cursor: { type: 'string', maxLength: MAX_CURSOR_LENGTH }, format: { type: 'string', enum: ['json', 'csv'] } } } as const;

/** Runs a change, answering a refusal with its code. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof ListRefused) throw editorError(CODES[e.refusal]);
    if (e instanceof CursorError) throw editorError('INVALID_REQUEST');
    throw e;
  }
}

export async function mailingListRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  const lists = new MailingLists(ctx.store);
  const found = async (listId: string) => {
    const list = await lists.one(listId);
    if (!list) throw editorError('LIST_NOT_FOUND');
    return list;
  };

  app.get('/api/editor/mailing-lists', async (request) => {
    await ctx.user(request, 'read');
    return { lists: await lists.all() };
  });

  app.post<{ Body: { name: string } }>('/api/editor/mailing-lists', { schema: { body: nameBody } }, async (request, reply) => {
    const user = await ctx.user(request, 'edit');
    const list = await refusing(() => lists.create(request.body.name));
    request.log.info({ by: user.accountId, list: list.id }, 'mailing list created');
    reply.code(201);
    return { list };
  });

  app.put<{ Params: { id: string }; Body: { name?: string; restock?: true } }>('/api/editor/mailing-lists/:id', { schema: { params: idParams, body: changeBody } }, async (request) => {
    await ctx.user(request, 'edit');
    const { name, restock } = request.body;
    let list = await found(request.params.id);
    if (name !== undefined) list = await refusing(() => lists.rename(list.id, name));
    if (restock) list = await refusing(() => lists.useForRestock(list.id));
    return { list };
  });

  app.delete<{ Params: { id: string } }>('/api/editor/mailing-lists/:id', { schema: { params: idParams } }, async (request) => {
    const user = await ctx.user(request, 'edit');
    await refusing(() => lists.remove(request.params.id));
    request.log.info({ by: user.accountId, list: request.params.id }, 'mailing list deleted');
    return { deleted: request.params.id };
  });

  app.get<{ Params: { id: string }; Querystring: { cursor?: string; format?: 'json' | 'csv' } }>(
    '/api/editor/mailing-lists/:id/subscribers',
    { schema: { params: idParams, querystring: pageQuery } },
    async (request, reply) => {
      await ctx.user(request, 'read');
      const list = await found(request.params.id);
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'csv') {
        const file = list.name.replace(/[^A-Za-z0-9_-]+/g, '_').replace(/^_+|_+$/g, '') || 'list';
        return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${file}-subscribers.csv"`).send(await lists.csv(list.id));
      }
      const page = await refusing(() => lists.subscribers(list.id, request.query.cursor));
      return { list, subscribers: page.items, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
    },
  );

  app.post<{ Params: { id: string }; Body: { email: string } }>('/api/editor/mailing-lists/:id/subscribers', { schema: { params: idParams, body: emailBody } }, async (request, reply) => {
    await ctx.user(request, 'edit');
    const added = await refusing(() => lists.subscribe(request.params.id, request.body.email, 'owner'));
    if (!added) throw editorError('ALREADY_SUBSCRIBED');
    reply.code(201);
    return { subscriber: await lists.subscriber(request.params.id, request.body.email) };
  });

  app.delete<{ Params: { id: string; email: string } }>('/api/editor/mailing-lists/:id/subscribers/:email', { schema: { params: subscriberParams } }, async (request) => {
    await ctx.user(request, 'edit');
    await found(request.params.id);
    await refusing(() => lists.unsubscribe(request.params.id, request.params.email));
    return { removed: request.params.email.trim().toLowerCase() };
  });
}
