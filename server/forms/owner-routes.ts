/**
 * The site owner's forms and restock API, for a signed-in owner or the
 * owner's bearer token (owner-gate.ts). ADMIN and WEBSITE_MANAGER read the
 * submissions and sign-ups; only ADMIN sends restock notifications (they
 * mail customers). The editor builds its screens on them.
 *
 *   GET  /api/forms/:formId/submissions?cursor=&format=json|csv
 *   GET  /api/site-users/account/notifications/restock/groups?cursor=
 *   GET  /api/site-users/account/notifications/restock?productId&variantId&cursor
 *   POST /api/site-users/account/notifications/restock/send       { productId, variantId }
 *   POST /api/site-users/account/notifications/restock/send/all   { sendRequests }
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import type { AccountService } from '../session/account-service.js';
import { formsError } from './errors.js';
import { ownerGate } from './owner-gate.js';
import type { FormCatalogue } from './form-catalogue.js';
import type { RestockService } from './restock.js';
import { setFormsErrorHandler } from './routes.js';
import type { SubmissionService } from './submissions.js';
import { MAX_SEND_REQUESTS } from './restock.js';
import * as S from './schemas.js';

export interface OwnerRoutesOptions {
  catalogue: FormCatalogue;
  submissions: SubmissionService;
  restock: RestockService;
  ownerToken: string | null;
  /** The site users, when the site has them: then signed-in owners get in. */
  accounts?: AccountService;
  maxBodyBytes: number;
}

const RESTOCK = '/api/site-users/account/notifications/restock';

export async function ownerRoutes(app: FastifyInstance, opts: OwnerRoutesOptions): Promise<void> {
  const { catalogue, submissions, restock } = opts;
  await app.register(cookie);
  setFormsErrorHandler(app, opts.maxBodyBytes);
  app.addHook('onRequest', async (_request, reply) => void reply.header('cache-control', 'no-store'));
  const gate = ownerGate({ ownerToken: opts.ownerToken, ...(opts.accounts ? { accounts: opts.accounts } : {}) });
  const reads = { onRequest: gate('read') };
  const sends = { onRequest: gate('admin') };
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  app.get<{ Params: { formId: string }; Querystring: { cursor?: string; format?: 'json' | 'csv' } }>(
    '/api/forms/:formId/submissions',
    { schema: S.submissionsSchema, ...reads },
    async (request, reply) => {
      const form = catalogue.form(request.params.formId, true);
      if (!form) throw formsError('FORM_NOT_CONFIGURED');
      if (request.query.format === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${form.id.replace(/[^A-Za-z0-9_-]/g, '_')}-submissions.csv"`)
          .send(await submissions.csv(form));
      }
      const page = await submissions.list(form.id, request.query.cursor);
      return { submissions: page.items, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
    },
  );

  app.get<{ Querystring: { cursor?: string } }>(`${RESTOCK}/groups`, { schema: S.groupsSchema, ...reads }, async (request) => {
    const page = await restock.groups(request.query.cursor);
    return { signUpGroups: page.items, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
  });

  app.get<{ Querystring: { productId: string; variantId: string; cursor?: string } }>(RESTOCK, { schema: S.signUpsSchema, ...reads }, async (request) => {
    const { productId, variantId, cursor } = request.query;
    const page = await restock.signUps(productId, variantId, cursor);
    return { signUps: page.items, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
  });

  app.post<{ Body: { productId: string; variantId: string } }>(`${RESTOCK}/send`, { schema: S.sendSchema, ...sends }, async (request) => {
    const { productId, variantId } = request.body;
    return { productId, variantId, sent: await restock.send(productId, variantId, origin(request)) };
  });

  app.post<{ Body: { sendRequests: { productId: string; variantId: string }[] } }>(`${RESTOCK}/send/all`, { schema: S.sendAllSchema, ...sends }, async (request) => {
    const results = [];
    for (const r of request.body.sendRequests.slice(0, MAX_SEND_REQUESTS)) {
      try {
        results.push({ ...r, sent: await restock.send(r.productId, r.variantId, origin(request)) });
      } catch (e) {
        if (!(e instanceof Error) || !('code' in e)) throw e;
        results.push({ ...r, sent: 0, code: String((e as { code: unknown }).code), message: e.message });
      }
    }
    return { results };
  });
}
