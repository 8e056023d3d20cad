/**
 * Previous and next buttons of a gallery slideshow: they scroll its track
 * (a CSS scroll-snap strip that also works by swipe and without JavaScript)
 * by one slide.
 */
import { TEXT } from '../texts.js';

/** Scrolls the slideshow around `host` one slide in `direction` (-1 or 1); the snap points stop it at the ends. */
export function stepSlideshow(host: Element | undefined, direction: -1 | 1): void {
  const track = host?.closest('.gallery-slideshow')?.querySelector<HTMLElement>('.gallery-slideshow__track');
  track?.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
}

export function SlideshowControls({ host }: { host?: Element | undefined }) {
  const arrow = (direction: -1 | 1) => (
    <button type="button" aria-label={direction < 0 ? TEXT.previous : TEXT.next} onClick={() => stepSlideshow(host, direction)}>
      <span aria-hidden="true">{direction < 0 ? '←' : '→'}</span>
    </button>
  );
  return <>{arrow(-1)}{arrow(1)}</>;
}
