/**
 * The forms API's error catalogue: a stable code, an HTTP status and the
 * text. A failure answers `{ status, code, message, error }` (the islands
 * read `error` on form calls and `message` on restock calls, SPEC sections 7
 * and 8), plus `errors` (field id -> message) on a 400 with per-field errors.
 */
import { FORM_TEXT, type FormTextKey, type FormTexts } from '../../engine/forms/texts.js';
import { OWNER_REFUSALS } from '../session/owner-access.js';

export const FORMS_ERRORS = {
  // SPEC section 8, status mapping of a submission.
  KEY_INVALID: { status: 401, key: 'status401' },
  FORM_NOT_CONFIGURED: { status: 404, key: 'status404' },
  RATE_LIMITED: { status: 429, key: 'status429' },
  INTERNAL_ERROR: { status: 500, key: 'status500' },
  // SPEC sections 5 and 8.
  FIELDS_INVALID: { status: 400, key: 'invalidForm' },
  FIELDS_UNPARSEABLE: { status: 400, key: 'parseError' },
  CAPTCHA_MISSING: { status: 400, key: 'completeCaptcha' },
  CAPTCHA_FAILED: { status: 400, key: 'captchaFailed' },
  EMAIL_BLANK: { status: 400, key: 'emailBlank' },
  EMAIL_INVALID: { status: 400, key: 'emailIsInvalid' },
  CRUMB_FAIL: { status: 403, key: 'sessionExpired' },
  // Vitrine's texts.
  VARIANT_UNKNOWN: { status: 404, key: 'unknownVariant' },
  VARIANT_IN_STOCK: { status: 409, key: 'variantInStock' },
  FOREIGN_ORIGIN: { status: 403, key: 'foreignOrigin' },
  INVALID_REQUEST: { status: 400, key: 'invalidRequest' },
  // The owner's API (English only).
  STILL_SOLD_OUT: { status: 409, text: 'That variant is still sold out: nothing was sent.' },
  SUBMISSION_NOT_FOUND: { status: 404, text: 'This form has no submission with that id.' },
  SCHEMA_UNKNOWN: { status: 404, text: 'There is no template schema of that type.' },
  OWNER_ONLY: { status: 401, text: 'Sign in as the site owner, or send the site owner\'s API token.' },
  // The owner check's refusals of a signed-in account (server/session/owner-access.ts).
  OWNER_FORBIDDEN: OWNER_REFUSALS.FORBIDDEN,
  ADMIN_ONLY: OWNER_REFUSALS.ADMIN_ONLY,
  XSRF_FAIL: OWNER_REFUSALS.XSRF_FAIL,
} as const satisfies Record<string, { status: number; key: FormTextKey } | { status: number; text: string }>;

/** A failure's text in a site language's form texts (the visitors' ones are in the catalogue). */
export function errorText(code: FormsErrorCode, texts: FormTexts = FORM_TEXT): string {
  const entry: { key?: FormTextKey; text?: string } = FORMS_ERRORS[code];
  return entry.key ? texts[entry.key] : entry.text!;
}

export type FormsErrorCode = keyof typeof FORMS_ERRORS;

export interface FormsFailure {
  status: number;
  code: FormsErrorCode;
  message: string;
  error: string;
  errors?: Record<string, string>;
}

export class FormsError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: FormsErrorCode,
    readonly fieldErrors?: Record<string, string>,
    message: string = errorText(code),
  ) {
    super(message);
    this.name = 'FormsError';
    this.statusCode = FORMS_ERRORS[code].status;
  }

  /** The answer in a site language: the catalogue's text (a message set by the thrower stays), the field messages as checked. */
  toBody(texts?: FormTexts): FormsFailure {
    const message = texts && this.message === errorText(this.code) ? errorText(this.code, texts) : this.message;
    return { status: this.statusCode, code: this.code, message, error: message, ...(this.fieldErrors ? { errors: this.fieldErrors } : {}) };
  }
}

export const formsError = (code: FormsErrorCode, fieldErrors?: Record<string, string>) => new FormsError(code, fieldErrors);
