/**
 * Site user queries on the store: accounts, their memberships (member
 * areas joined, paywalls bought) and sessions. Every function takes the
 * transaction handle of its change (or `store.db` for a read).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { SiteSessionsTable, SiteUsersTable, Tx } from '../store/index.js';
import { readRoles, type SiteUserRole } from './roles.js';

export type UserRow = Selectable<SiteUsersTable>;
export type SessionRow = Selectable<SiteSessionsTable>;

export interface Account {
  id: string;
  email: string;
  roles: SiteUserRole[];
  locale: string | null;
  /** Member areas the account belongs to, and paywalled pages it bought. */
  memberAreas: string[];
  createdAt: string;
}

export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** A session cookie's token: 32 random bytes; the store keeps only its SHA-256. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  return tx.selectFrom('site_users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUser(tx: Tx, id: string): Promise<UserRow | undefined> {
  return tx.selectFrom('site_users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertUser(tx: Tx, email: string, passwordHash: string, roles: SiteUserRole[]): Promise<UserRow> {
  const now = new Date().toISOString();
  const row: UserRow = { id: newId(), email, password_hash: passwordHash, roles: JSON.stringify(roles), locale: null, created_at: now, updated_at: now };
  await tx.insertInto('site_users').values(row).execute();
  return row;
}

export async function setPasswordHash(tx: Tx, id: string, hash: string): Promise<void> {
  await tx.updateTable('site_users').set({ password_hash: hash, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
}

export async function setLocale(tx: Tx, id: string, locale: string): Promise<void> {
  await tx.updateTable('site_users').set({ locale, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
}

export async function memberAreasOf(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx.selectFrom('site_memberships').select('member_area_id').where('user_id', '=', userId).orderBy('member_area_id').execute();
  return rows.map((r) => r.member_area_id);
}

/** Adds a membership; an existing one stays as it was. */
export async function addMembership(tx: Tx, userId: string, memberAreaId: string, source: 'join' | 'purchase' | 'grant'): Promise<void> {
  await tx
    .insertInto('site_memberships')
    .values({ user_id: userId, member_area_id: memberAreaId, source, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'member_area_id']).doNothing())
    .execute();
}

export async function accountOf(tx: Tx, user: UserRow): Promise<Account> {
  return { id: user.id, email: user.email, roles: readRoles(user.roles), locale: user.locale, memberAreas: await memberAreasOf(tx, user.id), createdAt: user.created_at };
}

export async function insertSession(tx: Tx, userId: string, ttlMs: number): Promise<{ token: string; row: SessionRow }> {
  const token = newToken();
  const now = Date.now();
  const row: SessionRow = {
    id: newId(),
    token_hash: tokenHash(token),
    user_id: userId,
    xsrf_token: randomBytes(24).toString('base64url'),
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + ttlMs).toISOString(),
    revoked_at: null,
  };
  await tx.insertInto('site_sessions').values(row).execute();
  return { token, row };
}

/** The live session of a cookie token: not revoked, not expired. */
export async function findLiveSession(tx: Tx, token: string, now: Date): Promise<SessionRow | undefined> {
  return tx
    .selectFrom('site_sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

export async function revokeSession(tx: Tx, id: string): Promise<boolean> {
  const r = await tx.updateTable('site_sessions').set({ revoked_at: new Date().toISOString() }).where('id', '=', id).where('revoked_at', 'is', null).executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Revokes every live session of the user but `except`; returns how many. */
export async function revokeSessionsOf(tx: Tx, userId: string, except?: string): Promise<number> {
  const r = await tx
    .updateTable('site_sessions')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(except !== undefined, (q) => q.where('id', '!=', except as string))
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function liveSessionsOf(tx: Tx, userId: string, now: Date, limit: number): Promise<SessionRow[]> {
  return tx
    .selectFrom('site_sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}
