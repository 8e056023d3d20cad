/**
 * The site's address for absolute links in mail and feeds: VITRINE_PUBLIC_URL
 * when set; else, behind a trusted proxy, the host the request came to
 * (X-Forwarded-Host and -Proto, which Fastify believes only then); else the
 * content's own baseUrl (the demo's http://localhost:3000). An untrusted
 * Host header is never used: a forged one would put the attacker's address
 * in a password-reset mail.
 *
 * The request's origin reaches code with no request at hand (the checkout
 * service mailing a confirmation) through an AsyncLocalStorage that a root
 * onRequest hook fills, as @fastify/request-context does.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { MailSettings } from '../../editor/mail-settings.js';

const requestOrigin = new AsyncLocalStorage<string>();

/** A host and optional port, nothing that could carry a path or credentials. */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export type PublicUrl = () => string;

/**
 * The configured address, else the trusted proxy's origin of the request at
 * hand, else null (the caller's own fallback: the site renderer uses its
 * current content's baseUrl). Registers the recording hook when needed.
 */
export function publicOriginOf(app: FastifyInstance, configured: string | null, trustProxy: boolean | number | string[]): () => string | null {
  if (configured !== null) {
    const base = configured.replace(/\/+$/, '');
    return () => base;
  }
  if (trustProxy === false) return () => null;
  app.addHook('onRequest', (request, _reply, done) => {
    const host = request.host;
    if (typeof host === 'string' && HOST.test(host)) requestOrigin.run(`${request.protocol}://${host}`, done);
    else done();
  });
  return () => requestOrigin.getStore() ?? null;
}

/** The resolver; with a trusted proxy and no configured address, registers the hook that records each request's origin. */
export function publicUrlOf(app: FastifyInstance, configured: string | null, fallback: string, trustProxy: boolean | number | string[]): PublicUrl {
  const base = (configured ?? fallback).replace(/\/+$/, '');
  const origin = publicOriginOf(app, configured, trustProxy);
  return () => origin() ?? base;
}

/**
 * The pages' origin by the mail's rule: the public address the owner saved
 * in Settings → Mail (kept in memory by SavedMailSettings, so read per
 * page), else `fallback` (VITRINE_PUBLIC_URL, a trusted proxy's host, or
 * null for the content's baseUrl).
 */
export function savedFirst(saved: { cached(): MailSettings } | undefined, fallback: () => string | null): () => string | null {
  if (!saved) return fallback;
  return () => saved.cached().publicUrl.replace(/\/+$/, '') || fallback();
}
