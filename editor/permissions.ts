/**
 * What each owner role may change in the editor. The SPEC lists the roles
 * (section 3: admin 1 … website manager 15) but says nothing of what each
 * may do (section 6: "not shown"); this is Vitrine's split, shared by the
 * app (which screens it shows) and the server (which refuses the rest).
 *
 * Both roles read every screen's data, except the contributors list (emails
 * of other accounts), which only an administrator reads.
 */

/** The owner roles the editor knows, by their SPEC names and codes. */
export const OWNER_ROLE_CODES = { ADMIN: 1, WEBSITE_MANAGER: 15 } as const;
export type OwnerRole = keyof typeof OWNER_ROLE_CODES;
/** The roles an administrator may grant, in the order the Permissions screen offers them. */
export const GRANTABLE_ROLES: readonly OwnerRole[] = ['WEBSITE_MANAGER', 'ADMIN'];

/** The editor's areas, each a family of endpoints and a screen. */
export const EDITOR_AREAS = [
  'pages',
  'design',
  'navigation',
  'headerFooter',
  'sections',
  'products',
  'uploads',
  'mailingLists',
  'storeSetup',
  'preferences',
  'languages',
  'roles',
] as const;
export type EditorArea = (typeof EDITOR_AREAS)[number];

/** The areas only an administrator changes: the store's setup, money-related preferences, the site's languages and who may edit. */
export const ADMIN_ONLY_AREAS: ReadonlySet<EditorArea> = new Set<EditorArea>(['storeSetup', 'preferences', 'languages', 'roles']);

export function isOwnerRole(value: unknown): value is OwnerRole {
  return typeof value === 'string' && Object.hasOwn(OWNER_ROLE_CODES, value);
}

/** Whether `role` may change `area`. */
export function mayChange(role: OwnerRole, area: EditorArea): boolean {
  return role === 'ADMIN' || !ADMIN_ONLY_AREAS.has(area);
}

/** The owner role of a list of role codes: ADMIN wins over WEBSITE_MANAGER; null for none. */
export function ownerRoleOf(codes: readonly number[]): OwnerRole | null {
  if (codes.includes(OWNER_ROLE_CODES.ADMIN)) return 'ADMIN';
  if (codes.includes(OWNER_ROLE_CODES.WEBSITE_MANAGER)) return 'WEBSITE_MANAGER';
  return null;
}
