/**
 * Wires telemetry into the render service: the telemetry store over the
 * site's SQL store (the commerce store when it is open, else its own), the
 * batch writer, the daily prune, the collection endpoints and, when
 * someone can sign in to it (site owners' accounts, or an owner token), the
 * owner dashboard.
 */
import type { FastifyInstance } from 'fastify';
import { dashboardScript } from '../client-bundles.js';
import { openStore, type Store } from '../store/index.js';
import type { ServerConfig } from '../config.js';
import type { AccountService } from '../session/account-service.js';
import { BatchWriter } from './batch-writer.js';
import { collectRoutes } from './collect-routes.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { dayOf } from './dashboard-data.js';
import { DEFAULT_MAX_STORED_RECORDS, DEFAULT_ROLLUP_DAYS, PRUNE_INTERVAL_MS } from './limits.js';
import { ownerGuard } from './owner-guard.js';
import { sqlTelemetryStore } from './sql-telemetry-store.js';
import type { TelemetryStore } from './telemetry-store.js';

/** The site users, when the site has them: their owners read the dashboard. */
export interface TelemetryOwners {
  accounts: AccountService;
  /** Where owners sign in with their account (the editor's /config). */
  signInPath: string;
}

export interface TelemetryServices {
  store: TelemetryStore;
  writer: BatchWriter;
}

export async function registerTelemetry(
  app: FastifyInstance,
  settings: NonNullable<ServerConfig['telemetry']>,
  database: ServerConfig['database'],
  shared?: Store,
  owners?: TelemetryOwners,
): Promise<TelemetryServices> {
  const { url, file, schema, poolSize } = database;
  const own = shared ? undefined : await openStore(url ? { url, schema, poolSize } : { file });
  const store = sqlTelemetryStore((shared ?? own)!);
  const writer = new BatchWriter(store, { maxStored: settings.maxStoredRecords ?? DEFAULT_MAX_STORED_RECORDS, onError: (e) => app.log.warn({ err: e }, 'writing telemetry failed; the batch is dropped') });
  const rollupDays = settings.rollupDays ?? DEFAULT_ROLLUP_DAYS;
  // Raw records past the roll-up period become daily counts; counts past the retention go.
  const prune = () =>
    (async () => {
      const rolled = (await store.rollUp?.(dayOf(Date.now() - rollupDays * 86_400_000))) ?? 0;
      const pruned = await store.prune(dayOf(Date.now() - settings.retentionDays * 86_400_000));
      return { rolled, pruned };
    })().then(
      ({ rolled, pruned }) => {
        writer.recount();
        if (rolled > 0 || pruned > 0) app.log.info({ rolled, pruned }, 'old telemetry rolled up and pruned');
      },
      (e: unknown) => app.log.warn({ err: e }, 'rolling up or pruning telemetry failed'),
    );
  const pruner = setInterval(() => void prune(), PRUNE_INTERVAL_MS);
  pruner.unref();
  app.addHook('onReady', async () => void prune());
  // Before the shared store closes (onClose hooks run in reverse order of registration).
  app.addHook('preClose', async () => {
    clearInterval(pruner);
    await writer.close();
  });
  app.addHook('onClose', async () => {
    if (own) await own.close();
  });

  await app.register(collectRoutes, {
    push: (records) => {
      const taken = writer.push(records);
      if (taken < records.length) app.log.warn({ dropped: records.length - taken }, 'telemetry queue full; records dropped');
    },
    rateLimit: { max: settings.rateLimitMax, windowMs: settings.rateLimitWindowMs },
  });
  if (settings.ownerToken || owners) {
    await app.register(dashboardRoutes, {
      guard: ownerGuard({ token: settings.ownerToken, ...(owners ? { accounts: owners.accounts } : {}) }),
      ...(owners ? { signInPath: owners.signInPath } : {}),
      store,
      script: await dashboardScript(),
      beforeRead: () => writer.flush(),
    });
  } else {
    app.log.info('owner dashboard off: it needs site users (the site with its store) or VITRINE_OWNER_TOKEN');
  }
  return { store, writer };
}
