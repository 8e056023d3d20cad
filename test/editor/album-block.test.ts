// The album block (SPEC block type 60) and SPEC section 9's limits "Max
// tracks in an album 60" and "Max items in a user-orderable collection
// 250": the rule (normal form, every message, the 61st track refused), the
// editor API on SQLite (saved, rendered as a numbered track list with one
// native player a track in English and French; 61 tracks refused with the
// album's message in the owner's language; a hand-ordered list past 250
// refused with its own), and the uploads list the audio picker reads.
import t from 'tap';
import { body, editorApp, owner, visitor } from './helpers.js';
import { BLOCK_MESSAGES as M, CONTENT_BLOCKS } from '../../editor/blocks/index.js';
import { MAX_ALBUM_TRACKS, MAX_ORDERABLE_COLLECTION_ITEMS } from '../../editor/limits.js';
import { ORDERABLE_LIST_LIMITS, ORDERABLE_MESSAGES, withinOrderableLimit } from '../../editor/orderable-lists.js';
import { MAX_NAVIGATION_LINKS } from '../../server/editor/routes/navigation.js';
import { findMessage } from '../../editor/catalogue.js';
import type { LayoutBlock } from '../../editor/layout.js';
import { PREVIEW_TEXTS } from '../../editor/preview-texts.js';
import { FR_PREVIEW_TEXTS } from '../../editor/preview-texts-fr.js';

t.setTimeout(180_000);

const tracks = (n: number) => Array.from({ length: n }, (_, i) => ({ url: `/uploads/t${i}.mp3`, title: `Track ${i + 1}` }));
const check = (props: Record<string, unknown>, album: unknown) => CONTENT_BLOCKS.album.check({ props, album });
const messagesOf = (r: ReturnType<typeof check>) => (r.ok ? [] : r.messages);

t.test('the rule: a title, an optional cover, one to MAX_ALBUM_TRACKS tracks each with a file and a title', async (t) => {
  t.equal(MAX_ALBUM_TRACKS, 60, 'SPEC section 9');
  t.same(check({ title: ' Kiln songs ', cover: '' }, [{ url: ' /uploads/a.mp3 ', title: ' Firing ' }]), { ok: true, props: { title: 'Kiln songs', cover: '' }, album: [{ url: '/uploads/a.mp3', title: 'Firing' }] });
  t.ok(check({ title: 'A', cover: 'https://cdn.example/c.jpg' }, tracks(MAX_ALBUM_TRACKS)).ok, 'sixty tracks are an album');
  t.same(messagesOf(check({ title: 'A' }, tracks(MAX_ALBUM_TRACKS + 1))), [M.albumTooMany], 'the 61st is refused');
  t.same(messagesOf(check({}, [])), [M.albumTitleNeeded, M.albumEmpty]);
  t.same(messagesOf(check({ title: 'A', cover: 'javascript:alert(1)' }, 'x')), [M.coverAddress, M.albumEmpty]);
  t.same(messagesOf(check({ title: 'A' }, [{ url: '', title: '' }, { url: '/uploads/a.exe', title: 'x'.repeat(201) }, { url: 'http://example.com/a.mp3', title: 'B' }])), [M.trackFileNeeded, M.trackTitleNeeded, M.audioAddress, M.titleTooLong], 'each message once');
  const b: LayoutBlock = { id: 'al', kind: 'album', span: 12, props: { title: 'Kiln songs', cover: '/uploads/c.png' }, album: [{ url: '/uploads/a.mp3', title: 'Firing' }, { url: '/uploads/b.ogg', title: 'Cooling' }] };
  t.same(CONTENT_BLOCKS.album.data(b), { type: 'album', title: 'Kiln songs', cover: '/uploads/c.png', tracks: [{ number: 1, title: 'Firing', src: '/uploads/a.mp3' }, { number: 2, title: 'Cooling', src: '/uploads/b.ogg' }] });
  for (const m of [M.albumTooMany, M.albumTitleNeeded, M.albumEmpty, M.trackFileNeeded, M.trackTitleNeeded, M.coverAddress, ORDERABLE_MESSAGES.tooMany]) {
    const fr = findMessage(m, 'fr');
    t.ok(fr !== null && fr !== m, `${m} → ${fr}`);
  }
  t.equal(findMessage(M.albumTooMany, 'fr'), 'Un album ne peut pas contenir plus de 60 pistes.');
});

t.test('the upload pickers’ texts (image, audio, video) have their French', async (t) => {
  // Words French writes as English does (a dialog's OK).
  const same = new Set(['OK']);
  for (const [k, en] of Object.entries(PREVIEW_TEXTS)) {
    const fr = (FR_PREVIEW_TEXTS as Record<string, unknown>)[k];
    const [a, b] = typeof en === 'function' ? [en('x.wav'), (fr as (n: string) => string)('x.wav')] : [en, fr];
    t.ok(typeof b === 'string' && b !== '' && (b !== a || same.has(a)), `${k}: ${a} / ${b}`);
  }
  t.equal(FR_PREVIEW_TEXTS.pickAudio, 'Choisir un fichier audio envoyé');
});

t.test('hand-ordered lists: each limit is within 250, and a longer list is refused whatever it is', async (t) => {
  t.equal(MAX_ORDERABLE_COLLECTION_ITEMS, 250, 'SPEC section 9');
  t.equal(ORDERABLE_LIST_LIMITS.navigationLinks, MAX_NAVIGATION_LINKS, 'the navigation route keeps the listed limit');
  for (const [list, max] of Object.entries(ORDERABLE_LIST_LIMITS)) t.ok(max <= MAX_ORDERABLE_COLLECTION_ITEMS, `${list}: ${max}`);
  const one = (extra: Partial<LayoutBlock>) => ({ blocks: [{ id: 'x', kind: 'album', span: 12, props: {}, ...extra } as LayoutBlock] });
  t.ok(withinOrderableLimit(one({ album: tracks(250) })));
  t.notOk(withinOrderableLimit(one({ album: tracks(251) })), 'album tracks');
  t.notOk(withinOrderableLimit(one({ accordion: Array.from({ length: 251 }, () => ({ title: 'a', body: '' })) })), 'accordion items');
  t.notOk(withinOrderableLimit(one({ gallery: { images: Array.from({ length: 251 }, () => ({})) } as unknown as LayoutBlock['gallery'] })), 'gallery images');
  t.notOk(withinOrderableLimit({ blocks: Array.from({ length: 251 }, (_, i) => ({ id: `b${i}`, kind: 'spacer', span: 1, props: {} }) as LayoutBlock) }), 'page blocks');
});

t.test('through the editor API (SQLite): saved, rendered in English and French; 61 tracks and 251 items refused', async (t) => {
  const app = await editorApp(t);
  const admin = await owner(app);
  const page = body(await admin.request('POST', '/api/editor/pages', { title: 'Kiln songs' })).page;
  const { revision } = body(await admin.request('GET', `/api/editor/pages/${page.id}`));
  const album = (n: number, extra: Record<string, unknown> = {}) => ({ id: 'al1', kind: 'album', span: 12, props: { title: 'Kiln <songs>', cover: '/uploads/cover.png' }, album: tracks(n), ...extra });
  const put = (blocks: unknown[], rev = revision, extra: Record<string, unknown> = {}) => admin.request('PUT', `/api/editor/pages/${page.id}`, { title: 'Kiln songs', layout: { blocks }, revision: rev, ...extra });

  const refused = await put([album(MAX_ALBUM_TRACKS + 1)]);
  t.equal(refused.statusCode, 400);
  t.same(body(refused), { status: 400, code: 'ALBUM_BLOCK_INVALID', message: M.albumTooMany, crumbFail: false, messages: [M.albumTooMany] }, 'the 61st track: the album’s message');
  const fr = await app.inject({
    method: 'PUT',
    url: `/api/editor/pages/${page.id}`,
    cookies: admin.cookies,
    headers: { 'accept-language': 'fr-FR', 'x-csrf-token': admin.cookies.crumb!, 'x-xsrf-token': admin.xsrfToken! },
    payload: { title: 'Kiln songs', layout: { blocks: [album(MAX_ALBUM_TRACKS + 1)] }, revision },
  });
  t.same(body(fr).messages, ['Un album ne peut pas contenir plus de 60 pistes.'], 'in French for a French owner');
  const tooLong = await put([album(MAX_ORDERABLE_COLLECTION_ITEMS + 1)]);
  t.same(body(tooLong), { status: 400, code: 'TOO_MANY_ORDERED_ITEMS', message: ORDERABLE_MESSAGES.tooMany, crumbFail: false }, '251 items: the hand-ordered lists’ message');
  const accordion = await put([{ id: 'ac', kind: 'accordion', span: 12, props: {}, accordion: Array.from({ length: 251 }, () => ({ title: 'a', body: '' })) }]);
  t.equal(accordion.statusCode, 400, 'a list past its schema bound is not read');
  t.equal((await put([album(MAX_ORDERABLE_COLLECTION_ITEMS + 2)])).statusCode, 400, 'nor past one more than 250');
  const empty = await put([album(0)]);
  t.same(body(empty).messages, [M.albumEmpty]);

  const saved = await put([album(2)], revision, { translations: { 'fr-FR': { blocks: { al1: { title: 'Chansons du four' } } } } });
  t.equal(saved.statusCode, 200, saved.body);
  t.same(body(saved).layout.blocks[0].album, tracks(2), 'the tracks kept in order');

  const shopper = await visitor(app);
  const html = (await shopper.request('GET', `/${page.urlId}`)).body;
  t.match(html, '<section class="content-album" aria-label="Kiln &lt;songs&gt;"><img class="content-album__cover" src="/uploads/cover.png" alt="" loading="lazy">');
  t.match(html, '<h2 class="content-album__title">Kiln &lt;songs&gt;</h2><ol class="content-album__tracks" aria-label="Tracks">');
  t.match(html, '<li class="content-album__track"><span class="content-album__track-title">Track 1</span><audio class="content-album__player" src="/uploads/t0.mp3" controls preload="none" aria-label="Track 1: Track 1"><a href="/uploads/t0.mp3">Listen Track 1</a></audio></li>');
  t.equal((html.match(/<audio class="content-album__player"/g) ?? []).length, 2, 'one player a track');
  const french = (await shopper.request('GET', `/fr/${page.urlId}`)).body;
  t.match(french, '<h2 class="content-album__title">Chansons du four</h2><ol class="content-album__tracks" aria-label="Pistes">');
  t.match(french, 'aria-label="Piste 2: Track 2"><a href="/uploads/t1.mp3">Écouter Track 2</a>');
});
