/**
 * The render service's entry: reads the configuration from the environment
 * (a bad value stops the start with one line per problem), listens on
 * HOST:PORT, and shuts down gracefully on SIGTERM or SIGINT.
 *
 *   npm run start:server
 */
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { buildServer, startWorkers } from './app.js';
import { ConfigError, loadConfig, type ServerConfig } from './config.js';
import { shutdown } from './ops/shutdown.js';
import { runCluster } from './ops/cluster.js';
import { steadyHeapGrowth } from './ops/heap-growth.js';
import { announceSetupLink } from './ops/first-run-notice.js';

export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig(env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    process.stderr.write(`${e.message}\n`);
    process.exitCode = 1;
    return;
  }
  steadyHeapGrowth();
  if (config.processes > 1 && cluster.isPrimary) {
    // One cookie secret for every process (crumbs and signed cookies must hold whichever process answers).
    const shared: Record<string, string> = config.cookieSecret === null ? { VITRINE_COOKIE_SECRET: randomBytes(32).toString('base64url') } : {};
    process.exitCode = await runCluster(config.processes, pino({ level: config.logLevel, base: { service: 'vitrine-cluster' } }), shared);
    return;
  }
  // Alone, the render workers load once the server listens: /healthz and the site's pages do not wait for them (/readyz does).
  // In a cluster a process joins the balancer ready, workers loaded: a replacement must not answer /readyz "starting" beside ready ones.
  const workersAfterListen = !cluster.isWorker;
  const app = await buildServer(config, { workersAfterListen });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      shutdown(app, { timeoutMs: config.shutdownTimeoutMs, reason: signal }).then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  if (workersAfterListen) startWorkers(app).catch((err: unknown) => {
    // A build whose workers cannot load serves no renders: stop, as a start that failed before listening does.
    app.log.fatal({ err }, 'the render workers did not start');
    shutdown(app, { timeoutMs: config.shutdownTimeoutMs, reason: 'render workers failed' }).finally(() => process.exit(1));
  });
  // One process prints the first run's setup link (a second would replace the first's).
  if (cluster.isPrimary || cluster.worker?.id === 1) await announceSetupLink(app, config.publicUrl, process.stderr);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}
