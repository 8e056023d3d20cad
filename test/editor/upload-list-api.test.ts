// The uploaded images' list (GET /api/editor/uploads) the image pickers
// show: owners only, newest first, each with its name as uploaded and the
// address the site serves it at; an image from before names were kept is
// listed by its file; nothing but upload images is listed.
import t from 'tap';
import sharp from 'sharp';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig } from '../../server/config.js';
import { body, editorApp, manager, owner, shopper, visitor, type Browser } from './helpers.js';

t.setTimeout(120_000);
// The store's folder is known here, so the test can put files in its uploads folder.
const dir = mkdtempSync(join(tmpdir(), 'vitrine-upload-list-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
const uploads = join(dir, 'uploads');
const app = await editorApp(t, { database: { ...defaultConfig().database, url: null, file: join(dir, 'store.sqlite') } });
const admin = await owner(app);
const URL = '/api/editor/uploads';

const upload = (b: Browser, bytes: Buffer, name: string) =>
  app.inject({ method: 'POST', url: URL, cookies: b.cookies, payload: bytes, headers: { 'content-type': 'image/png', 'x-file-name': encodeURIComponent(name), 'x-csrf-token': b.cookies.crumb!, 'x-xsrf-token': b.xsrfToken! } });
const png = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: '#305060' } }).png().toBuffer();

t.test('owners only', async (t) => {
  t.equal((await (await visitor(app)).request('GET', URL)).statusCode, 401);
  const refused = await (await shopper(app)).request('GET', URL);
  t.equal(refused.statusCode, 403);
  t.equal(body(refused).code, 'FORBIDDEN');
  t.equal((await (await manager(app)).request('GET', URL)).statusCode, 200, 'a website manager picks images too');
});

t.test('newest first, with their names; only upload images', async (t) => {
  t.same(body(await admin.request('GET', URL)).images, [], 'none yet');
  const first = body(await upload(admin, await png(320, 200), 'kiln yard.png')).image;
  const second = body(await upload(admin, await png(120, 90), 'glaze test.png')).image;
  const listed = body(await admin.request('GET', URL)).images as Record<string, unknown>[];
  t.equal(listed.length, 2);
  t.same(new Set(listed.map((i) => i.filename)), new Set(['kiln yard.png', 'glaze test.png']));
  t.match(listed.find((i) => i.id === first.id), { assetUrl: first.assetUrl, originalSize: '320x200', contentType: 'image/png', uploadedAt: Number });
  t.match(listed.find((i) => i.id === second.id), { assetUrl: second.assetUrl, originalSize: '120x90' });
  t.ok((listed[0]!.uploadedAt as number) >= (listed[1]!.uploadedAt as number), 'newest first');
});

t.test('an image uploaded before names were kept is listed by its file; other files are not', async (t) => {
  const id = 'c'.repeat(24);
  writeFileSync(join(uploads, `${id}.png`), await png(64, 48));
  writeFileSync(join(uploads, 'notes.txt'), 'not an image');
  writeFileSync(join(uploads, `${'d'.repeat(24)}.json`), JSON.stringify({ id: 'd'.repeat(24), filename: 'ghost.png' }));
  const listed = body(await admin.request('GET', URL)).images as Record<string, unknown>[];
  t.equal(listed.length, 3, 'the two uploads and the older image, nothing else');
  t.match(listed.find((i) => i.id === id), { filename: `${id}.png`, originalSize: '64x48', assetUrl: `/uploads/${id}.png` });
});
