/**
 * The forms API's error catalogue: a stable code, an HTTP status and the
 * text. A failure answers `{ status, code, message, error }` (the islands
 * read `error` on form calls and `message` on restock calls, SPEC sections 7
 * and 8), plus `errors` (field id -> message) on a 400 with per-field errors.
 */
import { FORM_TEXT } from '../../engine/forms/texts.js';

export const FORMS_ERRORS = {
  // SPEC section 8, status mapping of a submission.
  KEY_INVALID: { status: 401, text: FORM_TEXT.status401 },
  FORM_NOT_CONFIGURED: { status: 404, text: FORM_TEXT.status404 },
  RATE_LIMITED: { status: 429, text: FORM_TEXT.status429 },
  INTERNAL_ERROR: { status: 500, text: FORM_TEXT.status500 },
  // SPEC sections 5 and 8.
  FIELDS_INVALID: { status: 400, text: FORM_TEXT.invalidForm },
  FIELDS_UNPARSEABLE: { status: 400, text: FORM_TEXT.parseError },
  CAPTCHA_MISSING: { status: 400, text: FORM_TEXT.completeCaptcha },
  CAPTCHA_FAILED: { status: 400, text: FORM_TEXT.captchaFailed },
  EMAIL_BLANK: { status: 400, text: FORM_TEXT.emailBlank },
  EMAIL_INVALID: { status: 400, text: FORM_TEXT.emailIsInvalid },
  // Vitrine's texts.
  VARIANT_UNKNOWN: { status: 404, text: FORM_TEXT.unknownVariant },
  VARIANT_IN_STOCK: { status: 409, text: FORM_TEXT.variantInStock },
  STILL_SOLD_OUT: { status: 409, text: 'That variant is still sold out: nothing was sent.' },
  SCHEMA_UNKNOWN: { status: 404, text: 'There is no template schema of that type.' },
  FOREIGN_ORIGIN: { status: 403, text: 'Forms of this site can only be sent from its own pages.' },
  OWNER_ONLY: { status: 401, text: 'This needs the site owner\'s API token.' },
  INVALID_REQUEST: { status: 400, text: 'Invalid request.' },
} as const satisfies Record<string, { status: number; text: string }>;

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
    message: string = FORMS_ERRORS[code].text,
  ) {
    super(message);
    this.name = 'FormsError';
    this.statusCode = FORMS_ERRORS[code].status;
  }

  toBody(): FormsFailure {
    return { status: this.statusCode, code: this.code, message: this.message, error: this.message, ...(this.fieldErrors ? { errors: this.fieldErrors } : {}) };
  }
}

export const formsError = (code: FormsErrorCode, fieldErrors?: Record<string, string>) => new FormsError(code, fieldErrors);
