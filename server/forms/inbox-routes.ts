/**
 * The owner's inbox API (issue 37), for the admin's Submissions screens:
 * the same gate as the forms owner API (owner-gate.ts: a signed-in owner
 * or the owner's token; 401 for visitors, 403 for accounts without an
 * owner role). Both owner roles read, mark read and delete submissions;
 * sending restock mails stays ADMIN's (owner-routes.ts).
 *
 *   GET    /api/owner/forms?cursor=                                the forms, with counts
 *   GET    /api/owner/forms/:formId/submissions?cursor=&unread=    newest first
 *   GET    /api/owner/forms/:formId/submissions/:id
 *   PUT    /api/owner/forms/:formId/submissions/:id/read           { read }
 *   DELETE /api/owner/forms/:formId/submissions/:id
 *   GET    /api/owner/restock/groups?cursor=                       the waiting lists, with stock
 *
 * The CSV export, one list's sign-ups and Notify now are the forms owner
 * API's (GET /api/forms/:formId/submissions?format=csv, the restock routes).
 */
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { AccountService } from '../session/account-service.js';
import { ownerGate } from './owner-gate.js';
import type { InboxService } from './inbox.js';
import type { RestockService } from './restock.js';
import { setFormsErrorHandler } from './routes.js';
import * as S from './inbox-schemas.js';

export interface InboxRoutesOptions {
  inbox: InboxService;
  restock: RestockService;
  ownerToken: string | null;
  accounts?: AccountService;
  maxBodyBytes: number;
}

export const INBOX_API = '/api/owner/forms';
export const RESTOCK_GROUPS_API = '/api/owner/restock/groups';

type Params = { formId: string; id: string };

export async function inboxRoutes(app: FastifyInstance, opts: InboxRoutesOptions): Promise<void> {
  const { inbox, restock } = opts;
  await app.register(cookie);
  setFormsErrorHandler(app, opts.maxBodyBytes);
  app.addHook('onRequest', async (_request, reply) => void reply.header('cache-control', 'no-store'));
  const gate = ownerGate({ ownerToken: opts.ownerToken, ...(opts.accounts ? { accounts: opts.accounts } : {}) });
  const reads = { onRequest: gate('read') };
  const edits = { onRequest: gate('edit') };

  app.get<{ Querystring: { cursor?: string } }>(INBOX_API, { schema: S.formsListSchema, ...reads }, async (request) => {
    const page = await inbox.forms(request.query.cursor);
    return { forms: page.items, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
  });

  app.get<{ Params: { formId: string }; Querystring: { cursor?: string; unread?: boolean } }>(`${INBOX_API}/:formId/submissions`, { schema: S.submissionListSchema, ...reads }, async (request) => {
    const form = await inbox.form(request.params.formId);
    const page = await inbox.list(form.formId, request.query.cursor, { unreadOnly: request.query.unread === true });
    return { form, submissions: page.items, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
  });

  app.get<{ Params: Params }>(`${INBOX_API}/:formId/submissions/:id`, { schema: S.submissionSchema, ...reads }, async (request) => ({
    submission: await inbox.get(request.params.formId, request.params.id),
  }));

  app.put<{ Params: Params; Body: { read: boolean } }>(`${INBOX_API}/:formId/submissions/:id/read`, { schema: S.markReadSchema, ...edits }, async (request) => ({
    submission: await inbox.markRead(request.params.formId, request.params.id, request.body.read),
  }));

  app.delete<{ Params: Params }>(`${INBOX_API}/:formId/submissions/:id`, { schema: S.submissionSchema, ...edits }, async (request) => {
    await inbox.delete(request.params.formId, request.params.id);
    return { deleted: request.params.id };
  });

  app.get<{ Querystring: { cursor?: string } }>(RESTOCK_GROUPS_API, { schema: S.restockGroupsSchema, ...reads }, async (request) => {
    const page = await restock.groups(request.query.cursor);
    const groups = await Promise.all(page.items.map(async (g) => ({ ...g, inStock: await restock.variantInStock(g.productId, g.variantId) })));
    return { groups, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
  });
}
