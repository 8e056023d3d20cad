/**
 * A kept page cut once at its per-response markers (the CSP nonce, the
 * crumb, the cart pill, the posts' comment sections) and encoded to UTF-8
 * once, the way an edge cache keeps a page with includes: each response is
 * one copy of the encoded pieces with its own short values encoded between
 * them, instead of a search-and-replace pass per marker and a UTF-8
 * encoding of the whole page (the largest cost of a kept page's response
 * once it was a string).
 */
import { encodeUtf8 } from '../../engine/index.js';
import { NONCE_PLACEHOLDER, CRUMB_PLACEHOLDER } from './csp.js';
import { CART_PILL_MARKER } from '../../site/render/cart-pill.js';
import { COMMENTS_MARKER_PATTERN } from './comment-holes.js';

export type Hole = 'nonce' | 'crumb' | 'pill';

const HOLE_OF: Record<string, Hole> = { [NONCE_PLACEHOLDER]: 'nonce', [CRUMB_PLACEHOLDER]: 'crumb', [CART_PILL_MARKER]: 'pill' };
const escape = (m: string) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const MARKERS = new RegExp([...[NONCE_PLACEHOLDER, CRUMB_PLACEHOLDER, CART_PILL_MARKER].map(escape), COMMENTS_MARKER_PATTERN].join('|'), 'g');

/** A hole of the page: one of the fixed ones, or the comment section of an item. */
type PageHole = Hole | { comments: string };

/** A piece of the page as a Buffer over its encoded bytes (no copy). */
const bytesOf = (text: string): Buffer => {
  const bytes = encodeUtf8(text);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

export class PageSplice {
  /** The UTF-8 text between the markers: one more than `holes`. */
  private readonly texts: Buffer[] = [];
  private readonly holes: PageHole[] = [];
  private readonly textBytes: number;
  /** The items whose comment sections the page shows, once each. */
  readonly commentItems: readonly string[];

  constructor(page: string) {
    let at = 0;
    const items = new Set<string>();
    for (const m of page.matchAll(MARKERS)) {
      this.texts.push(bytesOf(page.slice(at, m.index)));
      const item = m[1];
      if (item !== undefined) items.add(item);
      this.holes.push(item !== undefined ? { comments: item } : HOLE_OF[m[0]]!);
      at = m.index + m[0].length;
    }
    this.texts.push(bytesOf(page.slice(at)));
    this.textBytes = this.texts.reduce((n, b) => n + b.length, 0);
    this.commentItems = [...items];
  }

  /** The page's UTF-8 bytes with this response's values at its markers (a comment section missing from `comments` is left out). */
  fill(values: Record<Hole, string>, comments: ReadonlyMap<string, string> = new Map()): Buffer {
    const encoded = { nonce: Buffer.from(values.nonce, 'utf8'), crumb: Buffer.from(values.crumb, 'utf8'), pill: Buffer.from(values.pill, 'utf8') };
    const sections = new Map([...comments].map(([id, html]) => [id, Buffer.from(html, 'utf8')]));
    const bytesOfHole = (hole: PageHole) => (typeof hole === 'string' ? encoded[hole] : sections.get(hole.comments) ?? EMPTY);
    let size = this.textBytes;
    for (const hole of this.holes) size += bytesOfHole(hole).length;
    const out = Buffer.allocUnsafe(size);
    let at = this.texts[0]!.copy(out, 0);
    for (let i = 0; i < this.holes.length; i++) {
      at += bytesOfHole(this.holes[i]!).copy(out, at);
      at += this.texts[i + 1]!.copy(out, at);
    }
    return out;
  }
}

const EMPTY = Buffer.alloc(0);
