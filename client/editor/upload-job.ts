/**
 * Follows an uploaded image's processing job (GET
 * /api/editor/uploads/:id/job, editor/upload-jobs.ts) until it ends, and
 * says how it went in the SPEC's texts: 'No response data from job request'
 * when the status call answers without a job, 'File processing failed',
 * 'File processing cancelled', and 'File processing failed to complete'
 * when it runs past its time limit (the server's, or the editor's own
 * UPLOAD_JOB_FOLLOW_LIMIT_MS for a job that never ends). Cancelling is a
 * DELETE of the job.
 */
import { isFinished, readUploadJob, UPLOAD_JOB_FOLLOW_LIMIT_MS, UPLOAD_JOB_MESSAGES, UPLOAD_JOB_POLL_MS, type UploadJob } from '../../editor/upload-jobs.js';
import { CONNECTION_FAILURE } from '../../editor/fetch-state.js';
import { EditorApiError, get, send } from './api.js';

export type JobOutcome = { ok: true } | { ok: false; message: string };

export interface FollowOptions {
  /** Each status read while it runs. */
  onStatus?: (job: UploadJob) => void;
  /** Stops following (the field went away); the outcome is then never used. */
  signal?: AbortSignal;
  pollMs?: number;
  limitMs?: number;
}

const jobUrl = (id: string) => `/api/editor/uploads/${encodeURIComponent(id)}/job`;

/** How an ended job reads to the owner. */
export function outcomeOf(job: UploadJob): JobOutcome | null {
  if (!isFinished(job.status)) return null;
  if (job.status === 'done') return { ok: true };
  if (job.status === 'cancelled') return { ok: false, message: UPLOAD_JOB_MESSAGES.cancelled };
  return { ok: false, message: job.reason === 'time-limit' ? UPLOAD_JOB_MESSAGES.timedOut : UPLOAD_JOB_MESSAGES.failed };
}

export async function followUploadJob(id: string, options: FollowOptions = {}): Promise<JobOutcome> {
  const started = Date.now();
  const pollMs = options.pollMs ?? UPLOAD_JOB_POLL_MS;
  const limitMs = options.limitMs ?? UPLOAD_JOB_FOLLOW_LIMIT_MS;
  for (;;) {
    let answer: unknown;
    try {
      answer = await get<unknown>(jobUrl(id));
    } catch (e) {
      // A connection that failed says so (the api's texts); an answer of the server's without a job is the SPEC's 'no response data'.
      if (e instanceof EditorApiError && (e.code === CONNECTION_FAILURE.unreachable || e.code === CONNECTION_FAILURE.broken)) return { ok: false, message: e.message };
      return { ok: false, message: UPLOAD_JOB_MESSAGES.noJob };
    }
    const job = readUploadJob(answer);
    if (!job) return { ok: false, message: UPLOAD_JOB_MESSAGES.noJob };
    options.onStatus?.(job);
    const outcome = outcomeOf(job);
    if (outcome) return outcome;
    if (Date.now() - started >= limitMs) return { ok: false, message: UPLOAD_JOB_MESSAGES.timedOut };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    if (options.signal?.aborted) return { ok: false, message: UPLOAD_JOB_MESSAGES.cancelled };
  }
}

/** Asks the server to cancel the job; the follower then reads it cancelled. */
export async function cancelUploadJob(id: string): Promise<UploadJob | null> {
  return readUploadJob(await send<unknown>('DELETE', jobUrl(id)));
}
