/**
 * JSON schemas of POST /render: the body, and the answers. Types only; the
 * limits (sizes, depth) are checked by the handler, which can say which one.
 */
import { ERROR_SCHEMA_REF } from '../errors.js';

export interface RenderBody {
  template?: string;
  templateId?: string;
  json?: unknown;
  partials?: Record<string, string>;
  injects?: Record<string, unknown>;
  locale?: string;
  timeZone?: string;
  now?: number | string;
  enableExpressions?: boolean;
  enableInclude?: boolean;
}

export const renderBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    template: { type: 'string' },
    templateId: { type: 'string', minLength: 1, maxLength: 1024 },
    json: { description: 'the context: a JSON value, or JSON text (a string) to keep number lexemes such as 1.0' },
    partials: { type: 'object', additionalProperties: { type: 'string' } },
    injects: { type: 'object', description: 'file name -> JSON text or value, for {.inject}' },
    locale: { type: 'string', minLength: 1, maxLength: 100 },
    timeZone: { type: 'string', minLength: 1, maxLength: 100 },
    now: { type: ['number', 'string'], description: 'the clock: epoch milliseconds or an ISO 8601 date-time' },
    enableExpressions: { type: 'boolean' },
    enableInclude: { type: 'boolean' },
  },
} as const;

const diagnosticSchema = {
  type: 'object',
  required: ['code', 'severity', 'stage', 'message', 'line', 'column'],
  properties: {
    code: { type: 'string' },
    severity: { type: 'string', enum: ['error', 'warning'] },
    stage: { type: 'string' },
    message: { type: 'string' },
    line: { type: 'integer' },
    column: { type: 'integer' },
    source: { type: 'string' },
  },
} as const;

export const renderResponseSchema = {
  type: 'object',
  required: ['html', 'errors', 'warnings'],
  properties: {
    html: { type: 'string' },
    errors: { type: 'array', items: diagnosticSchema },
    warnings: { type: 'array', items: diagnosticSchema },
    /** Present when there were more diagnostics than VITRINE_MAX_DIAGNOSTICS: how many were left out. */
    omitted: {
      type: 'object',
      properties: { errors: { type: 'integer' }, warnings: { type: 'integer' } },
    },
  },
} as const;

export const renderRouteSchema = {
  body: renderBodySchema,
  response: {
    200: renderResponseSchema,
    '4xx': ERROR_SCHEMA_REF,
    '5xx': ERROR_SCHEMA_REF,
  },
} as const;
