/**
 * Set-up of the commerce tests: a server with the test store fixture on a
 * fresh database (a temporary SQLite file, or a PostgreSQL schema of its
 * own, dropped afterwards), and a Shopper that keeps its cookies and sends
 * its crumb like the browser client does.
 *
 * PostgreSQL: TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
 * Unreachable, it fails the test under CI and skips it elsewhere.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Test } from 'tap';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer } from '../../server/app.js';
import { defaultConfig, DEFAULT_SITE_THEME_DIR, type ServerConfig } from '../../server/config.js';
import type { CommerceServices } from '../../server/commerce/index.js';

export const STORE_FIXTURE = fileURLToPath(new URL('./fixtures/store', import.meta.url));
export const PG_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
export const IN_CI = !!process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0';

export type DbKind = 'sqlite' | 'postgres';
export const DB_KINDS: DbKind[] = ['sqlite', 'postgres'];
export const STOCK_TEXT = 'Sorry, we do not have enough of that item available.';

type Tap = Test;

/** Whether PostgreSQL answers at PG_URL (the reason when not). */
export async function postgresReachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A fresh database of the kind for one test: undefined when PostgreSQL is
 * unreachable outside CI (the test is skipped); under CI that fails it.
 */
export async function freshDatabase(t: Tap, kind: DbKind): Promise<ServerConfig['database'] | undefined> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-store-'));
    t.teardown(() => rmSync(dir, { recursive: true, force: true }));
    return { url: null, file: join(dir, 'nested', 'store.sqlite'), schema: 'public', poolSize: 1 };
  }
  const why = await postgresReachable();
  if (why !== null) {
    if (IN_CI) t.fail(`PostgreSQL is unreachable at ${PG_URL} under CI: ${why}`);
    else t.plan(0, `PostgreSQL is unreachable at ${PG_URL}: ${why}`);
    return undefined;
  }
  const schema = `vitrine_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  // Registered first, so it runs after the server's own teardown has closed its pool.
  t.teardown(async () => {
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    try {
      await client.query(`drop schema if exists ${schema} cascade`);
    } finally {
      await client.end();
    }
  });
  return { url: PG_URL, file: ':memory:', schema, poolSize: 10 };
}

/** A copy of the store fixture with other store settings. */
export function fixtureWithStoreSettings(t: Tap, storeSettings: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-fixture-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(STORE_FIXTURE, dir, { recursive: true });
  const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as { websiteSettings: Record<string, unknown> };
  site.websiteSettings.storeSettings = storeSettings;
  writeFileSync(join(dir, 'site.json'), JSON.stringify(site));
  return dir;
}

export interface CommerceApp {
  app: FastifyInstance;
  commerce: CommerceServices;
}

export interface AppOptions {
  content?: string;
  rateLimitMax?: number;
  rateLimitWindowMs?: number;
  /** Units of one limited variant a cart may hold (stock-holds.ts). */
  maxPerVariant?: number;
}

export async function commerceApp(t: Tap, database: ServerConfig['database'], options: AppOptions = {}): Promise<CommerceApp> {
  const config: ServerConfig = {
    ...defaultConfig(),
    logLevel: 'silent',
    renderWorkers: 1,
    site: { themeDir: DEFAULT_SITE_THEME_DIR, content: options.content ?? STORE_FIXTURE },
    commerce: { ...defaultConfig().commerce!, rateLimitMax: options.rateLimitMax ?? 100_000, rateLimitWindowMs: options.rateLimitWindowMs ?? 60_000, ...(options.maxPerVariant ? { maxPerVariant: options.maxPerVariant } : {}) },
    database,
  };
  const app = await buildServer(config);
  t.teardown(() => app.close());
  await app.ready();
  const commerce = app.vitrine.commerce;
  if (!commerce) throw new Error('commerce is not registered');
  return { app, commerce };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A browser: keeps the cookies the server sets and sends the crumb header on changes. */
export class Shopper {
  readonly cookies: Record<string, string> = {};
  constructor(
    readonly app: FastifyInstance,
    /** Address the requests come from (the rate limit counts per address). */
    readonly ip = '127.0.0.1',
  ) {}

  /** Loads the cart once, as the page script does, which gives the crumb cookie. */
  async start(): Promise<this> {
    await this.request('GET', '/api/commerce/shopping-cart');
    return this;
  }

  async request(method: Method, url: string, payload?: unknown, opts: { crumb?: string | null } = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {};
    const crumb = opts.crumb === undefined ? this.cookies.crumb : opts.crumb;
    if (method !== 'GET' && crumb !== null && crumb !== undefined) headers['x-csrf-token'] = crumb;
    const res = await this.app.inject({
      method,
      url,
      headers,
      cookies: this.cookies,
      remoteAddress: this.ip,
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });
    for (const c of res.cookies as { name: string; value: string }[]) this.cookies[c.name] = c.value;
    return res;
  }

  add(itemId: string, sku: string | null, quantity: unknown, additionalFields: string | null = null) {
    return this.request('POST', '/api/commerce/shopping-cart/entries', { itemId, sku, quantity, additionalFields });
  }

  cart() {
    return this.request('GET', '/api/commerce/shopping-cart');
  }

  stock(itemId: string) {
    return this.request('GET', `/api/commerce/inventory/stock/?itemId=${encodeURIComponent(itemId)}`);
  }
}

/** The JSON of an answer. */
export function body<T = Record<string, any>>(res: LightMyRequestResponse): T {
  return res.json() as T;
}
