/**
 * The render service's configuration: environment variables, validated at
 * start, into one typed object. Every default runs with no other service;
 * an unset or empty variable takes its default. A bad value is reported
 * with the variable's name and the value given, every bad value at once.
 */
import { existsSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { LIMITS } from '../engine/index.js';
import { DEFAULT_HOLD_MINUTES, DEFAULT_MAX_PER_VARIANT } from './commerce/stock-holds.js';
import { QUANTITY_MAX } from '../engine/commerce/model.js';
import { loadFormsConfig, type FormsConfig } from './forms/config.js';
import { DEFAULT_MAX_STORED_RECORDS, DEFAULT_RETENTION_DAYS, DEFAULT_ROLLUP_DAYS, TELEMETRY_RATE_LIMIT_MAX, TELEMETRY_RATE_LIMIT_WINDOW_MS } from './telemetry/limits.js';
import { OWNER_TOKEN_MIN_CHARS } from './telemetry/owner-guard.js';
import { fromRoot } from '../site/project-root.js';
import { loadPlanConfig } from './plan-config.js';
import { argon2Options } from '../site/routing/password-hashing.js';
import type { UploadJobOptions } from './editor/uploads/upload-jobs.js';
import type { Plan } from '../editor/plan.js';
import { loadDownloadConfig, loadMailConfig, loadPublicUrl, type DownloadConfig, type MailConfig } from './mail/mail-config.js';
import { loadVimeoOEmbedUrl } from './editor/video-hosts/oembed.js';
import { isRenderKey, isTenantName, RENDER_KEY_MAX_CHARS, RENDER_KEY_MIN_CHARS, TENANT_NAME_MAX_CHARS } from './render/tenant-name.js';

/** Listening port. */
export const DEFAULT_PORT = 3000;
/** Prefixes every key written in Redis. */
export const DEFAULT_REDIS_PREFIX = 'vitrine:';
/** Listening address: every interface, as in a container behind a load balancer. */
export const DEFAULT_HOST = '0.0.0.0';
export const DEFAULT_LOG_LEVEL = 'info';
/** Registered templates (templateId): the repository's templates/ folder. */
export const DEFAULT_TEMPLATES_DIR = fromRoot('templates');
/** Whole request body, in bytes (413 past it). */
/** The site served at `/`: a developer-mode template folder and its content fixture (the demo store). */
export const DEFAULT_SITE_THEME_DIR = fromRoot('templates');
export const DEFAULT_SITE_CONTENT = fromRoot('fixtures', 'demo-store');
/** Anonymous site pages are reused this long: time-relative content is at most this stale. */
export const DEFAULT_PAGE_CACHE_MS = 2000;
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** One template or partial source, in UTF-8 bytes. */
export const DEFAULT_MAX_TEMPLATE_BYTES = 256 * 1024;
/** The context ("json") plus the injects, measured as JSON text in UTF-8 bytes. */
export const DEFAULT_MAX_CONTEXT_BYTES = 1024 * 1024;
/** Nesting of arrays and objects in the context. */
export const DEFAULT_MAX_CONTEXT_DEPTH = 64;
/** Characters of rendered output (engine maxOutputLength). */
export const DEFAULT_MAX_OUTPUT_CHARS = 8 * 1024 * 1024;
/** Nested partials and macros (engine maxPartialDepth). */
export const DEFAULT_MAX_PARTIAL_DEPTH = LIMITS.maxPartialDepth;
/** Tokens of one {.eval} expression (engine maxExpressionTokens). */
export const DEFAULT_MAX_EXPRESSION_TOKENS = 1000;
/** Characters of one string built by an expression (engine maxExpressionStringLength). */
/** Partial and macro applications per render (recursion that fans out is stopped early). */
export const DEFAULT_MAX_PARTIAL_CALLS = LIMITS.maxPartialCalls;
export const DEFAULT_MAX_EXPRESSION_STRING_LENGTH = 64 * 1024;
/** Wall time of one render in a worker before the worker is terminated. */
export const DEFAULT_RENDER_TIMEOUT_MS = 2000;
/** Heap of one render worker (V8 old generation), in MiB. */
export const DEFAULT_WORKER_MEMORY_MB = 512;
/** Render worker threads: one per core, at most 4. */
export const DEFAULT_RENDER_WORKERS = Math.max(1, Math.min(4, availableParallelism()));
/** Server processes (node:cluster) sharing the port: 1 = no cluster. */
export const DEFAULT_PROCESSES = 1;
/** At most this many server processes. */
export const MAX_PROCESSES = 64;
/** Renders waiting for a worker before new ones get 503. */
export const DEFAULT_RENDER_QUEUE = 256;
/** Compiled templates kept per worker (LRU). */
export const DEFAULT_TEMPLATE_CACHE_ENTRIES = 512;
/** Diagnostics of each kind (errors, warnings) returned per render; the rest are counted. */
export const DEFAULT_MAX_DIAGNOSTICS = 100;
/** How long a graceful shutdown waits for in-flight requests before closing their connections. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
/** The store's SQLite file (created with its folder on start) when DATABASE_URL is unset. */
export const DEFAULT_DATABASE_FILE = fromRoot('data', 'vitrine.sqlite');
/** PostgreSQL schema of the store's tables. */
export const DEFAULT_DATABASE_SCHEMA = 'public';
/** PostgreSQL connections per process. */
export const DEFAULT_DATABASE_POOL = 10;
/** Cart API requests per client address and window (429 'Please try again in a few seconds.' past it). */
export const DEFAULT_CART_RATE_LIMIT_MAX = 60;
/** The longest a cart may hold stock: a day. */
export const MAX_HOLD_MINUTES = 24 * 60;
export const DEFAULT_CART_RATE_LIMIT_WINDOW_MS = 10_000;

/** Proxies whose X-Forwarded-* headers are believed: none (VITRINE_TRUST_PROXY unset). */
export const DEFAULT_TRUST_PROXY = false;
/** Time a client has to send a whole request (headers and body) before it gets 408 and is closed. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/** A connection idle (nothing received or sent) this long is closed. */
export const DEFAULT_CONNECTION_TIMEOUT_MS = 60_000;
/** Site page requests per client address and window (429 past it); assets are not counted. */
export const DEFAULT_PAGE_RATE_LIMIT_MAX = 300;
export const DEFAULT_PAGE_RATE_LIMIT_WINDOW_MS = 10_000;
/** POST /render requests per client address and window (429 RATE_LIMITED past it). */
export const DEFAULT_RENDER_RATE_LIMIT_MAX = 1000;
export const DEFAULT_RENDER_RATE_LIMIT_WINDOW_MS = 10_000;
/** Renders of one client running at once (half the workers, at least one); its others wait behind other clients'. */
export const clientConcurrencyFor = (workers: number): number => Math.max(1, Math.floor(workers / 2));
export const DEFAULT_RENDER_CLIENT_CONCURRENCY = clientConcurrencyFor(DEFAULT_RENDER_WORKERS);
/** Extra render threads that take a render only while every other worker is held by a long one. */
export const DEFAULT_RENDER_SPARE_WORKERS = 1;
/**
 * Loaded render threads kept in reserve once one has had to be stopped (a
 * render past the timeout, or out of heap), so its replacement takes over
 * at once instead of after loading the engine: by default as many as the
 * render workers, since hostile renders started together are stopped together.
 */
export const standbyWorkersFor = (workers: number): number => workers;
/**
 * Render time (a worker's, from taking a render to its end) one tenant may
 * use per minute, on average; past it its renders get 429 with Retry-After.
 * Half a worker: a tenant of 5 ms pages meets it past 100 renders a second;
 * one looping templates killed at the 2 s timeout meets it after about a
 * minute and then keeps half a worker, not a whole one.
 */
export const DEFAULT_RENDER_TENANT_CPU_MS_PER_MINUTE = 30_000;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: LogLevel;
  templatesDir: string;
  maxBodyBytes: number;
  maxTemplateBytes: number;
  maxContextBytes: number;
  maxContextDepth: number;
  maxOutputChars: number;
  maxPartialDepth: number;
  maxExpressionTokens: number;
  maxExpressionStringLength: number;
  /** Partial and macro applications per render; 0 = no limit. */
  maxPartialCalls: number;
  renderTimeoutMs: number;
  workerMemoryMb: number;
  /** Server processes sharing the port (server/ops/cluster.ts); each has its own render workers and page cache. */
  processes: number;
  renderWorkers: number;
  renderQueue: number;
  templateCacheEntries: number;
  maxDiagnostics: number;
  shutdownTimeoutMs: number;
  /** The site served at `/`, or null when VITRINE_SITE=off. */
  site: { themeDir: string; content: string } | null;
  /** Signs visitor cookies; random per process when unset (unlocks then last until a restart). */
  cookieSecret: string | null;
  /** Site user accounts made with these emails are the site owner (VITRINE_SITE_OWNER_EMAILS, comma-separated). */
  siteOwnerEmails: string[];
  /** Who gets the new-order mail (VITRINE_ORDER_MAIL_TO, comma-separated; 'off' for nobody); null: the site owner emails. */
  orderMailTo: string[] | null;
  /** Site pages of visitors without cookies are kept this long (ms); 0 = no page cache. */
  pageCacheMs: number;
  /** The site's cart and store APIs (server/commerce/), or null when VITRINE_COMMERCE=off; on only with the site. */
  commerce: {
    rateLimitMax: number;
    rateLimitWindowMs: number;
    redisUrl: string | null;
    /** How long a cart holds its stock after its last change (minutes). */
    holdMinutes: number;
    /** Units of one limited variant one cart may hold. */
    maxPerVariant: number;
  } | null;
  /** Telemetry (server/telemetry/): collection endpoints and the owner dashboard, or null when VITRINE_TELEMETRY=off; on only with the site. */
  telemetry: {
    rateLimitMax: number;
    rateLimitWindowMs: number;
    /** Daily counts (and raw records) are pruned after this many days. */
    retentionDays: number;
    /** VITRINE_TELEMETRY_ROLLUP_DAYS: raw records are rolled up into daily counts after this many days (DEFAULT_ROLLUP_DAYS when absent). */
    rollupDays?: number;
    /** VITRINE_TELEMETRY_MAX_RECORDS: the storage quota (records kept at most). */
    maxStoredRecords?: number;
    /** VITRINE_OWNER_TOKEN: the operators' and scripts' owner credential (signed-in owners need none); null = sessions only. */
    ownerToken: string | null;
  } | null;
  /** The store (server/store/): PostgreSQL at `url` (DATABASE_URL) when set, else the SQLite `file`. */
  database: { url: string | null; file: string; schema: string; poolSize: number };
  /** Fastify's trustProxy: false, true (any), a hop count, or addresses / CIDR ranges / proxy-addr names. */
  trustProxy: boolean | number | string[];
  requestTimeoutMs: number;
  connectionTimeoutMs: number;
  /** Per client address (the proxy's client when trusted); shared through Redis when `redisUrl` is set. */
  pageRateLimit: { max: number; windowMs: number };
  renderRateLimit: { max: number; windowMs: number };
  renderClientConcurrency: number;
  renderSpareWorkers: number;
  renderStandbyWorkers: number;
  /** Render time per tenant and minute (ms, VITRINE_RENDER_TENANT_CPU_MS_PER_MINUTE); 0 = no budget. */
  renderTenantCpuMsPerMinute: number;
  /** VITRINE_RENDER_TENANT_KEYS: render key -> the tenant it stands for (server/render/tenant.ts). */
  renderTenantKeys: ReadonlyMap<string, string>;
  /** REDIS_URL: the rate-limit counters shared between processes. */
  redisUrl: string | null;
  /** VITRINE_REDIS_PREFIX: prefixes every key this service writes in Redis (several sites or test runs on one Redis). */
  redisPrefix: string;
  /** Forms, restock sign-up and captcha (server/forms/config.ts); on with commerce. */
  forms: FormsConfig;
  /** VITRINE_PUBLIC_URL: the site's address for absolute links in mail and feeds (server/mail/mail-config.ts); null = the trusted proxy's host, else the content's baseUrl. */
  publicUrl: string | null;
  /** Outgoing mail: SMTP when VITRINE_SMTP_URL is set, else the outbox table only. */
  mail: MailConfig;
  /** VITRINE_VIMEO_OEMBED_URL: where Vimeo videos' accounts are looked up (server/editor/video-hosts/oembed.ts); null = offline, nothing looked up. */
  vimeoOEmbedUrl: string | null;
  /** The upload jobs' processing and timings (server/editor/uploads/upload-jobs.ts): tests only, no variable sets them. */
  uploadJobs?: UploadJobOptions;
  /** Digital downloads: how long a link works and how often. */
  downloads: DownloadConfig;
  /** The site's plan and its capabilities (VITRINE_PLAN, VITRINE_PLAN_CAPABILITIES; plan-config.ts). */
  plan: Plan;
}

/** Every problem of the environment, one line each. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

/** The default configuration, as with an empty environment. */
export function defaultConfig(): ServerConfig {
  return loadConfig({});
}

/** Reads and validates the configuration; throws ConfigError listing every bad value. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const problems: string[] = [];
  const raw = (name: string): string | undefined => {
    const v = env[name];
    return v === undefined || v.trim() === '' ? undefined : v.trim();
  };
  const int = (name: string, fallback: number, min: number, max: number, what: string): number => {
    const v = raw(name);
    if (v === undefined) return fallback;
    const n = /^\d+$/.test(v) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n) || n < min || n > max) {
      problems.push(`${name} must be ${what}, got ${JSON.stringify(env[name])}`);
      return fallback;
    }
    return n;
  };
  const positive = (name: string, fallback: number): number =>
    int(name, fallback, 1, Number.MAX_SAFE_INTEGER, 'a positive integer');

  const logLevel = raw('VITRINE_LOG_LEVEL') ?? DEFAULT_LOG_LEVEL;
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    problems.push(`VITRINE_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(env.VITRINE_LOG_LEVEL)}`);
  }
  const templatesDir = raw('VITRINE_TEMPLATES_DIR') ?? DEFAULT_TEMPLATES_DIR;
  if (!isDirectory(templatesDir)) {
    problems.push(`VITRINE_TEMPLATES_DIR must be an existing directory, got ${JSON.stringify(templatesDir)}`);
  }
  const siteSwitch = raw('VITRINE_SITE') ?? 'on';
  if (siteSwitch !== 'on' && siteSwitch !== 'off') problems.push(`VITRINE_SITE must be on or off, got ${JSON.stringify(env.VITRINE_SITE)}`);
  const siteTheme = raw('VITRINE_SITE_THEME') ?? DEFAULT_SITE_THEME_DIR;
  const siteContent = raw('VITRINE_SITE_CONTENT') ?? DEFAULT_SITE_CONTENT;
  if (siteSwitch === 'on') {
    if (!isDirectory(siteTheme)) problems.push(`VITRINE_SITE_THEME must be an existing template folder, got ${JSON.stringify(siteTheme)}`);
    if (!existsSync(siteContent)) problems.push(`VITRINE_SITE_CONTENT must be an existing fixture file or folder, got ${JSON.stringify(siteContent)}`);
  }
  const cookieSecret = raw('VITRINE_COOKIE_SECRET') ?? null;
  if (cookieSecret !== null && cookieSecret.length < 32) problems.push('VITRINE_COOKIE_SECRET must be at least 32 characters long');
  const commerceSwitch = raw('VITRINE_COMMERCE') ?? 'on';
  if (commerceSwitch !== 'on' && commerceSwitch !== 'off') problems.push(`VITRINE_COMMERCE must be on or off, got ${JSON.stringify(env.VITRINE_COMMERCE)}`);
  const databaseUrl = raw('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  const databaseSchema = raw('VITRINE_DATABASE_SCHEMA') ?? DEFAULT_DATABASE_SCHEMA;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    problems.push(`VITRINE_DATABASE_SCHEMA must be a lower-case identifier, got ${JSON.stringify(env.VITRINE_DATABASE_SCHEMA)}`);
  }
  const redisUrl = raw('REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\//.test(redisUrl)) problems.push('REDIS_URL must be a redis:// or rediss:// URL');
  // Read at each hash (site/routing/password-hashing.ts); checked here so a bad value stops the start, not the first sign-up.
  try {
    argon2Options(env);
  } catch (e) {
    problems.push((e as Error).message);
  }
  const processes = int('VITRINE_PROCESSES', DEFAULT_PROCESSES, 1, MAX_PROCESSES, `an integer from 1 to ${MAX_PROCESSES}`);
  // The cores are shared by the processes: each gets its part of the default render workers.
  const renderWorkers = int('VITRINE_RENDER_WORKERS', Math.max(1, Math.floor(DEFAULT_RENDER_WORKERS / processes)), 1, 256, 'an integer from 1 to 256');
  const trustProxy = readTrustProxy(raw('VITRINE_TRUST_PROXY'), problems);
  const window = (name: string, fallback: number) => int(name, fallback, 1, 2 ** 31 - 1, 'a positive integer of at most 2147483647');
  const telemetrySwitch = raw('VITRINE_TELEMETRY') ?? 'on';
  if (telemetrySwitch !== 'on' && telemetrySwitch !== 'off') problems.push(`VITRINE_TELEMETRY must be on or off, got ${JSON.stringify(env.VITRINE_TELEMETRY)}`);
  // One owner token for the dashboard and the owner APIs of forms, checked once.
  const rawOwnerToken = raw('VITRINE_OWNER_TOKEN') ?? null;
  if (rawOwnerToken !== null && rawOwnerToken.length < OWNER_TOKEN_MIN_CHARS) problems.push(`VITRINE_OWNER_TOKEN must be at least ${OWNER_TOKEN_MIN_CHARS} characters long`);
  const ownerToken = rawOwnerToken !== null && rawOwnerToken.length >= OWNER_TOKEN_MIN_CHARS ? rawOwnerToken : null;
  const publicUrl = loadPublicUrl(env, problems);
  const config: ServerConfig = {
    port: int('PORT', DEFAULT_PORT, 0, 65535, 'an integer from 0 to 65535'),
    host: raw('HOST') ?? DEFAULT_HOST,
    logLevel: (LOG_LEVELS as readonly string[]).includes(logLevel) ? (logLevel as LogLevel) : DEFAULT_LOG_LEVEL,
    templatesDir,
    maxBodyBytes: positive('VITRINE_MAX_BODY_BYTES', DEFAULT_MAX_BODY_BYTES),
    maxTemplateBytes: positive('VITRINE_MAX_TEMPLATE_BYTES', DEFAULT_MAX_TEMPLATE_BYTES),
    maxContextBytes: positive('VITRINE_MAX_CONTEXT_BYTES', DEFAULT_MAX_CONTEXT_BYTES),
    maxContextDepth: int('VITRINE_MAX_CONTEXT_DEPTH', DEFAULT_MAX_CONTEXT_DEPTH, 1, LIMITS.maxJsonDepth, `an integer from 1 to ${LIMITS.maxJsonDepth}`),
    maxOutputChars: positive('VITRINE_MAX_OUTPUT_CHARS', DEFAULT_MAX_OUTPUT_CHARS),
    maxPartialDepth: int('VITRINE_MAX_PARTIAL_DEPTH', DEFAULT_MAX_PARTIAL_DEPTH, 1, 256, 'an integer from 1 to 256'),
    maxExpressionTokens: positive('VITRINE_MAX_EXPRESSION_TOKENS', DEFAULT_MAX_EXPRESSION_TOKENS),
    maxExpressionStringLength: positive('VITRINE_MAX_EXPRESSION_STRING_LENGTH', DEFAULT_MAX_EXPRESSION_STRING_LENGTH),
    maxPartialCalls: int('VITRINE_MAX_PARTIAL_CALLS', DEFAULT_MAX_PARTIAL_CALLS, 0, Number.MAX_SAFE_INTEGER, 'a non-negative integer'),
    renderTimeoutMs: int('VITRINE_RENDER_TIMEOUT_MS', DEFAULT_RENDER_TIMEOUT_MS, 1, 2 ** 31 - 1, 'a positive integer of at most 2147483647'),
    workerMemoryMb: int('VITRINE_WORKER_MEMORY_MB', DEFAULT_WORKER_MEMORY_MB, 16, 1 << 20, 'an integer of at least 16'),
    processes,
    renderWorkers,
    renderQueue: int('VITRINE_RENDER_QUEUE', DEFAULT_RENDER_QUEUE, 0, Number.MAX_SAFE_INTEGER, 'a non-negative integer'),
    templateCacheEntries: positive('VITRINE_TEMPLATE_CACHE_ENTRIES', DEFAULT_TEMPLATE_CACHE_ENTRIES),
    maxDiagnostics: positive('VITRINE_MAX_DIAGNOSTICS', DEFAULT_MAX_DIAGNOSTICS),
    shutdownTimeoutMs: int('VITRINE_SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS, 0, 2 ** 31 - 1, 'a non-negative integer of at most 2147483647'),
    site: siteSwitch === 'off' ? null : { themeDir: siteTheme, content: siteContent },
    pageCacheMs: int('VITRINE_PAGE_CACHE_MS', DEFAULT_PAGE_CACHE_MS, 0, 3_600_000, 'an integer from 0 to 3600000'),
    cookieSecret,
    siteOwnerEmails: (raw('VITRINE_SITE_OWNER_EMAILS') ?? '').split(',').map((e) => e.trim().toLowerCase()).filter(Boolean),
    orderMailTo: orderMailTo(raw('VITRINE_ORDER_MAIL_TO')),
    commerce:
      commerceSwitch === 'off'
        ? null
        : {
            rateLimitMax: positive('VITRINE_CART_RATE_LIMIT_MAX', DEFAULT_CART_RATE_LIMIT_MAX),
            rateLimitWindowMs: int('VITRINE_CART_RATE_LIMIT_WINDOW_MS', DEFAULT_CART_RATE_LIMIT_WINDOW_MS, 1, 2 ** 31 - 1, 'a positive integer of at most 2147483647'),
            redisUrl,
            holdMinutes: int('VITRINE_CART_HOLD_MINUTES', DEFAULT_HOLD_MINUTES, 1, MAX_HOLD_MINUTES, `an integer from 1 to ${MAX_HOLD_MINUTES}`),
            maxPerVariant: int('VITRINE_CART_MAX_PER_VARIANT', DEFAULT_MAX_PER_VARIANT, 1, QUANTITY_MAX, `an integer from 1 to ${QUANTITY_MAX}`),
          },
    trustProxy,
    requestTimeoutMs: int('VITRINE_REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, 1, 2 ** 31 - 1, 'a positive integer of at most 2147483647'),
    connectionTimeoutMs: int('VITRINE_CONNECTION_TIMEOUT_MS', DEFAULT_CONNECTION_TIMEOUT_MS, 1, 2 ** 31 - 1, 'a positive integer of at most 2147483647'),
    pageRateLimit: { max: positive('VITRINE_PAGE_RATE_LIMIT_MAX', DEFAULT_PAGE_RATE_LIMIT_MAX), windowMs: window('VITRINE_PAGE_RATE_LIMIT_WINDOW_MS', DEFAULT_PAGE_RATE_LIMIT_WINDOW_MS) },
    renderRateLimit: { max: positive('VITRINE_RENDER_RATE_LIMIT_MAX', DEFAULT_RENDER_RATE_LIMIT_MAX), windowMs: window('VITRINE_RENDER_RATE_LIMIT_WINDOW_MS', DEFAULT_RENDER_RATE_LIMIT_WINDOW_MS) },
    renderClientConcurrency: int('VITRINE_RENDER_CLIENT_CONCURRENCY', clientConcurrencyFor(renderWorkers), 1, 256, 'an integer from 1 to 256'),
    renderSpareWorkers: int('VITRINE_RENDER_SPARE_WORKERS', DEFAULT_RENDER_SPARE_WORKERS, 0, 64, 'an integer from 0 to 64'),
    renderStandbyWorkers: int('VITRINE_RENDER_STANDBY_WORKERS', standbyWorkersFor(renderWorkers), 0, 64, 'an integer from 0 to 64'),
    renderTenantCpuMsPerMinute: int('VITRINE_RENDER_TENANT_CPU_MS_PER_MINUTE', DEFAULT_RENDER_TENANT_CPU_MS_PER_MINUTE, 0, 2 ** 31 - 1, 'a non-negative integer of at most 2147483647'),
    renderTenantKeys: readTenantKeys(raw('VITRINE_RENDER_TENANT_KEYS'), problems),
    redisUrl,
    redisPrefix: raw('VITRINE_REDIS_PREFIX') ?? DEFAULT_REDIS_PREFIX,
    telemetry:
      telemetrySwitch === 'off'
        ? null
        : {
            rateLimitMax: positive('VITRINE_TELEMETRY_RATE_LIMIT_MAX', TELEMETRY_RATE_LIMIT_MAX),
            rateLimitWindowMs: int('VITRINE_TELEMETRY_RATE_LIMIT_WINDOW_MS', TELEMETRY_RATE_LIMIT_WINDOW_MS, 1, 2 ** 31 - 1, 'a positive integer of at most 2147483647'),
            retentionDays: int('VITRINE_TELEMETRY_RETENTION_DAYS', DEFAULT_RETENTION_DAYS, 1, 3650, 'an integer from 1 to 3650'),
            rollupDays: int('VITRINE_TELEMETRY_ROLLUP_DAYS', DEFAULT_ROLLUP_DAYS, 1, 3650, 'an integer from 1 to 3650'),
            maxStoredRecords: positive('VITRINE_TELEMETRY_MAX_RECORDS', DEFAULT_MAX_STORED_RECORDS),
            ownerToken,
          },
    database: {
      url: databaseUrl,
      file: raw('VITRINE_DATABASE_FILE') ?? DEFAULT_DATABASE_FILE,
      schema: databaseSchema,
      poolSize: int('VITRINE_DATABASE_POOL', DEFAULT_DATABASE_POOL, 1, 1000, 'an integer from 1 to 1000'),
    },
    forms: loadFormsConfig(env, problems, ownerToken),
    publicUrl,
    mail: loadMailConfig(env, problems, publicUrl),
    vimeoOEmbedUrl: loadVimeoOEmbedUrl(env, problems),
    downloads: loadDownloadConfig(env, problems),
    plan: loadPlanConfig(env, problems),
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** VITRINE_ORDER_MAIL_TO: unset, the site owner emails get the new-order mail (null); 'off', nobody; else the comma-separated addresses. */
function orderMailTo(v: string | undefined): string[] | null {
  if (v === undefined) return null;
  if (v.toLowerCase() === 'off') return [];
  return v.split(',').map((e) => e.trim().toLowerCase()).filter(Boolean);
}

/** An address, a CIDR range, or a name proxy-addr knows. */
const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/;

/**
 * VITRINE_TRUST_PROXY: unset or `false` trusts no proxy (X-Forwarded-* ignored);
 * `true` trusts any; a number trusts that many hops; else a comma-separated
 * list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
 */
function readTrustProxy(v: string | undefined, problems: string[]): ServerConfig['trustProxy'] {
  if (v === undefined || v === 'false') return DEFAULT_TRUST_PROXY;
  if (v === 'true') return true;
  if (/^\d+$/.test(v) && Number(v) <= 64) return Number(v);
  const entries = v.split(',').map((e) => e.trim()).filter(Boolean);
  if (entries.length && entries.every((e) => PROXY_ENTRY.test(e))) return entries;
  problems.push(`VITRINE_TRUST_PROXY must be true, false, a hop count or a list of addresses and CIDR ranges, got ${JSON.stringify(v)}`);
  return DEFAULT_TRUST_PROXY;
}

/**
 * VITRINE_RENDER_TENANT_KEYS: comma-separated `tenant=key` pairs; a request
 * with `Authorization: Bearer key` renders as that tenant. A tenant may have
 * several keys (to rotate them); a key stands for one tenant. The problems
 * never quote a key.
 */
function readTenantKeys(v: string | undefined, problems: string[]): Map<string, string> {
  const keys = new Map<string, string>();
  if (v === undefined) return keys;
  for (const [i, pair] of v.split(',').entries()) {
    const at = pair.indexOf('=');
    const tenant = pair.slice(0, Math.max(0, at)).trim();
    const key = pair.slice(at + 1).trim();
    const which = `VITRINE_RENDER_TENANT_KEYS entry ${i + 1}`;
    if (at < 0 || !isTenantName(tenant)) {
      problems.push(`${which} must be tenant=key with a tenant name of 1 to ${TENANT_NAME_MAX_CHARS} letters, digits, dots, hyphens or underscores`);
    } else if (!isRenderKey(key)) {
      problems.push(`${which} (tenant ${tenant}) must have a key of ${RENDER_KEY_MIN_CHARS} to ${RENDER_KEY_MAX_CHARS} letters, digits and - . _ ~ + / characters`);
    } else if (keys.has(key) && keys.get(key) !== tenant) {
      problems.push(`${which} (tenant ${tenant}) repeats the key of tenant ${keys.get(key)}: a key stands for one tenant`);
    } else keys.set(key, tenant);
  }
  return keys;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}
