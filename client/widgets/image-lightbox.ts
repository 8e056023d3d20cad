/**
 * The image lightbox of gallery grids (the gallery's `lightbox` option) and
 * of the product page's image: a link marked `data-lightbox` opens its
 * image in a modal dialog instead of leaving the page (without JavaScript
 * the link still shows the image itself). The image is sized from script
 * to the largest size that fits the window at its own aspect ratio, never
 * above its original size, and sized again 100 ms after the window's last
 * resize (SPEC section 9: lightbox resize debounce), so a phone turned
 * sideways keeps the whole picture in view. Previous and next step through
 * the links of the same group in the same gallery; Escape, the close
 * button and a press outside the image close it; focus stays inside while
 * it is open and goes back to the link after.
 */
import { trapFocus, type FocusTrap } from '../focus-trap.js';
import { debounce, LIGHTBOX_RESIZE_DEBOUNCE_MS } from '../rate-limit.js';
import { TEXT } from '../texts.js';
import { onLoadingComplete } from '../image-loaded.js';

/** Room kept between the image and the window's edges (px). */
export const LIGHTBOX_MARGIN_PX = 24;
/** Room kept below the image for its caption and counter (px). */
export const LIGHTBOX_CAPTION_PX = 56;

export interface Size {
  width: number;
  height: number;
}

/** The largest size of `image` that fits `box` at its aspect ratio, never larger than the image itself; whole pixels. */
export function fitWithin(image: Size, box: Size): Size {
  if (image.width <= 0 || image.height <= 0 || box.width <= 0 || box.height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, box.width / image.width, box.height / image.height);
  return { width: Math.floor(image.width * scale), height: Math.floor(image.height * scale) };
}

/** An image's original size: its `data-image-dimensions` (WxH), else what the browser loaded; null when unknown. */
export function imageSizeOf(img: HTMLImageElement | null | undefined): Size | null {
  const m = /^(\d+)x(\d+)$/.exec(img?.getAttribute('data-image-dimensions') ?? '');
  if (m) return { width: Number(m[1]), height: Number(m[2]) };
  if (img && img.naturalWidth > 0 && img.naturalHeight > 0) return { width: img.naturalWidth, height: img.naturalHeight };
  return null;
}

/** The room the window leaves the image. */
export function viewportBox(win: Window): Size {
  return { width: win.innerWidth - 2 * LIGHTBOX_MARGIN_PX, height: win.innerHeight - 2 * LIGHTBOX_MARGIN_PX - LIGHTBOX_CAPTION_PX };
}

const SCOPE = '.gallery-block, .gallery-grid, .product-detail';

/** The links that step together with `link`: the same `data-lightbox` group inside the same gallery or product. */
function groupOf(link: HTMLAnchorElement): HTMLAnchorElement[] {
  const name = link.getAttribute('data-lightbox') ?? '';
  const scope = link.closest(SCOPE) ?? link.ownerDocument;
  return [...scope.querySelectorAll<HTMLAnchorElement>('a[data-lightbox]')].filter((a) => a.getAttribute('data-lightbox') === name);
}

/** A product image showing its chosen variant's picture (client/widgets/variant-select.tsx) rather than the one the link names. */
const swapped = (thumb: HTMLImageElement | null | undefined): boolean =>
  !!thumb && thumb.dataset.originalSrc !== undefined && thumb.getAttribute('src') !== thumb.dataset.originalSrc;

/** The size the link's own image says its picture has, unless a variant's picture replaced it. */
const knownSize = (link: HTMLAnchorElement | undefined): Size | null => {
  const thumb = link?.querySelector('img');
  return swapped(thumb) ? null : imageSizeOf(thumb);
};

export interface OpenLightbox {
  root: HTMLElement;
  index(): number;
  show(index: number): void;
  close(): void;
}

let current: OpenLightbox | null = null;

/** The lightbox open now, if any (tests and the journey read it). */
export const openLightbox = (): OpenLightbox | null => current;

/** Opens `link`'s image in the lightbox. */
export function openImage(link: HTMLAnchorElement): OpenLightbox {
  current?.close();
  const doc = link.ownerDocument;
  const win = doc.defaultView ?? window;
  const links = groupOf(link);
  let at = Math.max(0, links.indexOf(link));
  const theme = link.closest('[data-lightbox-theme]')?.getAttribute('data-lightbox-theme') === 'light' ? 'light' : 'dark';

  const root = doc.createElement('div');
  root.className = `vitrine-image-lightbox vitrine-image-lightbox--${theme}`;
  const panel = doc.createElement('div');
  panel.className = 'vitrine-image-lightbox__panel';
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-modal', 'true');
  panel.setAttribute('aria-label', TEXT.imageViewer);
  panel.tabIndex = -1;
  const figure = doc.createElement('figure');
  figure.className = 'vitrine-image-lightbox__figure';
  const img = doc.createElement('img');
  img.className = 'vitrine-image-lightbox__image';
  const caption = doc.createElement('figcaption');
  caption.className = 'vitrine-image-lightbox__caption';
  caption.setAttribute('aria-live', 'polite');
  figure.append(img, caption);
  const button = (name: string, label: string, glyph: string, onClick: () => void) => {
    const b = doc.createElement('button');
    b.type = 'button';
    b.className = `vitrine-image-lightbox__${name}`;
    b.setAttribute('aria-label', label);
    const span = doc.createElement('span');
    span.setAttribute('aria-hidden', 'true');
    span.textContent = glyph;
    b.append(span);
    b.addEventListener('click', onClick);
    return b;
  };
  const closeButton = button('close', TEXT.close, '×', () => close());
  panel.append(figure, closeButton);
  if (links.length > 1) panel.append(button('previous', TEXT.previous, '←', () => show(at - 1)), button('next', TEXT.next, '→', () => show(at + 1)));
  root.append(panel);

  const size = () => {
    const fitted = fitWithin(knownSize(links[at]) ?? imageSizeOf(img) ?? { width: 0, height: 0 }, viewportBox(win));
    if (fitted.width > 0) {
      img.style.width = `${fitted.width}px`;
      img.style.height = `${fitted.height}px`;
    }
  };
  const show = (index: number) => {
    at = (index + links.length) % links.length;
    const target = links[at]!;
    const thumb = target.querySelector('img');
    img.src = (swapped(thumb) ? thumb?.getAttribute('src') : target.getAttribute('href')) ?? '';
    img.alt = thumb?.getAttribute('alt') ?? '';
    const text = [img.alt, links.length > 1 ? TEXT.imageOf(at + 1, links.length) : ''].filter(Boolean).join(' · ');
    caption.textContent = text;
    size();
  };
  // An image whose size was unknown until it loaded is sized once it has (the image component's onLoadingComplete).
  const stopLoad = onLoadingComplete(img, () => {
    if (!knownSize(links[at])) size();
  });
  const onResize = debounce(size, LIGHTBOX_RESIZE_DEBOUNCE_MS);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close();
    } else if (e.key === 'ArrowLeft' && links.length > 1) show(at - 1);
    else if (e.key === 'ArrowRight' && links.length > 1) show(at + 1);
  };
  root.addEventListener('click', (e) => {
    if (e.target === root || e.target === panel) close();
  });
  panel.addEventListener('keydown', onKey);
  win.addEventListener('resize', onResize);

  show(at);
  doc.body.append(root);
  const trap: FocusTrap = trapFocus(panel, closeButton);
  const close = () => {
    if (!root.isConnected) return;
    onResize.cancel();
    stopLoad();
    win.removeEventListener('resize', onResize);
    root.remove();
    trap.release();
    if (current === handle) current = null;
  };
  const handle: OpenLightbox = { root, index: () => at, show, close };
  current = handle;
  return handle;
}

/** Set on <html> once gallery links open in the lightbox. */
export const LIGHTBOX_READY = 'data-lightbox-ready';

/** Opens lightbox links in the lightbox (one listener for the page, so links added later by Quick View work too); returns the stop. */
export function startImageLightbox(doc: Document = document): () => void {
  const onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-lightbox]');
    if (!link || link.target === '_blank') return;
    e.preventDefault();
    openImage(link);
  };
  doc.addEventListener('click', onClick);
  // Until now a click follows the link to the image file; the mark tells scripts (and tests) that links open in place.
  doc.documentElement.setAttribute(LIGHTBOX_READY, '');
  return () => {
    doc.removeEventListener('click', onClick);
    doc.documentElement.removeAttribute(LIGHTBOX_READY);
  };
}
