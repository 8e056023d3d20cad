/**
 * The site's contributors: the accounts holding an owner role (ADMIN or
 * WEBSITE_MANAGER), read and changed on the site users' table. Granting
 * replaces the account's owner role (its other roles stay); revoking takes
 * both owner roles away. The change is seen on the account's next request
 * (every request reads the roles), so a revoked manager is refused at once.
 */
import type { Store, Tx } from '../../store/index.js';
import { normaliseEmail } from '../../session/email-rule.js';
import { readRoles } from '../../session/roles.js';
import { OWNER_ROLE_CODES, ownerRoleOf, type OwnerRole } from '../../../editor/permissions.js';
import { editorError } from '../errors.js';

/** At most this many contributors are listed (a site has a handful; the list stays bounded). */
export const MAX_CONTRIBUTORS_LISTED = 200;

export interface Contributor {
  accountId: string;
  email: string;
  role: OwnerRole;
}

const OWNER_CODES: readonly number[] = Object.values(OWNER_ROLE_CODES);

function contributorOf(row: { id: string; email: string; roles: string }): Contributor | null {
  const role = ownerRoleOf(readRoles(row.roles));
  return role === null ? null : { accountId: row.id, email: row.email, role };
}

/** The contributors, by email. Accounts without roles (shoppers) are left out by the query. */
export async function listContributors(store: Store): Promise<Contributor[]> {
  const rows = await store.db.selectFrom('site_users').select(['id', 'email', 'roles']).where('roles', '<>', '[]').orderBy('email').execute();
  return rows
    .map(contributorOf)
    .filter((c): c is Contributor => c !== null)
    .slice(0, MAX_CONTRIBUTORS_LISTED);
}

async function setRoles(tx: Tx, id: string, roles: readonly number[]): Promise<void> {
  await tx.updateTable('site_users').set({ roles: JSON.stringify(roles), updated_at: new Date().toISOString() }).where('id', '=', id).execute();
}

/** Gives the account with `email` the owner role `role`; `by` (the administrator) cannot change their own. */
export async function grantRole(tx: Tx, email: string, role: OwnerRole, by: string): Promise<Contributor> {
  const row = await tx.selectFrom('site_users').select(['id', 'email', 'roles']).where('email', '=', normaliseEmail(email)).executeTakeFirst();
  if (!row) throw editorError('ACCOUNT_NOT_FOUND');
  if (row.id === by) throw editorError('OWN_ROLE');
  const others = readRoles(row.roles).filter((r) => !OWNER_CODES.includes(r));
  await setRoles(tx, row.id, [...others, OWNER_ROLE_CODES[role]]);
  return { accountId: row.id, email: row.email, role };
}

/** Takes the owner roles away from the account `accountId`; NOT_FOUND when it has none. */
export async function revokeRole(tx: Tx, accountId: string, by: string): Promise<Contributor> {
  if (accountId === by) throw editorError('OWN_ROLE');
  const row = await tx.selectFrom('site_users').select(['id', 'email', 'roles']).where('id', '=', accountId).executeTakeFirst();
  const was = row ? contributorOf(row) : null;
  if (!row || !was) throw editorError('NOT_FOUND');
  await setRoles(tx, row.id, readRoles(row.roles).filter((r) => !OWNER_CODES.includes(r)));
  return was;
}
