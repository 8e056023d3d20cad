/**
 * A small pool of render worker threads. A render is synchronous
 * JavaScript, so a hostile template could hold a thread for as long as it
 * likes: each render runs in a worker, its clock starts when a worker takes
 * it (time spent waiting in the queue does not count), and past the timeout
 * the worker is terminated and replaced. A worker that runs out of its heap
 * (resourceLimits) or crashes is replaced too; the process keeps serving.
 *
 * Why not piscina: its abort signal also counts the time a task waits in
 * the queue and for a replacement worker to boot, so a busy pool would blame
 * templates for its own queue. The pool below is the part we need.
 */
import { Worker } from 'node:worker_threads';
import type { RenderOutcome, RenderTask } from './task.js';

export type PoolFailure = 'timeout' | 'memory' | 'crashed' | 'busy' | 'closed';

export class PoolError extends Error {
  constructor(
    readonly kind: PoolFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PoolError';
  }
}

export interface PoolOptions {
  /** Worker threads. */
  size: number;
  /** Wall time of one render, from the moment a worker takes it. */
  timeoutMs: number;
  /** Renders that may wait for a worker; past it run() fails with 'busy'. */
  maxQueue: number;
  /** Heap of each worker (V8 old generation), MiB. */
  memoryMb: number;
  /** Compiled templates cached per worker. */
  cacheEntries: number;
}

export interface PoolStats {
  renders: number;
  cacheHits: number;
  cacheMisses: number;
  timeouts: number;
  memoryKills: number;
  crashes: number;
  /** Workers started to replace one that was terminated or died. */
  restarts: number;
}

interface Job {
  id: number;
  task: RenderTask;
  resolve: (o: RenderOutcome) => void;
  reject: (e: Error) => void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** False once the thread is stopping or gone; it takes no more renders. */
  alive: boolean;
  job: Job | null;
  lastError: Error | null;
}

const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js', import.meta.url);
/**
 * The thread's first code. Run from TypeScript sources (tsx), the worker
 * registers tsx's loader itself: hooks given by --import do not reach a
 * worker's entry module in Node 20.
 */
const BOOTSTRAP = WORKER_URL.pathname.endsWith('.ts')
  ? `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(WORKER_URL.href)}); });`
  : `import(${JSON.stringify(WORKER_URL.href)});`;
/** Pause before replacing a worker that died before it was ready, so a broken build does not spin. */
const RESPAWN_DELAY_MS = 250;

export class RenderPool {
  readonly stats: PoolStats = { renders: 0, cacheHits: 0, cacheMisses: 0, timeouts: 0, memoryKills: 0, crashes: 0, restarts: 0 };
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closing = false;
  private startWaiters: { resolve: () => void; reject: (e: Error) => void } | null = null;
  private drainWaiters: (() => void)[] = [];

  constructor(private readonly options: PoolOptions) {}

  /** Starts the workers; resolves when every one has loaded the engine. */
  start(): Promise<void> {
    const ready = new Promise<void>((resolve, reject) => (this.startWaiters = { resolve, reject }));
    for (let i = 0; i < this.options.size; i++) this.slots.push(this.spawn());
    return ready;
  }

  /** True when the pool takes renders and at least one worker is loaded. */
  get ready(): boolean {
    return !this.closing && this.slots.some((s) => s.ready && s.alive);
  }

  /** Renders waiting or running. */
  get pending(): number {
    return this.queue.length + this.slots.filter((s) => s.job).length;
  }

  run(task: RenderTask): Promise<RenderOutcome> {
    if (this.closing) return Promise.reject(new PoolError('closed', 'the render pool is closed'));
    const idle = this.slots.some((s) => s.ready && !s.job);
    if (!idle && this.queue.length >= this.options.maxQueue) {
      return Promise.reject(new PoolError('busy', `${this.queue.length} renders are waiting`));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve, reject });
      this.pump();
    });
  }

  /** Takes no new renders, lets the queued and running ones finish, then stops the workers. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.pending > 0) await new Promise<void>((resolve) => this.drainWaiters.push(resolve));
    await Promise.all(this.slots.map((s) => this.retire(s)));
  }

  private spawn(): Slot {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { cacheEntries: this.options.cacheEntries },
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb },
    });
    const slot: Slot = { worker, ready: false, alive: true, job: null, lastError: null };
    worker.on('message', (msg: { type?: 'ready'; id?: number; outcome?: RenderOutcome; error?: string }) => {
      if (msg.type === 'ready') {
        slot.ready = true;
        if (this.startWaiters && this.slots.every((s) => s.ready)) {
          this.startWaiters.resolve();
          this.startWaiters = null;
        }
        this.pump();
        return;
      }
      const job = slot.job;
      if (!job || job.id !== msg.id) return;
      this.finish(slot);
      if (msg.outcome) {
        this.stats.renders++;
        if (msg.outcome.ok) this.stats[msg.outcome.cached ? 'cacheHits' : 'cacheMisses']++;
        job.resolve(msg.outcome);
      } else {
        this.stats.crashes++;
        job.reject(new PoolError('crashed', msg.error ?? 'unknown error'));
      }
    });
    worker.on('error', (err: Error & { code?: string }) => {
      // An uncaught error or an exhausted heap: the thread is gone; 'exit' follows.
      slot.alive = false;
      slot.lastError = err;
      const memory = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.stats[memory ? 'memoryKills' : 'crashes']++;
      this.fail(slot, new PoolError(memory ? 'memory' : 'crashed', err.message));
    });
    worker.on('exit', () => {
      slot.alive = false;
      if (this.closing) return;
      this.fail(slot, new PoolError('crashed', 'the render worker exited'));
      if (!slot.ready && this.startWaiters) {
        const why = slot.lastError ? `: ${slot.lastError.message}` : '';
        this.startWaiters.reject(new Error(`a render worker exited before it was ready${why}`));
        this.startWaiters = null;
        return;
      }
      this.replace(slot, slot.ready ? 0 : RESPAWN_DELAY_MS);
    });
    return slot;
  }

  private replace(old: Slot, delayMs: number): void {
    const swap = () => {
      const i = this.slots.indexOf(old);
      if (i < 0 || this.closing) return;
      this.stats.restarts++;
      this.slots[i] = this.spawn();
    };
    if (delayMs > 0) setTimeout(swap, delayMs).unref();
    else swap();
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (!this.queue.length) return;
      if (!slot.ready || !slot.alive || slot.job) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      job.timer = setTimeout(() => this.timeout(slot, job), this.options.timeoutMs);
      slot.worker.postMessage({ id: job.id, task: job.task });
    }
  }

  /** The render ran too long: stop its thread (its 'exit' brings a replacement). */
  private timeout(slot: Slot, job: Job): void {
    if (slot.job !== job) return;
    slot.alive = false;
    this.stats.timeouts++;
    this.fail(slot, new PoolError('timeout', `the render took longer than ${this.options.timeoutMs} ms`));
    void slot.worker.terminate();
  }

  /** Rejects the slot's job, if any. */
  private fail(slot: Slot, error: PoolError): void {
    const job = slot.job;
    if (!job) return;
    this.finish(slot);
    job.reject(error);
  }

  /** The slot's job is done (whatever the result): free the slot, run the next one. */
  private finish(slot: Slot): void {
    if (slot.job?.timer) clearTimeout(slot.job.timer);
    slot.job = null;
    this.pump();
    if (this.pending === 0) for (const w of this.drainWaiters.splice(0)) w();
  }

  private async retire(slot: Slot): Promise<void> {
    slot.alive = false;
    await slot.worker.terminate();
  }
}
