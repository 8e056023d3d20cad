/**
 * Who may see a page: a password-locked site (lock screen, 103), a
 * password-protected page (105), a member-only page (106) and a paywalled
 * page (107). Decided before rendering, from the visitor's unlocks and
 * membership; the page is replaced by an access page of that type.
 */
import type { SiteIndex } from '../content/site-index.js';
import type { CollectionContent } from '../content/types.js';
import type { Route } from './resolve-route.js';
import { PAGE_TYPE, type PageTypeCode } from './page-types.js';
import { SITE_LOCK_ID } from '../content/secrets.js';
import { gatedKindOf, itemIsGated, type AccessHolder } from '../content/video-lessons.js';

export interface Visitor {
  /** Ids of what the visitor unlocked with a password: 'site' or collection ids. */
  unlocked: ReadonlySet<string>;
  /** A signed-in site user. */
  member: boolean;
  /** Member areas the signed-in user belongs to, and paywalls they bought access to (server/session/). */
  memberAreas?: ReadonlySet<string>;
  /** The signed-in account's email, for the account page's own forms. */
  email?: string;
  /** The signed-in account's address book, on the account page only (server/session/addresses.ts). */
  addresses?: readonly AccountAddress[];
}

/** One saved address: its id, default mark and address fields. */
export interface AccountAddress {
  id: string;
  isDefault?: boolean;
  firstName?: string;
  lastName?: string;
  line1?: string;
  line2?: string;
  city?: string;
  state?: string;
  zip?: string;
  country?: string;
  phone?: string;
}

export const ANONYMOUS: Visitor = { unlocked: new Set(), member: false };

/** The member area of a page marked only `memberOnly` (one area for the whole site). */
export const DEFAULT_MEMBER_AREA = 'members';

/** The member area a collection belongs to (`memberAreaId`, or the default one for `memberOnly`), or null. */
export function memberAreaOf(c: AccessHolder): string | null {
  if (typeof c.memberAreaId === 'string' && c.memberAreaId !== '') return c.memberAreaId;
  return c.memberOnly === true ? DEFAULT_MEMBER_AREA : null;
}

/** The access a one-off purchase of a paywalled collection grants. */
export function paywallAccessId(c: AccessHolder): string {
  return `paywall-${c.id}`;
}

function hasAccess(visitor: Visitor, id: string | null): boolean {
  return id !== null && visitor.member && (visitor.memberAreas?.has(id) ?? false);
}

/** `item`: the gate is a video's or lesson's own (video-lessons.ts), not its page's. */
export type AccessDenial = { reason: 'lock-screen' | 'protected' | 'member-area' | 'paywall'; pageType: PageTypeCode; target: string; status: number; item?: true };

export { SITE_LOCK_ID };

/** Access pages answer 403: the page exists, this visitor may not see it yet. */
export const ACCESS_DENIED_STATUS = 403;

export function checkAccess(index: SiteIndex, route: Route, visitor: Visitor): AccessDenial | null {
  const website = index.content.website;
  if (website.passwordProtected === true && !visitor.unlocked.has(SITE_LOCK_ID)) {
    return { reason: 'lock-screen', pageType: PAGE_TYPE.LOCK_SCREEN, target: SITE_LOCK_ID, status: ACCESS_DENIED_STATUS };
  }
  if (route.kind !== 'collection' && route.kind !== 'item') return null;
  const chain: CollectionContent[] = [route.collection];
  const folder = index.parentFolder(route.collection);
  if (folder) chain.push(folder);
  for (const c of chain) {
    if (c.passwordProtected === true && !visitor.unlocked.has(c.id)) {
      return { reason: 'protected', pageType: PAGE_TYPE.PROTECTED_CONTENT, target: c.id, status: ACCESS_DENIED_STATUS };
    }
    const denied = holderDenial(c, visitor);
    if (denied) return denied;
  }
  // A video or lesson gated on its own, inside a page anyone may open.
  if (route.kind === 'item' && gatedKindOf(route.collection) !== null && itemIsGated(route.item)) {
    const denied = holderDenial(route.item as AccessHolder, visitor);
    if (denied) return { ...denied, item: true };
  }
  return null;
}

/** A member area's or paywall's refusal of this visitor, else null. */
function holderDenial(c: AccessHolder, visitor: Visitor): AccessDenial | null {
  const area = memberAreaOf(c);
  if (c.paywall === true) {
    if (!hasAccess(visitor, area) && !hasAccess(visitor, paywallAccessId(c))) {
      return { reason: 'paywall', pageType: PAGE_TYPE.PAYWALL, target: c.id, status: ACCESS_DENIED_STATUS };
    }
  } else if (area !== null && !hasAccess(visitor, area)) {
    return { reason: 'member-area', pageType: PAGE_TYPE.MEMBER_AREA_ACCESS_DENIED, target: c.id, status: ACCESS_DENIED_STATUS };
  }
  return null;
}
