/**
 * A jsdom window as the global browser environment for the widget tests.
 * Import it before anything that loads react-dom.
 */
import { JSDOM } from 'jsdom';

export const dom = new JSDOM('<!doctype html><html lang="en-US"><head></head><body></body></html>', {
  url: 'https://shop.example/shop/linen-apron',
  pretendToBeVisual: true,
});

const g = globalThis as Record<string, unknown>;
const win = dom.window as unknown as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(win)) {
  if (key in g) continue;
  try {
    g[key] = win[key];
  } catch {
    // read-only globals stay Node's own
  }
}
// Node has its own Event classes; the DOM's must win for dispatchEvent.
for (const key of ['Event', 'CustomEvent', 'EventTarget']) g[key] = win[key];
g.window = dom.window;
g.document = dom.window.document;
Object.defineProperty(g, 'navigator', { value: dom.window.navigator, configurable: true, writable: true });
g.IS_REACT_ACT_ENVIRONMENT = true;

/** Moves the page to `url` (location.pathname follows). */
export function setUrl(url: string): void {
  dom.reconfigure({ url });
}
