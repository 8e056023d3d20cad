/**
 * The Content Security Policy of site pages, with a fresh nonce per
 * response for the inline scripts the pages need (the page context, the
 * image loader, the theme's and the code injection's inline scripts).
 *
 * Pages are rendered (and micro-cached) with NONCE_PLACEHOLDER where the
 * nonce goes; each response swaps in its own nonce. The placeholder is
 * random per process and never sent, so content cannot forge it.
 */
import { randomBytes, randomFillSync } from 'node:crypto';

export const NONCE_PLACEHOLDER = `vitrine-nonce-${randomBytes(16).toString('hex')}`;
/** Bytes of randomness in one nonce (base64: 24 characters). */
export const NONCE_BYTES = 18;

/** Nonces drawn from one fill of the random source: a fill costs about 5 µs, as much as 50 nonces sliced from it. */
const NONCES_PER_FILL = 256;
const noncePool = Buffer.alloc(NONCE_BYTES * NONCES_PER_FILL);
let nonceAt = noncePool.length;

/** A fresh nonce; each byte of the pool is used once. */
export function newNonce(): string {
  if (nonceAt === noncePool.length) {
    randomFillSync(noncePool);
    nonceAt = 0;
  }
  return noncePool.toString('base64', nonceAt, (nonceAt += NONCE_BYTES));
}

/** Hosts a page's policy allows beside its own (a captcha provider's: forms/captcha-browser.ts). */
export interface CspSources {
  script?: readonly string[];
  style?: readonly string[];
  frame?: readonly string[];
  connect?: readonly string[];
}

/**
 * Scripts: this site's files and the inline scripts carrying the nonce;
 * no 'unsafe-inline', no scheme-wide source. Styles keep inline style
 * attributes (the platform's markup uses them). Images and media may come
 * from any https host (content images on a CDN); fonts from the site.
 */
export function siteCsp(nonce: string, extra: CspSources = {}): string {
  const more = (kind: keyof CspSources) => (extra[kind]?.length ? ` ${extra[kind]!.join(' ')}` : '');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${more('script')}`,
    `style-src 'self' 'unsafe-inline'${more('style')}`,
    "img-src 'self' data: https:",
    "media-src 'self' https:",
    // Video and map embeds of the content are frames of their providers.
    `frame-src 'self' https:${more('frame')}`,
    "font-src 'self' data:",
    `connect-src 'self'${more('connect')}`,
    "object-src 'none'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** A rendered page with this response's nonce in place of the placeholder. */
export function withNonce(body: string, nonce: string): string {
  return body.includes(NONCE_PLACEHOLDER) ? body.replaceAll(NONCE_PLACEHOLDER, nonce) : body;
}

/**
 * Where a page's plain forms put the visitor's crumb: pages are rendered
 * (and micro-cached) with this placeholder and each response swaps in the
 * crumb of its own visitor. Random per process, like the nonce's.
 */
export const CRUMB_PLACEHOLDER = `vitrine-crumb-${randomBytes(16).toString('hex')}`;

/** A rendered page with this visitor's crumb in place of the placeholder. */
export function withCrumb(body: string, crumb: string): string {
  return body.includes(CRUMB_PLACEHOLDER) ? body.replaceAll(CRUMB_PLACEHOLDER, crumb) : body;
}
