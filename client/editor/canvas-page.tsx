/**
 * The page editor's canvas as the page: Puck draws the blocks in a frame
 * (its iframe) that carries the site's stylesheets and body classes, with
 * the site's own header and footer around them, taken from the page the
 * preview module rendered with the site's templates (preview-pane.tsx).
 * The blocks sit on the page's 12-column grid as the site lays them out
 * (templates/styles/layout.less): the frame's width is the chosen device's
 * (Puck's viewport controls), so the site's own breakpoints apply.
 */
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { LAYOUT_COLUMNS } from '../../editor/limits.js';
import { EDITOR_TEXTS as T } from '../../editor/texts.js';

export interface CanvasChrome {
  /** The body's markup before the page's main content (announcement bar, header), scripts taken out. */
  before: string;
  /** After it (the footer). */
  after: string;
  bodyClass: string;
  stylesheets: string[];
}

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

const CANVAS_CSS = `
.vitrine-canvas-grid > [data-puck-dropzone] { display: grid; grid-template-columns: repeat(${LAYOUT_COLUMNS}, minmax(0, 1fr)); gap: ${GRID_GAP_PX}px; min-height: 96px; }
.vitrine-canvas-grid > [data-puck-dropzone] > * { grid-column: 1 / -1; }
.vitrine-canvas-grid .vitrine-canvas-cell { min-width: 0; }
@media (max-width: ${MOBILE_MAX_PX}px) { .vitrine-canvas-grid .vitrine-canvas-cell { grid-column: 1 / -1 !important; } }
.vitrine-canvas-chrome { pointer-events: none; }
`;

/** The page the preview rendered, cut around its main content. */
export function chromeOf(html: string): CanvasChrome | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const main = doc.querySelector('main');
  if (!main) return null;
  for (const s of doc.querySelectorAll('script, noscript')) s.remove();
  // The top-level element that holds the main content: what comes before it and after it frames the page.
  let holder: Element = main;
  while (holder.parentElement && holder.parentElement !== doc.body) holder = holder.parentElement;
  const siblings = [...doc.body.children];
  const at = siblings.indexOf(holder);
  const outer = (els: Element[]) => els.map((e) => e.outerHTML).join('');
  return {
    before: outer(siblings.slice(0, at)),
    after: outer(siblings.slice(at + 1)),
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

/** The root of the canvas: the site's header, the blocks on the page grid, the site's footer (shown, not used: the frame's links do not navigate). */
export function CanvasPage({ children }: { children: ReactNode }) {
  const chrome = useContext(CanvasChromeContext);
  return (
    <>
      {chrome ? <div className="vitrine-canvas-chrome" inert dangerouslySetInnerHTML={{ __html: chrome.before }} /> : null}
      <main className="site-main">
        <div className="sqs-layout sqs-grid-12 columns-12 vitrine-canvas-grid" data-type="page">{children}</div>
      </main>
      {chrome ? <div className="vitrine-canvas-chrome" inert dangerouslySetInnerHTML={{ __html: chrome.after }} /> : null}
    </>
  );
}
