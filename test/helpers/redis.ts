/**
 * The tests' Redis (TEST_REDIS_URL, else the local one): whether it answers,
 * and a key prefix of a test's own, its keys deleted at the end. Where Redis
 * is absent a test says so and runs nothing (under CI it fails instead).
 */
import { randomBytes } from 'node:crypto';
import type { Test } from 'tap';
import { Redis } from 'ioredis';
import { IN_CI } from '../commerce/helpers.js';

export const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Null when Redis answers a PING at REDIS_URL, else why not. */
export async function redisAnswers(): Promise<string | null> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  r.on('error', () => undefined);
  try {
    await r.connect();
    await r.ping();
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  } finally {
    r.disconnect();
  }
}

/** A prefix of this test's own on a reachable Redis, its keys deleted in teardown; undefined (the test planned to nothing, or failed under CI) when Redis does not answer. */
export async function redisPrefixFor(t: Test): Promise<string | undefined> {
  const why = await redisAnswers();
  if (why !== null) {
    if (IN_CI) t.fail(`Redis is unreachable at ${REDIS_URL} under CI: ${why}`);
    else t.plan(0, `Redis is unreachable at ${REDIS_URL}: ${why}`);
    return undefined;
  }
  const prefix = `vitrine-test-${process.pid}-${randomBytes(4).toString('hex')}:`;
  t.teardown(async () => {
    const r = new Redis(REDIS_URL);
    try {
      const keys = await r.keys(`${prefix}*`);
      if (keys.length) await r.del(...keys);
    } finally {
      r.disconnect();
    }
  });
  return prefix;
}
