/**
 * Whether a page's own templates read the visitor's cart. A page shared by
 * every visitor is rendered with `shoppingCart` as a watched key: it reads as
 * absent (the page of an empty cart), and any read of it (a template
 * naming it, `{@|json}` at the root, `?format=json`) marks the page as
 * depending on the cart, so the site route renders it per visitor instead.
 * A runtime watch rather than a scan of the sources: it sees every way a
 * template can reach the key, partials and expressions included.
 */
import type { Json } from '../content/types.js';

/** The context key that carries the visitor's cart (page-context.ts). */
export const CART_KEY = 'shoppingCart';

export class VisitorReads {
  /** Set when a template (or anything else) read the cart key. */
  cart = false;
  /** While copying a context, reads are not the page's. */
  paused = false;
}

const watches = new WeakMap<object, VisitorReads>();

function watchKey(ctx: object, reads: VisitorReads): void {
  Object.defineProperty(ctx, CART_KEY, {
    enumerable: true,
    configurable: true,
    get() {
      if (!reads.paused) reads.cart = true;
      return undefined;
    },
  });
  watches.set(ctx, reads);
}

/** Makes `ctx.shoppingCart` a watched, absent key; the returned record says whether it was read. */
export function watchCart(ctx: Json): VisitorReads {
  const reads = new VisitorReads();
  watchKey(ctx, reads);
  return reads;
}

/** A shallow copy of a page context (`extra` over it) that keeps the watch: copying is not reading. */
export function copyContext(root: Record<string, unknown>, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const reads = watches.get(root);
  if (!reads) return { ...root, ...extra };
  reads.paused = true;
  let copy: Record<string, unknown>;
  try {
    copy = { ...root };
  } finally {
    reads.paused = false;
  }
  if (!(CART_KEY in extra)) watchKey(copy, reads);
  return Object.assign(copy, extra);
}
