/**
 * Site user roles, SPEC section 3, stored per account as a list of codes.
 * The SPEC does not say what each may do; Vitrine lets ADMIN and
 * WEBSITE_MANAGER act as the site owner (the header/footer API).
 */
export const SITE_USER_ROLE = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
  NONE: 14,
  WEBSITE_MANAGER: 15,
  DRAFT_EDITOR: 16,
} as const;

export type SiteUserRole = (typeof SITE_USER_ROLE)[keyof typeof SITE_USER_ROLE];

const CODES = new Set<number>(Object.values(SITE_USER_ROLE));
const OWNER_ROLES = new Set<number>([SITE_USER_ROLE.ADMIN, SITE_USER_ROLE.WEBSITE_MANAGER]);

/** The role codes of a stored JSON list; anything else in it is dropped. */
export function readRoles(json: string): SiteUserRole[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? (v.filter((r) => typeof r === 'number' && CODES.has(r)) as SiteUserRole[]) : [];
  } catch {
    return [];
  }
}

export function isOwner(roles: readonly number[]): boolean {
  return roles.some((r) => OWNER_ROLES.has(r));
}
