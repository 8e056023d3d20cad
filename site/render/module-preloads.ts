/**
 * The shopper widgets' script of a page: one module script in the head and,
 * once the whole page is rendered, modulepreload links for the chunks of
 * the widgets the page holds, so the browser fetches them at once instead
 * of one import level at a time. Which chunks a widget needs is the
 * server's business (the renderer's `clientScript` option).
 */
import { randomBytes } from 'node:crypto';
import { CART_PILL_MARKER } from './cart-pill.js';

/** Where the preload links go in the head; random per process and never sent, like the pill's marker. */
export const PRELOADS_MARKER = `<!--vitrine-module-preloads-${randomBytes(16).toString('hex')}-->`;

export interface ClientScript {
  /** The entry module's URL. */
  src: string;
  /** The URLs of the chunks a page with these widgets loads. */
  preloads(widgets: ReadonlySet<string>): readonly string[];
}

const ESC: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ESC[c]!);
const nonceAttr = (nonce: string | undefined) => (nonce ? ` nonce="${esc(nonce)}"` : '');

/** The head's script tag and the marker its preloads replace. */
export function clientScriptTags(script: ClientScript, nonce: string | undefined): string {
  return `<script type="module" src="${esc(script.src)}"${nonceAttr(nonce)}></script>${PRELOADS_MARKER}`;
}

const WIDGET_ATTR = 'data-widget="';

/** The widgets named in a page (`data-widget="…"`), and the cart pill where its marker waits to be filled. */
export function widgetsIn(html: string): Set<string> {
  const out = new Set<string>();
  for (let at = html.indexOf(WIDGET_ATTR); at !== -1; at = html.indexOf(WIDGET_ATTR, at)) {
    at += WIDGET_ATTR.length;
    const end = html.indexOf('"', at);
    if (end === -1) break;
    out.add(html.slice(at, end));
  }
  if (html.includes(CART_PILL_MARKER)) out.add('cart-pill');
  return out;
}

/** The page with the preload links of its widgets' chunks in place of the marker (a page without it is returned as is). */
export function fillPreloads(html: string, script: ClientScript, nonce: string | undefined): string {
  const at = html.indexOf(PRELOADS_MARKER);
  if (at === -1) return html;
  // Low priority: the page's images (its largest paint) go first where connections are few (HTTP/1.1 allows six).
  const links = script.preloads(widgetsIn(html)).map((href) => `<link rel="modulepreload" href="${esc(href)}" fetchpriority="low"${nonceAttr(nonce)}>`).join('');
  return html.slice(0, at) + links + html.slice(at + PRELOADS_MARKER.length);
}
