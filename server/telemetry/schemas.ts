/**
 * JSON schemas of everything the telemetry endpoints accept (SPEC sections
 * 3 and 7). Route bodies are checked by Fastify's ajv; the JSON carried
 * inside form fields and strings (census `data`, v2 `eventContent`) by
 * the validators compiled here. Every string and list is bounded.
 */
import { Ajv } from 'ajv';
import { MAX_ERROR_MESSAGE_CHARS, MAX_ERRORS_PER_REPORT, MAX_FIELD_CHARS, MAX_PERF_RECORDS_PER_BATCH, MAX_RECORD_DATA_CHARS, MAX_STACK_CHARS } from './limits.js';
import { lazyValidator } from '../ops/lazy-schemas.js';

const str = { type: 'string', maxLength: MAX_FIELD_CHARS } as const;
const int = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;
const nullableStr = { type: ['string', 'null'], maxLength: MAX_FIELD_CHARS } as const;
/** A scalar, or a short list of scalars (shopping fields such as product_types_list). */
const scalarOrList = {
  anyOf: [
    { type: ['string', 'number', 'boolean', 'null'], maxLength: MAX_FIELD_CHARS },
    { type: 'array', maxItems: 100, items: { type: ['string', 'number', 'boolean', 'null'], maxLength: MAX_FIELD_CHARS } },
    { type: 'object', maxProperties: 50, additionalProperties: { type: ['string', 'number', 'boolean', 'null'], maxLength: MAX_FIELD_CHARS } },
  ],
} as const;

/** ss_cvr: an id plus four positive integers joined by bars (SPEC section 5). */
export const SS_CVR_PATTERN = '^[A-Za-z0-9-]{1,64}(\\|[1-9][0-9]{0,15}){4}$';
/** Analytics event types (SPEC section 3): page view 1, site search 2, heartbeat 10, audio 20, video 21. */
export const HIT_EVENT_NAMES: Record<string, string> = { '1': 'pageview', '2': 'search', '10': 'heartbeat', '20': 'audio', '21': 'video' };

/** RecordHit: a form-encoded body of event, data (JSON) and ss_cvr. */
export const recordHitBody = {
  type: 'object',
  required: ['event', 'data'],
  additionalProperties: false,
  properties: {
    event: { type: 'string', enum: Object.keys(HIT_EVENT_NAMES) },
    data: { type: 'string', maxLength: MAX_RECORD_DATA_CHARS },
    ss_cvr: { type: 'string', maxLength: 200, pattern: SS_CVR_PATTERN },
    crumb: { type: 'string', maxLength: 200 },
  },
} as const;

/** The v1 payload inside RecordHit's data (SPEC section 3). */
export const hitPayload = {
  type: 'object',
  additionalProperties: false,
  properties: {
    websiteId: str,
    memberAccountId: nullableStr,
    website_locale: str,
    member_locale: nullableStr,
    templateId: nullableStr,
    variantId: nullableStr,
    pageHash: str,
    pagePath: str,
    pageType: int,
    collectionId: nullableStr,
    itemId: nullableStr,
    referrer: str,
    locales: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 64 } },
    userAgent: str,
    clientDate: int,
    viewportInnerWidth: int,
    viewportInnerHeight: int,
    screenWidth: int,
    screenHeight: int,
    visitorCookie: { type: 'string', maxLength: 200, pattern: SS_CVR_PATTERN },
    query: str,
  },
} as const;

/** button-click, button-render, form-render, overlay: visitorCookie and page fields. */
export const censusBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    visitorCookie: { type: 'string', maxLength: 200, pattern: SS_CVR_PATTERN },
    websiteId: str,
    pagePath: str,
    pageType: int,
    pageId: nullableStr,
    collectionId: nullableStr,
    itemId: nullableStr,
    blockId: nullableStr,
    buttonText: nullableStr,
    buttonUrl: nullableStr,
    formId: nullableStr,
    overlayId: nullableStr,
    action: nullableStr,
  },
} as const;

export const quickViewParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
} as const;

/** RecordJavascriptErrors: a list of events (at most the client's queue). */
export const jsErrorsBody = {
  type: 'array',
  minItems: 1,
  maxItems: MAX_ERRORS_PER_REPORT,
  items: {
    type: 'object',
    required: ['message'],
    additionalProperties: false,
    properties: {
      message: { type: 'string', minLength: 1, maxLength: MAX_ERROR_MESSAGE_CHARS },
      stack: { type: 'string', maxLength: MAX_STACK_CHARS },
      url: str,
      line: int,
      column: int,
      pagePath: str,
      pageType: int,
      userAgent: str,
      timestamp: int,
    },
  },
} as const;

/** Performance record (SPEC section 3): app, data, event, page load id, timestamp. */
export const perfRecords = {
  type: 'array',
  minItems: 1,
  maxItems: MAX_PERF_RECORDS_PER_BATCH,
  items: {
    type: 'object',
    required: ['app', 'data', 'event', 'pageLoadId', 'timestamp'],
    additionalProperties: false,
    properties: {
      app: { type: 'string', maxLength: 64 },
      event: { type: 'string', maxLength: 64 },
      pageLoadId: { type: 'string', maxLength: 64 },
      timestamp: int,
      data: {
        type: 'object',
        required: ['name', 'value', 'rating'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', enum: ['FCP', 'CLS', 'FID', 'LCP', 'INP', 'TTFB'] },
          value: { type: 'number', minimum: 0, maximum: 3_600_000 },
          rating: { type: 'string', enum: ['good', 'needs-improvement', 'poor'] },
          pagePath: str,
          pageType: int,
          navigationType: { type: 'string', maxLength: 64 },
        },
      },
    },
  },
} as const;

/** v2 event collection: eventContent (a JSON string) and eventSchemaName. */
export const v2Body = {
  type: 'object',
  required: ['eventContent', 'eventSchemaName'],
  additionalProperties: false,
  properties: {
    eventContent: { type: 'string', maxLength: MAX_RECORD_DATA_CHARS },
    eventSchemaName: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,100}$' },
  },
} as const;

/** The v2 payload (SPEC section 3) with the shopping and gated-content fields; schema-specific fields stay bounded scalars. */
export const v2Payload = {
  type: 'object',
  maxProperties: 100,
  propertyNames: { maxLength: 100 },
  properties: {
    analytics_id: str,
    session_id: str,
    marketing_id: nullableStr,
    browser_language: str,
    browser_locale: str,
    browser_window_height: int,
    browser_window_width: int,
    page_host: str,
    page_path: str,
    page_query_params: str,
    page_referrer_url: str,
    enduser_user_agent: str,
    event_occurrence_timestamp: int,
    client_name: str,
    client_version: str,
    custom_schema_name: str,
    source_environment: { type: 'string', enum: ['dev', 'qa', 'staging', 'prod'] },
    event_source: { type: 'string', enum: ['WEB', 'IOS', 'ANDROID', 'SERVER'] },
    context_website_id: str,
    member_account_id: nullableStr,
    page_type: int,
    cart_value: { type: ['number', 'null'] },
  },
  additionalProperties: scalarOrList,
} as const;

const ajv = new Ajv({ allErrors: false, strict: false });
export const validateHitPayload = lazyValidator(() => ajv.compile(hitPayload));
export const validateV2Payload = lazyValidator(() => ajv.compile(v2Payload));

/** Parses JSON text and checks it; the reason on failure. */
export function parseChecked(text: string, validate: ((v: unknown) => boolean) & { errors?: { instancePath?: string; message?: string }[] | null }): { ok: true; value: Record<string, unknown> } | { ok: false; why: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, why: 'not JSON' };
  }
  if (!validate(value)) {
    const e = validate.errors?.[0];
    return { ok: false, why: `${e?.instancePath || 'payload'} ${e?.message ?? 'is invalid'}` };
  }
  return { ok: true, value: value as Record<string, unknown> };
}
