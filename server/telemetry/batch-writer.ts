/**
 * Takes records off the request path: `push` only queues (the endpoint
 * answers at once), a timer writes the queue in batches, one transaction
 * each. A full queue drops new records and counts them; a failed write is
 * logged and its batch dropped (telemetry never takes the site down).
 */
import type { TelemetryRecord } from './record.js';
import type { TelemetryStore } from './telemetry-store.js';
import { WRITE_BATCH_SIZE, WRITE_INTERVAL_MS, WRITE_QUEUE_MAX } from './limits.js';

export interface BatchWriterOptions {
  intervalMs?: number;
  maxQueue?: number;
  batchSize?: number;
  onError?: (e: unknown) => void;
}

export class BatchWriter {
  private queue: TelemetryRecord[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  /** Records dropped because the queue was full. */
  dropped = 0;
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
        const batch = this.queue.splice(0, this.batchSize);
        try {
          await this.store.write(batch);
        } catch (e) {
          this.options.onError?.(e);
        }
      }
    });
    return this.writing;
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}
