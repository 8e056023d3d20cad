// Renaming a file in the media library (PUT /api/editor/uploads/:id/name),
// on SQLite and on PostgreSQL (the owner check reads the store; the name
// is kept beside the file): the list shows the new name, the file and its
// address stay; no name left once cleaned is the SPEC's 'Please enter a
// file name' (French too); an unknown upload is 404; only owners who may
// edit pages rename, with their crumb and token.
import t from 'tap';
import type { Test } from 'tap';
import sharp from 'sharp';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase } from '../commerce/helpers.js';
import { FILE_NAME_MAX_LENGTH } from '../../editor/file-name.js';
import { body, editorApp, owner, shopper, visitor } from './helpers.js';

t.setTimeout(240_000);
const URL = '/api/editor/uploads';
const png = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#305060' } }).png().toBuffer();

async function journey(t: Test, database: NonNullable<Awaited<ReturnType<typeof freshDatabase>>>, dir: string) {
  const app = await editorApp(t, { database: { ...database, file: join(dir, 'store.sqlite') } });
  const admin = await owner(app);
  const uploaded = await app.inject({
    method: 'POST',
    url: URL,
    cookies: admin.cookies,
    payload: await png(200, 100),
    headers: { 'content-type': 'image/png', 'x-file-name': encodeURIComponent('IMG_0042.png'), 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken! },
  });
  const image = body(uploaded).image as { id: string; assetUrl: string };
  const name = (id: string) => `${URL}/${id}/name`;

  const renamed = await admin.request('PUT', name(image.id), { filename: '  kiln yard, spring.png ' });
  t.equal(renamed.statusCode, 200, renamed.body);
  t.match(body(renamed).file, { id: image.id, assetUrl: image.assetUrl, filename: 'kiln yard, spring.png', originalSize: '200x100' });
  const listed = body(await admin.request('GET', URL)).images as { id: string; filename: string }[];
  t.same(listed.map((i) => [i.id, i.filename]), [[image.id, 'kiln yard, spring.png']], 'the list shows the new name');
  t.equal((await app.inject({ method: 'GET', url: image.assetUrl })).statusCode, 200, 'the file keeps its address');

  t.equal(body(await admin.request('PUT', name(image.id), { filename: 'a/b/../last part.png' })).file.filename, 'last part.png', 'only the last path part');
  t.equal(body(await admin.request('PUT', name(image.id), { filename: 'x'.repeat(FILE_NAME_MAX_LENGTH + 20) })).file.filename.length, FILE_NAME_MAX_LENGTH);

  for (const filename of ['', '   ', '\u0007', undefined]) {
    const refused = await admin.request('PUT', name(image.id), filename === undefined ? {} : { filename });
    t.equal(refused.statusCode, 400, JSON.stringify(filename));
    t.match(body(refused), { code: 'FILE_NAME_MISSING', message: 'Please enter a file name' });
  }
  const french = await app.inject({ method: 'PUT', url: name(image.id), cookies: admin.cookies, payload: { filename: ' ' }, headers: { 'accept-language': 'fr', 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken! } });
  t.equal(body(french).message, 'Veuillez saisir un nom de fichier');

  const missing = await admin.request('PUT', name('e'.repeat(24)), { filename: 'ghost.png' });
  t.equal(missing.statusCode, 404);
  t.equal(body(missing).code, 'NOT_FOUND');
  t.equal((await admin.request('PUT', name('not-an-upload'), { filename: 'x.png' })).statusCode, 400, 'no id but an upload id');

  // An image from before names were kept gets a record when renamed.
  const old = 'c'.repeat(24);
  writeFileSync(join(dir, 'uploads', `${old}.png`), await png(64, 48));
  t.equal(body(await admin.request('PUT', name(old), { filename: 'old glaze.png' })).file.filename, 'old glaze.png');
  t.match(JSON.parse(readFileSync(join(dir, 'uploads', `${old}.json`), 'utf8')), { id: old, filename: 'old glaze.png', originalSize: '64x48' });

  t.equal((await (await visitor(app)).request('PUT', name(image.id), { filename: 'x.png' })).statusCode, 401);
  t.equal((await (await shopper(app)).request('PUT', name(image.id), { filename: 'x.png' })).statusCode, 403);
  t.equal((await admin.request('PUT', name(image.id), { filename: 'x.png' }, { xsrf: null })).statusCode, 403, 'the token is needed');
  t.equal(body(await admin.request('GET', URL)).images.find((i: { id: string }) => i.id === image.id).filename, 'x'.repeat(FILE_NAME_MAX_LENGTH), 'a refused rename changes nothing');
}

for (const kind of ['sqlite', 'postgres'] as const) {
  t.test(`renaming an upload on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, async (t) => {
    const database = await freshDatabase(t, kind);
    if (!database) return;
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-rename-'));
    t.teardown(() => rmSync(dir, { recursive: true, force: true }));
    await journey(t, database, dir);
  });
}
