// The image component's rules (SPEC section 5, Images; section 9 widths):
// originalSize, each props message, srcset per loader, priority.
import t from 'tap';
import { checkImage, IMAGE_MESSAGES, IMAGE_WIDTHS, parseOriginalSize, priorityAttributes, standardSrcset, widthUrl } from '../../editor/image.js';
import { notAnOption } from '../../editor/colour.js';
import { CONTENT_LIMITS } from '../../engine/limits.js';

const messages = (props: Parameters<typeof checkImage>[0]) => {
  const r = checkImage(props);
  return r.ok ? [] : r.messages;
};
const good = { src: '/assets/bowl.jpg', width: 1200, height: 800, sizes: '100vw' };

t.test('originalSize must be WxH', async (t) => {
  t.same(parseOriginalSize('1500x1000'), { ok: true, width: 1500, height: 1000 });
  for (const bad of ['1500', '1500x', 'x1000', '0x10', 'axb', '15.5x10', undefined, 1500]) {
    t.same(parseOriginalSize(bad), { ok: false, message: "Invalid source parameter. Pass in 'originalSize'" }, String(bad));
  }
});

t.test('srcset widths are the SPEC widths, the engine list', async (t) => {
  t.same(IMAGE_WIDTHS, [100, 300, 500, 750, 1000, 1500, 2500]);
  t.equal(IMAGE_WIDTHS, CONTENT_LIMITS.imageWidths, 'one list for the editor and the engine');
  t.equal(standardSrcset('/a.jpg'), IMAGE_WIDTHS.map((w) => `/a.jpg?format=${w}w ${w}w`).join(','), "the engine's image-srcset form");
  t.equal(standardSrcset('/a.jpg', 800), '/a.jpg?format=100w 100w,/a.jpg?format=300w 300w,/a.jpg?format=500w 500w,/a.jpg?format=750w 750w', 'no width past the original');
  t.equal(standardSrcset('/a.jpg', 50), '/a.jpg?format=100w 100w', 'a tiny original still gets the smallest');
  t.equal(widthUrl('/a.jpg?v=2', 300), '/a.jpg?v=2&format=300w');
  const { Engine } = await import('../../engine/index.js');
  const asset = { assetUrl: '/a.jpg', systemDataVariants: IMAGE_WIDTHS.map((w) => `${w}w`).join(',') };
  t.equal(new Engine().render('{@|image-srcset}', asset).html, ` srcset="${standardSrcset('/a.jpg')}"`, "the same srcset as the site renderer's image-srcset formatter");
});

t.test('priority gives loading and fetch priority', async (t) => {
  t.same(priorityAttributes('high'), { loading: 'eager', fetchPriority: 'high' });
  t.same(priorityAttributes('low'), { loading: 'lazy', fetchPriority: 'low' });
  t.same(priorityAttributes(null), { loading: 'lazy' });
  const r = checkImage({ ...good, priority: 'high' });
  t.ok(r.ok && r.attributes.loading === 'eager' && r.attributes.fetchPriority === 'high');
  t.same(messages({ ...good, priority: 'urgent' }), [notAnOption('urgent')]);
});

t.test('src, width and height are required; width and height positive integers', async (t) => {
  t.same(messages({ sizes: '100vw' }), ['src is required', 'width is required', 'height is required']);
  t.same(messages({ ...good, width: -5 }), ['width requires a positive integer, but received a negative value']);
  t.same(messages({ ...good, height: '-1' }), ['height requires a positive integer, but received a negative value']);
  t.same(messages({ ...good, width: 10.5 }), [IMAGE_MESSAGES.notInteger('width')]);
  t.same(messages({ ...good, width: 'wide' }), ['width requires a positive integer, but received a non-integer value']);
  t.same(messages({ ...good, height: 0 }), ['height requires a positive integer, but received 0']);
  t.same(messages({ ...good, width: '640' }), [], 'a whole number as text');
});

t.test('loaders: sqs (sizes required, srcset made) or raw (srcset as given)', async (t) => {
  t.same(messages({ ...good, loader: 'cdn' }), ['cdn: received unknown loader type']);
  t.same(messages({ ...good, sizes: undefined }), ['sizes is required'], 'sqs needs sizes');
  t.same(messages({ ...good, srcset: '/a.jpg 1x' }), [IMAGE_MESSAGES.srcsetNeedsRaw], 'srcset only with raw');
  const sqs = checkImage(good);
  t.same(sqs, { ok: true, attributes: { src: good.src, width: 1200, height: 800, alt: '', loading: 'lazy', srcset: standardSrcset(good.src, 1200), sizes: '100vw' } });
  const raw = checkImage({ src: '/b.png', width: 10, height: 10, loader: 'raw', srcset: '/b@2x.png 2x', alt: 'Bowl' });
  t.same(raw, { ok: true, attributes: { src: '/b.png', width: 10, height: 10, alt: 'Bowl', loading: 'lazy', srcset: '/b@2x.png 2x' } });
  t.same(messages({ src: '/b.png', width: 10, height: 10, loader: 'raw' }), [], 'raw needs no sizes');
});

t.test('the image block: optional size, priority, the same attributes for preview and page', async (t) => {
  const { checkImageBlock } = await import('../../editor/image-block.js');
  t.same(checkImageBlock({ src: '', alt: '' }), { ok: true, attributes: null }, 'an empty image block');
  t.same(checkImageBlock({ src: '/a.jpg', alt: 'Bowl' }), { ok: true, attributes: { src: '/a.jpg', alt: 'Bowl', loading: 'lazy' } });
  t.same(checkImageBlock({ src: '/a.jpg', priority: 'high', width: 800, height: '600' }), { ok: true, attributes: { src: '/a.jpg', alt: '', loading: 'eager', fetchPriority: 'high', width: 800, height: 600 } });
  t.same(checkImageBlock({ src: '/a.jpg', width: 800 }), { ok: false, messages: ['height is required'] }, 'width and height together');
  t.same(checkImageBlock({ src: '/a.jpg', width: -1, height: 2.5, priority: 'max' }), {
    ok: false,
    messages: ['max is not one of the expected options', 'width requires a positive integer, but received a negative value', 'height requires a positive integer, but received a non-integer value'],
  });
  t.same(checkImageBlock({ width: 10, height: 10 }), { ok: false, messages: ['src is required'] });
});

t.test('onLoadingComplete and passthrough (SPEC section 3 image props)', async (t) => {
  const seen: unknown[] = [];
  const done = (size: unknown) => seen.push(size);
  const r = checkImage({ ...good, class: 'hero', style: 'object-fit: cover', onLoadingComplete: done, passthrough: { 'data-zoom': 'yes', 'aria-describedby': 'cap', decoding: 'async', id: 'img1' } });
  t.ok(r.ok);
  if (!r.ok) return;
  t.equal(r.onLoadingComplete, done, 'the callback is handed back for the page to call');
  t.same(r.attributes.extra, { 'data-zoom': 'yes', 'aria-describedby': 'cap', decoding: 'async', id: 'img1' });
  t.match(r.attributes, { class: 'hero', style: 'object-fit: cover' });
  t.same(messages({ ...good, onLoadingComplete: 'alert(1)' }), [IMAGE_MESSAGES.notCallback]);
  t.same(messages({ ...good, passthrough: { onerror: 'x', src: '/other.jpg', 'data-ok': '1', style: 'x' } }), ['onerror', 'src', 'style'].map(IMAGE_MESSAGES.notPassthrough), 'nothing that loads or runs passes');
  t.same(messages({ ...good, passthrough: 'data-x' }), [IMAGE_MESSAGES.notPassthrough('data-x')]);
  t.same(messages({ ...good, passthrough: { 'data-x': { nested: true } } }), [IMAGE_MESSAGES.notPassthrough('data-x')]);
  t.notOk('extra' in (checkImage(good) as { attributes: object }).attributes, 'no passthrough, no extra attributes');
});
