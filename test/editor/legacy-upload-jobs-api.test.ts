// Images uploaded before upload jobs existed (migration 0178), on a site
// upgraded to 0179 (server/editor/uploads/legacy-uploads.ts), on SQLite and
// PostgreSQL: a server started on the upgraded store queues a legacy job
// for each stored image without one (many of them; audio has none) and
// works them after any new upload's; meanwhile, and for an image put in the
// folder since, the stored bytes are only ever sent cleaned. Once done the
// file has no GPS. A legacy job that fails or runs past its time limit
// keeps its upload (file and record), sent cleaned per request, or not at
// all when it cannot be cleaned; the owner cannot cancel one.
import t, { type Test } from 'tap';
import sharp from 'sharp';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { ServerConfig } from '../../server/config.js';
import { MIGRATIONS, openStore } from '../../server/store/index.js';
import { stripMetadata } from '../../server/editor/uploads/strip-metadata.js';
import { UploadJobs, type UploadJobOptions } from '../../server/editor/uploads/upload-jobs.js';
import { freshDatabase } from '../commerce/helpers.js';
import { body, editorApp, owner, type Browser } from './helpers.js';
import { until } from '../helpers/wait.js';

t.setTimeout(240_000);

/** Many images stored before jobs: each is queued at start and worked, one at a time. */
const MANY = 40;
/** When the legacy images were uploaded (whole seconds: file times keep them exactly). */
const UPLOADED_AT = new Date('2024-03-05T10:20:30Z');

/** The test's processing: the server's, held while the gate is shut, failing or never ending for the ids named. */
let gate: Promise<void> = Promise.resolve();
let openGate: () => void = () => undefined;
const shutGate = () => (gate = new Promise<void>((resolve) => (openGate = resolve)));
const failing = new Set<string>();
const endless = new Set<string>();
/** The uploads the processing was asked for, in order. */
const calls: string[] = [];
const clean: NonNullable<UploadJobOptions['clean']> = async (path, type, signal) => {
  const id = basename(path).slice(0, 24);
  calls.push(id);
  if (endless.has(id)) await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
  await gate;
  if (failing.has(id)) throw new Error('the test broke it');
  return stripMetadata(path, type, signal);
};

const GPS = { IFD0: { Make: 'Kilnphone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' } };
const canvas = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2050a0' } });
const jpeg = (width = 40, height = 20) => canvas(width, height).jpeg({ quality: 95 }).withExif(GPS).toBuffer();
const webp = () => canvas(30, 20).webp().withExif(GPS).toBuffer();
/** A photo with its GPS whose pixels are cut off: sharp reads its metadata, never its pixels. */
const truncated = async () => {
  const whole = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
    .jpeg()
    .withExif(GPS)
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length * 0.6));
};

let ids = 0;
/** An upload id (24 hex digits) led by `tag`, a hex digit. */
const newId = (tag: string) => `${tag}${String(++ids).padStart(24 - tag.length, '0')}`;

/** Puts an upload in the folder as an older Vitrine did: the file, its record unless `record` is false, its time. */
function store(dir: string, id: string, ext: string, bytes: Buffer, record = true): string {
  const name = `${id}.${ext}`;
  writeFileSync(join(dir, name), bytes);
  if (record) writeFileSync(join(dir, `${id}.json`), JSON.stringify({ id, assetUrl: `/uploads/${name}`, contentType: `image/${ext === 'jpg' ? 'jpeg' : ext}`, originalSize: '40x20', systemDataVariants: '40x20', filename: `${id}.${ext}` }));
  utimesSync(join(dir, name), UPLOADED_AT, UPLOADED_AT);
  return name;
}

/** Whether a response carries the photo's metadata in any form. */
const leaks = async (res: LightMyRequestResponse) => res.rawPayload.includes('Kilnphone') || (res.statusCode === 200 && (await sharp(res.rawPayload).metadata()).exif !== undefined);

async function journey(t: Test, database: NonNullable<ServerConfig['database']>) {
  const uploads = join(dirname(database.file), 'uploads');
  mkdirSync(uploads, { recursive: true });

  // A site at 0178: its images were stored before jobs and have none.
  const upTo0178 = MIGRATIONS.slice(0, MIGRATIONS.findIndex((m) => m.name === '0178-upload-jobs') + 1);
  const old = await openStore(database.url ? { url: database.url, schema: database.schema } : { file: database.file }, upTo0178);
  t.equal((await old.applied()).at(-1), '0178-upload-jobs', 'the store is at 0178');
  await old.close();
  const kept = newId('a');
  const older = newId('b');
  const broken = newId('c');
  const uncleanable = newId('d');
  const audio = newId('e');
  store(uploads, kept, 'jpg', await jpeg());
  store(uploads, older, 'webp', await webp(), false);
  store(uploads, broken, 'jpg', await jpeg());
  store(uploads, uncleanable, 'jpg', await truncated());
  writeFileSync(join(uploads, `${audio}.mp3`), Buffer.concat([Buffer.from('ID3'), Buffer.alloc(64)]));
  const many = Array.from({ length: MANY }, () => newId('f'));
  const photo = await jpeg(8, 8);
  for (const id of many) store(uploads, id, 'jpg', photo);
  const legacy = [kept, older, broken, uncleanable, ...many];
  failing.add(broken);

  // Started on it with the processing held: the store is migrated to 0179 and every image queued.
  calls.length = 0;
  shutGate();
  const app = await editorApp(t, { database, uploadJobs: { clean, pollMs: 50 } });
  const db = app.vitrine.commerce!.store.db;
  t.equal((await app.vitrine.commerce!.store.applied()).at(-1), '0179-legacy-upload-jobs', 'migrated to 0179');
  const admin = await owner(app);
  const rows = await until('queued', () => db.selectFrom('upload_jobs').select(['id', 'legacy', 'file_name', 'content_type']).execute(), (r) => r.length === legacy.length);
  t.same(rows.map((r) => r.id).sort(), [...legacy].sort(), 'one job for each stored image, none for audio');
  t.ok(rows.every((r) => Number(r.legacy) === 1), 'each marked legacy');
  t.match(rows.find((r) => r.id === older), { file_name: `${older}.webp`, content_type: 'image/webp' });
  await until('running', async () => calls.length, (n) => n === 1);

  // Meanwhile: sent cleaned, uncached, never as stored.
  for (const name of [`${kept}.jpg`, `${older}.webp`, `${kept}.jpg?format=original`]) {
    const res = await app.inject({ method: 'GET', url: `/uploads/${name}` });
    t.equal(res.statusCode, 200, `${name} shows on pages meanwhile`);
    t.equal(res.headers['cache-control'], 'no-store', `${name} uncached`);
    t.notOk(await leaks(res), `${name} without its metadata`);
  }
  const resized = await app.inject({ method: 'GET', url: `/uploads/${kept}.jpg?format=100w` });
  t.notOk(await leaks(resized), 'a resized width has none either');
  // An image put in the folder since the start has no job yet: not known clean, so cleaned too.
  const late = newId('1');
  store(uploads, late, 'jpg', await jpeg());
  const lateRes = await app.inject({ method: 'GET', url: `/uploads/${late}.jpg` });
  t.same([lateRes.statusCode, lateRes.headers['cache-control'], await leaks(lateRes)], [200, 'no-store', false], 'an image without a job is cleaned per request');
  t.match(body(await admin.request('GET', `/api/editor/uploads/${audio}/job`)), { status: 404, code: 'JOB_NOT_FOUND' }, 'audio has no job');
  // The owner cannot cancel a legacy job: it is answered as it is.
  const cancel = await admin.request('DELETE', `/api/editor/uploads/${kept}/job`);
  t.equal(cancel.statusCode, 200);
  t.match(body(cancel).job, { id: kept, status: /^(queued|running)$/ }, 'a legacy job is not cancelled');

  // A new upload goes before the legacy backlog.
  const sent = await app.inject({ method: 'POST', url: '/api/editor/uploads', cookies: admin.cookies, payload: await jpeg(), headers: { 'content-type': 'image/jpeg', 'x-file-name': 'new.jpg', 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken! } });
  t.equal(sent.statusCode, 201, sent.body);
  const fresh = (body(sent) as { image: { id: string } }).image.id;
  openGate();
  await until('all done', () => db.selectFrom('upload_jobs').select(['id', 'status']).where('status', 'in', ['queued', 'running']).execute(), (r) => r.length === 0);
  t.equal(calls[1], fresh, 'the new upload was taken next, before the other legacy jobs');
  t.equal(calls.length, legacy.length + 1, 'each job processed once');

  // Done: the file itself, cached, without GPS; its record and its upload time kept.
  const jobs = new Map((await db.selectFrom('upload_jobs').select(['id', 'status', 'reason']).execute()).map((r) => [r.id, r]));
  t.ok([kept, older, ...many].every((id) => jobs.get(id)?.status === 'done'), 'the legacy jobs are done');
  for (const name of [`${kept}.jpg`, `${older}.webp`, `${many[MANY - 1]}.jpg`]) {
    const res = await app.inject({ method: 'GET', url: `/uploads/${name}` });
    t.match(res.headers['cache-control'], /max-age/, `${name} cached once done`);
    t.notOk(await leaks(res), `${name} has no GPS`);
    t.notOk(res.rawPayload.includes('Kilnphone'), `${name}: the stored file is clean`);
  }
  t.equal(statSync(join(uploads, `${kept}.jpg`)).mtimeMs, UPLOADED_AT.getTime(), 'the clean file keeps the upload time');
  const listed = body(await admin.request('GET', '/api/editor/uploads')).images as { id: string; uploadedAt: number }[];
  t.match(listed.find((i) => i.id === kept), { uploadedAt: UPLOADED_AT.getTime() }, 'the media library still orders it by its upload');

  // Failed: kept (file and record), and never sent as stored: cleaned per request, or not found when sharp cannot clean it.
  t.match(jobs.get(broken), { status: 'failed', reason: 'error' });
  t.match(jobs.get(uncleanable), { status: 'failed', reason: 'error' });
  for (const id of [broken, uncleanable]) t.ok(existsSync(join(uploads, `${id}.jpg`)) && existsSync(join(uploads, `${id}.json`)), `${id}: file and record kept`);
  const brokenRes = await app.inject({ method: 'GET', url: `/uploads/${broken}.jpg` });
  t.same([brokenRes.statusCode, brokenRes.headers['cache-control'], await leaks(brokenRes)], [200, 'no-store', false], 'a failed legacy image is sent cleaned per request');
  const uncleanableRes = await app.inject({ method: 'GET', url: `/uploads/${uncleanable}.jpg` });
  t.same([uncleanableRes.statusCode, await leaks(uncleanableRes)], [404, false], 'one that cannot be cleaned is not sent at all');
  t.ok(listed.some((i) => i.id === broken), 'a failed legacy image stays in the media library');
  t.match(body(await admin.request('DELETE', `/api/editor/uploads/${broken}/job`)).job, { status: 'failed' }, 'and its job stays as it is');

  // The next start queues only what has no job yet (the late image), and a legacy job past its time limit keeps its upload too.
  await app.close();
  const slow = newId('2');
  store(uploads, slow, 'jpg', await jpeg());
  endless.add(slow);
  const next = await editorApp(t, { database, uploadJobs: { clean, pollMs: 50, timeLimitMs: 500 } });
  const db2 = next.vitrine.commerce!.store.db;
  const timedOut = await until('timed out', () => db2.selectFrom('upload_jobs').select(['status', 'reason']).where('id', '=', slow).executeTakeFirst(), (r) => r?.status === 'failed');
  t.match(timedOut, { reason: 'time-limit' }, 'failed past its time limit');
  await until('late done', () => db2.selectFrom('upload_jobs').select('status').where('id', '=', late).executeTakeFirst(), (r) => r?.status === 'done');
  t.equal((await db2.selectFrom('upload_jobs').select('id').execute()).length, legacy.length + 3, 'no image queued twice');
  t.ok(existsSync(join(uploads, `${slow}.jpg`)) && existsSync(join(uploads, `${slow}.json`)), 'the timed-out image is kept');
  const slowRes = await next.inject({ method: 'GET', url: `/uploads/${slow}.jpg` });
  t.same([slowRes.statusCode, slowRes.headers['cache-control'], await leaks(slowRes)], [200, 'no-store', false], 'and sent cleaned per request');
  t.notOk(await leaks(await next.inject({ method: 'GET', url: `/uploads/${late}.jpg` })), 'the late image is clean');

  // The worker's order, and a new upload's job that a starting scan queued as legacy first.
  await next.vitrine.editor!.uploadJobs.stop();
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-legacy-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const worker = new UploadJobs(next.vitrine.commerce!.store, dir);
  const at = new Date().toISOString();
  const later = new Date(Date.now() + 1000).toISOString();
  const [backlog, newer, raced] = [newId('3'), newId('4'), newId('5')];
  const row = (id: string, created: string, legacyFlag: number) => ({ id, file_name: `${id}.jpg`, content_type: 'image/jpeg', status: 'queued', reason: null, attempts: 0, created_at: created, claimed_at: null, finished_at: null, legacy: legacyFlag });
  await db2.insertInto('upload_jobs').values([row(backlog, at, 1), row(newer, later, 0), row(raced, later, 1)]).execute();
  t.equal((await worker.claimNext())?.id, newer, 'a new upload before an older legacy job');
  t.match(await worker.enqueue(raced, `${raced}.jpg`, 'image/jpeg'), { id: raced, status: 'queued' }, 'an upload whose job a scan queued first is enqueued');
  t.equal(Number((await db2.selectFrom('upload_jobs').select('legacy').where('id', '=', raced).executeTakeFirstOrThrow()).legacy), 0, 'as a new upload (a failure takes it away)');
  t.equal((await worker.claimNext())?.id, raced);
  t.equal((await worker.claimNext())?.id, backlog);
}

t.test('legacy uploads on SQLite', async (t) => journey(t, (await freshDatabase(t, 'sqlite'))!));
t.test('legacy uploads on PostgreSQL', async (t) => {
  const database = await freshDatabase(t, 'postgres');
  if (!database) return;
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-legacy-pg-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  await journey(t, { ...database, file: join(dir, 'unused.sqlite') });
});
