// The gallery slideshow's autoplay (SPEC sections 3 to 5: autoplay,
// autoplay-duration): one step forward, back to the first slide after the
// last, paused while the visitor's focus is in the gallery; no buttons
// when the gallery's controls are off.
import './dom.js';
import t from 'tap';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { SlideshowControls, autoplayStep } from '../../client/widgets/slideshow-controls.js';

function gallery(scrollLeft: number) {
  document.body.innerHTML = `<div class="gallery-slideshow"><div class="gallery-slideshow__track"></div><a href="#s" id="link">slide</a><div class="gallery-slideshow__controls" id="host"></div></div><button id="outside">x</button>`;
  const track = document.querySelector<HTMLElement>('.gallery-slideshow__track')!;
  Object.defineProperty(track, 'clientWidth', { value: 500 });
  Object.defineProperty(track, 'scrollWidth', { value: 1500 });
  track.scrollLeft = scrollLeft;
  const calls: string[] = [];
  track.scrollBy = ((o: ScrollToOptions) => calls.push(`by ${o.left}`)) as typeof track.scrollBy;
  track.scrollTo = ((o: ScrollToOptions) => calls.push(`to ${o.left}`)) as typeof track.scrollTo;
  return { host: document.getElementById('host')!, calls };
}

t.test('a step moves one slide, and back to the first after the last', async (t) => {
  const first = gallery(0);
  autoplayStep(first.host);
  t.same(first.calls, ['by 500']);
  const last = gallery(1000);
  autoplayStep(last.host);
  t.same(last.calls, ['to 0']);
});

t.test('paused while focus is in the gallery', async (t) => {
  const g = gallery(0);
  document.getElementById('link')!.focus();
  autoplayStep(g.host);
  t.same(g.calls, [], 'no step while the visitor is on a slide');
  document.getElementById('outside')!.focus();
  autoplayStep(g.host);
  t.same(g.calls, ['by 500']);
});

t.test('autoplay without controls shows no buttons', async (t) => {
  const g = gallery(0);
  const root = createRoot(g.host);
  await act(async () => root.render(createElement(SlideshowControls, { host: g.host, props: { autoplaySeconds: 3, buttons: false } })));
  t.equal(g.host.querySelectorAll('button').length, 0);
  await act(async () => root.render(createElement(SlideshowControls, { host: g.host, props: { autoplaySeconds: 3 } })));
  t.equal(g.host.querySelectorAll('button').length, 2, 'previous and next with controls on');
  await act(async () => root.unmount());
});
