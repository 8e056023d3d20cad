/**
 * A kept page cut once at its per-response markers (the CSP nonce, the
 * crumb, the cart pill), so each response is one join of the pieces with
 * its own values instead of a search-and-replace pass over the whole page
 * per marker.
 */
import { NONCE_PLACEHOLDER, CRUMB_PLACEHOLDER } from './csp.js';
import { CART_PILL_MARKER } from '../../site/render/cart-pill.js';

export type Hole = 'nonce' | 'crumb' | 'pill';

const HOLE_OF: Record<string, Hole> = { [NONCE_PLACEHOLDER]: 'nonce', [CRUMB_PLACEHOLDER]: 'crumb', [CART_PILL_MARKER]: 'pill' };
const MARKERS = new RegExp([NONCE_PLACEHOLDER, CRUMB_PLACEHOLDER, CART_PILL_MARKER].map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');

export class PageSplice {
  /** Text between the markers: one more than `holes`. */
  private readonly texts: string[] = [];
  private readonly holes: Hole[] = [];

  constructor(page: string) {
    let at = 0;
    for (const m of page.matchAll(MARKERS)) {
      this.texts.push(page.slice(at, m.index));
      this.holes.push(HOLE_OF[m[0]]!);
      at = m.index + m[0].length;
    }
    this.texts.push(page.slice(at));
  }

  /** The page with this response's values at its markers. */
  fill(values: Record<Hole, string>): string {
    let out = this.texts[0]!;
    for (let i = 0; i < this.holes.length; i++) out += values[this.holes[i]!] + this.texts[i + 1]!;
    return out;
  }
}
