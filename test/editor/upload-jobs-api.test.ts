// An uploaded photo's processing job (server/editor/uploads/upload-jobs.ts),
// on SQLite and PostgreSQL: the upload answers its queued job, GET
// /api/editor/uploads/:id/job follows it to done and the file then has no
// GPS; until then the file is only sent cleaned and not cached. The owner
// cancels a running job (DELETE; the upload goes), a failed job takes its
// upload away, one past its time limit fails as such, a job cut off by a
// restart is finished by the next process, and of two workers only one
// takes each job.
import t, { type Test } from 'tap';
import sharp from 'sharp';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../../server/config.js';
import { stripMetadata } from '../../server/editor/uploads/strip-metadata.js';
import { UploadJobs, type UploadJobOptions } from '../../server/editor/uploads/upload-jobs.js';
import { freshDatabase } from '../commerce/helpers.js';
import { body, editorApp, owner, type Browser } from './helpers.js';
import { until } from '../helpers/wait.js';

t.setTimeout(240_000);

/** How the test's processing behaves: as the server's, held until released, or failing. */
let mode: 'pass' | 'hold' | 'fail' = 'pass';
let release: () => void = () => undefined;
const clean: NonNullable<UploadJobOptions['clean']> = async (path, type, signal) => {
  if (mode === 'fail') throw new Error('the test broke it');
  if (mode === 'hold') await new Promise<void>((resolve) => (release = resolve));
  return stripMetadata(path, type, signal);
};

const photo = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#2050a0' } })
    .jpeg({ quality: 95 })
    .withIccProfile('p3')
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'Kilnphone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' } })
    .toBuffer();

async function upload(app: FastifyInstance, admin: Browser, name = 'kiln yard.jpg') {
  const res = await app.inject({ method: 'POST', url: '/api/editor/uploads', cookies: admin.cookies, payload: await photo(), headers: { 'content-type': 'image/jpeg', 'x-file-name': name, 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken! } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return body(res) as { image: { id: string; assetUrl: string; originalSize: string }; job: { id: string; status: string; reason: null } };
}

const jobOf = async (admin: Browser, id: string) => body(await admin.request('GET', `/api/editor/uploads/${id}/job`)).job as { id: string; status: string; reason: string | null };

async function journey(t: Test, database: ServerConfig['database']) {
  mode = 'pass';
  const jobs = { clean, pollMs: 50 };
  const app = await editorApp(t, { database, uploadJobs: jobs });
  const admin = await owner(app);

  // A photo with its position: queued, then done; the file served then has no EXIF, keeps its colour profile, upright.
  mode = 'hold';
  const first = await upload(app, admin);
  t.match(first.job, { id: first.image.id, status: 'queued', reason: null }, 'the upload answers its queued job');
  t.equal(first.image.originalSize, '20x40', 'the size it is shown at');
  await until('running', () => jobOf(admin, first.image.id), (j) => j.status === 'running');
  const early = await app.inject({ method: 'GET', url: first.image.assetUrl });
  t.equal(early.statusCode, 200, 'pages may show it while it runs');
  t.equal(early.headers['cache-control'], 'no-store', 'sent uncached: the clean file soon takes its place');
  t.equal((await sharp(early.rawPayload).metadata()).exif, undefined, 'and never with its metadata');
  const oddWidth = await app.inject({ method: 'GET', url: `${first.image.assetUrl}?format=7w` });
  t.same([oddWidth.headers['cache-control'], (await sharp(oddWidth.rawPayload).metadata()).exif], ['no-store', undefined], 'nor under a width the asset server would answer with the stored bytes');
  const resizedEarly = await app.inject({ method: 'GET', url: `${first.image.assetUrl}?format=100w` });
  t.equal((await sharp(resizedEarly.rawPayload).metadata()).exif, undefined, 'a resized width has none either');
  release();
  await until('done', () => jobOf(admin, first.image.id), (j) => j.status === 'done');
  const served = await app.inject({ method: 'GET', url: first.image.assetUrl });
  t.match(served.headers['cache-control'], /max-age/, 'cached once done');
  const meta = await sharp(served.rawPayload).metadata();
  t.same([meta.exif, meta.xmp, meta.width, meta.height, !!meta.icc], [undefined, undefined, 20, 40, true], 'no GPS, upright pixels, its colour profile');
  t.notOk(served.rawPayload.includes('Kilnphone'), 'no camera name in the bytes');

  // Cancelled while it runs: the upload goes; a finished job is left as it is.
  const second = await upload(app, admin, 'second.jpg');
  await until('running', () => jobOf(admin, second.image.id), (j) => j.status === 'running');
  const cancelled = await admin.request('DELETE', `/api/editor/uploads/${second.image.id}/job`);
  t.equal(cancelled.statusCode, 200, cancelled.body);
  t.match(body(cancelled).job, { status: 'cancelled' });
  release();
  t.equal((await app.inject({ method: 'GET', url: second.image.assetUrl })).statusCode, 404, 'the cancelled upload is gone');
  const listed = body(await admin.request('GET', '/api/editor/uploads')).images as { id: string }[];
  t.notOk(listed.some((i) => i.id === second.image.id), 'and not listed');
  t.match(await jobOf(admin, second.image.id), { status: 'cancelled' }, 'it stays cancelled');
  t.match(body(await admin.request('DELETE', `/api/editor/uploads/${first.image.id}/job`)).job, { status: 'done' }, 'a done job cannot be cancelled');

  // A failed job takes its upload away (its bytes could not be made safe).
  mode = 'fail';
  const broken = await upload(app, admin, 'broken.jpg');
  t.match(await until('failed', () => jobOf(admin, broken.image.id), (j) => j.status === 'failed'), { reason: 'error' });
  t.equal((await app.inject({ method: 'GET', url: broken.image.assetUrl })).statusCode, 404, 'the failed upload is gone');

  // Refusals: no job for an unknown id, a malformed id, audio; a shopper may not ask.
  t.match(body(await admin.request('GET', `/api/editor/uploads/${'0'.repeat(24)}/job`)), { status: 404, code: 'JOB_NOT_FOUND' });
  t.equal((await admin.request('GET', '/api/editor/uploads/nope/job')).statusCode, 400);
  t.equal((await admin.request('DELETE', `/api/editor/uploads/${'0'.repeat(24)}/job`)).statusCode, 404);

  // Cut off by a restart: queued again at close, finished by the next process.
  mode = 'hold';
  const cut = await upload(app, admin, 'cut.jpg');
  await until('running', () => jobOf(admin, cut.image.id), (j) => j.status === 'running');
  await app.close();
  mode = 'pass';
  const next = await editorApp(t, { database, uploadJobs: { ...jobs, timeLimitMs: 3_000 } });
  const again = await owner(next);
  t.match(await until('resumed', () => jobOf(again, cut.image.id), (j) => j.status === 'done'), { status: 'done' }, 'the next process finished it');
  t.equal((await sharp((await next.inject({ method: 'GET', url: cut.image.assetUrl })).rawPayload).metadata()).exif, undefined);

  // Past its time limit: failed as such.
  mode = 'hold';
  const slow = await upload(next, again, 'slow.jpg');
  t.match(await until('timed out', () => jobOf(again, slow.image.id), (j) => j.status === 'failed'), { reason: 'time-limit' }, 'failed past the time limit');
  release();

  // Two workers on one store: each job is taken by one of them only; a stale claim is taken again, a live one not.
  // The server's own worker stops first: only the two below take these jobs.
  await next.vitrine.editor!.uploadJobs.stop();
  const store = next.vitrine.commerce!.store;
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-jobs-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const a = new UploadJobs(store, dir, { leaseMs: 60_000 });
  const b = new UploadJobs(store, dir, { leaseMs: 60_000 });
  const ids = Array.from({ length: 12 }, (_, i) => `race${String(i).padStart(20, '0')}`);
  const at = new Date().toISOString();
  await store.db.insertInto('upload_jobs').values(ids.map((id) => ({ id, file_name: `${id}.jpg`, content_type: 'image/jpeg', status: 'queued', reason: null, attempts: 0, created_at: at, claimed_at: null, finished_at: null }))).execute();
  const taken = async (w: UploadJobs) => {
    const got: string[] = [];
    for (let j = await w.claimNext(); j; j = await w.claimNext()) got.push(j.id);
    return got;
  };
  const [byA, byB] = await Promise.all([taken(a), taken(b)]);
  t.same([...byA, ...byB].sort(), ids, `every job taken once (${byA.length} and ${byB.length})`);
  const old = new Date(Date.now() - 120_000).toISOString();
  await store.db.updateTable('upload_jobs').set({ claimed_at: old }).where('id', '=', ids[0]!).execute();
  t.equal((await a.claimNext())?.id, ids[0], 'a claim older than the lease is taken again');
  t.equal(await b.claimNext(), null, 'a live claim is not');
}

t.test('upload jobs on SQLite', async (t) => journey(t, (await freshDatabase(t, 'sqlite'))!));
t.test('upload jobs on PostgreSQL', async (t) => {
  const database = await freshDatabase(t, 'postgres');
  if (!database) return;
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-jobs-pg-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  await journey(t, { ...database, file: join(dir, 'unused.sqlite') });
});
