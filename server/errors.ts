/**
 * The render service's catalogue of API errors: every error the HTTP layer
 * answers has a stable code, an HTTP status and a message built here, and
 * nowhere else. docs/render-service.md's "Render service" section lists every code (a
 * test fails when one is missing there).
 *
 * An error answer is `{ statusCode, code, error, message, details? }`.
 */
import { STATUS_CODES } from 'node:http';

const CATALOGUE = {
  INVALID_REQUEST: { status: 400, text: (why: string) => `Invalid request: ${why}` },
  INVALID_JSON: { status: 400, text: (why: string) => `The request body is not valid JSON: ${why}` },
  TEMPLATE_REQUIRED: { status: 400, text: () => 'Give exactly one of "template" (the source) and "templateId" (a registered template)' },
  CONTEXT_INVALID_JSON: {
    status: 400,
    text: (line: number, column: number, why: string) => `"json" is not valid JSON at ${line}:${column}: ${why}`,
  },
  INVALID_LOCALE: { status: 400, text: (locale: string) => `"locale" is not a BCP 47 language tag: ${JSON.stringify(locale)}` },
  INVALID_TIME_ZONE: { status: 400, text: (zone: string) => `"timeZone" is not an IANA time zone: ${JSON.stringify(zone)}` },
  INVALID_NOW: { status: 400, text: (now: string) => `"now" must be epoch milliseconds or an ISO 8601 date-time, got ${JSON.stringify(now)}` },
  NOT_FOUND: { status: 404, text: (method: string, url: string) => `Route ${method} ${url} not found` },
  TEMPLATE_NOT_FOUND: { status: 404, text: (id: string) => `Template ${JSON.stringify(id)} is not registered` },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, text: (type: string) => `Unsupported content type ${JSON.stringify(type)}; send application/json` },
  BODY_TOO_LARGE: { status: 413, text: (limit: number) => `The request body exceeds the maximum size of ${limit} bytes` },
  TEMPLATE_TOO_LARGE: {
    status: 413,
    text: (what: string, bytes: number, limit: number) => `${what} is ${bytes} bytes; the maximum is ${limit} bytes`,
  },
  CONTEXT_TOO_LARGE: {
    status: 413,
    text: (what: string, limit: number) => `${what} exceeds the maximum size of ${limit} bytes`,
  },
  CONTEXT_TOO_DEEP: {
    status: 422,
    text: (what: string, limit: number) => `${what} nests arrays and objects deeper than the maximum of ${limit} levels`,
  },
  RENDER_TIMEOUT: {
    status: 422,
    text: (limit: number) => `The render took longer than ${limit} ms and was stopped`,
  },
  RENDER_MEMORY: {
    status: 422,
    text: (limit: number) => `The render used more than ${limit} MiB of memory and was stopped`,
  },
  RENDER_FAILED: { status: 500, text: (why: string) => `The render worker failed: ${why}` },
  METHOD_NOT_ALLOWED: { status: 405, text: (method: string, allow: string) => `${method} is not allowed here; use ${allow}` },
  RATE_LIMITED: { status: 429, text: () => 'Too many requests from this client; try again in a few seconds' },
  INVALID_TENANT: {
    status: 400,
    text: (value: string, max: number) =>
      `X-Vitrine-Tenant must be one name of 1 to ${max} letters, digits, dots, hyphens or underscores, starting with a letter or digit, got ${value}`,
  },
  UNKNOWN_RENDER_KEY: { status: 401, text: () => 'The render key (Authorization: Bearer) is not one of VITRINE_RENDER_TENANT_KEYS' },
  TENANT_MISMATCH: { status: 403, text: (name: string) => `The render key belongs to another tenant than X-Vitrine-Tenant ${JSON.stringify(name)}` },
  RENDER_BUDGET_EXCEEDED: {
    status: 429,
    text: (budgetMs: number, retryS: number) => `This tenant has used its ${budgetMs} ms of render time per minute; try again in ${retryS} s`,
  },
  SERVER_BUSY: { status: 503, text: (queued: number) => `Too many renders are waiting (${queued}); try again later` },
  SHUTTING_DOWN: { status: 503, text: () => 'The server is shutting down' },
  INTERNAL_ERROR: { status: 500, text: () => 'Internal server error' },
} as const;

export type ApiErrorCode = keyof typeof CATALOGUE;
type Args<C extends ApiErrorCode> = Parameters<(typeof CATALOGUE)[C]['text']>;

export const API_ERROR_CODES = Object.keys(CATALOGUE) as ApiErrorCode[];

export function statusOf(code: ApiErrorCode): number {
  return CATALOGUE[code].status;
}

export interface ErrorDetail {
  /** JSON pointer into the request body, '' for the body itself. */
  path: string;
  message: string;
}

/** The body of every error answer. */
export interface ApiErrorBody {
  statusCode: number;
  code: ApiErrorCode;
  error: string;
  message: string;
  details?: ErrorDetail[];
}

export class ApiError extends Error {
  readonly statusCode: number;
  /** Response headers that go with the answer (Retry-After, WWW-Authenticate). */
  headers?: Record<string, string>;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusOf(code);
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = {
      statusCode: this.statusCode,
      code: this.code,
      error: STATUS_CODES[this.statusCode] ?? 'Error',
      message: this.message,
    };
    if (this.details) body.details = this.details;
    return body;
  }
}

/** Builds the error `code` with its catalogue message. */
export function apiError<C extends ApiErrorCode>(code: C, ...args: Args<C>): ApiError {
  const text = CATALOGUE[code].text as (...a: unknown[]) => string;
  return new ApiError(code, text(...args));
}

/** `error` answered with `headers` too. */
export function withHeaders(error: ApiError, headers: Record<string, string>): ApiError {
  error.headers = { ...error.headers, ...headers };
  return error;
}

export function withDetails(error: ApiError, details: ErrorDetail[]): ApiError {
  return new ApiError(error.code, error.message, details);
}

/** JSON schema of an error answer, registered once (app.addSchema); routes point to it with ERROR_SCHEMA_REF. */
export const errorBodySchema = {
  $id: 'vitrine-api-error',
  type: 'object',
  required: ['statusCode', 'code', 'error', 'message'],
  properties: {
    statusCode: { type: 'integer' },
    code: { type: 'string', enum: API_ERROR_CODES },
    error: { type: 'string' },
    message: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

export const ERROR_SCHEMA_REF = { $ref: 'vitrine-api-error#' } as const;
