/**
 * Takes records off the request path: `push` only queues (the endpoint
 * answers at once), a timer writes the queue in batches, one transaction
 * each. A full queue drops new records and counts them; a failed write is
 * logged and its batch dropped (telemetry never takes the site down).
 */
import type { TelemetryRecord } from './record.js';
import type { TelemetryStore } from './telemetry-store.js';
import { RECOUNT_INTERVAL_MS, WRITE_BATCH_SIZE, WRITE_INTERVAL_MS, WRITE_QUEUE_MAX } from './limits.js';

export interface BatchWriterOptions {
  intervalMs?: number;
  maxQueue?: number;
  batchSize?: number;
  /** The storage quota: records stored at most (needs the store's count()). */
  maxStored?: number;
  /** The clock of the recount (tests). */
  now?: () => number;
  onError?: (e: unknown) => void;
}

export class BatchWriter {
  private queue: TelemetryRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** Records dropped because the queue was full, or the store at its quota. */
  dropped = 0;
  /** Records stored, as last counted plus written since; undefined until counted. */
  private stored: number | undefined;
  private countedAt = 0;
  private readonly maxQueue: number;
  private readonly batchSize: number;

  constructor(
    private readonly store: TelemetryStore,
    private readonly options: BatchWriterOptions = {},
  ) {
    this.maxQueue = options.maxQueue ?? WRITE_QUEUE_MAX;
    this.batchSize = options.batchSize ?? WRITE_BATCH_SIZE;
    this.timer = setInterval(() => void this.flush(), options.intervalMs ?? WRITE_INTERVAL_MS);
    this.timer.unref();
  }

  /** Queues records; returns how many were accepted. */
  push(records: readonly TelemetryRecord[]): number {
    const room = Math.max(0, this.maxQueue - this.queue.length);
    const taken = records.slice(0, room);
    this.dropped += records.length - taken.length;
    this.queue.push(...taken);
    return taken.length;
  }

  get pending(): number {
    return this.queue.length;
  }

  /** Writes everything queued so far; resolves when it is stored (or dropped after an error). */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      while (this.queue.length > 0) {
        let batch = this.queue.splice(0, this.batchSize);
        try {
          const room = await this.room();
          if (room < batch.length) {
            this.dropped += batch.length - room;
            batch = batch.slice(0, room);
          }
          if (batch.length === 0) continue;
          await this.store.write(batch);
          if (this.stored !== undefined) this.stored += batch.length;
        } catch (e) {
          this.options.onError?.(e);
        }
      }
    });
    return this.writing;
  }

  /** Records the quota leaves room for (all, without a quota or a count). */
  private async room(): Promise<number> {
    const max = this.options.maxStored;
    if (max === undefined || !this.store.count) return Number.MAX_SAFE_INTEGER;
    const now = (this.options.now ?? Date.now)();
    if (this.stored === undefined || now - this.countedAt >= RECOUNT_INTERVAL_MS) {
      this.stored = await this.store.count();
      this.countedAt = now;
    }
    return Math.max(0, max - this.stored);
  }

  /** Counts again before the next write (after a prune). */
  recount(): void {
    this.stored = undefined;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
