/**
 * The image component's onLoadingComplete (SPEC section 3, editor/image.ts):
 * calls `done` with the image's natural size once it has loaded (again
 * after a new src loads), on the next microtask when it already has; never
 * for an image that fails. Returns the stop.
 */
import type { LoadedSize } from '../editor/image.js';

export function onLoadingComplete(img: HTMLImageElement, done: (size: LoadedSize) => void): () => void {
  let stopped = false;
  const fire = () => {
    if (!stopped && img.naturalWidth > 0) done({ naturalWidth: img.naturalWidth, naturalHeight: img.naturalHeight });
  };
  img.addEventListener('load', fire);
  if (img.complete && img.naturalWidth > 0) queueMicrotask(fire);
  return () => {
    stopped = true;
    img.removeEventListener('load', fire);
  };
}
