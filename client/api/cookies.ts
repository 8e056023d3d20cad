/** Reading the page's cookies (document.cookie), and whether cookies work at all. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

export function cookiesEnabled(): boolean {
  return typeof navigator === 'undefined' ? true : navigator.cookieEnabled !== false;
}

/** The CSRF crumb cookie whose value goes back with every change. */
export const CRUMB_COOKIE = 'crumb';
/** Site user info: JSON with `authenticated` (SPEC section 6). */
export const USER_INFO_COOKIE = 'SiteUserInfo';
/** Set to 'true' once the visitor has a cart. */
export const HAS_CART_COOKIE = 'hasCart';
/** The cart cookie. */
export const CART_COOKIE = 'CART';

/** The user-info cookie's authenticated flag; an unparseable cookie is logged and reads as not logged in. */
export function isAuthenticated(): boolean {
  const raw = readCookie(USER_INFO_COOKIE);
  if (!raw) return false;
  try {
    const info = JSON.parse(raw) as unknown;
    return typeof info === 'object' && info !== null && (info as { authenticated?: unknown }).authenticated === true;
  } catch (e) {
    console.warn(`Unparseable ${USER_INFO_COOKIE} cookie`, e);
    return false;
  }
}

/** SPEC section 4: the cart loads for authenticated users, with hasCart=true, or with a cart cookie. */
export function shouldLoadCart(): boolean {
  return isAuthenticated() || readCookie(HAS_CART_COOKIE) === 'true' || readCookie(CART_COOKIE) !== undefined;
}
