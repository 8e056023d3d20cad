// SPEC section 9's behaviour windows on the widgets' clock: the lightbox
// resize debounce (100 ms), the scroll throttle (100 ms) and the DOM settle
// wait (debounce 100 ms, timeout 3000 ms), then the slideshow thumbnails
// that follow the track's (throttled) scroll.
import t from 'tap';
import { clock, page, settle } from './helpers.js';
import { debounce, LIGHTBOX_RESIZE_DEBOUNCE_MS, SCROLL_THROTTLE_MS, throttle } from '../../client/rate-limit.js';
import { DOM_SETTLE_DEBOUNCE_MS, DOM_SETTLE_TIMEOUT_MS, domSettled, type Settled } from '../../client/dom-settle.js';
import { followSlides, slideInView } from '../../client/widgets/slideshow-thumbs.js';

t.test('the SPEC values', async (t) => {
  t.equal(LIGHTBOX_RESIZE_DEBOUNCE_MS, 100);
  t.equal(SCROLL_THROTTLE_MS, 100);
  t.equal(DOM_SETTLE_TIMEOUT_MS, 3000);
  t.equal(DOM_SETTLE_DEBOUNCE_MS, 100);
});

t.test('debounce: one call 100 ms after the last', async (t) => {
  await page('');
  let n = 0;
  const d = debounce(() => n++, LIGHTBOX_RESIZE_DEBOUNCE_MS);
  d();
  await clock.advance(60);
  d();
  await clock.advance(99);
  t.equal(n, 0, 'a call inside the window restarts it');
  await clock.advance(1);
  t.equal(n, 1);
  d();
  d.cancel();
  await clock.advance(500);
  t.equal(n, 1, 'cancelled');
});

t.test('throttle: at once, then at most once per 100 ms, and once after the last', async (t) => {
  await page('');
  const at: number[] = [];
  const th = throttle(() => at.push(clock.now), SCROLL_THROTTLE_MS);
  th();
  for (let i = 0; i < 25; i++) {
    await clock.advance(10);
    th();
  }
  await clock.advance(300);
  t.same(at, [0, 100, 200, 300], 'leading, then one per window, the last one after the scrolls stop');
});

t.test('DOM settle: 100 ms after the last change, or 3000 ms at most', async (t) => {
  await page('<div id="root"></div>');
  const root = document.getElementById('root')!;
  let result: Settled | undefined;
  void domSettled(root).then((r) => (result = r));
  await clock.advance(50);
  root.append(document.createElement('p'));
  await settle();
  await clock.advance(99);
  await settle();
  t.equal(result, undefined, 'a change restarts the wait');
  await clock.advance(1);
  await settle();
  t.equal(result, 'settled');

  let busy: Settled | undefined;
  void domSettled(root).then((r) => (busy = r));
  for (let ms = 0; ms < DOM_SETTLE_TIMEOUT_MS; ms += 50) {
    root.setAttribute('data-tick', String(ms));
    await settle();
    await clock.advance(50);
  }
  await settle();
  t.equal(busy, 'timeout', 'a DOM that never stops changing ends the wait at 3000 ms');
  t.equal(clock.pending, 0, 'no timer left behind');
});

function slideshow(count: number) {
  document.body.innerHTML = `<div class="gallery-slideshow"><div class="gallery-slideshow__track"></div><ol class="gallery-slideshow__thumbs">${Array.from({ length: count }, (_, i) => `<li><a href="#slide-${i}"><img alt="${i}"></a></li>`).join('')}</ol></div>`;
  const track = document.querySelector<HTMLElement>('.gallery-slideshow__track')!;
  Object.defineProperty(track, 'clientWidth', { value: 400 });
  const current = () => [...document.querySelectorAll('.gallery-slideshow__thumbs a')].findIndex((a) => a.getAttribute('aria-current') === 'true');
  const scroll = (left: number) => {
    track.scrollLeft = left;
    track.dispatchEvent(new Event('scroll'));
  };
  return { gallery: document.querySelector('.gallery-slideshow')!, current, scroll };
}

t.test('slideshow thumbnails follow the slide in view, throttled', async (t) => {
  await page('');
  t.equal(slideInView({ scrollLeft: 590, clientWidth: 400 }, 3), 1);
  t.equal(slideInView({ scrollLeft: 5000, clientWidth: 400 }, 3), 2, 'never past the last');
  const s = slideshow(3);
  const stop = followSlides(s.gallery);
  t.equal(s.current(), 0, 'the first slide is marked at once');
  s.scroll(400);
  t.equal(s.current(), 1, 'the first scroll is handled at once');
  s.scroll(800);
  t.equal(s.current(), 1, 'a scroll inside the 100 ms window waits');
  await clock.advance(SCROLL_THROTTLE_MS);
  t.equal(s.current(), 2, 'and is handled at its end');
  stop();
  s.scroll(0);
  await clock.advance(500);
  t.equal(s.current(), 2, 'stopped');
});
