/**
 * The grant that lets a website manager move money (refunds,
 * cancellations, a subscription's pause or cancel): the SPEC's
 * STORE_MANAGER role code beside WEBSITE_MANAGER on the account
 * (editor/commerce-permissions.ts). Only an administrator lists and
 * changes it; every request reads the roles, so a change applies at once.
 */
import type { Store } from '../../store/index.js';
import { readRoles, SITE_USER_ROLE } from '../../session/roles.js';
import { MONEY_GRANT_ROLE } from '../../../editor/commerce-permissions.js';
import { ownerCommerceError } from './errors.js';

/** Website managers listed at most (a site has a handful). */
export const MAX_MANAGERS_LISTED = 200;

export interface ManagerGrant {
  accountId: string;
  email: string;
  moneyGranted: boolean;
}

const isManager = (roles: readonly number[]) => roles.includes(SITE_USER_ROLE.WEBSITE_MANAGER) && !roles.includes(SITE_USER_ROLE.ADMIN);

export async function listManagerGrants(store: Store): Promise<ManagerGrant[]> {
  const rows = await store.db.selectFrom('site_users').select(['id', 'email', 'roles']).where('roles', '<>', '[]').orderBy('email').execute();
  return rows
    .map((r) => ({ r, roles: readRoles(r.roles) }))
    .filter(({ roles }) => isManager(roles))
    .slice(0, MAX_MANAGERS_LISTED)
    .map(({ r, roles }) => ({ accountId: r.id, email: r.email, moneyGranted: roles.includes(MONEY_GRANT_ROLE) }));
}

/** Gives or takes the grant; the account must be a website manager (not found otherwise). */
export async function setMoneyGrant(store: Store, accountId: string, granted: boolean): Promise<ManagerGrant> {
  return store.change(async (tx) => {
    const row = await tx.selectFrom('site_users').select(['id', 'email', 'roles']).where('id', '=', accountId).executeTakeFirst();
    const roles = row ? readRoles(row.roles) : [];
    if (!row || !isManager(roles)) throw ownerCommerceError('MANAGER_NOT_FOUND');
    const next = [...roles.filter((r) => r !== MONEY_GRANT_ROLE), ...(granted ? [MONEY_GRANT_ROLE] : [])];
    await tx.updateTable('site_users').set({ roles: JSON.stringify(next), updated_at: new Date().toISOString() }).where('id', '=', accountId).execute();
    return { accountId: row.id, email: row.email, moneyGranted: granted };
  });
}
