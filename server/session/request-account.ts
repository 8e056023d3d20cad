/**
 * The signed-in account of a request: a live session cookie whose
 * user-info cookie says authenticated for the same user (SPEC section 6).
 * Pages read it from `request.siteAccount`, set by a hook before the site
 * routes (register.ts); the API routes resolve it themselves.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Account, SessionRow } from './account-repo.js';
import type { AccountService } from './account-service.js';
import type { Address } from './addresses.js';
import { readUserInfo, sessionTokenOf } from './session-cookies.js';

export interface SiteAccount {
  session: SessionRow;
  account: Account;
  /** The address book, read for the account page only (register.ts). */
  addresses?: Address[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in site user of a page request (null for visitors); set by server/session/. */
    siteAccount: SiteAccount | null;
  }
}

export async function resolveAccount(accounts: AccountService, cookies: Record<string, string | undefined>, log: FastifyBaseLogger): Promise<SiteAccount | null> {
  const token = sessionTokenOf(cookies);
  if (token === undefined) return null;
  const info = readUserInfo(cookies, log);
  if (!info?.authenticated || info.siteUserId === null) return null;
  const found = await accounts.sessionOf(token);
  if (!found || found.account.id !== info.siteUserId) return null;
  return found;
}
