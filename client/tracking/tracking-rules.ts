/**
 * Who is tracked (SPEC section 6): only with a census cookie; a signed-in
 * account whose only role is VIEWER is tracked outside /config paths; other
 * signed-in accounts are not; nor are the not-found, lock-screen and
 * member-area-access-denied pages, nor sites with the census-disabling flag.
 * /search is left out of page views (SPEC section 2).
 */
import type { TrackingContext } from './page-context.js';

export const VIEWER_ROLE = 10;
/** Page types never tracked: not found 100, lock screen 103, member area access denied 106. */
export const UNTRACKED_PAGE_TYPES: readonly number[] = [100, 103, 106];

export function shouldTrack(ctx: TrackingContext, path: string, hasCensusCookie: boolean): boolean {
  if (!hasCensusCookie || ctx.settings.censusDisabled === true || ctx.settings.restrictiveCookiePolicy === true) return false;
  if (ctx.pageType !== null && UNTRACKED_PAGE_TYPES.includes(ctx.pageType)) return false;
  if (ctx.accountRoles !== null) {
    const viewerOnly = ctx.accountRoles.length > 0 && ctx.accountRoles.every((r) => r === VIEWER_ROLE);
    if (!viewerOnly || path === '/config' || path.startsWith('/config/')) return false;
  }
  return true;
}

export function countsAsPageView(path: string): boolean {
  return path !== '/search' && !path.startsWith('/search/');
}
