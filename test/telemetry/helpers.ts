/**
 * A small app with only telemetry registered (no site, no render workers)
 * over a fresh SQLite file or PostgreSQL schema (test/commerce/helpers.ts).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Test } from 'tap';
import { openStore, type Store } from '../../server/store/index.js';
import { registerTelemetry, type TelemetryServices } from '../../server/telemetry/register.js';
import { TELEMETRY_RATE_LIMIT_MAX, TELEMETRY_RATE_LIMIT_WINDOW_MS } from '../../server/telemetry/limits.js';
import { freshDatabase, type DbKind } from '../commerce/helpers.js';
import { crumbKeyOf, signCrumb } from '../../server/commerce/cookies.js';

export const OWNER_TOKEN = 'owner-token-for-tests-0123456789';
/** The crumb key of the test app (buildServer derives it from the cookie secret the same way). */
const CRUMB_KEY = crumbKeyOf('telemetry test cookie secret');
/** A crumb the test app signed just now, as a page load would have set it. */
export const signedCrumb = (): string => signCrumb(CRUMB_KEY, Date.now() / 1000);
export const CVR = 'a1b2c3d4-0000-4000-8000-000000000001|1700000000000|1700000000000|1700000000000|1';

export interface TelemetryApp {
  app: FastifyInstance;
  telemetry: TelemetryServices;
  store: Store;
}

export async function telemetryApp(
  t: Test,
  options: { kind?: DbKind; ownerToken?: string | null; rateLimitMax?: number } = {},
): Promise<TelemetryApp | undefined> {
  const database = await freshDatabase(t, options.kind ?? 'sqlite');
  if (!database) return undefined;
  const store = await openStore(database.url ? { url: database.url, schema: database.schema } : { file: database.file });
  const app = Fastify({ logger: false }) as unknown as FastifyInstance;
  // Only the crumb key of the services buildServer decorates with: the telemetry routes read nothing else.
  app.decorate('vitrine', { crumbKey: CRUMB_KEY } as unknown as FastifyInstance['vitrine']);
  const telemetry = await registerTelemetry(
    app,
    {
      rateLimitMax: options.rateLimitMax ?? TELEMETRY_RATE_LIMIT_MAX,
      rateLimitWindowMs: TELEMETRY_RATE_LIMIT_WINDOW_MS,
      retentionDays: 90,
      ownerToken: options.ownerToken === undefined ? OWNER_TOKEN : options.ownerToken,
    },
    database,
    store,
  );
  await app.ready();
  t.teardown(async () => {
    await app.close();
    await store.close();
  });
  return { app, telemetry, store };
}

/** A census v1 RecordHit body, form-encoded. */
export function hitForm(data: Record<string, unknown>, event = '1', cvr = CVR): string {
  return new URLSearchParams({ event, data: JSON.stringify({ visitorCookie: cvr, pagePath: '/shop', websiteId: 'w1', ...data }), ss_cvr: cvr }).toString();
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
export const JSON_TYPE = { 'content-type': 'application/json' };

/** Rows of telemetry_events after the writer has flushed. */
export async function rows(h: TelemetryApp) {
  await h.telemetry.writer.flush();
  return h.store.db.selectFrom('telemetry_events').selectAll().orderBy('received_at').execute();
}
