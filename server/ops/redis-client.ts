/**
 * The Redis client of the shared counters and signals (REDIS_URL): ioredis.
 * Without REDIS_URL the counters live in the process, or in the cluster's
 * first process (ops/shared-counters.ts).
 */
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

/**
 * ioredis, required on first use: a process without REDIS_URL (the default
 * start) never loads it (about 0.1 s of CPU at start). It is CommonJS, so
 * `require` keeps redisClient synchronous.
 */
const ioredis = (): typeof import('ioredis') => createRequire(import.meta.url)('ioredis') as typeof import('ioredis');

/** How long a command waits for a connection before failing (a limit then errs open for that request, never hangs it). */
export const REDIS_CONNECT_TIMEOUT_MS = 2000;

/** An ioredis client for `url`. */
export function redisClient(url: string, onError: (e: unknown) => void = () => undefined): Redis {
  const redis = new (ioredis().Redis)(url, { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 1 });
  // ioredis reconnects by itself; its errors go to the log, not to stderr as unhandled events.
  redis.on('error', onError);
  return redis;
}
