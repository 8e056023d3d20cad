/**
 * A store for @fastify/rate-limit over the shared counters
 * (ops/shared-counters.ts): each registration of the plugin names its
 * limit, and each route or `createRateLimit` limit gets keys of its own,
 * so the commerce API, the forms and the telemetry endpoints never share a
 * count, while every process (and node) shares each one.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Counters } from './shared-counters.js';

type Answer = (err: Error | null, res?: { current: number; ttl: number }) => void;

interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
  max?: unknown;
  timeWindow?: unknown;
}

class CountersStore implements FastifyRateLimitStore {
  constructor(
    private readonly counters: Counters,
    private readonly prefix: string,
  ) {}

  incr(key: string, answer: Answer, timeWindow: number): void {
    this.counters.incr(this.prefix + key, timeWindow).then(
      (c) => answer(null, { current: c.count, ttl: c.ttlMs }),
      (e: unknown) => answer(e instanceof Error ? e : new Error(String(e))),
    );
  }

  read(key: string, answer: Answer): void {
    this.counters.read(this.prefix + key).then(
      (count) => answer(null, { current: count, ttl: 0 }),
      (e: unknown) => answer(e instanceof Error ? e : new Error(String(e))),
    );
  }

  child(routeOptions: object): CountersStore {
    const options = routeOptions as ChildOptions;
    const route = options.routeInfo?.url ? `${String(options.routeInfo.method)}${options.routeInfo.url}` : (options.groupId ?? `${String(options.max)}/${String(options.timeWindow)}`);
    return new CountersStore(this.counters, `${this.prefix}${route}:`);
  }
}

/** The `store` option of one registration of @fastify/rate-limit named `name`; none (the plugin's own memory) when the app has no shared counters. */
export function sharedRateLimitStore(app: FastifyInstance, name: string): { store?: FastifyRateLimitStoreCtor } {
  const found = (app as Partial<FastifyInstance>).vitrine?.counters;
  if (!found) return {};
  const counters = found;
  const prefix = `rate:${name}:`;
  return {
    store: class extends CountersStore {
      constructor() {
        super(counters, prefix);
      }
    },
  };
}
