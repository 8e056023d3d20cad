// The demo store's videos and caption tracks over HTTP: their types, and
// byte ranges so a player can seek (RFC 9110 section 14), with the parser
// on its own.
import t from 'tap';
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../../site/load-site.js';
import { siteRoutes } from '../../server/site-http/site-routes.js';
import { byteRange } from '../../server/site-http/byte-range.js';

const root = (p: string) => fileURLToPath(new URL(`../../${p}`, import.meta.url));

t.test('byte ranges: one range of a file, else the whole file or 416', async (t) => {
  t.same(byteRange(undefined, 100), null);
  t.same(byteRange('bytes=0-9', 100), { start: 0, end: 9 });
  t.same(byteRange('bytes=90-', 100), { start: 90, end: 99 });
  t.same(byteRange('bytes=-10', 100), { start: 90, end: 99 }, 'the last ten');
  t.same(byteRange('bytes=-500', 100), { start: 0, end: 99 });
  t.same(byteRange('bytes=50-5000', 100), { start: 50, end: 99 }, 'an end past the file stops at it');
  t.equal(byteRange('bytes=100-', 100), 'unsatisfiable');
  t.equal(byteRange('bytes=9-3', 100), 'unsatisfiable');
  t.equal(byteRange('bytes=-0', 100), 'unsatisfiable');
  t.same(byteRange('bytes=0-1,5-6', 100), null, 'several ranges: the whole file');
  t.same(byteRange('items=0-1', 100), null);
  t.same(byteRange('bytes=-', 100), null);
});

t.test('videos are served whole or by range; captions as WebVTT', async (t) => {
  const site = await loadSite(root('templates'), root('fixtures/demo-store'), { now: () => Date.UTC(2026, 10, 23, 15) });
  const app = Fastify();
  await app.register(siteRoutes, { site });
  t.teardown(() => app.close());
  const file = readFileSync(root('templates/assets/videos/centering.webm'));

  const whole = await app.inject('/assets/videos/centering.webm');
  t.equal(whole.statusCode, 200);
  t.equal(whole.headers['content-type'], 'video/webm');
  t.equal(whole.headers['accept-ranges'], 'bytes');
  t.equal(whole.rawPayload.length, file.length);

  const part = await app.inject({ url: '/assets/videos/centering.webm', headers: { range: 'bytes=100-199' } });
  t.equal(part.statusCode, 206);
  t.equal(part.headers['content-range'], `bytes 100-199/${file.length}`);
  t.same(part.rawPayload, file.subarray(100, 200));

  const outside = await app.inject({ url: '/assets/videos/centering.webm', headers: { range: `bytes=${file.length}-` } });
  t.equal(outside.statusCode, 416);
  t.equal(outside.headers['content-range'], `bytes */${file.length}`);

  const captions = await app.inject('/assets/videos/centering.fr.vtt');
  t.equal(captions.statusCode, 200);
  t.match(captions.headers['content-type'], /^text\/vtt/);
  t.match(captions.body, /^WEBVTT\n[\s\S]*L’argile tourne sur le tour\./);

  const image = await app.inject({ url: '/assets/gallery/kiln.jpg', headers: { range: 'bytes=0-9' } });
  t.equal(image.statusCode, 200, 'images are not ranged');
});
