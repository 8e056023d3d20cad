/**
 * The failure body the store, site-user and editor APIs share:
 * `{ status, code, message, crumbFail }`, with crumbFail set for an expired
 * crumb so the widgets know to fetch a new one and retry once (SPEC section 4).
 * Each API keeps its own catalogue of codes (commerce/errors.ts,
 * session/errors.ts, editor/errors.ts).
 */
export interface ApiFailure<Code extends string> {
  status: number;
  code: Code;
  message: string;
  crumbFail: boolean;
}

/** The body of a failure with `code`, its HTTP status and its message. */
export function failureBody<Code extends string>(status: number, code: Code, message: string): ApiFailure<Code> {
  return { status, code, message, crumbFail: code === 'CRUMB_FAIL' };
}
