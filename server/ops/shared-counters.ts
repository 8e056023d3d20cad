/**
 * The counters behind every per-client limit (rate limits, sign-in and
 * unlock throttles, form and telemetry quotas), in fixed windows:
 *
 *   RedisCounters    REDIS_URL set: one count for every process on every node
 *   ClusterCounters  VITRINE_PROCESSES > 1 without Redis: the cluster's first
 *                    process holds the counts, its server processes ask it over IPC
 *   MemoryCounters   one process: the counts in its memory
 *
 * so N processes (or N nodes) enforce one limit, not N.
 */
import cluster from 'node:cluster';
import type { Redis } from 'ioredis';

export interface Count {
  /** Hits in the running window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

export interface Counters {
  /** Counts one hit on `key`; a window of `windowMs` starts with the first. */
  incr(key: string, windowMs: number): Promise<Count>;
  /** Adds `amount` (0 or more: milliseconds of render time, say) to `key`; as incr otherwise. 0 reads the count and its window. */
  add(key: string, amount: number, windowMs: number): Promise<Count>;
  /** Hits on `key` in its running window (0 when none runs). */
  read(key: string): Promise<number>;
  /** Forgets `key` (a success clears its failures). */
  clear(key: string): Promise<void>;
  /** Where the counts live, for the start-up log. */
  readonly kind: 'memory' | 'cluster' | 'redis';
}

/** Keys one memory store holds at most; the oldest window is dropped first. */
export const MEMORY_COUNTERS_MAX_KEYS = 100_000;

export class MemoryCounters implements Counters {
  readonly kind = 'memory' as const;
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = MEMORY_COUNTERS_MAX_KEYS,
  ) {}

  incrNow(key: string, windowMs: number, amount = 1): Count {
    const now = this.now();
    const w = this.windows.get(key);
    if (w && w.resetAt > now) {
      w.count += amount;
      return { count: w.count, ttlMs: w.resetAt - now };
    }
    this.windows.delete(key);
    if (this.windows.size >= this.maxKeys) {
      const oldest = this.windows.keys().next();
      if (!oldest.done) this.windows.delete(oldest.value);
    }
    this.windows.set(key, { count: amount, resetAt: now + windowMs });
    return { count: amount, ttlMs: windowMs };
  }

  readNow(key: string): number {
    const w = this.windows.get(key);
    if (!w) return 0;
    if (w.resetAt <= this.now()) {
      this.windows.delete(key);
      return 0;
    }
    return w.count;
  }

  clearNow(key: string): void {
    this.windows.delete(key);
  }

  incr(key: string, windowMs: number): Promise<Count> {
    return Promise.resolve(this.incrNow(key, windowMs));
  }

  add(key: string, amount: number, windowMs: number): Promise<Count> {
    return Promise.resolve(this.incrNow(key, windowMs, amount));
  }

  read(key: string): Promise<number> {
    return Promise.resolve(this.readNow(key));
  }

  clear(key: string): Promise<void> {
    this.clearNow(key);
    return Promise.resolve();
  }
}

/** INCRBY, the window's expiry set by the first hit (the key had none), and the time left: one round trip. */
const INCR_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

export class RedisCounters implements Counters {
  readonly kind = 'redis' as const;

  constructor(
    private readonly redis: Redis,
    /** Prefixes every key (one Redis may serve several sites or test runs). */
    private readonly prefix = 'vitrine:',
  ) {}

  incr(key: string, windowMs: number): Promise<Count> {
    return this.add(key, 1, windowMs);
  }

  async add(key: string, amount: number, windowMs: number): Promise<Count> {
    const [count, ttl] = (await this.redis.eval(INCR_SCRIPT, 1, this.prefix + key, String(windowMs), String(Math.max(0, Math.round(amount))))) as [number, number];
    return { count: Number(count), ttlMs: Number(ttl) };
  }

  async read(key: string): Promise<number> {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}

/** What a server process asks the cluster's first process, and what it answers. */
export interface CounterAsk {
  vitrineCounters: { id: number; op: 'incr' | 'read' | 'clear'; key: string; windowMs: number; amount?: number };
}
export interface CounterAnswer {
  vitrineCountersAnswer: { id: number; count: number; ttlMs: number };
}

const isAsk = (m: unknown): m is CounterAsk => typeof m === 'object' && m !== null && 'vitrineCounters' in m;
const isAnswer = (m: unknown): m is CounterAnswer => typeof m === 'object' && m !== null && 'vitrineCountersAnswer' in m;

/** How long a server process waits for the first process's answer before counting locally (it never blocks a request for long). */
export const CLUSTER_ANSWER_TIMEOUT_MS = 2000;

/** A server process's counters, held by the cluster's first process (`serveClusterCounters`). */
export class ClusterCounters implements Counters {
  readonly kind = 'cluster' as const;
  private seq = 0;
  private readonly waiting = new Map<number, { resolve: (c: Count) => void; timer: NodeJS.Timeout }>();
  /** When the first process does not answer: the counts of this process alone, better than none. */
  private readonly fallback = new MemoryCounters();

  constructor(private readonly send: (m: CounterAsk) => boolean = (m) => process.send?.(m) ?? false) {
    process.on('message', (m: unknown) => {
      if (!isAnswer(m)) return;
      const w = this.waiting.get(m.vitrineCountersAnswer.id);
      if (!w) return;
      this.waiting.delete(m.vitrineCountersAnswer.id);
      clearTimeout(w.timer);
      w.resolve({ count: m.vitrineCountersAnswer.count, ttlMs: m.vitrineCountersAnswer.ttlMs });
    });
  }

  private ask(op: 'incr' | 'read' | 'clear', key: string, windowMs: number, amount = 1): Promise<Count> {
    const id = ++this.seq;
    return new Promise((resolve) => {
      const local = () => {
        this.waiting.delete(id);
        if (op === 'incr') resolve(this.fallback.incrNow(key, windowMs, amount));
        else if (op === 'read') resolve({ count: this.fallback.readNow(key), ttlMs: 0 });
        else resolve({ count: 0, ttlMs: 0 });
      };
      const timer = setTimeout(local, CLUSTER_ANSWER_TIMEOUT_MS);
      timer.unref();
      this.waiting.set(id, { resolve, timer });
      let sent = false;
      try {
        sent = this.send({ vitrineCounters: { id, op, key, windowMs, ...(amount !== 1 ? { amount } : {}) } });
      } catch {
        sent = false;
      }
      if (!sent) {
        clearTimeout(timer);
        local();
      }
    });
  }

  incr(key: string, windowMs: number): Promise<Count> {
    return this.ask('incr', key, windowMs);
  }

  add(key: string, amount: number, windowMs: number): Promise<Count> {
    return this.ask('incr', key, windowMs, amount);
  }

  async read(key: string): Promise<number> {
    return (await this.ask('read', key, 0)).count;
  }

  async clear(key: string): Promise<void> {
    await this.ask('clear', key, 0);
  }
}

/** The first process's answer to one ask, from its memory store (undefined: not an ask). */
export function answerAsk(counters: MemoryCounters, m: unknown): CounterAnswer | undefined {
  if (!isAsk(m)) return undefined;
  const { id, op, key, windowMs, amount } = m.vitrineCounters;
  let answer: Count = { count: 0, ttlMs: 0 };
  if (op === 'incr') answer = counters.incrNow(key, windowMs, typeof amount === 'number' && amount >= 0 ? amount : 1);
  else if (op === 'read') answer = { count: counters.readNow(key), ttlMs: 0 };
  else counters.clearNow(key);
  return { vitrineCountersAnswer: { id, ...answer } };
}

/** In the cluster's first process: answers every server process's counter asks from one memory store. */
export function serveClusterCounters(counters: MemoryCounters = new MemoryCounters()): void {
  cluster.on('message', (worker, m: unknown) => {
    const answer = answerAsk(counters, m);
    if (answer && worker.isConnected()) worker.send(answer);
  });
}

/** Set by the cluster's first process in its server processes' environment: ask it for the counts. */
export const CLUSTER_COUNTERS_ENV = 'VITRINE_CLUSTER_COUNTERS';

/** The counters of this process: Redis when given, the cluster's when this is one of its server processes, else memory. */
export function countersFor(redis: Redis | undefined, prefix: string, env: NodeJS.ProcessEnv = process.env): Counters {
  if (redis) return new RedisCounters(redis, prefix);
  if (cluster.isWorker && env[CLUSTER_COUNTERS_ENV] === '1' && typeof process.send === 'function') return new ClusterCounters();
  return new MemoryCounters();
}
