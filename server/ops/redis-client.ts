/**
 * The Redis client of the shared counters and signals (REDIS_URL): ioredis.
 * Without REDIS_URL the counters live in the process, or in the cluster's
 * first process (ops/shared-counters.ts).
 */
import { Redis } from 'ioredis';

/** How long a command waits for a connection before failing (a limit then errs open for that request, never hangs it). */
export const REDIS_CONNECT_TIMEOUT_MS = 500;

/** An ioredis client for `url`. */
export function redisClient(url: string): Redis {
  return new Redis(url, { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 1 });
}
