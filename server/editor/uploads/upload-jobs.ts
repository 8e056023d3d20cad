/**
 * Uploaded images' processing jobs: an image is stored as it arrives, then
 * a job (a row of `upload_jobs`) strips its metadata (strip-metadata.ts)
 * and puts the clean file in its place, atomically (written beside, then
 * renamed over). Until the job is done the stored bytes are never sent as
 * they are (uploaded-files.ts cleans them per request, not cached): pages
 * may show the image at once, no one ever gets its GPS position.
 *
 * The worker runs in every server process. A job is taken by one of them
 * only: the claim is an update of a queued row (or of a running row whose
 * claim is older than JOB_LEASE_MS: its process stopped mid-job) checked by
 * its row count. At start a process takes the unfinished jobs left behind.
 * A job that fails, runs past UPLOAD_JOB_TIME_LIMIT_MS, or that the owner
 * cancels takes its upload away (file and record): it cannot be made safe.
 */
import { rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Store } from '../../store/index.js';
import { UPLOAD_JOB_TIME_LIMIT_MS, type UploadJob, type UploadJobFailure, type UploadJobStatus } from '../../../editor/upload-jobs.js';
import { newContentId } from '../doc.js';
import { stripMetadata } from './strip-metadata.js';

/** A running job whose claim is older than this is taken again (its process went away): the time limit and a margin. */
export const JOB_LEASE_MS = UPLOAD_JOB_TIME_LIMIT_MS + 30_000;
/** How often an idle worker looks for jobs queued by another process or left behind. */
export const JOB_POLL_MS = 2_000;
/** Claims a job may have; past them (a job that keeps stopping its process) it fails. */
export const JOB_MAX_ATTEMPTS = 3;

type Clean = (path: string, type: string, signal: AbortSignal) => Promise<Buffer>;

export interface UploadJobOptions {
  /** The processing (tests pass a slower one to watch a job run). */
  clean?: Clean;
  timeLimitMs?: number;
  leaseMs?: number;
  pollMs?: number;
  /** Called when an upload goes (its job failed or was cancelled). */
  removeUpload?: (id: string) => Promise<void>;
  log?: { error(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

const now = () => new Date().toISOString();
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

export class UploadJobs {
  private readonly clean: Clean;
  private readonly timeLimitMs: number;
  private readonly leaseMs: number;
  private readonly pollMs: number;
  private timer: NodeJS.Timeout | null = null;
  private working: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  /** The jobs this process runs, to stop one the owner cancels. */
  private readonly running = new Map<string, AbortController>();

  constructor(private readonly store: Store, private readonly dir: string, private readonly options: UploadJobOptions = {}) {
    this.clean = options.clean ?? ((path, type, signal) => stripMetadata(path, type, signal));
    this.timeLimitMs = options.timeLimitMs ?? UPLOAD_JOB_TIME_LIMIT_MS;
    this.leaseMs = options.leaseMs ?? JOB_LEASE_MS;
    this.pollMs = options.pollMs ?? JOB_POLL_MS;
  }

  /** Queues the processing of a stored image and wakes the worker. */
  async enqueue(id: string, fileName: string, contentType: string): Promise<UploadJob> {
    await this.store.db.insertInto('upload_jobs').values({ id, file_name: fileName, content_type: contentType, status: 'queued', reason: null, attempts: 0, created_at: now(), claimed_at: null, finished_at: null }).execute();
    this.kick();
    return { id, status: 'queued', reason: null };
  }

  async get(id: string): Promise<UploadJob | null> {
    const row = await this.store.db.selectFrom('upload_jobs').select(['id', 'status', 'reason']).where('id', '=', id).executeTakeFirst();
    return row ? { id: row.id, status: row.status as UploadJobStatus, reason: (row.reason as UploadJobFailure | null) ?? null } : null;
  }

  /** Whether the upload's stored bytes may still hold metadata (its job is not done). False for an upload without a job (audio, video, images from before jobs). */
  async unfinished(id: string): Promise<boolean> {
    const row = await this.store.db.selectFrom('upload_jobs').select('status').where('id', '=', id).executeTakeFirst();
    return row !== undefined && row.status !== 'done';
  }

  /** Cancels an unfinished job (its upload goes); a finished one is left as it is. Null for no such job. */
  async cancel(id: string): Promise<UploadJob | null> {
    const res = await this.store.db
      .updateTable('upload_jobs')
      .set({ status: 'cancelled', finished_at: now() })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) {
      this.running.get(id)?.abort();
      await this.options.removeUpload?.(id);
    }
    return this.get(id);
  }

  /** Starts working: the jobs left unfinished first, then each one queued. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.kick();
  }

  /** Stops taking jobs; the one under way is stopped and queued again, for the next process to start (one that crashed leaves it to the lease). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const abort of this.running.values()) abort.abort();
    await this.working;
  }

  /** Runs the queue now (or once more after the current pass). */
  kick(): void {
    if (this.stopped) return;
    if (this.working) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.working = this.drain()
      .catch((err: unknown) => this.options.log?.error({ err }, 'upload jobs: the queue could not be read'))
      .finally(() => {
        this.working = null;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.kick();
        } else {
          this.timer = setTimeout(() => this.kick(), this.pollMs);
          this.timer.unref();
        }
      });
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      const job = await this.claimNext();
      if (!job) return;
      await this.run(job);
    }
  }

  /** The next job this process won, or null when none is waiting. */
  async claimNext(): Promise<{ id: string; fileName: string; contentType: string; claimedAt: string } | null> {
    for (;;) {
      const next = await this.store.db
        .selectFrom('upload_jobs')
        .select(['id', 'file_name', 'content_type', 'status', 'claimed_at', 'attempts'])
        .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('claimed_at', '<', ago(this.leaseMs))])]))
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      if (!next) return null;
      const claimedAt = now();
      const tooMany = next.attempts >= JOB_MAX_ATTEMPTS;
      let q = this.store.db
        .updateTable('upload_jobs')
        .set(tooMany ? { status: 'failed', reason: 'error', finished_at: claimedAt } : { status: 'running', claimed_at: claimedAt, attempts: next.attempts + 1 })
        .where('id', '=', next.id)
        .where('status', '=', next.status);
      // The row as it was read: another process that claimed it first changed it, and this update touches nothing.
      q = next.claimed_at === null ? q.where('claimed_at', 'is', null) : q.where('claimed_at', '=', next.claimed_at);
      const won = Number((await q.executeTakeFirst()).numUpdatedRows) === 1;
      if (won && tooMany) {
        await this.options.removeUpload?.(next.id);
        continue;
      }
      if (won) return { id: next.id, fileName: next.file_name, contentType: next.content_type, claimedAt };
    }
  }

  /** Processes a claimed job and records how it ended (unless it was cancelled meanwhile). */
  async run(job: { id: string; fileName: string; contentType: string; claimedAt: string }): Promise<void> {
    const abort = new AbortController();
    this.running.set(job.id, abort);
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new TimeLimit());
        abort.abort();
      }, this.timeLimitMs);
      // Cancelled or stopped: the race ends at once, whatever the processing does.
      abort.signal.addEventListener('abort', () => reject(new Stopped()), { once: true });
    });
    const path = join(this.dir, job.fileName);
    let ending: { status: 'done' } | { status: 'failed'; reason: UploadJobFailure };
    try {
      const clean = await Promise.race([this.clean(path, job.contentType, abort.signal), limit]);
      if (abort.signal.aborted) return;
      // Written beside (no upload name: never served), then moved over the original: a reader gets one or the other whole.
      const temp = join(this.dir, `${job.id}.${newContentId()}.clean`);
      await writeFile(temp, clean);
      if (!(await this.stillOurs(job))) {
        await unlink(temp).catch(() => undefined);
        return;
      }
      await rename(temp, path);
      ending = { status: 'done' };
    } catch (err) {
      if (err instanceof Stopped || (abort.signal.aborted && !(err instanceof TimeLimit))) {
        // Stopped by this process's close: queued again (a cancelled job is no longer running, and stays cancelled).
        await this.store.db.updateTable('upload_jobs').set({ status: 'queued', claimed_at: null }).where('id', '=', job.id).where('status', '=', 'running').where('claimed_at', '=', job.claimedAt).execute();
        return;
      }
      ending = { status: 'failed', reason: err instanceof TimeLimit ? 'time-limit' : 'error' };
      this.options.log?.error({ err, upload: job.id }, 'upload processing failed');
    } finally {
      clearTimeout(timer);
      this.running.delete(job.id);
    }
    // A failed upload goes before its job says so: whoever reads 'failed' finds no file.
    if (ending.status === 'failed' && (await this.stillOurs(job))) await this.options.removeUpload?.(job.id);
    await this.store.db
      .updateTable('upload_jobs')
      .set({ status: ending.status, reason: ending.status === 'failed' ? ending.reason : null, finished_at: now() })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('claimed_at', '=', job.claimedAt)
      .execute();
  }

  private async stillOurs(job: { id: string; claimedAt: string }): Promise<boolean> {
    const row = await this.store.db.selectFrom('upload_jobs').select(['status', 'claimed_at']).where('id', '=', job.id).executeTakeFirst();
    return row?.status === 'running' && row.claimed_at === job.claimedAt;
  }
}

class Stopped extends Error {
  constructor() {
    super('the processing was stopped');
  }
}

class TimeLimit extends Error {
  constructor() {
    super('the processing ran past its time limit');
  }
}
