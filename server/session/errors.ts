/**
 * The site-user API's error catalogue: a stable code, the HTTP status and
 * the text of every failure of server/session/. Texts quoted from the SPEC
 * are marked; the others are Vitrine's, for rules the SPEC states without
 * a text. A failure answers `{ status, code, message, crumbFail }`, the
 * shape the commerce API answers (SPEC section 7: DELETE .../session "may
 * contain crumbFail").
 */
import { failureBody, type ApiFailure } from '../api-failure.js';
export const SESSION_ERRORS = {
  // SPEC section 5, editor catalogue: the shared email rule's message.
  EMAIL_INVALID: { status: 400, text: 'Please enter a valid email' },
  // SPEC section 8.
  CRUMB_FAIL: { status: 403, text: 'Your session has expired. Please reload the page and try again.' },
  RATE_LIMITED: { status: 429, text: 'Please try again in a few seconds.' },
  // SPEC section 5: saving the header and footer without a layout.
  NO_MAIN_NAVIGATION: { status: 409, text: 'Unable to find site main navigation' },
  // Vitrine's texts.
  PASSWORD_TOO_SHORT: { status: 400, text: 'Your password must be at least 8 characters long.' },
  PASSWORD_TOO_LONG: { status: 400, text: 'Your password must be at most 256 characters long.' },
  EMAIL_TAKEN: { status: 409, text: 'An account with this email already exists. Sign in instead.' },
  BAD_CREDENTIALS: { status: 401, text: 'That email and password do not match an account.' },
  NOT_SIGNED_IN: { status: 401, text: 'Please sign in to continue.' },
  XSRF_FAIL: { status: 403, text: 'Your session has expired. Please sign in again.' },
  FORBIDDEN: { status: 403, text: 'Only the site owner can do that.' },
  RESET_LINK_INVALID: { status: 400, text: 'This password reset link is invalid or has expired. Ask for a new one.' },
  SETUP_LINK_INVALID: { status: 400, text: 'This setup link is invalid, used or expired. Restart the server to print a new one.' },
  OWNER_EXISTS: { status: 409, text: 'This site already has an owner. Sign in instead.' },
  LANGUAGE_INVALID: { status: 400, text: 'This site does not offer that language.' },
  SESSION_NOT_FOUND: { status: 404, text: 'That session is not one of yours.' },
  ADDRESS_INCOMPLETE: { status: 400, text: 'Please fill in the name, street, city, postal code and country.' },
  ADDRESS_INVALID: { status: 400, text: 'Please correct the highlighted fields of the address.' },
  ADDRESS_BOOK_FULL: { status: 400, text: 'Your address book is full. Remove an address first.' },
  ADDRESS_NOT_FOUND: { status: 404, text: 'That address is not in your address book.' },
  INVALID_REQUEST: { status: 400, text: 'Invalid request.' },
  INTERNAL_ERROR: { status: 500, text: 'Something went wrong. Please try again.' },
} as const satisfies Record<string, { status: number; text: string }>;

export type SessionErrorCode = keyof typeof SESSION_ERRORS;
export const SESSION_ERROR_CODES = Object.keys(SESSION_ERRORS) as SessionErrorCode[];

/** A failure, with the reason of each refused field of a form (the address book's) when there are some. */
export type SessionFailure = ApiFailure<SessionErrorCode> & { fields?: Record<string, string> };

export class SessionError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: SessionErrorCode,
    /** Field name to the reason it was refused (a key of the text catalogue's `fieldErrors`). */
    readonly fields?: Record<string, string>,
  ) {
    super(SESSION_ERRORS[code].text);
    this.name = 'SessionError';
    this.statusCode = SESSION_ERRORS[code].status;
  }

  toBody(): SessionFailure {
    const body: SessionFailure = failureBody(this.statusCode, this.code, this.message);
    if (this.fields) body.fields = this.fields;
    return body;
  }
}

export function sessionError(code: SessionErrorCode): SessionError {
  return new SessionError(code);
}
