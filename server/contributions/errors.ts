/**
 * The donation and review APIs' error catalogue: a stable code and an HTTP
 * status. A visitor's text comes in their language from the pages' texts
 * (site/render/contribution-texts.ts, `errors`), the owner's in English.
 * A failure answers `{ status, code, message }`, plus `errors` (field ->
 * message) on a 400 with per-field errors.
 */
import { OWNER_REFUSALS } from '../session/owner-access.js';
import type { ContributionTexts } from '../../site/render/contribution-texts.js';

export const CONTRIBUTION_ERRORS = {
  FIELDS_INVALID: 400,
  CARD_DECLINED: 402,
  PAYMENT_FAILED: 502,
  CRUMB_FAIL: 403,
  RATE_LIMITED: 429,
  REVIEW_LINK_INVALID: 403,
  NOT_BOUGHT: 404,
  ALREADY_REVIEWED: 409,
  // The owner's API.
  REVIEW_NOT_FOUND: 404,
  OWNER_ONLY: 401,
  OWNER_FORBIDDEN: OWNER_REFUSALS.FORBIDDEN.status,
  XSRF_FAIL: OWNER_REFUSALS.XSRF_FAIL.status,
  INVALID_REQUEST: 400,
} as const;

export type ContributionErrorCode = keyof typeof CONTRIBUTION_ERRORS;

const OWNER_TEXTS: Partial<Record<ContributionErrorCode, string>> = {
  REVIEW_NOT_FOUND: 'There is no review with that id.',
  OWNER_ONLY: "Sign in as the site owner, or send the site owner's API token.",
  OWNER_FORBIDDEN: OWNER_REFUSALS.FORBIDDEN.text,
  XSRF_FAIL: OWNER_REFUSALS.XSRF_FAIL.text,
  INVALID_REQUEST: 'The request is not one this API takes.',
};

export class ContributionError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ContributionErrorCode,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(code);
    this.statusCode = CONTRIBUTION_ERRORS[code];
  }

  text(texts: ContributionTexts): string {
    return (texts.errors as Record<string, string>)[this.code] ?? OWNER_TEXTS[this.code] ?? this.code;
  }

  toBody(texts: ContributionTexts): { status: number; code: ContributionErrorCode; message: string; errors?: Record<string, string> } {
    return { status: this.statusCode, code: this.code, message: this.text(texts), ...(this.fieldErrors ? { errors: this.fieldErrors } : {}) };
  }
}
