/**
 * Who may edit the site (administrators only; editor/permissions.ts has
 * what each role may change):
 *
 *   GET    /api/editor/permissions             the contributors and the roles that can be granted
 *   PUT    /api/editor/permissions             { email, role } gives an account that role -> { contributor }
 *   DELETE /api/editor/permissions/:accountId  takes its owner role away -> { revoked }
 *
 * The account must exist (the person creates it on the site first); an
 * administrator cannot change their own role, so a site always keeps one.
 */
import type { FastifyInstance } from 'fastify';
import { GRANTABLE_ROLES, isOwnerRole } from '../../../editor/permissions.js';
import type { EditorContext } from '../context.js';
import { editorError } from '../errors.js';
import { grantRole, listContributors, revokeRole } from '../permissions/contributors.js';
import { ADMIN_ROUTE } from '../auth.js';

/** Longer than any stored email (they are checked at sign-up); a longer one cannot name an account. */
const EMAIL_MAX_LENGTH = 320;

const grantBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'role'],
  // The role is checked by the handler, so an unknown one gets the SPEC's option message.
  properties: { email: { type: 'string', minLength: 1, maxLength: EMAIL_MAX_LENGTH }, role: { type: 'string', maxLength: 100 } },
} as const;
const revokeParams = { type: 'object', required: ['accountId'], properties: { accountId: { type: 'string', pattern: '^[0-9a-f]{1,64}$' } } } as const;

export async function permissionRoutes(app: FastifyInstance, ctx: EditorContext): Promise<void> {
  app.get('/api/editor/permissions', { config: ADMIN_ROUTE }, async (request) => {
    const user = await ctx.user(request, 'admin');
    const contributors = await listContributors(ctx.store);
    return { roles: GRANTABLE_ROLES, contributors: contributors.map((c) => ({ ...c, you: c.accountId === user.accountId })) };
  });

  app.put<{ Body: { email: string; role: string } }>('/api/editor/permissions', { config: ADMIN_ROUTE, schema: { body: grantBody } }, async (request) => {
    const user = await ctx.user(request, 'admin');
    const { email, role } = request.body;
    if (!isOwnerRole(role)) throw editorError('NOT_AN_OPTION', { val: role });
    const contributor = await ctx.store.change((tx) => grantRole(tx, email.trim(), role, user.accountId));
    request.log.info({ by: user.accountId, account: contributor.accountId, role }, 'editor role granted');
    return { contributor };
  });

  app.delete<{ Params: { accountId: string } }>('/api/editor/permissions/:accountId', { config: ADMIN_ROUTE, schema: { params: revokeParams } }, async (request) => {
    const user = await ctx.user(request, 'admin');
    const revoked = await ctx.store.change((tx) => revokeRole(tx, request.params.accountId, user.accountId));
    request.log.info({ by: user.accountId, account: revoked.accountId }, 'editor role revoked');
    return { revoked };
  });
}
