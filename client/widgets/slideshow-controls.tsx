/**
 * Previous and next buttons of a gallery slideshow: they scroll its track
 * (a CSS scroll-snap strip that also works by swipe and without JavaScript)
 * by one slide, wrapping at the ends.
 */
import { TEXT } from '../texts.js';

/** Scrolls the slideshow around `host` one slide in `direction` (-1 or 1). */
export function stepSlideshow(host: Element | undefined, direction: -1 | 1): void {
  const track = host?.closest('.gallery-slideshow')?.querySelector<HTMLElement>('.gallery-slideshow__track');
  if (!track || track.clientWidth === 0) return;
  const count = track.children.length;
  const at = Math.round(track.scrollLeft / track.clientWidth);
  const next = (at + direction + count) % count;
  track.scrollTo({ left: next * track.clientWidth, behavior: 'smooth' });
}

export function SlideshowControls({ host }: { host?: Element | undefined }) {
  return (
    <>
      <button type="button" className="gallery-slideshow__prev" aria-label={TEXT.previous} onClick={() => stepSlideshow(host, -1)}>
        <span aria-hidden="true">←</span>
      </button>
      <button type="button" className="gallery-slideshow__next" aria-label={TEXT.next} onClick={() => stepSlideshow(host, 1)}>
        <span aria-hidden="true">→</span>
      </button>
    </>
  );
}
