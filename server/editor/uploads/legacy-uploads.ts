/**
 * Images stored before upload jobs existed (migration 0178) have no job
 * row, and were served with their metadata (a phone photo's GPS position).
 * At start, the worker (upload-jobs.ts) queues a job for every image of the
 * uploads folder that has none, marked `legacy` (migration 0179): such a
 * job keeps its upload when it fails, since pages may show the image.
 * Every process does it at each start; a row already there is left as it
 * is (another process queued it, or it is an upload whose own job is
 * being queued: enqueue() makes that one a new upload's job again).
 */
import { readdir } from 'node:fs/promises';
import type { Store } from '../../store/index.js';
import { typeOfExtension } from './sniff-type.js';
import { STRIPPED_TYPES } from './strip-metadata.js';
import { isImageUploadName } from './upload-store.js';

/** Ids looked up, and jobs inserted, per statement: well under SQLite's and PostgreSQL's limits on bound values. */
export const LEGACY_SCAN_BATCH = 200;

/** Queues a legacy job for each image of `dir` without a job; answers how many it queued. */
export async function queueLegacyImages(store: Store, dir: string): Promise<number> {
  const names = await readdir(dir).catch((e: unknown) => {
    if ((e as { code?: unknown }).code === 'ENOENT') return [] as string[];
    throw e;
  });
  const images = new Map<string, { name: string; type: string }>();
  for (const name of names) {
    if (!isImageUploadName(name)) continue;
    const type = typeOfExtension(name.slice(name.indexOf('.') + 1))?.type;
    if (type && STRIPPED_TYPES.includes(type)) images.set(name.slice(0, name.indexOf('.')), { name, type });
  }
  const ids = [...images.keys()];
  let queued = 0;
  for (let i = 0; i < ids.length; i += LEGACY_SCAN_BATCH) {
    const batch = ids.slice(i, i + LEGACY_SCAN_BATCH);
    const known = new Set((await store.db.selectFrom('upload_jobs').select('id').where('id', 'in', batch).execute()).map((r) => r.id));
    const missing = batch.filter((id) => !known.has(id));
    if (missing.length === 0) continue;
    const at = new Date().toISOString();
    const rows = missing.map((id) => ({ id, file_name: images.get(id)!.name, content_type: images.get(id)!.type, status: 'queued', reason: null, attempts: 0, created_at: at, claimed_at: null, finished_at: null, legacy: 1 }));
    // Another process starting at the same moment may insert the same rows: theirs stand.
    const res = await store.db
      .insertInto('upload_jobs')
      .values(rows)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    queued += Number(res.numInsertedOrUpdatedRows ?? 0);
  }
  return queued;
}
