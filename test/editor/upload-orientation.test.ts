// A photo whose EXIF orientation turns it (a phone held upright: stored
// 200x100, orientation 6) is uploaded with the size it is shown at
// (originalSize 100x200, so the site's image formatters lay it out
// upright), and its resized copies (?format=Nw, the srcset widths) are
// turned as it is shown, since they keep no EXIF to say so.
import t from 'tap';
import sharp from 'sharp';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig } from '../../server/config.js';
import { body, editorApp, owner } from './helpers.js';

t.setTimeout(120_000);
const dir = mkdtempSync(join(tmpdir(), 'vitrine-orientation-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
const app = await editorApp(t, { database: { ...defaultConfig().database, url: null, file: join(dir, 'store.sqlite') } });
const admin = await owner(app);

t.test('an upright phone photo is listed and resized upright', async (t) => {
  const photo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#305060' } }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  t.equal((await sharp(photo).metadata()).orientation, 6, 'the photo says it is turned');
  const res = await app.inject({ method: 'POST', url: '/api/editor/uploads', cookies: admin.cookies, payload: photo, headers: { 'content-type': 'image/jpeg', 'x-file-name': 'upright.jpg', 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken! } });
  t.equal(res.statusCode, 201, res.body);
  const image = body(res).image as { id: string; assetUrl: string; originalSize: string };
  t.equal(image.originalSize, '100x200', 'the size it is shown at');
  t.match(body(await admin.request('GET', '/api/editor/uploads')).images.find((i: { id: string }) => i.id === image.id), { originalSize: '100x200' });
  const resized = await app.inject({ method: 'GET', url: `${image.assetUrl}?format=100w` });
  t.equal(resized.statusCode, 200);
  const meta = await sharp(resized.rawPayload).metadata();
  t.same([meta.width, meta.height], [100, 200], 'the resized copy is upright');

  const plain = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#a05030' } }).jpeg().toBuffer();
  const flat = body(await app.inject({ method: 'POST', url: '/api/editor/uploads', cookies: admin.cookies, payload: plain, headers: { 'content-type': 'image/jpeg', 'x-file-name': 'flat.jpg', 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken! } })).image;
  t.equal(flat.originalSize, '200x100', 'a photo without orientation keeps its size');
  const flatResized = await sharp((await app.inject({ method: 'GET', url: `${flat.assetUrl}?format=100w` })).rawPayload).metadata();
  t.same([flatResized.width, flatResized.height], [100, 50]);
});
