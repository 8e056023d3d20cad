// Vimeo Basic (SPEC section 8): the video host's oEmbed answer says the
// account's plan. The HTTP adapter is tested against a local fake endpoint
// (what it asks, what it reads, what it ignores); offline (the default) the
// local provider answers from the address alone and nothing is refused;
// with an endpoint configured, a page saving a video of a Basic account is
// refused with 'Vimeo Basic accounts are unsupported. Please share a video
// from a different account.' (French too), on SQLite and PostgreSQL, and a
// host that fails or answers nonsense never blocks the save.
import t from 'tap';
import type { Test } from 'tap';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freshDatabase } from '../commerce/helpers.js';
import { BLOCK_MESSAGES as M } from '../../editor/blocks/block-messages.js';
import { httpVimeoOEmbed, isVimeoBasic, loadVimeoOEmbedUrl, localVimeoOEmbed, readOEmbed } from '../../server/editor/video-hosts/oembed.js';
import { body, editorApp, owner } from './helpers.js';

t.setTimeout(240_000);

// The fake endpoint: Vimeo's answer shape, by video id.
const asked: URL[] = [];
const fake = createServer((req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://fake');
  asked.push(url);
  const id = (url.searchParams.get('url') ?? '').split('/').pop();
  const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  if (id === '111') return json(200, { type: 'video', version: '1.0', provider_name: 'Vimeo', title: 'Throwing a bowl', video_id: 111, account_type: 'basic', html: '<iframe></iframe>' });
  if (id === '222') return json(200, { type: 'video', version: '1.0', provider_name: 'Vimeo', video_id: 222, account_type: 'plus' });
  if (id === '333') return json(500, { error: 'down' });
  if (id === '444') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>not json</html>');
  return json(404, {});
});
await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
t.teardown(() => new Promise<void>((resolve) => fake.close(() => resolve())));
const endpoint = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/api/oembed.json`;

t.test('the HTTP adapter asks for the page address as JSON and reads the answer', async (t) => {
  asked.length = 0;
  const provider = httpVimeoOEmbed(endpoint);
  t.same(await provider.lookup('https://player.vimeo.com/video/111'), { type: 'video', provider_name: 'Vimeo', video_id: 111, title: 'Throwing a bowl', account_type: 'basic' }, 'only the fields read');
  t.equal(asked[0]?.pathname, '/api/oembed.json');
  t.equal(asked[0]?.searchParams.get('url'), 'https://vimeo.com/111', 'the page address');
  t.equal(asked[0]?.searchParams.get('format'), 'json');
  t.equal(await isVimeoBasic(provider, 'https://vimeo.com/111'), true);
  t.equal(await isVimeoBasic(provider, 'https://vimeo.com/222'), false, 'a Plus account');
  t.equal(await provider.lookup('https://vimeo.com/333'), null, 'a failing host says nothing');
  t.equal(await provider.lookup('https://vimeo.com/444'), null, 'nor does one answering nonsense');
  const before = asked.length;
  t.equal(await provider.lookup('https://www.youtube.com/watch?v=dQw4w9WgXcQ'), null);
  t.equal(asked.length, before, 'no request for another host');
  t.equal(await httpVimeoOEmbed('http://127.0.0.1:9/none').lookup('https://vimeo.com/111'), null, 'an endpoint that cannot be reached says nothing');
  t.equal(readOEmbed({ type: 'video' }), null, 'no provider_name: no oEmbed answer');
});

t.test('offline, the local provider answers from the address alone', async (t) => {
  t.same(await localVimeoOEmbed.lookup('https://vimeo.com/111'), { type: 'video', provider_name: 'Vimeo', video_id: 111 });
  t.equal(await localVimeoOEmbed.lookup('https://example.com/x.mp4'), null);
  t.equal(await isVimeoBasic(localVimeoOEmbed, 'https://vimeo.com/111'), false);
});

t.test('the setting', async (t) => {
  const problems: string[] = [];
  t.equal(loadVimeoOEmbedUrl({}, problems), null);
  t.equal(loadVimeoOEmbedUrl({ VITRINE_VIMEO_OEMBED_URL: 'https://vimeo.com/api/oembed.json' }, problems), 'https://vimeo.com/api/oembed.json');
  t.same(problems, []);
  t.equal(loadVimeoOEmbedUrl({ VITRINE_VIMEO_OEMBED_URL: 'ftp://x' }, problems), null);
  t.match(problems, [/VITRINE_VIMEO_OEMBED_URL must be an absolute http/]);
});

async function journey(t: Test, database: NonNullable<Awaited<ReturnType<typeof freshDatabase>>>, vimeoOEmbedUrl: string | null) {
  const app = await editorApp(t, { database, vimeoOEmbedUrl });
  const admin = await owner(app);
  const page = body(await admin.request('POST', '/api/editor/pages', { title: 'Throwing' })).page;
  let revision = body(await admin.request('GET', `/api/editor/pages/${page.id}`)).revision as number;
  const save = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'PUT', url: `/api/editor/pages/${page.id}`, cookies: admin.cookies, payload: { title: 'Throwing', revision, layout: { blocks: [{ id: 'v1', kind: 'video', span: 12, props: { url, poster: '', title: 'Throwing' } }] } }, headers: { 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken!, ...headers } });
    if (res.statusCode === 200) revision = body(res).revision;
    return res;
  };
  if (vimeoOEmbedUrl === null) {
    t.equal((await save('https://vimeo.com/111')).statusCode, 200, 'offline, nothing is refused');
    return;
  }
  const refused = await save('https://vimeo.com/111');
  t.equal(refused.statusCode, 400);
  t.same(body(refused), { status: 400, code: 'VIDEO_BLOCK_INVALID', message: M.vimeoBasic, crumbFail: false, messages: [M.vimeoBasic] });
  const french = await save('https://player.vimeo.com/video/111', { 'accept-language': 'fr' });
  t.same(body(french).messages, ['Les comptes Vimeo Basic ne sont pas pris en charge. Partagez une vidéo d’un autre compte.']);
  t.equal((await admin.request('GET', `/api/editor/pages/${page.id}`)).statusCode, 200);
  t.equal(body(await admin.request('GET', `/api/editor/pages/${page.id}`)).revision, revision, 'a refused save writes nothing');
  for (const url of ['https://vimeo.com/222', 'https://vimeo.com/333', 'https://vimeo.com/444', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ']) {
    const saved = await save(url);
    t.equal(saved.statusCode, 200, `${url}: ${saved.body}`);
  }
}

for (const kind of ['sqlite', 'postgres'] as const) {
  t.test(`saving a Basic account's video on ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`, async (t) => {
    const database = await freshDatabase(t, kind);
    if (database) await journey(t, database, endpoint);
  });
}
t.test('offline by default', async (t) => {
  const database = await freshDatabase(t, 'sqlite');
  if (database) await journey(t, database, null);
});
