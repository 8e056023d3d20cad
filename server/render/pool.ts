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
import { existsSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RenderOutcome, RenderTask } from './task.js';
import { TenantBudget } from './tenant-budget.js';

export type PoolFailure = 'timeout' | 'memory' | 'crashed' | 'busy' | 'closed' | 'budget';

export class PoolError extends Error {
  constructor(
    readonly kind: PoolFailure,
    message: string,
    /** 'budget': how long until the client may render again. */
    readonly retryAfterMs?: number,
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
  /** Renders that may wait for a worker; past it run() fails with 'busy' (the newest render of the client with the most waiting, when that is another client). */
  maxQueue: number;
  /** Heap of each worker (V8 old generation), MiB. */
  memoryMb: number;
  /** Compiled templates cached per worker. */
  cacheEntries: number;
  /** Renders of one client running at once; its others wait while other clients' go first. Default: no limit. */
  clientConcurrency?: number;
  /** Extra workers that take a render only while every other worker has run its render for longRenderMs. Default 0. */
  spareWorkers?: number;
  /** When a running render counts as long (spares open up). Default LONG_RENDER_MS. */
  longRenderMs?: number;
  /** A render this long makes its client heavy (off the spares, behind the others). Default HEAVY_RENDER_MS. */
  heavyRenderMs?: number;
  /** Render time one client may use per minute (tenant-budget.ts); past it run() fails with 'budget'. Default (or 0): no budget. */
  clientMsPerMinute?: number;
  /** The budget itself, made by the caller (to share it across processes: TenantBudget.share); else one of clientMsPerMinute. */
  budget?: TenantBudget;
  /**
   * Loaded workers kept in reserve, from the first replacement on, to take
   * a stopped worker's place at once. Default 0. Loading a worker takes a
   * quarter of a second on a busy machine: without one, a burner stopped at
   * the timeout leaves the pool a worker short for as long, which every
   * short render waiting then pays.
   */
  standbyWorkers?: number;
}

/** A render running this long holds its worker: spare workers open up for the renders waiting behind it. */
export const LONG_RENDER_MS = 20;
/**
 * A render this long marks its client heavy. Far above LONG_RENDER_MS: on a
 * busy machine a short render can take tens of milliseconds of wall time,
 * and a benign client marked heavy for that would wait behind the long ones.
 */
export const HEAVY_RENDER_MS = 200;
/**
 * OS niceness of a worker thread while its render runs past the heavy mark
 * (Linux, per thread): when the cores are short, the threads of short
 * renders and the main thread (every request's HTTP) run first. The worker
 * gets its priority back after the render, or is replaced if the OS does
 * not let it (raising a priority needs privileges).
 */
export const HEAVY_RENDER_NICE = 19;
/** A heavy client is kept off the spare workers, and behind other clients' renders, this long after (spares are for short renders). */
export const HEAVY_CLIENT_MS = 30_000;
/** Heavy clients remembered at most (the map is cleared past it). */
const MAX_HEAVY_CLIENTS = 10_000;
/** The client of renders that name none. */
export const ANONYMOUS_CLIENT = '';

export interface PoolStats {
  renders: number;
  cacheHits: number;
  cacheMisses: number;
  timeouts: number;
  memoryKills: number;
  crashes: number;
  /** Workers started to replace one that was terminated or died. */
  restarts: number;
  /** Renders whose worker was given a lower OS priority (past the heavy mark, or from the start for a heavy client). */
  lowered: number;
  /** Stopped workers replaced by a loaded standby (no wait for a worker to load). */
  standbyUsed: number;
}

interface Job {
  id: number;
  task: RenderTask;
  client: string;
  startedAt?: number;
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
  /** A spare: used only while every other worker is held by a long render. */
  spare: boolean;
  /** The thread's OS id (Linux), to lower its priority during a long render. */
  tid?: number;
  /** Its priority before it was lowered (HEAVY_RENDER_NICE), while it is. */
  loweredFrom: number | null;
}

/**
 * The worker's entry: from the build, its bundle (scripts/build-start.mjs:
 * the engine's modules in one file, half the CPU of loading them one by
 * one), else the module itself.
 */
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./worker.ts', import.meta.url)
  : [new URL('./worker-bundle.js', import.meta.url), new URL('./worker.js', import.meta.url)].find((u) => existsSync(u))!;
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
  readonly stats: PoolStats = { renders: 0, cacheHits: 0, cacheMisses: 0, timeouts: 0, memoryKills: 0, crashes: 0, restarts: 0, lowered: 0, standbyUsed: 0 };
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closing = false;
  private startWaiters: { resolve: () => void; reject: (e: Error) => void } | null = null;
  private drainWaiters: (() => void)[] = [];
  /** Renders running per client. */
  private readonly running = new Map<string, number>();
  /** Clients whose last long render ended recently, and until when they count as heavy. */
  private readonly heavyUntil = new Map<string, number>();
  /** A pump planned for when the running renders turn long (spares may then take the queue). */
  private repump: NodeJS.Timeout | null = null;
  /** Render time per client and minute, when limited. */
  private readonly budget: TenantBudget | null;
  /** Loaded (or loading) workers outside the pool, to replace stopped ones (standbyWorkers). */
  private readonly standby: Slot[] = [];
  /** Set at the first replacement: standbys are kept from then on (a pool never stopped needs none). */
  private replacing = false;

  constructor(private readonly options: PoolOptions) {
    // start() resolves once every worker has loaded: with none it would wait forever.
    if (!Number.isInteger(options.size) || options.size < 1) throw new RangeError(`a render pool needs an integer number of workers of at least 1, not ${options.size}`);
    this.budget = options.budget ?? (options.clientMsPerMinute ? new TenantBudget(options.clientMsPerMinute) : null);
  }

  /** Starts the workers; resolves when every one but the spares has loaded the engine (spares join when ready). */
  start(): Promise<void> {
    const ready = new Promise<void>((resolve, reject) => (this.startWaiters = { resolve, reject }));
    for (let i = 0; i < this.options.size; i++) this.slots.push(this.spawn(false));
    // Spares load once the others have (so start-up costs what it did without them).
    void ready.then(
      () => {
        if (this.closing) return;
        for (let i = 0; i < (this.options.spareWorkers ?? 0); i++) this.slots.push(this.spawn(true));
      },
      () => undefined,
    );
    return ready;
  }

  /** True when the pool takes renders and at least one worker is loaded. */
  get ready(): boolean {
    return !this.closing && this.slots.some((s) => s.ready && s.alive);
  }

  /** Workers (spares included) loaded and taking renders. */
  get readyWorkers(): number {
    return this.slots.filter((s) => s.ready && s.alive).length;
  }

  /** Standby workers (standbyWorkers) loaded, and still loading. */
  get standbyWorkers(): { ready: number; loading: number } {
    const ready = this.standby.filter((s) => s.ready && s.alive).length;
    return { ready, loading: this.standby.filter((s) => s.alive).length - ready };
  }

  /** Renders waiting or running. */
  get pending(): number {
    return this.queue.length + this.slots.filter((s) => s.job).length;
  }

  /**
   * Whether `client` counts as heavy now: a render of its ran past the heavy
   * mark lately, or one is running past it now (counted at once, not when
   * it ends: a render killed at the timeout would mark nothing until then).
   */
  isHeavy(client: string, now = Date.now()): boolean {
    if ((this.heavyUntil.get(client) ?? 0) > now) return true;
    const mark = this.options.heavyRenderMs ?? HEAVY_RENDER_MS;
    return this.slots.some((s) => s.job?.client === client && s.job.startedAt !== undefined && now - s.job.startedAt >= mark);
  }

  /** Runs a render for `client` (a tenant: renders are shared fairly between clients). */
  run(task: RenderTask, client = ANONYMOUS_CLIENT): Promise<RenderOutcome> {
    if (this.closing) return Promise.reject(new PoolError('closed', 'the render pool is closed'));
    const over = this.overBudget(client, Date.now());
    if (over) return Promise.reject(over);
    const idle = this.slots.some((s) => s.ready && !s.job && !s.spare);
    if (!idle && this.queue.length >= this.options.maxQueue && !this.makeRoomFor(client)) {
      return Promise.reject(new PoolError('busy', `${this.queue.length} renders are waiting`));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, client, resolve, reject });
      this.pump();
    });
  }

  /** Takes no new renders, lets the queued and running ones finish, then stops the workers. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.repump) clearTimeout(this.repump);
    if (this.pending > 0) await new Promise<void>((resolve) => this.drainWaiters.push(resolve));
    await Promise.all([...this.slots, ...this.standby.splice(0)].map((s) => this.retire(s)));
  }

  private spawn(spare: boolean): Slot {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { cacheEntries: this.options.cacheEntries },
      resourceLimits: { maxOldGenerationSizeMb: this.options.memoryMb },
    });
    const slot: Slot = { worker, ready: false, alive: true, job: null, lastError: null, spare, loweredFrom: null };
    worker.on('message', (msg: { type?: 'ready'; tid?: number; id?: number; outcome?: RenderOutcome; error?: string }) => {
      if (msg.type === 'ready') {
        slot.ready = true;
        if (msg.tid !== undefined) slot.tid = msg.tid;
        if (this.startWaiters && this.slots.every((s) => s.ready || s.spare)) {
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
      const standing = this.standby.indexOf(slot);
      if (standing >= 0) {
        // A standby died before it was used: load another, after a pause if it never loaded.
        this.standby.splice(standing, 1);
        setTimeout(() => this.keepStandby(), slot.ready ? 0 : RESPAWN_DELAY_MS).unref();
        return;
      }
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
      const ready = this.standby.findIndex((s) => s.ready && s.alive);
      if (ready >= 0) {
        const [slot] = this.standby.splice(ready, 1);
        slot!.spare = old.spare;
        this.slots[i] = slot!;
        this.stats.standbyUsed++;
      } else {
        this.slots[i] = this.spawn(old.spare);
      }
      this.replacing = true;
      this.keepStandby();
      this.pump();
    };
    if (delayMs > 0) setTimeout(swap, delayMs).unref();
    else swap();
  }

  /** Loads standby workers up to standbyWorkers, once the pool has had to replace one. */
  private keepStandby(): void {
    if (!this.replacing || this.closing) return;
    while (this.standby.length < (this.options.standbyWorkers ?? 0)) this.standby.push(this.spawn(false));
  }

  /**
   * Gives waiting renders to free workers, fairly: the next render is the
   * oldest of a client with the fewest running (one at its concurrency
   * limit waits). Spares take one only while every other worker is held by
   * a long render or a heavy client's, so a short render never waits behind
   * two long ones.
   */
  private pump(): void {
    const now = Date.now();
    const long = this.options.longRenderMs ?? LONG_RENDER_MS;
    if (this.budget && this.queue.length) this.refuseOverBudget(now);
    for (const slot of this.slots) {
      if (!this.queue.length) return;
      if (!slot.ready || !slot.alive || slot.job) continue;
      if (slot.spare && !this.allHeld(now, long)) {
        this.planRepump(now, long);
        continue;
      }
      const at = this.nextJob(now, slot.spare);
      if (at < 0) {
        if (slot.spare) continue;
        return;
      }
      const job = this.queue.splice(at, 1)[0]!;
      slot.job = job;
      job.startedAt = now;
      this.running.set(job.client, (this.running.get(job.client) ?? 0) + 1);
      const heavy = this.options.heavyRenderMs ?? HEAVY_RENDER_MS;
      // A heavy client's render yields the cores from its start: its last ones
      // ran long, and two of them at full priority would starve the short
      // renders of others for as long as the heavy mark.
      if (slot.tid !== undefined && this.isHeavy(job.client, now)) this.lowerPriority(slot, job);
      // Else one timer at a time: the heavy mark (lower the thread's priority), then the timeout.
      else
        job.timer =
          slot.tid !== undefined && heavy < this.options.timeoutMs
            ? setTimeout(() => this.lowerPriority(slot, job), heavy)
            : setTimeout(() => this.timeout(slot, job), this.options.timeoutMs);
      slot.worker.postMessage({ id: job.id, task: job.task });
    }
  }

  /**
   * Index of the render to run next, or -1 when every waiting client is at
   * its limit: the oldest of a client with the fewest running, light clients
   * before heavy ones. For a spare (`spare` true): light clients with nothing
   * running only.
   */
  private nextJob(now: number, spare: boolean): number {
    const limit = spare ? 1 : (this.options.clientConcurrency ?? Infinity);
    let best = -1;
    let bestRank = Infinity;
    for (let i = 0; i < this.queue.length; i++) {
      const client = this.queue[i]!.client;
      const n = this.running.get(client) ?? 0;
      if (n >= limit) continue;
      const heavy = this.isHeavy(client, now);
      if (spare && heavy) continue;
      // Running renders count first, heaviness breaks ties: rank n*2 (+1 if heavy).
      const rank = n * 2 + (heavy ? 1 : 0);
      if (rank < bestRank) {
        best = i;
        bestRank = rank;
        if (rank === 0) break;
      }
    }
    return best;
  }

  /**
   * Whether every worker but the spares is held: running a render for `long`
   * ms already or for a heavy client (its render will be long: no need to
   * wait and see), or not (yet) taking renders.
   */
  private allHeld(now: number, long: number): boolean {
    return this.slots.every((s) => {
      if (s.spare || !s.alive || !s.ready) return true;
      const job = s.job;
      if (job?.startedAt === undefined) return false;
      return now - job.startedAt >= long || this.isHeavy(job.client, now);
    });
  }

  /**
   * A full queue: refuses the newest waiting render of the client with the
   * most waiting, if it has more than `client` would with its new one, so
   * one client filling the queue does not shut the others out. Whether room was made.
   */
  private makeRoomFor(client: string): boolean {
    const waiting = new Map<string, number>();
    for (const job of this.queue) waiting.set(job.client, (waiting.get(job.client) ?? 0) + 1);
    let hog = client;
    for (const [c, n] of waiting) if (n > (waiting.get(hog) ?? 0)) hog = c;
    if (hog === client || waiting.get(hog)! <= (waiting.get(client) ?? 0) + 1) return false;
    let at = this.queue.length - 1;
    while (this.queue[at]!.client !== hog) at--;
    const [job] = this.queue.splice(at, 1);
    job!.reject(new PoolError('busy', `${this.queue.length + 1} renders are waiting, ${waiting.get(hog)} of them this client's`));
    return true;
  }

  /** The 'budget' error for a client past its render time, or null. */
  private overBudget(client: string, now: number): PoolError | null {
    if (!this.budget) return null;
    let running = 0;
    for (const s of this.slots) if (s.job?.client === client && s.job.startedAt !== undefined) running += now - s.job.startedAt;
    const wait = this.budget.waitMs(client, running, now);
    return wait > 0 ? new PoolError('budget', `${client || 'the client'} used its ${this.budget.msPerMinute} ms of render time per minute`, wait) : null;
  }

  /** Refuses the waiting renders of clients past their render time (queued before they went past it). */
  private refuseOverBudget(now: number): void {
    const over = new Map<string, PoolError | null>();
    for (let i = 0; i < this.queue.length; i++) {
      const job = this.queue[i]!;
      if (!over.has(job.client)) over.set(job.client, this.overBudget(job.client, now));
      const error = over.get(job.client);
      if (!error) continue;
      this.queue.splice(i--, 1);
      job.reject(error);
    }
    if (this.pending === 0) for (const w of this.drainWaiters.splice(0)) w();
  }

  /** Pumps again when the youngest running render turns long. */
  private planRepump(now: number, long: number): void {
    if (this.repump) return;
    const starts = this.slots.filter((s) => !s.spare && s.job?.startedAt !== undefined).map((s) => s.job!.startedAt!);
    if (!starts.length) return;
    const wait = Math.max(1, Math.max(...starts) + long - now);
    this.repump = setTimeout(() => {
      this.repump = null;
      this.pump();
    }, wait);
    this.repump.unref();
  }

  /** The render ran past the heavy mark, or is a heavy client's: its thread yields the cores to the others until it ends. */
  private lowerPriority(slot: Slot, job: Job): void {
    if (slot.job !== job || !slot.alive) return;
    try {
      const before = getPriority(slot.tid!);
      setPriority(slot.tid!, HEAVY_RENDER_NICE);
      slot.loweredFrom = before;
      this.stats.lowered++;
    } catch {
      // Not allowed here: the render runs on at its priority.
    }
    job.timer = setTimeout(() => this.timeout(slot, job), Math.max(0, job.startedAt! + this.options.timeoutMs - Date.now()));
  }

  /** After a render that lowered its thread's priority: back to normal, or a fresh worker if the OS refuses. */
  private restorePriority(slot: Slot, priority: number): void {
    slot.loweredFrom = null;
    if (!slot.alive) return;
    try {
      setPriority(slot.tid!, priority);
    } catch {
      slot.alive = false;
      void slot.worker.terminate(); // its 'exit' brings a replacement
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
    const job = slot.job;
    if (job?.timer) clearTimeout(job.timer);
    if (job) {
      const now = Date.now();
      if (job.startedAt !== undefined) this.budget?.charge(job.client, now - job.startedAt, now);
      if (job.startedAt !== undefined && now - job.startedAt >= (this.options.heavyRenderMs ?? HEAVY_RENDER_MS)) {
        if (this.heavyUntil.size >= MAX_HEAVY_CLIENTS) this.heavyUntil.clear();
        this.heavyUntil.set(job.client, now + HEAVY_CLIENT_MS);
      }
      const n = (this.running.get(job.client) ?? 1) - 1;
      if (n > 0) this.running.set(job.client, n);
      else this.running.delete(job.client);
    }
    slot.job = null;
    if (slot.loweredFrom !== null) this.restorePriority(slot, slot.loweredFrom);
    this.pump();
    if (this.pending === 0) for (const w of this.drainWaiters.splice(0)) w();
  }

  private async retire(slot: Slot): Promise<void> {
    slot.alive = false;
    await slot.worker.terminate();
  }
}
