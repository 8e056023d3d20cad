// The content blocks' rules (editor/blocks/): each block's check (normal
// form, every message), the block-field data the theme renders, the embed
// allowlist and the video hosts, the catalogue's French for every message
// and screen text, and the layout check the app runs before Publish.
import t from 'tap';
import { BLOCK_ERRORS, BLOCK_MESSAGES as M, CONTENT_BLOCKS, CONTENT_BLOCK_TYPES, checkContentBlock, isContentBlockKind, type ContentBlockKind } from '../../editor/blocks/index.js';
import { BLOCK_TEXTS } from '../../editor/blocks/block-texts.js';
import { FR_BLOCK_TEXTS } from '../../editor/blocks/block-texts-fr.js';
import { EDITOR_TEXTS } from '../../editor/texts.js';
import { FR_EDITOR_TEXTS } from '../../editor/catalogue-fr.js';
import { EMBED_HOSTS, allowedEmbed, embedAddress } from '../../editor/blocks/embed-block.js';
import { hostedPlayer, videoLinkMessage } from '../../editor/blocks/video-hosts.js';
import { checkItem, MEDIA_MESSAGES } from '../../editor/media-collections.js';
import { MAX_ACCORDION_ITEMS, MAX_CODE_CHARS, MAX_GRID_PRODUCTS, MAX_MAP_ADDRESS_CHARS } from '../../editor/blocks/limits.js';
import { BLOCK_KINDS, type LayoutBlock } from '../../editor/layout.js';
import { layoutProblems } from '../../editor/layout-problems.js';
import { findMessage } from '../../editor/catalogue.js';
import { pageBlockField, needsBlockField } from '../../site/editor-layout/page-block-field.js';

const check = (kind: ContentBlockKind, props: Record<string, unknown>, accordion?: unknown) => CONTENT_BLOCKS[kind].check({ props, accordion });
const messagesOf = (r: ReturnType<typeof check>) => (r.ok ? [] : r.messages);
const block = (kind: ContentBlockKind, props: Record<string, string | number>, extra: Partial<LayoutBlock> = {}): LayoutBlock => ({ id: `b-${kind}`, kind, span: 12, props, ...extra });

t.test('the thirteen kinds with their SPEC block types, in the layout', async (t) => {
  t.same(CONTENT_BLOCK_TYPES, { product: 43, products: 55, summary: 20, video: 32, audio: 41, newsletter: 51, map: 4, code: 23, embed: 22, quote: 31, accordion: 69, album: 60, chart: 62 });
  for (const [kind, type] of Object.entries(CONTENT_BLOCK_TYPES)) {
    t.equal(BLOCK_KINDS[kind as ContentBlockKind], type, `${kind} is a layout kind`);
    t.equal(CONTENT_BLOCKS[kind as ContentBlockKind].type, type);
    t.ok(isContentBlockKind(kind));
    t.ok(BLOCK_ERRORS[CONTENT_BLOCKS[kind as ContentBlockKind].error], `${kind} has its error code`);
  }
  t.notOk(isContentBlockKind('heading'));
  t.notOk(isContentBlockKind('toString'), 'not a property of every object');
  t.ok(needsBlockField({ blocks: [block('quote', { text: 'x' })] }), 'a content block is rendered from the block field');
});

t.test('product, products grid and summary: what they show, and how many', async (t) => {
  t.same(check('product', { collection: ' shop ', product: 'p1' }), { ok: true, props: { collection: 'shop', product: 'p1' } });
  t.same(messagesOf(check('product', { collection: 'shop' })), [M.productNeeded]);
  t.same(messagesOf(check('product', { collection: 'shop', product: 'a"b' })), [M.productNeeded], 'an id is an id');
  t.same(check('products', { collection: 'shop', count: 8 }), { ok: true, props: { collection: 'shop', count: 8 } });
  t.same(check('products', { collection: 'shop' }), { ok: true, props: { collection: 'shop', count: 4 } }, 'four by default');
  t.same(messagesOf(check('products', { collection: '', count: MAX_GRID_PRODUCTS + 1 })), [M.storeNeeded, M.gridCount]);
  t.same(messagesOf(check('products', { collection: 'shop', count: 2.5 })), [M.gridCount]);
  t.same(messagesOf(check('products', { collection: 'shop', count: 0 })), [M.gridCount]);
  t.same(check('summary', { collection: 'journal', count: '2', design: 'list' }), { ok: true, props: { collection: 'journal', count: 2, design: 'list' } });
  for (const design of ['grid', 'list', 'wall', 'carousel']) t.same(check('summary', { collection: 'journal', design }), { ok: true, props: { collection: 'journal', count: 3, design } }, `the SPEC's ${design} variant`);
  t.same(messagesOf(check('summary', { collection: 'journal', design: 'masonry' })), ['masonry is not one of the expected options'], "the SPEC's option message");
  t.same(messagesOf(check('summary', {})), [M.summaryNeeded]);

  t.same(CONTENT_BLOCKS.product.data(block('product', { collection: 'shop', product: 'p1' })), { type: 'product', source: { collection: 'shop', item: 'p1', limit: 1 } });
  t.same(CONTENT_BLOCKS.products.data(block('products', { collection: 'shop', count: 6 })), { type: 'products', source: { collection: 'shop', limit: 6 } });
  t.same(CONTENT_BLOCKS.summary.data(block('summary', { collection: 'events', count: 3, design: 'grid' })), { type: 'summary', design: 'grid', source: { collection: 'events', limit: 3 } });
  t.same(CONTENT_BLOCKS.product.source!({ collection: 'shop', product: 'p1' }), { collection: 'shop', item: 'p1', types: ['products'], missing: M.productMissing });
  t.same(CONTENT_BLOCKS.summary.source!({ collection: 'journal' })?.types, ['blog', 'events']);
});

t.test('video: a YouTube or Vimeo page, or a video file; an uploaded poster', async (t) => {
  t.equal(hostedPlayer('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3'), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  t.equal(hostedPlayer('https://youtu.be/dQw4w9WgXcQ'), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  t.equal(hostedPlayer('https://m.youtube.com/shorts/dQw4w9WgXcQ'), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  t.equal(hostedPlayer('https://vimeo.com/76979871'), 'https://player.vimeo.com/video/76979871');
  t.equal(hostedPlayer('http://vimeo.com/76979871'), null, 'https only');
  t.equal(hostedPlayer('https://www.youtube.com/watch?v=short'), null, 'a YouTube id has 11 characters');
  t.equal(hostedPlayer('https://evil.example/watch?v=dQw4w9WgXcQ'), null);

  t.same(check('video', { url: 'https://youtu.be/dQw4w9WgXcQ', poster: '/uploads/a.jpg', title: 'Throwing a bowl' }), { ok: true, props: { url: 'https://youtu.be/dQw4w9WgXcQ', poster: '/uploads/a.jpg', title: 'Throwing a bowl' } });
  t.ok(check('video', { url: '/uploads/kiln.mp4' }).ok, 'a file of the site');
  t.ok(check('video', { url: 'https://cdn.example.com/kiln.webm?x=1' }).ok, 'a file on the web');
  t.same(messagesOf(check('video', {})), [M.videoNeeded]);
  // SPEC section 5: a web link that is no video file must be a YouTube or Vimeo page.
  const link = 'Links must be formatted as https://www.youtube.com/watch?v=… or https://vimeo.com/…';
  t.equal(videoLinkMessage(), link);
  t.same(messagesOf(check('video', { url: 'https://example.com/page.html' })), [link]);
  t.same(messagesOf(check('video', { url: 'https://www.youtube.com/watch?v=short' })), [link], 'a YouTube link with no video id');
  t.same(messagesOf(check('video', { url: 'https://vimeo.com/channels/staff' })), [link], 'a Vimeo page that is not a video');
  t.same(messagesOf(check('video', { url: 'http://cdn.example.com/kiln.mp4' })), [M.videoAddress], 'a file over http: the video address message');
  t.same(messagesOf(check('video', { url: 'kiln' })), [M.videoAddress], 'not a link at all');
  // A video or lesson collection's item (uploads only for files): any web link that is not a video page gets it too.
  const item = (url: string) => checkItem('video', { title: 'T', access: 'free', video: { url } } as Parameters<typeof checkItem>[1]);
  t.same(item('https://example.com/film'), { ok: false, messages: [link] });
  t.same(item('https://vimeo.com/76979871').ok, true);
  t.same(item('/uploads/a.exe'), { ok: false, messages: [MEDIA_MESSAGES.videoAddress] });
  t.equal(findMessage(link, 'fr'), 'Les liens doivent être de la forme https://www.youtube.com/watch?v=… ou https://vimeo.com/…');
  t.same(messagesOf(check('video', { url: 'javascript:alert(1)//.mp4' })), [M.videoAddress]);
  t.same(messagesOf(check('video', { url: '/kiln.mp4', poster: 'javascript:alert(1)' })), [M.posterAddress]);
  t.same(messagesOf(check('video', { url: '/kiln.mp4', title: 'x'.repeat(201) })), [M.titleTooLong]);

  t.same(CONTENT_BLOCKS.video.data(block('video', { url: 'https://vimeo.com/1', poster: '', title: 'T' })), { type: 'video', title: 'T', player: 'https://player.vimeo.com/video/1' });
  t.same(CONTENT_BLOCKS.video.data(block('video', { url: '/k.mp4', poster: '/p.jpg', title: '' })), { type: 'video', title: '', file: '/k.mp4', poster: '/p.jpg' });
});

t.test('audio: an audio file with its title and artist', async (t) => {
  t.same(check('audio', { url: '/uploads/song.mp3', title: 'Kiln song', artist: 'The Potters' }), { ok: true, props: { url: '/uploads/song.mp3', title: 'Kiln song', artist: 'The Potters' } });
  t.same(messagesOf(check('audio', {})), [M.audioNeeded]);
  t.same(messagesOf(check('audio', { url: '/uploads/song.exe' })), [M.audioAddress]);
  t.same(messagesOf(check('audio', { url: 'http://example.com/a.mp3' })), [M.audioAddress], 'no http: mixed content');
  t.same(messagesOf(check('audio', { url: '/a.mp3', artist: 'x'.repeat(201) })), [M.artistTooLong]);
  t.same(CONTENT_BLOCKS.audio.data(block('audio', { url: '/a.mp3', title: 'A', artist: 'B' })), { type: 'audio', src: '/a.mp3', title: 'A', artist: 'B' });
});

t.test('newsletter: a form of one email field, captcha action NEWSLETTER_BLOCK, on a mailing list', async (t) => {
  const ok = check('newsletter', { heading: 'News', description: 'Monthly.', list: ' list-1 ', label: 'Your email', button: 'Join', thanks: 'Welcome!' });
  t.same(ok, { ok: true, props: { heading: 'News', description: 'Monthly.', list: 'list-1', label: 'Your email', button: 'Join', thanks: 'Welcome!' } });
  t.same(messagesOf(check('newsletter', { list: 'list-1', label: 'x'.repeat(61), thanks: 'y'.repeat(301) })), [M.labelTooLong, M.thanksTooLong]);
  // SPEC section 5's catalogue text: a block without a list (or with something that cannot be a list's id) is refused.
  t.equal(M.listNeeded, 'A List must be selected');
  for (const list of [undefined, '', '   ', 3, 'a list with spaces', '<script>'])
    t.same(messagesOf(check('newsletter', { heading: 'News', ...(list === undefined ? {} : { list }) })), [M.listNeeded], `list ${JSON.stringify(list)}`);
  t.equal(findMessage(M.listNeeded, 'fr'), 'Une liste doit être sélectionnée', 'in French');
  t.equal(M.listNone, "You don't have any mailing lists. Please create one before continuing", "SPEC section 8's text for a site without lists");
  t.equal(findMessage(M.listNone, 'fr'), 'Vous n’avez aucune liste de diffusion. Créez-en une avant de continuer');
  t.same(CONTENT_BLOCKS.newsletter.defaults().props.list, '', 'a new block starts without a list: the owner picks one');
  const data = CONTENT_BLOCKS.newsletter.data(block('newsletter', { heading: 'News', description: '', list: 'list-1', label: '', button: '', thanks: 'Welcome!' }));
  t.same(data, {
    type: 'newsletter',
    heading: 'News',
    description: '',
    form: { type: 'form', formId: 'newsletter-b-newsletter', formName: '', newsletter: true, captchaAction: 'NEWSLETTER_BLOCK', fields: [{ id: 'email', type: 'email', title: 'Email Address', required: true }], submitButtonText: 'Sign Up', submissionText: 'Welcome!' },
  }, 'empty labels say the fallbacks; the form the page shows never names its list (the server reads it from the layout)');
  t.notMatch(JSON.stringify(data), 'list-1');
  const old = CONTENT_BLOCKS.newsletter.data(block('newsletter', { heading: 'News', description: '', label: '', button: '', thanks: '' }));
  t.match(old.form, { newsletter: true, formId: 'newsletter-b-newsletter' }, 'a block saved before lists existed still renders its form');
});

t.test('map: an address only', async (t) => {
  t.same(check('map', { address: ' 12 Clay Lane\nPortland ' }), { ok: true, props: { address: '12 Clay Lane\nPortland' } });
  t.same(messagesOf(check('map', { address: '  ' })), [M.mapNeeded]);
  t.same(messagesOf(check('map', { address: 'x'.repeat(MAX_MAP_ADDRESS_CHARS + 1) })), [M.mapTooLong]);
  t.same(CONTENT_BLOCKS.map.data(block('map', { address: '12 Clay Lane\n\n Portland ' })), { type: 'map', lines: ['12 Clay Lane', 'Portland'] });
});

t.test('code: the owner HTML as written, within its limit', async (t) => {
  t.same(check('code', { html: '<p class="x">Hi</p>\n' }), { ok: true, props: { html: '<p class="x">Hi</p>\n' } }, 'kept byte for byte');
  t.same(messagesOf(check('code', { html: ' ' })), [M.codeNeeded]);
  t.same(messagesOf(check('code', { html: 'x'.repeat(MAX_CODE_CHARS + 1) })), [M.codeTooLong]);
  t.same(CONTENT_BLOCKS.code.data(block('code', { html: '<b>x</b>' })), { type: 'code', html: '<b>x</b>' });
});

t.test('embed: one iframe or address of an allowlisted host, in its own frame markup', async (t) => {
  t.equal(embedAddress('<iframe width="560" height="315" src="https://www.youtube.com/embed/abc?si=x&amp;t=2" title="YouTube" allowfullscreen></iframe>'), 'https://www.youtube.com/embed/abc?si=x&t=2');
  t.equal(embedAddress("<iframe src='https://open.spotify.com/embed/track/1'/>"), 'https://open.spotify.com/embed/track/1');
  t.equal(embedAddress('https://player.vimeo.com/video/1'), 'https://player.vimeo.com/video/1');
  t.equal(embedAddress('<iframe src="https://www.youtube.com/embed/a"></iframe><script>alert(1)</script>'), null, 'a second element');
  t.equal(embedAddress('<script src="https://www.youtube.com/embed/a"></script>'), null);
  t.equal(embedAddress('<iframe src="https://www.youtube.com/embed/a" onload="alert(1)"></iframe>'), 'https://www.youtube.com/embed/a', 'only the address is kept from the code');
  t.equal(allowedEmbed('https://www.youtube.com/embed/a'), 'https://www.youtube.com/embed/a');
  t.equal(allowedEmbed('https://evil.example/embed'), null);
  t.equal(allowedEmbed('https://user:pw@www.youtube.com/embed/a'), null);
  t.equal(allowedEmbed('https://www.youtube.com.evil.example/embed'), null);
  t.equal(allowedEmbed('http://www.youtube.com/embed/a'), null);
  t.equal(allowedEmbed('javascript:alert(1)'), null);

  const good = { code: '<iframe src="https://w.soundcloud.com/player/?url=x"></iframe>', title: 'Our playlist', height: 166 };
  t.same(check('embed', good), { ok: true, props: good });
  t.same(check('embed', { ...good, height: undefined }), { ok: true, props: { ...good, height: 400 } }, 'height 400 by default');
  const hostMessage = M.embedHost.replace('{hosts}', EMBED_HOSTS.join(', '));
  t.same(messagesOf(check('embed', { ...good, code: '<iframe src="https://evil.example/x"></iframe>' })), [hostMessage]);
  t.same(messagesOf(check('embed', { ...good, code: '<div>hi</div>' })), [M.embedOneFrame]);
  t.same(messagesOf(check('embed', { ...good, code: '<iframe src="data:text/html,x"></iframe>' })), [M.embedOneFrame]);
  t.same(messagesOf(check('embed', { code: '', title: '', height: 50 })), [M.embedNeeded, M.embedTitle, M.embedHeight]);
  const data = CONTENT_BLOCKS.embed.data(block('embed', good));
  t.match(data, { type: 'embed', src: 'https://w.soundcloud.com/player/?url=x', title: 'Our playlist', height: 166 });
  t.match(String(data.sandbox), /^allow-scripts allow-same-origin/, 'the frame is sandboxed');
  t.notMatch(String(data.sandbox), 'allow-top-navigation', 'it cannot take the page away');
});

t.test('quote: its text and source', async (t) => {
  t.same(check('quote', { text: ' Make it well. ', source: 'A potter' }), { ok: true, props: { text: 'Make it well.', source: 'A potter' } });
  t.same(messagesOf(check('quote', { text: '' })), [M.quoteNeeded]);
  t.same(messagesOf(check('quote', { text: 'x'.repeat(1001), source: 'y'.repeat(201) })), [M.quoteTooLong, M.sourceTooLong]);
  t.same(CONTENT_BLOCKS.quote.data(block('quote', { text: 'One\nline two\n\nTwo', source: 'S' })), { type: 'quote', paragraphs: [{ lines: ['One', 'line two'] }, { lines: ['Two'] }], source: 'S' });
});

t.test('accordion: its items, each with a title', async (t) => {
  t.same(check('accordion', {}, [{ title: ' Shipping ', body: 'Two days.' }]), { ok: true, props: {}, accordion: [{ title: 'Shipping', body: 'Two days.' }] });
  t.same(messagesOf(check('accordion', {}, [])), [M.accordionEmpty]);
  t.same(messagesOf(check('accordion', {}, 'nope')), [M.accordionEmpty]);
  t.same(messagesOf(check('accordion', {}, [{ title: '', body: '' }, { title: '', body: 'x'.repeat(2001) }])), [M.accordionTitle, M.accordionBodyTooLong], 'each message once');
  t.same(messagesOf(check('accordion', {}, Array.from({ length: MAX_ACCORDION_ITEMS + 1 }, () => ({ title: 'a', body: '' })))), [M.accordionTooMany]);
  t.same(CONTENT_BLOCKS.accordion.data(block('accordion', {}, { accordion: [{ title: 'Q', body: 'A\n\nB' }] })), { type: 'accordion', accordionItems: [{ title: 'Q', paragraphs: [{ lines: ['A'] }, { lines: ['B'] }] }] });
});

t.test('a checked block keeps only its own settings; the block field carries each block for the theme', async (t) => {
  const r = checkContentBlock({ id: 'q1', kind: 'quote', span: 6, props: { text: 'Hi', source: '', stray: 'x' }, rich: [{ tag: 'p', text: 'no' }] } as LayoutBlock & { kind: 'quote' });
  t.same(r, { ok: true, block: { id: 'q1', kind: 'quote', span: 6, props: { text: 'Hi', source: '' } } });
  const bad = checkContentBlock({ id: 'm1', kind: 'map', span: 6, props: {} });
  t.same(bad, { ok: false, code: 'MAP_BLOCK_INVALID', messages: [M.mapNeeded] });
  const field = pageBlockField({ blocks: [block('quote', { text: 'Hi', source: 'Me' }), block('map', { address: 'Here' })] }, 7) as { rows: { columns: { span: number; blocks: Record<string, unknown>[] }[] }[] };
  t.same(field.rows[0]!.columns[0]!.blocks[0], { id: 'b-quote', blockType: 31, type: 'quote', paragraphs: [{ lines: ['Hi'] }], source: 'Me' });
  t.same(field.rows[1]!.columns[0]!.blocks[0], { id: 'b-map', blockType: 4, type: 'map', lines: ['Here'] });
});

t.test('Publish says what the server would refuse, before sending', async (t) => {
  t.same(layoutProblems({ blocks: [block('code', { html: '' }), block('map', { address: 'Here' }), block('quote', { text: '' })] }), [M.codeNeeded, M.quoteNeeded]);
});

t.test('every message, failure text and screen text has its French', async (t) => {
  const english = [...Object.values(M).map((m) => m.replace('{hosts}', 'a.example')), ...Object.values(BLOCK_ERRORS).map((e) => e.text)];
  for (const m of english) {
    const fr = findMessage(m, 'fr');
    t.ok(fr !== null && fr !== m, `${m} → ${fr}`);
  }
  t.equal(findMessage(M.embedHost.replace('{hosts}', 'a.example, b.example'), 'fr'), 'Seules les intégrations de ces sites peuvent être utilisées\u00a0: a.example, b.example.', 'the hosts carried over');
  const leaves = (en: unknown, fr: unknown, path: string): [string, unknown, unknown][] =>
    typeof en === 'object' && en !== null ? Object.keys(en).flatMap((k) => leaves((en as Record<string, unknown>)[k], (fr as Record<string, unknown> | undefined)?.[k], `${path}.${k}`)) : [[path, en, fr]];
  const all = leaves(BLOCK_TEXTS, FR_BLOCK_TEXTS, 'BLOCK_TEXTS');
  t.ok(all.length > 40, `${all.length} texts`);
  t.same(all.filter(([, en, fr]) => typeof fr !== 'string' || fr === '' || typeof en !== 'string').map(([p]) => p), [], 'each has a French text');
  for (const kind of Object.keys(CONTENT_BLOCK_TYPES)) t.ok(typeof (FR_EDITOR_TEXTS.blocks as Record<string, string>)[kind] === 'string' && (EDITOR_TEXTS.blocks as Record<string, string>)[kind], `${kind}: named in the block menu in both languages`);
});

t.test("the theme's texts of the blocks, in English and French", async (t) => {
  const { readFileSync } = await import('node:fs');
  const strings = (tag: string) => JSON.parse(readFileSync(new URL(`../../templates/strings/template-${tag}.json`, import.meta.url), 'utf8')).blockTexts as Record<string, string>;
  const en = strings('en-US');
  const fr = strings('fr-FR');
  t.same(Object.keys(fr).sort(), Object.keys(en).sort(), 'the same keys');
  for (const [k, v] of Object.entries(en)) t.ok(typeof fr[k] === 'string' && fr[k] !== '' && (fr[k] !== v || k === 'audio'), `${k}: ${v} / ${fr[k]}`);
  // Every text a block template reads is there.
  const { readdirSync } = await import('node:fs');
  const dir = new URL('../../templates/blocks/', import.meta.url);
  const used = new Set<string>();
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.block'))) for (const m of readFileSync(new URL(f, dir), 'utf8').matchAll(/localizedStrings\.blockTexts\.(\w+)/g)) used.add(m[1]!);
  t.ok(used.size >= 6, `${[...used].join(', ')}`);
  for (const k of used) t.ok(k in en, `blockTexts.${k}`);
});
