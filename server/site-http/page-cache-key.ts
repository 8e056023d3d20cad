/**
 * Keys of the page micro-cache. A page is a function of the content revision,
 * its URL, the device class, the clock (the cache's short lifetime accepts that) and what the
 * visitor brings: what they unlocked, their membership, their cart. An
 * anonymous visitor brings nothing, so the URL and device are the key. The
 * cart shows only in the cart pill, which is spliced in per response: a
 * shopper with a cart shares the anonymous page, a visitor with unlocks or a
 * sign-in the page of their access (sharedKey). Only a page whose own
 * template reads the cart (or the signed-in account page) is rendered for
 * exactly the visitor's state, kept under a digest of it (personalKey): a
 * different cart, sign-in or unlock is another key, never another visitor's
 * page. The crumb and the CSP nonce are not part of a page either: they are
 * spliced in at their placeholders on every response.
 */
import { createHash } from 'node:crypto';
import type { Visitor } from '../../site/routing/access.js';
import type { Json } from '../../site/content/types.js';

/** The key of a page that is the same for every visitor without cookies, at a content revision. */
export function anonymousKey(revision: number, device: string, url: string): string {
  return `${revision}\u0000${device}\u0000${url}`;
}

/**
 * The key of the page shared by visitors whose access check ends the same
 * way (SiteRenderer.accessOf) and who bring unlocks or a sign-in: never the
 * anonymous page's key, so a page one of them may see is never kept where
 * an anonymous visitor finds it. Their cart pill is spliced in per response.
 */
export function sharedKey(revision: number, device: string, url: string, access: string): string {
  return `${anonymousKey(revision, device, url)}\u0000access\u0000${access}`;
}

/** The key of a page rendered for this visitor's state (their cart as the page shows it, without its id). */
export function personalKey(revision: number, device: string, url: string, visitor: Visitor, cart: Json | undefined): string {
  // Every field of the visitor (sets as sorted lists), so a field added to Visitor is part of the key unasked.
  const state = JSON.stringify([visitor, cart ?? null], (_key, value: unknown) => (value instanceof Set ? [...(value as Set<string>)].sort() : value));
  return `${anonymousKey(revision, device, url)}\u0000${createHash('sha256').update(state).digest('base64url')}`;
}
