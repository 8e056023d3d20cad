/**
 * The comment API's error catalogue: a stable code and an HTTP status; the
 * visitor's text in their language comes from texts.ts (`errors`), the
 * owner's in English from OWNER_TEXTS. A failure answers
 * `{ status, code, message }`, plus `errors` (field -> message) on a 400
 * with per-field errors.
 */
import { OWNER_REFUSALS } from '../session/owner-access.js';
import type { CommentTexts } from './texts.js';

export const COMMENT_ERRORS = {
  FIELDS_INVALID: 400,
  POST_NOT_FOUND: 404,
  COMMENTS_CLOSED: 409,
  LIKES_OFF: 409,
  SIGN_IN_REQUIRED: 401,
  CRUMB_FAIL: 403,
  RATE_LIMITED: 429,
  // The owner's API.
  COMMENT_NOT_FOUND: 404,
  OWNER_ONLY: 401,
  OWNER_FORBIDDEN: OWNER_REFUSALS.FORBIDDEN.status,
  XSRF_FAIL: OWNER_REFUSALS.XSRF_FAIL.status,
  INVALID_REQUEST: 400,
} as const;

export type CommentErrorCode = keyof typeof COMMENT_ERRORS;

/** The owner API's texts (the admin shows them; English, as the other owner APIs answer). */
const OWNER_TEXTS: Partial<Record<CommentErrorCode, string>> = {
  COMMENT_NOT_FOUND: 'There is no comment with that id.',
  OWNER_ONLY: 'Sign in as the site owner, or send the site owner\'s API token.',
  OWNER_FORBIDDEN: OWNER_REFUSALS.FORBIDDEN.text,
  XSRF_FAIL: OWNER_REFUSALS.XSRF_FAIL.text,
  INVALID_REQUEST: 'The request is not one this API takes.',
};

export class CommentError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: CommentErrorCode,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(code);
    this.statusCode = COMMENT_ERRORS[code];
  }

  /** The visitor's (or owner's) text for this failure. */
  text(texts: CommentTexts): string {
    const visitor = (texts.errors as Record<string, string>)[this.code];
    return visitor ?? OWNER_TEXTS[this.code] ?? this.code;
  }

  toBody(texts: CommentTexts): { status: number; code: CommentErrorCode; message: string; errors?: Record<string, string> } {
    return { status: this.statusCode, code: this.code, message: this.text(texts), ...(this.fieldErrors ? { errors: this.fieldErrors } : {}) };
  }
}
