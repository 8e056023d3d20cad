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
 *
 * Legacy jobs (legacy-uploads.ts: images stored before jobs existed,
 * queued at start) come after new uploads' and are never taken away: the
 * image may be on live pages, and removing it would break them. One that
 * fails keeps its file, which stays unfinished (never `done`), so it is
 * only ever sent cleaned per request (uploaded-files.ts), or not at all
 * when it cannot be cleaned: a missing image rather than a visitor given
 * the owner's position. The owner cannot cancel one (nothing follows it in
 * the editor, and cancelling would take the image away).
 */
import { rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Store } from '../../store/index.js';
import { UPLOAD_JOB_TIME_LIMIT_MS, type UploadJob, type UploadJobFailure, type UploadJobStatus } from '../../../editor/upload-jobs.js';
import { newContentId } from '../doc.js';
import { stripMetadata } from './strip-metadata.js';
import { queueLegacyImages } from './legacy-uploads.js';

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
  /** Whether this process has queued the images stored before jobs (done once, at its first pass). */
  private legacyQueued = false;
  /** The jobs this process runs, to stop one the owner cancels. */
  private readonly running = new Map<string, AbortController>();

  constructor(private readonly store: Store, private readonly dir: string, private readonly options: UploadJobOptions = {}) {
    this.clean = options.clean ?? ((path, type, signal) => stripMetadata(path, type, signal));
    this.timeLimitMs = options.timeLimitMs ?? UPLOAD_JOB_TIME_LIMIT_MS;
    this.leaseMs = options.leaseMs ?? JOB_LEASE_MS;
    this.pollMs = options.pollMs ?? JOB_POLL_MS;
  }

  /**
   * Queues the processing of a stored image and wakes the worker. A row
   * already there can only be a legacy one that a starting process's scan
   * queued for this very upload (its id is new): it becomes a new upload's job.
   */
  async enqueue(id: string, fileName: string, contentType: string): Promise<UploadJob> {
    const row = await this.store.db
      .insertInto('upload_jobs')
      .values({ id, file_name: fileName, content_type: contentType, status: 'queued', reason: null, attempts: 0, created_at: now(), claimed_at: null, finished_at: null, legacy: 0 })
      .onConflict((oc) => oc.column('id').doUpdateSet({ legacy: 0 }))
      .returning(['status', 'reason'])
      .executeTakeFirstOrThrow();
    this.kick();
    return { id, status: row.status as UploadJobStatus, reason: (row.reason as UploadJobFailure | null) ?? null };
  }

  async get(id: string): Promise<UploadJob | null> {
    const row = await this.store.db.selectFrom('upload_jobs').select(['id', 'status', 'reason']).where('id', '=', id).executeTakeFirst();
    return row ? { id: row.id, status: row.status as UploadJobStatus, reason: (row.reason as UploadJobFailure | null) ?? null } : null;
  }

  /**
   * Whether an image upload's stored bytes may still hold metadata: unless
   * its job is done. An image without a job is not known clean either (one
   * from before jobs that this process has not queued yet, or one put in the
   * folder since): asked for images only (audio and video have no job).
   */
  async unfinished(id: string): Promise<boolean> {
    const row = await this.store.db.selectFrom('upload_jobs').select('status').where('id', '=', id).executeTakeFirst();
    return row?.status !== 'done';
  }

  /** Cancels an unfinished job (its upload goes); a finished or legacy one is left as it is. Null for no such job. */
  async cancel(id: string): Promise<UploadJob | null> {
    const res = await this.store.db
      .updateTable('upload_jobs')
      .set({ status: 'cancelled', finished_at: now() })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running'])
      .where('legacy', '=', 0)
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
    if (!this.legacyQueued) {
      // Failing, it is tried again at the next pass, and the queued jobs are worked meanwhile; such images are cleaned per request until then (unfinished()).
      try {
        const queued = await queueLegacyImages(this.store, this.dir);
        this.legacyQueued = true;
        if (queued > 0) this.options.log?.info({ queued }, 'upload jobs: images stored before jobs queued for cleaning');
      } catch (err) {
        this.options.log?.error({ err }, 'upload jobs: images stored before jobs could not be queued');
      }
    }
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
        .select(['id', 'file_name', 'content_type', 'status', 'claimed_at', 'attempts', 'legacy'])
        .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('claimed_at', '<', ago(this.leaseMs))])]))
        // A new upload's job first: its owner is waiting for it (the editor follows it), behind a legacy backlog it would time out there.
        .orderBy('legacy')
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
        if (!next.legacy) await this.options.removeUpload?.(next.id);
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
      // With the original's times: the media library orders uploads by them (upload-list.ts), and a legacy image's is its upload's.
      const original = await stat(path).catch(() => null);
      if (original) await utimes(temp, original.atime, original.mtime);
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
    // A failed upload goes before its job says so: whoever reads 'failed' finds no file. A legacy one stays (see the module comment).
    if (ending.status === 'failed' && (await this.ours(job))?.legacy === 0) await this.options.removeUpload?.(job.id);
    await this.store.db
      .updateTable('upload_jobs')
      .set({ status: ending.status, reason: ending.status === 'failed' ? ending.reason : null, finished_at: now() })
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('claimed_at', '=', job.claimedAt)
      .execute();
  }

  private async stillOurs(job: { id: string; claimedAt: string }): Promise<boolean> {
    return (await this.ours(job)) !== null;
  }

  /** The job's row while this process's claim holds (read again: enqueue() may have made a legacy job a new upload's), or null. */
  private async ours(job: { id: string; claimedAt: string }): Promise<{ legacy: number } | null> {
    const row = await this.store.db.selectFrom('upload_jobs').select(['status', 'claimed_at', 'legacy']).where('id', '=', job.id).executeTakeFirst();
    return row?.status === 'running' && row.claimed_at === job.claimedAt ? { legacy: Number(row.legacy) } : null;
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
