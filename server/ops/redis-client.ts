/**
 * The Redis client of the shared rate-limit counters (REDIS_URL): ioredis,
 * an optional dependency loaded only when REDIS_URL is set. Without it the
 * counters are kept per process (each process then allows the full limit).
 */

export interface RedisLike {
  quit(): Promise<unknown>;
}

/** An ioredis client for `url`; throws a clear error when ioredis is not installed. */
export async function redisClient(url: string): Promise<RedisLike> {
  const name = 'ioredis';
  let mod: { Redis?: new (url: string, opts: object) => RedisLike; default?: new (url: string, opts: object) => RedisLike };
  try {
    mod = (await import(name)) as typeof mod;
  } catch {
    throw new Error('REDIS_URL is set but the ioredis package is not installed (npm install ioredis)');
  }
  const Redis = mod.Redis ?? mod.default;
  if (!Redis) throw new Error('The ioredis package exports no Redis client');
  return new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
}
