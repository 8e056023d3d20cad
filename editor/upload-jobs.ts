/**
 * An uploaded image's processing job (server/editor/uploads/upload-jobs.ts):
 * the server strips the photo's location and other EXIF and XMP metadata
 * before anyone is sent its bytes. The wire shape of
 * GET /api/editor/uploads/:id/job, shared by the server and the editor's
 * upload buttons, which follow a job until it ends.
 */

export const UPLOAD_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type UploadJobStatus = (typeof UPLOAD_JOB_STATUSES)[number];

/** Why a job failed: its processing broke, or it ran past UPLOAD_JOB_TIME_LIMIT_MS. */
export type UploadJobFailure = 'error' | 'time-limit';

export interface UploadJob {
  /** The upload's id (one job per upload). */
  id: string;
  status: UploadJobStatus;
  /** Set when failed. */
  reason: UploadJobFailure | null;
}

/** The statuses after which a job never changes. */
export const isFinished = (status: UploadJobStatus): boolean => status === 'done' || status === 'failed' || status === 'cancelled';

/** How long one image's processing may run on the server before it is given up (a 12-megapixel JPEG takes about a second on a busy 2-core machine). */
export const UPLOAD_JOB_TIME_LIMIT_MS = 60_000;

/**
 * How long the editor follows a job before it says 'File processing failed
 * to complete': the server's limit and a margin for a job queued behind
 * others (and for a server that went away mid-job).
 */
export const UPLOAD_JOB_FOLLOW_LIMIT_MS = 3 * UPLOAD_JOB_TIME_LIMIT_MS;

/** How often the editor asks for a job's status while it is unfinished. */
export const UPLOAD_JOB_POLL_MS = 500;

/** The SPEC's texts (section 8, editor messages) for how a followed job ended badly. */
export const UPLOAD_JOB_MESSAGES = {
  noJob: 'No response data from job request',
  failed: 'File processing failed',
  cancelled: 'File processing cancelled',
  timedOut: 'File processing failed to complete',
} as const;

/** A job's status answer is one when it has a job body of a known status. */
export function readUploadJob(data: unknown): UploadJob | null {
  const job = (data as { job?: unknown } | null)?.job as Partial<UploadJob> | undefined;
  if (!job || typeof job !== 'object' || typeof job.id !== 'string' || !(UPLOAD_JOB_STATUSES as readonly unknown[]).includes(job.status)) return null;
  return { id: job.id, status: job.status as UploadJobStatus, reason: job.reason === 'error' || job.reason === 'time-limit' ? job.reason : null };
}
