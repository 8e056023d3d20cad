// Content and social formatters: SPEC texts, edge values and compile-time argument errors.
import t from 'tap';
import { Engine } from '../../engine/index.js';

const engine = new Engine();
const render = (tpl: string, data: unknown, now?: number) => engine.render(tpl, data, now === undefined ? {} : { now });

t.test('timesince: SPEC section 9 texts, 30-day months, 365-day years', async (t) => {
  const now = Date.UTC(2026, 0, 1);
  const S = 1000;
  const D = 86400 * S;
  const cases: [number, string][] = [
    [30 * S, 'less than a minute ago'],
    [60 * S, 'about a minute ago'],
    [5 * 60 * S, 'about 5 minutes ago'],
    [3600 * S, 'about an hour ago'],
    [D, 'about a day ago'],
    [7 * D, 'about a week ago'],
    [29 * D, 'about 4 weeks ago'],
    [30 * D, 'about a month ago'],
    [364 * D, 'about 12 months ago'],
    [365 * D, 'about a year ago'],
    [3 * 365 * D, 'about 3 years ago'],
  ];
  for (const [ago, text] of cases) {
    const r = render('{d|timesince}', { d: now - ago }, now);
    t.equal(r.html, `<span class="timesince" data-date="${now - ago}">${text}</span>`, text);
  }
  t.equal(render('{d|timesince}', { d: 'x' }, now).html, 'Invalid date.');
});

t.test('comment-count: SPEC texts', async (t) => {
  t.equal(render('{@|comment-count}', { publicCommentCount: 0 }).html, 'No Comments');
  t.equal(render('{@|comment-count}', {}).html, 'No Comments');
  t.equal(render('{@|comment-count}', { publicCommentCount: 1 }).html, '1 Comment');
  t.equal(render('{@|comment-count}', { publicCommentCount: 12 }).html, '12 Comments');
});

t.test('color-weight: threshold at half of 0xFFFFFF', async (t) => {
  t.equal(render('{c|color-weight}', { c: '#7fffff' }).html, 'dark');
  t.equal(render('{c|color-weight}', { c: '800000' }).html, 'light');
  t.equal(render('{c|color-weight}', { c: '#abcd' }).html, '', 'not a colour: nothing');
});

t.test('image-srcset adds the original as the next width up', async (t) => {
  const img = { assetUrl: 'u', systemDataVariants: '100w,300w,500w,original' };
  t.equal(render('{@|image-srcset}', img).html, ' srcset="u?format=100w 100w,u?format=300w 300w,u?format=500w 500w,u?format=original 750w"');
  t.equal(render('{@|image-srcset}', { assetUrl: 'u', systemDataVariants: '2500w' }).html, ' srcset="u?format=2500w 2500w"');
});

t.test('squarespaceThumbnailForWidth thresholds', async (t) => {
  const out = [1, 100, 101, 300, 301, 750, 751, 1000, 1001, 5000].map((w) => render(`{@|squarespaceThumbnailForWidth ${w}}`, {}).html);
  t.same(out, ['100w', '100w', '300w', '300w', '500w', '750w', '1000w', '1000w', '1500w', '1500w']);
});

t.test('bad arguments are check findings, never render errors or crashes', async (t) => {
  const bad = [
    ['{s|resizedHeightForWidth abc}', 'ARGS_INVALID'],
    ['{s|resizedWidthForHeight}', 'ARGS_COUNT'],
    ['{s|squarespaceThumbnailForWidth 1 2}', 'ARGS_COUNT'],
    ['{s|child-image-meta first}', 'ARGS_INVALID'],
    ['{s|video autoplay}', 'ARGS_INVALID'],
    ['{s|capitalize x}', 'ARGS_COUNT'],
    ['{s|image-color a b c}', 'ARGS_COUNT'],
    ['{.current-type? nonsense}y{.end}', 'ARGS_INVALID'],
    ['{.current-type?}y{.end}', 'ARGS_COUNT'],
  ] as const;
  for (const [tpl, code] of bad) {
    const checked = engine.parse(tpl);
    t.equal(checked.errors[0]?.code, code, tpl);
    t.equal(checked.errors[0]?.line, 1);
    const r = engine.compile(tpl).render({ s: '10x20' });
    t.same(r.errors, [], `${tpl} renders without an error`);
  }
});

t.test('odd values do not crash', async (t) => {
  const values = [undefined, null, 0, 'x', [], {}, { items: 'no' }, { oembed: 5, overlay: true }];
  const names = ['AbsUrl', 'audio-player', 'child-image-meta', 'cover-image-meta', 'height', 'humanizeDuration', 'image', 'image-color', 'image-meta',
    'image-srcset', 'item-classes', 'video', 'website-color', 'width', 'comment-link', 'comments', 'google-calendar-url', 'like-button',
    'social-button', 'twitter-follow-button', 'activate-twitter-links'];
  for (const name of names) {
    for (const v of values) {
      const r = render(`{v|${name}}`, { v });
      t.same(r.errors, [], `${name} on ${JSON.stringify(v)}`);
    }
  }
});

t.test('built-in templates see the enclosing scope, audio-player does not', async (t) => {
  const site = { websiteSettings: { disqusShortname: 'x', simpleLikingEnabled: true }, item: { id: 'i', fullUrl: '/p', likeCount: 2 } };
  t.match(render('{item|comment-link}', site).html, /sqs-disqus-comment-link/);
  t.match(render('{item|like-button}', site).html, /data-item-id="i" data-like-count="2"/);
  t.equal(render('{item|like-button}', { item: site.item }).html.trim(), '');
  t.match(render('{item|audio-player}', { id: 'root', item: { structuredContent: { audioAssetUrl: 'a.mp3' } } }).html, /data-item-id="" id="audio-player-"/);
});

t.test('google-calendar-url: compact UTC dates and encoded parts', async (t) => {
  const e = { title: 'A & B', startDate: Date.UTC(2024, 4, 6, 7, 8, 9), endDate: Date.UTC(2024, 4, 6, 10, 0, 0), location: { addressLine1: ' 1 Main ', addressCountry: 'US' } };
  t.equal(
    render('{@|google-calendar-url}', e).html,
    'http://www.google.com/calendar/event?action=TEMPLATE&text=A%20%26%20B&dates=20240506T070809Z/20240506T100000Z&location=1%20Main%2C%20US',
  );
});

t.test('image-meta: the licensed preview, then the component key, before the image attributes', async (t) => {
  const image = { assetUrl: '/a.jpg', originalSize: '4x3', title: 'T', componentKey: 'k1', licensedAssetPreview: { url: '/p.jpg' } };
  const common = 'data-src="/a.jpg" data-image="/a.jpg" data-image-dimensions="4x3" data-image-focal-point="0.5,0.5" alt="T" ';
  const meta = (value: unknown) => new Engine().compile('{v|image-meta}').render({ v: value }).html;
  t.equal(meta(image), `data-licensed-asset-preview="true" data-component-key="k1" ${common}`);
  t.equal(meta({ ...image, licensedAssetPreview: undefined }), `data-component-key="k1" ${common}`);
  t.equal(meta({ ...image, componentKey: undefined }), `data-licensed-asset-preview="true" ${common}`);
  t.equal(meta({ ...image, componentKey: undefined, licensedAssetPreview: 'not an object' }), common);
});

t.test('image-meta: an image printed again with any of its texts changed prints the new ones', async (t) => {
  const meta = (value: unknown) => new Engine().compile('{v|image-meta}').render({ v: value }).html;
  const image = { assetUrl: '/same.jpg', originalSize: '4x3', title: 'A & B' };
  const attrs = (size: string, focal: string, alt: string) => `data-src="/same.jpg" data-image="/same.jpg" data-image-dimensions="${size}" data-image-focal-point="${focal}" alt="${alt}" `;
  t.equal(meta(image), attrs('4x3', '0.5,0.5', 'A &amp; B'));
  t.equal(meta(image), attrs('4x3', '0.5,0.5', 'A &amp; B'), 'the same again');
  t.equal(meta({ ...image, title: 'C "D"' }), attrs('4x3', '0.5,0.5', 'C &quot;D&quot;'), 'another alt text');
  t.equal(meta({ ...image, originalSize: '8x6' }), attrs('8x6', '0.5,0.5', 'A &amp; B'), 'other dimensions');
  t.equal(meta({ ...image, mediaFocalPoint: { x: 0.1, y: 0.9 } }), attrs('4x3', '0.1,0.9', 'A &amp; B'), 'another focal point');
  const mutable = { ...image };
  t.equal(meta(mutable), attrs('4x3', '0.5,0.5', 'A &amp; B'));
  mutable.title = 'Changed';
  t.equal(meta(mutable), attrs('4x3', '0.5,0.5', 'Changed'), 'the same object changed between renders');
});
