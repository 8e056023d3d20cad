/**
 * The page editor's canvas as the page: Puck draws the blocks in a frame
 * (its iframe) that carries the site's stylesheets and body classes, with
 * the site's own header and footer around them, taken from the page the
 * preview module rendered with the site's templates (preview-pane.tsx).
 * The blocks sit on the page's 12-column grid as the site lays them out
 * (templates/styles/layout.less): the frame's width is the chosen device's
 * (Puck's viewport controls), so the site's own breakpoints apply.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LAYOUT_COLUMNS } from '../../editor/limits.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';

export interface CanvasChrome {
  /** The body's markup with the page's own block layout replaced by an empty slot (SLOT_ATTRIBUTE), scripts taken out. */
  html: string;
  bodyClass: string;
  stylesheets: string[];
}

/** Marks where the blocks go in the page's markup. */
const SLOT_ATTRIBUTE = 'data-vitrine-canvas-slot';

export const CanvasChromeContext = createContext<CanvasChrome | null>(null);

/** The widths the canvas offers: the site's desktop, a tablet and a phone (under the site's 432 px mobile breakpoint). */
export const CANVAS_VIEWPORTS = [
  { width: 1280, label: T.viewports.desktop, icon: 'Monitor' as const },
  { width: 820, label: T.viewports.tablet, icon: 'Tablet' as const },
  { width: 390, label: T.viewports.phone, icon: 'Smartphone' as const },
];

/** Gap between the grid's columns, as the site's @gap. */
const GRID_GAP_PX = 24;
/** The site's mobile breakpoint (templates/styles/base.less @mobile): columns stack below it. */
const MOBILE_MAX_PX = 432;

const SLOT = SLOT_ATTRIBUTE;
const CANVAS_CSS = `
.vitrine-canvas-grid > [data-puck-dropzone] { display: grid; grid-template-columns: repeat(${LAYOUT_COLUMNS}, minmax(0, 1fr)); gap: ${GRID_GAP_PX}px; min-height: 96px; }
.vitrine-canvas-grid > [data-puck-dropzone] > * { grid-column: 1 / -1; }
.vitrine-canvas-grid .vitrine-canvas-cell { min-width: 0; }
@media (max-width: ${MOBILE_MAX_PX}px) { .vitrine-canvas-grid .vitrine-canvas-cell { grid-column: 1 / -1 !important; } }
.vitrine-canvas-chrome :is(a, button, input, select, textarea, summary) { pointer-events: none; }
.vitrine-canvas-chrome [${SLOT}] * { pointer-events: auto; }
`;

/** The page the preview rendered, its block layout made the slot the canvas's blocks go in (what the theme puts around it, a home page's hero say, stays). */
export function chromeOf(html: string): CanvasChrome | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const layout = doc.querySelector('main .sqs-layout[data-type="page"], main .sqs-layout[data-type="block-field"][id^="page-"]');
  if (!layout) return null;
  for (const s of doc.querySelectorAll('script, noscript')) s.remove();
  const slot = doc.createElement('div');
  slot.setAttribute(SLOT_ATTRIBUTE, '');
  layout.replaceWith(slot);
  return {
    html: doc.body.innerHTML,
    bodyClass: doc.body.className,
    stylesheets: [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => l.getAttribute('href') ?? '').filter((h) => h.startsWith('/')),
  };
}

/** Puck's iframe override: the site's stylesheets and body classes in the frame's document. */
export function CanvasFrame({ children, document: frame }: { children: ReactNode; document?: Document }) {
  const chrome = useContext(CanvasChromeContext);
  useEffect(() => {
    if (!frame) return;
    const added: Element[] = [];
    const style = frame.createElement('style');
    style.textContent = CANVAS_CSS;
    added.push(style);
    for (const href of chrome?.stylesheets ?? []) {
      const link = frame.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      added.push(link);
    }
    for (const el of added) frame.head.appendChild(el);
    const before = frame.body.className;
    frame.body.className = `${before} ${chrome?.bodyClass ?? ''}`.trim();
    frame.documentElement.lang = document.documentElement.lang;
    return () => {
      for (const el of added) el.remove();
      frame.body.className = before;
    };
  }, [frame, chrome]);
  return <>{children}</>;
}

/** The root of the canvas: the page as the site renders it, the blocks in its layout's place; the rest is shown, not used (its links do not navigate the frame). */
export function CanvasPage({ children }: { children: ReactNode }) {
  const chrome = useContext(CanvasChromeContext);
  const host = useRef<HTMLDivElement>(null);
  const [slot, setSlot] = useState<Element | null>(null);
  useLayoutEffect(() => {
    const el = host.current;
    if (!el || !chrome) return setSlot(null);
    el.innerHTML = chrome.html;
    setSlot(el.querySelector(`[${SLOT_ATTRIBUTE}]`));
  }, [chrome]);
  const grid = <div className="sqs-layout sqs-grid-12 columns-12 vitrine-canvas-grid" data-type="page">{children}</div>;
  // A link of the page around the blocks would take the frame away from the editor.
  const stay = (e: MouseEvent) => {
    const a = (e.target as Element).closest('a, button, input, select, textarea');
    if (a && !a.closest(`[${SLOT_ATTRIBUTE}]`)) e.preventDefault();
  };
  return (
    <>
      <div ref={host} className="vitrine-canvas-chrome" onClickCapture={stay} />
      {chrome && slot ? createPortal(grid, slot) : <main className="site-main">{grid}</main>}
    </>
  );
}
