// The image lightbox in jsdom: a gallery link opens its image in a modal
// sized from script to fit the window at the image's own ratio (never
// above its size), sized again 100 ms after the last resize; previous and
// next step through the gallery; Escape, the close button and a press
// outside close it and focus goes back to the link; modified clicks and
// new-window links are left to the browser.
import t from 'tap';
import { clock, page } from './helpers.js';
import { fitWithin, imageSizeOf, openLightbox, startImageLightbox, LIGHTBOX_CAPTION_PX, LIGHTBOX_READY, LIGHTBOX_MARGIN_PX } from '../../client/widgets/image-lightbox.js';
import { LIGHTBOX_RESIZE_DEBOUNCE_MS } from '../../client/rate-limit.js';

const GALLERY = `<div class="gallery-block" data-lightbox-theme="light"><div class="gallery-grid">
  <a href="/a.jpg" data-lightbox="gallery" id="a"><img alt="Coast" data-image-dimensions="2000x1000"></a>
  <a href="/b.jpg" data-lightbox="gallery" id="b"><img alt="Kiln" data-image-dimensions="800x1200"></a>
  <a href="/c.jpg" data-lightbox="gallery" id="c"><img alt="Clay" data-image-dimensions="300x200"></a>
</div></div><a href="/elsewhere" id="plain">elsewhere</a>`;

function windowSize(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });
}

const click = (el: Element, init: MouseEventInit = {}) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
const shown = () => document.querySelector<HTMLImageElement>('.vitrine-image-lightbox__image')!;

t.test('fitting: the largest size inside the box at the image ratio, never enlarged', async (t) => {
  t.same(fitWithin({ width: 2000, height: 1000 }, { width: 800, height: 800 }), { width: 800, height: 400 });
  t.same(fitWithin({ width: 800, height: 1200 }, { width: 800, height: 600 }), { width: 400, height: 600 });
  t.same(fitWithin({ width: 300, height: 200 }, { width: 800, height: 600 }), { width: 300, height: 200 }, 'small images keep their size');
  t.same(fitWithin({ width: 0, height: 0 }, { width: 800, height: 600 }), { width: 0, height: 0 });
  const img = document.createElement('img');
  img.setAttribute('data-image-dimensions', '1500x1000');
  t.same(imageSizeOf(img), { width: 1500, height: 1000 });
  img.setAttribute('data-image-dimensions', 'nonsense');
  t.equal(imageSizeOf(img), null);
});

t.test('a gallery link opens the lightbox, sized to the window, and re-sized 100 ms after the last resize', async (t) => {
  await page(GALLERY);
  windowSize(1000, 800);
  const stop = startImageLightbox(document);
  t.teardown(stop);
  t.ok(document.documentElement.hasAttribute(LIGHTBOX_READY), 'the page says its links open in place');
  const link = document.getElementById('a')!;
  link.focus();
  t.equal(click(link), false, 'the browser does not follow the link');
  const box = openLightbox()!;
  t.ok(box, 'open');
  const dialog = document.querySelector('[role="dialog"]')!;
  t.equal(dialog.getAttribute('aria-modal'), 'true');
  t.equal(dialog.getAttribute('aria-label'), 'Image viewer');
  t.ok(document.querySelector('.vitrine-image-lightbox--light'), 'the gallery\'s lightbox theme');
  t.equal(shown().getAttribute('src'), '/a.jpg');
  t.equal(shown().alt, 'Coast');
  const width = 1000 - 2 * LIGHTBOX_MARGIN_PX;
  t.equal(shown().style.width, `${width}px`, 'as wide as the window allows');
  t.equal(shown().style.height, `${Math.floor(width / 2)}px`, 'at the image ratio');
  t.equal(document.querySelector('.vitrine-image-lightbox__caption')!.textContent, 'Coast · Image 1 of 3');
  t.ok(dialog.contains(document.activeElement), 'focus moved into the dialog');

  // A phone turned sideways: nothing moves until the resizes stop for 100 ms.
  windowSize(700, 400);
  window.dispatchEvent(new Event('resize'));
  await clock.advance(50);
  windowSize(640, 360);
  window.dispatchEvent(new Event('resize'));
  await clock.advance(LIGHTBOX_RESIZE_DEBOUNCE_MS - 1);
  t.equal(shown().style.width, `${width}px`, 'still the old size inside the window');
  await clock.advance(1);
  const height = 360 - 2 * LIGHTBOX_MARGIN_PX - LIGHTBOX_CAPTION_PX;
  t.equal(shown().style.height, `${height}px`, 'fits the new height');
  t.equal(shown().style.width, `${height * 2}px`, 'at the same ratio');

  document.querySelector<HTMLButtonElement>('.vitrine-image-lightbox__close')!.click();
  t.equal(openLightbox(), null, 'closed');
  t.equal(document.querySelector('.vitrine-image-lightbox'), null, 'removed from the page');
  t.equal(document.activeElement, link, 'focus back on the link');
  windowSize(1000, 800);
  window.dispatchEvent(new Event('resize'));
  await clock.advance(500);
  t.equal(clock.pending, 0, 'the closed lightbox listens no more');
});

t.test('previous and next step through the gallery; Escape and a press outside close', async (t) => {
  await page(GALLERY);
  windowSize(1000, 800);
  const stop = startImageLightbox(document);
  t.teardown(stop);
  click(document.getElementById('c')!);
  t.equal(shown().style.width, '300px', 'a small image keeps its size');
  document.querySelector<HTMLButtonElement>('.vitrine-image-lightbox__next')!.click();
  t.equal(shown().getAttribute('src'), '/a.jpg', 'after the last comes the first');
  document.querySelector<HTMLButtonElement>('.vitrine-image-lightbox__previous')!.click();
  document.querySelector<HTMLButtonElement>('.vitrine-image-lightbox__previous')!.click();
  t.equal(shown().getAttribute('src'), '/b.jpg');
  t.equal(document.querySelector('.vitrine-image-lightbox__caption')!.textContent, 'Kiln · Image 2 of 3');
  const panel = document.querySelector('[role="dialog"]')!;
  panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
  t.equal(shown().getAttribute('src'), '/c.jpg', 'the arrow keys step too');
  panel.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  t.equal(openLightbox(), null, 'Escape closes');
  click(document.getElementById('a')!);
  click(document.querySelector('.vitrine-image-lightbox')!);
  t.equal(openLightbox(), null, 'a press outside the image closes');
});

t.test('left to the browser: modified clicks, new windows, other links', async (t) => {
  await page(GALLERY);
  const stop = startImageLightbox(document);
  t.teardown(stop);
  t.equal(click(document.getElementById('a')!, { ctrlKey: true }), true, 'a ctrl-click opens a tab');
  document.getElementById('b')!.setAttribute('target', '_blank');
  t.equal(click(document.getElementById('b')!), true, 'a new-window gallery keeps its new window');
  t.equal(click(document.getElementById('plain')!), true);
  t.equal(openLightbox(), null);
});

t.test('a product image shows its chosen variant\'s picture', async (t) => {
  await page(`<article class="product-detail"><a href="/p.jpg?format=2500w" data-lightbox="product" id="p"><img class="product-detail__image" src="/variant.jpg" data-original-src="/p.jpg?format=1500w" alt="Apron" data-image-dimensions="1000x1000"></a></article>`);
  const stop = startImageLightbox(document);
  t.teardown(stop);
  click(document.getElementById('p')!);
  t.equal(shown().getAttribute('src'), '/variant.jpg');
  t.equal(document.querySelector('.vitrine-image-lightbox__previous'), null, 'one image: no stepping');
  openLightbox()!.close();
});

t.test('onLoadingComplete: the natural size once loaded, again for a new src, never after the stop', async (t) => {
  const { onLoadingComplete } = await import('../../client/image-loaded.js');
  const img = document.createElement('img');
  const sizes: unknown[] = [];
  Object.defineProperty(img, 'naturalWidth', { value: 640, configurable: true });
  Object.defineProperty(img, 'naturalHeight', { value: 480, configurable: true });
  const stop = onLoadingComplete(img, (s) => sizes.push(s));
  img.dispatchEvent(new Event('load'));
  img.dispatchEvent(new Event('load'));
  t.same(sizes, [{ naturalWidth: 640, naturalHeight: 480 }, { naturalWidth: 640, naturalHeight: 480 }]);
  stop();
  img.dispatchEvent(new Event('load'));
  t.equal(sizes.length, 2, 'stopped');
  const failed = document.createElement('img');
  const none: unknown[] = [];
  onLoadingComplete(failed, (s) => none.push(s));
  failed.dispatchEvent(new Event('load'));
  t.same(none, [], 'an image without a natural size is not reported');
});
