/**
 * The telemetry endpoints' own error codes (docs/telemetry.md lists them);
 * request errors (schema, body size, bad JSON) keep the render service's
 * catalogue codes. Same answer shape: { statusCode, code, error, message }.
 */
import { STATUS_CODES } from 'node:http';
import { OWNER_REFUSALS } from '../session/owner-access.js';

const CATALOGUE = {
  /** SPEC section 8: the HTTP 429 text. */
  TELEMETRY_RATE_LIMITED: { status: 429, text: 'Please try again in a few seconds.' },
  /** SPEC section 8: the crumb failure text. */
  TELEMETRY_CRUMB_FAIL: { status: 403, text: 'Your session has expired. Please reload the page and try again.' },
  TELEMETRY_INVALID_PAYLOAD: { status: 400, text: 'Invalid telemetry payload' },
  OWNER_AUTH_REQUIRED: { status: 401, text: 'Owner authentication required' },
  /** A signed-in account without an owner role (server/session/owner-access.ts). */
  OWNER_FORBIDDEN: OWNER_REFUSALS.FORBIDDEN,
} as const;

export type TelemetryErrorCode = keyof typeof CATALOGUE;
export const TELEMETRY_ERROR_CODES = Object.keys(CATALOGUE) as TelemetryErrorCode[];

export class TelemetryError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: TelemetryErrorCode,
    readonly why?: string,
  ) {
    super(why ? `${CATALOGUE[code].text}: ${why}` : CATALOGUE[code].text);
    this.name = 'TelemetryError';
    this.statusCode = CATALOGUE[code].status;
  }

  toBody() {
    return { statusCode: this.statusCode, code: this.code, error: STATUS_CODES[this.statusCode] ?? 'Error', message: this.message };
  }
}
