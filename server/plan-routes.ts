/**
 * The site's plan for the owner (editor/plan.ts):
 *   GET /api/owner/plan    the plan's name and each capability 1 to 70, on or off
 * and the platform's billing pages (SPEC section 2: /settings/billing/upgrade,
 * /settings/billing/subscriptions/website), which lead to the admin's plan
 * screen: a self-hosted service has no billing of its own.
 */
import type { FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { ALL_CAPABILITIES, BILLING_PATHS, hasCapability, INTEGRATION_SOURCE_MAX, INTEGRATION_SOURCE_MIN, NAMED_CAPABILITIES, PLAN_SCREEN_PATH, type Plan } from '../editor/plan.js';
import type { AccountService } from './session/account-service.js';
import { OWNER_REFUSALS, ownerAccess } from './session/owner-access.js';
import { bearerMatches } from './comments/owner-token.js';

export interface PlanRoutesOptions {
  plan: Plan;
  ownerToken: string | null;
  accounts?: AccountService;
}

const NAME_OF = new Map<number, string>(Object.entries(NAMED_CAPABILITIES).map(([name, id]) => [id, name]));

export async function planRoutes(app: FastifyInstance, { plan, ownerToken, accounts }: PlanRoutesOptions): Promise<void> {
  await app.register(cookie);
  app.get('/api/owner/plan', async (request, reply) => {
    const token = bearerMatches(request, ownerToken);
    if (token !== true) {
      const access = token === null && accounts ? await ownerAccess(accounts, request, 'read') : null;
      if (!access?.ok) {
        const refusal = access && !access.ok && access.refusal !== 'NOT_SIGNED_IN' ? OWNER_REFUSALS[access.refusal] : { status: 401, text: 'Sign in as the site owner, or send the site owner\'s API token.' };
        return reply.code(refusal.status).send({ status: refusal.status, code: refusal.status === 401 ? 'OWNER_ONLY' : 'OWNER_FORBIDDEN', message: refusal.text });
      }
    }
    return {
      plan: { id: plan.id, name: plan.name },
      capabilities: ALL_CAPABILITIES.map((id) => ({ id, name: NAME_OF.get(id) ?? null, enabled: hasCapability(plan, id) })),
      integrationSources: { min: INTEGRATION_SOURCE_MIN, max: INTEGRATION_SOURCE_MAX },
    };
  });
  for (const path of BILLING_PATHS) app.get(path, async (_request, reply) => reply.redirect(PLAN_SCREEN_PATH, 302));
}
