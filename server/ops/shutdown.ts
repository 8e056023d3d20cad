/**
 * Graceful shutdown: /readyz turns 503, the listener stops taking new
 * connections, requests in flight finish (and their renders in the pool),
 * then the workers stop. Past `timeoutMs` the remaining connections are
 * closed so the process can exit.
 */
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** How long in-flight requests may take before their connections are closed. */
  timeoutMs: number;
  /** Logged: the signal or whatever asked for the shutdown. */
  reason?: string;
}

/** Shuts the server down once; later calls get the same promise. */
export function shutdown(app: FastifyInstance, options: ShutdownOptions): Promise<void> {
  app.vitrine.shutdown ??= closeGracefully(app, options);
  return app.vitrine.shutdown;
}

async function closeGracefully(app: FastifyInstance, options: ShutdownOptions): Promise<void> {
  app.vitrine.readiness.shuttingDown = true;
  app.log.info({ reason: options.reason ?? 'shutdown' }, 'graceful shutdown started');
  const force = setTimeout(() => {
    app.log.warn({ timeoutMs: options.timeoutMs }, 'graceful shutdown timed out; closing open connections');
    app.server.closeAllConnections();
  }, options.timeoutMs);
  force.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(force);
  }
  app.log.info('graceful shutdown finished');
}
