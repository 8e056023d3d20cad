/**
 * GET /healthz: the process answers (liveness). GET /readyz: it takes
 * renders (readiness): 503 before the workers are loaded and from the
 * start of a graceful shutdown, so a load balancer stops sending traffic.
 */
import type { FastifyInstance } from 'fastify';

export interface Readiness {
  /** True while a graceful shutdown is under way. */
  shuttingDown: boolean;
  /** True when the render workers take renders. */
  workersReady: () => boolean;
}

const statusSchema = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string' } },
} as const;

export async function healthRoutes(app: FastifyInstance, opts: { readiness: Readiness }): Promise<void> {
  const quiet = { logLevel: 'warn' as const };
  app.get('/healthz', { ...quiet, schema: { response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { ...quiet, schema: { response: { 200: statusSchema, 503: statusSchema } } }, async (_request, reply) => {
    const { readiness } = opts;
    if (readiness.shuttingDown) return reply.code(503).send({ status: 'shutting down' });
    if (!readiness.workersReady()) return reply.code(503).send({ status: 'starting' });
    return { status: 'ready' };
  });
}
