/**
 * The Redis client of the shared counters and signals (REDIS_URL): ioredis.
 * Without REDIS_URL the counters live in the process, or in the cluster's
 * first process (ops/shared-counters.ts).
 */
import { Redis } from 'ioredis';

/** How long a command waits for a connection before failing (a limit then errs open for that request, never hangs it). */
export const REDIS_CONNECT_TIMEOUT_MS = 2000;

/** An ioredis client for `url`. */
export function redisClient(url: string, onError: (e: unknown) => void = () => undefined): Redis {
  const redis = new Redis(url, { connectTimeout: REDIS_CONNECT_TIMEOUT_MS, maxRetriesPerRequest: 1 });
  // ioredis reconnects by itself; its errors go to the log, not to stderr as unhandled events.
  redis.on('error', onError);
  return redis;
}
