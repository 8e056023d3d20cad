// Audio and video uploads (issue 38): the type comes from the bytes, never
// the name; a file of another kind than the field asked for, or over its
// kind's limit, is refused with the SPEC's messages (and nothing is left
// behind); media are served with their type and byte ranges (206, 416),
// and listed per kind for the blocks' pickers.
import t from 'tap';
import sharp from 'sharp';
import { Readable } from 'node:stream';
import { toneWav } from '../helpers/wav.js';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultConfig } from '../../server/config.js';
import { MAX_AUDIO_UPLOAD_BYTES, MAX_VIDEO_UPLOAD_BYTES } from '../../editor/upload-kinds.js';
import { sniffType } from '../../server/editor/uploads/sniff-type.js';
import { byteRange } from '../../server/editor/uploads/byte-range.js';
import { body, editorApp, owner, visitor, type Browser } from './helpers.js';

t.setTimeout(180_000);
const dir = mkdtempSync(join(tmpdir(), 'vitrine-media-uploads-'));
t.teardown(() => rmSync(dir, { recursive: true, force: true }));
const uploadsDir = join(dir, 'uploads');
const app = await editorApp(t, { database: { ...defaultConfig().database, url: null, file: join(dir, 'store.sqlite') } });
const admin = await owner(app);

const upload = (b: Browser, payload: Buffer | Readable, name: string, kind?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/editor/uploads${kind ? `?kind=${kind}` : ''}`,
    cookies: b.cookies,
    payload,
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name), ...(b.cookies.crumb ? { 'x-csrf-token': b.cookies.crumb } : {}), ...(b.xsrfToken ? { 'x-xsrf-token': b.xsrfToken } : {}), ...headers },
  });

const box = (type: string, brand: string) => {
  const b = Buffer.alloc(32);
  b.writeUInt32BE(32, 0);
  b.write(`${type}${brand}`, 4, 'latin1');
  return Buffer.concat([b, Buffer.alloc(2000, 1)]);
};
const mp4 = box('ftyp', 'isom');
const m4a = box('ftyp', 'M4A ');
const mov = box('ftyp', 'qt  ');
const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm', 'latin1'), Buffer.alloc(500)]);
const mp3 = Buffer.concat([Buffer.from('ID3\x03\x00\x00\x00\x00\x00\x0a', 'latin1'), Buffer.alloc(500)]);
const mp3Frames = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(500)]);
const adts = Buffer.concat([Buffer.from([0xff, 0xf1, 0x50, 0x80]), Buffer.alloc(500)]);
const oggVorbis = Buffer.concat([Buffer.from('OggS\x00\x02', 'latin1'), Buffer.alloc(22), Buffer.from('\x01vorbis', 'latin1'), Buffer.alloc(100)]);
const oggTheora = Buffer.concat([Buffer.from('OggS\x00\x02', 'latin1'), Buffer.alloc(22), Buffer.from('\x80theora', 'latin1'), Buffer.alloc(100)]);
const flac = Buffer.concat([Buffer.from('fLaC', 'latin1'), Buffer.alloc(100)]);
const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#305060' } }).png().toBuffer();

t.test('the type is read from the bytes', async (t) => {
  const cases: [Buffer, string | null][] = [
    [toneWav(440, 0.2), 'audio/wav'], [mp3, 'audio/mpeg'], [mp3Frames, 'audio/mpeg'], [adts, 'audio/aac'], [m4a, 'audio/mp4'], [oggVorbis, 'audio/ogg'], [flac, 'audio/flac'],
    [mp4, 'video/mp4'], [mov, 'video/quicktime'], [webm, 'video/webm'], [oggTheora, 'video/ogg'], [png, 'image/png'],
    [Buffer.from('<html><video></video></html>'), null], [Buffer.from('OggS, but nothing known'), null], [Buffer.alloc(0), null],
  ];
  for (const [bytes, type] of cases) t.equal(sniffType(bytes)?.type ?? null, type, `${type ?? 'nothing'} from ${bytes.subarray(0, 8).toString('hex')}`);
});

t.test('byte ranges', async (t) => {
  t.same(byteRange('bytes=0-99', 1000), { start: 0, end: 99 });
  t.same(byteRange('bytes=900-', 1000), { start: 900, end: 999 });
  t.same(byteRange('bytes=-10', 1000), { start: 990, end: 999 }, 'the last 10 bytes');
  t.same(byteRange('bytes=990-5000', 1000), { start: 990, end: 999 }, 'an end past the file stops at it');
  t.equal(byteRange('bytes=1000-', 1000), 'unsatisfiable');
  t.equal(byteRange('bytes=0-1,5-9', 1000), null, 'several ranges: the whole file');
  t.equal(byteRange('bytes=9-1', 1000), null, 'an end before the start: ignored');
  t.equal(byteRange('items=0-1', 1000), null);
  t.equal(byteRange(undefined, 1000), null);
});

t.test('an audio file: stored by its bytes, served with ranges, listed for the audio block', async (t) => {
  const sound = toneWav(440, 0.2);
  const res = await upload(admin, sound, 'kiln tone.mp4', 'audio', { 'content-type': 'video/mp4' });
  t.equal(res.statusCode, 201, res.body);
  const file = body(res).file;
  t.match(file, { kind: 'audio', contentType: 'audio/wav', filename: 'kiln tone.mp4', bytes: sound.length, assetUrl: /^\/uploads\/[0-9a-f]{24}\.wav$/ }, 'its type from the bytes, not the name or header');

  const whole = await app.inject({ method: 'GET', url: file.assetUrl });
  t.equal(whole.statusCode, 200);
  t.equal(whole.headers['content-type'], 'audio/wav');
  t.equal(whole.headers['accept-ranges'], 'bytes');
  t.equal(Number(whole.headers['content-length']), sound.length);
  t.ok(whole.rawPayload.equals(sound), 'the bytes as uploaded');

  const part = await app.inject({ method: 'GET', url: file.assetUrl, headers: { range: 'bytes=44-143' } });
  t.equal(part.statusCode, 206);
  t.equal(part.headers['content-range'], `bytes 44-143/${sound.length}`);
  t.equal(Number(part.headers['content-length']), 100);
  t.ok(part.rawPayload.equals(sound.subarray(44, 144)), 'the range asked for');
  const tail = await app.inject({ method: 'GET', url: file.assetUrl, headers: { range: 'bytes=-16' } });
  t.ok(tail.statusCode === 206 && tail.rawPayload.equals(sound.subarray(sound.length - 16)), 'the end of the file');
  const beyond = await app.inject({ method: 'GET', url: file.assetUrl, headers: { range: `bytes=${sound.length}-` } });
  t.equal(beyond.statusCode, 416);
  t.equal(beyond.headers['content-range'], `bytes */${sound.length}`);

  const listed = body(await admin.request('GET', '/api/editor/uploads?kind=audio')).files;
  t.match(listed, [{ id: file.id, kind: 'audio', filename: 'kiln tone.mp4', uploadedAt: Number }]);
  t.same(body(await admin.request('GET', '/api/editor/uploads?kind=video')).files, [], 'not a video');
  t.notOk(body(await admin.request('GET', '/api/editor/uploads')).images.some((i: { id: string }) => i.id === file.id), 'not in the image pickers');
  t.equal(body(await admin.request('GET', '/api/editor/uploads?kind=pdf')).message, 'pdf is not one of the expected options');
});

t.test('a video file and its poster image', async (t) => {
  for (const [bytes, name, type, ext] of [[mp4, 'clip.mov', 'video/mp4', 'mp4'], [webm, 'clip.webm', 'video/webm', 'webm'], [mov, 'clip', 'video/quicktime', 'mov']] as const) {
    const res = await upload(admin, bytes, name, 'video');
    t.equal(res.statusCode, 201, res.body);
    t.match(body(res).file, { kind: 'video', contentType: type, assetUrl: new RegExp(`\\.${ext}$`) });
    const served = await app.inject({ method: 'GET', url: body(res).file.assetUrl, headers: { range: 'bytes=0-7' } });
    t.equal(served.statusCode, 206);
    t.equal(served.headers['content-type'], type);
  }
  const poster = await upload(admin, png, 'poster.png');
  t.equal(poster.statusCode, 201, 'the poster is an image upload, as before');
  t.match(body(poster).image, { contentType: 'image/png', originalSize: '40x30' });
  t.equal(body(await admin.request('GET', '/api/editor/uploads?kind=video')).files.length, 3);
});

t.test('refused: another kind than asked, an unknown type, too large; with the SPEC messages and nothing left behind', async (t) => {
  const before = readdirSync(uploadsDir).length;
  const refused = async (payload: Buffer | Readable, name: string, kind: string | undefined, status: number, message: string, headers: Record<string, string> = {}) => {
    const r = await upload(admin, payload, name, kind, headers);
    t.equal(r.statusCode, status, `${name} as ${kind ?? 'image'}`);
    t.equal(body(r).message, message);
    return r;
  };
  await refused(mp3, 'song.mp3', 'video', 415, 'The file song.mp3 does not appear to be a supported video file.');
  await refused(mp4, 'clip.mp4', 'audio', 415, 'The file clip.mp4 does not appear to be a supported audio file.');
  await refused(png, 'photo.png', 'audio', 415, 'The file photo.png does not appear to be a supported audio file.');
  await refused(toneWav(440, 0.2), 'tone.png', undefined, 415, 'The file tone.png does not appear to be a supported image file.', {}); // an image field, a sound
  await refused(Buffer.from('<script>alert(1)</script>'), 'trailer.mp4', 'video', 415, 'The file trailer.mp4 does not appear to be a supported video file.');
  await refused(mp4, 'clip.mp4', 'pdf', 400, 'pdf is not one of the expected options');
  const fr = await upload(admin, mp3, 'chanson.mp3', 'video', { 'accept-language': 'fr-FR' });
  t.equal(body(fr).message, 'Le fichier chanson.mp3 ne semble pas être un fichier vidéo pris en charge.', 'in French');

  // Over the audio limit, sent without a length: read up to the limit, then refused.
  let sent = 0;
  const endless = new Readable({
    read() {
      if (sent > MAX_AUDIO_UPLOAD_BYTES + 1) return this.push(null);
      const chunk = sent === 0 ? toneWav(440, 0.2).subarray(0, 44) : Buffer.alloc(1024 * 1024, 1);
      sent += chunk.length;
      this.push(chunk);
    },
  });
  const big = await refused(endless, 'long.wav', 'audio', 413, 'The file long.wav is too large. The maximum allowed file size is 50 MB.');
  t.equal(body(big).code, 'FILE_TOO_LARGE');
  // A declared length over the video limit: refused before a byte is read.
  let read = 0;
  const huge = new Readable({ read() { read++; this.push(mp4); this.push(null); } });
  await refused(huge, 'film.mp4', 'video', 413, 'The file film.mp4 is too large. The maximum allowed file size is 200 MB.', { 'content-length': String(MAX_VIDEO_UPLOAD_BYTES + 1) });
  t.equal(readdirSync(uploadsDir).length, before, 'no file or part left behind');
  t.notOk(readdirSync(uploadsDir).some((n) => n.endsWith('.part')));
  t.ok(read <= 1, 'the declared length decided');

  const anon = await visitor(app);
  t.equal((await upload(anon, toneWav(440, 0.2), 'a.wav', 'audio')).statusCode, 401, 'owners only');
});

t.test('only upload names are served', async (t) => {
  t.equal((await app.inject({ method: 'GET', url: `/uploads/${'e'.repeat(24)}.part` })).statusCode, 404);
  t.equal((await app.inject({ method: 'GET', url: `/uploads/${'e'.repeat(24)}.wav` })).statusCode, 404);
  t.equal((await app.inject({ method: 'GET', url: '/uploads/..%2Fstore.sqlite' })).statusCode, 404);
});
