/**
 * A slideshow's thumbnail strip follows its slides: while the visitor
 * swipes, scrolls or autoplays the track, the thumbnail of the slide in
 * view is marked (`aria-current`, outlined by the theme), so the strip says
 * where one is in the gallery. The track's scroll handler runs at most once
 * per 100 ms (SPEC section 9: scroll handler throttle), and once more after
 * the last scroll so the mark ends on the slide the track stopped at.
 */
import { SCROLL_THROTTLE_MS, throttle } from '../rate-limit.js';

/** The slide in view: the track's scroll position in whole slide widths. */
export function slideInView(track: Pick<HTMLElement, 'scrollLeft' | 'clientWidth'>, count: number): number {
  if (count <= 0 || track.clientWidth <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth)));
}

/** Marks the thumbnail of the slide in view in `gallery`, now and on every (throttled) scroll; returns the stop. */
export function followSlides(gallery: Element): () => void {
  const track = gallery.querySelector<HTMLElement>('.gallery-slideshow__track');
  const thumbs = [...gallery.querySelectorAll<HTMLAnchorElement>('.gallery-slideshow__thumbs a')];
  if (!track || thumbs.length === 0) return () => undefined;
  const mark = () => {
    const at = slideInView(track, thumbs.length);
    thumbs.forEach((a, i) => {
      if (i === at) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
    });
  };
  const onScroll = throttle(mark, SCROLL_THROTTLE_MS);
  track.addEventListener('scroll', onScroll, { passive: true });
  mark();
  return () => {
    onScroll.cancel();
    track.removeEventListener('scroll', onScroll);
  };
}

/** Every slideshow with thumbnails under `root`. */
export function startSlideshowThumbs(root: ParentNode = document): void {
  for (const gallery of root.querySelectorAll('.gallery-slideshow')) followSlides(gallery);
}
