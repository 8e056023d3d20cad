/**
 * The address book without JavaScript: the plain forms of the account page
 * (address-book-html.ts) post here, url-encoded, with the page's crumb
 * (checked by the parent plugin's hook, routes.ts) and the session cookie.
 *
 *   POST /account/addresses               the fields, isDefault?, page, crumb   add
 *   POST /account/addresses/:id           the same                            change
 *   POST /account/addresses/:id/default   page, crumb                         make it the default
 *   POST /account/addresses/:id/remove    page, crumb                         remove
 *
 * Each answers a 303 back to the account page: `?done=added|saved|default|removed`
 * when it worked; `?form=address&error=CODE` when refused, with
 * `problems=field:reason,...` for the refused fields (never the values
 * typed: the query string reaches logs) and `edit=<id>` for a change. A
 * visitor who is not signed in goes to the account page to sign in.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { formBody } from '../ops/form-body.js';
import { ADDRESS_FORM_PATHS } from '../../site/paths/account-form-paths.js';
import { addAddress, ADDRESS_FIELDS, removeAddress, setDefaultAddress, updateAddress, type AddressFields } from './addresses.js';
import { SessionError } from './errors.js';
import { toFailure } from './failure.js';
import { MAX_ADDRESS_FIELD_LENGTH } from './limits.js';
import type { SiteAccount } from './request-account.js';
import type { Store } from '../store/index.js';

export interface AddressFormRoutesOptions {
  maxBodyBytes: number;
  store: Store;
  /** The signed-in account of the request, or null. */
  current(request: FastifyRequest): Promise<SiteAccount | null>;
}

type Body = AddressFields & { isDefault?: string; page?: string; crumb?: string };
type Params = { id: string };

/** The account page of a site language ('/account', '/fr/account'); anything else is the default one. */
const ACCOUNT_PAGE = /^(\/[A-Za-z0-9-]+)?\/account$/;
const pageOf = (body: unknown): string => {
  const page = (body as Body | undefined)?.page;
  return typeof page === 'string' && ACCOUNT_PAGE.test(page) ? page : '/account';
};

const params = { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^[0-9a-f]{24}$' } } } as const;
const common = { page: { type: 'string', maxLength: 200 }, crumb: { type: 'string', maxLength: 200 } } as const;
const fieldsBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, { type: 'string', maxLength: MAX_ADDRESS_FIELD_LENGTH }])), isDefault: { type: 'string', enum: ['true', 'on'] }, ...common },
} as const;
const actionBody = { type: 'object', additionalProperties: false, properties: common } as const;

const fieldsOf = (body: Body): AddressFields => Object.fromEntries(ADDRESS_FIELDS.filter((f) => typeof body[f] === 'string').map((f) => [f, body[f]]));

export async function addressFormRoutes(app: FastifyInstance, { maxBodyBytes, store, current }: AddressFormRoutesOptions): Promise<void> {
  await app.register(formbody, formBody(maxBodyBytes));

  app.setErrorHandler((error: FastifyError | SessionError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof SessionError && error.statusCode < 500) {
      const q = new URLSearchParams({ form: 'address', error: error.code });
      if (error.fields) q.set('problems', Object.entries(error.fields).map(([f, why]) => `${f}:${why}`).join(','));
      const id = (request.params as Partial<Params> | undefined)?.id;
      if (id && request.url.split('?')[0] === ADDRESS_FORM_PATHS.update.replace(':id', id)) q.set('edit', id);
      return reply.redirect(`${pageOf(request.body)}?${q.toString()}#vitrine-address-form`, 303);
    }
    const failure = toFailure(error, maxBodyBytes);
    if (failure.status >= 500) request.log.error({ err: error }, 'address form failed');
    return reply.code(failure.status).type('application/json; charset=utf-8').send(failure);
  });

  /** The signed-in account's id; a visitor is sent to sign in (answered here, so undefined). */
  const accountOf = async (request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> => {
    const found = await current(request);
    if (found) return found.account.id;
    void reply.redirect(pageOf(request.body), 303);
    return undefined;
  };
  const done = (request: FastifyRequest, reply: FastifyReply, what: string) => reply.redirect(`${pageOf(request.body)}?done=${what}`, 303);

  app.post<{ Body: Body }>(ADDRESS_FORM_PATHS.add, { schema: { body: fieldsBody } }, async (request, reply) => {
    const userId = await accountOf(request, reply);
    if (userId === undefined) return reply;
    await addAddress(store, userId, fieldsOf(request.body), request.body.isDefault !== undefined);
    return done(request, reply, 'added');
  });
  app.post<{ Body: Body; Params: Params }>(ADDRESS_FORM_PATHS.update, { schema: { body: fieldsBody, params } }, async (request, reply) => {
    const userId = await accountOf(request, reply);
    if (userId === undefined) return reply;
    await updateAddress(store, userId, request.params.id, fieldsOf(request.body), request.body.isDefault !== undefined);
    return done(request, reply, 'saved');
  });
  app.post<{ Body: Body; Params: Params }>(ADDRESS_FORM_PATHS.default, { schema: { body: actionBody, params } }, async (request, reply) => {
    const userId = await accountOf(request, reply);
    if (userId === undefined) return reply;
    await setDefaultAddress(store, userId, request.params.id);
    return done(request, reply, 'default');
  });
  app.post<{ Body: Body; Params: Params }>(ADDRESS_FORM_PATHS.remove, { schema: { body: actionBody, params } }, async (request, reply) => {
    const userId = await accountOf(request, reply);
    if (userId === undefined) return reply;
    await removeAddress(store, userId, request.params.id);
    return done(request, reply, 'removed');
  });
}
