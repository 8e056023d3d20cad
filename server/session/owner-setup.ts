/**
 * The one-time setup link of a site without an owner (the admin's first
 * run, beside VITRINE_SITE_OWNER_EMAILS): on start, while no account has
 * an owner role, the server makes a random key, keeps only its SHA-256
 * (a stolen copy of the store gives no link) and prints
 * `<site>/config/setup#<key>` once on its standard output. The key rides
 * in the fragment, which browsers never send: it is in no request line,
 * access log or Referer. The setup page's script posts it with the new
 * owner's email and password (POST /api/site-users/account/owner-setup);
 * one transaction then checks that no owner exists yet, takes the link
 * (unused, not expired: a conditional update, so two requests cannot both
 * take it) and makes the account an administrator (an existing account
 * only with its own password). Each start that finds no owner prints a
 * link of its own; SETUP_LINK_TTL_MS bounds each, and once an owner
 * exists none works.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Store, Tx } from '../store/index.js';
import { accountOf, findUserByEmail, insertUser, type Account } from './account-repo.js';
import { isValidEmail, normaliseEmail } from './email-rule.js';
import { sessionError } from './errors.js';
import { checkPassword, hashPassword, verifyPassword } from './passwords.js';
import { isOwner, readRoles, SITE_USER_ROLE } from './roles.js';

/** How long a printed setup link works: long enough to open it after a start, short enough to go stale unused. */
export const SETUP_LINK_TTL_MS = 60 * 60 * 1000;
/** The setup page; the key follows in the fragment. */
export const SETUP_PATH = '/config/setup';
/** The key's length in bytes (256 bits), written as base64url (43 characters). */
const KEY_BYTES = 32;
const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Migration 0106-owner-setup-links: one row per printed link, by its key's hash. */
export interface OwnerSetupLinksTable {
  key_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

type SetupDb = Kysely<Database & { owner_setup_links: OwnerSetupLinksTable }>;
const setupDb = (db: Kysely<Database>) => db as unknown as SetupDb;
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

async function ownerExists(tx: Tx): Promise<boolean> {
  const rows = await tx.selectFrom('site_users').select('roles').where('roles', '!=', '[]').execute();
  return rows.some((r) => isOwner(readRoles(r.roles)));
}

/** A new setup link's key when the site has no owner, else null. */
export async function issueSetupKey(store: Store, now = Date.now()): Promise<string | null> {
  const key = randomBytes(KEY_BYTES).toString('base64url');
  const issued = await store.change(async (tx) => {
    if (await ownerExists(tx)) return false;
    const db = setupDb(tx);
    // Links of earlier starts stay usable until they expire (each node of a cluster prints its own); the stale ones go.
    await db.deleteFrom('owner_setup_links').where((eb) => eb.or([eb('expires_at', '<=', new Date(now).toISOString()), eb('used_at', 'is not', null)])).execute();
    await db.insertInto('owner_setup_links').values({ key_hash: hashOf(key), created_at: new Date(now).toISOString(), expires_at: new Date(now + SETUP_LINK_TTL_MS).toISOString(), used_at: null }).execute();
    return true;
  });
  return issued ? key : null;
}

async function liveKey(db: Kysely<Database>, key: string, now: number): Promise<boolean> {
  const row = await setupDb(db).selectFrom('owner_setup_links').select('key_hash').where('key_hash', '=', hashOf(key)).where('used_at', 'is', null).where('expires_at', '>', new Date(now).toISOString()).executeTakeFirst();
  return row !== undefined;
}

/** The full link printed on start. */
export function setupLink(baseUrl: string, key: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${SETUP_PATH}#${key}`;
}

/**
 * Makes `email` the site's administrator with a setup key: a new account
 * with `password`, or an existing one whose password it is. SETUP_LINK_INVALID
 * for a key unknown, used or expired; OWNER_EXISTS once the site has an owner.
 */
export async function claimOwnership(store: Store, input: { key: string; email: string; password: string }, now = Date.now()): Promise<Account> {
  // The key first: without a live one, nothing is said about the email or the password.
  if (!KEY_SHAPE.test(input.key) || !(await liveKey(store.db, input.key, now))) throw sessionError('SETUP_LINK_INVALID');
  const email = normaliseEmail(input.email);
  if (!isValidEmail(email)) throw sessionError('EMAIL_INVALID');
  checkPassword(input.password);
  const existing = await findUserByEmail(store.db, email);
  // Hash outside the transaction (slow by design); an existing account proves its password instead.
  const hash = existing ? null : await hashPassword(input.password);
  if (existing && !(await verifyPassword(existing.password_hash, input.password))) throw sessionError('BAD_CREDENTIALS');
  return store.change(async (tx) => {
    if (await ownerExists(tx)) throw sessionError('OWNER_EXISTS');
    const taken = await setupDb(tx)
      .updateTable('owner_setup_links')
      .set({ used_at: new Date(now).toISOString() })
      .where('key_hash', '=', hashOf(input.key))
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date(now).toISOString())
      .executeTakeFirst();
    if (taken.numUpdatedRows === 0n) throw sessionError('SETUP_LINK_INVALID');
    const user = await findUserByEmail(tx, email);
    if (user) {
      if (user.id !== existing?.id) throw sessionError('SETUP_LINK_INVALID');
      const roles = [...new Set([...readRoles(user.roles), SITE_USER_ROLE.ADMIN])];
      await tx.updateTable('site_users').set({ roles: JSON.stringify(roles), updated_at: new Date(now).toISOString() }).where('id', '=', user.id).execute();
      return accountOf(tx, { ...user, roles: JSON.stringify(roles) });
    }
    if (hash === null) throw sessionError('SETUP_LINK_INVALID');
    return accountOf(tx, await insertUser(tx, email, hash, [SITE_USER_ROLE.ADMIN]));
  });
}
