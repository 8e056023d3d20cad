/**
 * The first run's notice on start: while the site has no owner, a fresh
 * one-time setup link (server/session/owner-setup.ts) is written once to
 * the process's standard error, for the person who started it. It goes
 * nowhere else: not through the logger (whose JSON lines on standard
 * output are the ones shipped to log stores), not into the store (only
 * its hash), not into any answer.
 */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { issueSetupKey, setupLink, SETUP_LINK_TTL_MS } from '../session/owner-setup.js';

/** Where the notice goes (process.stderr; a test's buffer). */
export interface NoticeOut {
  write(text: string): unknown;
}

/** The server's own address when no public one is configured: a wildcard host reads as localhost. */
function listeningBase(app: FastifyInstance): string {
  const a = app.server.address() as AddressInfo | string | null;
  if (a === null || typeof a === 'string') return 'http://localhost';
  const wildcard = a.address === '0.0.0.0' || a.address === '::';
  const host = wildcard ? 'localhost' : a.family === 'IPv6' ? `[${a.address}]` : a.address;
  return `http://${host}:${a.port}`;
}

/** Issues and prints the setup link when the site has no owner; whether it did. */
export async function announceSetupLink(app: FastifyInstance, publicUrl: string | null, out: NoticeOut): Promise<boolean> {
  const store = app.vitrine.session ? app.vitrine.commerce?.store : undefined;
  if (!store) return false;
  const key = await issueSetupKey(store);
  if (key === null) return false;
  const minutes = Math.round(SETUP_LINK_TTL_MS / 60_000);
  out.write(
    `\nThis site has no owner yet. Open this one-time link within ${minutes} minutes to create the owner's account and sign in to the admin:\n\n` +
      `  ${setupLink(publicUrl ?? listeningBase(app), key)}\n\n` +
      `It works once; each start prints a new one while there is no owner. (Or set VITRINE_SITE_OWNER_EMAILS before starting and create the account at /config.)\n\n`,
  );
  return true;
}
