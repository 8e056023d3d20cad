/**
 * Site users (issue 18): accounts, sessions, member areas, password reset,
 * the header/footer API. `registerSession` wires them into the server.
 */
export { registerSession, type SessionServices, type SessionSettings } from './register.js';
export { AccountService, type AccountServiceOptions, type SignedIn } from './account-service.js';
export { AttemptLimiter } from './attempt-limiter.js';
export { SESSION_ERRORS, SESSION_ERROR_CODES, SessionError, type SessionErrorCode, type SessionFailure } from './errors.js';
export { SESSION_COOKIE, USER_INFO_COOKIE, XSRF_HEADER } from './session-cookies.js';
export { SITE_USER_ROLE, type SiteUserRole } from './roles.js';
export { RESET_PATH } from './reset-links.js';
export type { SiteAccount } from './request-account.js';
export { grantPaidAccess, paywallProducts } from './paywall-access.js';
