/** Every limit and lifetime of site users, named once. */

/** SPEC section 9: email length 3 to 256. */
export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 256;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** A session without rememberMe: the browser forgets the cookie on close, the store after this. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
/** A remembered session (rememberMe). */
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A password reset link works this long, and once. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** Failed sign-ins per account within the window before it answers 429. */
export const SIGN_IN_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins (and unlocks) per client address within the window. */
export const SIGN_IN_FAILURES_PER_CLIENT = 20;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Accounts made per client address within the window (each costs a password hash). */
export const SIGN_UPS_PER_CLIENT = 10;
/** Reset mails per address within the window (a mail bomb stops here, silently). */
export const RESET_MAILS_PER_ACCOUNT = 3;
/** Keys an attempt limiter remembers at most (the oldest window goes first). */
export const LIMITER_MAX_KEYS = 10_000;
/** Sessions of one account listed on the account page. */
export const MAX_LISTED_SESSIONS = 50;
/** Addresses in one account's address book. */
export const MAX_ADDRESSES = 20;
/** Characters of one address field. */
export const MAX_ADDRESS_FIELD_LENGTH = 200;
