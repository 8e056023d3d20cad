/**
 * Previous and next buttons of a gallery slideshow: they scroll its track
 * (a CSS scroll-snap strip that also works by swipe and without JavaScript)
 * by one slide. With autoplay (the gallery's autoplay-duration, in
 * seconds) it also steps forward on its own, back to the first slide after
 * the last; it pauses while the pointer or focus is in the gallery, and
 * stays still for visitors who ask for reduced motion.
 */
import { useEffect } from 'react';
import { TEXT } from '../texts.js';

export interface SlideshowControlsProps {
  autoplaySeconds?: number;
  /** false: autoplay only, no buttons. */
  buttons?: boolean;
}

/** Seconds a slide shows at least, whatever the props say (SPEC section 5: autoplay-duration 1 to 10). */
export const MIN_AUTOPLAY_SECONDS = 1;
export const MAX_AUTOPLAY_SECONDS = 10;

/** Scrolls the slideshow around `host` one slide in `direction` (-1 or 1); the snap points stop it at the ends. */
export function stepSlideshow(host: Element | undefined, direction: -1 | 1): void {
  const track = host?.closest('.gallery-slideshow')?.querySelector<HTMLElement>('.gallery-slideshow__track');
  track?.scrollBy({ left: direction * track.clientWidth, behavior: 'smooth' });
}

/** One autoplay step: the next slide, or back to the first at the end. */
export function autoplayStep(host: Element | undefined): void {
  const gallery = host?.closest('.gallery-slideshow');
  const track = gallery?.querySelector<HTMLElement>('.gallery-slideshow__track');
  if (!gallery || !track || gallery.matches(':hover') || gallery.contains(document.activeElement)) return;
  const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
  if (atEnd) track.scrollTo({ left: 0, behavior: 'smooth' });
  else track.scrollBy({ left: track.clientWidth, behavior: 'smooth' });
}

function useAutoplay(host: Element | undefined, seconds: number | undefined): void {
  useEffect(() => {
    if (typeof seconds !== 'number' || !host) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const s = Math.min(MAX_AUTOPLAY_SECONDS, Math.max(MIN_AUTOPLAY_SECONDS, seconds));
    const timer = window.setInterval(() => autoplayStep(host), s * 1000);
    return () => window.clearInterval(timer);
  }, [host, seconds]);
}

export function SlideshowControls({ host, props }: { host?: Element | undefined; props?: SlideshowControlsProps | null }) {
  useAutoplay(host, props?.autoplaySeconds);
  if (props?.buttons === false) return null;
  const arrow = (direction: -1 | 1) => (
    <button type="button" aria-label={direction < 0 ? TEXT.previous : TEXT.next} onClick={() => stepSlideshow(host, direction)}>
      <span aria-hidden="true">{direction < 0 ? '←' : '→'}</span>
    </button>
  );
  return <>{arrow(-1)}{arrow(1)}</>;
}
